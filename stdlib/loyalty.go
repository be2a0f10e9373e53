package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// loyalty is the family of planeswalker loyalty costs (CR 606). A loyalty
// ability is an activated ability whose cost is one of these: it is written
// like any other activated ability, so it takes targets, effects and
// bindings as they do, and the engine makes it a loyalty ability by the
// cost's role (activate only as a sorcery, once each turn per permanent,
// CR 606.3).
func loyalty() []*Primitive {
	return []*Primitive{
		loyaltyCost("plus-loyalty", +1,
			"Loyalty cost [+N] (CR 606.4): put N loyalty counters on this permanent. `plus-loyalty(0)` is the loyalty cost [0], which reads \"0\". An activated ability with a loyalty cost is a loyalty ability: it can be activated only as a sorcery, and only if none of the permanent's loyalty abilities was activated this turn (CR 606.3).",
			"cost plus-loyalty(1)").
			says(Template{Text: "+{n:digits}", Count: "n", Forms: map[string]string{"zero": "0"}}),
		loyaltyCost("minus-loyalty", -1,
			"Loyalty cost [−N] (CR 606.4): remove N loyalty counters from this permanent; it can't be paid with fewer than N (CR 606.6). A loyalty ability can be activated only as a sorcery, once each turn per permanent (CR 606.3).",
			"cost minus-loyalty(2)").
			says(Template{Text: "−{n:digits}"}),
	}
}

// loyaltyCost declares a loyalty cost of the given sign.
func loyaltyCost(name string, sign int, doc, example string) *Primitive {
	// N may be X, chosen as the ability is activated (CR 606.4, 107.3).
	n := p("n", dsl.Number)
	n.ChoosesX = true
	pr := fn(name, dsl.Cost, dsl.InActivated, doc, example, n).withRole(interp.RoleLoyaltyCost)
	pr.LoyaltyCost = true
	pr.bind = func(b *binder) *interp.Builtin {
		n := b.num("n")
		return &interp.Builtin{Loyalty: sign, Eval: func(x *ctx, a argv) val {
			x.G.PayLoyalty(x.Source, sign, n.Of(x, a))
			return nil
		}}
	}
	return pr
}
