package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"cardc/stdlib"
)

// TestNoCardNamesInGoCode enforces that the engine knows the rules, not the
// cards: no card name of the pool appears in non-test Go code.
func TestNoCardNamesInGoCode(t *testing.T) {
	cardFiles, _ := filepath.Glob("../../cards/*.card")
	nameRE := regexp.MustCompile(`(?m)^\s*(?:card|back|split|adventure|prepare)\s+"([^"]+)"`)
	var names []string
	for _, f := range cardFiles {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range nameRE.FindAllStringSubmatch(string(src), -1) {
			names = append(names, m[1])
			// Also the short name used in rules text ("Kurbis"), unless
			// it is one of the card's own subtypes or a planeswalker type,
			// which the language knows as a rules word ("Chandra", and
			// "Saheeli" on a creature too).
			if short, _, ok := strings.Cut(m[1], ","); ok && !ownSubtype(string(src), short) && !slices.Contains(stdlib.PlaneswalkerTypes.Words, short) {
				names = append(names, short)
			}
		}
	}
	if len(names) < 46 {
		t.Fatalf("found only %d card names", len(names))
	}
	basic := map[string]bool{"Plains": true, "Island": true, "Swamp": true, "Mountain": true, "Forest": true, "Wastes": true,
		// A split card's half named by a word of the rules: the turn
		// (CR 500), which the engine counts.
		"Turn": true}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, n := range names {
			if basic[n] {
				continue
			}
			// A name after a dot is a Go selector (slices.Clone), not a card.
			if regexp.MustCompile(`(?:^|[^.\w])` + regexp.QuoteMeta(n) + `\b`).Match(src) {
				t.Errorf("%s mentions the card %q", path, n)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// ownSubtype reports whether a card file's type lines name the subtype.
func ownSubtype(src, subtype string) bool {
	typeRE := regexp.MustCompile(`(?m)^\s*type\s+.*—(.*)$`)
	for _, m := range typeRE.FindAllStringSubmatch(src, -1) {
		for _, w := range strings.Fields(m[1]) {
			if w == subtype {
				return true
			}
		}
	}
	return false
}
