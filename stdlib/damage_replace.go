package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// damageReplacements are the replacement effects that change how much
// damage a source deals (CR 614.1a): the event of damage about to be
// dealt by a source, its amount, and the amount dealt instead.
func damageReplacements() []*Primitive {
	return []*Primitive{
		binds(fn("would-deal-damage", dsl.Event, dsl.InReplacement, "Replacement: a source matching the first filter would deal damage to a permanent or player matching the second (CR 614.1a), combat or not; `as` names what it would be dealt to. Damage a prevention effect or protection stops isn't dealt, so nothing is replaced then; the player dealt the damage, or the controller of the permanent, orders this effect among the others that apply (CR 616.1).",
			"replace would-deal-damage(source, permanent or player) as t", p("source", dsl.Objects), p("to", dsl.AnyTargets)), dsl.AnyTarget).
			says(Template{Text: "{source:a} would deal damage to {to:a}", Forms: map[string]string{"bound": "that {to:noun}"}}).
			event(func(b *binder) eventFn {
				source, to := b.filter("source"), b.filter("to")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvDamage || !ev.Would || ev.Amount <= 0 {
						return nil, false
					}
					if !source.Of(x, a).MatchAnyZone(interp.ObjRef(ev.Source)) || !to.Of(x, a).Match(ev.Target) {
						return nil, false
					}
					return ev.Target, true
				}
			}),
		word("that-damage", dsl.Number, "In a replacement effect on damage that would be dealt: its amount, as the earlier replacement effects left it (CR 614.1a, 616.1), \"half that damage, rounded down\".",
			"effect deals-instead(half-rounded-down(that-damage), to: t)").only(dsl.InReplacement).says(Template{Text: "that damage"}).
			eval(fixed(func(x *ctx, _ argv) val {
				if x.Event == nil || x.Event.Kind != interp.EvDamage {
					return 0
				}
				return x.Event.Amount
			})),
		fn("deals-instead", dsl.Effect, dsl.InReplacement, "In a replacement effect on damage that would be dealt (would-deal-damage): the source deals that amount of damage to the same permanent or player instead (CR 614.1a), the name the event gives it; 0 or less deals none. A fraction rounds as the amount says (CR 107.1a: half-rounded-down); an amount whose words end in an aside (\", rounded down\") closes it with a comma before the sentence goes on.",
			"effect deals-instead(half-rounded-down(that-damage), to: t)", p("amount", dsl.Number), p("to", dsl.AnyTarget)).
			says(Template{Text: "it deals {amount:mid} to {to} instead"}).
			eval(func(b *binder) evalFn {
				amount, to := b.num("amount"), b.ref("to")
				return func(x *ctx, a argv) val {
					ev := x.Event
					if ev == nil || ev.Kind != interp.EvDamage || !ev.Would || to.Of(x, a) != ev.Target {
						return nil
					}
					n := max(amount.Of(x, a), 0)
					x.G.Note("%s will deal %d damage to %s instead", x.G.Name(ev.Source), n, x.G.RefName(ev.Target))
					ev.Amount = n
					return nil
				}
			}),
	}
}
