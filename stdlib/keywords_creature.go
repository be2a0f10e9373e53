package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// creatureKeywords are keyword abilities of creatures that grow: with
// counters as they enter (bloodthirst, CR 702.54) or as bigger creatures
// join them (evolve, CR 702.100, defined in keywords.kw), and the
// comparison evolve makes.
func creatureKeywords() []*Primitive {
	return []*Primitive{
		keyword("bloodthirst", "If an opponent was dealt damage this turn, this creature enters with that many +1/+1 counters on it (CR 702.54a): a replacement effect as it enters, so the counters are there at once (CR 614.1c).",
			"keyword bloodthirst(2)", p("count", dsl.Number)).
			says(Template{Text: "bloodthirst {count:digits}", Reminder: "If an opponent was dealt damage this turn, this creature enters with {count#+1/+1 counter} on it."}).
			rule(interp.EntersWithCountersIfOpponentDamaged),
		keyword("evolve", "Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature (CR 702.100a); the comparison is made as it triggers and again as it resolves (CR 603.4).",
			"keyword evolve").
			says(Template{Text: "evolve", Reminder: "Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature."}).
			defined(),
		fn("greater-power-or-toughness", dsl.Condition, dsl.AnyAbility, "True when the first creature's power is greater than the second's, or its toughness is greater than the second's, or both (the comparison of evolve, CR 702.100a); the values are those each has now, or last had if it left the battlefield.",
			"if greater-power-or-toughness(entered, self)", p("object", dsl.Object), p("than", dsl.Object)).
			says(Template{Subject: "object", Text: "have greater power or toughness than {than}"}).
			eval(func(b *binder) evalFn {
				object, than := b.object("object"), b.object("than")
				return func(x *ctx, a argv) val {
					o, t := object.Of(x, a), than.Of(x, a)
					if o == nil || t == nil {
						return false
					}
					oc, tc := x.G.Chars(o), x.G.Chars(t)
					return oc.Power > tc.Power || oc.Toughness > tc.Toughness
				}
			}),
	}
}
