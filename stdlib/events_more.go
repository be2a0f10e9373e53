package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// moreEvents are the trigger events beyond entering and dying: leaving
// the battlefield, damage dealt to an object, life gained, a permanent
// becoming tapped, attacks and blocks, and the beginning of the end step.
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
			}),
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
			event(objectEvent(interp.EvTap)),
		binds(fn("attacks", dsl.Event, dsl.InTriggered, "A creature matching the filter is declared as an attacker (CR 508.3a); `as` names it.",
			"whenever attacks(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} attacks", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvAttack)),
		binds(fn("blocks", dsl.Event, dsl.InTriggered, "A creature matching the filter is declared as a blocker (CR 509.3c); `as` names it.",
			"whenever blocks(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} blocks", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvBlock)),
		binds(fn("becomes-blocked", dsl.Event, dsl.InTriggered, "An attacking creature matching the filter becomes blocked, once however many creatures block it (CR 509.3d); `as` names it.",
			"whenever becomes-blocked(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} becomes blocked", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvBlocked)),
		fn("end-step", dsl.Event, dsl.InTriggered, "The beginning of the end step (CR 513.1) of a player matching the filter.",
			"at end-step(you)", p("player", dsl.Players)).text("the beginning of {player:poss} end step").
			event(func(b *binder) eventFn {
				player := b.filter("player")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvStep || ev.Step != interp.StepEnd {
						return nil, false
					}
					r := interp.PlayerRef(ev.StepPlayer)
					return r, player.Of(x, a).Match(r)
				}
			}),
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
