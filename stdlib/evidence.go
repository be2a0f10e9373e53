package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// evidence are the primitives of collecting evidence (CR 701.59): the
// action, as a cost or an effect, and the event of doing it.
func evidence() []*Primitive {
	return []*Primitive{
		fn("collect-evidence", dsl.Action, dsl.AnyAbility, "Collect evidence N (CR 701.59a): exile cards of your choice from your graveyard with total mana value N or greater. With less in the graveyard it can't be done (CR 701.59b): as a cost it can't be paid, and \"you may collect evidence 4\" does nothing. `reminder(…)` says its reminder text, which as a cost names the action: \"(To collect evidence 3, exile …)\".",
			"effect may(reminder(collect-evidence(4)))", positive("count", dsl.Number)).
			says(Template{Text: "collect evidence {count:digits}", Reminder: "Exile cards with total mana value {count:digits} or greater from your graveyard.", OptionalReminder: true,
				Forms: map[string]string{"reminder-verb": "To collect evidence {count:digits}, exile cards with total mana value {count:digits} or greater from your graveyard."}}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					x.G.CollectEvidence(x.Controller, count.Of(x, a), x.Paying)
					return nil
				}
			}),
		fn("collects-evidence", dsl.Event, dsl.InTriggered, "A player matching the filter collects evidence (CR 701.59a), as a cost or an effect, whatever the number: \"Whenever you collect evidence\".",
			"whenever collects-evidence(you)", p("player", dsl.Players)).says(Template{Subject: "player", Text: "collect evidence"}).
			event(playerEvent(interp.EvCollectEvidence, func(*interp.Event) val { return nil })),
	}
}
