package scenario_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"cardc/scenario"
)

// TestExercised: a run reports the pool abilities that did their work,
// the keywords that mattered and the words of the language the game
// evaluated, each sorted. Here a Lightning Bolt at a Grizzly Bears: the
// spell ability, its target's filter word and its effect; the Mountain's
// intrinsic mana ability is no ability of a card's script, and nothing's
// keyword mattered.
func TestExercised(t *testing.T) {
	src := []byte(`scenario "bolt the bears" {
  setup {
    turn 1 alice main1
    player alice {
      hand "Lightning Bolt" as bolt
      battlefield "Mountain" as m
    }
    player bob {
      battlefield "Grizzly Bears" as bears
    }
  }
  alice cast bolt target bears pay m
  resolve
  expect zone bears graveyard
}
`)
	sc, p := scenarioPool(t, "exercise.scenario", src)
	res := scenario.Run(sc, p)
	if msgs := failureLines(res); len(msgs) > 0 {
		t.Fatalf("failures: %v", msgs)
	}
	var words []string
	for _, e := range res.Entries {
		words = append(words, e.Name)
	}
	check := func(what string, got, want []string) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s:\n%s\nwant:\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	check("abilities", res.Exercised, []string{"Lightning Bolt: spell ability"})
	check("keywords", res.Keywords, []string{})
	check("words", words, []string{"any-target", "deal-damage"})
}

// TestExercisedKeyword: a keyword that makes a difference is reported by
// name, and as an ability of the face that has it.
func TestExercisedKeyword(t *testing.T) {
	const name = "../golden/cast-reader-prowess.scenario"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	sc, p := scenarioPool(t, name, src)
	res := scenario.Run(sc, p)
	if len(res.Failures) > 0 || !slices.Equal(res.Keywords, []string{"enchant", "prowess"}) ||
		!slices.Contains(res.Exercised, "Voracious Reader: keyword prowess") || !slices.Contains(res.Exercised, "Test Shackles: keyword enchant") {
		t.Errorf("failures %v, keywords %q, abilities %q", res.Failures, res.Keywords, res.Exercised)
	}
}
