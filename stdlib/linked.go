package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// linked are the primitives of linked abilities (CR 607): one ability
// exiles a card (exile, which the source remembers), another of the same
// object finds "the exiled card".
func linked() []*Primitive {
	return []*Primitive{
		word("the-exiled-card", dsl.Object, "The card an ability of the source exiled (CR 607.2a), while it is still in exile; nothing once it has left exile. If the source left the battlefield before exiling it, the permanent the source became doesn't know it (CR 400.7), so it stays in exile.",
			"effect return-under-owner(the-exiled-card)").text("the exiled card").
			eval(fixed(func(x *ctx, _ argv) val {
				if id := x.G.LinkedExiled(x); id != 0 {
					return interp.ObjRef(id)
				}
				return interp.Ref{}
			})),
		fn("return-under-owner", dsl.Effect, dsl.AnyAbility, "Return a card to the battlefield under its owner's control (CR 110.2a), from exile or a graveyard; it is a new object (CR 400.7).",
			"effect return-under-owner(the-exiled-card)", p("card", dsl.Object)).text("return {card} to the battlefield under its owner's control").
			eval(toObject("card", func(x *ctx, id interp.ObjID) {
				x.G.Move(id, interp.Battlefield, interp.NoPlayer, false, interp.Ref{})
			})),
	}
}
