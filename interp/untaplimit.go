package interp

import "fmt"

// limitUntaps applies "can't untap more than N …" (CR 502.3) to the
// active player's untap step: of the permanents a restriction names that
// would untap, the player chooses N to untap (all of them when there are
// no more than N), and the others stay tapped, marked in stay. Each
// restriction is applied in turn, so the ones untapped satisfy all of
// them.
func (g *Game) limitUntaps(p PlayerID, ctrl []*Object, stay []bool) {
	if !g.Pool.rules {
		return
	}
	for _, re := range g.ruleEffects(RuleMaxUntaps) {
		if re.Players == nil || !re.Players.Match(PlayerRef(p)) {
			continue
		}
		var cands []Ref
		at := map[ObjID]int{}
		for i, o := range ctrl {
			if o.Tapped && !stay[i] && re.Objects.Match(ObjRef(o.ID)) {
				cands = append(cands, ObjRef(o.ID))
				at[o.ID] = i
			}
		}
		if len(cands) <= re.N {
			continue
		}
		keep := map[ObjID]bool{}
		if re.N > 0 {
			chosen := g.chooseSome(p, cands, re.N, re.N, "untaps", func(n int) string {
				return fmt.Sprintf("a permanent (%s, %d of %d) to untap; the others stay tapped (CR 502.3)", re.Objects.Text(), n+1, re.N)
			})
			for _, r := range chosen {
				keep[r.Obj] = true
			}
		}
		for _, r := range cands {
			if !keep[r.Obj] {
				stay[at[r.Obj]] = true
			}
		}
	}
}
