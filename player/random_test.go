package player_test

import (
	"os"
	"strings"
	"testing"

	"cardc/ast"
	"cardc/internal/pooltest"
	"cardc/player"
)

// TestRandomRegressions replays random games that once broke an
// invariant or panicked, with the action limit they were played with.
func TestRandomRegressions(t *testing.T) {
	p := pooltest.Compile(t, pooltest.Files(t, ".."))
	for _, c := range []struct {
		seed  uint64
		limit int
		why   string
	}{
		{366, 300, "the action limit was reached while attackers were declared: the draw escaped as a panic"},
		{810, 2000, "an action tried after a failed one read its object from a recycled snapshot"},
	} {
		_, _, vs := player.PlayRandom(p, c.seed, c.limit)
		for _, v := range vs {
			t.Errorf("seed %d (%s): %s", c.seed, c.why, v)
		}
	}
}

// TestRandomActionLimit: a random game with a tiny action limit ends in a
// draw at the limit (CR 104.4b), with the log line saying so.
func TestRandomActionLimit(t *testing.T) {
	p := pooltest.Compile(t, pooltest.Files(t, ".."))
	_, g, vs := player.PlayRandom(p, 1, 5)
	for _, v := range vs {
		t.Error(v)
	}
	if !g.Over || !g.Draw {
		t.Fatalf("the game isn't a draw:\n%s", g.StateText())
	}
	if last := g.Log.Lines[len(g.Log.Lines)-1]; !strings.Contains(last, "the game is a draw: it exceeded 5 actions") {
		t.Errorf("last log line = %q", last)
	}
}

// TestRandomCastsOtherFaces: random games cast split cards' halves and
// fused halves, Adventures and the cards they exile, and prepared
// permanents' spells, each with no invariant broken.
func TestRandomCastsOtherFaces(t *testing.T) {
	// The cards with other faces, in decks of basic lands and creatures
	// (whose deaths prepare a permanent).
	var files []*ast.File
	for _, f := range pooltest.Files(t, "..") {
		b, err := os.ReadFile(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		src := string(b)
		if strings.Contains(src, "split \"") || strings.Contains(src, "adventure \"") || strings.Contains(src, "prepare \"") ||
			strings.Contains(src, "type Basic Land") || strings.Contains(src, "type Creature") {
			files = append(files, f)
		}
	}
	p := pooltest.Compile(t, files)
	want := []string{"with both halves fused", "as an Adventure", "casts a copy of its spell", "goes on an adventure"}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 2000 && len(seen) < len(want); seed++ {
		_, g, vs := player.PlayRandom(p, seed, 2000)
		for _, v := range vs {
			t.Errorf("seed %d: %s", seed, v)
		}
		for _, l := range g.Log.Lines {
			for _, w := range want {
				if strings.Contains(l, w) {
					seen[w] = true
				}
			}
		}
	}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("no random game logged %q", w)
		}
	}
}
