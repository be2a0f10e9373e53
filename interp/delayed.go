package interp

// DelayEffect creates a delayed triggered ability (CR 603.7a) that does
// the effect at the beginning of the next step of the kind (CR 603.7c:
// it triggers once), reading the values of the ability that created it.
func (g *Game) DelayEffect(x *Ctx, step Step, effect *Node, text string) {
	ab := &AbilityDef{Kind: TriggeredAbility, Effects: []*Node{effect}, Text: text}
	g.delayed = append(g.delayed, &delayedTrigger{Step: step, Obj: x.Source, Controller: x.Controller, Ability: ab, Slots: append([]Value{}, x.Slots...)})
	g.logf("delayed trigger: %s", text)
}
