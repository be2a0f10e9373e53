package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"cardc/player"
)

func newPlay() *cobra.Command {
	var random bool
	var seed uint64
	var games, limit, jobs int
	cmd := &cobra.Command{
		Use:   "play --random [--seed N] [--games K] [--limit N] [--jobs N]",
		Short: "Play random legal two-player games over the pool and check the engine's invariants",
		Long: `play deals two random decks from the pool and lets a seeded random player choose
among the legal actions until the game ends or reaches its action limit, checking the engine's
invariants after every action. It reports the games, actions, draws, and every invariant
violation with the seed that reproduces it (exit status 1 if there is one).`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !random {
				return usageErr("play needs --random (the only player there is)")
			}
			for _, f := range []struct {
				name string
				v    int
			}{{"games", games}, {"limit", limit}, {"jobs", jobs}} {
				if f.v < 1 {
					return usageErr("play --%s %d: want a number of at least 1", f.name, f.v)
				}
			}
			if os.Getenv("GOGC") == "" {
				// Random games allocate quickly over a small live heap
				// (a few MB a game): collecting at 9x the live heap rather
				// than 2x saves about a third of the CPU time (the
				// collector, its write barriers, returning memory to the
				// system), for some 60 MB. GOGC still decides when set.
				debug.SetGCPercent(800)
			}
			start := time.Now()
			p, err := cleanPool(nil, cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			ip, err := p.compileBase()
			if err != nil {
				return err
			}
			// Games are independent and share the compiled pool read-only:
			// they run on every processor, and are reported in seed order.
			type result struct {
				actions    int
				won        bool
				violations []string
			}
			results := make([]result, games)
			next := make(chan int)
			var wg sync.WaitGroup
			for w := 0; w < max(1, min(jobs, games)); w++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := range next {
						n, g, vs := player.PlayRandom(ip, seed+uint64(i), limit)
						results[i] = result{actions: n, won: g.Over && !g.Draw, violations: vs}
					}
				}()
			}
			for i := 0; i < games; i++ {
				next <- i
			}
			close(next)
			wg.Wait()
			var actions, draws, wins, bad int
			for i, r := range results {
				actions += r.actions
				if r.won {
					wins++
				} else {
					draws++
				}
				for _, v := range r.violations {
					bad++
					fmt.Fprintf(cmd.OutOrStdout(), "seed %d: %s\n", seed+uint64(i), v)
				}
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "played %d games (%d won, %d drawn or unfinished), %d actions, %d violations in %d ms\n",
				games, wins, draws, actions, bad, time.Since(start).Milliseconds())
			if bad > 0 {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&random, "random", false, "play with the seeded random legal player")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first game; game i uses seed+i")
	cmd.Flags().IntVar(&games, "games", 100, "number of games")
	cmd.Flags().IntVar(&limit, "limit", 2000, "most actions per game")
	cmd.Flags().IntVar(&jobs, "jobs", runtime.GOMAXPROCS(0), "games played at once")
	return cmd
}
