package interp

// Casting a card from its owner's graveyard for an alternative cost:
// flashback (CR 702.34a) and escape (CR 702.138a) share the permission,
// the cost's place in the total cost (CR 118.9, 601.2f) and its payment;
// only flashback exiles the card as it leaves the stack, and only escape
// exiles other cards as part of its cost; the spell escaped (CR 702.138c).

// graveyardCastKeyword is the keyword of the card that lets it be cast
// from its owner's graveyard for an alternative cost: flashback's (CR
// 702.34a) or escape's (CR 702.138a).
func graveyardCastKeyword(c *Chars) (Keyword, bool) {
	if kw, ok := c.KeywordFor(CastFromGraveyard); ok {
		return kw, true
	}
	return c.KeywordFor(EscapeFromGraveyard)
}

// payEscapeExile pays the part of an escape cost that exiles other cards
// from the caster's graveyard (CR 702.138a): the spell is on the stack,
// so every card in the graveyard is another card (CR 601.2a). With fewer
// cards than it names, the cost can't be paid and the spell can't be
// cast (CR 601.2h).
func (g *Game) payEscapeExile(spell *Object, p PlayerID, kw Keyword) {
	if len(kw.Args) < 2 || kw.Args[1] == nil {
		return
	}
	x := &Ctx{G: g, Source: spell.ID, Controller: p, Paying: true}
	n, _ := x.Eval(kw.Args[1]).(int)
	gy := g.Players[p].Graveyard
	if len(gy) < n {
		Fail("%s's %s cost can't be paid: it exiles %d other cards from %s's graveyard, which has %d (CR 702.138a, 601.2h)", g.Name(spell.ID), kw.Name, n, g.PlayerName(p), len(gy))
	}
	for _, id := range g.ChooseCards(p, kw.Name, gy, n) {
		g.logf("%s exiles %s from their graveyard", g.PlayerName(p), g.Name(id))
		g.ExileObj(id)
	}
}
