package interp

import "sync"

// Fork returns a copy of the game's state that changes independently of
// it. Card definitions and compiled abilities are shared (they never
// change); so are the things that never change once made: objects that
// have left their zone (last-known information), continuous effects and
// prevention shields (the lists are shared capped, so an append copies),
// copy effects and delayed triggers. Objects, zones, counters, the stack
// and pending triggers are copied. The log is shared by length: restoring
// truncates it.
func (g *Game) Fork() *Game { return g.forkInto(nil) }

// forkMemory is the memory of a fork's players, zone lists and live
// objects, kept from a snapshot that was not needed so the next one
// reuses it instead of allocating (see snapshot).
type forkMemory struct {
	game     *Game
	players  []Player
	ptrs     []*Player
	ids      []ObjID
	objs     []*Object
	backing  []Object
	counters []Counter
}

// snapshot forks the game to restore it if an action turns out illegal
// (see atomically), in the memory of the last snapshot discarded.
func (g *Game) snapshot() *Game {
	var m *forkMemory
	if n := len(g.spare); n > 0 {
		m = g.spare[n-1]
		g.spare = g.spare[:n-1]
	} else if r, ok := released.Get().(*forkMemory); ok {
		m = r
	}
	return g.forkInto(m)
}

// released holds the snapshot memories games have done with (see
// Release), for other games' snapshots.
var released sync.Pool

// Release gives the memory the game keeps for its snapshots to other
// games: a driver that has played a game out calls it. The game itself
// is as it was; a snapshot it takes later has memory of its own.
func (g *Game) Release() {
	for _, m := range g.spare {
		m.game = nil
		released.Put(m)
	}
	g.spare = nil
}

// maxSpare bounds the memories a game keeps for its snapshots: snapshots
// nest only a few deep (an action, and the payment of its costs).
const maxSpare = 4

// recycle keeps m for a later snapshot. Nothing may refer to its players,
// zone lists or objects any more.
func (g *Game) recycle(m *forkMemory) {
	if m != nil && len(g.spare) < maxSpare {
		g.spare = append(g.spare, m)
	}
}

// discard gives back a snapshot that will not be restored: nothing else
// refers to its players, zone lists or live objects (Fork copied them),
// so the next snapshot may reuse their memory.
func (g *Game) discard(s *Game) {
	g.recycle(s.mem)
}

// reuse returns buf emptied when it can hold n elements, else a new
// slice with room to spare: a game's objects and zone lists grow as it
// goes on, and the next snapshot in the same memory then needs no new one.
func reuse[T any](buf []T, n int) []T {
	if cap(buf) >= n {
		return buf[:0]
	}
	return make([]T, 0, n+n/4+4)
}

// forkInto is Fork, in m's memory when m is not nil.
func (g *Game) forkInto(m *forkMemory) *Game {
	if m == nil {
		m = &forkMemory{}
	}
	// The game itself is kept with the memory too (a snapshot discarded
	// is referred to no more), but never the game forking.
	n := m.game
	if n == nil || n == g {
		n = new(Game)
	}
	*n = *g
	n.spare = nil
	n.seenScratch = nil
	n.probeFree = nil
	n.ephemeral = g.ephemeral[:len(g.ephemeral):len(g.ephemeral)]
	n.building = nil
	// One allocation for the players and one for all the zone lists, each
	// list capped at its length so that an append copies it.
	players := reuse(m.players, len(g.Players))[:len(g.Players)]
	n.Players = reuse(m.ptrs, len(g.Players))[:len(g.Players)]
	size := len(g.Battlefield) + len(g.Exile) + len(g.Command)
	for _, p := range g.Players {
		size += len(p.Library) + len(p.Hand) + len(p.Graveyard)
	}
	ids := reuse(m.ids, size)
	carve := func(l []ObjID) []ObjID {
		if l == nil {
			return nil
		}
		start := len(ids)
		ids = append(ids, l...)
		return ids[start:len(ids):len(ids)]
	}
	for i, p := range g.Players {
		cp := &players[i]
		*cp = *p
		cp.Library = carve(p.Library)
		cp.Hand = carve(p.Hand)
		cp.Graveyard = carve(p.Graveyard)
		if p.Pool != nil {
			cp.Pool = append([]Mana(nil), p.Pool...)
		}
		if p.Counters != nil {
			cp.Counters = append(Counters(nil), p.Counters...)
		}
		n.Players[i] = cp
	}
	n.Battlefield = carve(g.Battlefield)
	n.Exile = carve(g.Exile)
	n.Command = carve(g.Command)
	n.objs = reuse(m.objs, len(g.objs))[:len(g.objs)]
	// One allocation for the live objects (those that haven't left their
	// zones, see Game.left), at most. An object that has left its zone
	// never changes again (it is last-known information), so both games
	// share it.
	backing := reuse(m.backing, len(g.objs)-1-g.left)
	// And their counters, each object's capped at its length, in the
	// memory kept (a list that grows leaves the earlier ones where they
	// are, unchanged).
	counters := m.counters[:0]
	for id, o := range g.objs {
		if o == nil || o.Left {
			n.objs[id] = g.shared(ObjID(id), o)
			continue
		}
		backing = append(backing, *o)
		co := &backing[len(backing)-1]
		co.inMem = true
		co.Counters = nil
		if len(o.Counters) > 0 {
			start := len(counters)
			counters = append(counters, o.Counters...)
			co.Counters = counters[start:len(counters):len(counters)]
		}
		// Copy effects are only ever appended.
		co.Copies = o.Copies[:len(o.Copies):len(o.Copies)]
		if o.Slots != nil {
			co.Slots = append([]Value(nil), o.Slots...)
		}
		n.objs[id] = co
	}
	n.Stack = make([]*StackItem, len(g.Stack))
	for i, it := range g.Stack {
		c := *it
		if it.X != nil {
			x := *it.X
			x.G = n
			x.Slots = append([]Value(nil), it.X.Slots...)
			c.X = &x
		}
		n.Stack[i] = &c
	}
	n.Effects = g.Effects[:len(g.Effects):len(g.Effects)]
	n.Preventions = g.Preventions[:len(g.Preventions):len(g.Preventions)]
	n.shields = g.shields[:len(g.shields):len(g.shields)]
	n.pending = make([]*pendingTrigger, len(g.pending))
	for i, t := range g.pending {
		x := *t.x
		x.G = n
		x.Slots = append([]Value(nil), t.x.Slots...)
		n.pending[i] = &pendingTrigger{x: &x, desc: t.desc}
	}
	n.delayed = g.delayed[:len(g.delayed):len(g.delayed)]
	n.logLen = len(g.Log.Lines)
	n.logIndent = g.Log.indent
	*m = forkMemory{game: n, players: players, ptrs: n.Players, ids: ids, objs: n.objs, backing: backing, counters: counters}
	n.mem = m
	return n
}

// shared returns an object that has left its zone, for a fork to share:
// one living in a fork's memory is first moved out of it, in this game
// too, so that the memory can be reused while forks still refer to the
// object.
func (g *Game) shared(id ObjID, o *Object) *Object {
	if o == nil || !o.inMem {
		return o
	}
	h := *o
	h.inMem = false
	h.Counters = append(Counters(nil), o.Counters...)
	g.objs[id] = &h
	return &h
}

// restore puts the state saved by Fork back into g, keeping g's log
// (truncated to where it was) and chooser.
func (g *Game) restore(s *Game) {
	// The state restored over is no longer referred to: its objects that
	// have left their zones, which forks share, were moved out of its
	// memory as the snapshot was made (see shared).
	log, chooser, spare, old, seen, probe := g.Log, g.Chooser, g.spare, g.mem, g.seenScratch, g.probeFree
	*g = *s
	g.spare, g.seenScratch, g.probeFree = spare, seen, probe
	g.recycle(old)
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
