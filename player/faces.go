package player

import (
	"slices"

	"cardc/interp"
)

// faceOptions are the casts of a card's other faces: each half of a
// split card in hand and both halves fused (CR 709.3, 702.102a), an
// Adventure from hand (CR 715.3), a card on an adventure from exile
// (CR 715.4), a copy of a prepared permanent's spell, and a modal
// double-faced card's back face, cast or played as a land (CR 712.12), a
// card with morph or disguise cast face down and a face-down permanent
// turned face up (CR 702.37, 702.168). Each is tried
// on a fork, which leaves out what is illegal.
func (pl *planner) faceOptions() {
	g, p := pl.g, pl.p
	// A cast the timing rule allows (CR 307.1), of what it costs.
	cast := func(kind string, o *interp.Object, opts interp.PlayOpts, def *interp.AbilityDef) {
		c := g.CastChars(o, opts)
		if !g.CastTimingOK(p, c) {
			return
		}
		op := option{kind: optFace, act: Action{Kind: kind, Obj: o.ID, Opts: opts}, o: o, c: c, ab: def, cost: c.ManaCost, hasCost: true}
		if opts.FaceDown {
			op.cost = interp.FaceDownCost()
		}
		pl.add(op)
	}
	add := func(kind string, id interp.ObjID, face interp.CastFace, def *interp.AbilityDef) {
		cast(kind, g.Obj(id), interp.PlayOpts{Face: face}, def)
	}
	sorcery := g.Active == p && (g.Step == interp.StepMain1 || g.Step == interp.StepMain2) && len(g.Stack) == 0
	for _, id := range g.Players[p].Hand {
		d := g.Obj(id).Card
		if d == nil || d.Half == nil {
			continue
		}
		switch d.Layout {
		case interp.LayoutSplit:
			add("cast", id, interp.CastFirstHalf, d.Front.Spell)
			add("cast", id, interp.CastSecondFace, d.Half.Spell)
			if d.Fused != nil {
				add("cast", id, interp.CastFused, d.Fused)
			}
		case interp.LayoutAdventure:
			add("cast", id, interp.CastSecondFace, d.Half.Spell)
		case interp.LayoutModal:
			// CR 712.12: the back face is cast, or played if it's a land.
			if slices.Contains(d.Half.Types, "Land") {
				// CR 305.2: a land is played in its controller's main phase,
				// the stack empty, one a turn.
				if sorcery && !g.LandPlayed(p) {
					pl.add(option{act: Action{Kind: "land", Obj: id, Opts: interp.PlayOpts{Face: interp.CastSecondFace}}})
				}
			} else {
				add("cast", id, interp.CastSecondFace, d.Half.Spell)
			}
		}
	}
	for _, id := range g.Players[p].Hand {
		// CR 702.37c, 702.168a: a card with morph or disguise may be cast
		// face down, a 2/2 creature spell with no targets.
		if o := g.Obj(id); interp.MayCastFaceDown(o) {
			cast("cast", o, interp.PlayOpts{FaceDown: true}, nil)
		}
	}
	for o := range g.EachControlled(p) {
		// CR 116.2b: turning a face-down permanent face up, any time its
		// controller has priority, for its morph or disguise cost.
		if o.FaceDown {
			op := option{kind: optTurnUp, act: Action{Kind: "turn-face-up", Obj: o.ID}, o: o}
			op.cost, op.hasCost = interp.TurnFaceUpCost(o)
			pl.add(op)
		}
	}
	for _, id := range g.Exile {
		if o := g.Obj(id); o.Adventuring && o.Owner == p {
			add("cast", id, interp.CastCard, nil)
		}
	}
	for o := range g.EachControlled(p) {
		if o.Prepared && o.Card != nil && o.Card.Half != nil {
			add("prepared", o.ID, interp.CastSecondFace, o.Card.Half.Spell)
		}
	}
}
