package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// monarch are the primitives of the monarch (CR 724), a designation one
// player at a time has: becoming it, whether a player is it, and the
// event of becoming it. The designation's own abilities (the monarch
// draws at their end step; combat damage to the monarch steals it, CR
// 724.2) are the engine's.
func monarch() []*Primitive {
	return []*Primitive{
		fn("become-monarch", dsl.Effect, dsl.AnyAbility,
			"The player becomes the monarch (CR 724.3); whoever was the monarch no longer is. While they are, they draw a card at the beginning of their end step, and a player whose creature deals combat damage to them becomes the monarch (CR 724.2). A player who is already the monarch doesn't become it again.",
			"effect become-monarch(you)", p("player", dsl.Player)).says(Template{Subject: "player", Text: "become the monarch"}).
			eval(onPlayer(func(x *ctx, p interp.PlayerID) { x.G.BecomeMonarch(p) })),
		fn("cant-become-monarch", dsl.Effect, dsl.AnyAbility, "From a resolving spell or ability: for the duration, the players the filter names as it resolves can't become the monarch (CR 724.3): an effect that would make one of them the monarch does nothing, and the monarch stays who it was.",
			"effect cant-become-monarch(you, until: end-of-turn)", p("players", dsl.Players), p("until", dsl.Duration)).
			says(Template{Subject: "players", Text: "can't become the monarch {until:this}"}).
			eval(playersRule(interp.RuleCantBecomeMonarch, "can't become the monarch")),
		fn("is-monarch", dsl.Condition, dsl.AnyAbility, "True when the player is the monarch (CR 724.1): \"if you're the monarch\".",
			"if is-monarch(you)", p("player", dsl.Player)).says(Template{Subject: "player", Text: "be the monarch"}).
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val {
					p := player.Of(x, a)
					return p != interp.NoPlayer && x.G.Monarch == p
				}
			}),
		fn("becomes-monarch", dsl.Event, dsl.InTriggered, "A player matching the filter becomes the monarch (CR 724.3), from not being it: \"Whenever you become the monarch\".",
			"whenever becomes-monarch(you)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "become the monarch"}).
			event(playerEvent(interp.EvMonarch, func(ev *interp.Event) val { return interp.PlayerRef(ev.Player) })),
	}
}
