package scenario

import (
	"sort"

	"cardc/dsl"
)

// Word is one word of the card language: a primitive, an event, a filter
// word or a keyword.
type Word struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
}

// The kinds of words, in the order Unexercised lists them.
var wordKinds = []string{"primitive", "event", "filter word", "keyword"}

// wordKind says which kind of word an entry is.
func wordKind(e *dsl.Entry) string {
	switch {
	case e.Kind == dsl.KeywordAbility:
		return "keyword"
	case e.Kind == dsl.FilterWord:
		return "filter word"
	case e.Sig.Result == dsl.Event || e.Sig.Result == dsl.ManaEvent:
		return "event"
	}
	return "primitive"
}

// Exercised collects what passing runs exercised: the abilities of the
// pool (keys as Inventory gives them) and the words of the universe. A
// failing run counts for nothing, whatever it covers.
func Exercised(u *dsl.Universe, outs []Outcome) (abilities map[string]bool, words map[*dsl.Entry]bool) {
	abilities, words = map[string]bool{}, map[*dsl.Entry]bool{}
	for _, oc := range outs {
		if !oc.Passed || oc.Result == nil {
			continue
		}
		for _, k := range oc.Result.Exercised {
			abilities[k] = true
		}
		for _, e := range oc.Result.Entries {
			words[e] = true
		}
		for _, k := range oc.Result.Keywords {
			if e := u.Keyword(k); e != nil {
				words[e] = true
			}
		}
	}
	return abilities, words
}

// Unexercised lists the universe's words that no passing run exercised,
// by kind (primitives, events, filter words, keywords) and then by name.
func Unexercised(u *dsl.Universe, outs []Outcome) []Word {
	_, seen := Exercised(u, outs)
	rank := map[string]int{}
	for i, k := range wordKinds {
		rank[k] = i
	}
	var out []Word
	for _, e := range u.Entries() {
		if !seen[e] {
			out = append(out, Word{Kind: wordKind(e), Name: e.Name})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return rank[out[i].Kind] < rank[out[j].Kind]
		}
		return out[i].Name < out[j].Name
	})
	return out
}
