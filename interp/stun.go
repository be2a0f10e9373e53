package interp

// stunned applies a stun counter's replacement to a tapped permanent that
// would become untapped (CR 122.1d): instead one stun counter is removed
// from it, and it stays tapped. It reports whether it did.
func (g *Game) stunned(o *Object) bool {
	if o.Counters.Get("stun") == 0 {
		return false
	}
	g.logf("%s stays tapped: a stun counter is removed instead (CR 122.1d)", g.Name(o.ID))
	g.RemoveCounters(o.ID, "stun", 1, false)
	return true
}

// uncounterable reports whether a spell has a static ability saying it
// can't be countered (RuleCantBeCountered); such an ability functions
// while the spell is on the stack (CR 113.6).
func (g *Game) uncounterable(o *Object) bool {
	for _, ab := range g.Chars(o).Abilities {
		if !ab.Rules {
			continue
		}
		x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab}
		for _, e := range ab.Effects {
			if re, ok := x.Eval(e).(*RuleEffect); ok && re != nil && re.Rule == RuleCantBeCountered {
				g.exercise(ab)
				return true
			}
		}
	}
	// A permanent's static ability: "Spells you control can't be
	// countered" (CR 101.2).
	found := false
	g.staticsOf(g.abilities().rules, nil, func(x *Ctx, e *Node) {
		if re, ok := x.Eval(e).(*RuleEffect); !found && ok && re != nil && re.Rule == RuleCantBeCountered && re.Objects != nil && re.Objects.Match(ObjRef(o.ID)) {
			g.exercise(x.Ability)
			found = true
		}
	})
	return found
}
