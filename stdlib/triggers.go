package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// creatureTriggers are the events of the triggered abilities creatures
// carry beyond entering, dying and combat: discarding (CR 701.9) and
// cycling (CR 702.29c).
func creatureTriggers() []*Primitive {
	return []*Primitive{
		fn("discards", dsl.Event, dsl.InTriggered, "A player matching the filter discards a card (CR 701.9a), as an effect, a cost or by cycling; each card discarded is an event. `as` names the card in the graveyard.",
			"whenever discards(you)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "discard a card"}).
			event(playerEvent(interp.EvDiscard, func(ev *interp.Event) val { return interp.ObjRef(ev.New) })),
		binds(fn("player-sacrifices", dsl.Event, dsl.InTriggered, "A player matching the filter sacrifices a permanent matching the second filter (CR 701.17a), as a cost or an effect, even if a replacement effect puts it somewhere other than the graveyard; each permanent sacrificed is an event. A leaves-the-battlefield ability, it looks back at the permanent as it last existed (CR 603.10a), so a token counts though it has ceased to exist (CR 111.7). `as` names it.",
			"whenever player-sacrifices(you, is-token)", p("player", dsl.Players), p("what", dsl.Objects)), dsl.Object).says(Template{Subject: "player", Text: "sacrifice {what:a}", Forms: map[string]string{"bound": "the sacrificed {what:noun}"}}).
			event(func(b *binder) eventFn {
				player, what := b.filter("player"), b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvZoneChange || ev.Would || !ev.Sacrificed || ev.From != interp.Battlefield {
						return nil, false
					}
					o := x.G.Obj(ev.Obj)
					if o == nil || !player.Of(x, a).Match(interp.PlayerRef(o.Controller)) {
						return nil, false
					}
					r := interp.ObjRef(ev.Obj)
					return r, what.Of(x, a).MatchLKI(r)
				}
			}),
		fn("cycled", dsl.Event, dsl.InTriggered, "You cycle the card (`self`): you activate its cycling or typecycling ability (CR 702.29c). The ability triggers from the graveyard, where the discarded card is, and its source is that card.",
			"when cycled(self)", p("card", dsl.Object)).text("you cycle {card:card}").
			event(func(b *binder) eventFn {
				b.ignores("card", "it is the source: a card's own cycling is the only one it sees")
				return func(x *ctx, _ argv, ev *interp.Event) (val, bool) {
					return nil, ev.Kind == interp.EvCycle && ev.New == x.Source
				}
			}),
	}
}

// playerEvent is the implementation of an event of one kind that a
// player does, matched by its "player" argument: bound is what `as`
// names.
func playerEvent(kind interp.EventKind, bound func(*interp.Event) val) func(b *binder) eventFn {
	return func(b *binder) eventFn {
		player := b.filter("player")
		return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
			if ev.Kind != kind {
				return nil, false
			}
			return bound(ev), player.Of(x, a).Match(interp.PlayerRef(ev.Player))
		}
	}
}

// eventAmounts are the amounts a triggered ability reads from the event
// that triggered it.
func eventAmounts() []*Primitive {
	return []*Primitive{
		word("that-much", dsl.Number, "In a triggered ability: the amount of the event that triggered it — the damage dealt, the life gained or lost (\"you gain that much life\", \"put that many +1/+1 counters\"); 0 for an event without an amount.",
			"effect gain-life(you, that-much)").only(dsl.InTriggered).says(Template{Text: "that much", Forms: map[string]string{"digits": "that much", "counting": "that many"}}).
			eval(fixed(func(x *ctx, _ argv) val {
				if x.Event == nil {
					return 0
				}
				return x.Event.Amount
			})),
	}
}

// eitherOf are the sets named as one object or another: "this creature
// or another Ally you control".
func eitherOf() []*Primitive {
	return []*Primitive{
		fn("either-of", dsl.Objects, dsl.AnyAbility, "Every object either set names, each once: \"whenever this creature or another Ally you control enters\" (one event for each object, CR 603.2c).",
			"whenever enters(either-of(self, another Ally you-control))", p("first", dsl.Objects), p("second", dsl.Objects)).
			says(Template{Text: "{first} or {second}", Forms: map[string]string{"a": "{first:a} or {second:a}"}}).
			eval(unionOf),
	}
}

// unionOf is the implementation of a set of what either argument names.
func unionOf(b *binder) evalFn {
	first, second := b.filter("first"), b.filter("second")
	return func(x *ctx, a argv) val { return interp.Union(x, first.Of(x, a), second.Of(x, a)) }
}
