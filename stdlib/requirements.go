package stdlib

import (
	"fmt"

	"cardc/dsl"
	"cardc/interp"
)

// requirements are the primitives of combat requirements (CR 509.1c):
// what a creature must do if able.
func requirements() []*Primitive {
	return []*Primitive{
		fn("blocked-by-all-able", dsl.Effect, dsl.AnyAbility,
			"From a resolving spell or ability: for the duration, every creature able to block the creature blocks it (a requirement on each, CR 509.1c), those that enter later too; a creature that can't block it (tapped, or the creature has evasion it lacks, CR 509.1b) isn't required to. Its defending player may not leave out a block the requirement demands when the declaration with it breaks no restriction.",
			"effect blocked-by-all-able(t, until: end-of-turn)", p("object", dsl.Object), p("until", dsl.Duration)).
			says(Template{Text: "all creatures able to block {object} {until:this} do so"}).
			eval(func(b *binder) evalFn {
				object, until := b.object("object"), b.duration("until")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					if o == nil || o.Left {
						return nil
					}
					d := until.Of(x, a)
					x.G.AddEffect(&interp.Continuous{Other: o.ID, Rule: interp.RuleMustBlock, Until: d,
						Text: fmt.Sprintf("all creatures able to block %s %s do so", x.G.Name(o.ID), durationText(x, d))})
					return nil
				}
			}),
		fn("must-block", dsl.Effect, dsl.AnyAbility,
			"From a resolving spell or ability: for the duration, the creature blocks the attacker if able (a requirement, CR 509.1c): a declaration of blockers in which it doesn't is illegal when the same declaration with it blocking that attacker instead breaks no restriction (it isn't tapped, the attacker has no evasion it lacks, CR 509.1b).",
			"effect may(must-block(t, self, until: end-of-turn))", p("object", dsl.Object), p("attacker", dsl.Object), p("until", dsl.Duration)).
			says(Template{Subject: "object", Text: "block {attacker} {until:this} if able"}).
			eval(func(b *binder) evalFn {
				object, attacker, until := b.object("object"), b.object("attacker"), b.duration("until")
				return func(x *ctx, a argv) val {
					o, at := object.Of(x, a), attacker.Of(x, a)
					if o == nil || o.Left || at == nil || at.Left {
						return nil
					}
					d := until.Of(x, a)
					x.G.AddEffect(&interp.Continuous{Object: o.ID, Other: at.ID, Rule: interp.RuleMustBlock, Until: d,
						Text: fmt.Sprintf("%s blocks %s %s if able", x.G.Name(o.ID), x.G.Name(at.ID), durationText(x, d))})
					return nil
				}
			}),
	}
}
