package interp

// Kicker and multikicker (CR 702.33): optional additional costs announced
// as a spell is cast.

// kickerOf returns the kicker or multikicker keyword of characteristics
// and whether it may be paid more than once.
func kickerOf(c *Chars) (Keyword, bool, bool) {
	if kw, ok := c.KeywordFor(OptionalAdditionalCostAnyTimes); ok {
		return kw, true, true
	}
	kw, ok := c.KeywordFor(OptionalAdditionalCost)
	return kw, false, ok
}

// announceKicks records that the caster intends to pay the kicker cost n
// times (CR 601.2b, 702.33a); kicker may be paid once, multikicker any
// number of times (CR 702.33c).
func (g *Game) announceKicks(spell *Object, c *Chars, n int) {
	kw, many, ok := kickerOf(c)
	switch {
	case !ok:
		Fail("%s has no kicker to pay", c.Name)
	case n > 1 && !many:
		Fail("%s's %s can be paid only once (CR 702.33a)", c.Name, kw.Name)
	}
	spell.Kicks = n
	g.exerciseKeyword(spell, kw.Name)
	g.logf("%s: kicked %d time(s)", kw.Name, n)
}

// addKickerCosts adds the kicker cost once for each time the spell is
// kicked to its total cost (CR 601.2f: additional costs).
func (g *Game) addKickerCosts(spell *Object, c *Chars, total Total) Total {
	kw, _, ok := kickerOf(c)
	if !ok || spell.Kicks == 0 || kw.Arg == nil || kw.Arg.Op != OpMana {
		return total
	}
	for i := 0; i < spell.Kicks; i++ {
		total = total.Add(kw.Arg.Mana.Resolve(0))
	}
	return total
}
