package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

func newDump() *cobra.Command {
	var showAST, showIR bool
	cmd := &cobra.Command{
		Use:   "dump (--ast|--ir) <file>",
		Short: "Print a card file's syntax tree (--ast) or its checked names and types (--ir)",
		Args:  exactArgs(1, "one card file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if showAST == showIR {
				return usageErr("dump needs exactly one of --ast and --ir")
			}
			srcs, err := loadCards(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if len(srcs) != 1 {
				return usageErr("dump takes one file")
			}
			s := srcs[0]
			f, diags := dsl.ParseFile(s.name, s.src)
			out := cmd.OutOrStdout()
			if showAST {
				fmt.Fprint(out, ast.Dump(f))
			} else {
				prog, cd := dsl.Check([]*ast.File{f}, stdlib.Universe())
				diags = append(diags, cd...)
				fmt.Fprint(out, dumpIR(f, prog.Info, s.src))
			}
			if len(diags) > 0 {
				diags.Sort()
				diags.Print(cmd.ErrOrStderr(), map[string][]byte{s.name: s.src})
				return findings
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&showAST, "ast", false, "print the syntax tree")
	cmd.Flags().BoolVar(&showIR, "ir", false, "print what each name and expression resolved to")
	return cmd
}

// dumpIR lists, in source order, every typed expression with its type and
// every name with what it refers to, each labelled with its position and
// its source: a name as written, a call by its name, a literal by its text
// (cut at irLabelMax bytes).
func dumpIR(f *ast.File, info *dsl.Info, src []byte) string {
	type line struct {
		off  int
		text string
	}
	var lines []line
	ast.Walk(f, func(n ast.Node) bool {
		sp := n.Span()
		var parts []string
		if e, ok := n.(ast.Expr); ok {
			if t, ok := info.Types[e]; ok {
				parts = append(parts, "type "+t.String())
			}
		}
		if id, ok := n.(*ast.Ident); ok {
			if b := info.Uses[id]; b != nil {
				parts = append(parts, fmt.Sprintf("binds %s (%s)", b.Name, b.Type))
			}
		}
		if e := info.Entries[n]; e != nil {
			parts = append(parts, "primitive "+e.Name)
		}
		if len(parts) > 0 {
			label := ""
			if id, ok := n.(*ast.Ident); ok {
				label = id.Name
			} else if c, ok := n.(*ast.Call); ok {
				label = c.Fn.Name + "(…)"
			} else {
				label = sourceLabel(src, sp)
			}
			lines = append(lines, line{sp.Start.Offset, fmt.Sprintf("%d:%d %s: %s", sp.Start.Line, sp.Start.Col, label, strings.Join(parts, ", "))})
		}
		return true
	})
	sort.SliceStable(lines, func(i, j int) bool { return lines[i].off < lines[j].off })
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.text + "\n")
	}
	return b.String()
}

// irLabelMax bounds a literal's label in dump --ir.
const irLabelMax = 40

// sourceLabel is the source text of a span on one line, cut at irLabelMax
// bytes (at a character boundary) with "…".
func sourceLabel(src []byte, sp ast.Span) string {
	start, end := sp.Start.Offset, sp.End.Offset
	if start < 0 || end > len(src) || start >= end {
		return ""
	}
	text := string(src[start:end])
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		text = text[:i] + "…"
	}
	if len(text) > irLabelMax {
		cut := irLabelMax
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut] + "…"
	}
	return text
}
