package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// attacking are the primitives about attacking creatures and what they
// attack: the trigger of an attacker no creature blocks and the
// defending player.
func attacking() []*Primitive {
	return []*Primitive{
		binds(fn("attacks-unblocked", dsl.Event, dsl.InTriggered, "An attacking creature matching the filter isn't blocked: blockers are declared (or the defending player declares none) and no creature blocks it, so it becomes unblocked (CR 509.1h); the ability triggers then, once each combat (CR 603.2), before combat damage. A creature that is blocked doesn't trigger it, even if its blockers leave combat later; `as` names it.",
			"whenever attacks-unblocked(self)", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} attacks and isn't blocked", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(objectEvent(interp.EvUnblocked)),
		word("defending-player", dsl.Player, "The defending player (CR 506.2): the player the ability's source attacks, or the controller of the planeswalker it attacks (CR 508.1b); when the source isn't attacking, the nonactive player.",
			"target creature controlled-by(defending-player) as t").says(Template{Text: "defending player", Forms: map[string]string{"poss": "defending player's"}}).
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return interp.PlayerRef(x.G.DefendingPlayer(x.G.Obj(x.Source))) }
			}),
		word("opponents-attacked", dsl.Number, "How many opponents you (the ability's controller) attacked with one or more creatures this combat: players, not their planeswalkers (CR 508.1b, 702.121a), counted as the attackers were declared, so an attacker removed from combat since still counts.",
			"effect gets(self, +1/+1, until: end-of-turn, per: opponents-attacked)").says(Template{Text: "the number of opponents you attacked this combat", Forms: map[string]string{"each": "each opponent you attacked this combat"}}).
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val {
					n := 0
					for _, p := range x.G.PlayersAttacked(x.Controller) {
						if p != x.Controller {
							n++
						}
					}
					return n
				}
			}),
		word("players-attacked", dsl.Number, "How many players you (the ability's controller) attacked with one or more creatures this combat: players, not their planeswalkers (CR 508.1b), counted as the attackers were declared, so an attacker removed from combat since still counts; in a game of two it is 1 when you attacked your opponent, whatever else you attacked.",
			"effect return-to-battlefield(c, where-x: players-attacked)").says(Template{Text: "the number of players you attacked this combat", Forms: map[string]string{"each": "each player you attacked this combat"}}).
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return len(x.G.PlayersAttacked(x.Controller)) }
			}),
		fn("goad", dsl.Effect, dsl.AnyAbility, "Goad a creature, or each creature of a set (CR 701.38a): until your next turn it attacks each combat if able and attacks a player other than you if able (requirements, CR 508.1d). A declaration of attackers that leaves out a goaded creature that could attack, or has it attack you or a planeswalker when it could attack another player, is illegal; with no declaration, the goaded creatures attack as required. Goading it again refreshes the duration (CR 701.38c). The reminder text is written with `reminder(…)`.",
			"effect may(reminder(goad(t)))", p("object", dsl.Objects)).text("goad {object}").
			remind("Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.").
			eval(func(b *binder) evalFn {
				object := b.filter("object")
				return func(x *ctx, a argv) val {
					for _, r := range candidates(object.Of(x, a)) {
						if r.IsObj {
							x.G.Goad(r.Obj, x.Controller)
						}
					}
					return nil
				}
			}),
		keyword("melee", "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat (CR 702.121a); each instance triggers separately (CR 702.121b).", "keyword melee").
			says(Template{Text: "melee", Reminder: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat."}).
			defined(),
	}
}
