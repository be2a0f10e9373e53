package interp

import (
	"fmt"
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
	g.attackedPlayers = [2]bool{}
	g.attacksDeclared = true
	for _, at := range attacks {
		id := at.Attacker
		o := g.Obj(id)
		target := g.checkAttacker(p, o, id, at.At)
		o.Attacking, o.AttackTarget, o.AttackedTurn = true, target, g.Turn
		if kw, ok := g.Chars(o).KeywordFor(AttacksUntapped); ok {
			// CR 702.20b: attacking doesn't cause it to tap.
			g.exerciseKeyword(o, kw.Name)
		} else {
			o.Tapped = true
			g.tappedChanged()
		}
		g.combatChanged()
		g.noteAttacked(o)
		g.logf("%s attacks %s", g.Name(id), g.RefName(g.attacked(o)))
	}
	g.checkAttackRequirements(p)
	ids := make([]ObjID, len(attacks))
	for i, at := range attacks {
		ids[i] = at.Attacker
	}
	g.attackersDeclared(ids)
	g.actionTaken(p)
}

// checkAttacker fails the attack of one creature that breaks a
// restriction (CR 508.1c): it must be an untapped creature p has
// controlled since the turn began, haste aside (CR 302.6), attacking the
// defending player or a planeswalker they control (CR 508.1b). It returns
// what the creature attacks (see attackTarget).
func (g *Game) checkAttacker(p PlayerID, o *Object, id ObjID, at Ref) ObjID {
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
	case g.ruleApplies(o, RuleCantAttack):
		Fail("%s can't attack: an effect says so (CR 508.1c)", g.Name(id))
	}
	if kw, ok := c.KeywordFor(CantAttack); ok {
		g.exerciseKeyword(o, kw.Name)
		Fail("%s can't attack: it has %s (CR 702.3b)", g.Name(id), kw.Name)
	}
	if kw, ok := c.KeywordFor(IgnoresSummoningSickness); ok && o.Sick {
		// Haste is what lets it attack now (CR 702.10b).
		g.exerciseKeyword(o, kw.Name)
	}
	target := g.attackTarget(p, o, at)
	g.checkAttackRules(o)
	return target
}

// DeclareBlockers declares blocks (CR 509.1): blocker → attacker pairs.
func (g *Game) DeclareBlockers(p PlayerID, pairs [][2]ObjID) error {
	return g.atomically(func() { g.declareBlockers(p, pairs) })
}

func (g *Game) declareBlockers(p PlayerID, pairs [][2]ObjID) {
	if g.Step != StepDeclareBlockers || g.Active == p {
		Fail("%s can declare blockers only in the opponent's declare blockers step", g.PlayerName(p))
	}
	g.checkBlockRequirements(p, pairs)
	g.placeBlockers(p, pairs)
	g.blocksDeclared = true
	g.blockersDeclared(pairs)
	g.actionTaken(p)
}

// placeBlockers checks the restrictions on each block of the declaration
// (CR 509.1b) and makes the blocks, failing at the first one broken.
func (g *Game) placeBlockers(p PlayerID, pairs [][2]ObjID) {
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
		if flies && (blockerFlies || reaches) {
			// The attacker's flying restricted the block, and the blocker
			// meets it.
			g.exerciseKeyword(a, flier.Name)
		}
		if flies && !blockerFlies && !reaches {
			g.exerciseKeyword(a, flier.Name)
			Fail("%s can't block %s: it has %s (CR 702.9b)", g.Name(b.ID), g.Name(a.ID), flier.Name)
		}
		g.checkBlockRules(a, b)
		if g.protectedFrom(a, b) {
			Fail("%s can't block %s: protection (CR 702.16)", g.Name(b.ID), g.Name(a.ID))
		}
		g.checkEvasion(a, ac, b, bc)
		b.Blocking = a.ID
		g.combatChanged()
		a.Blocked = true
		g.logf("%s blocks %s", g.Name(b.ID), g.Name(a.ID))
	}
	g.checkBlockCounts(pairs)
	g.checkBlockerLimits(pairs)
}

// combatDamage deals the combat damage of one combat damage step, all of
// it simultaneously (CR 510.2). In the first-strike step only creatures
// with first strike or double strike deal damage; in the regular step
// those that didn't have either as the first step began, and those with
// double strike (CR 510.4).
func (g *Game) combatDamage(firstStrike bool) {
	if firstStrike {
		g.markFirstStrikers()
	}
	var hits []hit
	for _, a := range g.Permanents() {
		if !a.Attacking {
			continue
		}
		ac := g.Chars(a)
		pw := ac.Power
		attacks := g.dealsCombatDamage(a, ac, firstStrike)
		var blockers []*Object
		for _, b := range g.Permanents() {
			if b.Blocking == a.ID {
				blockers = append(blockers, b)
			}
		}
		trampler, trample := ac.KeywordFor(AssignExcessToPlayer)
		if len(blockers) == 0 {
			switch {
			case !attacks:
			case !a.Blocked || trample:
				if a.Blocked {
					// CR 702.19e: a blocked trampler whose blockers are
					// all gone assigns all its damage to what it attacks.
					g.exerciseKeyword(a, trampler.Name)
				}
				if to := g.attacked(a); !to.IsZero() {
					hits = append(hits, hit{a.ID, to, pw})
				} else {
					g.logf("%s deals no combat damage: what it attacked was removed from combat (CR 506.4)", g.Name(a.ID))
				}
			default:
				// CR 509.1h, 510.1c: a blocked creature whose blockers are
				// gone assigns no combat damage.
				g.logf("%s is blocked by no creature and deals no combat damage (CR 510.1c)", g.Name(a.ID))
			}
			continue
		}
		left := pw
		if !attacks {
			left = 0
		}
		// CR 702.19b: with trample, lethal damage is assigned to every
		// blocker, and the attacking player chooses how much of the rest
		// goes to the player (the remainder to the last blocker); without
		// it, the last blocker takes what remains.
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
				n = min(n, g.lethalDamage(a, ac, b))
			}
			if n > 0 {
				hits = append(hits, hit{a.ID, ObjRef(b.ID), n})
				left -= n
			}
			if bc := g.Chars(b); g.dealsCombatDamage(b, bc, firstStrike) {
				hits = append(hits, hit{b.ID, ObjRef(a.ID), bc.Power})
			}
		}
		if defender := g.attacked(a); trample && left > 0 && defender.IsZero() {
			// CR 506.4: nothing left to trample over to.
			hits = append(hits, hit{a.ID, ObjRef(blockers[len(blockers)-1].ID), left})
		} else if trample && left > 0 {
			hits = g.assignExcess(a, trampler, blockers[len(blockers)-1], left, defender, hits)
		}
	}
	g.dealCombatDamage(hits)
}

// hit is one assignment of combat damage.
type hit struct {
	src    ObjID
	to     Ref
	amount int
}

// assignExcess has a trampler's controller divide its excess damage
// between the player it attacks and its last blocker (CR 702.19b).
func (g *Game) assignExcess(a *Object, trampler Keyword, last *Object, left int, defender Ref, hits []hit) []hit {
	g.exerciseKeyword(a, trampler.Name)
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
	return hits
}
