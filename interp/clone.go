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
	n.objs = make(map[ObjID]*Object, len(g.objs))
	for id, o := range g.objs {
		co := *o
		co.Counters = make(map[string]int, len(o.Counters))
		for k, v := range o.Counters {
			co.Counters[k] = v
		}
		co.Copies = append([]CopyEffect(nil), o.Copies...)
		co.Slots = append([]Value(nil), o.Slots...)
		n.objs[id] = &co
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
