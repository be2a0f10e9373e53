package player_test

import (
	"os"
	"strings"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/internal/pooltest"
	"cardc/interp"
	"cardc/player"
)

// keywordsSeen counts the keywords random games exercise.
type keywordsSeen map[string]int

func (k keywordsSeen) Ability(*interp.AbilityDef) {}
func (k keywordsSeen) Entry(*dsl.Entry)           {}
func (k keywordsSeen) Keyword(_, kw string)       { k[strings.ToLower(kw)]++ }

// TestRandomPlaysFromOtherZones: the random player casts cards from the
// graveyard by flashback and by escape (CR 702.34a, 702.138a), activates
// cycling from the hand (CR 702.29a) and casts a discarded card for its
// madness cost, paying with its lands (CR 702.35a), with no invariant
// broken.
//
// The games are dealt from the pool's cards that cast or activate from
// another zone or make a player discard, and the basic lands, so that
// they happen in a few games however large the pool grows.
func TestRandomPlaysFromOtherZones(t *testing.T) {
	var files []*ast.File
	for _, f := range pooltest.Files(t, "..") {
		src, err := os.ReadFile(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		text := string(src)
		for _, w := range []string{"keyword flashback", "keyword escape", "keyword madness", "cycling", "discard", "type Basic Land"} {
			if strings.Contains(text, w) {
				files = append(files, f)
				break
			}
		}
	}
	p := pooltest.Compile(t, files)
	var flashback, escape, madness bool
	seen := keywordsSeen{}
	for seed := uint64(1); seed <= 300 && !(flashback && escape && madness && seen["cycling"] > 0); seed++ {
		_, g, vs := player.PlayRandomObserved(p, seed, 2000, seen)
		for _, v := range vs {
			t.Errorf("seed %d: %s", seed, v)
		}
		for _, l := range g.Log.Lines {
			flashback = flashback || strings.Contains(l, "cast from the graveyard by flashback")
			escape = escape || strings.Contains(l, "cast from the graveyard by escape")
			madness = madness || strings.Contains(l, "for its madness cost (CR 118.9)")
		}
	}
	if !flashback || !escape || !madness || seen["cycling"] == 0 {
		t.Errorf("in 300 random games: flashback cast %v, escape cast %v, madness cast %v, cycling activations %d", flashback, escape, madness, seen["cycling"])
	}
}
