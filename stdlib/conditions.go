package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// conditions are the primitives that state a condition about the game
// for an "as long as", "if" or "unless" clause.
func conditions() []*Primitive {
	return []*Primitive{
		fn("controls", dsl.Condition, dsl.AnyAbility, "True when the player controls a permanent matching the filter: \"as long as you control another Faerie\". A static ability checks it each time it would apply (CR 611.3b).",
			"effect as-long-as(have(self, lifelink), controls(you, another Faerie))", p("player", dsl.Player), p("objects", dsl.Objects)).
			says(Template{Subject: "player", Text: "control {objects:a}", Implied: []string{"you-control"}}).
			eval(func(b *binder) evalFn {
				player, objects := b.player("player"), b.filter("objects")
				return func(x *ctx, a argv) val {
					pl := player.Of(x, a)
					for _, r := range candidates(objects.Of(x, a)) {
						if o := x.G.Obj(r.Obj); r.IsObj && o != nil && !o.Left && o.Zone == interp.Battlefield && o.Controller == pl {
							return true
						}
					}
					return false
				}
			}),
	}
}
