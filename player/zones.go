package player

import "cardc/interp"

// zoneOptions are the actions of p's cards outside the battlefield
// that their rules let work from where they are: an ability of a card in
// the hand, such as cycling or a "Discard this card" ability (CR
// 702.29a, 113.6k), a card in the graveyard cast by flashback or escape
// (CR 702.34a, 702.138a), and an ability of a card in the graveyard, such
// as unearth (CR 702.84a). A card with none of them costs only a look at
// its characteristics' keywords and abilities (interp.ActivatesFrom).
// affordable rules out a cost that no source or pool unit could pay, and
// spellNeeds is the least a spell's cost needs (see options).
func zoneOptions(g *interp.Game, p interp.PlayerID, rng *splitmix, pay interp.Payer, affordable func(interp.Total, interp.ObjID, bool) bool, spellNeeds func(*interp.Object, *interp.Chars, interp.ManaCost) interp.Total) []option {
	var out []option
	pl := g.Players[p]
	zoneAbilities := func(o *interp.Object, c *interp.Chars, zone interp.Zone) {
		if !interp.ActivatesFrom(c, zone) {
			return
		}
		id := o.ID
		for i, ab := range g.Abilities(o) {
			if ab.Zone != zone || ab.Kind == interp.ManaAbility {
				continue
			}
			out = append(out, func() (Action, bool) {
				if g.ActivationError(p, id, i+1) != nil || !affordable(activationNeeds(ab), 0, false) {
					return Action{}, false
				}
				opt := interp.PlayOpts{Payer: pay}
				x := &interp.Ctx{G: g, Source: id, Controller: p, Slots: make([]interp.Value, ab.Slots)}
				x.UseTargetX(ab, nil)
				if !randomTargets(g, x, ab.Targets, &opt, rng) {
					return Action{}, false
				}
				return Action{Kind: "activate", Obj: id, Ability: i + 1, Opts: opt}, true
			})
		}
	}
	for _, id := range pl.Hand {
		o := g.Obj(id)
		zoneAbilities(o, g.Chars(o), interp.Hand)
	}
	for _, id := range pl.Graveyard {
		o := g.Obj(id)
		c := g.Chars(o)
		if kw, ok := graveyardCast(c); ok && !c.Is("Land") {
			out = append(out, func() (Action, bool) {
				if !g.CastTimingOK(p, c) || g.CastError(p, id) != nil {
					return Action{}, false
				}
				// The keyword's cost replaces the mana cost (CR 118.9); one
				// that isn't mana is paid as casting goes on.
				var needs interp.Total
				if kw.Arg != nil && kw.Arg.Op == interp.OpMana {
					needs = spellNeeds(o, c, kw.Arg.Mana)
				}
				if !affordable(needs, 0, true) {
					return Action{}, false
				}
				opt, ok := spellOpts(g, p, o, c, rng, pay)
				return Action{Kind: "cast", Obj: id, Opts: opt}, ok
			})
		}
		zoneAbilities(o, c, interp.Graveyard)
	}
	return out
}

// graveyardCast returns the keyword that lets a card be cast from its
// owner's graveyard: flashback (CR 702.34a) or escape (CR 702.138a).
func graveyardCast(c *interp.Chars) (interp.Keyword, bool) {
	if kw, ok := c.KeywordFor(interp.CastFromGraveyard); ok {
		return kw, true
	}
	return c.KeywordFor(interp.EscapeFromGraveyard)
}
