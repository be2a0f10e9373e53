package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// tokenActions are the keyword actions that make predefined tokens and the
// instruction that repeats an effect for each object of a set.
func tokenActions() []*Primitive {
	return []*Primitive{
		fn("for-each", dsl.Effect, dsl.AnyAbility, "Do the effect once for each object matching the filter as it resolves, read \"For each land you control, …\" (CR 609.3: the effect does as much as it can each time).",
			"effect for-each(land you-control, create(treasure))", p("objects", dsl.Objects), p("effect", dsl.Effect)).text("for each {objects:one}, {effect}").
			eval(func(b *binder) evalFn {
				objects, effect := b.filter("objects"), b.node("effect")
				return func(x *ctx, a argv) val {
					n := len(candidates(objects.Of(x, a)))
					if n == 0 {
						x.G.Note("for each: nothing matches")
					}
					for i := 0; i < n; i++ {
						x.Exec(effect.Node(a))
					}
					return nil
				}
			}),
		word("investigate", dsl.Effect, "Create a Clue token (CR 701.36a); `count` investigates that many times.",
			"effect investigate").with(opt("count", dsl.Number)).says(Template{Text: "investigate[ {count:times}]"}).
			remind("Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a card.\"").
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					x.G.CreateTokens(predefinedFaces["Clue"], x.Controller, count.Or(x, a, 1))
					return nil
				}
			}),
	}
}

// afterEffects are an instruction done only if a condition holds as it is
// reached, and the condition about who controlled an object.
func afterEffects() []*Primitive {
	return []*Primitive{
		fn("if-then", dsl.Effect, dsl.AnyAbility, "Do the effect only if the condition is true as the instruction is reached, after the ones before it, as in \"If you controlled it, investigate\" (CR 608.2c).",
			"effect if-then(controlled(you, t), investigate)", p("condition", dsl.Condition), p("effect", dsl.Effect)).says(Template{Text: "if {condition}, {effect}", Continues: true}).
			eval(func(b *binder) evalFn {
				condition := b.value("condition", dsl.Condition)
				return onlyIf(b.node("effect"), func(x *ctx, a argv) bool {
					ok, _ := condition.Of(x, a).(bool)
					if !ok {
						x.G.Note("the condition is false: nothing more happens")
					}
					return ok
				})
			}),
		fn("if-not", dsl.Effect, dsl.AnyAbility, "Do the effect unless the condition is true as the instruction is reached, as in \"sacrifice it unless it escaped\" (CR 608.2c). For \"unless a player pays\", see `unless`.",
			"effect if-not(escaped(self), sacrifice(self))", p("condition", dsl.Condition), p("effect", dsl.Effect)).says(Template{Text: "{effect} unless {condition}"}).
			eval(func(b *binder) evalFn {
				condition := b.value("condition", dsl.Condition)
				return onlyIf(b.node("effect"), func(x *ctx, a argv) bool {
					held, _ := condition.Of(x, a).(bool)
					if held {
						x.G.Note("the condition is true: nothing happens")
					}
					return !held
				})
			}),
		fn("controlled", dsl.Condition, dsl.AnyAbility, "True when the player controlled the object as it last existed on the battlefield (CR 608.2h), or controls it still.",
			"if-then(controlled(you, t), investigate)", p("player", dsl.Player), p("object", dsl.Object)).text("{player} controlled {object}").
			eval(func(b *binder) evalFn {
				player, object := b.player("player"), b.object("object")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					return o != nil && o.Controller == player.Of(x, a)
				}
			}),
	}
}

// batchedTriggers are the event pattern that says "one or more" and the
// limit a triggered ability may state on how often it triggers.
func batchedTriggers() []*Primitive {
	one := binds(fn("one-or-more-die", dsl.Event, dsl.InTriggered, "One or more creatures matching the filter are put into a graveyard from the battlefield at once: the ability triggers once for them (CR 603.2c); `as` names one of them.",
		"whenever one-or-more-die(nontoken creature you-control)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "one or more {what:plural} die", Forms: map[string]string{"bound": "that {what:noun}"}}).
		event(diesEvent)
	one.batch = true
	return []*Primitive{
		one,
		word("triggers-once-each-turn", dsl.Effect, "Written after a triggered ability's effects: it doesn't trigger again in a turn once it has (CR 603.2); not an effect of the ability (CR 603.1a).",
			"effect triggers-once-each-turn").only(dsl.InTriggered).says(Template{Text: "this ability triggers only once each turn", Continues: true}).
			withRole(interp.RoleOncePerTurn).eval(constant(nil)),
	}
}

// tokenPermanents are the filter word for tokens and the instruction that
// exiles every permanent of a set at once.
func tokenPermanents() []*Primitive {
	return []*Primitive{
		fn("exile-all", dsl.Effect, dsl.AnyAbility, "Exile every permanent matching the filter at once (CR 406.3); a later `that-many` of the ability is how many it exiled.",
			"effect exile-all(Serf is-token)", p("what", dsl.Objects)).text("exile {what:all}").
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					x.Counted = x.G.ExileAllCounted(objectIDs(what.Of(x, a)))
					return nil
				}
			}),
	}
}

// amassing is the keyword action that makes an Army (CR 701.47).
func amassing() []*Primitive {
	// The Army's face comes from tokens.kw.
	predefinedFaces["Army"] = nil
	return []*Primitive{
		fn("amass", dsl.Effect, dsl.AnyAbility, "Amass (CR 701.47a): if you control no Army creature, create a 0/0 black Army creature token of the subtype; put the +1/+1 counters on an Army you control, which becomes one of the subtype in addition to its other types.",
			"effect amass(Zombie, 1)", p("subtype", dsl.Subtype), positive("count", dsl.Number)).text("amass {subtype:plural} {count:digits}").
			remind("Put {count#+1/+1 counter} on an Army you control. It's also {subtype:a}. If you don't control an Army, create a 0/0 black {subtype} Army creature token first.").
			eval(func(b *binder) evalFn {
				subtype, count := b.subtype("subtype"), b.num("count")
				return func(x *ctx, a argv) val {
					x.G.Amass(x.Controller, predefinedFaces["Army"], string(subtype.Of(x, a)), count.Of(x, a))
					return nil
				}
			}),
	}
}
