package interp

// UntilNextTurnOf is the duration "until your next turn" of a player: the
// effect lasts until that player's next turn begins (CR 611.2b).
func UntilNextTurnOf(p PlayerID) Duration { return untilNextTurn + Duration(p) }

// untilNextTurn is the first of the durations "until a player's next
// turn", one a player.
const untilNextTurn Duration = 100

// NextTurnOf reports the player whose next turn ends the duration, if it
// is one of "until a player's next turn".
func (d Duration) NextTurnOf() (PlayerID, bool) {
	if d < untilNextTurn {
		return NoPlayer, false
	}
	return PlayerID(d - untilNextTurn), true
}

// endUntilNextTurn ends the effects that last until the new active
// player's next turn, as that turn begins, before its untap step's
// actions (CR 611.2b, 502).
func (g *Game) endUntilNextTurn() {
	g.endEffects(func(d Duration) bool {
		p, ok := d.NextTurnOf()
		return ok && p == g.Active
	})
}

// endEffects ends the continuous effects and prevention shields whose
// duration is over.
func (g *Game) endEffects(ends func(Duration) bool) {
	var keep []*Continuous
	for _, e := range g.Effects {
		if ends(e.Until) {
			g.logf("effect ends: %s", e.Text)
			continue
		}
		keep = append(keep, e)
	}
	if len(keep) != len(g.Effects) {
		g.Effects = keep
		g.effectsChanged()
		// A permanent whose control-changing effect ended goes back to
		// its controller at once (CR 613.1b), before the next turn's
		// untap step untaps what its active player controls.
		g.applyControl(true)
	}
	var kp []*Prevention
	for _, p := range g.Preventions {
		if ends(p.Until) {
			if p.By {
				g.logf("effect ends: combat damage that would be dealt to and dealt by %s is no longer prevented", g.Name(p.Object))
			} else {
				g.logf("effect ends: damage that would be dealt to %s is no longer prevented", g.Name(p.Object))
			}
			continue
		}
		kp = append(kp, p)
	}
	g.Preventions = kp
}
