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
		word("any-player-may-activate", dsl.Cost, "Written among an activated ability's costs, it pays nothing: any player may activate the ability, not only its source's controller (CR 602.2). The player who activates it pays its costs and controls it on the stack. It reads as a sentence after the effect.",
			"cost {2}, any-player-may-activate").says(Template{Text: "any player may activate this ability", Forms: map[string]string{"sentence": "any player may activate this ability"}}).
			withRole(interp.RoleAnyPlayer).eval(constant(nil)),
		fn("each-of", dsl.AnyTargets, dsl.AnyAbility, "Every object and player of either set, each once: \"each creature with flying and each player\", \"target player and each creature that player controls\". An effect on each of them acts on the first set's, then the second's, as it would on one set.",
			"effect deal-damage(self, each-of(creature, player), 1)", p("first", dsl.AnyTargets), p("second", dsl.AnyTargets)).says(Template{Text: "{first} and {second}", Forms: map[string]string{"each": "{first:each} and {second:each}", "all": "{first:all} and {second:all}"}}).
			eval(unionOf),
	}
}
