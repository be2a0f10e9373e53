package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// grants are the static abilities that give objects an ability written
// out in quotes, not a keyword.
func grants() []*Primitive {
	return []*Primitive{
		fn("have-ability", dsl.Effect, dsl.InStatic, "In a static ability: the objects have the ability (layer 6, CR 613.1f), as long as the source is on the battlefield; the ability is theirs, `self` naming each: \"Artifacts you control have \\\"{T}: Add one mana of any color.\\\"\".",
			"effect have-ability(artifact you-control, mana { cost {T} effect produce-mana({C}) })", p("object", dsl.Objects), p("ability", dsl.Ability)).says(Template{Subject: "object", Text: "have {ability}"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, ability := b.filter("object"), b.ability("ability")
				return func(x *ctx, a argv) val {
					ab := ability.Of(x, a)
					if ab == nil {
						return nil
					}
					return &interp.StaticEffect{Objects: objects.Of(x, a), Abilities: []*interp.AbilityDef{ab}}
				}
			}),
	}
}
