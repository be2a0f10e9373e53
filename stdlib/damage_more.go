package stdlib

import (
	"slices"

	"cardc/dsl"
	"cardc/interp"
)

// damageSources are the primitives about what deals damage and the
// damage dealt: the source of damage as a filter word.
func damageSources() []*Primitive {
	return []*Primitive{
		filter("source", dsl.Objects, "Sources (CR 113.7, 120.3, 609.7a): permanents and spells, the objects on the battlefield or the stack, that deal damage or have abilities; \"a source an opponent controls\", \"sources with the chosen name\".",
			"whenever deals-damage(source opponent-controls, to: you)").says(Template{Role: Kind, Text: "source", Plural: "sources"}).
			inZone(interp.SourceZones).match(is(func(_ *ctx, _ *interp.Object, _ *interp.Chars) bool { return true })),
		fn("prevent-combat-damage-to-and-by", dsl.Effect, dsl.AnyAbility, "Prevent all combat damage that would be dealt to and dealt by the objects for the duration (CR 615.1, 510.2): a shield on each that prevents the combat damage dealt to it and the combat damage it deals, to creatures, players and planeswalkers alike; damage that isn't combat damage isn't prevented. It lasts even if the objects stop being what chose them (CR 615).",
			"effect prevent-combat-damage-to-and-by(ts, until: end-of-turn)", p("objects", dsl.Objects), p("until", dsl.Duration)).
			text("prevent all combat damage that would be dealt to and dealt by {objects:that} {until:this}").
			eval(func(b *binder) evalFn {
				objects, until := b.filter("objects"), b.duration("until")
				return func(x *ctx, a argv) val {
					d := until.Of(x, a)
					for _, r := range candidates(objects.Of(x, a)) {
						if o := x.G.Obj(r.Obj); r.IsObj && o != nil && !o.Left {
							x.G.AddPrevention(&interp.Prevention{Object: o.ID, Until: d, Source: x.Source, CombatOnly: true, By: true})
						}
					}
					return nil
				}
			}),
		filter("dealt-damage-this-way", dsl.Objects, "The permanents the ability's earlier damage instructions dealt damage to, not all of it prevented (CR 120.3, 608.2c): \"a creature dealt damage this way\".",
			"effect cant-be-regenerated-this-turn(creature dealt-damage-this-way)").says(Template{Role: Qualifier, Text: "dealt damage this way"}).
			match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool { return slices.Contains(x.Dealt, o.ID) })),
		fn("cant-be-regenerated-this-turn", dsl.Effect, dsl.AnyAbility, "The objects can't be regenerated this turn (CR 701.15): a regeneration shield doesn't replace their destruction, by lethal damage as state-based actions are next checked (CR 704.5g) or later in the turn. Unlike `cant-be-regenerated`, it is carried out in its place, after the text before it (\"A creature dealt damage this way can't be regenerated this turn\").",
			"effect cant-be-regenerated-this-turn(creature dealt-damage-this-way)", p("what", dsl.Objects)).says(Template{Text: "{what:a} can't be regenerated this turn"}).
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					for _, id := range objectIDs(what.Of(x, a)) {
						x.G.CantBeRegenerated(id)
					}
					return nil
				}
			}),
	}
}
