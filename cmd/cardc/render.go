package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"cardc/ast"
	"cardc/dsl"
	"cardc/render"
	"cardc/stdlib"
)

func newRender() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "render [--json] <name|file>...",
		Short: "Print cards with the rules text their scripts render to",
		Long: `Render prints each card: its name and mana cost, color indicator, type line,
the rules text its script renders to (one paragraph a line), and its power and
toughness or loyalty; then its back face. An argument is a card file (or a
directory of them), or the name of a card of the bundled pool (./cards when it
exists, the embedded pool otherwise).`,
		Args: minArgs(1, "a card file, directory or card name"),
		RunE: func(cmd *cobra.Command, args []string) error {
			rc, err := resolveCards(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if len(rc.diags) > 0 {
				rc.diags.Print(cmd.ErrOrStderr(), sourceMap(rc.srcs))
				return findings
			}
			out := cmd.OutOrStdout()
			if asJSON {
				cards, err := exportCards(rc.prog, rc.cards)
				if err != nil {
					return err
				}
				return writeJSON(out, cards)
			}
			for i, cc := range rc.cards {
				if i > 0 {
					fmt.Fprintln(out)
				}
				ct, err := stdlib.RenderCard(cc.Card, rc.prog.Info)
				if err != nil {
					return fmt.Errorf("%s: %v", cc.Name, err)
				}
				printCard(out, ct)
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the cards as JSON, in the format of export --format json")
	return cmd
}

// resolved is the cards a render or export command works on, checked.
type resolved struct {
	srcs  []source
	prog  *dsl.Program
	cards []*dsl.CheckedCard
	diags dsl.Diagnostics
}

// resolveCards finds the cards named by args: files and directories are
// read; any other argument is the name of a card (or of a face) in the
// bundled pool. The cards are checked without comparing their stated
// text, so that a card whose text is out of date still renders; a card
// with other errors is reported.
func resolveCards(args []string, warn io.Writer) (*resolved, error) {
	var paths, names []string
	for _, a := range args {
		if _, err := os.Stat(a); err == nil || strings.HasSuffix(a, ".card") {
			paths = append(paths, a)
		} else {
			names = append(names, a)
		}
	}
	rc := &resolved{}
	fromPaths := map[string]bool{}
	if len(paths) > 0 {
		srcs, err := loadCards(paths, warn)
		if err != nil {
			return nil, err
		}
		for _, s := range srcs {
			fromPaths[filepath.Clean(s.name)] = true
		}
		rc.srcs = append(rc.srcs, srcs...)
	}
	if len(names) > 0 {
		pool, err := loadCards(nil, warn)
		if err != nil {
			return nil, err
		}
		for _, s := range pool {
			if !fromPaths[filepath.Clean(s.name)] {
				rc.srcs = append(rc.srcs, s)
			}
		}
	}
	files, diags := parseAll(rc.srcs)
	u := *stdlib.Universe()
	u.Render = nil
	prog, cdiags := dsl.Check(files, &u)
	rc.prog = prog
	ok := map[*ast.Card]*dsl.CheckedCard{}
	for _, cc := range prog.Cards {
		ok[cc.Card] = cc
	}
	isArg := func(name string) bool { return fromPaths[filepath.Clean(name)] }
	// The cards the arguments name, in argument order.
	want := map[*ast.Card]bool{}
	for _, f := range files {
		if !isArg(f.Name) {
			continue
		}
		for _, c := range f.Cards {
			want[c] = true
			rc.add(ok[c], c, f.Name)
		}
	}
	for _, n := range names {
		c, file := findCard(files, n, isArg)
		if c == nil {
			var all []string
			for _, f := range files {
				for _, c := range f.Cards {
					all = append(all, c.Face.NameText())
				}
			}
			return nil, usageErr("no card named %q in the pool%s", n, dsl.Suggest(n, all))
		}
		want[c] = true
		rc.add(ok[c], c, file)
	}
	// Only the diagnostics of the cards asked for (and syntax errors of the
	// files named) matter.
	for _, d := range append(diags, cdiags...) {
		if isArg(d.File) || inWanted(d, files, want) {
			rc.diags = append(rc.diags, d)
		}
	}
	rc.diags.Sort()
	return rc, nil
}

func (rc *resolved) add(cc *dsl.CheckedCard, c *ast.Card, file string) {
	if cc == nil {
		cc = &dsl.CheckedCard{File: file, Card: c, Name: c.Face.NameText()}
	}
	for _, x := range rc.cards {
		if x.Card == c {
			return
		}
	}
	rc.cards = append(rc.cards, cc)
}

// findCard finds a card by its name, one of its faces' names or both
// joined, ignoring case, among the files that aren't arguments.
func findCard(files []*ast.File, name string, skip func(string) bool) (*ast.Card, string) {
	for _, f := range files {
		if skip(f.Name) {
			continue
		}
		for _, c := range f.Cards {
			var names []string
			for _, face := range facesOf(c) {
				if strings.EqualFold(face.NameText(), name) {
					return c, f.Name
				}
				names = append(names, face.NameText())
			}
			// A card of two faces is also called by both names joined, as
			// the export names it: "Front // Half".
			if len(names) > 1 && strings.EqualFold(strings.Join(names, " // "), name) {
				return c, f.Name
			}
		}
	}
	return nil, ""
}

func facesOf(c *ast.Card) []*ast.Face {
	return c.CardFaces()
}

func inWanted(d dsl.Diagnostic, files []*ast.File, want map[*ast.Card]bool) bool {
	for _, f := range files {
		if f.Name != d.File {
			continue
		}
		for _, c := range f.Cards {
			if want[c] && c.Sp.Start.Offset <= d.Span.Start.Offset && d.Span.Start.Offset <= c.Sp.End.Offset {
				return true
			}
		}
	}
	return false
}

// printCard prints a rendered card as text.
func printCard(w io.Writer, ct *render.CardText) {
	for i, f := range ct.Faces {
		if i > 0 {
			fmt.Fprintln(w, "//")
		}
		if f.ManaCost != "" {
			fmt.Fprintf(w, "%s %s\n", f.Name, f.ManaCost)
		} else {
			fmt.Fprintln(w, f.Name)
		}
		if len(f.ColorIndicator) > 0 {
			fmt.Fprintf(w, "Color indicator: %s\n", strings.Join(f.ColorIndicator, ", "))
		}
		fmt.Fprintln(w, f.TypeLine())
		for _, p := range f.Text {
			fmt.Fprintln(w, p)
		}
		if f.HasPT() {
			fmt.Fprintf(w, "%s/%s\n", f.Power, f.Toughness)
		}
		if f.Loyalty != "" {
			fmt.Fprintf(w, "Loyalty: %s\n", f.Loyalty)
		}
		if f.Defense != "" {
			fmt.Fprintf(w, "Defense: %s\n", f.Defense)
		}
	}
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}
