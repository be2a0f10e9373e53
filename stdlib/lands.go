package stdlib

import "cardc/dsl"

// lands are the primitives of the ways a land enters: revealing a card
// from the hand as it enters, else an effect (the "snarls").
func lands() []*Primitive {
	return []*Primitive{
		fn("may-reveal", dsl.Effect, dsl.InReplacement,
			"Replacement: as the object enters, its controller may reveal a card matching the filter from their hand (CR 701.20a); if they don't, the other effect applies to its entering (CR 614.1c, 614.12): \"As this land enters, you may reveal an Island or Mountain card from your hand. If you don't, this land enters tapped.\" Revealing is a choice made as the permanent would enter, so it is never on the battlefield untapped first.",
			"effect may-reveal(self, Island or Mountain, enters-tapped)", p("object", dsl.Object), p("what", dsl.Objects), p("otherwise", dsl.Effect)).
			text("as {object} enters, you may reveal a {what:bare} card from your hand. If you don't, {otherwise}").
			eval(func(b *binder) evalFn {
				b.ignores("object", "it names the entering object for the text; the replacement modifies the event of its entering")
				what, otherwise := b.filter("what"), b.node("otherwise")
				return func(x *ctx, a argv) val {
					if x.G.MayRevealFromHand(x.Controller, what.Of(x, a), "reveal") {
						return nil
					}
					return x.Eval(otherwise.Node(a))
				}
			}),
	}
}
