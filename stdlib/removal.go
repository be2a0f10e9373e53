package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// removal are the primitives of one-shot removal that aren't zone moves
// of their own: what a destruction can't be replaced by.
func removal() []*Primitive {
	return []*Primitive{
		fn("cant-be-regenerated", dsl.Effect, dsl.AnyAbility, "The objects can't be regenerated this turn: a regeneration shield doesn't replace their destruction (CR 701.15). Written after the effect it modifies (\"Destroy target creature. It can't be regenerated.\"), it is carried out first, as later text modifying earlier text is (CR 608.2c).",
			"effect cant-be-regenerated(t)", p("what", dsl.Objects)).says(Template{Subject: "what", Text: "can't be regenerated", Continues: true}).
			withRole(interp.RoleModifiesEarlier).
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					for _, r := range candidates(what.Of(x, a)) {
						if r.IsObj {
							x.G.CantBeRegenerated(r.Obj)
						}
					}
					return nil
				}
			}),
	}
}
