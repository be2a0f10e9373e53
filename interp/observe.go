package interp

import "cardc/dsl"

// Observer is told what a game exercises, for a harness's accounting
// (which abilities, keywords and primitives its scenarios play). The
// runtime only reports; it never reads what an observer keeps.
type Observer interface {
	// Ability: an ability of a card did its work (it resolved, was
	// applied as a replacement or produced mana).
	Ability(ab *AbilityDef)
	// Keyword: a keyword ability of the object named face mattered.
	Keyword(face, keyword string)
	// Entry: a primitive was evaluated or a filter word tested.
	Entry(e *dsl.Entry)
}

// exercise reports that an ability did its work in this game.
func (g *Game) exercise(ab *AbilityDef) {
	if g.Observer != nil && ab != nil {
		g.Observer.Ability(ab)
	}
}

// exerciseKeyword reports that a keyword ability of the object mattered.
func (g *Game) exerciseKeyword(o *Object, kw string) {
	if g.Observer != nil && o != nil {
		g.Observer.Keyword(g.Chars(o).Name, kw)
	}
}

// exerciseHaste reports haste as exercised when it is what lets a
// creature that came under its controller's control this turn pay {T} or
// {Q} (CR 702.10c, 302.6).
func (g *Game) exerciseHaste(o *Object) {
	if c := g.Chars(o); o.Sick && c.Is("Creature") {
		if kw, ok := c.KeywordFor(IgnoresSummoningSickness); ok {
			g.exerciseKeyword(o, kw.Name)
		}
	}
}

// observe reports that a primitive or filter word is evaluated.
func (g *Game) observe(n *Node) {
	if g != nil && g.Observer != nil && n.Entry != nil {
		g.Observer.Entry(n.Entry)
	}
}
