package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// counters are the primitives of counters on objects (CR 122): how many
// there are, putting, doubling and removing them, and entering with them.
func counters() []*Primitive {
	return []*Primitive{
		fn("counters", dsl.Number, dsl.AnyAbility, "How many counters of a kind are on the object (last-known information if it left the battlefield).",
			"create(thopter, counters(self, +1/+1))", p("object", dsl.Object), p("kind", dsl.Counter)).says(Template{Text: "the number of {kind} counters on {object}", Forms: map[string]string{"each": "each {kind} counter on {object}", "counted": "{kind} counters on {object}"}}).
			eval(func(b *binder) evalFn {
				object, kind := b.object("object"), b.counter("kind")
				return func(x *ctx, a argv) val {
					if o := object.Of(x, a); o != nil {
						return o.Counters.Get(string(kind.Of(x, a)))
					}
					return 0
				}
			}),
		fn("put-counters", dsl.Effect, dsl.AnyAbility, "Put counters of any kind on an object or a player (CR 122.1); a player with ten or more poison counters loses the game (CR 704.5c).", "effect put-counters(self, +1/+1, 1)",
			p("object", dsl.AnyTarget), p("kind", dsl.Counter), positive("count", dsl.Number)).text("put {count#<kind> counter} on {object}").
			eval(func(b *binder) evalFn {
				object, kind, count := b.ref("object"), b.counter("kind"), b.num("count")
				return func(x *ctx, a argv) val {
					switch r := object.Of(x, a); {
					case r.IsPlay:
						x.G.AddPlayerCounters(r.Player, kind.Of(x, a), count.Of(x, a))
					case r.IsObj:
						x.G.AddCounters(r.Obj, kind.Of(x, a), count.Of(x, a))
					}
					return nil
				}
			}),
		fn("move-counters", dsl.Effect, dsl.AnyAbility, "Move counters of a kind from one object onto another (CR 122.5): they are removed from the first and put on the second, as many as the first has, up to the number; if either isn't on the battlefield, none move.",
			"effect move-counters(self, t, shield, 1)", p("from", dsl.Object), p("to", dsl.Object), p("kind", dsl.Counter), positive("count", dsl.Number)).
			text("move {count#<kind> counter} from {from} onto {to}").
			eval(func(b *binder) evalFn {
				from, to, kind, count := b.object("from"), b.object("to"), b.counter("kind"), b.num("count")
				return func(x *ctx, a argv) val {
					f, t := from.Of(x, a), to.Of(x, a)
					if f == nil || t == nil || f.Left || t.Left || f.Zone != interp.Battlefield || t.Zone != interp.Battlefield || f.ID == t.ID {
						return nil
					}
					k := kind.Of(x, a)
					if n := min(count.Of(x, a), f.Counters.Get(string(k))); n > 0 {
						x.G.RemoveCounters(f.ID, k, n, false)
						x.G.AddCounters(t.ID, k, n)
					}
					return nil
				}
			}),
		fn("double-counters", dsl.Effect, dsl.AnyAbility, "Double the number of each kind of counter on an object.",
			"effect double-counters(t)", p("object", dsl.Object)).text("double the number of each kind of counter on {object}").
			eval(func(b *binder) evalFn {
				object := b.object("object")
				return func(x *ctx, a argv) val {
					if o := object.Of(x, a); o != nil && !o.Left {
						for _, k := range o.Counters.Kinds() {
							x.G.AddCounters(o.ID, interp.CounterKind(k), o.Counters.Get(k))
						}
					}
					return nil
				}
			}),
		fn("remove-counters", dsl.Action, dsl.AnyAbility, "Remove counters from an object (a cost or an effect).",
			"cost remove-counters(self, +1/+1, 1)", p("object", dsl.Object), p("kind", dsl.Counter), positive("count", dsl.Number)).text("remove {count#<kind> counter} from {object}").
			eval(func(b *binder) evalFn {
				object, kind, count := b.object("object"), b.counter("kind"), b.num("count")
				return func(x *ctx, a argv) val {
					if o := object.Of(x, a); o != nil {
						x.G.RemoveCounters(o.ID, kind.Of(x, a), count.Of(x, a), x.Paying)
					}
					return nil
				}
			}).canPay(func(b *binder) payFn {
			object, kind, count := b.object("object"), b.counter("kind"), b.num("count")
			return func(x *ctx, a argv) bool {
				o := object.Of(x, a)
				return o == nil || o.Counters.Get(string(kind.Of(x, a))) >= count.Of(x, a)
			}
		}),
		word("enters-tapped", dsl.Effect, "Replacement: the object enters the battlefield tapped (CR 614.1c, 614.12): \"This land enters tapped.\" It is never untapped on the way, so it can't be tapped for mana as it enters. With `unless` (\"This land enters tapped unless you control an Island or a Swamp.\"), it enters tapped only if the condition is false as it would enter, before it is on the battlefield (CR 614.12).",
			"effect enters-tapped(unless: controls(you, Island or Swamp))").with(opt("unless", dsl.Condition)).only(dsl.InReplacement).
			says(Template{Subject: "self", Text: "enter tapped[ unless {unless}]"}).
			eval(func(b *binder) evalFn {
				unless := b.value("unless", dsl.Condition)
				return func(x *ctx, a argv) val {
					ev := x.Event
					if ev == nil {
						return nil
					}
					if unless.Given(a) {
						if held, _ := unless.Of(x, a).(bool); held {
							x.G.Note("%s will enter untapped: the condition holds", x.G.Name(ev.Obj))
							return nil
						}
					}
					ev.EnterTapped = true
					x.G.Note("%s will enter tapped", x.G.Name(ev.Obj))
					return nil
				}
			}),
		fn("enters-with-counters", dsl.Effect, dsl.InReplacement, "Replacement: the object enters with counters on it (CR 614.1c). With `additional` and `condition` (\"If X is 5 or more, it enters with an additional X +1/+1 counters on it.\"), it enters with that many more of them when the condition holds as it would enter, before it is on the battlefield (CR 614.12): one replacement, one event, the counters all there as it enters (CR 122.6).",
			"effect enters-with-counters(+1/+1, x, additional: x, condition: at-least(x, 5))", p("kind", dsl.Counter), positive("count", dsl.Number), opt("additional", dsl.Number), opt("condition", dsl.Condition)).
			says(Template{Subject: "self", Text: "enter with {count#<kind> counter} on it" + additionally, Count: "count", Forms: map[string]string{"amount": "enter with a number of {kind} counters on it equal to {count}" + additionally}}).
			remind("{kind:reminder}").
			eval(func(b *binder) evalFn {
				kind, count, more, cond := b.counter("kind"), b.num("count"), b.num("additional"), b.value("condition", dsl.Condition)
				return func(x *ctx, a argv) val {
					ev := x.Event
					if ev == nil {
						return nil
					}
					k := kind.Of(x, a)
					n := count.Of(x, a)
					if more.Given(a) && cond.Given(a) {
						// CR 614.12: the condition is checked as the object
						// would enter, with the one replacement applying.
						if held, _ := cond.Of(x, a).(bool); held {
							m := more.Of(x, a)
							x.G.Note("%s will enter with an additional %d %s counters: the condition holds", x.G.Name(ev.Obj), m, kind.Of(x, a))
							n += m
						} else {
							x.G.Note("%s will enter with no additional counters: the condition is false", x.G.Name(ev.Obj))
						}
					}
					if ev.EnterCounters == nil {
						ev.EnterCounters = map[interp.CounterKind]int{}
					}
					ev.EnterCounters[k] += n
					x.G.Note("%s will enter with %d %s counters", x.G.Name(ev.Obj), n, k)
					return nil
				}
			}),
	}
}

// additionally is the sentence of enters-with-counters' additional
// counters under a condition (CR 614.1c).
const additionally = "[. If {condition}, it enters with an additional {additional#<kind> counter} on it]"
