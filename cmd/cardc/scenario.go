package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
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
// bundled scenarios.
func loadScenarios(paths []string) ([]scenarioFile, error) {
	if len(paths) == 0 {
		if st, err := os.Stat("golden"); err == nil && st.IsDir() {
			paths = []string{"golden"}
		} else {
			return embeddedScenarios()
		}
	}
	var out []scenarioFile
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, usageErr("%v", err)
		}
		add := func(path string) error {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			out = append(out, scenarioFile{name: path, src: b, golden: strings.TrimSuffix(path, ".scenario") + ".golden"})
			return nil
		}
		if !st.IsDir() {
			if err := add(p); err != nil {
				return nil, usageErr("%v", err)
			}
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".scenario") {
				return err
			}
			return add(path)
		})
		if err != nil {
			return nil, usageErr("%v", err)
		}
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
func cleanPool(w, errw io.Writer) (*pool, error) {
	p, diags, err := loadPool()
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

func loadPool() (*pool, dsl.Diagnostics, error) {
	srcs, err := loadCards(nil)
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
	return &cobra.Command{
		Use:   "run <scenario>",
		Short: "Run one scenario and print its event log and final state",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			sfs, err := loadScenarios(args)
			if err != nil {
				return err
			}
			p, err := cleanPool(cmd.ErrOrStderr(), cmd.ErrOrStderr())
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
}

func newTest() *cobra.Command {
	var update, asJSON bool
	var pattern string
	var prog progressFlag
	cmd := &cobra.Command{
		Use:   "test [paths...]",
		Short: "Check the pool and run the golden scenarios (default: ./golden, or the bundled ones)",
		RunE: func(cmd *cobra.Command, args []string) error {
			re, err := regexp.Compile(pattern)
			if err != nil {
				return usageErr("bad -run pattern: %v", err)
			}
			p, err := cleanPool(cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			sfs, err := loadScenarios(args)
			if err != nil {
				return err
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
			fmt.Fprintf(cmd.ErrOrStderr(), "checked %d cards, ran %d scenarios: %d passed, %d failed\n",
				len(p.srcs), len(outs), len(outs)-failed, failed)
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
	return cmd
}
