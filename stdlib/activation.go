package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// activation are the restrictions an activated ability states among its
// costs (CR 602.5), said as a sentence after its effect, and the effects
// of abilities that function from the graveyard (CR 113.6k).
func activation() []*Primitive {
	return []*Primitive{
		word("activate-only-as-sorcery", dsl.Cost, "Written among an activated ability's costs, it pays nothing: the ability may be activated only when its controller could cast a sorcery, in their main phase with an empty stack (CR 602.5d). It reads as a sentence after the effect.",
			"cost {T}, activate-only-as-sorcery").says(Template{Text: "activate only as a sorcery", Forms: map[string]string{"sentence": "activate only as a sorcery"}}).
			withRole(interp.RoleSorcerySpeed).eval(constant(nil)),
		fn("activate-only-if", dsl.Cost, dsl.InActivated, "Written among an activated ability's costs, it pays nothing: the ability may be activated only while the condition is true, checked before anything is paid (CR 602.5b). It reads as a sentence after the effect.",
			"cost {1}{R}, activate-only-if(is(self, attacking))", p("condition", dsl.Condition)).
			says(Template{Text: "activate only if {condition}", Forms: map[string]string{"sentence": "activate only if {condition}"}}).
			withRole(interp.RoleActivationCondition).
			eval(func(b *binder) evalFn {
				b.ignores("condition", "the engine checks it before the ability is activated (CR 602.5b)")
				return constant(nil)(b)
			}),
		word("discard-this-card", dsl.Cost, "The cost \"Discard this card\" (CR 701.9a): an activated ability with it works only while the card is in its owner's hand (CR 113.6k, 602.2), as bloodrush and channel abilities do, and only its owner may activate it. The card is discarded as any other: \"whenever you discard\" abilities see it, and madness exiles it instead.",
			"cost {3}{R}{R}, discard-this-card").text("discard this card").
			withRole(interp.RoleFromHand).
			eval(fixed(func(x *ctx, _ argv) val {
				x.G.DiscardSource(x)
				return nil
			})),
		fn("is", dsl.Condition, dsl.AnyAbility, "True when the object matches the filter, as it is now or, if it left the battlefield, as it last existed there (CR 608.2h): \"if this creature is attacking\", \"if that land is a Mountain\".",
			"cost {1}{R}, activate-only-if(is(self, attacking))", p("object", dsl.Object), p("quality", dsl.Objects)).
			says(Template{Subject: "object", Text: "be {quality:pred}"}).
			eval(func(b *binder) evalFn {
				object, quality := b.ref("object"), b.filter("quality")
				return func(x *ctx, a argv) val {
					r := object.Of(x, a)
					if !r.IsObj {
						return false
					}
					fv := quality.Of(x, a)
					if o := x.G.Obj(r.Obj); o != nil && o.Left {
						return fv.MatchLKI(r)
					}
					return fv.Match(r)
				}
			}),
	}
}

// fromGraveyard are the effects that return their source from its
// owner's graveyard: an activated ability with one functions from the
// graveyard, not the battlefield (CR 113.6k, 602.2), and only its owner
// may activate it.
func fromGraveyard() []*Primitive {
	back := func(name, where string, to interp.Zone, tapped bool) *Primitive {
		return word(name, dsl.Effect, "Return this card from your graveyard "+where+": an activated ability with this effect works only while the card is in its owner's graveyard (CR 113.6k), and only its owner may activate it. A card that left the graveyard in response isn't returned (CR 400.7).",
			"effect "+name).text("return this card from your graveyard " + where).
			withRole(interp.RoleFromGraveyard).
			eval(fixed(func(x *ctx, _ argv) val {
				x.G.ReturnSourceFromGraveyard(x, to, tapped)
				return nil
			}))
	}
	return []*Primitive{
		back("return-from-graveyard-to-hand", "to your hand", interp.Hand, false),
		back("return-from-graveyard-tapped", "to the battlefield tapped", interp.Battlefield, true),
	}
}
