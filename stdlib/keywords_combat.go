package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// combatKeywords are the evergreen keyword abilities that change the
// rules of combat, damage, destruction, timing and targeting (CR 702):
// each record's hook names the rule the engine applies where it is
// decided (combat.go, damage.go, evasion.go in package interp).
func combatKeywords() []*Primitive {
	out := []*Primitive{
		keyword("first-strike", "Deals combat damage before creatures without first strike: when an attacking or blocking creature has first strike or double strike, combat has an extra combat damage step before the regular one, in which only those creatures deal damage (CR 702.7b, 510.4). A creature that gains first strike after the first step still deals damage in the second; one that loses it after dealing damage doesn't deal damage again (702.7c).",
			"keyword first-strike").text("first strike").
			remind("{This} deals combat damage before creatures without first strike.").
			rule(interp.DealsFirstStrikeDamage),
		keyword("double-strike", "Deals both first-strike and regular combat damage: it deals damage in the first-strike combat damage step and again in the regular one (CR 702.4b, 510.4).",
			"keyword double-strike").text("double strike").
			remind("{This} deals both first-strike and regular combat damage.").
			rule(interp.DealsDoubleStrikeDamage).counter(),
		keyword("deathtouch", "Any nonzero damage it deals to a creature is enough to destroy it: a state-based action destroys a creature dealt damage by a source with deathtouch (CR 702.2b, 704.5h); 1 damage counts as lethal when it assigns combat damage, so a trampler with deathtouch needs to assign only 1 to each blocker (702.2c, 702.19c). An indestructible creature isn't destroyed.",
			"keyword deathtouch").text("deathtouch").
			remind("Any amount of damage this deals to a creature is enough to destroy it.").
			rule(interp.DamageIsLethal),
		keyword("lifelink", "Damage dealt by it also causes its controller to gain that much life, at the same time the damage is dealt: a result of the damage, not a triggered ability (CR 702.15b).",
			"keyword lifelink").text("lifelink").
			remind("Damage dealt by {this} also causes you to gain that much life.").
			rule(interp.DamageGainsLife),
		keyword("menace", "Can't be blocked except by two or more creatures (CR 702.111b).",
			"keyword menace").text("menace").
			remind("{This} can't be blocked except by two or more creatures.").
			rule(interp.BlockedOnlyByTwoOrMore),
		keyword("defender", "Can't attack (CR 702.3b).",
			"keyword defender").text("defender").
			remind("{This} can't attack.").
			rule(interp.CantAttack),
		keyword("flash", "May be cast any time its controller could cast an instant (CR 702.8a).",
			"keyword flash").text("flash").
			remind("You may cast this spell any time you could cast an instant.").
			rule(interp.CastAnyTime),
		keyword("indestructible", "Can't be destroyed: lethal damage, damage from a source with deathtouch and destroy effects don't put it into the graveyard (CR 702.12b); 0 toughness still does (704.5f).",
			"keyword indestructible").text("indestructible").
			remind("Damage and effects that say \"destroy\" don't destroy {this}.").
			rule(interp.NotDestroyed),
		keyword("fear", "Can't be blocked except by artifact creatures and/or black creatures (CR 702.36b).",
			"keyword fear").text("fear").
			remind("{This} can't be blocked except by artifact creatures and/or black creatures.").
			rule(interp.BlockedOnlyByArtifactOrBlack),
		keyword("intimidate", "Can't be blocked except by artifact creatures and/or creatures that share a color with it (CR 702.13b).",
			"keyword intimidate").text("intimidate").
			remind("{This} can't be blocked except by artifact creatures and/or creatures that share a color with it.").
			rule(interp.BlockedOnlyBySharedColorOrArtifact),
		keyword("hexproof-from", "Can't be the target of spells its opponents control that have the quality, or of abilities they control from sources that have it (CR 702.11d).",
			"keyword hexproof-from(black)", p("from", dsl.Objects)).text("hexproof from {from:bare}").
			rule(interp.UntargetableByOpponentsFrom),
		keyword("ward", "A triggered ability: whenever this permanent becomes the target of a spell or ability an opponent controls, counter it unless that player pays the cost (CR 702.21a): mana, `ward({2})`, or another cost, `ward(pay-life(3))`. The payment happens as the ward ability resolves.",
			"keyword ward({2})", p("cost", dsl.Cost)).says(Template{Text: "ward {cost}", Forms: map[string]string{"nonmana": "ward—{cost}."}}).
			remind("Whenever {this} becomes the target of a spell or ability an opponent controls, counter it unless that player pays {cost}.").
			rule(interp.CounterUnlessPaid),
	}
	return append(out, landwalks()...)
}

// walkReminder is what a landwalk's reminder text says the defending
// player controls: "a Mountain", "a nonbasic land".
func walkReminder(quality string) string {
	if quality == "" {
		return "a nonbasic land"
	}
	return interp.Article(quality)
}

// landwalks are the landwalk keywords (CR 702.14): one record for each
// land type or quality, the family sharing one rule.
func landwalks() []*Primitive {
	type walk struct{ name, text, quality string }
	var out []*Primitive
	for _, w := range []walk{
		{"plainswalk", "plainswalk", "Plains"},
		{"islandwalk", "islandwalk", "Island"},
		{"swampwalk", "swampwalk", "Swamp"},
		{"mountainwalk", "mountainwalk", "Mountain"},
		{"forestwalk", "forestwalk", "Forest"},
		{"nonbasic-landwalk", "nonbasic landwalk", ""},
	} {
		what := "a land of the type " + w.quality
		test := landOfType(w.quality)
		if w.quality == "" {
			what, test = "a nonbasic land", nonbasicLand
		}
		pr := keyword(w.name, "Can't be blocked as long as the defending player controls "+what+" (CR 702.14c).",
			"keyword "+w.name).text(w.text).
			remind("{This} can't be blocked as long as defending player controls " + walkReminder(w.quality) + ".").
			rule(interp.UnblockableWhileDefenderControls)
		pr.Impl.Quality = &interp.KeywordQuality{Test: test}
		out = append(out, pr)
	}
	return out
}

// landOfType tests for a land with the land subtype.
func landOfType(subtype string) func(*interp.Chars) bool {
	return func(c *interp.Chars) bool { return c.Is("Land") && c.Is(subtype) }
}

// nonbasicLand tests for a land that isn't basic (CR 205.4c).
func nonbasicLand(c *interp.Chars) bool { return c.Is("Land") && !c.Is("Basic") }
