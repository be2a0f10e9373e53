package player

import (
	"cardc/autopay"
	"cardc/interp"
)

// autoPayer is the random player's way of paying: the automatic payer
// (package autopay) with the player's memory of what its sources could
// produce. known, when set, is what the player's mana sources could
// produce when the action was chosen; the plan is only a choice of what
// to tap, so it may rely on it. When no plan exists the action is
// illegal, and undone.
type autoPayer struct {
	mem   *sourcesSeen
	known map[interp.ObjID]interp.ManaSet
}

// Pay pays total by the automatic payer's plan.
func (a *autoPayer) Pay(g *interp.Game, p interp.PlayerID, total interp.Total, except interp.ObjID) {
	var srcs []autopay.Source
	if a.known != nil {
		srcs = autopay.Sources(g, p, except, a.known)
	} else {
		srcs = plannedSources(nil, g, a.mem, p, except)
	}
	if err := autopay.Pay(g, p, total, except, srcs); err != nil {
		interp.Fail("%s", err)
	}
}

// sourcesSeen is the random player's memory of what permanents could
// produce, for one battlefield: a plan made with it only picks what to
// tap (a wrong pick makes the action illegal, and undone), so it is asked
// again only when the battlefield has changed. The map never changes once
// made, so forks of the game share it.
type sourcesSeen struct {
	sig   uint64
	types map[interp.ObjID]interp.ManaSet
}

// plannedSources is autopay.Sources with what the player remembers of
// the battlefield as it is, remembering what it had to ask, in buf's
// memory when it has room.
func plannedSources(buf []autopay.Source, g *interp.Game, mem *sourcesSeen, p interp.PlayerID, except interp.ObjID) []autopay.Source {
	sig := battlefieldSig(g)
	var known map[interp.ObjID]interp.ManaSet
	if mem.sig == sig && g.CacheCheck == nil {
		known = mem.types
	}
	srcs := autopay.SourcesInto(buf, g, p, except, known)
	seen := known
	for _, s := range srcs {
		if _, ok := seen[s.Obj.ID]; ok {
			continue
		}
		if len(seen) == len(known) {
			seen = make(map[interp.ObjID]interp.ManaSet, len(known)+len(srcs))
			for id, t := range known {
				seen[id] = t
			}
		}
		seen[s.Obj.ID] = s.Types
	}
	*mem = sourcesSeen{sig: sig, types: seen}
	return srcs
}

// battlefieldSig sums up the battlefield for sourcesSeen: its objects
// (an object that changes zones is a new one, CR 400.7), their
// controllers, faces, copy effects and counters, and the continuous
// effects.
func battlefieldSig(g *interp.Game) uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * 1099511628211 }
	mix(g.EffectsStamp())
	for _, id := range g.Battlefield {
		o := g.Obj(id)
		back := uint64(0)
		if o.Back {
			back = 1
		}
		mix(uint64(id))
		mix(uint64(o.Controller)<<32 | uint64(len(o.Copies))<<16 | uint64(len(o.Counters))<<1 | back)
	}
	return h
}
