package interp

// DelayEffect creates a delayed triggered ability (CR 603.7a) that does
// the effect at the beginning of the next step of the kind (CR 603.7c:
// it triggers once), reading the values of the ability that created it.
func (g *Game) DelayEffect(x *Ctx, step Step, effect *Node, text string) {
	g.DelayEffectFor(x, step, NoPlayer, effect, text)
}

// DelayEffectFor is DelayEffect for the next step of that kind in a turn
// of the player ("at the beginning of your next upkeep", CR 603.7a); with
// NoPlayer, any player's.
func (g *Game) DelayEffectFor(x *Ctx, step Step, p PlayerID, effect *Node, text string) {
	ab := &AbilityDef{Kind: TriggeredAbility, Effects: []*Node{effect}, Text: text}
	g.delayed = append(g.delayed, &delayedTrigger{Step: step, Player: p, Obj: x.Source, Controller: x.Controller, Ability: ab, Slots: append([]Value{}, x.Slots...), Created: x.Created})
	g.logf("delayed trigger: %s", text)
}

// LoseGame makes the player lose the game because an effect says so
// (CR 104.3e); the game ends as state-based actions are next checked.
func (g *Game) LoseGame(p PlayerID) {
	if p < 0 || int(p) >= len(g.Players) || g.Players[p].Lost {
		return
	}
	g.Players[p].Lost = true
	g.logf("%s loses the game (CR 104.3e)", g.Players[p].Name)
}
