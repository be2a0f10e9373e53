package stdlib

import (
	"fmt"
	"slices"

	"cardc/dsl"
	"cardc/interp"
)

// control are the primitives that decide whether and in what order other
// instructions happen: optional effects, payments, sequences, and
// optional targets.
func control() []*Primitive {
	return []*Primitive{
		fn("unless", dsl.Effect, dsl.AnyAbility, "Do the effect unless the player pays the cost. The payment happens while the ability resolves: it is not a spell's cost, so mana restricted to casting spells can't pay it.",
			"effect unless(controller(s), {4}, counter-spell(s))", p("payer", dsl.Player), p("cost", dsl.Cost), p("effect", dsl.Effect)).text("{effect} unless {cost@payer}").
			eval(func(b *binder) evalFn {
				payer, cost, effect := b.player("payer"), b.node("cost"), b.node("effect")
				return func(x *ctx, a argv) val {
					p := payer.Of(x, a)
					if p != interp.NoPlayer && paysToStop(x, p, cost.Node(a)) {
						return nil
					}
					x.Exec(effect.Node(a))
					return nil
				}
			}),
		fn("gain-control", dsl.Effect, dsl.AnyAbility, "The ability's controller, or the player given, gains control of the objects for the duration, without `until` for good (layer 2, CR 613.1b, 611.2a): \"Gain control of target creature until end of turn.\" A resolving effect changes the objects it names as it resolves and no others (CR 611.2c); a permanent that changes zones is a new object it doesn't affect (CR 400.7). It changes control at once; when the effect ends, control goes back as the effects that remain say. A permanent that changes controller hasn't been under its new controller's control continuously since their turn began (CR 302.6).",
			"effect gain-control(t, until: end-of-turn)", p("object", dsl.Objects), opt("until", dsl.Duration), opt("player", dsl.Player)).
			says(Template{Subject: "player", Text: "gain control of {object}[ {until}]"}).
			eval(func(b *binder) evalFn {
				objects, until, player := b.filter("object"), b.duration("until"), b.player("player")
				return func(x *ctx, a argv) val {
					d := until.Or(x, a, interp.Forever)
					p := x.Controller
					if player.Given(a) {
						// Another player gains control: "Target player gains
						// control of target permanent you control."
						if p = player.Of(x, a); p == interp.NoPlayer {
							return nil
						}
					}
					for _, o := range resolvedObjects(x, objects.Of(x, a)) {
						if o.Zone != interp.Battlefield || o.Left {
							continue
						}
						x.G.GainControl(o, p, d, fmt.Sprintf("%s controls %s %s (layer 2)", x.G.PlayerName(p), x.G.Name(o.ID), durationWords(x, d)))
					}
					return nil
				}
			}),
		fn("unless-any-player-pays", dsl.Effect, dsl.AnyAbility, "Do the effect unless any player pays the cost: as the ability resolves, each player in APNAP order (CR 101.4), starting with the active player, may pay it, and once one has paid the effect doesn't happen and no one else is asked (\"Unless any player pays {2}, search your library for a card …\"). Like `unless`, the payment is not a spell's cost.",
			"effect unless-any-player-pays({2}, search-for-a-card())", p("cost", dsl.Cost), p("effect", dsl.Effect)).text("unless any player pays {cost}, {effect}").
			eval(func(b *binder) evalFn {
				cost, effect := b.node("cost"), b.node("effect")
				return func(x *ctx, a argv) val {
					var players []interp.PlayerID
					for i, pl := range x.G.Players {
						if !pl.Lost {
							players = append(players, interp.PlayerID(i))
						}
					}
					for _, p := range x.G.APNAP(players) {
						if paysToStop(x, p, cost.Node(a)) {
							x.G.Note("%s paid: %s's effect does nothing", x.G.PlayerName(p), x.G.Name(x.Source))
							return nil
						}
					}
					x.Exec(effect.Node(a))
					return nil
				}
			}),
		fn("unless-one-of", dsl.Effect, dsl.AnyAbility, "A punisher effect: the effect happens to each player of its set unless that player performs one of the actions (\"Each opponent loses 3 life unless they discard a card or sacrifice a creature.\"). The effect's first set of players names who is asked; each of them, in APNAP order (CR 101.4), chooses one of the actions or none; an action they choose but can't perform isn't performed, and they choose again among the others. Then the effect happens once, to the players who performed none.",
			"effect unless-one-of(lose-life(opponent, 3), discard(1), sacrifice(creature))", p("effect", dsl.Effect), rest("actions", dsl.Action)).text("{effect} unless they {actions:or}").
			eval(func(b *binder) evalFn {
				effect, actions := b.node("effect"), b.rest("actions", dsl.Action)
				return func(x *ctx, a argv) val {
					eff := effect.Node(a)
					var asked []interp.PlayerID
					for _, arg := range eff.Args {
						if arg != nil && arg.Type == dsl.Players {
							if fv, ok := x.Eval(arg).(*interp.FilterVal); ok {
								for _, r := range candidates(fv) {
									if r.IsPlay && r.Player != interp.NoPlayer {
										asked = append(asked, r.Player)
									}
								}
							}
							break
						}
					}
					punished := []interp.PlayerID{}
					for _, p := range x.G.APNAP(asked) {
						if !performsOne(x, p, actions.Nodes(a)) {
							punished = append(punished, p)
						}
					}
					if len(punished) == 0 {
						x.G.Note("every player performed an action: %s's effect does nothing", x.G.Name(x.Source))
						return nil
					}
					px := *x
					px.Among = punished
					px.Exec(eff)
					return nil
				}
			}),
		fn("may", dsl.Effect, dsl.AnyAbility, "The controller may choose to do the effect.",
			"effect may(tap-or-untap(t))", p("effect", dsl.Effect)).text("you may {effect:base}").
			eval(func(b *binder) evalFn {
				return onlyIf(b.node("effect"), func(x *ctx, _ argv) bool {
					// A hypothetical evaluation (CR 106.7) takes every option.
					return x.Hypo || x.G.YesNo(x.Controller, "may", fmt.Sprintf("use %s's optional effect", x.G.Name(x.Source)))
				})
			}),
		fn("may-pay", dsl.Effect, dsl.AnyAbility, "You may pay the cost; if you do, do the effect.",
			"effect may-pay({1}, become(self, copy-of(dead, except: except(has(this-ability)))))", p("cost", dsl.Cost), p("effect", dsl.Effect)).text("you may {cost:verb}. If you do, {effect}").
			eval(func(b *binder) evalFn {
				cost := b.node("cost")
				return onlyIf(b.node("effect"), func(x *ctx, a argv) bool {
					return x.G.YesNo(x.Controller, "may pay", fmt.Sprintf("pay the cost of %s's ability", x.G.Name(x.Source))) && x.G.PaidCost(x, x.Controller, cost.Node(a))
				})
			}),
		fn("pay-or", dsl.Effect, dsl.AnyAbility, "You pay the cost or not, as you choose; if you don't, do the effect (\"Pay {2}{B}. If you don't, you lose the game.\"). The payment happens while the ability resolves (CR 608.2d); a cost that can't be paid isn't paid.",
			"effect pay-or({2}{B}, lose-game(you))", p("cost", dsl.Cost), p("effect", dsl.Effect)).text("{cost:verb}. If you don't, {effect}").
			eval(func(b *binder) evalFn {
				cost := b.node("cost")
				return onlyIf(b.node("effect"), func(x *ctx, a argv) bool {
					return !(x.G.YesNo(x.Controller, "pay", fmt.Sprintf("pay the cost of %s's ability", x.G.Name(x.Source))) && x.G.PaidCost(x, x.Controller, cost.Node(a)))
				})
			}),
		fn("lose-game", dsl.Effect, dsl.AnyAbility, "The players lose the game (CR 104.3e: an effect can say a player loses); the game ends as state-based actions are next checked (CR 104.2a).",
			"effect lose-game(you)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "lose the game"}).
			eval(func(b *binder) evalFn {
				player := b.filter("player")
				return func(x *ctx, a argv) val {
					for _, p := range playersOf(x, a, player) {
						x.G.LoseGame(p)
					}
					return nil
				}
			}),
		fn("then", dsl.Effect, dsl.AnyAbility, "Do the first effect, then the second: one instruction in two steps, read \"…, then …\".",
			"effect then(create(zombie, x, for: p), gets(c, -1/-1, until: end-of-turn))", p("first", dsl.Effect), p("next", dsl.Effect)).text("{first}, then {next}").
			eval(inSequence),
		fn("both", dsl.Effect, dsl.AnyAbility, "Do the first effect, then the second, read \"… and …\" as one instruction where a primitive takes one effect: \"If you do, draw a card and create a Treasure token.\" (CR 608.2c: in the order written).",
			"effect may-pay(sacrifice(another creature or artifact), both(draw(1), create(treasure)))", p("first", dsl.Effect), p("next", dsl.Effect)).text("{first} and {next}").
			eval(inSequence),
		fn("then-next", dsl.Effect, dsl.AnyAbility, "Do the effect as the next instruction, a sentence of its own that begins \"Then\": \"… tokens. Then you get an amount of {E} …\" (CR 608.2c: instructions are followed in the order written).",
			"effect then-next(draw(1))", p("effect", dsl.Effect)).
			// Its words are then's second half: the reader leaves them to it.
			says(Template{Text: "then {effect}", Unread: true}).
			eval(func(b *binder) evalFn {
				effect := b.node("effect")
				return func(x *ctx, a argv) val {
					x.Exec(effect.Node(a))
					return nil
				}
			}),
		fn("up-to", dsl.Objects, dsl.InSpell|dsl.InTriggered|dsl.InActivated, "A target that may be chosen or not: up to n targets matching the filter.",
			"target up-to(1, creature) as c", positive("count", dsl.Number), p("filter", dsl.Objects)).says(Template{Text: "up to {count} {filter:bare}", Count: "count", Forms: map[string]string{"target": "up to {count#!<filter:target-noun>}", "target-from": "up to {count#!target <filter:bare-from>}", "noun": "{filter:noun}"}}).
			withRole(interp.RoleOptionalTarget).
			eval(targetFilter("the compiler reads it as the target requirement's maximum")),
		fn("exactly", dsl.Objects, dsl.InSpell|dsl.InTriggered|dsl.InActivated, "A target requirement for exactly n different targets matching the filter, for one word \"target\" (CR 115.3, 601.2c): \"two target artifacts\". The spell can't be cast without that many legal targets; as it resolves, the ones still legal are acted on (CR 608.2b).",
			"target exactly(2, artifact) as ts", positive("count", dsl.Number), p("filter", dsl.Objects)).says(Template{Text: "{count} {filter:bare}", Count: "count", Forms: map[string]string{"target": "{count#!<filter:target-noun>}", "target-from": "{count#!target <filter:bare-from>}", "noun": "{filter:noun}"}}).
			withRole(interp.RoleExactTargets).
			eval(targetFilter("the compiler reads it as the target requirement's number")),
	}
}

// onlyIf is the implementation of an effect done only when holds says so
// as it is reached: "you may …", "If you do, …", "If you controlled it, …".
func onlyIf(effect interp.Arg[val], holds func(x *ctx, a argv) bool) evalFn {
	return func(x *ctx, a argv) val {
		if holds(x, a) {
			x.Exec(effect.Node(a))
		}
		return nil
	}
}

// targetFilter is the implementation of a target requirement whose count
// the compiler reads: where no target is, it is just its filter.
func targetFilter(why string) func(*binder) evalFn {
	return func(b *binder) evalFn {
		b.ignores("count", why)
		filter := b.value("filter", dsl.Objects)
		return func(x *ctx, a argv) val { return filter.Of(x, a) }
	}
}

// inSequence does an instruction's "first" effect, then its "next" (CR
// 608.2c).
func inSequence(b *binder) evalFn {
	first, next := b.node("first"), b.node("next")
	return func(x *ctx, a argv) val {
		x.Exec(first.Node(a))
		x.Exec(next.Node(a))
		return nil
	}
}

// performsOne has the player choose one of the actions, or none, and
// perform it (CR 101.4); an action that can't be performed is dropped
// and the player chooses again. It reports whether one was performed.
func performsOne(x *ctx, p interp.PlayerID, actions []*interp.Node) bool {
	left := slices.Clone(actions)
	for len(left) > 0 {
		opts := make([]string, 0, len(left)+1)
		for _, n := range left {
			opts = append(opts, n.Fn.Name)
		}
		opts = append(opts, "none")
		i := x.G.ChooseOption(p, "unless", fmt.Sprintf("an action to stop %s's effect", x.G.Name(x.Source)), opts)
		if i == len(left) {
			return false
		}
		if x.G.PaidCost(x, p, left[i]) {
			return true
		}
		left = slices.Delete(left, i, i+1)
	}
	x.G.Note("%s can perform none of the actions", x.G.PlayerName(p))
	return false
}

// paysToStop asks p whether to pay the cost that stops the ability's
// effect ("unless … pays"), and reports whether p did.
func paysToStop(x *ctx, p interp.PlayerID, cost *interp.Node) bool {
	return x.G.YesNo(p, "unless", fmt.Sprintf("pay the cost to stop %s's effect", x.G.Name(x.Source))) && x.G.PaidCost(x, p, cost)
}
