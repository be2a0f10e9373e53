package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// costKeywords are the keyword abilities with costs and zone permissions:
// cycling and typecycling (CR 702.29), flashback (CR 702.34), kicker and
// multikicker (CR 702.33); and infect (CR 702.90), which the same cards
// need.
func costKeywords() []*Primitive {
	out := []*Primitive{
		keyword("infect", "It deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters (CR 702.90b, 120.3b, 120.3d): the damage is dealt (lifelink and deathtouch still apply) but isn't marked and causes no life loss; ten poison counters lose the game (CR 704.5c).",
			"keyword infect").
			says(Template{Text: "infect", Reminder: "This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters."}).
			rule(interp.DamageAsCounters),
		keyword("flashback", "The card may be cast from its owner's graveyard by paying this cost instead of its mana cost (an alternative cost, CR 118.9), mana or not (\"Flashback—Sacrifice a creature.\", paid with the additional costs, CR 601.2h); cast that way, it is exiled instead of going anywhere else whenever it would leave the stack, resolving or countered (CR 702.34a). Timing and targets are the card's own.",
			"keyword flashback({3}{R})", p("cost", dsl.Cost)).
			says(Template{Text: "flashback {cost}", Forms: map[string]string{"nonmana": "flashback—{cost}."}, Reminder: "You may cast this card from your graveyard for its flashback cost. Then exile it."}).
			rule(interp.CastFromGraveyard),
		keyword("escape", "The card may be cast from its owner's graveyard by paying this mana cost and exiling the number of other cards from that graveyard instead of its mana cost (an alternative cost, CR 702.138a-b, 118.9); with fewer other cards there, it can't be cast that way. The spell, and the permanent it becomes, escaped (CR 702.138c, `escaped`). Unlike flashback, nothing exiles it: an escaped permanent that dies goes to the graveyard, from which it may escape again. Timing and targets are the card's own.",
			"keyword escape({R}{R}{W}{W}, exile: 5)", p("cost", dsl.Mana), p("exile", dsl.Number)).
			says(Template{Text: "escape—{cost}, Exile {exile#other card} from your graveyard.", Reminder: "You may cast this card from your graveyard for its escape cost."}).
			rule(interp.EscapeFromGraveyard),
		fn("escaped", dsl.Condition, dsl.AnyAbility,
			"True when the object was cast with escape: a spell, or the permanent it became (CR 702.138c); a permanent that wasn't cast didn't escape. \"Sacrifice it unless it escaped\": `if-not(escaped(self), sacrifice(self))`.",
			"if escaped(self)", p("object", dsl.Object)).text("{object} escaped").
			eval(objectWas(func(o *interp.Object) bool { return o.Escaped })),
		keyword("madness", "While the card is in its owner's hand: if they would discard it, they discard it into exile instead; when they do, a triggered ability lets them cast it by paying this cost instead of its mana cost (an alternative cost, CR 118.9), even when they couldn't cast it otherwise, or else they put it into their graveyard (CR 702.35a). It is still discarded: \"whenever you discard\" abilities see it. Cast this way, its madness cost was paid (`madness-paid`). A scenario answers the trigger with `choose yes` and pays with `pay`.",
			"keyword madness({1}{B})", p("cost", dsl.Mana)).
			says(Template{Text: "madness {cost}", Reminder: "If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard."}).
			rule(interp.DiscardIntoExile),
		fn("madness-paid", dsl.Condition, dsl.AnyAbility,
			"True when the object was cast for its madness cost: a spell, or the permanent it became (CR 702.35a); \"if its madness cost was paid\", \"if it was cast for its madness cost\".",
			"if madness-paid(self)", p("object", dsl.Object)).text("{object:poss} madness cost was paid").
			eval(objectWas(func(o *interp.Object) bool { return o.Madness })),
		keyword("morph", "The card may be cast face down for {3} as a 2/2 creature with no name, mana cost, types other than creature, color or abilities (CR 702.37c, 708.2a); any time its controller has priority, the face-down permanent may be turned face up by paying this cost, a special action that doesn't use the stack (CR 702.37e, 116.2b). Turned up, it keeps its counters, damage and status (CR 708.8); leaving the battlefield or the stack, it is revealed and is face up in its new zone (CR 708.9). A scenario casts it with `face-down` and turns it with `turn-face-up`.",
			"keyword morph({2}{G})", p("cost", dsl.Mana)).
			says(Template{Text: "morph {cost}", Reminder: "You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost."}).
			rule(interp.TurnFaceUpFor),
		keyword("disguise", "Like morph, with ward {2} on the face-down creature (CR 702.168a): the card may be cast face down for {3} as a 2/2 creature with ward {2} and nothing else (CR 708.2a), and turned face up any time its controller has priority by paying this cost, a special action (CR 702.168d, 116.2b). A scenario casts it with `face-down` and turns it with `turn-face-up`.",
			"keyword disguise({3}{R}{R})", p("cost", dsl.Mana)).
			says(Template{Text: "disguise {cost}", Reminder: "You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost."}).
			rule(interp.TurnFaceUpForWarded),
		keyword("kicker", "An optional additional cost: the caster may pay it once as the spell is cast (CR 702.33a); the spell, and the permanent it becomes, \"was kicked\" (702.33d). A scenario pays it with `kicked 1`.",
			"keyword kicker({4})", p("cost", dsl.Mana)).
			says(Template{Text: "kicker {cost}", Reminder: "You may pay an additional {cost} as you cast this spell."}).
			rule(interp.OptionalAdditionalCost),
		keyword("multikicker", "An optional additional cost the caster may pay any number of times as the spell is cast (CR 702.33c); `times-kicked` counts the payments. A scenario pays it with `kicked N`.",
			"keyword multikicker({1}{G})", p("cost", dsl.Mana)).
			says(Template{Text: "multikicker {cost}", Reminder: "You may pay an additional {cost} any number of times as you cast this spell."}).
			rule(interp.OptionalAdditionalCostAnyTimes),
		fn("times-kicked", dsl.Number, dsl.AnyAbility,
			"How many times the object's kicker or multikicker cost was paid as it was cast (CR 702.33d); 0 if it wasn't kicked or wasn't cast. A permanent keeps the count of the spell it was.",
			"effect enters-with-counters(+1/+1, times-kicked(self))", p("object", dsl.Object)).
			says(Template{Text: "the number of times {object} was kicked", Forms: map[string]string{"each": "each time {object} was kicked"}}).
			eval(castFact(func(o *interp.Object) int { return o.Kicks })),
		keyword("cycling", "An activated ability from its owner's hand: \"[Cost], Discard this card: Draw a card.\" (CR 702.29a).",
			"keyword cycling({2})", p("cost", dsl.Mana)).
			says(Template{Text: "cycling {cost}", Reminder: "{cost}, Discard this card: Draw a card."}).
			rule(interp.CycleFromHand),
		keyword("craft", "An activated ability of a transforming double-faced permanent: \"[Cost], Exile this permanent, Exile [materials] from among permanents you control and/or cards in your graveyard: Return this card to the battlefield transformed under its owner's control. Activate only as a sorcery.\" (CR 702.167a). `with` describes the materials: one object, another permanent you control or a card in your graveyard; with none, the cost can't be paid. The card returns as a new object (CR 400.7).",
			"keyword craft({4}{B}, with: creature)", p("cost", dsl.Mana), p("with", dsl.Objects)).
			says(Template{Text: "craft with {with:bare} {cost}", Reminder: "{cost}, Exile {this}, Exile {with:other} you control or {with:a} card from your graveyard: Return this card transformed under its owner's control. Craft only as a sorcery."}).
			rule(interp.ExileAndReturnTransformed),
	}
	return append(append(append(out, typecyclings()...), spellCosts()...), dividing()...)
}

// typecyclings are the typecycling keywords (CR 702.29e): one record for
// each quality the search looks for, the family sharing cycling's rule.
func typecyclings() []*Primitive {
	type cycling struct{ name, text, what string }
	var out []*Primitive
	for _, c := range []cycling{
		{"basic-landcycling", "basic landcycling", ""},
		{"plainscycling", "plainscycling", "Plains"},
		{"islandcycling", "islandcycling", "Island"},
		{"swampcycling", "swampcycling", "Swamp"},
		{"mountaincycling", "mountaincycling", "Mountain"},
		{"forestcycling", "forestcycling", "Forest"},
	} {
		card, test := "an "+c.what+" card", hasSubtype(c.what)
		if c.what == "" {
			card, test = "a basic land card", basicLand
		} else if c.what != "Island" {
			card = "a " + c.what + " card"
		}
		pr := keyword(c.name, "An activated ability from its owner's hand: \"[Cost], Discard this card: Search your library for "+card+", reveal it, put it into your hand, then shuffle.\" (CR 702.29e); the player may find nothing (CR 701.19b).",
			"keyword "+c.name+"({2})", p("cost", dsl.Mana)).
			says(Template{Text: c.text + " {cost}", Reminder: "{cost}, Discard this card: Search your library for " + card + ", reveal it, put it into your hand, then shuffle."}).
			rule(interp.CycleFromHand)
		pr.Impl.Quality = &interp.KeywordQuality{Test: test}
		out = append(out, pr)
	}
	return out
}

// hasSubtype tests for an object with the subtype.
func hasSubtype(subtype string) func(*interp.Chars) bool {
	return func(c *interp.Chars) bool { return c.Is(subtype) }
}

// basicLand tests for a basic land (CR 205.4c).
func basicLand(c *interp.Chars) bool { return c.Is("Land") && c.Is("Basic") }

// castFact is the implementation of a number its "object" argument keeps
// from being cast (the mana spent, the times kicked): 0 when there is no
// such object.
func castFact(of func(*interp.Object) int) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		object := b.object("object")
		return func(x *ctx, a argv) val {
			if o := object.Of(x, a); o != nil {
				return of(o)
			}
			return 0
		}
	}
}

// kickedSpell reports whether the object whose ability or spell is being
// carried out was kicked as it was cast (CR 702.33d).
func kickedSpell(x *ctx) bool {
	o := x.G.Obj(x.Source)
	return o != nil && o.Kicks > 0
}
