package main

import (
	"strings"
	"testing"
)

// TestDocTypeWords: doc says what a type word, counter kind or color is,
// with its rule.
func TestDocTypeWords(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"Hydra"}, "Hydra: a creature type (CR 205.3m)\n"},
		{[]string{"hydra"}, "Hydra: a creature type (CR 205.3m)\n"},
		{[]string{"Elf"}, "Elf: a creature type (CR 205.3m)\n"},
		{[]string{"Time", "Lord"}, "Time Lord: a creature type (CR 205.3m)\n"},
		{[]string{"Forest"}, "Forest: a basic land type (CR 205.3i); a land with it has the intrinsic mana ability \"{T}: Add {G}.\" (CR 305.6)\n"},
		{[]string{"Urza's"}, "Urza's: a land type (CR 205.3i)\n"},
		{[]string{"Aura"}, "Aura: an enchantment type (CR 205.3h)\n"},
		{[]string{"Adventure"}, "Adventure: a spell type (CR 205.3k)\n"},
		{[]string{"Siege"}, "Siege: a battle type (CR 205.3q)\n"},
		{[]string{"Legendary"}, "Legendary: a supertype (CR 205.4a); a legendary permanent is subject to the legend rule (CR 704.5j)\n"},
		{[]string{"Kindred"}, "Kindred: a card type (CR 205.2a; see CR 308); its subtypes are creature types (CR 205.3m)\n"},
		{[]string{"Scheme"}, "Scheme: a card type (CR 205.2a; see CR 314) of Archenemy (CR 904), which a card of the language can't have; it has no subtypes (CR 205.3r)\n"},
		{[]string{"Spacecraft"}, "Spacecraft: an artifact type (CR 205.3g)\n" +
			"Spacecraft: a planar type (CR 205.3n), of planes of Planechase (CR 901), which a card of the language can't have\n"},
		{[]string{"charge"}, "charge: a counter kind (CR 122.1)\n"},
		{[]string{"+1/+1"}, "+1/+1: a counter kind (CR 122.1a: +1/+1 to the creature it is on)\n"},
		{[]string{"descend-8"}, "descend-8: an ability word (CR 207.2c): it has no rules meaning, and is printed in italics before an ability that shares a theme with others; write it after the word that opens the ability (`triggered descend-8 { … }`, `static descend-8 { … }`), and the ability reads \"Descend 8 — …\"\n"},
	} {
		code, out, errOut := cardc(t, append([]string{"doc"}, c.args...)...)
		if code != 0 || out != c.want {
			t.Errorf("doc %v: exit %d\n%s%s\nwant:\n%s", c.args, code, out, errOut, c.want)
		}
	}
}

// TestDocWordAndPrimitive: a color is also a filter word; doc shows both.
func TestDocWordAndPrimitive(t *testing.T) {
	code, out, _ := cardc(t, "doc", "green")
	want := `green
    Green objects.

kind:     filter word
result:   objects
example:  target green as t
renders:  green

green: a color (CR 105.1)
`
	if code != 0 || out != want {
		t.Errorf("exit %d\n%s\nwant:\n%s", code, out, want)
	}
	code, out, _ = cardc(t, "doc", "creature")
	if code != 0 || !strings.HasSuffix(out, "\n\nCreature: a card type (CR 205.2a; see CR 302); its subtypes are creature types (CR 205.3m)\n") {
		t.Errorf("doc creature: exit %d\n%s", code, out)
	}
}

func TestDocUnknownWord(t *testing.T) {
	code, out, errOut := cardc(t, "doc", "Hydar")
	if code != 2 || out != "" || errOut != "cardc: no primitive, keyword, type, counter kind, color or reserved word \"Hydar\"; did you mean \"Hydra\"?\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestDocTypesListing(t *testing.T) {
	code, out, _ := cardc(t, "doc", "types")
	for _, want := range []string{
		"Supertypes (CR 205.4a):\n  Basic, Legendary, Ongoing, Snow, World\n\n",
		"Spell types (CR 205.3k), of instants and sorceries:\n  Adventure, Arcane, Lesson, Omen, Trap\n\n",
		"Basic land types and their intrinsic mana (CR 305.6):\n  Forest {G}, Island {U}, Mountain {R}, Plains {W}, Swamp {B}\n\n",
		"  Thalakos, Thopter, Thrull, Tiefling, Time Lord, Toy,",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("doc types: exit %d, no %q in\n%s", code, want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if len(line) > 100 {
			t.Errorf("line over 100 columns: %q", line)
		}
	}
	code, out, _ = cardc(t, "doc")
	want := "Types, counter kinds and colors (doc types lists every subtype; doc <word> says what one is):\n" +
		"  supertypes               Basic, Legendary, Ongoing, Snow, World\n" +
		"  card types               Artifact, Battle, Creature, Enchantment, Instant, Kindred, Land, Planeswalker, Sorcery\n" +
		"  subtypes                 19 artifact types, 12 enchantment types, 17 land types, 79 planeswalker types, 5 spell types, 310 creature types, 1 battle type\n" +
		"  counter kinds            +1/+1, -1/-1, loyalty, defense, charge, time, poison, shield, stun, oil, lore, quest, double-strike, energy\n" +
		"  colors                   white, blue, black, red, green, colorless\n"
	if code != 0 || !strings.HasSuffix(out, "\n\n"+want) {
		t.Errorf("doc: exit %d; want it to end with\n%s\ngot\n%s", code, want, out)
	}
}

// TestTimeLordIsOneSubtype: the two words of Time Lord make one subtype
// (CR 205.3b), in the checked card and in what is rendered from it.
func TestTimeLordIsOneSubtype(t *testing.T) {
	p := writeFile(t, t.TempDir(), "doctor.card", "card \"The Doctor\" {\n  cost {2}{W}\n  type Legendary Creature — Time Lord Doctor\n  pt 2/3\n}\n")
	code, out, errOut := cardc(t, "render", "--json", p)
	if code != 0 || !strings.Contains(out, "\"subtypes\": [\n          \"Time Lord\",\n          \"Doctor\"\n        ]") ||
		!strings.Contains(out, "\"type_line\": \"Legendary Creature — Time Lord Doctor\"") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
}

func TestDocReservedWord(t *testing.T) {
	code, out, _ := cardc(t, "doc", "also")
	if code != 0 || out != "also: a reserved word of the card language; an effect clause that continues the paragraph of the effect line before it: \"… target creature. Scry 1.\" (§6, §7)\n" {
		t.Errorf("doc also: exit %d\n%s", code, out)
	}
	code, out, _ = cardc(t, "doc", "reminder")
	if code != 0 || !strings.HasPrefix(out, "reminder: a reserved word of the card language; reminder(x) is x") {
		t.Errorf("doc reminder: exit %d\n%s", code, out)
	}
}
