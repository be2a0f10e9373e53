package stdlib

import (
	"fmt"
	"strings"

	"cardc/dsl"
	"cardc/interp"
)

// rules are the primitives of static abilities that change a rule of the
// game for what they name (CR 604.1): restrictions on attacking and
// blocking, untapping, land plays. The engine asks for them where the
// rule is decided (interp/rules.go).
func rules() []*Primitive {
	objectRule := func(name string, r interp.RuleChange, doc, text string) *Primitive {
		doc += " From a resolving spell or ability, with `until`, it changes the rule for the objects the filter names as it resolves, and no others, for the duration (CR 611.2c): \"Up to two target creatures can't block this turn\"."
		return fn(name, dsl.Effect, dsl.AnyAbility|dsl.InStatic, doc, "effect "+name+"(enchanted)", p("object", dsl.Objects), opt("until", dsl.Duration)).
			says(Template{Subject: "object", Text: text + "[ {until:this}]"}).
			changesRule(r).
			eval(func(b *binder) evalFn {
				objects, until := b.filter("object"), b.duration("until")
				return func(x *ctx, a argv) val {
					if inStatic(x) {
						return &interp.RuleEffect{Rule: r, Objects: objects.Of(x, a)}
					}
					d := until.Or(x, a, interp.Forever)
					for _, o := range resolvedObjects(x, objects.Of(x, a)) {
						x.G.AddEffect(&interp.Continuous{Object: o.ID, Rule: r, Until: d,
							Text: fmt.Sprintf("%s %s %s", x.G.Name(o.ID), conjugated(text), durationText(x, d))})
					}
					return nil
				}
			})
	}
	return []*Primitive{
		objectRule("cant-attack", interp.RuleCantAttack, "In a static ability: the creatures can't be declared as attackers (CR 508.1c).", "can't attack"),
		objectRule("cant-block", interp.RuleCantBlock, "In a static ability: the creatures can't be declared as blockers (CR 509.1b).", "can't block"),
		objectRule("cant-attack-or-block", interp.RuleCantAttackOrBlock, "In a static ability: the creatures can't attack or block (CR 508.1c, 509.1b).", "can't attack or block"),
		objectRule("cant-be-blocked", interp.RuleCantBeBlocked, "In a static ability: no creature can block the creatures (CR 509.1b).", "can't be blocked"),
		objectRule("doesnt-untap", interp.RuleDoesntUntap, "In a static ability: the permanents don't untap during their controller's untap step (CR 502.3).", "don't untap during {object:poss} controller's untap step"),
		costChange("increase-cost", "Static: spells matching the filter cost more to cast (CR 601.2f); increases apply before reductions.",
			"effect increase-cost(spell cast-by(opponent), {1})", "more",
			func(n int) interp.CostChange { return interp.CostChange{Increase: n} }),
		fn("extra-land", dsl.Effect, dsl.InStatic, "In a static ability: you may play that many additional lands on each of your turns (CR 305.2).",
			"effect extra-land(1)", p("number", dsl.Number)).says(Template{Text: "you may play {number#additional land} on each of your turns"}).
			changesRule(interp.RuleExtraLand).
			eval(func(b *binder) evalFn {
				number := b.num("number")
				return func(x *ctx, a argv) val {
					return &interp.RuleEffect{Rule: interp.RuleExtraLand, Player: x.Controller, N: number.Of(x, a)}
				}
			}),
	}
}

// filterRule is the implementation of a static ability's rule change for
// what the filter parameter names (CR 604.1).
func filterRule(param string, r interp.RuleChange) func(*binder) evalFn {
	return func(b *binder) evalFn {
		what := b.filter(param)
		return func(x *ctx, a argv) val { return &interp.RuleEffect{Rule: r, Objects: what.Of(x, a)} }
	}
}

// costChange declares a static cost modification (CR 601.2f): spells
// matching the filter cost the generic mana more or less, as change
// makes it.
func costChange(name, doc, example, word string, change func(n int) interp.CostChange) *Primitive {
	return fn(name, dsl.Effect, dsl.InStatic, doc, example, p("spells", dsl.Objects), p("by", dsl.Mana)).text("{spells:plural} cost {by} " + word + " to cast").
		withRole(interp.RoleCostChange).
		eval(func(b *binder) evalFn {
			spells, by := b.filter("spells"), b.manaCost("by")
			return func(x *ctx, a argv) val {
				ch := change(by.Of(x, a).Resolve(0).Generic)
				ch.Spells = spells.Of(x, a)
				return ch
			}
		})
}

// conjugated is a rule's verb phrase for one object, as the log says it.
func conjugated(text string) string {
	if rest, ok := strings.CutPrefix(text, "don't"); ok {
		return "doesn't" + rest
	}
	return text
}

// durationText is how the log says how long a rule change lasts.
func durationText(x *ctx, d interp.Duration) string {
	if d == interp.UntilEndOfTurn {
		return "this turn"
	}
	if p, ok := d.NextTurnOf(); ok {
		return "until " + x.G.PlayerName(p) + "'s next turn"
	}
	return "indefinitely"
}
