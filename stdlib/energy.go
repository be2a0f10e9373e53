package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// energy are the primitives of energy counters on players (CR 107.14,
// 122.1): getting them, paying them as a cost, the replacement effect on
// getting them, and the turn's history of paying or losing them. Each
// says the energy symbol {E} for one counter; `reminder(…)` around the
// first one on a card says "(energy counters)" after its symbol, where
// Oracle prints it.
func energy() []*Primitive {
	return []*Primitive{
		fn("get-energy", dsl.Effect, dsl.AnyAbility, "The player gets that many energy counters (CR 107.14, 122.1), \"you get {E}{E}\", or a computed number of them, \"you get an amount of {E} equal to the number of creatures you control\"; replacement effects on getting them apply first (would-get-energy).",
			"effect reminder(get-energy(you, count(creature you-control)))", p("player", dsl.Player), p("count", dsl.Number)).
			says(Template{Subject: "player", Text: "get {count:symbols-E}{reminded}", Count: "count", Reminder: "energy counters", OptionalReminder: true,
				Forms: map[string]string{"amount": "get an amount of {E}{reminded} equal to {count}", "each": "get an amount of {E}{reminded} equal to {count}"}}).
			eval(func(b *binder) evalFn {
				player, count := b.player("player"), b.num("count")
				return func(x *ctx, a argv) val {
					if p := player.Of(x, a); p != interp.NoPlayer {
						x.G.GetEnergy(p, count.Of(x, a))
					}
					return nil
				}
			}),
		fn("pay-energy", dsl.Action, dsl.AnyAbility, "Pay energy counters, as a cost (CR 107.14, 118.3): \"Pay {E}{E}{E}{E}\" removes four of the payer's energy counters; a player with fewer can't pay it, so the ability can't be activated.",
			"cost pay-energy(4)", positive("count", dsl.Number)).says(Template{Text: "pay {count:symbols-E}"}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					x.G.PayEnergy(x.Controller, count.Of(x, a))
					return nil
				}
			}).canPay(func(b *binder) payFn {
			count := b.num("count")
			return func(x *ctx, a argv) bool {
				return x.G.Players[x.Controller].Counters.Get(string(interp.EnergyCounter)) >= count.Of(x, a)
			}
		}),
		fn("would-get-energy", dsl.Event, dsl.InReplacement, "Replacement: a player matching the filter would get one or more energy counters (CR 614.1a, 107.14), by any effect.",
			"replace reminder(would-get-energy(you))", p("player", dsl.Players)).
			says(Template{Text: "{player} would get one or more {E}{reminded}", Reminder: "energy counters", OptionalReminder: true}).
			event(func(b *binder) eventFn {
				player := b.filter("player")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvCounters || !ev.Would || !ev.Target.IsPlay || ev.Counter != interp.EnergyCounter || ev.Amount <= 0 {
						return nil, false
					}
					r := interp.PlayerRef(ev.Player)
					return r, player.Of(x, a).Match(r)
				}
			}),
		fn("get-more-energy-instead", dsl.Effect, dsl.InReplacement, "Replacement on a player getting energy counters: they get that many plus the number instead (CR 614.1a); several such effects each add their own, in the order the player chooses (CR 616.1).",
			"effect get-more-energy-instead(1)", positive("count", dsl.Number)).
			says(Template{Text: "you get that many plus {count} {E} instead"}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					ev := x.Event
					if ev == nil || ev.Kind != interp.EvCounters {
						return nil
					}
					n := count.Of(x, a)
					ev.Amount += n
					x.G.Note("%s will get %d {E} instead", x.G.PlayerName(ev.Player), ev.Amount)
					return nil
				}
			}),
		fn("paid-or-lost-energy", dsl.Condition, dsl.AnyAbility, "True when you (the ability's controller) paid or lost at least that many energy counters this turn (CR 107.14), as costs or by effects: \"if you've paid or lost four or more {E} this turn\".",
			"cost {T}, activate-only-if(paid-or-lost-energy(4))", positive("count", dsl.Number)).
			says(Template{Text: "you've paid or lost {count} or more {E} this turn"}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					h := x.G.History()
					p := x.Controller
					return p >= 0 && int(p) < len(h.EnergyPaidOrLost) && h.EnergyPaidOrLost[p] >= count.Of(x, a)
				}
			}),
	}
}
