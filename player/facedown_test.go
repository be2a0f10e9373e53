package player_test

import (
	"strings"
	"testing"

	"cardc/internal/pooltest"
	"cardc/player"
)

// TestRandomCastsFaceDown: the random player casts cards with morph or
// disguise face down and turns face-down permanents face up (CR 702.37,
// 702.168), with no invariant broken.
func TestRandomCastsFaceDown(t *testing.T) {
	p := pooltest.Compile(t, pooltest.Files(t, ".."))
	var cast, turned bool
	for seed := uint64(1); seed <= 300 && !(cast && turned); seed++ {
		_, g, vs := player.PlayRandom(p, seed, 2000)
		for _, v := range vs {
			t.Errorf("seed %d: %s", seed, v)
		}
		for _, l := range g.Log.Lines {
			cast = cast || strings.Contains(l, "cast face down by")
			turned = turned || strings.Contains(l, "face up for its")
		}
	}
	if !cast || !turned {
		t.Errorf("in 300 random games: a card cast face down %v, a permanent turned face up %v", cast, turned)
	}
}
