package interp

// solveCases solves, as the active player's end step begins, each Case
// they control that isn't solved and whose "To solve" condition holds
// (CR 719.3a: "At the beginning of your end step, if [condition] and this
// Case is not solved, it becomes solved"). The condition is checked once,
// as the step begins; the Case becomes solved then, without using the
// stack.
func (g *Game) solveCases() {
	for _, o := range g.Controlled(g.Active) {
		if o.Solved {
			continue
		}
		for _, ab := range g.Chars(o).Abilities {
			if !ab.ToSolve {
				continue
			}
			for _, e := range ab.Effects {
				if e == nil || e.Op != OpCall || e.Fn == nil || e.Fn.Role != RoleToSolve || len(e.Args) == 0 {
					continue
				}
				g.exercise(ab)
				// The engine carries out the word here, not by evaluating it.
				g.observe(e)
				x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab}
				if holds, _ := x.Eval(e.Args[0]).(bool); !holds {
					g.logf("%s isn't solved: its condition is false (CR 719.3a)", g.Name(o.ID))
					continue
				}
				o.Solved = true
				g.effectsChanged()
				g.logf("%s becomes solved (CR 719.3a)", g.Name(o.ID))
			}
		}
	}
}
