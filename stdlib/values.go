package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// values are the primitives that compute numbers, players and conditions
// from the game state.
func values() []*Primitive {
	return []*Primitive{
		fn("mana-spent-to-cast", dsl.Number, dsl.AnyAbility,
			"The total amount of mana spent to cast the object; 0 if it wasn't cast (CR 601.2h). A copy that wasn't cast and a token count 0.",
			"effect enters-with-counters(+1/+1, mana-spent-to-cast(self))", p("object", dsl.Object)).text("the amount of mana spent to cast {object}").
			eval(castFact(func(o *interp.Object) int { return o.ManaSpent })),
		fn("base-power", dsl.Number, dsl.AnyAbility,
			"The object's power from its copiable values and characteristic-defining abilities and effects that set power, ignoring modifications and counters; last-known information if it left the battlefield.",
			"effect draw(base-power(self))", p("object", dsl.Object)).text("{object:poss} base power").
			eval(func(b *binder) evalFn {
				object := b.object("object")
				return func(x *ctx, a argv) val {
					if o := object.Of(x, a); o != nil {
						bp := x.G.Chars(o).BasePower
						if o.Left && !x.Hypo {
							// C5: an object that left uses its last-known information.
							x.G.Note("%s has left the %s: its last-known base power is %d", x.G.Name(o.ID), o.Zone, bp)
						}
						return bp
					}
					return 0
				}
			}),
		fn("count", dsl.Number, dsl.AnyAbility, "How many objects match the filter.",
			"count(Zombie controlled-by(p))", p("objects", dsl.Objects)).says(Template{Text: "the number of {objects:plural}", Forms: map[string]string{"each": "each {objects:one}", "counted": "{objects:count}"}}).
			local().
			eval(func(b *binder) evalFn {
				objects := b.filter("objects")
				return func(x *ctx, a argv) val { return len(candidates(objects.Of(x, a))) }
			}),
		fn("controller", dsl.Player, dsl.AnyAbility, "The object's controller (for a mana event, the player who activated the ability).",
			"unless(controller(s), {4}, counter-spell(s))", p("object", dsl.Object)).says(Template{Text: "{object:poss} controller", Forms: map[string]string{"agent": "that player"}}).
			eval(func(b *binder) evalFn {
				object := b.controllerOf("object")
				return func(x *ctx, a argv) val { return interp.PlayerRef(object.Of(x, a)) }
			}),
		fn("at-least", dsl.Condition, dsl.AnyAbility, "True when the first number is at least the second.",
			"if at-least(count(instant or sorcery in-your-graveyard), 3)", p("number", dsl.Number), p("minimum", dsl.Number)).says(Template{Text: "{number} is {minimum:digits} or more", Count: "number", Forms: map[string]string{"each": "there are {minimum} or more {number:counted}"}}).
			local().
			eval(func(b *binder) evalFn {
				number, minimum := b.num("number"), b.num("minimum")
				return func(x *ctx, a argv) val { return number.Of(x, a) >= minimum.Of(x, a) }
			}),
	}
}

// candidates lists what a filter or single reference denotes (nothing
// for no filter).
func candidates(fv *interp.FilterVal) []interp.Ref {
	if fv == nil {
		return nil
	}
	return fv.Candidates()
}
