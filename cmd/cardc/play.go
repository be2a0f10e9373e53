package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"cardc/interp"
)

func newPlay() *cobra.Command {
	var random bool
	var seed uint64
	var games, limit int
	cmd := &cobra.Command{
		Use:   "play --random [--seed N] [--games K]",
		Short: "Play random legal two-player games over the pool and check the engine's invariants",
		Long: `play deals two random decks from the pool and lets a seeded random player choose
among the legal actions until the game ends or reaches its action limit, checking the engine's
invariants after every action. It reports the games, actions, draws, and every invariant
violation with the seed that reproduces it (exit status 1 if there is one).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !random {
				return usageErr("play needs --random (the only player there is)")
			}
			start := time.Now()
			p, err := cleanPool(cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			ip, err := p.compileBase()
			if err != nil {
				return err
			}
			var actions, draws, wins, bad int
			for i := 0; i < games; i++ {
				s := seed + uint64(i)
				n, g, vs := interp.PlayRandom(ip, s, limit)
				actions += n
				switch {
				case g.Draw || !g.Over:
					draws++
				default:
					wins++
				}
				for _, v := range vs {
					bad++
					fmt.Fprintf(cmd.OutOrStdout(), "seed %d: %s\n", s, v)
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
	return cmd
}
