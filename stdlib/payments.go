package stdlib

import "cardc/dsl"

// payments are costs that aren't mana or an action on an object: paying
// life (CR 119.4).
func payments() []*Primitive {
	return []*Primitive{
		fn("pay-life", dsl.Action, dsl.AnyAbility|dsl.InKeywordLine, "Pay life, as a cost: only with a life total at least the amount; paying life is losing that much life (CR 119.4).",
			"keyword ward(pay-life(3))", p("amount", dsl.Number)).says(Template{Text: "pay {amount:digits} life"}).
			eval(func(b *binder) evalFn {
				amount := b.num("amount")
				return func(x *ctx, a argv) val {
					x.G.PayLife(x.Controller, amount.Of(x, a))
					return nil
				}
			}),
	}
}
