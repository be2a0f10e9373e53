package interp

import "fmt"

// faceDownName names a face-down spell or permanent in the log: it has no
// name (CR 708.2a).
const faceDownName = "face-down creature"

// namelessName names in the log a face-up object with no name: a copy of
// a face-down permanent (CR 707.2, 708.2a).
const namelessName = "nameless creature"

// copiedName is the name of the values a copy effect copies, for the log:
// those of a face-down permanent have none (CR 708.2a).
func copiedName(c *Chars) string {
	if c.Name == "" {
		return faceDownName
	}
	return c.Name
}

// faceDownKeyword returns the keyword that lets the card be cast face down
// and turned face up (morph, CR 702.37; disguise, CR 702.168), from its
// printed front face: what a face-down object has face up, as its
// controller may look at it (CR 708.5).
func faceDownKeyword(o *Object) (Keyword, bool) {
	if o.Card == nil || o.IsToken || o.IsCopy {
		return Keyword{}, false
	}
	if f := o.Card.Front; f.chars != nil {
		return f.faceDown, f.hasFaceDown
	}
	return faceDownKeywordOf(faceChars(o.Card.Front))
}

// faceDownKeywordOf finds the morph or disguise keyword among a face's
// characteristics.
func faceDownKeywordOf(c *Chars) (Keyword, bool) {
	if k, ok := c.KeywordFor(TurnFaceUpFor); ok {
		return k, true
	}
	return c.KeywordFor(TurnFaceUpForWarded)
}

// faceDownInto writes a face-down object's characteristics into c: a 2/2
// creature with no name, mana cost, color, subtypes or abilities
// (CR 708.2a), and with ward {2} when it was cast with disguise
// (CR 702.168a). These are its copiable values (CR 707.2, 613.2b): they
// replace the printed ones and those of any copy effect.
func (g *Game) faceDownInto(o *Object, c *Chars) {
	*c = Chars{Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	if k, ok := faceDownKeyword(o); ok && k.Rule == TurnFaceUpForWarded {
		ward := g.Pool.keywords[CounterUnlessPaid]
		ward.Arg = &Node{Op: OpMana, Mana: ManaCost{Symbols: []Symbol{{Generic: 2}}}}
		ward.Args = []*Node{ward.Arg}
		c.Keywords = []Keyword{ward}
	}
}

// MayCastFaceDown reports whether the card has morph or disguise, and so
// may be cast face down (CR 702.37c, 702.168a).
func MayCastFaceDown(o *Object) bool {
	_, ok := faceDownKeyword(o)
	return ok
}

// TurnFaceUpCost returns the mana cost a face-down permanent is turned
// face up for, its morph or disguise cost (CR 702.37e, 702.168d), and
// false when it has none.
func TurnFaceUpCost(o *Object) (ManaCost, bool) {
	k, ok := faceDownKeyword(o)
	if !ok || k.Arg == nil || k.Arg.Op != OpMana {
		return ManaCost{}, false
	}
	return k.Arg.Mana, true
}

// FaceDownCost is the cost of casting a card face down (see faceDownCost),
// shared: callers must not change it.
func FaceDownCost() ManaCost { return faceDownCost }

// faceDownCost is the cost of casting a card face down: {3} (CR 702.37c,
// 702.168a), paid instead of its mana cost.
var faceDownCost = ManaCost{Symbols: []Symbol{{Generic: 3}}}

// faceDownCastError checks a cast face down (CR 702.37c, 702.168a): only
// a card with morph or disguise, cast as the card it is, and with no other
// alternative cost (CR 118.9a).
func (g *Game) faceDownCastError(o *Object, opt PlayOpts) *RuntimeError {
	if !opt.FaceDown {
		return nil
	}
	if _, ok := faceDownKeyword(o); !ok {
		return runtimeErrorf("%s can't be cast face down: it has neither morph nor disguise (CR 702.37c, 702.168a)", g.Name(o.ID))
	}
	if opt.Face != CastCard {
		return runtimeErrorf("%s is cast face down as the card it is, not %s (CR 708.4)", g.Name(o.ID), opt.Face)
	}
	if opt.Alternative {
		return runtimeErrorf("%s cast face down costs {3}: only one alternative cost can be paid (CR 118.9a)", g.Name(o.ID))
	}
	return nil
}

// castFaceDown logs a spell cast face down, with the card it is, which its
// caster knows (CR 708.4, 708.5).
func (g *Game) castFaceDown(spell *Object, card string) {
	k, _ := faceDownKeyword(spell)
	g.exerciseKeyword(spell, k.Name)
	g.logf("it is %s, cast face down by %s as a 2/2 creature spell for {3} (CR 708.4)", card, k.Name)
}

// revealFaceDown reveals a face-down object leaving the battlefield or the
// stack (CR 708.9): the card it becomes is face up.
func (g *Game) revealFaceDown(o, n *Object) {
	if !o.FaceDown || n.FaceDown {
		return
	}
	g.logf("%s is revealed: %s (CR 708.9)", g.Name(o.ID), n.Card.Front.Name)
}

// TurnFaceUp turns a face-down permanent the player controls face up for
// its morph or disguise cost: a special action, taken any time the player
// has priority, that doesn't use the stack (CR 116.2b, 702.37e, 702.168d).
// It is the same permanent: counters, damage and status stay (CR 708.8).
// On any illegality the game is as it was.
func (g *Game) TurnFaceUp(p PlayerID, id ObjID, opt PlayOpts) error {
	o := g.Obj(id)
	switch {
	case o == nil || o.Left || o.Zone != Battlefield:
		return runtimeErrorf("there is no such permanent to turn face up")
	case !o.FaceDown:
		return runtimeErrorf("%s is face up already", g.Name(id))
	case o.Controller != p:
		// CR 702.37e: its controller turns it face up.
		return runtimeErrorf("%s doesn't control %s", g.PlayerName(p), g.Name(id))
	}
	k, ok := faceDownKeyword(o)
	if !ok || k.Arg == nil || k.Arg.Op != OpMana {
		// CR 702.37e: a card without a morph or disguise cost can't be
		// turned face up this way.
		return runtimeErrorf("%s has no morph or disguise cost to turn it face up for (CR 702.37e)", g.Name(id))
	}
	return g.atomically(func() {
		g.GivePriority(p)
		total := k.Arg.Mana.Resolve(0)
		g.logf("%s turns %s face up for its %s cost %s (a special action, CR 116.2b)", g.PlayerName(p), g.Name(id), k.Name, k.Arg.Mana)
		g.Log.indent++
		if opt.Payer != nil {
			opt.Payer.Pay(g, p, total, o.ID)
		} else {
			g.activateForPayment(p, opt.Pay)
		}
		g.payMana(p, total, nil)
		o.FaceDown = false
		g.statusChanged()
		g.exerciseKeyword(o, k.Name)
		g.logf("it is %s (CR 708.8: it keeps its counters, damage and status)", g.Name(id))
		g.Log.indent--
		g.actionTaken(p)
	})
}

// faceDownState is the state text's word for a face-down permanent, with
// the card it is, which the log shows.
func faceDownState(o *Object) string {
	if !o.FaceDown || o.Card == nil {
		return ""
	}
	return fmt.Sprintf("face down (%s)", o.Card.Front.Name)
}
