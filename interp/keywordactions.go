package interp

import "fmt"

// Keyword actions on permanents and players that aren't zone changes:
// regeneration (CR 701.15), counters on players (CR 122.1), proliferate
// (CR 701.34) and monstrosity (CR 701.37).

// Regenerate gives a permanent a regeneration shield: the next time it
// would be destroyed this turn, instead all damage marked on it is
// removed, it is tapped, and it is removed from combat (CR 701.15a).
// Each shield is used once; shields left at the end of the turn go away.
func (g *Game) Regenerate(id ObjID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		g.logf("%s is no longer on the battlefield to regenerate", g.Name(id))
		return
	}
	n := o.editNotes()
	if n.regenTurn != g.Turn {
		n.regen, n.regenTurn = 0, g.Turn
	}
	n.regen++
	g.logf("effect: the next time %s would be destroyed this turn, it regenerates instead (CR 701.15a)", g.Name(id))
}

// CantBeRegenerated makes a permanent unable to regenerate this turn: a
// regeneration shield doesn't replace its destruction (CR 701.15).
func (g *Game) CantBeRegenerated(id ObjID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		return
	}
	o.editNotes().noRegenTurn = g.Turn
	g.logf("effect: %s can't be regenerated this turn (CR 701.15)", g.Name(id))
}

// shieldCounter applies the rule of shield counters (CR 122.1c) to a
// permanent that would be dealt damage or destroyed (how says which):
// if it has a shield counter, one is removed from it instead, and it
// reports true. The engine applies it after the other replacement
// effects on damage and before a regeneration shield.
func (g *Game) shieldCounter(to Ref, how string) bool {
	if !to.IsObj {
		return false
	}
	o := g.Obj(to.Obj)
	if o == nil || o.Left || o.Zone != Battlefield || o.Counters.Get("shield") == 0 {
		return false
	}
	g.logf("replacement: a shield counter is removed from %s instead of it being %s (CR 122.1c)", g.Name(o.ID), how)
	g.RemoveCounters(o.ID, "shield", 1, false)
	return true
}

// notRegenerated applies regeneration shields to permanents about to be
// destroyed and returns those that are destroyed after all.
func (g *Game) notRegenerated(objs []*Object) []*Object {
	var out []*Object
	for _, o := range objs {
		if g.shieldCounter(ObjRef(o.ID), "destroyed") {
			continue
		}
		n := o.note()
		if n.regen > 0 && n.regenTurn == g.Turn && n.noRegenTurn == g.Turn {
			g.logf("%s can't be regenerated: its regeneration shield doesn't apply (CR 701.15)", g.Name(o.ID))
		}
		if n.regen > 0 && n.regenTurn == g.Turn && n.noRegenTurn != g.Turn {
			o.editNotes().regen--
			g.logf("replacement: %s regenerates instead of being destroyed (CR 701.15a): all damage is removed from it", g.Name(o.ID))
			o.Damage = 0
			g.combatChanged()
			if !o.Tapped {
				g.TapObj(o.ID, "(regenerated)")
			}
			if o.Attacking || o.Blocking != 0 {
				o.Attacking, o.Blocking = false, 0
				g.combatChanged()
				g.logf("%s is removed from combat (CR 506.4)", g.Name(o.ID))
			}
			continue
		}
		out = append(out, o)
	}
	return out
}

// AddPlayerCounters puts counters on a player (CR 122.1): poison counters,
// for one. The replacement effects on a player getting counters apply
// first (CR 614.1a: "If you would get one or more {E}, you get that many
// plus one {E} instead").
func (g *Game) AddPlayerCounters(p PlayerID, kind CounterKind, n int) {
	if n <= 0 {
		return
	}
	ev := &Event{Kind: EvCounters, Would: true, Player: p, Target: PlayerRef(p), Counter: kind, Amount: n}
	g.applyReplacements(ev, nil, nil, p)
	if n = ev.Amount; n <= 0 {
		return
	}
	pl := g.Players[p]
	pl.Counters.Add(string(kind), n)
	g.logf("%s gets %d %s counter%s (now %d)", pl.Name, n, kind, plural(n), pl.Counters.Get(string(kind)))
}

// PoisonCounter is the kind of counter that makes a player with ten or
// more lose the game (CR 704.5c).
const PoisonCounter CounterKind = "poison"

// Proliferate: the player chooses any number of permanents and players
// that have counters, and each chosen one gets another counter of each
// kind already there (CR 701.34a). label names the choice (the action's
// word, which the vocabulary owns).
func (g *Game) Proliferate(p PlayerID, label string) {
	var chosen []Ref
	for _, id := range g.Battlefield {
		if o := g.Obj(id); len(o.Counters) > 0 && g.YesNo(p, label, fmt.Sprintf("give %s another counter of each kind", g.Name(id))) {
			chosen = append(chosen, ObjRef(id))
		}
	}
	for _, q := range g.Players {
		if len(q.Counters) > 0 && g.YesNo(p, label, fmt.Sprintf("give %s another counter of each kind", q.Name)) {
			chosen = append(chosen, PlayerRef(q.ID))
		}
	}
	g.logf("%s proliferates: %d chosen", g.PlayerName(p), len(chosen))
	for _, r := range chosen {
		if r.IsPlay {
			for _, k := range g.Players[r.Player].Counters.Kinds() {
				g.AddPlayerCounters(r.Player, CounterKind(k), 1)
			}
			continue
		}
		for _, k := range g.Obj(r.Obj).Counters.Kinds() {
			g.AddCounters(r.Obj, CounterKind(k), 1)
		}
	}
}

// Monstrosity: if the permanent isn't monstrous, it gets n +1/+1 counters
// and becomes monstrous (CR 701.37a); if it already is, nothing happens
// (CR 701.37b). Monstrous is a status it keeps until it leaves the
// battlefield (CR 701.37c).
func (g *Game) Monstrosity(id ObjID, n int) {
	o := g.undesignated(id, func(o *Object) bool { return o.Monstrous }, "monstrous", "CR 701.37b")
	if o == nil {
		return
	}
	g.AddCounters(id, "+1/+1", n)
	o.Monstrous = true
	g.logf("%s becomes monstrous", g.Name(id))
}

// undesignated returns the permanent a keyword action gives a designation
// it keeps until it leaves the battlefield (monstrous, suspected), or nil
// when it isn't on the battlefield or already has it (is): then nothing
// happens (rule).
func (g *Game) undesignated(id ObjID, is func(*Object) bool, word, rule string) *Object {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		g.logf("%s is no longer on the battlefield", g.Name(id))
		return nil
	}
	if is(o) {
		g.logf("%s is already %s: nothing happens (%s)", g.Name(id), word, rule)
		return nil
	}
	return o
}
