package interp

// triggerLimit takes out of a triggered ability's effects the instruction
// that it triggers only once each turn, returning it apart.
func triggerLimit(effects []*Node) ([]*Node, *Node) {
	var once *Node
	out := effects[:0:0]
	for _, e := range effects {
		if e.Fn != nil && e.Fn.Role == RoleOncePerTurn {
			once = e
			continue
		}
		out = append(out, e)
	}
	return out, once
}

// onceMark records that an object's ability triggered in a turn.
type onceMark struct {
	ab   *AbilityDef
	turn int
}

// triggerAllowed applies the limits on an ability's triggering: a
// "one or more" ability already waiting to go on the stack for the same
// source triggers no more for the same event (CR 603.2c), and one that
// "triggers only once each turn" no more once it has this turn. It
// records a trigger it allows.
func (g *Game) triggerAllowed(o *Object, ab *AbilityDef) bool {
	if ab.Trigger.Fn.Batched {
		for _, p := range g.pending {
			if p.x.Ability == ab && p.x.Source == o.ID {
				return false
			}
		}
	}
	if ab.OncePerTurn == nil {
		return true
	}
	g.observe(ab.OncePerTurn)
	for _, m := range o.note().onceTriggered {
		if m.ab == ab && m.turn == g.Turn {
			g.logf("%s's ability doesn't trigger: it triggers only once each turn", g.Name(o.ID))
			return false
		}
	}
	n := o.editNotes()
	n.onceTriggered = append(n.onceTriggered, onceMark{ab: ab, turn: g.Turn})
	return true
}

// ExileAll exiles the permanents among ids at the same time: "exile all
// Serf tokens" (CR 406.3), triggers seeing them leave together.
func (g *Game) ExileAll(ids []ObjID) { g.ExileAllCounted(ids) }

// ExileAllCounted is ExileAll, returning how many permanents it exiled at
// once, for "that many" (CR 608.2c).
func (g *Game) ExileAllCounted(ids []ObjID) int {
	var objs []*Object
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left && o.Zone == Battlefield {
			objs = append(objs, o)
		}
	}
	if len(objs) == 0 {
		g.logf("nothing to exile")
	}
	g.moveBatch(objs, Exile)
	return len(objs)
}
