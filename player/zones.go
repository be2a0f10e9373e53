package player

import "cardc/interp"

// zoneOptions are the actions of p's cards outside the battlefield
// that their rules let work from where they are: an ability of a card in
// the hand, such as cycling or a "Discard this card" ability (CR
// 702.29a, 113.6k), a card in the graveyard cast by flashback or escape
// (CR 702.34a, 702.138a), and an ability of a card in the graveyard, such
// as unearth (CR 702.84a). A card with none of them costs only a look at
// its characteristics' keywords and abilities (interp.ActivatesFrom).
func (pl *planner) zoneOptions() {
	g := pl.g
	zoneAbilities := func(o *interp.Object, c *interp.Chars, zone interp.Zone) {
		if !interp.ActivatesFrom(c, zone) {
			return
		}
		for i, ab := range g.Abilities(o) {
			if ab.Zone == zone && ab.Kind != interp.ManaAbility {
				pl.add(option{kind: optActivate, act: Action{Kind: "activate", Obj: o.ID, Ability: i + 1}, o: o, ab: ab})
			}
		}
	}
	player := g.Players[pl.p]
	for _, id := range player.Hand {
		o := g.Obj(id)
		zoneAbilities(o, g.Chars(o), interp.Hand)
	}
	for _, id := range player.Graveyard {
		o := g.Obj(id)
		c := g.Chars(o)
		if kw, ok := graveyardCast(c); ok && !c.HasCardType("Land") && g.CastTimingOK(pl.p, c) {
			op := option{kind: optGraveyardCast, act: Action{Kind: "cast", Obj: id}, o: o, c: c}
			if kw.Arg != nil && kw.Arg.Op == interp.OpMana {
				op.cost, op.hasCost = kw.Arg.Mana, true
			}
			pl.add(op)
		}
		zoneAbilities(o, c, interp.Graveyard)
	}
}

// graveyardCast returns the keyword that lets a card be cast from its
// owner's graveyard: flashback (CR 702.34a) or escape (CR 702.138a).
func graveyardCast(c *interp.Chars) (interp.Keyword, bool) {
	if kw, ok := c.KeywordFor(interp.CastFromGraveyard); ok {
		return kw, true
	}
	return c.KeywordFor(interp.EscapeFromGraveyard)
}
