package interp_test

import (
	"testing"

	"cardc/interp"
)

// TestCachesMatchRecomputing plays random games with cache checking on:
// every cache hit is recomputed and compared, so a missing invalidation
// panics, and PlayRandom reports the panic as a violation.
func TestCachesMatchRecomputing(t *testing.T) {
	p := pool(t)
	interp.SetCheckCaches(true)
	defer interp.SetCheckCaches(false)
	games := 20
	if testing.Short() {
		games = 5
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		_, _, vs := interp.PlayRandom(p, seed, 2000)
		for _, v := range vs {
			t.Errorf("seed %d: %s", seed, v)
		}
	}
	hits, misses := interp.CharsCacheStats()
	if hits+misses == 0 {
		t.Fatal("no characteristics were computed")
	}
	t.Logf("characteristics cache: %d hits, %d misses (%.1f%% hits)", hits, misses, 100*float64(hits)/float64(hits+misses))
}
