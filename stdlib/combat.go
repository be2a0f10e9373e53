package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// lifeAndDamage are the primitives of damage, its prevention, combat
// damage and life totals.
func lifeAndDamage() []*Primitive {
	return []*Primitive{
		fn("deal-damage", dsl.Effect, dsl.AnyAbility, "The source deals damage to a creature, player or planeswalker, or to each of a set of them (\"each creature with flying\", \"each opponent\"), one after another in the order of the battlefield, players in APNAP order (CR 120.2). With `instead` and `condition` (\"If that land is a Mountain, this creature deals 2 damage instead.\"), it deals the other amount instead when the condition holds as the effect happens (CR 608.2c); with `if-kicked: N` it deals N instead when the spell was kicked (CR 702.33d: \"If this spell was kicked, it deals 4 damage instead\"); with `where-x`, the X of the amount is that number (CR 107.3a: \"deals X damage to any target, where X is …\").",
			"effect deal-damage(self, t, 3)", p("source", dsl.Object), p("to", dsl.AnyTargets), p("amount", dsl.Number), opt("instead", dsl.Number), opt("condition", dsl.Condition), opt("if-kicked", dsl.Number), whereXParam()).
			says(Template{Subject: "source", Text: "deal {amount:digits} damage to {to:each}[, where X is {where-x}][. If this spell was kicked, it deals {if-kicked:digits} damage instead]", Count: "amount",
				Forms: map[string]string{"+instead": "deal {amount:digits} damage to {to:each}. If {condition}, {source} deals {instead:digits} damage instead", "amount": "deal damage to {to:each} equal to {amount}", "each": "deal damage to {to:each} equal to {amount}"}}).
			eval(func(b *binder) evalFn {
				source, to, amount, instead, cond, kicked, where := b.ref("source"), b.filter("to"), b.num("amount"), b.num("instead"), b.value("condition", dsl.Condition), b.num("if-kicked"), b.num("where-x")
				return func(x *ctx, a argv) val {
					x = withX(x, a, where)
					src, held := source.Of(x, a).Obj, false
					if instead.Given(a) && cond.Given(a) {
						held, _ = cond.Of(x, a).(bool)
					}
					targets := damageable(x, to.Of(x, a))
					amounts := make([]int, len(targets))
					kickedNow := kicked.Given(a) && kickedSpell(x)
					for i, t := range targets {
						// CR 120.2: the amount for each recipient is worked out
						// before any damage is dealt ("that player's life total").
						switch {
						case held:
							amounts[i] = instead.Of(x, a)
						case kickedNow:
							// CR 702.33d: a kicked spell deals the kicked
							// amount instead (if-kicked).
							amounts[i] = kicked.Of(x, a)
						default:
							each := *x
							each.Each = &t
							amounts[i] = amount.Of(&each, a)
						}
					}
					for i, t := range targets {
						dealDamageNoting(x, src, t, amounts[i])
					}
					return nil
				}
			}),
		fn("would-be-dealt-damage", dsl.Event, dsl.InReplacement, "Replacement: damage would be dealt to the object (CR 614.1a), by any source, combat or not; with `while`, only while the condition holds as the damage would be dealt: \"If damage would be dealt to this creature while you're the monarch\".",
			"replace would-be-dealt-damage(self, while: is-monarch(you))", p("object", dsl.Object), opt("while", dsl.Condition)).
			says(Template{Text: "damage would be dealt to {object}[ while {while}]"}).
			event(func(b *binder) eventFn {
				object, while := b.ref("object"), b.value("while", dsl.Condition)
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvDamage || !ev.Would || ev.Amount <= 0 || !ev.Target.IsObj || ev.Target.Obj != object.Of(x, a).Obj {
						return nil, false
					}
					if while.Given(a) {
						if held, _ := while.Of(x, a).(bool); !held {
							return nil, false
						}
					}
					return ev.Target, true
				}
			}),
		fn("prevent-as-counters", dsl.Effect, dsl.InReplacement, "Replacement on damage that would be dealt to an object: prevent it (CR 615.1) and put that many counters of the kind on the object instead.",
			"effect prevent-as-counters(+1/+1)", p("kind", dsl.Counter)).
			says(Template{Text: "prevent that damage and put that many {kind} counters on it"}).
			eval(func(b *binder) evalFn {
				kind := b.counter("kind")
				return func(x *ctx, a argv) val {
					ev := x.Event
					if ev == nil || ev.Kind != interp.EvDamage || !ev.Target.IsObj {
						return nil
					}
					n := ev.Amount
					ev.Amount = 0
					x.G.Note("%d damage is prevented", n)
					x.G.AddCounters(ev.Target.Obj, kind.Of(x, a), n)
					return nil
				}
			}),
		word("that-player", dsl.Player, "In the amount of an effect on each of a set of players, the player it is acting on, as a possessive only: \"deals damage to each player equal to half that player's life total, rounded down\" (each amount is worked out before any damage is dealt).",
			"effect deal-damage(self, player, half-rounded-down(life-total(that-player)))").says(Template{Text: "that player's", Forms: map[string]string{"poss": "that player's"}}).
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val {
					if x.Each == nil || !x.Each.IsPlay {
						interp.Fail("\"that player\" names no player here")
					}
					return *x.Each
				}
			}),
		fn("prevent-damage", dsl.Effect, dsl.AnyAbility, "Prevent all damage that would be dealt to the object for the duration. The prevention lasts even if the condition that chose the object stops being true (CR 615).",
			"effect prevent-damage(t, until: end-of-turn)", p("to", dsl.Object), p("until", dsl.Duration)).text("prevent all damage that would be dealt {until:this} to {to}").
			eval(func(b *binder) evalFn {
				to, until := b.object("to"), b.duration("until")
				return func(x *ctx, a argv) val {
					if o := to.Of(x, a); o != nil && !o.Left {
						x.G.AddPrevention(&interp.Prevention{Object: o.ID, Until: until.Of(x, a), Source: x.Source})
					}
					return nil
				}
			}),
		fn("prevent-next-from-chosen-source", dsl.Effect, dsl.AnyAbility, "As the effect resolves, its controller chooses a source, a permanent or a spell (CR 615.7); the next time that source would deal damage to the player this turn, that damage is prevented, and the shield is used up. With `then`, that effect is done right after the prevention (CR 615.5), `damage-prevented` being the amount: \"You gain life equal to the damage prevented this way.\" Other sources' damage isn't prevented, nor the chosen source's damage after the first.",
			"effect prevent-next-from-chosen-source(you, then: gain-life(you, damage-prevented))", p("player", dsl.Player), opt("then", dsl.Effect)).
			says(Template{Text: "the next time a source of your choice would deal damage to {player} this turn, prevent that damage[. {then}]"}).
			eval(func(b *binder) evalFn {
				player, then := b.player("player"), b.node("then")
				return func(x *ctx, a argv) val {
					if p := player.Of(x, a); p != interp.NoPlayer {
						x.G.ShieldFromChosenSource(x, p, then.Node(a))
					}
					return nil
				}
			}),
		word("damage-prevented", dsl.Number, "In the effect a prevention shield does after preventing damage (CR 615.5): the amount of damage it prevented, \"the damage prevented this way\".",
			"effect prevent-next-from-chosen-source(you, then: gain-life(you, damage-prevented))").
			says(Template{Text: "the damage prevented this way"}).
			eval(fixed(func(x *ctx, _ argv) val { return x.Prevented })),
		fn("deals-combat-damage", dsl.Event, dsl.InTriggered, "The object deals combat damage to a player matching the filter; without `to`, deals combat damage to anything, once for each combat damage step however many creatures and players it damages (CR 510.2), `that-much` being the total.",
			"whenever deals-combat-damage(self, player)", p("source", dsl.Object), opt("to", dsl.Players)).text("{source} deals combat damage[ to {to:a}]").
			event(func(b *binder) eventFn {
				source, to := b.ref("source"), b.filter("to")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if !to.Given(a) {
						return nil, ev.Kind == interp.EvCombatDamage && source.Of(x, a).Obj == ev.Source
					}
					if ev.Kind != interp.EvDamage || !ev.Combat || !ev.Target.IsPlay {
						return nil, false
					}
					if source.Of(x, a).Obj != ev.Source || !to.Of(x, a).Match(ev.Target) {
						return nil, false
					}
					return ev.Target, true
				}
			}).on(interp.EvCombatDamage, interp.EvDamage),
		fn("lose-life", dsl.Effect, dsl.AnyAbility, "A player, or each player of a set, loses life (CR 119.3).", "effect lose-life(enchanted, 1)", p("player", dsl.Players), p("amount", dsl.Number)).says(Template{Subject: "player", Text: "lose {amount:digits} life", Count: "amount", Forms: map[string]string{"amount": "lose life equal to {amount}"}}).
			eval(lifeChange((*interp.Game).LoseLife)),
		fn("gain-life", dsl.Effect, dsl.AnyAbility, "A player, or each player of a set, gains life (CR 119.3).", "effect gain-life(you, 1)", p("player", dsl.Players), p("amount", dsl.Number)).says(Template{Subject: "player", Text: "gain {amount:digits} life", Count: "amount", Forms: map[string]string{"amount": "gain life equal to {amount}"}}).
			eval(lifeChange((*interp.Game).GainLife)),
	}
}

// lifeChange is the implementation of a change to a player's life total.
func lifeChange(change func(g *interp.Game, p interp.PlayerID, n int)) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		player, amount := b.filter("player"), b.num("amount")
		return func(x *ctx, a argv) val {
			n := amount.Of(x, a)
			for _, p := range playersOf(x, a, player) {
				change(x.G, p, n)
			}
			return nil
		}
	}
}

// dealDamageNoting has the source deal damage and notes in the ability's
// context an object that was dealt damage (not all of it prevented), for
// "a creature dealt damage this way".
func dealDamageNoting(x *ctx, src interp.ObjID, to interp.Ref, n int) {
	o := x.G.Obj(to.Obj)
	if !to.IsObj || o == nil {
		x.G.DealDamage(src, to, n)
		return
	}
	// The sources that dealt it damage this turn, before and after.
	dealtBy := func() int {
		if st := x.G.CombatStatus(o); st.DamagedIn == x.G.Turn {
			return len(st.DamageSources)
		}
		return 0
	}
	before := dealtBy()
	x.G.DealDamage(src, to, n)
	if dealtBy() > before {
		x.Dealt = append(x.Dealt, o.ID)
	}
}
