package interp

import "fmt"

// Madness (CR 702.35): a static ability of a card in its owner's hand —
// if it would be discarded, it is discarded into exile instead — and a
// linked triggered ability: when it is exiled this way, its owner may
// cast it by paying the madness cost instead of its mana cost; if they
// don't, they put it into their graveyard (CR 702.35a).

// madnessTrigger is the triggered ability madness stands for; its source
// is the card in exile. It is made in init: what it does reaches
// characteristics, which list it.
var madnessTrigger *AbilityDef

func init() {
	madnessTrigger = &AbilityDef{Kind: TriggeredAbility, TrigSlot: -1, Text: "cast it for its madness cost or put it into its owner's graveyard",
		Effects: []*Node{{Op: OpCall, Str: "cast it or put it into the graveyard", Fn: &Builtin{Name: "cast it or put it into the graveyard", Eval: castForMadness}}}}
}

// madnessTriggers triggers madness's linked ability for a card discarded
// into exile (CR 702.35a, 603.2): o is the card as it was in the hand.
func (g *Game) madnessTriggers(o *Object) {
	n := g.Obj(o.Next)
	if n == nil || n.Left || n.Zone != Exile {
		return
	}
	x := &Ctx{G: g, Source: n.ID, Controller: n.Owner, Ability: madnessTrigger}
	g.logf("%s's madness ability triggers", g.Name(n.ID))
	g.pending = append(g.pending, &pendingTrigger{x: x, desc: fmt.Sprintf("%s: %s", g.Name(n.ID), madnessTrigger.Text)})
}

// castForMadness resolves madness's triggered ability: the owner may cast
// the exiled card by paying its madness cost (an alternative cost, CR
// 118.9), at this time even if its type couldn't be cast now (CR 702.35a,
// 608.2g); if they don't, or can't pay, the card goes to their graveyard.
// A card that left exile meanwhile is a new object (CR 400.7).
func castForMadness(x *Ctx, _ Args) Value {
	g := x.G
	o := g.Obj(x.Source)
	if o == nil || o.Left || o.Zone != Exile {
		g.logf("%s is no longer in exile", g.Name(x.Source))
		return nil
	}
	p := o.Owner
	kw, ok := g.Chars(o).KeywordFor(DiscardIntoExile)
	if ok && kw.Arg != nil && kw.Arg.Op == OpMana {
		g.exerciseKeyword(o, kw.Name)
		if g.CanCastNow(p, o.ID) && g.YesNo(p, kw.Name, fmt.Sprintf("cast %s for its %s cost %s", g.Name(o.ID), kw.Name, kw.Arg.Mana)) {
			err := g.atomically(func() { g.castNow(p, x.Source, &kw) })
			if err == nil {
				return nil
			}
			g.logf("%s can't be cast for its %s cost: %s", g.Name(x.Source), kw.Name, err)
		}
	}
	if o := g.Obj(x.Source); o != nil && !o.Left && o.Zone == Exile {
		g.logf("%s puts %s into their graveyard", g.PlayerName(p), g.Name(o.ID))
		g.move(o, Graveyard, moveOpts{Controller: NoPlayer})
	}
	return nil
}
