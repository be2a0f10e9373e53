package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// cases are the primitives of Cases (CR 719): the condition that solves a
// Case, the ability that applies once it is solved, and the type-adding
// static ability a solved Case often has.
func cases() []*Primitive {
	return []*Primitive{
		fn("to-solve", dsl.Effect, dsl.InStatic, "A Case's \"To solve — [condition]\" (CR 719.3a): as its controller's end step begins, if the Case isn't solved and the condition is true, it becomes solved (CR 719.2); the condition is checked then, once, and the Case becomes solved without using the stack. A solved Case stays solved while it is on the battlefield.",
			"effect to-solve(creature-cards-put-into-graveyards-this-turn(3))", p("condition", dsl.Condition)).
			says(Template{Text: "to solve — {condition}", Reminder: "If unsolved, solve at the beginning of your end step."}).
			withRole(interp.RoleToSolve).
			eval(func(b *binder) evalFn {
				b.ignores("condition", "the engine checks it as its controller's end step begins (CR 719.3a)")
				return constant(nil)(b)
			}),
		fn("solved", dsl.Effect, dsl.InStatic, "A Case's \"Solved — [ability]\" (CR 719.3b): the static ability applies only as long as the Case is solved (CR 719.2); an unsolved Case's doesn't.",
			"effect solved(is-creature(self, Gorgon, 4, 4, gains: deathtouch, gains: lifelink))", p("effect", dsl.Effect)).
			says(Template{Text: "solved — {effect}"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				// Becoming solved changes the effects' stamp (see
				// Game.solveCases): the condition reads the battlefield only.
				return staticWhile(b, func(x *ctx, _ argv) (func() bool, bool, bool) {
					return func() bool { o := x.G.Obj(x.Source); return o != nil && o.Solved }, true, true
				})
			}),
		fn("is-creature", dsl.Effect, dsl.InStatic, "In a static ability: the objects are creatures of the subtype with that base power and toughness, in addition to their other types (layer 4, CR 613.1d, 205.1b; layer 7b, CR 613.4b), with the keywords given (layer 6), as in \"This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types\".",
			"effect solved(is-creature(self, Gorgon, 4, 4, gains: deathtouch, gains: lifelink))", p("object", dsl.Objects), p("subtype", dsl.Subtype), p("power", dsl.Number), p("toughness", dsl.Number), rest("gains", dsl.Keyword)).
			says(Template{Subject: "object", Text: "be a {power:digits}/{toughness:digits} {subtype} creature[ with {gains}] in addition to its other types"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, subtype, power, toughness, gains := b.filter("object"), b.subtype("subtype"), b.num("power"), b.num("toughness"), b.rest("gains", dsl.Keyword)
				return func(x *ctx, a argv) val {
					return &interp.StaticEffect{Objects: objects.Of(x, a), Types: []string{"Creature"}, Subtypes: []string{string(subtype.Of(x, a))},
						BasePT: [2]int{power.Of(x, a), toughness.Of(x, a)}, HasBasePT: true, Grant: keywordValues(x, gains.Nodes(a))}
				}
			}),
		fn("creature-cards-put-into-graveyards-this-turn", dsl.Condition, dsl.AnyAbility, "True when at least that many creature cards were put into graveyards, all players' together, from anywhere this turn (CR 400.1; a token isn't a card, CR 111.1).",
			"effect to-solve(creature-cards-put-into-graveyards-this-turn(3))", positive("count", dsl.Number)).
			says(Template{Text: "{count} or more creature cards were put into graveyards from anywhere this turn"}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					n := 0
					for _, c := range x.G.History().CreatureCardsToGraveyard {
						n += c
					}
					return n >= count.Of(x, a)
				}
			}),
	}
}
