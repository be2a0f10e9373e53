package interp

import (
	"fmt"
	"slices"
)

// RuleEffect is an effect of a static ability that changes a rule of the
// game for the objects or the player it names, rather than their
// characteristics (CR 604.1): "can't attack", "can't be blocked", "doesn't
// untap during its controller's untap step", "you may play an additional
// land on each of your turns". The engine asks for it where the rule is
// decided (see ruleApplies).
type RuleEffect struct {
	Rule RuleChange
	// Objects is what the rule applies to (for a rule about objects).
	Objects *FilterVal
	// Other is, for a rule about a block, the creatures on the other side
	// of it: the blockers that can't block Objects, or the attackers
	// Objects can't block.
	Other *FilterVal
	// Player is whom it applies to (for a rule about a player).
	Player PlayerID
	// Players is whom it applies to, for a rule about every player a
	// filter names ("players can't untap more than one land").
	Players *FilterVal
	// N is a number the rule takes (additional lands).
	N int
	// If, when set, is an "as long as" condition (CR 611.3b).
	If func() bool
}

// RuleChange names a rule a static ability changes.
type RuleChange int

// The rule changes.
const (
	NoRuleChange RuleChange = iota
	// RuleCantAttack: the creature can't be declared as an attacker
	// (CR 508.1c).
	RuleCantAttack
	// RuleCantBlock: the creature can't be declared as a blocker
	// (CR 509.1b).
	RuleCantBlock
	// RuleCantBeBlocked: no creature can block it (CR 509.1b).
	RuleCantBeBlocked
	// RuleDoesntUntap: it doesn't untap during its controller's untap
	// step (CR 502.3).
	RuleDoesntUntap
	// RuleCantAttackOrBlock: both RuleCantAttack and RuleCantBlock.
	RuleCantAttackOrBlock
	// RuleExtraLand: the player may play N additional lands on each of
	// their turns (CR 305.2).
	RuleExtraLand
	// RuleCantBeBlockedBy: the creatures Other names can't block it
	// (CR 509.1b).
	RuleCantBeBlockedBy
	// RuleCantBlockCreatures: it can't block the creatures Other names
	// (CR 509.1b).
	RuleCantBlockCreatures
	// RuleMaxBlockers: it can't be blocked by more than N creatures
	// (CR 509.1b).
	RuleMaxBlockers
	// RuleCantAttackPlayer: it can't attack Player or planeswalkers
	// Player controls (CR 508.1c).
	RuleCantAttackPlayer
	// RuleCantGainLife: the players can't gain life (CR 119.7).
	RuleCantGainLife
	// RuleDamageCantBePrevented: prevention effects don't prevent damage
	// (CR 615.12).
	RuleDamageCantBePrevented
	// RuleCantBecomeMonarch: the players can't become the monarch
	// (CR 724).
	RuleCantBecomeMonarch
	// RuleMustBlock: the creature blocks the creature Continuous.Other
	// names if able (a requirement, CR 509.1c); with no object, every
	// creature able to block it does.
	RuleMustBlock
	// RuleGoaded: the creature is goaded by the players Continuous.Players
	// lists (CR 701.38a): it attacks each combat if able, and a player
	// other than them if able (requirements, CR 508.1d).
	RuleGoaded
	// RuleTriggersAdditionalTime: a triggered ability of the object
	// triggers an additional time (CR 603.2d); see retrigger.go.
	RuleTriggersAdditionalTime
	// RuleCantBeCountered: a spell with the static ability can't be
	// countered (CR 101.2: "can't" wins over an effect that would counter
	// it, ward's included).
	RuleCantBeCountered
	// RuleGainNoLife: a replacement effect of a static ability, "if a
	// player would gain life, that player gains no life instead" (CR
	// 614.1a): a life gain of a player Objects names gains nothing.
	RuleGainNoLife
	// RuleCantActivateNonMana: the object's activated abilities can't be
	// activated unless they're mana abilities (CR 602.5, 605.1a).
	RuleCantActivateNonMana
	// RuleMaxUntaps: the players RuleEffect.Players names can't untap
	// more than N of the permanents Objects names during their untap
	// steps (CR 502.3); see limitUntaps.
	RuleMaxUntaps
)

// ruleEffects collects the rule-changing effects of the static abilities
// of the permanents, in battlefield order, whose conditions hold.
func (g *Game) ruleEffects(r RuleChange) []*RuleEffect {
	var out []*RuleEffect
	// An ability none of whose effects changes this rule isn't evaluated;
	// with the caches checked it is, to find one that does after all.
	keep := func(ab *AbilityDef) bool { return mayChangeRule(ab, r) || g.CacheCheck != nil }
	g.staticsOf(g.abilities().rules, keep, func(x *Ctx, n *Node) {
		re, ok := x.Eval(n).(*RuleEffect)
		if !ok || re == nil || !re.covers(r) || re.If != nil && !re.If() {
			return
		}
		if !mayChangeRule(x.Ability, r) {
			panic(fmt.Sprintf("interp: %s's rule effect changes rule %d, which its builtins don't declare", g.Name(x.Source), re.Rule))
		}
		g.exercise(x.Ability)
		out = append(out, re)
	})
	return out
}

// mayChangeRule reports whether a static ability's effects may change
// rule r: one of the rules its builtins declare covers it, or one of them
// doesn't declare (see ruleKinds).
func mayChangeRule(ab *AbilityDef, r RuleChange) bool {
	if ab.RuleKinds == nil {
		return true
	}
	for _, k := range ab.RuleKinds {
		if ruleCovers(k, r) {
			return true
		}
	}
	return false
}

// ruleKinds lists the rules the RoleRule builtins of an ability declare
// they change (Builtin.Changes), or nil if one doesn't.
func ruleKinds(ab *AbilityDef) []RuleChange {
	var kinds []RuleChange
	known := true
	abilityUses(ab, func(b *Builtin) bool {
		if b.Role == RoleRule {
			known = known && b.Changes != NoRuleChange
			kinds = append(kinds, b.Changes)
		}
		return false
	})
	if !known {
		return nil
	}
	return kinds
}

// eachStaticValue evaluates the effects of the static abilities of the
// permanents that which picks from the battlefield's index, in
// battlefield order, giving each value to do with its source and ability.
func (g *Game) eachStaticValue(which func(*abilityIndex) []indexed, do func(src *Object, ab *AbilityDef, v Value)) {
	g.staticsOf(which(g.abilities()), nil, func(x *Ctx, n *Node) {
		do(g.Obj(x.Source), x.Ability, x.Eval(n))
	})
}

func controlAbilities(ix *abilityIndex) []indexed { return ix.control }

// covers reports whether the effect changes rule r.
func (re *RuleEffect) covers(r RuleChange) bool { return ruleCovers(re.Rule, r) }

// ruleCovers reports whether changing rule have changes rule r: can't
// attack or block is both can't attack and can't block.
func ruleCovers(have, r RuleChange) bool {
	return have == r || (have == RuleCantAttackOrBlock && (r == RuleCantAttack || r == RuleCantBlock))
}

// ruleApplies reports whether a rule change applies to the object: from a
// resolved spell or ability, for the objects it named as it resolved
// (CR 611.2c), or from a static ability.
func (g *Game) ruleApplies(o *Object, r RuleChange) bool {
	for _, e := range g.Effects {
		if e.Rule != NoRuleChange && e.Object == o.ID && (&RuleEffect{Rule: e.Rule}).covers(r) {
			return true
		}
	}
	if !g.Pool.rules {
		return false
	}
	for _, re := range g.ruleEffects(r) {
		if re.Objects != nil && re.Objects.Match(ObjRef(o.ID)) {
			return true
		}
	}
	return false
}

// landsAllowed is how many lands the player may play this turn: one, and
// the additional ones effects allow (CR 305.2).
func (g *Game) landsAllowed(p PlayerID) int {
	n := 1
	if !g.Pool.rules {
		return n
	}
	for _, re := range g.ruleEffects(RuleExtraLand) {
		if re.Player == p {
			n += re.N
		}
	}
	return n
}

// checkBlockRules fails a block that a rule-changing effect forbids.
func (g *Game) checkBlockRules(a, b *Object) {
	switch {
	case g.ruleApplies(b, RuleCantBlock):
		Fail("%s can't block: an effect says so (CR 509.1b)", g.Name(b.ID))
	case g.ruleApplies(a, RuleCantBeBlocked):
		Fail("%s can't be blocked (CR 509.1b)", g.Name(a.ID))
	}
	if !g.Pool.rules {
		return
	}
	for _, re := range g.ruleEffects(RuleCantBeBlockedBy) {
		if re.Objects.Match(ObjRef(a.ID)) && re.Other.Match(ObjRef(b.ID)) {
			Fail("%s can't block %s: an effect says %s can't be blocked by it (CR 509.1b)", g.Name(b.ID), g.Name(a.ID), g.Name(a.ID))
		}
	}
	for _, re := range g.ruleEffects(RuleCantBlockCreatures) {
		if re.Objects.Match(ObjRef(b.ID)) && re.Other.Match(ObjRef(a.ID)) {
			Fail("%s can't block %s: an effect says so (CR 509.1b)", g.Name(b.ID), g.Name(a.ID))
		}
	}
}

// checkBlockerLimits fails a declaration of blockers in which a creature
// is blocked by more creatures than an effect allows (CR 509.1b).
func (g *Game) checkBlockerLimits(pairs [][2]ObjID) {
	if !g.Pool.rules {
		return
	}
	for i, pr := range pairs {
		if firstPairOf(pairs, pr[1]) != i {
			continue
		}
		n := 0
		for _, q := range pairs {
			if q[1] == pr[1] {
				n++
			}
		}
		for _, re := range g.ruleEffects(RuleMaxBlockers) {
			if re.Objects.Match(ObjRef(pr[1])) && n > re.N {
				Fail("%s can't be blocked by more than %d blocker(s), and %d block it: an effect says so (CR 509.1b)", g.Name(pr[1]), re.N, n)
			}
		}
	}
}

// checkAttackRules fails an attack on a player, or on a planeswalker a
// player controls, that a rule-changing effect forbids (CR 508.1c).
func (g *Game) checkAttackRules(o *Object) {
	if !g.Pool.rules {
		return
	}
	defender := g.Opponent(o.Controller)
	for _, re := range g.ruleEffects(RuleCantAttackPlayer) {
		if re.Player == defender && re.Objects.Match(ObjRef(o.ID)) {
			Fail("%s can't attack %s or planeswalkers %s controls: an effect says so (CR 508.1c)", g.Name(o.ID), g.PlayerName(defender), g.PlayerName(defender))
		}
	}
}

// gameRule reports whether an effect of a resolved spell or ability
// changes rule r for the game, or for player p among the players it
// names (for a rule about no player, p is NoPlayer).
func (g *Game) gameRule(r RuleChange, p PlayerID) bool {
	for _, e := range g.Effects {
		if e.Rule == r && e.Object == 0 && (e.Players == nil || slices.Contains(e.Players, p)) {
			return true
		}
	}
	return false
}

// gainsNoLife reports whether a static ability replaces a life gain of
// player p with none (CR 614.1a).
func (g *Game) gainsNoLife(p PlayerID) bool {
	if !g.Pool.rules {
		return false
	}
	for _, re := range g.ruleEffects(RuleGainNoLife) {
		if re.Objects != nil && re.Objects.Match(PlayerRef(p)) {
			return true
		}
	}
	return false
}
