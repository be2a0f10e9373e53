package interp

import "fmt"

// cpMemo remembers what permanents could produce (CR 106.7) while
// nothing the answers depend on changes. An answer is kept only when it
// depends on the battlefield alone: every object its query evaluated is a
// permanent whose mana abilities read only the battlefield
// (AbilityDef.LocalProduction), no replacement effect could modify mana
// production, and the characteristics it read didn't depend on the
// players or the turn. It then holds while the continuous effects, the
// battlefield and the permanents' status are unchanged, and which
// permanents are tapped, or their combat status, when the query read them
// (through TappedStatus or CombatStatus). Forks share the memo: any game
// with these stamps is in this state (stamps are unique), so an answer
// added by one holds for the others.
type cpMemo struct {
	effects, battlefield, status, tap, combat uint64
	readsTapped, readsCombat                  bool
	sets                                      map[ObjID]ManaSet
}

// holds reports whether the memo is valid for the game as it is.
func (m *cpMemo) holds(g *Game) bool {
	return m != nil && m.effects == g.effectsStamp && m.battlefield == g.bfStamp && m.status == g.statusStamp &&
		(!m.readsTapped || m.tap == g.tapStamp) && (!m.readsCombat || m.combat == g.combatStamp)
}

// remembered returns the memo's answers for ids, or false when it lacks
// one (or when the caches are checked: the answers are then computed,
// and compared with the memo's by remember).
func (g *Game) remembered(ids []ObjID) ([]ManaSet, bool) {
	m := g.cpMemo
	if !m.holds(g) || g.CacheCheck != nil {
		return nil, false
	}
	sets := make([]ManaSet, len(ids))
	for i, id := range ids {
		if g.Obj(id) == nil {
			continue
		}
		s, ok := m.sets[id]
		if !ok {
			return nil, false
		}
		sets[i] = s
	}
	return sets, true
}

// remember keeps the answers of a query that has just been answered, if
// they depend on the battlefield alone (see cpMemo); read is what the
// characteristics computed during the query read.
func (g *Game) remember(q *couldProduceQuery, read charsRead) {
	if q.manaRepl || read.turn {
		return
	}
	for _, e := range q.entries {
		o := g.Obj(e.id)
		if o == nil || o.Left || o.Zone != Battlefield {
			return
		}
		for _, ab := range g.manaAbilities(o) {
			if !ab.LocalProduction {
				return
			}
		}
	}
	m := g.cpMemo
	if !m.holds(g) {
		m = &cpMemo{effects: g.effectsStamp, battlefield: g.bfStamp, status: g.statusStamp, tap: g.tapStamp, combat: g.combatStamp,
			sets: make(map[ObjID]ManaSet, len(q.entries))}
		g.cpMemo = m
	}
	// The memo's stamps are the game's: a dependence on tapping or combat
	// status found now holds for every answer it has.
	if read.tapped && !m.readsTapped {
		m.readsTapped, m.tap = true, g.tapStamp
	}
	if read.combat && !m.readsCombat {
		m.readsCombat, m.combat = true, g.combatStamp
	}
	for _, e := range q.entries {
		if s, ok := m.sets[e.id]; ok && s != e.approx && g.CacheCheck != nil {
			panic(fmt.Sprintf("interp: what %s could produce is remembered as %s, but is %s", g.Name(e.id), s, e.approx))
		}
		m.sets[e.id] = e.approx
	}
}
