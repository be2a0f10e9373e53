package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"cardc/ast"
	"cardc/dsl"
	"cardc/golden"
	"cardc/interp"
	"cardc/scenario"
	"cardc/stdlib"
)

// scenarioFile is a scenario's source and where its golden file lives.
type scenarioFile struct {
	name   string
	src    []byte
	golden string // path of the golden file ("" for embedded scenarios)
	embed  []byte // the embedded golden contents
}

// loadScenarios reads .scenario files from paths, or ./golden, or the
// bundled scenarios; warnings go to warn.
func loadScenarios(paths []string, warn io.Writer) ([]scenarioFile, error) {
	if len(paths) == 0 {
		if st, err := os.Stat("golden"); err == nil && st.IsDir() {
			paths = []string{"golden"}
		} else {
			sfs, err := embeddedScenarios()
			fmt.Fprintf(warn, "cardc: no ./golden directory here; using the %d bundled scenarios\n", len(sfs))
			return sfs, err
		}
	}
	names, err := findFiles(paths, ".scenario", "scenarios", warn)
	if err != nil {
		return nil, err
	}
	out := make([]scenarioFile, 0, len(names))
	for _, path := range names {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, usageErr("%v", err)
		}
		out = append(out, scenarioFile{name: path, src: b, golden: strings.TrimSuffix(path, ".scenario") + ".golden"})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, nil
}

func embeddedScenarios() ([]scenarioFile, error) {
	var out []scenarioFile
	err := fs.WalkDir(golden.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".scenario") {
			return err
		}
		b, err := fs.ReadFile(golden.FS, path)
		if err != nil {
			return err
		}
		g, _ := fs.ReadFile(golden.FS, strings.TrimSuffix(path, ".scenario")+".golden")
		out = append(out, scenarioFile{name: "golden/" + path, src: b, embed: g})
		return nil
	})
	return out, err
}

// pool is the checked, compiled card pool shared by scenarios.
type pool struct {
	srcs  []source
	files []*ast.File
}

// cleanPool loads the pool for a command that runs cards: when the pool
// has diagnostics they are printed to w and the command has findings.
func cleanPool(cardPaths []string, w, errw io.Writer) (*pool, error) {
	p, diags, err := loadPool(cardPaths, errw)
	if err != nil {
		return nil, err
	}
	if len(diags) > 0 {
		diags.Print(w, sourceMap(p.srcs))
		fmt.Fprintf(errw, "the pool has %d %s; nothing ran\n", len(diags), plural(len(diags), "error", "errors"))
		return nil, findings
	}
	return p, nil
}

func loadPool(cardPaths []string, warn io.Writer) (*pool, dsl.Diagnostics, error) {
	srcs, err := loadCards(cardPaths, warn)
	if err != nil {
		return nil, nil, err
	}
	files, diags := parseAll(srcs)
	_, cd := dsl.Check(files, stdlib.Universe())
	diags = append(diags, cd...)
	diags.Sort()
	return &pool{srcs: srcs, files: files}, diags, nil
}

// compileBase compiles the pool alone.
func (p *pool) compileBase() (*interp.Pool, error) {
	prog, diags := dsl.Check(p.files, stdlib.Universe())
	if len(diags) > 0 {
		return nil, diags
	}
	return interp.Compile(prog, stdlib.Builtins())
}

// env is what the pool's scenarios compile against.
func (p *pool) env() *scenario.Env {
	return &scenario.Env{Files: p.files, Universe: stdlib.Universe(), Builtins: stdlib.Builtins()}
}

// runOne runs a scenario and compares its golden file.
func runOne(p *pool, sf scenarioFile, update bool) scenario.Outcome {
	return runOneContext(context.Background(), p, sf, update)
}

// runOneContext is runOne stopped by ctx: an interrupted scenario fails at
// the step it was running. With update the golden file is rewritten
// instead of compared.
func runOneContext(ctx context.Context, p *pool, sf scenarioFile, update bool) scenario.Outcome {
	gold := &scenario.Golden{Want: sf.embed}
	switch {
	case update && sf.golden != "":
		gold.Write = func(got string) error { return os.WriteFile(sf.golden, []byte(got), 0o644) }
	case sf.golden != "":
		b, err := os.ReadFile(sf.golden)
		if err != nil {
			gold.Missing = sf.golden
		}
		gold.Want = b
	}
	return p.env().RunFile(ctx, sf.name, sf.src, gold)
}

func newRun() *cobra.Command {
	var cardPaths []string
	cmd := &cobra.Command{
		Use:   "run [--cards DIR] <scenario>",
		Short: "Run one scenario and print its event log and final state",
		Args:  exactArgs(1, "a scenario file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			sfs, err := loadScenarios(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			p, err := cleanPool(cardPaths, cmd.ErrOrStderr(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			failed := false
			for _, sf := range sfs {
				oc := p.env().RunFile(cmd.Context(), sf.name, sf.src, nil)
				if oc.Result != nil {
					fmt.Fprint(cmd.OutOrStdout(), oc.Result.Golden())
				}
				for _, f := range oc.Failures {
					fmt.Fprintln(cmd.ErrOrStderr(), f)
					failed = true
				}
			}
			if cmd.Context().Err() != nil {
				return interrupted
			}
			if failed {
				return findings
			}
			return nil
		},
	}
	addCardsFlag(cmd, &cardPaths)
	return cmd
}

// addCardsFlag adds --cards, the card files or directories a command that
// runs scenarios compiles (default: ./cards, or the bundled pool).
func addCardsFlag(cmd *cobra.Command, paths *[]string) {
	cmd.Flags().StringArrayVar(paths, "cards", nil, "card file or directory to run against, repeatable (default: ./cards, or the bundled pool)")
}

func newTest() *cobra.Command {
	var update, asJSON bool
	var pattern string
	var prog progressFlag
	var cardPaths []string
	cmd := &cobra.Command{
		Use:   "test [--cards DIR] [paths...]",
		Short: "Check the pool and run the golden scenarios (default: ./golden, or the bundled ones)",
		RunE: func(cmd *cobra.Command, args []string) error {
			re, err := regexp.Compile(pattern)
			if err != nil {
				return usageErr("bad -run pattern: %v", err)
			}
			p, err := cleanPool(cardPaths, cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			sfs, err := loadScenarios(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if update && len(sfs) > 0 && sfs[0].golden == "" {
				return usageErr("test -update can't rewrite the bundled scenarios, which are built into cardc; name the scenario files or directory to update")
			}
			var outs []scenario.Outcome
			pr := newProgress(prog, cmd.ErrOrStderr(), "running %d/%d scenarios", len(sfs))
			for i, sf := range sfs {
				if cmd.Context().Err() != nil {
					pr.done()
					return interrupted
				}
				if re.MatchString(sf.name) {
					outs = append(outs, runOneContext(cmd.Context(), p, sf, update))
				}
				pr.update(i + 1)
			}
			pr.done()
			failed := 0
			for _, oc := range outs {
				if !oc.Passed {
					failed++
				}
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				if err := enc.Encode(outs); err != nil {
					return err
				}
			} else {
				for _, oc := range outs {
					if oc.Passed {
						continue
					}
					fmt.Fprintf(cmd.OutOrStdout(), "FAIL %s\n", oc.Name)
					for _, f := range oc.Failures {
						fmt.Fprintf(cmd.OutOrStdout(), "  %s\n", strings.ReplaceAll(f, "\n", "\n  "))
					}
				}
			}
			// No timing here: two runs print identical output.
			fmt.Fprintf(cmd.ErrOrStderr(), "checked %d %s, ran %d %s: %d passed, %d failed\n",
				len(p.srcs), plural(len(p.srcs), "card", "cards"), len(outs), plural(len(outs), "scenario", "scenarios"), len(outs)-failed, failed)
			if failed > 0 {
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&update, "update", false, "rewrite the golden files from this run (read the diff before committing)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().StringVar(&pattern, "run", "", "run only scenarios whose path matches this regular expression")
	addProgressFlag(cmd, &prog)
	addCardsFlag(cmd, &cardPaths)
	return cmd
}
