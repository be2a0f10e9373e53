package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// untapLimits are the static abilities that limit how many permanents a
// player untaps during their untap step (CR 502.3).
func untapLimits() []*Primitive {
	return []*Primitive{
		fn("cant-untap-more-than", dsl.Effect, dsl.InStatic, "In a static ability: during each untap step of a player the first filter names, that player can't untap more than that many of the permanents they control matching the second filter (CR 502.3); the player chooses which of them untap, and the others stay tapped. What other effects keep tapped (doesnt-untap) isn't counted.",
			"effect cant-untap-more-than(player, land, 1)", p("players", dsl.Players), p("what", dsl.Objects), p("number", dsl.Number)).
			says(Template{Text: "{players:plural} can't untap more than {number#!<what:bare>} during their untap steps"}).
			changesRule(interp.RuleMaxUntaps).
			eval(func(b *binder) evalFn {
				players, what, number := b.filter("players"), b.filter("what"), b.num("number")
				return func(x *ctx, a argv) val {
					return &interp.RuleEffect{Rule: interp.RuleMaxUntaps, Players: players.Of(x, a), Objects: what.Of(x, a), N: number.Of(x, a)}
				}
			}),
	}
}
