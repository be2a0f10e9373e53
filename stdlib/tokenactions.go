package stdlib

import (
	"cardc/dsl"
)

// tokenActions are the keyword actions that make predefined tokens and the
// instruction that repeats an effect for each object of a set.
func tokenActions() []*Primitive {
	return []*Primitive{
		fn("for-each", dsl.Effect, dsl.AnyAbility, "Do the effect once for each object matching the filter as it resolves, read \"For each land you control, …\" (CR 609.3: the effect does as much as it can each time).",
			"effect for-each(land you-control, create(treasure))", p("objects", dsl.Objects), p("effect", dsl.Effect)).text("for each {objects:one}, {effect}").
			eval(func(b *binder) evalFn {
				objects, effect := b.filter("objects"), b.node("effect")
				return func(x *ctx, a argv) val {
					n := len(candidates(objects.Of(x, a)))
					if n == 0 {
						x.G.Note("for each: nothing matches")
					}
					for i := 0; i < n; i++ {
						x.Exec(effect.Node(a))
					}
					return nil
				}
			}),
		word("investigate", dsl.Effect, "Create a Clue token (CR 701.36a); `count` investigates that many times.",
			"effect investigate").with(opt("count", dsl.Number)).says(Template{Text: "investigate[ {count:times}]"}).
			remind("Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\"").
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					x.G.CreateTokens(predefinedFaces["Clue"], x.Controller, count.Or(x, a, 1))
					return nil
				}
			}),
	}
}

// afterEffects are an instruction done only if a condition holds as it is
// reached, and the condition about who controlled an object.
func afterEffects() []*Primitive {
	return []*Primitive{
		fn("if-then", dsl.Effect, dsl.AnyAbility, "Do the effect only if the condition is true as the instruction is reached, after the ones before it (CR 608.2c): \"If you controlled it, investigate.\"",
			"effect if-then(controlled(you, t), investigate)", p("condition", dsl.Condition), p("effect", dsl.Effect)).says(Template{Text: "if {condition}, {effect}", Continues: true}).
			eval(func(b *binder) evalFn {
				condition := b.value("condition", dsl.Condition)
				return onlyIf(b.node("effect"), func(x *ctx, a argv) bool {
					ok, _ := condition.Of(x, a).(bool)
					if !ok {
						x.G.Note("the condition is false: nothing more happens")
					}
					return ok
				})
			}),
		fn("controlled", dsl.Condition, dsl.AnyAbility, "True when the player controlled the object as it last existed on the battlefield (CR 608.2h), or controls it still.",
			"if-then(controlled(you, t), investigate)", p("player", dsl.Player), p("object", dsl.Object)).text("{player} controlled {object}").
			eval(func(b *binder) evalFn {
				player, object := b.player("player"), b.object("object")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					return o != nil && o.Controller == player.Of(x, a)
				}
			}),
	}
}
