package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// moreEvents are the trigger events beyond entering and dying: leaving
// the battlefield, damage dealt to an object, life gained, a permanent
// becoming tapped, attacks and blocks, and the beginnings of steps.
func moreEvents() []*Primitive {
	return []*Primitive{
		binds(fn("leaves", dsl.Event, dsl.InTriggered, "A permanent matching the filter leaves the battlefield for any zone (CR 603.6c); the filter is matched as the permanent last existed on the battlefield (CR 603.10a); `as` names it.",
			"whenever leaves(self) as gone", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} leaves the battlefield", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(func(b *binder) eventFn {
				what := b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvZoneChange || ev.From != interp.Battlefield || ev.Would {
						return nil, false
					}
					// CR 603.10a: a leaves-the-battlefield trigger looks back.
					r := interp.ObjRef(ev.Obj)
					return r, what.Of(x, a).MatchLKI(r)
				}
			}).on(interp.EvZoneChange),
		binds(fn("dealt-damage", dsl.Event, dsl.InTriggered, "A permanent matching the filter is dealt damage, combat or not (CR 120.3); `as` names it.",
			"whenever dealt-damage(self) as hurt", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} is dealt damage", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(func(b *binder) eventFn {
				what := b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvDamage || ev.Would || !ev.Target.IsObj || ev.Amount <= 0 {
						return nil, false
					}
					return ev.Target, what.Of(x, a).Match(ev.Target)
				}
			}),
		fn("gains-life", dsl.Event, dsl.InTriggered, "A player matching the filter gains life (CR 119.3); each life-gain event triggers once, whatever the amount (CR 119.9).",
			"whenever gains-life(you)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "gain life"}).
			event(func(b *binder) eventFn {
				player := b.filter("player")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvLifeGain || ev.Amount <= 0 {
						return nil, false
					}
					r := interp.PlayerRef(ev.Player)
					return r, player.Of(x, a).Match(r)
				}
			}),
		binds(fn("becomes-tapped", dsl.Event, dsl.InTriggered, "A permanent matching the filter becomes tapped (CR 701.26a), for any reason, attacking too (CR 508.1f); `as` names it.",
			"whenever becomes-tapped(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} becomes tapped", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvTap)).on(interp.EvTap),
		binds(fn("attacks", dsl.Event, dsl.InTriggered, "A creature matching the filter is declared as an attacker (CR 508.3a); `as` names it.",
			"whenever attacks(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} attacks", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvAttack)).on(interp.EvAttack),
		binds(fn("enters-or-attacks", dsl.Event, dsl.InTriggered, "A permanent matching the filter enters the battlefield (CR 603.6a) or a creature matching it is declared as an attacker (CR 508.3a): \"Whenever this creature enters or attacks\", one ability with two trigger events (CR 603.2); `as` names it.",
			"whenever enters-or-attacks(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} enters or attacks", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(func(b *binder) eventFn {
				what := b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					var r interp.Ref
					switch {
					case ev.Kind == interp.EvZoneChange && ev.To == interp.Battlefield && !ev.Would:
						r = interp.ObjRef(ev.New)
					case ev.Kind == interp.EvAttack:
						r = interp.ObjRef(ev.Obj)
					default:
						return nil, false
					}
					return r, what.Of(x, a).Match(r)
				}
			}),
		binds(fn("blocks", dsl.Event, dsl.InTriggered, "A creature matching the filter is declared as a blocker (CR 509.3c); `as` names it.",
			"whenever blocks(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} blocks", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvBlock)),
		binds(fn("becomes-blocked", dsl.Event, dsl.InTriggered, "An attacking creature matching the filter becomes blocked, once however many creatures block it (CR 509.3d); `as` names it.",
			"whenever becomes-blocked(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} becomes blocked", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvBlocked)),
		binds(fn("becomes-untapped", dsl.Event, dsl.InTriggered, "A permanent matching the filter becomes untapped by an effect (CR 701.26b); `as` names it.",
			"whenever becomes-untapped(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} becomes untapped", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvUntap)),
		fn("deals-damage", dsl.Event, dsl.InTriggered, "A source matching the filter deals damage, combat or not (CR 120.3), to anything or, given `to`, to a player matching it.",
			"whenever deals-damage(self, to: opponent)", p("source", dsl.Objects), opt("to", dsl.Players)).says(Template{Text: "{source:a} deals damage[ to {to:a}]"}).
			event(func(b *binder) eventFn {
				source, to := b.filter("source"), b.filter("to")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvDamage || ev.Would || ev.Amount <= 0 || !source.Of(x, a).Match(interp.ObjRef(ev.Source)) {
						return nil, false
					}
					if to.Given(a) && !to.Of(x, a).Match(ev.Target) {
						return nil, false
					}
					return ev.Target, true
				}
			}),
		fn("loses-life", dsl.Event, dsl.InTriggered, "A player matching the filter loses life, damage included (CR 119.3, 120.3a).",
			"whenever loses-life(opponent)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "lose life"}).
			event(func(b *binder) eventFn {
				player := b.filter("player")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					var r interp.Ref
					switch {
					case ev.Kind == interp.EvLifeLoss && ev.Amount > 0:
						r = interp.PlayerRef(ev.Player)
					case ev.Kind == interp.EvDamage && !ev.Would && ev.Amount > 0 && ev.Target.IsPlay:
						r = ev.Target
					default:
						return nil, false
					}
					return r, player.Of(x, a).Match(r)
				}
			}),
		fn("leave-graveyard", dsl.Event, dsl.InTriggered, "One or more cards leave the graveyard of a player matching the filter at the same time, for any zone; with `what`, one or more cards matching it, as they were in the graveyard (CR 603.10a). It triggers once for all the cards that leave together (CR 603.2c).",
			"whenever leave-graveyard(you, what: creature)", p("player", dsl.Players), opt("what", dsl.Objects)).
			says(Template{Text: "one or more cards leave {player:poss} graveyard", Forms: map[string]string{"+what": "one or more {what:noun} cards leave {player:poss} graveyard"}}).
			event(func(b *binder) eventFn {
				player, what := b.filter("player"), b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvLeaveGraveyard || !player.Of(x, a).Match(interp.PlayerRef(ev.Player)) {
						return nil, false
					}
					if !what.Given(a) {
						return nil, true
					}
					fv := what.Of(x, a)
					for _, id := range ev.Objs {
						if fv.MatchAnyZone(interp.ObjRef(id)) {
							return nil, true
						}
					}
					return nil, false
				}
			}).on(interp.EvLeaveGraveyard),
		fn("draws", dsl.Event, dsl.InTriggered, "A player matching the filter draws a card (CR 121.1); each card drawn is an event.",
			"whenever draws(you)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "draw a card"}).
			event(playerEvent(interp.EvDraw, func(ev *interp.Event) val { return interp.PlayerRef(ev.Player) })),
		fn("at-next-end-step", dsl.Effect, dsl.AnyAbility, "A delayed triggered ability (CR 603.7a): the effect happens at the beginning of the next end step, once (CR 603.7c).",
			"effect at-next-end-step(sacrifice(self))", p("effect", dsl.Effect)).text("{effect:base} at the beginning of the next end step").
			eval(func(b *binder) evalFn {
				effect := b.node("effect")
				return func(x *ctx, a argv) val {
					x.G.DelayEffect(x, interp.StepEnd, effect.Node(a), "at the beginning of the next end step")
					return nil
				}
			}),
		fn("at-your-next-upkeep", dsl.Effect, dsl.AnyAbility, "A delayed triggered ability (CR 603.7a): the effect happens at the beginning of the next upkeep of the ability's controller, once (CR 603.7c); another player's upkeep doesn't trigger it.",
			"effect at-your-next-upkeep(pay-or({2}{B}, lose-game(you)))", p("effect", dsl.Effect)).text("at the beginning of your next upkeep, {effect}").
			eval(func(b *binder) evalFn {
				effect := b.node("effect")
				return func(x *ctx, a argv) val {
					x.G.DelayEffectFor(x, interp.StepUpkeep, x.Controller, effect.Node(a), "at the beginning of your next upkeep")
					return nil
				}
			}),
		binds(fn("end-step", dsl.Event, dsl.InTriggered, "The beginning of the end step (CR 513.1) of a player matching the filter; `as` names the player whose end step it is (\"that player\").",
			"at end-step(opponent) as p", p("player", dsl.Players)), dsl.Player).says(Template{Text: "the beginning of {player:poss} end step", Forms: map[string]string{"bound": "that player"}}).
			event(stepEvent(interp.StepEnd)).on(interp.EvStep),
		inTrigger(word("each-end-step", dsl.Event, "The beginning of each player's end step (CR 513.1).",
			"at each-end-step")).text("the beginning of each end step").
			event(stepEvent(interp.StepEnd)).on(interp.EvStep),
		inTrigger(word("each-upkeep", dsl.Event, "The beginning of each player's upkeep (CR 503.1).",
			"at each-upkeep")).text("the beginning of each upkeep").
			event(stepEvent(interp.StepUpkeep)).on(interp.EvStep),
		fn("draw-step", dsl.Event, dsl.InTriggered, "The beginning of the draw step (CR 504.1) of a player matching the filter; it triggers before the draw and its ability goes on the stack after it.",
			"at draw-step(you)", p("player", dsl.Players)).text("the beginning of {player:poss} draw step").
			event(stepEvent(interp.StepDraw)),
		fn("combat-on-turn", dsl.Event, dsl.InTriggered, "The beginning of combat (the beginning of combat step, CR 507.1) on the turn of a player matching the filter.",
			"at combat-on-turn(you)", p("player", dsl.Players)).text("the beginning of combat on {player:poss} turn").
			event(stepEvent(interp.StepBeginCombat)),
	}
}

// objectEvent matches an event of the kind whose object matches the
// filter, and binds the object.
func objectEvent(kind interp.EventKind) func(b *binder) eventFn {
	return func(b *binder) eventFn {
		what := b.filter("what")
		return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
			if ev.Kind != kind {
				return nil, false
			}
			r := interp.ObjRef(ev.Obj)
			return r, what.Of(x, a).Match(r)
		}
	}
}

// inTrigger makes a record usable only as a triggered ability's event.
func inTrigger(pr *Primitive) *Primitive { pr.Places = dsl.InTriggered; return pr }

// stepEvent matches the beginning of the step of a player matching the
// filter "player", or of any player for a record without it, and binds
// the player.
func stepEvent(step interp.Step) func(b *binder) eventFn {
	return func(b *binder) eventFn {
		var player interp.Arg[*interp.FilterVal]
		each := b.typeOf("player") == dsl.Invalid
		if !each {
			player = b.filter("player")
		}
		return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvStep || ev.Step != step {
				return nil, false
			}
			r := interp.PlayerRef(ev.StepPlayer)
			return r, each || player.Of(x, a).Match(r)
		}
	}
}
