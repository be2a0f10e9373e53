package interp

// Fork returns a deep copy of the game's state. Card definitions and
// compiled abilities are shared (they never change); objects, zones,
// effects, the stack and pending triggers are copied. The log is shared
// by length: restoring truncates it.
func (g *Game) Fork() *Game {
	n := *g
	n.Players = make([]*Player, len(g.Players))
	for i, p := range g.Players {
		cp := *p
		cp.Library = append([]ObjID(nil), p.Library...)
		cp.Hand = append([]ObjID(nil), p.Hand...)
		cp.Graveyard = append([]ObjID(nil), p.Graveyard...)
		cp.Pool = append([]Mana(nil), p.Pool...)
		n.Players[i] = &cp
	}
	n.objs = make([]*Object, len(g.objs))
	live := 0
	for _, o := range g.objs[1:] {
		if !o.Left {
			live++
		}
	}
	// One allocation for the live objects. An object that has left its
	// zone never changes again (it is last-known information), so both
	// games share it.
	backing := make([]Object, 0, live)
	for id, o := range g.objs {
		if o == nil || o.Left {
			n.objs[id] = o
			continue
		}
		backing = append(backing, *o)
		co := &backing[len(backing)-1]
		// Objects without counters share no map: addCounters makes one.
		co.Counters = nil
		if len(o.Counters) > 0 {
			co.Counters = make(map[string]int, len(o.Counters))
			for k, v := range o.Counters {
				co.Counters[k] = v
			}
		}
		if o.Copies != nil {
			co.Copies = append([]CopyEffect(nil), o.Copies...)
		}
		if o.Slots != nil {
			co.Slots = append([]Value(nil), o.Slots...)
		}
		n.objs[id] = co
	}
	n.Battlefield = append([]ObjID(nil), g.Battlefield...)
	n.Exile = append([]ObjID(nil), g.Exile...)
	n.Stack = make([]*StackItem, len(g.Stack))
	for i, it := range g.Stack {
		c := *it
		if it.X != nil {
			x := *it.X
			x.G = &n
			x.Slots = append([]Value(nil), it.X.Slots...)
			c.X = &x
		}
		n.Stack[i] = &c
	}
	n.Effects = make([]*Continuous, len(g.Effects))
	for i, e := range g.Effects {
		c := *e
		n.Effects[i] = &c
	}
	n.Preventions = make([]*Prevention, len(g.Preventions))
	for i, p := range g.Preventions {
		c := *p
		n.Preventions[i] = &c
	}
	n.pending = make([]*pendingTrigger, len(g.pending))
	for i, t := range g.pending {
		x := *t.x
		x.G = &n
		x.Slots = append([]Value(nil), t.x.Slots...)
		n.pending[i] = &pendingTrigger{x: &x, desc: t.desc}
	}
	n.landsPlayed = map[PlayerID]int{}
	for k, v := range g.landsPlayed {
		n.landsPlayed[k] = v
	}
	n.delayed = append([]*delayedTrigger(nil), g.delayed...)
	n.logLen = len(g.Log.Lines)
	n.logIndent = g.Log.indent
	return &n
}

// restore puts the state saved by Fork back into g, keeping g's log
// (truncated to where it was) and chooser.
func (g *Game) restore(s *Game) {
	log, chooser := g.Log, g.Chooser
	*g = *s
	for _, st := range g.Stack {
		if st.X != nil {
			st.X.G = g
		}
	}
	for _, t := range g.pending {
		t.x.G = g
	}
	g.Log, g.Chooser = log, chooser
	g.Log.Lines = g.Log.Lines[:s.logLen]
	g.Log.indent = s.logIndent
}
