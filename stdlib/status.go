package stdlib

import (
	"fmt"

	"cardc/dsl"
	"cardc/interp"
)

// status are the primitives that change a permanent's status (CR 110.5):
// tapping, untapping, and turning a double-faced permanent over.
func status() []*Primitive {
	return []*Primitive{
		fn("tap", dsl.Action, dsl.AnyAbility, "Tap untapped permanents you control (a cost), or an object (an effect). Tapping this way is not tapping for mana (CR 106.12).",
			"cost tap(untapped red creature you-control, 2)", p("what", dsl.Objects), opt("count", dsl.Number)).text("tap {count#<what>}").
			eval(tapping("tap", (*interp.Game).TapObj)).canPay(enoughChosen("what", countArg)),
		fn("untap", dsl.Action, dsl.AnyAbility, "Untap tapped permanents you control (a cost), or an object (an effect).",
			"cost untap(tapped blue creature you-control, 2)", p("what", dsl.Objects), opt("count", dsl.Number)).text("untap {count#<what>}").
			eval(tapping("untap", (*interp.Game).UntapObj)).canPay(enoughChosen("what", countArg)),
		fn("tap-or-untap", dsl.Effect, dsl.AnyAbility, "Tap or untap an object, as its controller chooses.",
			"effect may(tap-or-untap(t))", p("object", dsl.Object)).text("tap or untap {object}").
			eval(func(b *binder) evalFn {
				object := b.object("object")
				return func(x *ctx, a argv) val {
					if o := object.Of(x, a); o != nil && !o.Left {
						if x.G.YesNo(x.Controller, "tap or untap", fmt.Sprintf("tap %s (no: untap it)", x.G.Name(o.ID))) {
							x.G.TapObj(o.ID, "(effect)")
						} else {
							x.G.UntapObj(o.ID, "(effect)")
						}
					}
					return nil
				}
			}),
		fn("transform", dsl.Effect, dsl.AnyAbility, "Turn a double-faced permanent over (CR 701.28); it stays the same object.",
			"effect transform(self)", p("object", dsl.Object)).text("transform {object}").
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.Transform(id) })),
	}
}

// countArg is a record's count parameter.
func countArg(b *binder) interp.Arg[int] { return b.num("count") }

// tapping is the implementation of tap and untap: the object named, or
// count permanents chosen among those the filter matches (a cost).
func tapping(verb string, do func(g *interp.Game, id interp.ObjID, why string)) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		what, count := b.value("what", dsl.Objects), b.num("count")
		return func(x *ctx, a argv) val {
			n := count.Or(x, a, 1)
			switch v := what.Of(x, a).(type) {
			case nil:
				// "Up to two target creatures" with none chosen (CR
				// 601.2c): nothing to tap.
				return nil
			case interp.Ref:
				if v.IsObj {
					do(x.G, v.Obj, "(effect)")
					return nil
				}
			case interp.Refs, *interp.TargetList:
				// Up to two targets: each of them.
				refs, _ := v.(interp.Refs)
				if tl, ok := v.(*interp.TargetList); ok {
					refs = tl.Refs
				}
				for _, r := range refs {
					if r.IsObj {
						do(x.G, r.Obj, "(effect)")
					}
				}
				return nil
			}
			for _, id := range choosePermanents(x, what.Node(a), n, verb) {
				do(x.G, id, "to pay a cost")
			}
			return nil
		}
	}
}
