package stdlib

import (
	"fmt"

	"cardc/dsl"
	"cardc/interp"
)

// characteristics are the primitives of continuous effects that change an
// object's characteristics in layers (CR 613), and how long they last.
func characteristics() []*Primitive {
	return []*Primitive{
		word("end-of-turn", dsl.Duration, "Until end of turn: the effect ends in the cleanup step (CR 514.2).",
			"effect gets(t, +3/+3, until: end-of-turn)").says(Template{Text: "until end of turn", Forms: map[string]string{"this": "this turn"}}).
			eval(constant(interp.UntilEndOfTurn)),
		fn("gets", dsl.Effect, dsl.AnyAbility|dsl.InStatic, "The objects get +N/+N or -N/-N (layer 7c), optionally repeated `per` a number. "+
			"From a resolving spell or ability, what it applies to is fixed as it resolves (CR 611.2c) and it lasts `until` (indefinitely if not given). "+
			"In a static ability it is a continuous effect that applies, as long as its source is on the battlefield, to every object the filter names at each moment (CR 611.3a): \"Creatures you control get +1/+1\". "+
			"From a resolving spell or ability the objects may also gain keyword abilities for the same duration, `gains:` given once for each (layer 6, CR 613.1f): \"Target creature gets +1/+0 and gains first strike and haste until end of turn\" (a static ability says that with `have`).",
			"effect gets(t, +1/+0, until: end-of-turn, gains: first-strike, gains: haste)", p("object", dsl.Objects), p("change", dsl.PTChange), opt("until", dsl.Duration), opt("per", dsl.Number), whereXParam(), rest("gains", dsl.Keyword)).says(Template{Subject: "object", Text: "get {change}[ and gain {gains}][ {until}][ for {per:each}][, where X is {where-x}]"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, change, until, per, whereX, gains := b.filter("object"), b.ptChange("change"), b.duration("until"), b.num("per"), b.num("where-x"), b.rest("gains", dsl.Keyword)
				return func(x *ctx, a argv) val {
					ch := change.Of(x, a)
					if n := change.Node(a); whereX.Node(a) != nil {
						// "+X/+1, where X is …" (CR 107.3a): X is that
						// number, counted as the effect applies.
						w := whereX.Of(x, a)
						ch = interp.PTChange{n.P + n.XP*w, n.T + n.XT*w}
					}
					k := per.Or(x, a, 1)
					p, t := ch[0]*k, ch[1]*k
					fv := objects.Of(x, a)
					kws := keywordValues(x, gains.Nodes(a))
					if inStatic(x) {
						return &interp.StaticEffect{Objects: fv, PT: [2]int{p, t}, Grant: kws}
					}
					d := until.Or(x, a, interp.Forever)
					for _, o := range resolvedObjects(x, fv) {
						pump(x, o, p, t, d)
						// CR 613.6: the one effect applies in each layer it
						// has a part in; the keywords in layer 6.
						grant(x, o, kws, d)
					}
					return nil
				}
			}),
		fn("set-power", dsl.Effect, dsl.AnyAbility, "The object's power becomes the number for the duration: an effect that sets power (layer 7b, CR 613.4b), so it changes the object's base power; +N/+N changes and counters still apply on top of it.",
			"effect set-power(t, 4, until: end-of-turn)", p("object", dsl.Object), p("power", dsl.Number), p("until", dsl.Duration)).says(Template{Subject: "object", Text: "have base power {power:digits} {until}"}).
			eval(func(b *binder) evalFn {
				object, power, until := b.object("object"), b.num("power"), b.duration("until")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					if o == nil || o.Left {
						return nil
					}
					n := power.Of(x, a)
					d := until.Of(x, a)
					x.G.AddEffect(&interp.Continuous{Layer: interp.Layer7b, Object: o.ID, SetPower: &n, Until: d,
						Text: fmt.Sprintf("%s has base power %d %s (layer 7b)", x.G.Name(o.ID), n, durationWords(x, d))})
					return nil
				}
			}),
		fn("gains-subtype", dsl.Effect, dsl.AnyAbility, "The object has the subtype in addition to its other types for the duration (a type-changing effect, layer 4, CR 613.1d); it is not a copiable value.",
			"effect gains-subtype(t, Zombie, until: end-of-turn)", p("object", dsl.Object), p("subtype", dsl.Subtype), p("until", dsl.Duration)).says(Template{Subject: "object", Text: "become {subtype:a} in addition to its other types {until}"}).
			eval(func(b *binder) evalFn {
				subtype := b.subtype("subtype")
				return untilEffect(b, func(x *ctx, a argv, o *interp.Object, d interp.Duration) {
					if st := subtype.Of(x, a); st != "" {
						x.G.AddEffect(&interp.Continuous{Layer: interp.LayerType, Object: o.ID, AddSubtype: string(st), Until: d,
							Text: fmt.Sprintf("%s is %s in addition to its other types %s (layer 4)", x.G.Name(o.ID), interp.Article(string(st)), durationWords(x, d))})
					}
				})
			}),
		fn("defines-pt", dsl.Effect, dsl.InStatic, "A characteristic-defining ability (CR 604.3): the object's * power and toughness are these numbers, in every zone, applied in layer 7a (CR 613.4a); without `toughness`, both are the one number. It is part of the object's copiable values.",
			"effect defines-pt(count(artifact you-control))", p("power", dsl.Number), opt("toughness", dsl.Number)).says(Template{Subject: "name's", Text: "power and toughness are each equal to {power}", Forms: map[string]string{"+toughness": "power is equal to {power} and its toughness is equal to {toughness}"}}).
			withRole(interp.RoleCDA).local().
			eval(func(b *binder) evalFn {
				power, toughness := b.num("power"), b.num("toughness")
				return func(x *ctx, a argv) val {
					n := power.Of(x, a)
					return interp.PTDefinition{Power: n, Toughness: toughness.Or(x, a, n)}
				}
			}),
	}
}

// durationWords is how the log says a duration.
func durationWords(x *ctx, d interp.Duration) string {
	if d == interp.UntilEndOfTurn {
		return "until end of turn"
	}
	if p, ok := d.NextTurnOf(); ok {
		return "until " + x.G.PlayerName(p) + "'s next turn"
	}
	return "indefinitely"
}
