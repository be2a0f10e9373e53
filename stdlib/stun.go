package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// stunAndUncounterable are the records of two rules a card states of
// itself or puts on others: a spell that can't be countered, and counters
// put on each of a set of objects (stun counters among them, whose rule,
// CR 122.1d, the engine applies wherever a permanent would untap).
func stunAndUncounterable() []*Primitive {
	return []*Primitive{
		word("cant-be-countered", dsl.Effect, "In a static ability of a spell: the spell can't be countered (CR 101.2: the \"can't\" wins over counterspells and ward), a rule that functions on the stack (CR 113.6).",
			"static { effect cant-be-countered }").only(dsl.InStatic).says(Template{Text: "this spell can't be countered"}).
			remind("This includes by the ward ability.").
			changesRule(interp.RuleCantBeCountered).
			eval(constant(&interp.RuleEffect{Rule: interp.RuleCantBeCountered})),
		fn("put-counters-on-each", dsl.Effect, dsl.AnyAbility, "Put counters of a kind on each of the objects a name gives (CR 122.1): \"put a stun counter on each of them\". A counter kind with a rule of its own has reminder text, printed where the card asks with `reminder(…)`.",
			"effect put-counters-on-each(t, stun, 1)", p("objects", dsl.Objects), p("kind", dsl.Counter), positive("count", dsl.Number)).text("put {count#<kind> counter} on each of {objects}").
			remind("{kind:reminder}").
			eval(func(b *binder) evalFn {
				objects, kind, count := b.filter("objects"), b.counter("kind"), b.num("count")
				return func(x *ctx, a argv) val {
					for _, o := range resolvedObjects(x, objects.Of(x, a)) {
						x.G.AddCounters(o.ID, kind.Of(x, a), count.Of(x, a))
					}
					return nil
				}
			}),
	}
}
