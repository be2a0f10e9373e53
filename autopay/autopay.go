package autopay

import (
	"fmt"
	"math/bits"

	"cardc/interp"
)

// Source is a permanent the payer may tap for mana: its mana ability
// whose only cost is {T}, and the types it could produce (CR 106.7).
type Source struct {
	Obj     *interp.Object
	Ability *interp.AbilityDef
	Types   interp.ManaSet
}

// Tap is one step of a plan: a source to activate, and the type it is
// asked for (interp.NumManaTypes: any it makes).
type Tap struct {
	Source *Source
	Want   interp.ManaType
}

// Sources lists the player's untapped permanents, other than except,
// that can pay {T} now (CR 302.6) and have a mana ability costing only
// {T}, in battlefield order, with what each could produce: its fixed
// production when no replacement can modify mana (interp.FixedProduction),
// else from known where it has the source, the others all in one "could
// produce" query.
func Sources(g *interp.Game, p interp.PlayerID, except interp.ObjID, known map[interp.ObjID]interp.ManaSet) []Source {
	return SourcesInto(nil, g, p, except, known)
}

// SourcesInto is Sources, listing them in buf's memory when it has room.
func SourcesInto(buf []Source, g *interp.Game, p interp.PlayerID, except interp.ObjID, known map[interp.ObjID]interp.ManaSet) []Source {
	// One allocation for the list at most: every permanent.
	srcs := buf[:0]
	if cap(buf) < len(g.Battlefield) {
		srcs = make([]Source, 0, len(g.Battlefield))
	}
	var ids []interp.ObjID
	var asked []int
	// Fixed production is what a source could produce unless mana can be
	// replaced: no query needed.
	fixedOK := !g.ManaReplaceable()
	for o := range g.EachControlled(p) {
		if o.ID == except || o.Tapped {
			continue
		}
		mas := g.ManaAbilities(o)
		if len(mas) == 0 {
			continue
		}
		c := g.Chars(o)
		if c.HasCardType("Creature") && o.Sick && !c.Has(interp.IgnoresSummoningSickness) {
			continue
		}
		for _, ab := range mas {
			if ab.HasTapCost() && len(ab.Costs) == 1 {
				if set, ok := interp.FixedProduction(mas); ok && fixedOK {
					srcs = append(srcs, Source{Obj: o, Ability: ab, Types: set})
				} else if set, ok := known[o.ID]; ok {
					srcs = append(srcs, Source{Obj: o, Ability: ab, Types: set})
				} else {
					asked = append(asked, len(srcs))
					srcs = append(srcs, Source{Obj: o, Ability: ab})
					ids = append(ids, o.ID)
				}
				break
			}
		}
	}
	if len(ids) > 0 {
		for i, set := range g.CouldProduceEach(ids) {
			srcs[asked[i]].Types = set
		}
	}
	return srcs
}

// units is how many units of mana a pool entry holds.
func units(m interp.Mana) int { return m.Amount }

// Usable says which pool entries a payment may spend: unrestricted mana
// always; mana with a spend restriction only when the payment is for a
// spell (except is on the stack) that the restriction allows (CR 106.6),
// as the payment from the pool itself decides.
func Usable(g *interp.Game, except interp.ObjID) func(interp.Mana) bool {
	var spell *interp.Object
	if o := g.Obj(except); o != nil && o.Zone == interp.Stack {
		spell = o
	}
	return func(m interp.Mana) bool {
		if m.Restrict == nil {
			return true
		}
		if spell == nil {
			return false
		}
		fv := &interp.FilterVal{F: m.Restrict.Filter, X: &interp.Ctx{G: g, Source: m.Restrict.Source, Controller: m.Restrict.Controller}}
		return fv.Match(interp.ObjRef(spell.ID))
	}
}

// Plan plans paying total with the pool entries usable allows (nil:
// unrestricted ones) and one unit from each of srcs. Pool mana comes
// first, as the payment from the pool spends it first. Each colored
// symbol (a Phyrexian one too) takes a pool unit of its type or else,
// of the sources that could produce that type, the one that could
// produce the fewest types (the first of them in battlefield order);
// then each hybrid symbol the same way over its types, in the order
// they are printed, a {2/W} that finds none paying two generic instead;
// then the generic part takes the pool units left and then the unused
// sources in battlefield order. It returns why when the units can't
// cover the total; a source that makes more than one unit is counted
// as one.
func Plan(pool []interp.Mana, usable func(interp.Mana) bool, srcs []Source, total interp.Total) ([]Tap, error) {
	plan, short, ok := plan(pool, usable, srcs, total, true)
	if !ok {
		return nil, short
	}
	return plan, nil
}

// Covers reports whether Plan would find a plan, making none: the
// check of a cost before anything is paid.
func Covers(pool []interp.Mana, usable func(interp.Mana) bool, srcs []Source, total interp.Total) bool {
	_, _, ok := plan(pool, usable, srcs, total, false)
	return ok
}

// shortfall is why no plan covers a total: a symbol nothing usable
// pays, or how many generic units are missing.
type shortfall struct {
	sym     interp.Symbol
	snow    bool
	generic int
}

func (s shortfall) Error() string {
	switch {
	case s.generic > 0:
		return fmt.Sprintf("not enough usable mana and untapped sources for the generic part (%d short)", s.generic)
	case s.snow:
		return "snow mana is not supported"
	}
	return fmt.Sprintf("no usable mana or untapped source for %s", s.sym)
}

// plan is Plan, recording the taps only with keep.
func plan(pool []interp.Mana, usable func(interp.Mana) bool, srcs []Source, total interp.Total, keep bool) ([]Tap, shortfall, bool) {
	free := 0 // usable pool units left for the generic part
	var poolTypes [interp.NumManaTypes]int
	for _, m := range pool {
		if m.Type < interp.NumManaTypes && (m.Restrict == nil || usable != nil && usable(m)) {
			poolTypes[m.Type] += units(m)
			free += units(m)
		}
	}
	var usedBuf [32]bool
	used := usedBuf[:0]
	if len(srcs) <= len(usedBuf) {
		used = usedBuf[:len(srcs)]
	} else {
		used = make([]bool, len(srcs))
	}
	var plan []Tap
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
				if srcs[i].Types.Has(t) {
					if n := bits.OnesCount32(uint32(srcs[i].Types)); best < 0 || n < bestN {
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
		if !keep {
			return true
		}
		want := types[0]
		for _, t := range types {
			if srcs[best].Types.Has(t) {
				want = t
				break
			}
		}
		plan = append(plan, Tap{Source: &srcs[best], Want: want})
		return true
	}
	generic := total.Generic
	for pass := 0; pass < 2; pass++ {
		for _, s := range total.Needs {
			switch {
			case pass == 0 && s.Colored:
				one := [1]interp.ManaType{s.Type}
				if !take(one[:]) {
					return nil, shortfall{sym: s}, false
				}
			case pass == 1 && len(s.Hybrid) > 0:
				if !take(s.Hybrid) {
					if !s.TwoHybrid {
						return nil, shortfall{sym: s}, false
					}
					generic += 2
				}
			case pass == 0 && s.Snow:
				return nil, shortfall{sym: s, snow: true}, false
			}
		}
	}
	for i := range srcs {
		if generic <= free {
			break
		}
		if !used[i] && srcs[i].Types != 0 {
			used[i] = true
			if keep {
				plan = append(plan, Tap{Source: &srcs[i], Want: interp.NumManaTypes})
			}
			generic--
		}
	}
	if generic > free {
		return nil, shortfall{generic: generic - free}, false
	}
	return plan, shortfall{}, true
}

// Pay pays for player p: it plans the payment of total (see Plan) over
// the pool and srcs (p's sources other than except, see Sources), and
// activates the sources the plan picks, asking each for the type the
// plan wants of it. It returns why when no plan covers the total,
// activating nothing. A plan that asks a source for a type it can't make
// fails in the activation.
func Pay(g *interp.Game, p interp.PlayerID, total interp.Total, except interp.ObjID, srcs []Source) error {
	plan, err := Plan(g.Players[p].Pool, Usable(g, except), srcs, total)
	if err != nil {
		return fmt.Errorf("%s can't pay %s automatically: %v", g.Players[p].Name, total, err)
	}
	for _, ps := range plan {
		o := ps.Source.Obj
		if o.Tapped || o.Left {
			// An earlier activation changed it (a triggered mana ability).
			continue
		}
		var want *interp.ManaType
		if ps.Want != interp.NumManaTypes {
			t := ps.Want
			want = &t
		}
		g.ActivateManaAs(p, o, ps.Source.Ability, want)
	}
	return nil
}

// Payer is the automatic payer as a game's way of paying (interp.Payer):
// Known, when set, is what some sources could produce (a driver's memory
// of the battlefield); when no plan exists the action is illegal, with
// the reason.
type Payer struct {
	Known map[interp.ObjID]interp.ManaSet
}

// Pay pays total by the plan, or fails the action.
func (a *Payer) Pay(g *interp.Game, p interp.PlayerID, total interp.Total, except interp.ObjID) {
	if err := Pay(g, p, total, except, Sources(g, p, except, a.Known)); err != nil {
		interp.Fail("%s", err)
	}
}
