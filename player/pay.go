package player

import (
	"math/bits"

	"cardc/interp"
)

// autoPay pays for the random player: it activates the player's
// untapped mana sources (permanents with a mana ability whose only cost
// is {T}) that planPayment picks, asking each for the type the plan wants
// of it. What each source could produce comes from known when given
// (what the action's chooser found), else from a "could produce" query.
// When no plan covers the total it activates nothing, and paying fails on
// the pool as it is; a plan that asks a source for a type it can't make
// fails the same way (the action is then illegal, and undone).
func autoPay(g *interp.Game, mem *sourcesSeen, p interp.PlayerID, total interp.Total, except interp.ObjID, known map[interp.ObjID]interp.ManaSet) {
	var srcs []manaSource
	if known != nil {
		srcs = manaSources(g, p, except, known)
	} else {
		srcs = plannedSources(g, mem, p, except)
	}
	plan, ok := planPayment(g.Players[p].Pool, srcs, total)
	if !ok {
		return
	}
	for _, ps := range plan {
		o := ps.src.obj
		if o.Tapped || o.Left {
			// An earlier activation changed it (a triggered mana ability).
			continue
		}
		var want *interp.ManaType
		if ps.want != interp.NumManaTypes {
			t := ps.want
			want = &t
		}
		g.ActivateManaAs(p, o, ps.src.ab, want)
	}
}

// autoPayer is the random player's way of paying (see autoPay): known,
// when set, is what the player's mana sources could produce when the
// action was chosen; the plan is only a choice of what to tap, so it may
// rely on it.
type autoPayer struct {
	mem   *sourcesSeen
	known map[interp.ObjID]interp.ManaSet
}

// Pay pays total by the plan.
func (a *autoPayer) Pay(g *interp.Game, p interp.PlayerID, total interp.Total, except interp.ObjID) {
	autoPay(g, a.mem, p, total, except, a.known)
}

// manaSource is a permanent autoPay may tap for mana: its mana ability
// whose only cost is {T}, and the types it could produce (CR 106.7).
type manaSource struct {
	obj   *interp.Object
	ab    *interp.AbilityDef
	types interp.ManaSet
}

// manaSources lists the player's untapped permanents, other than except,
// that can pay {T} now (CR 302.6) and have a mana ability costing only
// {T}, with what each could produce: from known where it has the source,
// the others all in one "could produce" query.
func manaSources(g *interp.Game, p interp.PlayerID, except interp.ObjID, known map[interp.ObjID]interp.ManaSet) []manaSource {
	var srcs []manaSource
	var ids []interp.ObjID
	var asked []int
	for _, o := range g.Controlled(p) {
		if o.ID == except || o.Tapped {
			continue
		}
		c := g.Chars(o)
		if c.Is("Creature") && o.Sick && !c.Has(interp.IgnoresSummoningSickness) {
			continue
		}
		for _, ab := range g.ManaAbilities(o) {
			if ab.HasTapCost() && len(ab.Costs) == 1 {
				if set, ok := known[o.ID]; ok {
					srcs = append(srcs, manaSource{obj: o, ab: ab, types: set})
				} else {
					asked = append(asked, len(srcs))
					srcs = append(srcs, manaSource{obj: o, ab: ab})
					ids = append(ids, o.ID)
				}
				break
			}
		}
	}
	if len(ids) > 0 {
		for i, set := range g.CouldProduceEach(ids) {
			srcs[asked[i]].types = set
		}
	}
	return srcs
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

// plannedSources is manaSources with what the player remembers of the
// battlefield as it is, remembering what it had to ask.
func plannedSources(g *interp.Game, mem *sourcesSeen, p interp.PlayerID, except interp.ObjID) []manaSource {
	sig := battlefieldSig(g)
	var known map[interp.ObjID]interp.ManaSet
	if mem.sig == sig && g.CacheCheck == nil {
		known = mem.types
	}
	srcs := manaSources(g, p, except, known)
	seen := known
	for _, s := range srcs {
		if _, ok := seen[s.obj.ID]; ok {
			continue
		}
		if len(seen) == len(known) {
			seen = make(map[interp.ObjID]interp.ManaSet, len(known)+len(srcs))
			for id, t := range known {
				seen[id] = t
			}
		}
		seen[s.obj.ID] = s.types
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

// plannedSource is a source a payment plan activates, and the type it
// wants of it (interp.NumManaTypes: any).
type plannedSource struct {
	src  *manaSource
	want interp.ManaType
}

// planPayment plans paying total with the mana in pool and one unit from
// each of srcs: each symbol that needs a type takes a usable pool unit of
// that type or else the source of that type that could produce the fewest
// types, colored symbols before hybrid ones (as payMana pays them); the
// generic part takes what is left. Mana with a spend restriction is left
// out. It reports false when the units can't cover the total; a source
// that makes more than one unit may still pay what the plan can't.
func planPayment(pool []interp.Mana, srcs []manaSource, total interp.Total) ([]plannedSource, bool) {
	free := 0 // unrestricted pool units left for the generic part
	var poolTypes [interp.NumManaTypes]int
	for _, m := range pool {
		if m.Restrict == nil && m.Type < interp.NumManaTypes {
			poolTypes[m.Type] += m.Amount
			free += m.Amount
		}
	}
	used := make([]bool, len(srcs))
	var plan []plannedSource
	take := func(types []interp.ManaType) bool {
		for _, t := range types {
			if poolTypes[t] > 0 {
				poolTypes[t]--
				free--
				return true
			}
		}
		best, bestN := -1, 0
		for i := range srcs {
			if used[i] {
				continue
			}
			for _, t := range types {
				if srcs[i].types.Has(t) {
					if n := bits.OnesCount32(uint32(srcs[i].types)); best < 0 || n < bestN {
						best, bestN = i, n
					}
					break
				}
			}
		}
		if best < 0 {
			return false
		}
		used[best] = true
		want := types[0]
		for _, t := range types {
			if srcs[best].types.Has(t) {
				want = t
				break
			}
		}
		plan = append(plan, plannedSource{src: &srcs[best], want: want})
		return true
	}
	generic := total.Generic
	for pass := 0; pass < 2; pass++ {
		for _, s := range total.Needs {
			switch {
			case pass == 0 && s.Colored:
				if !take([]interp.ManaType{s.Type}) {
					return nil, false
				}
			case pass == 1 && len(s.Hybrid) > 0:
				if !take(s.Hybrid) {
					if !s.TwoHybrid {
						return nil, false
					}
					generic += 2
				}
			case pass == 0 && s.Snow:
				return nil, false
			}
		}
	}
	for i := range srcs {
		if generic <= free {
			break
		}
		if !used[i] && srcs[i].types != 0 {
			used[i] = true
			plan = append(plan, plannedSource{src: &srcs[i], want: interp.NumManaTypes})
			generic--
		}
	}
	return plan, generic <= free
}
