package interp

import (
	"fmt"
	"strconv"
)

// DeclareAttackers declares attackers (CR 508.1): each taps unless it has
// vigilance, and must have been controlled since the turn began (302.6).
func (g *Game) DeclareAttackers(p PlayerID, ids []ObjID) error {
	attacks := make([]Attack, len(ids))
	for i, id := range ids {
		attacks[i] = Attack{Attacker: id}
	}
	return g.DeclareAttacks(p, attacks)
}

func (g *Game) declareAttackers(p PlayerID, attacks []Attack) {
	if g.Step != StepDeclareAttackers || g.Active != p {
		Fail("%s can declare attackers only in their declare attackers step (it is %s's %s step)", g.PlayerName(p), g.PlayerName(g.Active), g.Step)
	}
	for _, at := range attacks {
		id := at.Attacker
		o := g.Obj(id)
		if o == nil || o.Left || o.Zone != Battlefield || o.Controller != p {
			Fail("%s can't attack: it isn't a creature %s controls", g.Name(id), g.PlayerName(p))
		}
		c := g.Chars(o)
		switch {
		case !c.Is("Creature"):
			Fail("%s can't attack: it isn't a creature", g.Name(id))
		case o.Tapped:
			Fail("%s can't attack: it is tapped", g.Name(id))
		case o.Sick && !c.Has(IgnoresSummoningSickness):
			Fail("%s can't attack: it hasn't been under %s's control since the turn began (CR 302.6)", g.Name(id), g.PlayerName(p))
		}
		o.Attacking, o.AttackTarget = true, g.attackTarget(p, o, at.At)
		if !c.Has(AttacksUntapped) {
			o.Tapped = true
		}
		g.logf("%s attacks %s", g.Name(id), g.RefName(g.attacked(o)))
	}
	g.actionTaken(p)
}

// DeclareBlockers declares blocks (CR 509.1): blocker → attacker pairs.
func (g *Game) DeclareBlockers(p PlayerID, pairs [][2]ObjID) error {
	return g.atomically(func() { g.declareBlockers(p, pairs) })
}

func (g *Game) declareBlockers(p PlayerID, pairs [][2]ObjID) {
	if g.Step != StepDeclareBlockers || g.Active == p {
		Fail("%s can declare blockers only in the opponent's declare blockers step", g.PlayerName(p))
	}
	for _, pr := range pairs {
		b, a := g.Obj(pr[0]), g.Obj(pr[1])
		if b == nil || b.Zone != Battlefield || b.Controller != p || b.Tapped || !g.Chars(b).Is("Creature") {
			Fail("%s can't block", g.Name(pr[0]))
		}
		if a == nil || !a.Attacking {
			Fail("%s is not attacking", g.Name(pr[1]))
		}
		ac, bc := g.Chars(a), g.Chars(b)
		flier, flies := ac.KeywordFor(BlockedOnlyByFliers)
		reach, reaches := bc.KeywordFor(BlocksFliers)
		blockerFlier, blockerFlies := bc.KeywordFor(BlockedOnlyByFliers)
		if reaches && flies {
			g.exerciseKeyword(b, reach.Name)
		}
		if blockerFlies && flies {
			// CR 702.9b: a creature with flying can block a creature with flying.
			g.exerciseKeyword(b, blockerFlier.Name)
		}
		if flies && !blockerFlies && !reaches {
			g.exerciseKeyword(a, flier.Name)
			Fail("%s can't block %s: it has %s (CR 702.9b)", g.Name(b.ID), g.Name(a.ID), flier.Name)
		}
		if g.protectedFrom(a, b) {
			Fail("%s can't block %s: protection (CR 702.16)", g.Name(b.ID), g.Name(a.ID))
		}
		b.Blocking = a.ID
		g.logf("%s blocks %s", g.Name(b.ID), g.Name(a.ID))
	}
	g.actionTaken(p)
}

// combatDamage deals combat damage simultaneously (CR 510).
func (g *Game) combatDamage() {
	type hit struct {
		src    ObjID
		to     Ref
		amount int
	}
	var hits []hit
	for _, a := range g.Permanents() {
		if !a.Attacking {
			continue
		}
		pw := g.Chars(a).Power
		var blockers []*Object
		for _, b := range g.Permanents() {
			if b.Blocking == a.ID {
				blockers = append(blockers, b)
			}
		}
		if len(blockers) == 0 {
			if to := g.attacked(a); !to.IsZero() {
				hits = append(hits, hit{a.ID, to, pw})
			} else {
				g.logf("%s deals no combat damage: what it attacked was removed from combat (CR 506.4)", g.Name(a.ID))
			}
			continue
		}
		left := pw
		// CR 702.19b: with trample, lethal damage is assigned to every
		// blocker, and the attacking player chooses how much of the rest
		// goes to the player (the remainder to the last blocker); without
		// it, the last blocker takes what remains.
		trampler, trample := g.Chars(a).KeywordFor(AssignExcessToPlayer)
		for i, b := range blockers {
			n := left
			if !trample && i < len(blockers)-1 && left > 0 {
				// CR 510.1c: the attacking player divides the damage among
				// the blockers as they choose.
				var opts []string
				for k := left; k >= 0; k-- {
					opts = append(opts, fmt.Sprintf("%d to %s", k, g.Name(b.ID)))
				}
				n = left - g.choose(Choice{Player: a.Controller, Kind: "combat damage",
					Prompt: fmt.Sprintf("how much of %s's %d combat damage to assign to %s (CR 510.1c)", g.Name(a.ID), left, g.Name(b.ID)), Options: opts})
			} else if trample {
				need := g.Chars(b).Toughness - b.Damage
				if need < 0 {
					need = 0
				}
				if need < n {
					n = need
				}
			}
			if n > 0 {
				hits = append(hits, hit{a.ID, ObjRef(b.ID), n})
				left -= n
			}
			hits = append(hits, hit{b.ID, ObjRef(a.ID), g.Chars(b).Power})
		}
		if defender := g.attacked(a); trample && left > 0 && defender.IsZero() {
			// CR 506.4: nothing left to trample over to.
			hits = append(hits, hit{a.ID, ObjRef(blockers[len(blockers)-1].ID), left})
		} else if trample && left > 0 {
			g.exerciseKeyword(a, trampler.Name)
			last := blockers[len(blockers)-1]
			var opts []string
			for n := left; n >= 0; n-- {
				opts = append(opts, fmt.Sprintf("%d to %s, %d more to %s", n, g.RefName(defender), left-n, g.Name(last.ID)))
			}
			toPlayer := left - g.choose(Choice{Player: a.Controller, Kind: "trample damage",
				Prompt: fmt.Sprintf("how to assign %s's %d excess damage (trample, CR 702.19b)", g.Name(a.ID), left), Options: opts})
			if rest := left - toPlayer; rest > 0 {
				hits = append(hits, hit{a.ID, ObjRef(last.ID), rest})
			}
			if toPlayer > 0 {
				g.logf("%s assigns %d excess damage to %s (trample, CR 702.19b)", g.Name(a.ID), toPlayer, g.RefName(defender))
				hits = append(hits, hit{a.ID, defender, toPlayer})
			}
		}
	}
	var evs []*Event
	for _, h := range hits {
		if ev := g.dealDamage(h.src, h.to, h.amount, true, true); ev != nil {
			evs = append(evs, ev)
		}
	}
	for _, ev := range evs {
		g.checkTriggers(ev, nil)
	}
}

// DealDamage deals damage from a source to an object or player (CR 120),
// after prevention (CR 615) and protection.
func (g *Game) DealDamage(src ObjID, to Ref, n int) {
	if ev := g.dealDamage(src, to, n, false, false); ev != nil {
		g.checkTriggers(ev, nil)
	}
}

func (g *Game) dealDamage(src ObjID, to Ref, n int, combat, defer_ bool) *Event {
	if n <= 0 {
		return nil
	}
	srcObj := g.Obj(src)
	if to.IsObj {
		o := g.Obj(to.Obj)
		if o == nil || o.Left || o.Zone != Battlefield {
			return nil
		}
		for _, pv := range g.Preventions {
			if pv.Object == o.ID {
				g.logf("damage %s would deal to %s is prevented (prevention from %s)", g.Name(src), g.Name(o.ID), g.Name(pv.Source))
				return nil
			}
		}
		if srcObj != nil && g.protectedFrom(o, srcObj) {
			g.logf("damage %s would deal to %s is prevented: protection", g.Name(src), g.Name(o.ID))
			return nil
		}
		c := g.Chars(o)
		if c.Is("Planeswalker") {
			// CR 120.3c: damage dealt to a planeswalker removes that many
			// loyalty counters from it; it isn't marked.
			have := o.Counters.Get(string(LoyaltyCounter))
			removed := min(n, have)
			o.addCounters(string(LoyaltyCounter), -removed)
			g.logf("%s deals %d damage to %s: %s removed, %d left (CR 120.3c)", g.Name(src), n, g.Name(o.ID), countNoun(removed, "loyalty counter"), have-removed)
		}
		if c.Is("Creature") || !c.Is("Planeswalker") {
			// CR 120.3e: damage dealt to a creature is marked on it.
			o.Damage += n
			g.logf("%s deals %d damage to %s", g.Name(src), n, g.Name(o.ID))
		}
	} else {
		pl := g.Players[to.Player]
		pl.Life -= n
		g.logf("%s deals %d damage to %s (life %d)", g.Name(src), n, pl.Name, pl.Life)
	}
	return &Event{Kind: EvDamage, Source: src, Target: to, Amount: n, Combat: combat}
}

// countNoun is n and the noun, plural unless n is 1: "1 loyalty counter",
// "2 loyalty counters".
func countNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
