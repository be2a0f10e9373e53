package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// moreEffects are effects of spells on objects that change their
// characteristics for a while (CR 611.2), and the durations they last.
func moreEffects() []*Primitive {
	return []*Primitive{
		word("until-your-next-turn", dsl.Duration, "Until your next turn: the effect ends as your next turn begins, before its untap step's actions (CR 611.2b).",
			"effect gains(c, haste, until: until-your-next-turn)").says(Template{Text: "until your next turn"}).
			eval(fixed(func(x *ctx, _ argv) val { return interp.UntilNextTurnOf(x.Controller) })),
	}
}
