package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"cardc/golden"
	"cardc/scenario"
	"cardc/stdlib"
)

// rulingIDs reads golden/rulings.txt: the IDs every build must cover.
func rulingIDs() ([]string, map[string]string, error) {
	var b []byte
	var err error
	if st, e := os.Stat("golden/rulings.txt"); e == nil && !st.IsDir() {
		b, err = os.ReadFile("golden/rulings.txt")
	} else {
		b, err = fs.ReadFile(golden.FS, "rulings.txt")
	}
	if err != nil {
		return nil, nil, err
	}
	var ids []string
	desc := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, d, _ := strings.Cut(line, "\t")
		ids = append(ids, id)
		desc[id] = d
	}
	return ids, desc, nil
}

// runAll runs the scenarios in paths (default: ./golden, or the bundled
// ones) against the pool, comparing their golden files.
func runAll(cmd *cobra.Command, p *pool, paths []string) ([]scenario.Outcome, error) {
	sfs, err := loadScenarios(paths, cmd.ErrOrStderr())
	if err != nil {
		return nil, err
	}
	outs := make([]scenario.Outcome, 0, len(sfs))
	for _, sf := range sfs {
		if cmd.Context().Err() != nil {
			return nil, interrupted
		}
		outs = append(outs, runOneContext(cmd.Context(), p, sf, false))
	}
	return outs, nil
}

func newRulings() *cobra.Command {
	var cardPaths []string
	cmd := &cobra.Command{
		Use:   "rulings [--cards DIR]",
		Short: "List each ruling ID with the scenarios that cover it and whether they pass",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ids, _, err := rulingIDs()
			if err != nil {
				return usageErr("%v", err)
			}
			p, err := cleanPool(cardPaths, cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			outs, err := runAll(cmd, p, nil)
			if err != nil {
				return err
			}
			by := map[string][]scenario.Outcome{}
			known := map[string]bool{}
			for _, id := range ids {
				known[id] = true
			}
			out := cmd.OutOrStdout()
			bad := 0
			for _, oc := range outs {
				for _, c := range oc.Covers {
					if !known[c] {
						fmt.Fprintf(out, "%s: covers unknown ruling %q\n", oc.Name, c)
						bad++
					}
					by[c] = append(by[c], oc)
				}
			}
			covered := 0
			for _, id := range ids {
				ocs := by[id]
				status := "UNCOVERED"
				var names []string
				pass := len(ocs) > 0
				for _, oc := range ocs {
					mark := "ok"
					if !oc.Passed {
						mark = "FAIL"
						pass = false
					}
					names = append(names, fmt.Sprintf("%s (%s)", filepath.Base(oc.Name), mark))
				}
				switch {
				case len(ocs) == 0:
				case pass:
					status = "ok"
					covered++
				default:
					status = "FAILING"
				}
				if status != "ok" {
					bad++
				}
				fmt.Fprintf(out, "%-16s %-9s %s\n", id, status, strings.Join(names, ", "))
			}
			base, err := p.compileBase()
			if err != nil {
				return err
			}
			// Every passing scenario exercises abilities, whether or not
			// it covers a ruling; a failing one exercises nothing.
			exercised, _ := scenario.Exercised(stdlib.Universe(), outs)
			inv := scenario.Inventory(base)
			var missing []string
			for _, k := range inv {
				if !exercised[k] {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				fmt.Fprintf(out, "\nabilities no passing scenario exercises (%d of %d):\n", len(missing), len(inv))
				for _, k := range missing {
					fmt.Fprintf(out, "  %s\n", k)
				}
				bad++
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "%d of %d rulings covered by passing scenarios; %d of %d abilities exercised\n", covered, len(ids), len(inv)-len(missing), len(inv))
			if bad > 0 {
				return findings
			}
			return nil
		},
	}
	addCardsFlag(cmd, &cardPaths)
	return cmd
}

func newCoverage() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "coverage [paths...]",
		Short: "List the primitives, events, filter words and keywords no passing scenario exercises",
		Long: "coverage runs the scenarios (default: ./golden, or the bundled ones) and lists every word of the card language " +
			"(primitive, event, filter word, keyword) that no passing scenario exercises; it exits 1 " +
			"while the list is not empty. A scenario counts whether or not it covers a ruling; a failing " +
			"scenario counts for nothing.",
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := cleanPool(nil, cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			outs, err := runAll(cmd, p, args)
			if err != nil {
				return err
			}
			u := stdlib.Universe()
			missing := scenario.Unexercised(u, outs)
			passed := 0
			for _, oc := range outs {
				if oc.Passed {
					passed++
				}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if missing == nil {
					missing = []scenario.Word{}
				}
				if err := enc.Encode(missing); err != nil {
					return err
				}
			} else {
				for _, w := range missing {
					fmt.Fprintf(out, "%-12s %s\n", w.Kind, w.Name)
				}
			}
			total := len(u.Entries())
			fmt.Fprintf(cmd.ErrOrStderr(), "%d of %d words exercised by %d passing of %d %s\n", total-len(missing), total, passed, len(outs), plural(len(outs), "scenario", "scenarios"))
			if len(missing) > 0 {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the unexercised words as JSON")
	return cmd
}
