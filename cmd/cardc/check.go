package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"cardc/dsl"
	"cardc/stdlib"
)

func newCheck() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "check [paths...]",
		Short: "Parse and type-check card files (default: ./cards, or the bundled pool)",
		RunE: func(cmd *cobra.Command, args []string) error {
			start := time.Now()
			srcs, err := loadCards(args)
			if err != nil {
				return err
			}
			files, diags := parseAll(srcs)
			prog, cdiags := dsl.Check(files, stdlib.Universe())
			diags = append(diags, cdiags...)
			diags.Sort()
			out := cmd.OutOrStdout()
			if asJSON {
				if err := diags.JSON(out); err != nil {
					return err
				}
			} else {
				diags.Print(out, sourceMap(srcs))
			}
			cards := 0
			for _, f := range files {
				cards += len(f.Cards)
			}
			_ = prog
			fmt.Fprintf(cmd.ErrOrStderr(), "checked %d %s in %d ms", cards, plural(cards, "card", "cards"), time.Since(start).Milliseconds())
			if len(diags) > 0 {
				fmt.Fprintf(cmd.ErrOrStderr(), ": %d %s", len(diags), plural(len(diags), "error", "errors"))
			}
			fmt.Fprintln(cmd.ErrOrStderr())
			if len(diags) > 0 {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print diagnostics as a JSON array")
	return cmd
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
