package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// amounts are the primitives that compute numbers usable wherever a number
// is ("draw cards equal to its power", "lose life equal to twice …"): an
// object's power, toughness and mana value, the cards in a hand, the life
// a player lost this turn, and arithmetic on numbers.
func amounts() []*Primitive {
	return []*Primitive{
		fn("power", dsl.Number, dsl.AnyAbility,
			"The object's power (CR 208.3) with every effect and counter applied; last-known information if it left the battlefield (CR 608.2h).",
			"effect draw(power(t))", p("object", dsl.Object)).text("{object:poss} power").
			eval(objectNumber(func(_ *ctx, c *interp.Chars, _ *interp.Object) int { return c.Power })),
		fn("toughness", dsl.Number, dsl.AnyAbility,
			"The object's toughness (CR 208.3) with every effect and counter applied; last-known information if it left the battlefield (CR 608.2h).",
			"effect gain-life(you, toughness(t))", p("object", dsl.Object)).text("{object:poss} toughness").
			eval(objectNumber(func(_ *ctx, c *interp.Chars, _ *interp.Object) int { return c.Toughness })),
		fn("mana-value", dsl.Number, dsl.AnyAbility,
			"The object's mana value (CR 202.3): the total of its mana cost, X counting 0 except on the stack.",
			"effect lose-life(controller(s), mana-value(s))", p("object", dsl.Object)).text("{object:poss} mana value").
			eval(objectNumber(func(x *ctx, _ *interp.Chars, o *interp.Object) int { return x.G.ManaValue(o) })),
		fn("cards-in-hand", dsl.Number, dsl.AnyAbility,
			"How many cards are in the player's hand.",
			"effect draw(cards-in-hand(p))", p("player", dsl.Player)).says(Template{Text: "the number of cards in {player:poss} hand", Forms: map[string]string{"each": "each card in {player:poss} hand", "counted": "cards in {player:poss} hand"}}).
			eval(playerNumber(func(x *ctx, p interp.PlayerID) int { return len(x.G.Players[p].Hand) })),
		fn("life-lost-this-turn", dsl.Number, dsl.AnyAbility,
			"The total life the player lost this turn, from damage (CR 120.3a) and from losing life (CR 119.3); the game keeps this history from turn to turn.",
			"effect draw(life-lost-this-turn(you))", p("player", dsl.Player)).text("the amount of life {player} lost this turn").
			eval(playerNumber(func(x *ctx, p interp.PlayerID) int { return x.G.LifeLostThisTurn(p) })),
		fn("life-total", dsl.Number, dsl.AnyAbility,
			"The player's life total (CR 119.1).",
			"effect lose-life(p, half-rounded-up(life-total(p)))", p("player", dsl.Player)).text("{player:poss} life total").
			eval(playerNumber(func(x *ctx, p interp.PlayerID) int { return x.G.Players[p].Life })),
		fn("times", dsl.Number, dsl.AnyAbility,
			"The number multiplied by a factor: \"twice its power\".",
			"effect gain-life(you, times(2, power(t)))", p("factor", dsl.Number), p("number", dsl.Number)).text("{factor:times} {number}").
			eval(func(b *binder) evalFn {
				factor, number := b.num("factor"), b.num("number")
				return func(x *ctx, a argv) val { return factor.Of(x, a) * number.Of(x, a) }
			}),
		fn("half-rounded-up", dsl.Number, dsl.AnyAbility,
			"Half the number, rounded up (CR 107.1a: a rule that asks for a fraction says how to round).",
			"effect lose-life(p, half-rounded-up(cards-in-hand(p)))", p("number", dsl.Number)).says(Template{Text: "half {number}, rounded up", Forms: map[string]string{"mid": "half {number}, rounded up,"}}).
			eval(half(1)),
		fn("half-rounded-down", dsl.Number, dsl.AnyAbility,
			"Half the number, rounded down (CR 107.1a).",
			"effect lose-life(p, half-rounded-down(cards-in-hand(p)))", p("number", dsl.Number)).says(Template{Text: "half {number}, rounded down", Forms: map[string]string{"mid": "half {number}, rounded down,"}}).
			eval(half(0)),
	}
}

// objectNumber is the implementation of a number read from an object and
// its characteristics (last-known if it left); 0 when there is no object.
func objectNumber(f func(x *ctx, c *interp.Chars, o *interp.Object) int) func(*binder) evalFn {
	return func(b *binder) evalFn {
		object := b.object("object")
		return func(x *ctx, a argv) val {
			if o := object.Of(x, a); o != nil {
				return f(x, x.G.Chars(o), o)
			}
			return 0
		}
	}
}

// half is the implementation of halving a number, adding up before
// dividing to round up; a negative number counts as 0 (CR 107.1b).
func half(up int) func(*binder) evalFn {
	return func(b *binder) evalFn {
		number := b.num("number")
		return func(x *ctx, a argv) val {
			n := number.Of(x, a)
			if n < 0 {
				n = 0
			}
			return (n + up) / 2
		}
	}
}

// playerNumber is the implementation of a number read from a player; 0
// when there is no player.
func playerNumber(f func(x *ctx, p interp.PlayerID) int) func(*binder) evalFn {
	return func(b *binder) evalFn {
		player := b.player("player")
		return func(x *ctx, a argv) val {
			if p := player.Of(x, a); p != interp.NoPlayer {
				return f(x, p)
			}
			return 0
		}
	}
}

// whereXParam is the optional parameter that says what X is for the call's
// other arguments ("mills X cards, where X is …", CR 107.3a).
func whereXParam() dsl.Param {
	return dsl.Param{Name: "where-x", Type: dsl.Number, Optional: true, DefinesX: true}
}

// withX is the context in which a call's arguments read X: the number its
// where-x argument gives, when it has one.
func withX(x *ctx, a argv, where interp.Arg[int]) *ctx {
	if where.Node(a) == nil {
		return x
	}
	y := *x
	y.X = where.Of(x, a)
	return &y
}
