package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// keywordActions are keyword actions on one permanent (CR 701) that
// aren't zone changes: regenerating it.
func keywordActions() []*Primitive {
	return []*Primitive{
		fn("regenerate", dsl.Effect, dsl.AnyAbility,
			"Give a permanent a regeneration shield: the next time it would be destroyed this turn (by an effect or by lethal damage, CR 704.5g), instead all damage is removed from it, it is tapped, and it is removed from combat (CR 701.15a). Each shield is used once; unused shields end with the turn. Sacrificing isn't destroying: no shield applies.",
			"effect regenerate(self)", p("object", dsl.Object)).text("regenerate {object}").
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.Regenerate(id) })),
	}
}
