package interp

// triggerAgain makes a triggered ability that just triggered trigger an
// additional time for each effect that says a triggered ability of its
// source triggers an additional time (CR 603.2d): each is a separate
// trigger, with the same event and its own targets, put on the stack in
// the order its controller chooses.
func (g *Game) triggerAgain(o *Object, x *Ctx, desc string) {
	if !g.Pool.rules {
		return
	}
	for _, re := range g.ruleEffects(RuleTriggersAdditionalTime) {
		if re.Objects == nil || !re.Objects.Match(ObjRef(o.ID)) {
			continue
		}
		again := new(Ctx)
		*again = *x
		again.Slots = append([]Value{}, x.Slots...)
		g.logf("%s triggers an additional time (CR 603.2d)", desc)
		g.pending = append(g.pending, &pendingTrigger{x: again, desc: desc})
	}
}
