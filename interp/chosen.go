package interp

import "slices"

// Chosen are the choices made for an object as it entered the battlefield
// ("As this creature enters, choose a card name.", CR 614.12) or by the
// ability being carried out ("Choose a creature type. Create a Treasure
// token for each creature you control of that type.", CR 608.2d): a card
// name (CR 201.3), a creature type (CR 205.3m), odd or even (the quality
// of a mana value, CR 202.3), a color (CR 105.1). An empty field is a
// choice not made.
type Chosen struct {
	Name         string
	CreatureType string
	Parity       string
	Color        string
}

// The kinds of choice Chosen remembers, as a choice names its kind.
const (
	ChoiceCardName     = "card name"
	ChoiceCreatureType = "creature type"
	ChoiceParity       = "mana value quality"
	ChoiceColor        = "color"
)

// choiceKinds are the kinds of choice, in the order the state lists them.
var choiceKinds = []string{ChoiceCardName, ChoiceCreatureType, ChoiceParity, ChoiceColor}

// ColorNames are the five colors a player may choose (CR 105.1), in WUBRG
// order.
func ColorNames() []string { return slices.Clone(colorNames) }

// ChosenColor is the color chosen, as a set of one color; none when no
// color was chosen.
func (c Chosen) ChosenColor() Colors { return colorByName(c.Color) }

// set records a choice of one kind.
func (c *Chosen) set(kind, v string) {
	switch kind {
	case ChoiceCardName:
		c.Name = v
	case ChoiceCreatureType:
		c.CreatureType = v
	case ChoiceParity:
		c.Parity = v
	case ChoiceColor:
		c.Color = v
	}
}

// Get returns the choice of a kind, or "" when none was made.
func (c Chosen) Get(kind string) string {
	switch kind {
	case ChoiceCardName:
		return c.Name
	case ChoiceCreatureType:
		return c.CreatureType
	case ChoiceParity:
		return c.Parity
	case ChoiceColor:
		return c.Color
	}
	return ""
}

// merge fills the choices c hasn't made from d.
func (c Chosen) merge(d Chosen) Chosen {
	for _, k := range choiceKinds {
		if c.Get(k) == "" {
			c.set(k, d.Get(k))
		}
	}
	return c
}

// ChooseWord asks a player to choose one of several words of a kind (a
// card name, a creature type, odd or even) for the ability being carried
// out, and remembers it in the context for the ability's later
// instructions ("that name", "that type", CR 608.2c). A choice with one
// option is made without asking.
func (g *Game) ChooseWord(x *Ctx, kind string, options []string) string {
	if len(options) == 0 {
		g.logf("%s has no %s to choose", g.PlayerName(x.Controller), kind)
		return ""
	}
	v := options[0]
	if len(options) > 1 {
		v = options[g.choose(Choice{Player: x.Controller, Kind: kind, Prompt: "a " + kind + " for " + g.Name(x.Source), Options: options})]
	}
	x.Chosen.set(kind, v)
	return v
}

// RememberChoices makes the choices the context made the entering
// object's (CR 614.12): "As this creature enters, choose …" is a
// replacement effect whose choice the permanent keeps while it is on the
// battlefield; a new object remembers nothing (CR 400.7).
func (g *Game) RememberChoices(x *Ctx) {
	o := g.Obj(x.Source)
	if o == nil {
		return
	}
	n := o.editNotes()
	n.Chosen = x.Chosen.merge(n.Chosen)
	g.statusChanged()
}

// ChosenFor returns the choices in effect for the context: those its
// ability made as it is carried out, then those its source remembers from
// entering the battlefield (CR 614.12).
func (g *Game) ChosenFor(x *Ctx) Chosen {
	c := x.Chosen
	if o := g.Obj(x.Source); o != nil {
		c = c.merge(o.note().Chosen)
	}
	return c
}

// CardNames returns the names of the pool's cards whose front face passes
// the test, sorted: the card names a player may choose (CR 201.3) — "a
// nonland card name" is the name of a nonland card.
func (p *Pool) CardNames(test func(*Chars) bool) []string {
	var out []string
	for _, n := range p.Names {
		cd := p.Cards[n]
		if cd == nil || cd.Front == nil || test != nil && !test(charsOfFace(cd.Front)) {
			continue
		}
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// ExileSameName has the searcher search a player's graveyard, hand and
// library for every card with the name (CR 201.2, 701.19) and exiles them at once (CR
// 406.3); then the player shuffles (CR 701.24a). An empty name is shared
// by nothing (CR 201.2c).
func (g *Game) ExileSameName(searcher, p PlayerID, name string) {
	pl := g.Players[p]
	var found []ObjID
	if name != "" {
		for _, zone := range [][]ObjID{pl.Graveyard, pl.Hand, pl.Library} {
			for _, id := range zone {
				if o := g.Obj(id); o != nil && g.Chars(o).Name == name {
					found = append(found, id)
				}
			}
		}
	}
	g.logf("%s searches %s's graveyard, hand, and library for cards named %s: %d found", g.PlayerName(searcher), g.PlayerName(p), name, len(found))
	g.MoveAll(found, Exile, NoPlayer)
	g.Shuffle(p)
}
