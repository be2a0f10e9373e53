package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// conditions are the primitives that state a condition about the game
// for an "as long as", "if" or "unless" clause.
func conditions() []*Primitive {
	return []*Primitive{
		fn("controls", dsl.Condition, dsl.AnyAbility, "True when the player controls a permanent matching the filter: \"as long as you control another Faerie\"; with at-least, that many of them (\"if you control two or more Vampires\"). A static ability checks it each time it would apply (CR 611.3b).",
			"effect as-long-as(have(self, lifelink), controls(you, another Faerie))", p("player", dsl.Player), p("objects", dsl.Objects), opt("at-least", dsl.Number)).
			says(Template{Subject: "player", Text: "control {objects:a}", Implied: []string{"you-control"}, Forms: map[string]string{"+at-least": "control {at-least} or more {objects:plural}"}}).
			eval(func(b *binder) evalFn {
				player, objects, atLeast := b.player("player"), b.filter("objects"), b.num("at-least")
				return func(x *ctx, a argv) val {
					pl, need, n := player.Of(x, a), atLeast.Or(x, a, 1), 0
					for _, r := range candidates(objects.Of(x, a)) {
						if o := x.G.Obj(r.Obj); r.IsObj && o != nil && !o.Left && o.Zone == interp.Battlefield && o.Controller == pl {
							n++
						}
					}
					return n >= need
				}
			}),
	}
}
