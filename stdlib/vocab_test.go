package stdlib_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"cardc/stdlib"
)

// crRules reads testdata/cr-205.txt: the Comprehensive Rules paragraphs
// that list the type-line vocabulary, by rule number.
func crRules(t *testing.T) map[string]string {
	t.Helper()
	src, err := os.ReadFile("testdata/cr-205.txt")
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]string{}
	num := regexp.MustCompile(`^(\d{3}\.\d+[a-z]?)\.? (.*)$`)
	for _, line := range strings.Split(string(src), "\n") {
		if m := num.FindStringSubmatch(line); m != nil {
			rules[m[1]] = m[2]
		}
	}
	return rules
}

var parenthetical = regexp.MustCompile(` \([^)]*\)`)

// crList returns the list that follows marker in a rule's text, up to the
// end of its sentence or clause: "a, b, and c are" is [a b c]. A typographic apostrophe
// is written ' as on a type line.
func crList(t *testing.T, text, marker string) []string {
	t.Helper()
	text = parenthetical.ReplaceAllString(strings.ReplaceAll(text, "’", "'"), "")
	_, rest, ok := strings.Cut(text, marker)
	if !ok {
		t.Fatalf("no %q in %q", marker, text)
	}
	for _, end := range []string{".", ";", " are ", " have "} {
		if i := strings.Index(rest, end); i >= 0 {
			rest = rest[:i]
		}
	}
	var out []string
	for _, w := range strings.Split(rest, ", ") {
		out = append(out, strings.TrimPrefix(w, "and "))
	}
	return out
}

func title(l []string) []string {
	out := make([]string, len(l))
	for i, w := range l {
		out[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return out
}

// sameWords compares two lists as sets, reporting what is missing from
// the Go list and what it has that the rules don't.
func sameWords(t *testing.T, what string, goList, cr []string) {
	t.Helper()
	g, c := slices.Clone(goList), slices.Clone(cr)
	slices.Sort(g)
	slices.Sort(c)
	if len(slices.Compact(slices.Clone(g))) != len(g) {
		t.Errorf("%s: the Go list has a word twice", what)
	}
	if d := cmp.Diff(c, g); d != "" {
		t.Errorf("%s differ from the Comprehensive Rules (-rules +Go):\n%s", what, d)
	}
}

func TestVocabularyMatchesRules(t *testing.T) {
	cr := crRules(t)
	sameWords(t, "supertypes (CR 205.4a)", stdlib.Supertypes, title(crList(t, cr["205.4a"], "The supertypes are ")))
	sameWords(t, "colors (CR 105.1)", slices.DeleteFunc(slices.Clone(stdlib.Colors), func(c string) bool { return c == "colorless" }),
		crList(t, cr["105.1"], "in the Magic game: "))

	var cardTypes, noSubtypes []string
	for _, ct := range stdlib.CardTypeList {
		cardTypes = append(cardTypes, ct.Name)
		if ct.Subtypes == nil {
			noSubtypes = append(noSubtypes, ct.Name)
		}
	}
	sameWords(t, "card types (CR 205.2a)", cardTypes, title(crList(t, cr["205.2a"], "The card types are ")))
	var crNone []string
	for _, w := range crList(t, cr["205.3r"], "") {
		crNone = append(crNone, strings.TrimSuffix(w, " cards"))
	}
	sameWords(t, "card types without subtypes (CR 205.3r)", noSubtypes, title(crNone))

	for _, l := range stdlib.SubtypeLists {
		text, ok := cr[l.Rule]
		if !ok {
			t.Errorf("%ss: no rule %s in testdata", l.Kind, l.Rule)
			continue
		}
		var words []string
		if l == stdlib.CreatureTypes {
			words = append(crList(t, text, "two words long: "), crList(t, text, "one word long: ")...)
		} else if strings.Contains(text, "The "+l.Kind+"s are ") {
			words = crList(t, text, "The "+l.Kind+"s are ")
		} else {
			words = crList(t, text, "That "+l.Kind+" is ")
		}
		sameWords(t, l.Kind+"s (CR "+l.Rule+")", l.Words, words)
		// The card types the rule gives the list to are the ones that
		// have it: "Creatures and kindreds share their lists of subtypes".
		owner, _, _ := strings.Cut(strings.ToLower(text), ";")
		var named, have []string
		for _, ct := range stdlib.CardTypeList {
			lower := strings.ToLower(ct.Name)
			for _, w := range strings.Fields(owner) {
				if w == lower || w == lower+"s" || w == strings.TrimSuffix(lower, "y")+"ies" {
					named = append(named, ct.Name)
					break
				}
			}
			if ct.Subtypes == l {
				have = append(have, ct.Name)
			}
		}
		if !slices.Equal(named, have) {
			t.Errorf("%ss (CR %s) belong to %v, but to %v in the Go list", l.Kind, l.Rule, named, have)
		}
	}

	var basic []string
	for s := range stdlib.BasicLandMana {
		basic = append(basic, s)
	}
	sameWords(t, "basic land types (CR 205.3i)", basic, crList(t, cr["205.3i"], "Of that list, "))
	order := crList(t, cr["305.6"], "The basic land types are ")
	symbols := regexp.MustCompile(`\{([WUBRG])\}`).FindAllStringSubmatch(cr["305.6"], -1)
	if len(symbols) != len(order) {
		t.Fatalf("CR 305.6: %d basic land types, %d mana symbols", len(order), len(symbols))
	}
	for i, s := range order {
		if stdlib.BasicLandMana[s] != symbols[i][1] {
			t.Errorf("%s: intrinsic mana {%s}, CR 305.6 says {%s}", s, stdlib.BasicLandMana[s], symbols[i][1])
		}
	}
}
