package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// turnHistory are the conditions and amounts that ask what happened this
// turn; the game keeps the history as events happen and forgets it as
// each turn begins.
func turnHistory() []*Primitive {
	return []*Primitive{
		word("creature-died-this-turn", dsl.Condition, "True when a creature died (was put into a graveyard from the battlefield, CR 700.4) this turn.",
			"if creature-died-this-turn").text("a creature died this turn").
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return x.G.History().CreaturesDied > 0 }
			}),
		fn("creatures-died-this-turn", dsl.Number, dsl.AnyAbility, "How many creatures died (were put into a graveyard from the battlefield, CR 700.4) this turn.",
			"effect draw(creatures-died-this-turn())").text("the number of creatures that died this turn").
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return x.G.History().CreaturesDied }
			}),
		fn("descended-this-turn", dsl.Condition, dsl.AnyAbility, "True when the player descended this turn: a permanent card was put into their graveyard from anywhere (CR 110.4b: a permanent card; a token is no card). The reminder text is written with `reminder(…)`.",
			"if reminder(descended-this-turn(you))", p("player", dsl.Player)).
			says(Template{Text: "{player} descended this turn", Reminder: "{player} descended if a permanent card was put into {player:poss} graveyard from anywhere.", OptionalReminder: true}).
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val {
					p := player.Of(x, a)
					h := x.G.History()
					return p >= 0 && int(p) < len(h.Descended) && h.Descended[p]
				}
			}),
		fn("gained-life-this-turn", dsl.Condition, dsl.AnyAbility, "True when the player gained life this turn (CR 119.3).",
			"if gained-life-this-turn(you)", p("player", dsl.Player)).text("{player} gained life this turn").
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val { return historyOf(x, player.Of(x, a)).gained > 0 }
			}),
	}
}

// playerHistory is one player's life changes this turn.
type playerHistory struct{ gained, lost int }

func historyOf(x *ctx, p interp.PlayerID) playerHistory {
	h := x.G.History()
	if p < 0 || int(p) >= len(h.LifeGained) {
		return playerHistory{}
	}
	return playerHistory{h.LifeGained[p], h.LifeLost[p]}
}
