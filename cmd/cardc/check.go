package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"cardc/dsl"
	"cardc/stdlib"
)

func newCheck() *cobra.Command {
	var asJSON bool
	var prog progressFlag
	cmd := &cobra.Command{
		Use:   "check [paths...]",
		Short: "Parse and type-check card files (default: ./cards, or the bundled pool)",
		RunE: func(cmd *cobra.Command, args []string) error {
			start := time.Now()
			files, _, err := listCards(args)
			if err != nil {
				return err
			}
			pr := newProgress(prog, cmd.ErrOrStderr(), "checking %d/%d files", len(files))
			res, err := dsl.CheckPool(cmd.Context(), files, stdlib.Universe(), pr.update)
			pr.done()
			if err != nil {
				if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
					return interrupted
				}
				return usageErr("%v", err)
			}
			diags := res.Diags
			out := cmd.OutOrStdout()
			if asJSON {
				if err := diags.JSON(out); err != nil {
					return err
				}
			} else {
				diags.Print(out, res.Sources)
			}
			cards := res.Cards
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
	addProgressFlag(cmd, &prog)
	return cmd
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
