package player_test

import (
	"testing"

	"cardc/internal/pooltest"
	"cardc/player"
)

// FuzzGame plays a whole random game for each seed and checks the
// engine's invariants after every action (no panic; each object in exactly
// one zone; no negative counters or damage; the log names only objects
// that exist; no state-based action still applies after an action; every
// turn ends with an empty stack and no triggered ability waiting).
func FuzzGame(f *testing.F) {
	p := pooltest.Compile(f, pooltest.Files(f, ".."))
	for _, s := range []uint64{1, 2, 3, 42, 1000} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		n, g, vs := player.PlayRandom(p, seed, 300)
		for _, v := range vs {
			t.Errorf("seed %d: %s", seed, v)
		}
		if n == 0 && !g.Over {
			t.Errorf("seed %d: no action was taken", seed)
		}
	})
}
