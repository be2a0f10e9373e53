package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// conditions are the primitives that state a condition about the game
// for an "as long as", "if" or "unless" clause.
func conditions() []*Primitive {
	return []*Primitive{
		fn("controls", dsl.Condition, dsl.AnyAbility, "True when the player controls a permanent matching the filter: \"as long as you control another Faerie\"; with `at-least`, that many of them: \"as long as you control three or more artifacts\" (metalcraft, CR 207.2c); with `and`, once for each filter, a permanent matching each of them: \"if you control an Urza's Mine and an Urza's Tower\" (one permanent may match several). A static ability checks it each time it would apply (CR 611.3b).",
			"effect as-long-as(have(self, lifelink), controls(you, another Faerie))", p("player", dsl.Player), p("objects", dsl.Objects), opt("at-least", dsl.Number), rest("and", dsl.Objects)).
			says(Template{Subject: "player", Text: "control {objects:a}{and:more-a}", Implied: []string{"you-control"},
				Forms: map[string]string{"+at-least": "control {at-least} or more {objects:count}{and:more-a}"}}).
			local().
			eval(func(b *binder) evalFn {
				player, objects, least, and := b.player("player"), b.filter("objects"), b.num("at-least"), b.rest("and", dsl.Objects)
				return func(x *ctx, a argv) val {
					pl := player.Of(x, a)
					if controlledCount(x, objects.Of(x, a), pl) < least.Or(x, a, 1) {
						return false
					}
					for _, n := range and.Nodes(a) {
						if n == nil {
							continue
						}
						if fv, _ := x.Eval(n).(*interp.FilterVal); controlledCount(x, fv, pl) < 1 {
							return false
						}
					}
					return true
				}
			}),
		fn("has-counters", dsl.Condition, dsl.AnyAbility, "True when the object has a counter of the kind on it; with `at-least`, that many or more: \"as long as this enchantment has seven or more quest counters on it\" (CR 122.1). A static ability checks it each time it would apply (CR 611.3b).",
			"effect as-long-as-first(has-counters(self, quest, at-least: 7), gets(creature you-control, +5/+5))", p("object", dsl.Object), p("kind", dsl.Counter), opt("at-least", dsl.Number)).
			says(Template{Text: "{object} has a {kind} counter on it", Forms: map[string]string{"+at-least": "{object} has {at-least} or more {kind} counters on it"}}).
			local().
			eval(func(b *binder) evalFn {
				object, kind, least := b.object("object"), b.counter("kind"), b.num("at-least")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					return o != nil && o.Counters.Get(string(kind.Of(x, a))) >= least.Or(x, a, 1)
				}
			}),
		fn("controls-more", dsl.Condition, dsl.AnyAbility, "True when the player controls more permanents matching the filter than you do: \"if that player controls more creatures than you\"; as an intervening if (CR 603.4), checked as the ability triggers and as it resolves.",
			"if controls-more(p, creature)", p("player", dsl.Player), p("objects", dsl.Objects)).
			says(Template{Subject: "player", Text: "control more {objects:count} than you"}).
			eval(func(b *binder) evalFn {
				player, objects := b.player("player"), b.filter("objects")
				return func(x *ctx, a argv) val {
					fv := objects.Of(x, a)
					return controlledCount(x, fv, player.Of(x, a)) > controlledCount(x, fv, x.Controller)
				}
			}),
	}
}

// controlledCount is how many permanents matching the filter the player
// controls.
func controlledCount(x *ctx, fv *interp.FilterVal, pl interp.PlayerID) int {
	n := 0
	for _, r := range candidates(fv) {
		if o := x.G.Obj(r.Obj); r.IsObj && o != nil && !o.Left && o.Zone == interp.Battlefield && o.Controller == pl {
			n++
		}
	}
	return n
}
