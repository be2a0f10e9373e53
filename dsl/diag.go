package dsl

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"cardc/ast"
)

// Diagnostic is one finding about a source file: where, what, and what else
// is relevant ("first defined here").
type Diagnostic struct {
	File    string
	Span    ast.Span
	Message string
	Related []Related
	// Warning marks a finding that doesn't fail a check (see Lint).
	Warning bool
}

// Related is a secondary position a diagnostic refers to.
type Related struct {
	File    string
	Span    ast.Span
	Message string
}

// Diagnostics is a list of diagnostics with go/scanner-style helpers.
type Diagnostics []Diagnostic

// Add appends a diagnostic. A string quoted with %q is cut to
// maxQuoted characters, as a long source line is.
func (d *Diagnostics) Add(file string, sp ast.Span, format string, args ...any) *Diagnostic {
	*d = append(*d, Diagnostic{File: file, Span: sp, Message: fmt.Sprintf(format, cutQuoted(format, args)...)})
	return &(*d)[len(*d)-1]
}

// Sort orders diagnostics by file, then position, then message, and drops
// exact duplicates.
func (d *Diagnostics) Sort() {
	l := *d
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Span.Start.Offset != b.Span.Start.Offset {
			return a.Span.Start.Offset < b.Span.Start.Offset
		}
		return a.Message < b.Message
	})
	out := l[:0]
	for i, x := range l {
		if i > 0 && x.File == l[i-1].File && x.Span.Start == l[i-1].Span.Start && x.Message == l[i-1].Message {
			continue
		}
		out = append(out, x)
	}
	*d = out
}

// Err returns d as an error, or nil if it is empty.
func (d Diagnostics) Err() error {
	if len(d) == 0 {
		return nil
	}
	return d
}

func (d Diagnostics) Error() string {
	switch len(d) {
	case 0:
		return "no errors"
	case 1:
		return d[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", d[0].Error(), len(d)-1)
}

// Error formats the diagnostic's first line: path:line:col: error: message.
func (d Diagnostic) Error() string {
	sev := "error"
	if d.Warning {
		sev = "warning"
	}
	return fmt.Sprintf("%s:%d:%d: %s: %s", d.File, d.Span.Start.Line, d.Span.Start.Col, sev, d.Message)
}

// Print writes each diagnostic with its source line and a caret under the
// span, then its related notes. src maps a file name to its contents; a
// file missing from it is printed without source lines.
func (d Diagnostics) Print(w io.Writer, src map[string][]byte) {
	idx := map[string]*lineIndex{}
	lines := func(file string) *lineIndex {
		if li, ok := idx[file]; ok {
			return li
		}
		var li *lineIndex
		if b, ok := src[file]; ok {
			li = newLineIndex(b)
		}
		idx[file] = li
		return li
	}
	for _, x := range d {
		fmt.Fprintln(w, x.Error())
		printSnippet(w, lines(x.File), x.Span)
		for _, r := range x.Related {
			fmt.Fprintf(w, "%s:%d:%d: note: %s\n", r.File, r.Span.Start.Line, r.Span.Start.Col, r.Message)
			printSnippet(w, lines(r.File), r.Span)
		}
	}
}

// lineIndex finds a file's lines by number. It holds the source as one
// string, so a line is a slice of it, never a copy: a file's diagnostics
// on one long line cost no more than their snippets.
type lineIndex struct {
	src    string
	starts []int
}

func newLineIndex(src []byte) *lineIndex {
	li := &lineIndex{src: string(src), starts: []int{0}}
	for i, c := range src {
		if c == '\n' {
			li.starts = append(li.starts, i+1)
		}
	}
	return li
}

func (li *lineIndex) line(n int) string {
	if n < 1 || n > len(li.starts) {
		return ""
	}
	start := li.starts[n-1]
	end := len(li.src)
	if n < len(li.starts) {
		end = li.starts[n] - 1
	}
	return strings.TrimRight(li.src[start:end], "\r")
}

func printSnippet(w io.Writer, li *lineIndex, sp ast.Span) {
	if li == nil || !sp.Start.IsValid() {
		return
	}
	line := li.line(sp.Start.Line)
	if line == "" && sp.Start.Col > 1 {
		return
	}
	// A long line is cut to maxLine bytes around the span: from its
	// start, or, for a span far along it, from a little before the span,
	// so that the caret is always under it.
	const maxLine, lead = 200, 40
	col := sp.Start.Col - 1
	from, prefix := 0, ""
	if col > maxLine-lead && len(line) > maxLine {
		from, prefix = col-lead, "…"
		for from > 0 && line[from]&0xC0 == 0x80 {
			from--
		}
	}
	shown := line[from:]
	if len(shown) > maxLine {
		end := maxLine
		for end > 0 && shown[end]&0xC0 == 0x80 {
			end--
		}
		shown = shown[:end] + "…"
	}
	fmt.Fprintf(w, "    %s%s\n", prefix, printable(shown))
	// The caret line copies tabs so that it lines up under the span.
	var pad strings.Builder
	if prefix != "" {
		pad.WriteByte(' ')
	}
	for i := from; i < col && i < len(line) && i-from < maxLine; i++ {
		if line[i] == '\t' {
			pad.WriteByte('\t')
		} else if line[i]&0xC0 != 0x80 {
			pad.WriteByte(' ')
		}
	}
	width := 1
	if sp.End.Line == sp.Start.Line && sp.End.Col > sp.Start.Col {
		width = runeCount(line, col, sp.End.Col-1)
	}
	if width < 1 {
		width = 1
	}
	fmt.Fprintf(w, "    %s%s\n", pad.String(), strings.Repeat("^", width))
}

func runeCount(line string, from, to int) int {
	if to > len(line) {
		to = len(line)
	}
	if from > to {
		return 1
	}
	n := 0
	for i := from; i < to; i++ {
		if line[i]&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

type jsonPos struct {
	Line   int `json:"line"`
	Col    int `json:"col"`
	Offset int `json:"offset"`
}

type jsonRelated struct {
	File    string  `json:"file"`
	Start   jsonPos `json:"start"`
	End     jsonPos `json:"end"`
	Message string  `json:"message"`
}

type jsonDiag struct {
	File     string        `json:"file"`
	Start    jsonPos       `json:"start"`
	End      jsonPos       `json:"end"`
	Severity string        `json:"severity"`
	Message  string        `json:"message"`
	Related  []jsonRelated `json:"related,omitempty"`
}

func jp(p ast.Pos) jsonPos { return jsonPos{p.Line, p.Col, p.Offset} }

// JSON writes the diagnostics as a JSON array (never null).
func (d Diagnostics) JSON(w io.Writer) error {
	out := make([]jsonDiag, 0, len(d))
	for _, x := range d {
		j := jsonDiag{File: x.File, Start: jp(x.Span.Start), End: jp(x.Span.End), Severity: "error", Message: x.Message}
		if x.Warning {
			j.Severity = "warning"
		}
		for _, r := range x.Related {
			j.Related = append(j.Related, jsonRelated{r.File, jp(r.Span.Start), jp(r.Span.End), r.Message})
		}
		out = append(out, j)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// maxQuoted is the most characters of a quoted string a message shows.
const maxQuoted = 60

// cutQuoted returns args with each string that format quotes (%q) cut to
// maxQuoted characters and an ellipsis.
func cutQuoted(format string, args []any) []any {
	var out []any
	n := 0 // the argument the next verb takes
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i >= len(format) || format[i] == '%' {
			continue
		}
		if s, ok := argAt(args, n).(string); ok && format[i] == 'q' && utf8.RuneCountInString(s) > maxQuoted {
			if out == nil {
				out = append([]any(nil), args...)
			}
			r := []rune(s)
			out[n] = string(r[:maxQuoted]) + "…"
		}
		n++
	}
	if out == nil {
		return args
	}
	return out
}

func argAt(args []any, n int) any {
	if n < len(args) {
		return args[n]
	}
	return nil
}
