package interp

// markLoyalty makes an activated ability with a loyalty cost a loyalty
// ability (CR 606.3): it can be activated only as a sorcery, and only once
// each turn per permanent (see loyaltyError).
func markLoyalty(def *AbilityDef) {
	for _, cp := range def.Costs {
		if n := cp.Node; n != nil && n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleLoyaltyCost {
			def.Loyalty, def.SorcerySpeed, def.LoyaltyCost = true, true, n
		}
		if n := cp.Node; n != nil && n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleAnyPlayer {
			def.AnyPlayer = true
		}
	}
	// CR 113.6k: an ability whose effect moves its object out of the
	// graveyard works only there.
	for _, e := range def.Effects {
		if e != nil && e.Op == OpCall && e.Fn != nil && e.Fn.Role == RoleWorksFromGraveyard && def.Kind == ActivatedAbility {
			def.Zone = Graveyard
		}
	}
}

// loyaltyError checks what the rules of loyalty abilities forbid before
// anything changes: a second loyalty ability of one permanent in a turn
// (CR 606.3), and a loyalty cost that removes more loyalty counters than
// the permanent has (CR 606.6).
func (g *Game) loyaltyError(o *Object, ab *AbilityDef, index int) *RuntimeError {
	if !ab.Loyalty {
		return nil
	}
	if o.LoyaltyUsed {
		return runtimeErrorf("%s's ability %d can't be activated: a loyalty ability of %s was already activated this turn (CR 606.3)", g.Name(o.ID), index, g.Name(o.ID))
	}
	n := ab.LoyaltyCost
	if n.Fn.Loyalty < 0 && len(n.Args) > 0 && n.Args[0].Op == OpInt {
		if have := o.Counters.Get(string(LoyaltyCounter)); have < n.Args[0].Int {
			return runtimeErrorf("%s can't pay −%d: it has %d loyalty counter%s (CR 606.6)", g.Name(o.ID), n.Args[0].Int, have, plural(have))
		}
	}
	return nil
}

// PayLoyalty pays a loyalty cost of the permanent id (CR 606.4): it puts
// n loyalty counters on it when sign is positive and removes n when it is
// negative, a cost that can't remove more than there are (CR 606.6). The
// permanent then has had a loyalty ability activated this turn (CR 606.3).
func (g *Game) PayLoyalty(id ObjID, sign, n int) {
	o := g.Obj(id)
	if o == nil || o.Left {
		return
	}
	o.LoyaltyUsed = true
	switch {
	case sign > 0 && n > 0:
		g.AddCounters(id, LoyaltyCounter, n)
	case sign < 0 && n > 0:
		g.RemoveCounters(id, LoyaltyCounter, n, true)
	}
}
