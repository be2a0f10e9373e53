package stdlib

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"cardc/render"
)

// What `cardc doc` says of the words of the vocabulary: supertypes, card
// types, subtypes, counter kinds, colors and ability words.

var supertypeNotes = map[string]string{
	"Basic":     "a land with it is a basic land (CR 205.4c)",
	"Legendary": "a legendary permanent is subject to the legend rule (CR 704.5j)",
	"Ongoing":   "a scheme with it is exempt from the state-based action for schemes (CR 205.4h)",
	"Snow":      "a permanent with it is a snow permanent (CR 205.4g)",
	"World":     "a world permanent is subject to the world rule (CR 704.5k)",
}

var counterNotes = map[string]string{
	"+1/+1":   "CR 122.1a: +1/+1 to the creature it is on",
	"-1/-1":   "CR 122.1a: -1/-1 to the creature it is on",
	"shield":  "CR 122.1c: it is removed instead of the permanent being destroyed or dealt damage",
	"stun":    "CR 122.1d: it is removed instead of the permanent untapping",
	"loyalty": "CR 122.1e: a planeswalker's loyalty",
	"defense": "CR 310.4b: a battle's defense",
	"poison":  "CR 122.1f: on a player; ten or more lose the game",
	"energy":  "CR 107.14, 122.1: on a player, the energy symbol {E}; paid as a cost",
}

// WordDoc returns what the vocabulary knows of word, one line for each
// thing it is ("Hydra: a creature type (CR 205.3m)"); nil if nothing. A
// word spelled otherwise in case is found when none is spelled so.
func WordDoc(word string) []string {
	if out := wordDoc(word); out != nil {
		return out
	}
	var out []string
	for _, w := range VocabularyWords() {
		if strings.EqualFold(w, word) {
			out = append(out, wordDoc(w)...)
		}
	}
	return out
}

func wordDoc(w string) []string {
	var out []string
	if note, ok := supertypeNotes[w]; ok {
		out = append(out, fmt.Sprintf("%s: a supertype (CR 205.4a); %s", w, note))
	}
	for _, ct := range CardTypeList {
		if ct.Name != w {
			continue
		}
		line := fmt.Sprintf("%s: a card type (CR 205.2a; see CR %s)", w, ct.Section)
		if ct.Variant != "" {
			line += fmt.Sprintf(" of %s, which a card of the language can't have", ct.Variant)
		}
		if ct.Subtypes == nil {
			line += "; it has no subtypes (CR 205.3r)"
		} else {
			line += fmt.Sprintf("; its subtypes are %ss (CR %s)", ct.Subtypes.Kind, ct.Subtypes.Rule)
		}
		out = append(out, line)
	}
	for _, l := range SubtypeLists {
		if !slices.Contains(l.Words, w) {
			continue
		}
		if mana := BasicLandMana[w]; mana != "" && l == LandTypes {
			out = append(out, fmt.Sprintf("%s: a basic land type (CR 205.3i); a land with it has the intrinsic mana ability \"{T}: Add {%s}.\" (CR 305.6)", w, mana))
			continue
		}
		line := fmt.Sprintf("%s: %s %s (CR %s)", w, article(l.Kind), l.Kind, l.Rule)
		if owners := subtypeOwners(l); owners[0].Variant != "" {
			line += fmt.Sprintf(", of %s of %s, which a card of the language can't have", plural(owners[0].Name), owners[0].Variant)
		}
		out = append(out, line)
	}
	if slices.Contains(Counters, w) {
		note := counterNotes[w]
		if note == "" {
			note = "CR 122.1"
		}
		out = append(out, fmt.Sprintf("%s: a counter kind (%s)", w, note))
	}
	if slices.Contains(AbilityWords, w) {
		out = append(out, fmt.Sprintf("%s: an ability word (CR 207.2c): it has no rules meaning, and is printed in italics before an ability that shares a theme with others; write it after the word that opens the ability (`triggered %s { … }`, `static %s { … }`), and the ability reads \"%s — …\"", w, w, w, render.AbilityWordText(w)))
	}
	if slices.Contains(Colors, w) {
		if w == "colorless" {
			out = append(out, "colorless: not a color (CR 105.4): a colorless object has no color (CR 105.2c)")
		} else {
			out = append(out, fmt.Sprintf("%s: a color (CR 105.1)", w))
		}
	}
	return out
}

// VocabularyWords returns every word WordDoc documents, each once.
func VocabularyWords() []string {
	var out []string
	out = append(out, Supertypes...)
	for _, ct := range CardTypeList {
		out = append(out, ct.Name)
	}
	for _, l := range SubtypeLists {
		out = append(out, l.Words...)
	}
	out = append(append(append(out, Counters...), Colors...), AbilityWords...)
	slices.Sort(out)
	return slices.Compact(out)
}

// VocabularySummary is the vocabulary in a few lines of `cardc doc`: a
// label and its words (or, for subtypes, their numbers).
func VocabularySummary() [][2]string {
	var playable, counts []string
	for _, ct := range CardTypeList {
		if ct.Variant == "" {
			playable = append(playable, ct.Name)
		}
	}
	for _, l := range SubtypeLists {
		if subtypeOwners(l)[0].Variant == "" {
			kind := l.Kind
			if len(l.Words) != 1 {
				kind += "s"
			}
			counts = append(counts, fmt.Sprintf("%d %s", len(l.Words), kind))
		}
	}
	return [][2]string{
		{"supertypes", strings.Join(Supertypes, ", ")},
		{"card types", strings.Join(playable, ", ")},
		{"subtypes", strings.Join(counts, ", ")},
		{"counter kinds", strings.Join(Counters, ", ")},
		{"colors", strings.Join(Colors, ", ")},
	}
}

// WriteVocabulary lists the whole vocabulary, as `cardc doc types` does:
// each list under a heading with the rule that gives it, wrapped.
func WriteVocabulary(w io.Writer) {
	var playable, variants []string
	for _, ct := range CardTypeList {
		if ct.Variant == "" {
			playable = append(playable, ct.Name)
		} else {
			variants = append(variants, ct.Name)
		}
	}
	section(w, "Supertypes (CR 205.4a)", Supertypes)
	section(w, "Card types (CR 205.2a)", playable)
	section(w, "Card types of variants, which a card of the language can't have (CR 205.2a)", variants)
	for _, l := range SubtypeLists {
		var of []string
		for _, ct := range subtypeOwners(l) {
			of = append(of, plural(ct.Name))
		}
		title := fmt.Sprintf("%ss (CR %s), of %s", l.Kind, l.Rule, strings.Join(of, " and "))
		if v := subtypeOwners(l)[0].Variant; v != "" {
			title += " of " + v
		}
		section(w, strings.ToUpper(title[:1])+title[1:], l.Words)
	}
	var basic []string
	for _, s := range LandTypes.Words {
		if BasicLandMana[s] != "" {
			basic = append(basic, fmt.Sprintf("%s {%s}", s, BasicLandMana[s]))
		}
	}
	section(w, "Basic land types and their intrinsic mana (CR 305.6)", basic)
	section(w, "Counter kinds (CR 122)", Counters)
	section(w, "Colors (CR 105.1; colorless is not a color, CR 105.4)", Colors)
}

// section writes a heading and its words, wrapped at 100 columns.
func section(w io.Writer, title string, words []string) {
	fmt.Fprintf(w, "%s:\n", title)
	line := " "
	for i, word := range words {
		if i < len(words)-1 {
			word += ","
		}
		if len(line)+1+len(word) > 100 {
			fmt.Fprintln(w, line)
			line = " "
		}
		line += " " + word
	}
	fmt.Fprintf(w, "%s\n\n", line)
}

// subtypeOwners returns the card types whose subtypes l lists.
func subtypeOwners(l *SubtypeList) []*CardType {
	var out []*CardType
	for _, ct := range CardTypeList {
		if ct.Subtypes == l {
			out = append(out, ct)
		}
	}
	return out
}

func plural(cardType string) string {
	s := strings.ToLower(cardType)
	if strings.HasSuffix(s, "y") {
		return s[:len(s)-1] + "ies"
	}
	return s + "s"
}

func article(s string) string {
	if strings.ContainsRune("aeiou", rune(s[0])) {
		return "an"
	}
	return "a"
}
