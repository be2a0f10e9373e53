package interp

// Keyword abilities of creatures that change how they enter.

// bloodthirst applies bloodthirst N as the creature enters (CR 702.54a):
// "If an opponent was dealt damage this turn, this permanent enters with
// N +1/+1 counters on it." It is a replacement effect, so the counters are
// there as it enters (CR 614.1c); several instances each apply (CR
// 702.54c).
func (g *Game) bloodthirst(n *Object, c *Chars, ev *Event) {
	for _, k := range c.Keywords {
		if k.Rule != EntersWithCountersIfOpponentDamaged || k.Arg == nil || k.Arg.Op != OpInt {
			continue
		}
		opp := g.Opponent(n.Controller)
		if opp < 0 || int(opp) >= len(g.history.Damaged) || !g.history.Damaged[opp] {
			g.logf("%s's %s: no opponent was dealt damage this turn", g.Name(ev.Obj), k.Name)
			continue
		}
		g.exerciseKeyword(n, k.Name)
		if ev.EnterCounters == nil {
			ev.EnterCounters = map[CounterKind]int{}
		}
		ev.EnterCounters[plusOneCounter] += k.Arg.Int
		g.logf("%s will enter with %s (%s: an opponent was dealt damage this turn)", g.Name(ev.Obj), countNoun(k.Arg.Int, "+1/+1 counter"), k.Name)
	}
}

// plusOneCounter is the +1/+1 counter kind (CR 122.1a).
const plusOneCounter CounterKind = "+1/+1"
