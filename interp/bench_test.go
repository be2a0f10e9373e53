package interp_test

import (
	"testing"

	"cardc/interp"
	"cardc/player"
)

// BenchmarkCloneState forks a mid-game state with 40 permanents.
func BenchmarkCloneState(b *testing.B) {
	p := pool(b)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	for i, name := range p.Names {
		if i >= 40 {
			break
		}
		o := put(b, g, p, name, interp.PlayerID(i%2), interp.Battlefield)
		o.Counters.Set("+1/+1", i%3)
	}
	for i := 0; i < 20; i++ {
		put(b, g, p, "Opt", interp.PlayerID(i%2), interp.Library)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Fork()
	}
}

// BenchmarkRandomGames plays complete random two-player games: the
// engine and the random player.
func BenchmarkRandomGames(b *testing.B) {
	p := pool(b)
	b.ReportAllocs()
	b.ResetTimer()
	actions := 0
	for i := 0; i < b.N; i++ {
		n, _ := player.PlayRandomUnchecked(p, uint64(i+1), 2000)
		actions += n
	}
	reportGames(b, actions)
}

// BenchmarkRandomGamesChecked plays the same games checking the engine's
// invariants after every action, as the soak test and cardc play do.
func BenchmarkRandomGamesChecked(b *testing.B) {
	p := pool(b)
	b.ReportAllocs()
	b.ResetTimer()
	actions := 0
	for i := 0; i < b.N; i++ {
		n, _, _ := player.PlayRandom(p, uint64(i+1), 2000)
		actions += n
	}
	reportGames(b, actions)
}

// reportGames reports games and actions per second of the benchmark's
// time, and actions per game.
func reportGames(b *testing.B, actions int) {
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
	if sec > 0 {
		b.ReportMetric(float64(b.N)/sec, "games/s")
		b.ReportMetric(float64(actions)/sec, "actions/s")
	}
}
