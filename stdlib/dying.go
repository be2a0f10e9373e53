package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// dying are the replacement effects on a creature's dying (CR 614.1a,
// 700.4): the event it would be, and where it goes instead.
func dying() []*Primitive {
	return []*Primitive{
		fn("would-die", dsl.Event, dsl.InReplacement, "In a replacement effect: a creature matching the filter would be put into a graveyard from the battlefield (CR 700.4), for any reason — destroyed, sacrificed, lethal damage, 0 toughness.",
			"replace would-die(self)", p("what", dsl.Objects)).says(Template{Text: "{what:a} would die"}).
			event(func(b *binder) eventFn {
				what := b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvZoneChange || !ev.Would || ev.From != interp.Battlefield || ev.To != interp.Graveyard {
						return nil, false
					}
					r := interp.ObjRef(ev.Obj)
					o := x.G.Obj(ev.Obj)
					return r, o != nil && x.G.Chars(o).Is("Creature") && what.Of(x, a).Match(r)
				}
			}),
		fn("put-on-bottom-instead", dsl.Effect, dsl.InReplacement, "In a replacement effect on a zone change: the object goes to the bottom of its owner's library instead of where it was going (CR 614.1a); it is a new object there (CR 400.7), and it didn't die.",
			"effect put-on-bottom-instead(self)", p("object", dsl.Object)).text("put {object} on the bottom of its owner's library instead").
			eval(func(b *binder) evalFn {
				b.ignores("object", "the replaced event names the object moving")
				return func(x *ctx, _ argv) val {
					if ev := x.Event; ev != nil && ev.Kind == interp.EvZoneChange {
						ev.To, ev.Top = interp.Library, false
					}
					return nil
				}
			}),
	}
}

// damageHistory are the filters of what damaged an object this turn.
func damageHistory() []*Primitive {
	return []*Primitive{
		filter("dealt-damage-by", dsl.Objects, "Permanents the source dealt damage to this turn (CR 120.3), whether or not the damage is still marked; a creature that died is matched as it last existed, so \"whenever a creature dealt damage by this creature this turn dies\" sees it (CR 603.10a).",
			"whenever dies(creature dealt-damage-by(self)) as dead", p("source", dsl.Object)).
			says(Template{Role: Qualifier, Text: "dealt damage by {source} this turn"}).
			match(func(b *binder) matchFn {
				source := b.ref("source")
				return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
					src := source.Of(x, a)
					st := x.G.CombatStatus(o)
					if !src.IsObj || st.DamagedIn != x.G.Turn {
						return false
					}
					for _, id := range st.DamageSources {
						if id == src.Obj {
							return true
						}
					}
					return false
				})
			}),
	}
}
