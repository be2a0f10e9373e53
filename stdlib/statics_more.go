package stdlib

import (
	"strings"

	"cardc/dsl"
	"cardc/interp"
)

// moreStatics are the primitives of static abilities that restrict blocks
// between the creatures two filters name (CR 509.1b), and the filter
// words those restrictions name creatures by.
func moreStatics() []*Primitive {
	pairRule := func(name string, r interp.RuleChange, doc, other, text string) *Primitive {
		return fn(name, dsl.Effect, dsl.InStatic, doc, "effect "+name+"(self, creature power-at-least(4))", p("object", dsl.Objects), p(other, dsl.Objects)).
			says(Template{Subject: "object", Text: text}).
			changesRule(r).
			eval(func(b *binder) evalFn {
				objects, others := b.filter("object"), b.filter(other)
				return func(x *ctx, a argv) val {
					return &interp.RuleEffect{Rule: r, Objects: objects.Of(x, a), Other: others.Of(x, a)}
				}
			})
	}
	return []*Primitive{
		pairRule("cant-be-blocked-by", interp.RuleCantBeBlockedBy,
			"In a static ability: the creatures the second filter names can't block the objects (CR 509.1b), checked as blockers are declared, as in \"This creature can't be blocked by creatures with power 4 or greater\".",
			"blockers", "can't be blocked by {blockers:plural-or}"),
		pairRule("cant-block-creatures", interp.RuleCantBlockCreatures,
			"In a static ability: the objects can't block the creatures the second filter names (CR 509.1b), checked as blockers are declared, as in \"Cowards can't block Warriors\" and \"Enchanted creature can't block creatures you control\".",
			"attackers", "can't block {attackers:plural}"),
		fn("cant-attack-you", dsl.Effect, dsl.InStatic, "In a static ability: the creatures can't attack you (the ability's controller) or planeswalkers you control (CR 508.1c).",
			"effect cant-attack-you(enchanted)", p("object", dsl.Objects)).
			says(Template{Subject: "object", Text: "can't attack you or planeswalkers you control"}).
			changesRule(interp.RuleCantAttackPlayer).
			eval(func(b *binder) evalFn {
				objects := b.filter("object")
				return func(x *ctx, a argv) val {
					return &interp.RuleEffect{Rule: interp.RuleCantAttackPlayer, Objects: objects.Of(x, a), Player: x.Controller}
				}
			}),
		fn("max-blockers", dsl.Effect, dsl.InStatic, "In a static ability: each of the objects can't be blocked by more than that many creatures (CR 509.1b), checked when the declaration of blockers is complete.",
			"effect max-blockers(self, 1)", p("object", dsl.Objects), positive("number", dsl.Number)).
			says(Template{Subject: "object", Text: "can't be blocked by more than {number#!creature}"}).
			changesRule(interp.RuleMaxBlockers).
			eval(func(b *binder) evalFn {
				objects, number := b.filter("object"), b.num("number")
				return func(x *ctx, a argv) val {
					return &interp.RuleEffect{Rule: interp.RuleMaxBlockers, Objects: objects.Of(x, a), N: number.Of(x, a)}
				}
			}),
		fn("cant-gain-life", dsl.Effect, dsl.AnyAbility, "From a resolving spell or ability: the players the filter names as it resolves can't gain life for the duration (CR 119.7, 611.2c); a life gain, lifelink's included, gains nothing.",
			"effect cant-gain-life(player, until: end-of-turn)", p("players", dsl.Players), p("until", dsl.Duration)).
			says(Template{Text: "{players:plural} can't gain life {until:this}"}).
			eval(playersRule(interp.RuleCantGainLife, "can't gain life")),
		fn("gains-no-life", dsl.Effect, dsl.InStatic, "In a static ability, a replacement effect (CR 614.1a): if a player the filter names would gain life, that player gains no life instead; lifelink's gain included.",
			"effect gains-no-life(player)", p("players", dsl.Players)).
			says(Template{Text: "if {players:a} would gain life, that player gains no life instead"}).
			changesRule(interp.RuleGainNoLife).
			eval(filterRule("players", interp.RuleGainNoLife)),
		fn("damage-cant-be-prevented", dsl.Effect, dsl.AnyAbility, "From a resolving spell or ability: for the duration, damage can't be prevented (CR 615.12): prevention shields and protection (CR 702.16e) don't prevent it.",
			"effect damage-cant-be-prevented(until: end-of-turn)", p("until", dsl.Duration)).
			says(Template{Text: "damage can't be prevented {until:this}"}).
			eval(func(b *binder) evalFn {
				until := b.duration("until")
				return func(x *ctx, a argv) val {
					d := until.Of(x, a)
					x.G.AddEffect(&interp.Continuous{Rule: interp.RuleDamageCantBePrevented, Until: d,
						Text: "damage can't be prevented " + durationText(x, d)})
					return nil
				}
			}),
		filter("has-aura", dsl.Objects, "Permanents an Aura is attached to: an enchanted permanent (CR 303.4), whoever controls the Aura.", "target creature has-aura as t").
			says(Template{Role: Adjective, Text: "enchanted"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool {
			for _, id := range x.G.Battlefield {
				if a := x.G.Obj(id); a.AttachedTo == interp.ObjRef(o.ID) && x.G.Chars(a).Is("Aura") {
					return true
				}
			}
			return false
		})),
		filter("power-at-least", dsl.Objects, "With power at least the number (CR 208.1), as the object's characteristics say now.", "creature power-at-least(4)", p("min", dsl.Number)).
			says(Template{Role: Qualifier, Text: "with power {min:digits} or greater"}).match(func(b *binder) matchFn {
			min := b.num("min")
			return onObject(func(x *ctx, a argv, _ *interp.Object, c *interp.Chars) bool {
				return c.Power >= min.Of(x, a)
			})
		}),
	}
}

// playersRule is the implementation of an effect that changes a rule of
// the game for the players a filter names as it resolves, for the
// duration (CR 611.2c): "can't gain life", "can't become the monarch".
func playersRule(rule interp.RuleChange, what string) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		players, until := b.filter("players"), b.duration("until")
		return func(x *ctx, a argv) val {
			var ps []interp.PlayerID
			var names []string
			for _, r := range players.Of(x, a).Candidates() {
				if r.IsPlay {
					ps = append(ps, r.Player)
					names = append(names, x.G.PlayerName(r.Player))
				}
			}
			if len(ps) == 0 {
				return nil
			}
			d := until.Of(x, a)
			x.G.AddEffect(&interp.Continuous{Rule: rule, Players: ps, Until: d,
				Text: strings.Join(names, " and ") + " " + what + " " + durationText(x, d)})
			return nil
		}
	}
}
