package interp

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
	// Player is whom it applies to (for a rule about a player).
	Player PlayerID
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
)

// ruleEffects collects the rule-changing effects of the static abilities
// of the permanents, in battlefield order, whose conditions hold.
func (g *Game) ruleEffects(r RuleChange) []*RuleEffect {
	var out []*RuleEffect
	for _, o := range g.Permanents() {
		for _, ab := range g.Chars(o).Abilities {
			if !ab.Rules {
				continue
			}
			x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab}
			for _, e := range ab.Effects {
				if re, ok := x.Eval(e).(*RuleEffect); ok && re != nil && re.covers(r) && (re.If == nil || re.If()) {
					g.exercise(ab)
					out = append(out, re)
				}
			}
		}
	}
	return out
}

// covers reports whether the effect changes rule r.
func (re *RuleEffect) covers(r RuleChange) bool {
	return re.Rule == r || (re.Rule == RuleCantAttackOrBlock && (r == RuleCantAttack || r == RuleCantBlock))
}

// ruleApplies reports whether a rule change applies to the object.
func (g *Game) ruleApplies(o *Object, r RuleChange) bool {
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
}
