package main

import (
	"bufio"
	"bytes"
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

	"github.com/google/go-cmp/cmp"
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

// outcome is the result of running one scenario.
type outcome struct {
	Name     string   `json:"scenario"`
	Covers   []string `json:"covers"`
	Passed   bool     `json:"passed"`
	Failures []string `json:"failures,omitempty"`
	result   *scenario.Result
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

// compileFor compiles the pool plus a scenario's own cards.
func (p *pool) compileFor(sf scenarioFile, sc *ast.Scenario) (*interp.Pool, dsl.Diagnostics, error) {
	files := p.files
	if len(sc.Cards) > 0 {
		files = append(append([]*ast.File(nil), files...), &ast.File{Name: sf.name, Cards: sc.Cards})
	}
	prog, diags := dsl.Check(files, stdlib.Universe())
	if len(diags) > 0 {
		return nil, diags, nil
	}
	ip, err := interp.Compile(prog, stdlib.Builtins())
	return ip, nil, err
}

// runOne parses and runs a scenario and compares its golden file.
func runOne(p *pool, sf scenarioFile, update bool) outcome {
	return runOneContext(context.Background(), p, sf, update)
}

// runOneContext is runOne stopped by ctx: an interrupted scenario fails at
// the step it was running.
func runOneContext(ctx context.Context, p *pool, sf scenarioFile, update bool) outcome {
	oc := outcome{Name: sf.name}
	fail := func(format string, args ...any) {
		oc.Failures = append(oc.Failures, fmt.Sprintf(format, args...))
	}
	sc, diags := dsl.ParseScenario(sf.name, sf.src)
	if len(diags) > 0 {
		for _, d := range diags {
			fail("%s", d.Error())
		}
		return oc
	}
	for _, c := range sc.Covers {
		oc.Covers = append(oc.Covers, c.Name)
	}
	ip, diags, err := p.compileFor(sf, sc)
	for _, d := range diags {
		fail("%s", d.Error())
	}
	if err != nil {
		fail("%v", err)
	}
	if len(oc.Failures) > 0 {
		return oc
	}
	res, err := scenario.RunContext(ctx, sc, ip)
	if err != nil {
		oc.result = res
		for _, f := range res.Failures {
			fail("%s:%d:%d: %s", sf.name, f.Pos.Line, f.Pos.Col, f.Msg)
		}
		return oc
	}
	oc.result = res
	for _, f := range res.Failures {
		fail("%s:%d:%d: %s", sf.name, f.Pos.Line, f.Pos.Col, f.Msg)
	}
	got := res.Golden()
	switch {
	case update && sf.golden != "":
		if err := os.WriteFile(sf.golden, []byte(got), 0o644); err != nil {
			fail("%v", err)
		}
	default:
		want := sf.embed
		if sf.golden != "" {
			b, err := os.ReadFile(sf.golden)
			if err != nil {
				fail("%s: no golden file (run cardc test -update and read the result)", sf.golden)
				break
			}
			want = b
		}
		if diff := cmp.Diff(string(want), got); diff != "" {
			fail("%s: the event log or final state differs from the golden file (-want +got):\n%s", sf.name, diff)
		}
	}
	oc.Passed = len(oc.Failures) == 0
	return oc
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
				sf.golden, sf.embed = "", nil
				oc := runOneContext(cmd.Context(), p, sf, false)
				if oc.result != nil {
					fmt.Fprint(cmd.OutOrStdout(), oc.result.Golden())
				}
				for _, f := range oc.Failures {
					if strings.Contains(f, "differs from the golden file") {
						continue
					}
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
			var outs []outcome
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

func newRulings() *cobra.Command {
	return &cobra.Command{
		Use:   "rulings",
		Short: "List each ruling ID with the scenarios that cover it and whether they pass",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ids, _, err := rulingIDs()
			if err != nil {
				return usageErr("%v", err)
			}
			p, err := cleanPool(cmd.OutOrStdout(), cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			sfs, err := loadScenarios(nil)
			if err != nil {
				return err
			}
			by := map[string][]outcome{}
			known := map[string]bool{}
			for _, id := range ids {
				known[id] = true
			}
			out := cmd.OutOrStdout()
			bad := 0
			for _, sf := range sfs {
				oc := runOne(p, sf, false)
				for _, c := range oc.Covers {
					if !known[c] {
						fmt.Fprintf(out, "%s: covers unknown ruling %q\n", oc.Name, c)
						bad++
					}
					by[c] = append(by[c], oc)
				}
			}
			exercised := map[string]bool{}
			for _, ocs := range by {
				for _, oc := range ocs {
					if oc.result != nil {
						for _, k := range oc.result.Exercised {
							exercised[k] = true
						}
					}
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
			inv := base.Inventory()
			var missing []string
			for _, k := range inv {
				if !exercised[k] {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				fmt.Fprintf(out, "\nabilities no scenario exercises (%d of %d):\n", len(missing), len(inv))
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
}
