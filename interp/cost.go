package interp

// costProbe stops a cast once its total cost is known.
type costProbe struct{ total Total }

// CostOf returns the total cost a player would pay to cast a card with
// the given choices (CR 601.2f), without casting it.
func (g *Game) CostOf(p PlayerID, card ObjID, opt PlayOpts) (total Total, err error) {
	snap := g.Fork()
	defer func() {
		x := recover()
		g.restore(snap)
		switch v := x.(type) {
		case nil:
		case costProbe:
			total = v.total
		case *RuntimeError:
			err = v
		default:
			panic(x)
		}
	}()
	g.probeCost = true
	g.cast(p, card, opt)
	return Total{}, errorf("casting did not reach cost determination")
}

// SpellReductions is the sum of the generic reductions that static
// abilities of permanents give spells (CR 601.2f), whichever spells they
// apply to.
func (g *Game) SpellReductions() int {
	n := 0
	for _, ch := range g.costChanges() {
		n += ch.Reduce
	}
	return n
}

// GenericFloor returns the least the generic part of the total cost of
// casting a card of characteristics c for cost (its mana cost, or the
// cost of a keyword that replaces it, CR 118.9), with X, can come to (CR
// 601.2f), given reductions (see SpellReductions): additional costs and
// increases only add to it. It reports false when the total is known
// only as the card is cast: the card has a casting rule of its own (its
// own reduction, an alternative cost) or a way to pay other than mana
// (convoke, delve).
func (g *Game) GenericFloor(c *Chars, cost ManaCost, x, reductions int) (int, bool) {
	if _, ok := c.KeywordFor(TapCreaturesToPay); ok {
		return 0, false
	}
	if _, ok := c.KeywordFor(ExileCardsToPay); ok {
		return 0, false
	}
	for _, ab := range c.Abilities {
		if ab.Kind != StaticAbility {
			continue
		}
		for _, e := range ab.Effects {
			if e.Op == OpCall && e.Fn != nil && (e.Fn.Role == RoleCastingRule || e.Fn.Role == RoleAlternativeCost) {
				return 0, false
			}
		}
	}
	return max(0, cost.GenericPart(x)-reductions), true
}
