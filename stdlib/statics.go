package stdlib

import (
	"fmt"
	"strings"

	"cardc/dsl"
	"cardc/interp"
)

// statics are the primitives of static abilities that generate layered
// continuous effects (CR 604.1, 611.3, 613), and the condition they may
// hold under. The layer system (interp/layers.go) applies them to
// whatever they name at each moment.
func statics() []*Primitive {
	return []*Primitive{
		fn("loses-all-abilities", dsl.Effect, dsl.AnyAbility|dsl.InStatic, "The objects lose all abilities (layer 6, CR 613.1f), keyword abilities included. In a static ability, an effect of a static ability that the object lost in layer 6 no longer applies in the later layers; one that already applied in an earlier layer keeps applying (CR 613.6). From a resolving spell or ability it changes the objects it names as it resolves, and no others (CR 611.2c), for its `until` duration (indefinitely when none is given).",
			"effect loses-all-abilities(enchanted)", p("object", dsl.Objects), opt("until", dsl.Duration)).says(Template{Subject: "object", Text: "lose all abilities[ {until}]"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, until := b.filter("object"), b.duration("until")
				return func(x *ctx, a argv) val {
					if inStatic(x) {
						return &interp.StaticEffect{Objects: objects.Of(x, a), LoseAll: true}
					}
					d := until.Or(x, a, interp.Forever)
					for _, o := range resolvedObjects(x, objects.Of(x, a)) {
						x.G.AddEffect(&interp.Continuous{Layer: interp.LayerAbility, Object: o.ID, Until: d, Becomes: &interp.Becomes{LoseAll: true},
							Text: fmt.Sprintf("%s loses all abilities %s (layer 6)", x.G.Name(o.ID), durationWords(x, d))})
					}
					return nil
				}
			}),
		fn("have", dsl.Effect, dsl.InStatic, "In a static ability: the objects have the keyword abilities (layer 6, CR 613.1f), as long as the source is on the battlefield: \"Creatures you control have haste\", \"Enchanted creature has flying\".",
			"effect have(enchanted, flying)", p("object", dsl.Objects), rest("keywords", dsl.Keyword)).says(Template{Subject: "object", Text: "have {keywords}"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, keywords := b.filter("object"), b.rest("keywords", dsl.Keyword)
				return func(x *ctx, a argv) val {
					return &interp.StaticEffect{Objects: objects.Of(x, a), Grant: keywordValues(x, keywords.Nodes(a))}
				}
			}),
		fn("gains", dsl.Effect, dsl.AnyAbility, "The objects gain the keyword ability for the duration (layer 6, CR 613.1f): an effect of a resolving spell or ability, which changes the objects it names as it resolves and no others (CR 611.2c); without `until` it lasts as long as the object stays on the battlefield (CR 611.2a, 400.7: \"It gains haste.\"). With `gets`, they also get +N/+N for the same duration (layer 7c): \"gain flying and get +1/+1 until end of turn\".",
			"effect gains(t, flying, until: end-of-turn)", p("object", dsl.Objects), p("keyword", dsl.Keyword), opt("until", dsl.Duration), opt("gets", dsl.PTChange), whereXParam()).says(Template{Subject: "object", Text: "gain {keyword}[ and get {gets}][ {until}][, where X is {where-x}]"}).
			eval(func(b *binder) evalFn {
				objects, keyword, until, gets, where := b.filter("object"), b.value("keyword", dsl.Keyword), b.duration("until"), b.ptChange("gets"), b.num("where-x")
				return func(x *ctx, a argv) val {
					x = withX(x, a, where)
					kw, ok := keyword.Of(x, a).(interp.Keyword)
					if !ok {
						return nil
					}
					d := until.Or(x, a, interp.Forever)
					for _, o := range resolvedObjects(x, objects.Of(x, a)) {
						grant(x, o, []interp.Keyword{kw}, d)
						if gets.Given(a) {
							// "gain flying and get +X/+X": one effect, the
							// change in layer 7c (CR 613.6).
							ch := gets.Of(x, a)
							pump(x, o, ch[0], ch[1], d)
						}
					}
					return nil
				}
			}),
		fn("as-long-as", dsl.Effect, dsl.InStatic, "In a static ability: the effect applies only as long as the condition is true, checked each time it would apply (CR 611.3b).",
			"effect as-long-as(gets(self, +1/+1), at-least(count(artifact you-control), 3))", p("effect", dsl.Effect), p("condition", dsl.Condition)).text("{effect} as long as {condition}").
			withRole(interp.RoleLayered).
			eval(conditionalStatic),
		fn("as-long-as-first", dsl.Effect, dsl.InStatic, "In a static ability: `as-long-as` with the condition said first, \"As long as this enchantment has seven or more quest counters on it, creatures you control get +5/+5\"; the effect applies only as long as the condition is true, checked each time it would apply (CR 611.3b).",
			"effect as-long-as-first(has-counters(self, quest, at-least: 7), gets(creature you-control, +5/+5))", p("condition", dsl.Condition), p("effect", dsl.Effect)).text("as long as {condition}, {effect}").
			withRole(interp.RoleLayered).
			eval(conditionalStatic),
	}
}

// conditionalStatic makes a static ability's continuous effect apply
// only while its condition holds, checked each time it would apply
// (CR 611.3b).
func conditionalStatic(b *binder) evalFn {
	condition := b.value("condition", dsl.Condition)
	return staticWhile(b, func(x *ctx, a argv) (func() bool, bool, bool) {
		cond := condition.Node(a)
		return func() bool { v, _ := x.Eval(cond).(bool); return v }, interp.ReadsOnlyBattlefield(cond), interp.ReadsNoTurn(cond)
	})
}

// staticWhile makes the continuous effect of a static ability's "effect"
// argument apply only while the function it gives holds, checked each
// time it would apply (CR 611.3b); local says the function reads only the
// battlefield (StaticEffect.IfLocal), timeless that it reads neither the
// turn nor the step (StaticEffect.IfTimeless).
func staticWhile(b *binder, while func(x *ctx, a argv) (holds func() bool, local, timeless bool)) evalFn {
	effect := b.node("effect")
	return func(x *ctx, a argv) val {
		holds, local, timeless := while(x, a)
		switch v := x.Eval(effect.Node(a)).(type) {
		case *interp.StaticEffect:
			if v != nil {
				v.If, v.IfLocal, v.IfTimeless = holds, local, timeless
				return v
			}
		case *interp.RuleEffect:
			if v != nil {
				v.If = holds
				return v
			}
		}
		return nil
	}
}

// inStatic reports whether an effect is evaluated as a static ability's
// (a continuous effect the layer system applies, CR 611.3) rather than
// performed by a resolving spell or ability.
func inStatic(x *ctx) bool { return x.Ability != nil && x.Ability.Kind == interp.StaticAbility }

// resolvedObjects are the objects a resolving effect changes: the
// permanents the filter matches now, fixed as the effect begins
// (CR 611.2c).
func resolvedObjects(x *ctx, fv *interp.FilterVal) []*interp.Object {
	var out []*interp.Object
	if fv == nil {
		return nil
	}
	for _, r := range fv.Candidates() {
		if !r.IsObj {
			continue
		}
		if o := x.G.Obj(r.Obj); o != nil && !o.Left {
			out = append(out, o)
		}
	}
	return out
}

// grant makes the object gain the keyword abilities for the duration, a
// layer-6 effect of a resolving spell or ability (CR 613.1f, 611.2c).
func grant(x *ctx, o *interp.Object, kws []interp.Keyword, d interp.Duration) {
	if len(kws) == 0 {
		return
	}
	names := make([]string, len(kws))
	for i, kw := range kws {
		kws[i] = kw.Fixed(x)
		names[i] = kws[i].Name
	}
	x.G.AddEffect(&interp.Continuous{Layer: interp.LayerAbility, Object: o.ID, Until: d, Grant: kws,
		Text: fmt.Sprintf("%s gains %s %s", x.G.Name(o.ID), strings.Join(names, " and "), durationWords(x, d))})
}

// keywordValues evaluates keyword arguments.
func keywordValues(x *ctx, nodes []*interp.Node) []interp.Keyword {
	var out []interp.Keyword
	for _, n := range nodes {
		if kw, ok := x.Eval(n).(interp.Keyword); ok {
			out = append(out, kw)
		}
	}
	return out
}

// pump gives an object +p/+t for the duration: a layer 7c effect of a
// resolving spell or ability (CR 613.4c).
func pump(x *ctx, o *interp.Object, p, t int, d interp.Duration) {
	x.G.AddEffect(&interp.Continuous{Layer: interp.Layer7c, Object: o.ID, PT: [2]int{p, t}, Until: d,
		Text: fmt.Sprintf("%s gets %+d/%+d %s", x.G.Name(o.ID), p, t, durationWords(x, d))})
}
