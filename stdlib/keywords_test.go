package stdlib_test

import (
	"testing"

	"cardc/dsl"
	"cardc/interp"
	"cardc/stdlib"
)

// TestKeywordMeanings checks that every keyword record has exactly one
// meaning: a rules hook the engine applies, or a definition in the card
// language that expands into abilities; and that no two keywords claim the
// same hook, except the records of a family that each name their quality
// (landwalk).
func TestKeywordMeanings(t *testing.T) {
	hooks := map[interp.KeywordRule]string{}
	for _, pr := range stdlib.Table() {
		if pr.Kind != dsl.KeywordAbility {
			continue
		}
		hooked := pr.Impl != nil && pr.Impl.Rule != interp.NoKeywordRule
		defined := pr.Defined && pr.Impl != nil && len(pr.Impl.Abilities) > 0
		switch {
		case hooked && defined:
			t.Errorf("keyword %s has both a rules hook and a definition", pr.Name)
		case !hooked && !defined:
			t.Errorf("keyword %s has no meaning: give it a rules hook or a definition in keywords.kw", pr.Name)
		case hooked && pr.Impl.Quality != nil:
			// A family: each record names its own quality.
		case hooked && hooks[pr.Impl.Rule] != "":
			t.Errorf("keywords %s and %s claim the same rules hook", hooks[pr.Impl.Rule], pr.Name)
		case hooked:
			hooks[pr.Impl.Rule] = pr.Name
		}
		for _, ab := range pr.Impl.Abilities {
			if ab.Keyword != pr.Name {
				t.Errorf("an ability of keyword %s stands for %q", pr.Name, ab.Keyword)
			}
		}
	}
}
