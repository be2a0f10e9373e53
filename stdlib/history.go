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
		fn("entered-this-turn", dsl.Condition, dsl.AnyAbility, "True when a permanent matching the filter entered the battlefield this turn (CR 603.6a), under the control of a player `under` matches if it is given: \"if this artifact or another artifact entered the battlefield under your control this turn\"; with `at-least`, that many of them did: \"Activate only if two or more creatures entered the battlefield under your control this turn.\" (each time a permanent enters counts once, CR 400.7). A permanent still on the battlefield is matched as it is now, one that left as it last existed (CR 608.2h).",
			"effect activate-only-if(entered-this-turn(either-of(self, another artifact), under: you))", p("what", dsl.Objects), opt("under", dsl.Players), opt("at-least", dsl.Number)).
			says(Template{Text: "{what} entered the battlefield[ under {under:poss} control] this turn",
				Forms: map[string]string{"+at-least": "{at-least} or more {what:count} entered the battlefield[ under {under:poss} control] this turn"}}).
			eval(func(b *binder) evalFn {
				what, under, least := b.filter("what"), b.filter("under"), b.num("at-least")
				return func(x *ctx, a argv) val {
					fv, want, n := what.Of(x, a), least.Or(x, a, 1), 0
					for _, e := range x.G.History().Entered {
						if under.Given(a) && !under.Of(x, a).Match(interp.PlayerRef(e.Controller)) {
							continue
						}
						if r := interp.ObjRef(e.Obj); fv.Match(r) || fv.MatchLKI(r) {
							if n++; n >= want {
								return true
							}
						}
					}
					return false
				}
			}),
		word("creature-died-this-turn", dsl.Condition, "True when a creature died (was put into a graveyard from the battlefield, CR 700.4) this turn.",
			"if creature-died-this-turn").text("a creature died this turn").
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return x.G.History().CreaturesDied > 0 }
			}),
		fn("creatures-died-at-least", dsl.Condition, dsl.AnyAbility, "True when at least that many creatures died (were put into a graveyard from the battlefield, CR 700.4) this turn: \"if three or more creatures died this turn\".",
			"if creatures-died-at-least(3)", p("count", dsl.Number)).text("{count} or more creatures died this turn").
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val { return x.G.History().CreaturesDied >= count.Of(x, a) }
			}),
		fn("creatures-died-this-turn", dsl.Number, dsl.AnyAbility, "How many creatures died (were put into a graveyard from the battlefield, CR 700.4) this turn.",
			"effect draw(creatures-died-this-turn())").text("the number of creatures that died this turn").
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return x.G.History().CreaturesDied }
			}),
		fn("creature-card-to-graveyard-this-turn", dsl.Condition, dsl.AnyAbility, "True when a creature card was put into the player's graveyard from anywhere this turn: from the battlefield, the hand, the library or the stack (a token isn't a card, CR 111.1).",
			"effect costs-less({2}, creature-card-to-graveyard-this-turn(you))", p("player", dsl.Player)).
			text("a creature card was put into {player:poss} graveyard from anywhere this turn").
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val {
					return playerCount(x.G.History().CreatureCardsToGraveyard, player.Of(x, a)) > 0
				}
			}),
		fn("drew-at-least", dsl.Condition, dsl.AnyAbility, "True when a player of the set drew at least that many cards this turn (CR 121.1): \"if an opponent drew three or more cards this turn\".",
			"if drew-at-least(opponent, 3)", p("players", dsl.Players), p("count", dsl.Number)).
			text("{players:a} drew {count} or more cards this turn").
			eval(func(b *binder) evalFn {
				players, count := b.filter("players"), b.num("count")
				return func(x *ctx, a argv) val {
					h, n := x.G.History(), count.Of(x, a)
					for _, r := range candidates(players.Of(x, a)) {
						if r.IsPlay && int(r.Player) < len(h.CardsDrawn) && h.CardsDrawn[r.Player] >= n {
							return true
						}
					}
					return false
				}
			}),
		fn("cards-put-into-graveyard-this-turn", dsl.Number, dsl.AnyAbility, "How many cards were put into the player's graveyard from anywhere this turn (CR 400.1): cast, discarded, milled, destroyed, died; tokens aren't cards (CR 111.1).",
			"effect mill(x, player: enchanted, where-x: cards-put-into-graveyard-this-turn(enchanted))", p("player", dsl.Player)).text("the number of cards put into {player:poss} graveyard from anywhere this turn").
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val {
					return playerCount(x.G.History().CardsToGraveyard, player.Of(x, a))
				}
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
		word("permanents-sacrificed-this-turn", dsl.Number, "How many permanents you (the ability's controller) sacrificed this turn, as costs or by effects (CR 701.17a); the game keeps the count as each is sacrificed, even one a replacement effect sends somewhere other than the graveyard.",
			"effect deal-damage(self, t, x, where-x: permanents-sacrificed-this-turn)").text("the number of permanents you've sacrificed this turn").
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val {
					return playerCount(x.G.History().Sacrificed, x.Controller)
				}
			}),
		fn("sacrificed-this-turn", dsl.Condition, dsl.AnyAbility, "True when the player sacrificed a permanent this turn, as a cost or by an effect (CR 701.17a), even one a replacement effect sent somewhere other than the graveyard: \"if you sacrificed a permanent this turn\".",
			"if sacrificed-this-turn(you)", p("player", dsl.Player)).text("{player} sacrificed a permanent this turn").
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val {
					// CR 701.17a: the history counts each permanent the
					// player sacrificed, as a cost or by an effect.
					return playerCount(x.G.History().Sacrificed, player.Of(x, a)) > 0
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

// playerCount is the player's entry of a per-player count of the turn's
// history; 0 for no player.
func playerCount(counts [2]int, p interp.PlayerID) int {
	if p < 0 || int(p) >= len(counts) {
		return 0
	}
	return counts[p]
}

func historyOf(x *ctx, p interp.PlayerID) playerHistory {
	h := x.G.History()
	if p < 0 || int(p) >= len(h.LifeGained) {
		return playerHistory{}
	}
	return playerHistory{h.LifeGained[p], h.LifeLost[p]}
}
