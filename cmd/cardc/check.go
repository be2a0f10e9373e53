package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"time"

	"github.com/spf13/cobra"

	"cardc/dsl"
	"cardc/stdlib"
)

func newCheck() *cobra.Command {
	var asJSON, strict bool
	var prog progressFlag
	cmd := &cobra.Command{
		Use:   "check [paths...]",
		Short: "Parse and type-check card files (default: ./cards, or the bundled pool)",
		Long: `check parses and type-checks card files: each path is a .card file or a
directory searched recursively for them; a file reached by several paths is
checked once. With no paths it checks ./cards when that directory exists, and
otherwise the pool built into cardc (and says so).

Each diagnostic is printed as

    file:line:col: error: message
        the source line
        ^^^^ under the span it is about

(or with --json as a JSON array of {file, start, end, severity, message},
"[]" when there is nothing to report or the command was misused), then a summary on standard error:
"checked N cards in T ms: K errors". A path that isn't a regular file (a
FIFO, a device) is skipped with a warning and never read, and a directory
holding no cards is a warning.

Warnings (a creature card with no mana cost, a face with no text line, a
* power or toughness no static ability defines) are printed the same way
with "warning:" and counted in the summary ("1 error, 2 warnings"); they
don't change the exit status unless --strict.

Exit status: 0 when every card checks, 1 when there are errors, 2 on
misuse (an unknown flag, a path that doesn't exist), 3 on an internal error,
130 when interrupted.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			start := time.Now()
			files, _, err := listCards(args, cmd.ErrOrStderr())
			if err != nil {
				if asJSON {
					// A consumer of --json always gets an array.
					fmt.Fprintln(cmd.OutOrStdout(), "[]")
				}
				return err
			}
			defer tuneGC()()
			pr := newProgress(prog, cmd.ErrOrStderr(), "checking %d/%d files", len(files))
			res, err := dsl.CheckPool(cmd.Context(), files, stdlib.Universe(), pr.update)
			pr.done()
			if err != nil {
				if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
					return interrupted
				}
				return usageErr("%v", err)
			}
			diags := append(res.Diags, res.Warnings...)
			diags.Sort()
			out := cmd.OutOrStdout()
			if asJSON {
				if err := diags.JSON(out); err != nil {
					return err
				}
			} else {
				diags.Print(out, res.Sources)
			}
			cards := res.Cards
			errs, warns := len(res.Diags), len(res.Warnings)
			fmt.Fprintf(cmd.ErrOrStderr(), "checked %d %s in %d ms", cards, plural(cards, "card", "cards"), time.Since(start).Milliseconds())
			if errs > 0 {
				fmt.Fprintf(cmd.ErrOrStderr(), ": %d %s", errs, plural(errs, "error", "errors"))
			}
			if warns > 0 {
				sep := ": "
				if errs > 0 {
					sep = ", "
				}
				fmt.Fprintf(cmd.ErrOrStderr(), "%s%d %s", sep, warns, plural(warns, "warning", "warnings"))
			}
			fmt.Fprintln(cmd.ErrOrStderr())
			if errs > 0 || strict && warns > 0 {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print diagnostics as a JSON array")
	cmd.Flags().BoolVar(&strict, "strict", false, "fail (exit status 1) on warnings too")
	addProgressFlag(cmd, &prog)
	return cmd
}

// tuneGC makes the collector run less often during a check, and returns
// what restores its settings. Parsing allocates a lot of short-lived
// memory while the live heap stays small (CheckPool keeps no syntax tree),
// so with the default GOGC=100 the collector runs hundreds of times on a
// large pool: a third of the CPU time. GOGC=400 with a soft limit of
// 128 MiB halves that, and the heap stays under the limit (30,000 cards:
// 10.5 s -> 7.5 s of CPU, 80 MB -> 125 MB peak RSS). GOGC or GOMEMLIMIT in
// the environment wins.
func tuneGC() func() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	pct := debug.SetGCPercent(400)
	limit := debug.SetMemoryLimit(128 << 20)
	return func() {
		debug.SetGCPercent(pct)
		debug.SetMemoryLimit(limit)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
