package interp

// Additional phases (CR 500.8): an effect adds a combat phase followed by
// a main phase directly after the current main phase.

// AddCombatAfterMain adds an additional combat phase followed by an
// additional main phase after the current main phase (CR 500.8). Outside
// a main phase there is no "this main phase", and nothing is added.
func (g *Game) AddCombatAfterMain() {
	if g.Step != StepMain1 && g.Step != StepMain2 {
		g.logf("no additional combat phase: it isn't a main phase (CR 500.8)")
		return
	}
	g.extraCombats++
	g.logf("after this main phase, there is an additional combat phase followed by an additional main phase (CR 500.8)")
}

// afterMainPhase is the step the turn goes to as a main phase ends, when
// additional phases change it (CR 500.8): an additional combat phase
// added during this main phase begins, the turn resuming where it would
// have gone after the additional main phase that follows it; or, after
// an additional main phase, the turn resumes. Otherwise the next step is
// the usual one.
func (g *Game) afterMainPhase() (Step, bool) {
	if g.Step != StepMain1 && g.Step != StepMain2 {
		return 0, false
	}
	next, resumed := g.Step+1, false
	if n := len(g.resume); g.Step == StepMain2 && n > 0 {
		// This main phase is an additional one (CR 505.1a: every main
		// phase after the first is a postcombat main phase).
		next, resumed = g.resume[n-1], true
		g.resume = g.resume[: n-1 : n-1]
	}
	if g.extraCombats > 0 {
		g.extraCombats--
		g.resume = append(g.resume[:len(g.resume):len(g.resume)], next)
		g.logf("an additional combat phase begins (CR 500.8)")
		return StepBeginCombat, true
	}
	return next, resumed
}
