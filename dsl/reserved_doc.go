package dsl

// reservedDocs says what each reserved word of the card language (and the
// contextual `loyalty` and the form `reminder(…)`) means, for `cardc doc`;
// the section is that of docs/language.md.
var reservedDocs = map[string]string{
	"card":        "begins a card: card \"Name\" { … } (language.md §1)",
	"back":        "begins a card's back face: back \"Name\" { … } (§8)",
	"split":       "begins a split card's second half: split \"Name\" { … } (§8, CR 709)",
	"adventure":   "begins an adventurer card's Adventure: adventure \"Name\" { … } (§8, CR 715)",
	"modal":       "begins a modal double-faced card's back face, cast or played instead of the front face: modal \"Name\" { … } (§8, CR 712)",
	"prepare":     "begins a prepare card's spell, cast as a copy while the permanent is prepared: prepare \"Name\" { … } (§8)",
	"token":       "defines a token the card creates: token soldier { … } (§8)",
	"cost":        "a card's mana cost field (cost {1}{G}), or an ability's cost clause (cost {T}, sacrifice(…)) (§3, §6)",
	"type":        "the type line field: type Legendary Creature — Elf Druid (§3)",
	"pt":          "the power/toughness field: pt 2/2, pt */* with a characteristic-defining ability (§3)",
	"color":       "the color indicator field, for a face without a mana cost: color black (§3)",
	"text":        "the printed rules text, one string a paragraph, compared with the script's rendering (§3)",
	"keyword":     "a keyword line: keyword flying, vigilance (§4)",
	"static":      "a static ability block: static { effect … } (§5)",
	"triggered":   "a triggered ability block: triggered { when … effect … } (§5)",
	"activated":   "an activated ability block: activated { cost … effect … } (§5)",
	"mana":        "a mana ability block: mana { cost {T} effect produce-mana(…) } (§5)",
	"replacement": "a replacement effect block: replacement { replace … effect … } (§5)",
	"target":      "a target clause: target creature as t, the name bound for the clauses after it (§6)",
	"effect":      "an effect clause: what the ability or spell does, in order; in a spell each effect line is a paragraph (§6, §7)",
	"also":        "an effect clause that continues the paragraph of the effect line before it: \"… target creature. Scry 1.\" (§6, §7)",
	"when":        "a trigger clause for a one-time event: when enters(self) (§6)",
	"whenever":    "a trigger clause for a recurring event: whenever dies(creature) as dead (§6)",
	"at":          "a trigger clause for the beginning of a step: at upkeep(you) (§6)",
	"if":          "an intervening-if condition of a triggered ability, checked as it triggers and as it resolves (CR 603.4; §6)",
	"replace":     "the event a replacement effect replaces: replace tapped-for-mana(land) as tapping (§6)",
	"choose":      "how many modes a modal spell takes: choose 1 to 2 (§7)",
	"mode":        "one mode of a modal spell: mode { target … effect … } (§7)",
	"as":          "binds a name to a target, cost or event: target creature as t (§10)",
	"loyalty":     "the starting loyalty field before a number (loyalty 3); otherwise the loyalty counter kind (§3, §13)",
	"defense":     "a battle's defense field before a number (defense 5, CR 310.4a); otherwise the defense counter kind (§3, §13)",
	"plural-name": "a field saying the card's name is a plural noun phrase: a legendary card naming itself by its name takes a plural verb, \"When The Twins enter\" (CR 201.5; §3)",
	"reminder":    "reminder(x) is x with its reminder text printed: keyword reminder(mountainwalk), effect reminder(mill(1)) (§9)",
}

// ReservedDoc returns what a reserved word of the card language means, or
// "" when word isn't one.
func ReservedDoc(word string) string {
	if d := reservedDocs[word]; d != "" {
		return word + ": a reserved word of the card language; " + d
	}
	return ""
}
