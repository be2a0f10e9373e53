package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// dividing are the records of several targets for one word "target" and
// of damage divided among them as the spell is cast or the ability put
// on the stack (CR 601.2d, 603.3d, 115.7).
func dividing() []*Primitive {
	group := func(b *binder) evalFn {
		filter := b.value("filter", dsl.AnyTargets)
		return func(x *ctx, a argv) val { return filter.Of(x, a) }
	}
	return []*Primitive{
		fn("among", dsl.AnyTargets, dsl.InSpell|dsl.InTriggered|dsl.InActivated, "A target requirement for one to n different targets matching the filter, for one word \"target\" (CR 115.3, 601.2c): \"among one or two targets\". A scenario names them after `target`, and its controller may choose fewer than n.",
			"target among(2, any-target) as ts", positive("count", dsl.Number), p("filter", dsl.AnyTargets)).
			says(Template{Text: "one to {count} {filter:targets}", Count: "count", Forms: map[string]string{
				"=2": "one or two {filter:targets}",
				"=3": "one, two, or three {filter:targets}",
			}, TargetOnly: true}).
			withRole(interp.RoleTargetGroup).
			eval(func(b *binder) evalFn {
				b.ignores("count", "the compiler reads it as the target requirement's maximum")
				return group(b)
			}),
		fn("any-number", dsl.AnyTargets, dsl.InSpell|dsl.InTriggered|dsl.InActivated, "A target requirement for any number of different targets matching the filter, at least one, for one word \"target\" (CR 115.3, 601.2c): \"among any number of targets\"; damage divided among them gives each at least 1, so there are no more targets than damage (CR 601.2d).",
			"target any-number(any-target) as ts", p("filter", dsl.AnyTargets)).
			says(Template{Text: "any number of {filter:targets}", TargetOnly: true}).
			withRole(interp.RoleTargetGroup).
			eval(group),
		fn("any-number-of", dsl.Objects, dsl.InSpell|dsl.InTriggered|dsl.InActivated, "A target requirement for any number of different objects matching the filter for one word \"target\", none included (CR 115.3, 601.2c): \"untap any number of target creatures\". The ones still legal as it resolves are acted on (CR 608.2b); a scenario names them after `target`.",
			"target any-number-of(creature) as ts", p("filter", dsl.Objects)).
			says(Template{Text: "any number of target {filter:plural}", TargetOnly: true, Many: true, Forms: map[string]string{"noun": "{filter:plural}"}}).
			withRole(interp.RoleAnyTargets).
			eval(func(b *binder) evalFn {
				filter := b.value("filter", dsl.Objects)
				return func(x *ctx, a argv) val { return filter.Of(x, a) }
			}),
		fn("deal-damage-divided", dsl.Effect, dsl.AnyAbility, "The source deals the amount of damage divided as its controller chose among the targets of a group (among, any-number) as the spell was cast or the ability put on the stack, each at least 1 (CR 601.2d, 603.3d); a target that became illegal is dealt nothing, and the others keep their shares (CR 608.2b). A scenario's cast gives the shares with `divide 1, 1`; a triggered ability's come from `choose`, an option number for each target but the last.",
			"effect deal-damage-divided(self, ts, 3)", p("source", dsl.Object), p("among", dsl.AnyTargets), p("amount", dsl.Number)).
			says(Template{Subject: "source", Text: "deal {amount:digits} damage divided as you choose among {among}"}).
			withRole(interp.RoleDividesAmong).
			eval(func(b *binder) evalFn {
				source, among := b.ref("source"), b.value("among", dsl.AnyTargets)
				b.ignores("amount", "it is divided as the targets are chosen (CR 601.2d); the shares are what is dealt")
				return func(x *ctx, a argv) val {
					tl, _ := among.Of(x, a).(*interp.TargetList)
					if tl == nil {
						return nil
					}
					src := source.Of(x, a).Obj
					for i, r := range tl.Refs {
						if !r.IsZero() && i < len(tl.Amounts) {
							x.G.DealDamage(src, r, tl.Amounts[i])
						}
					}
					return nil
				}
			}),
	}
}

// eachTarget is the implementation of an effect that does one thing to
// the object its parameter names, or to each object of a group of
// targets (up to two target creature cards) still legal as it resolves.
func eachTarget(param string, do func(x *ctx, id interp.ObjID)) func(*binder) evalFn {
	return func(b *binder) evalFn {
		object := b.value(param, dsl.Object)
		return func(x *ctx, a argv) val {
			var refs []interp.Ref
			switch v := object.Of(x, a).(type) {
			case interp.Ref:
				refs = []interp.Ref{v}
			case *interp.TargetList:
				refs = v.Refs
			}
			for _, r := range refs {
				if r.IsObj {
					do(x, r.Obj)
				}
			}
			return nil
		}
	}
}
