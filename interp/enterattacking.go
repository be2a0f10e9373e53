package interp

// EnterAttacking makes a token just created "tapped and attacking" (CR
// 508.4): it is tapped, and, during the combat phase of its controller's
// turn, once attackers can be declared, it is attacking the defending
// player (CR 506.2). It was never declared as an attacker, so abilities
// that trigger on attacking don't trigger for it (CR 508.4, 508.3a).
// Outside combat, or under the control of a player who isn't attacking,
// it is only tapped (CR 506.3).
func (g *Game) EnterAttacking(id ObjID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		return
	}
	if !o.Tapped {
		o.Tapped = true
		g.tappedChanged()
	}
	if g.Step < StepDeclareAttackers || g.Step >= StepEndCombat || o.Controller != g.Active || !g.Chars(o).Is("Creature") {
		g.logf("%s enters tapped but isn't attacking (CR 506.3)", g.Name(id))
		g.combatChanged()
		return
	}
	o.Attacking, o.AttackTarget = true, 0
	g.combatChanged()
	g.logf("%s enters tapped and attacking %s", g.Name(id), g.RefName(g.attacked(o)))
}
