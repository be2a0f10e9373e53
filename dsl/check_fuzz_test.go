package dsl_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

// checkPos reports what is wrong with a position in src, or "": it must
// point into the file (offset ≤ len(src)) and its line and column must be
// the ones the offset gives (lines from 1, columns in bytes from 1).
func checkPos(src []byte, p ast.Pos) string {
	if !p.IsValid() {
		return fmt.Sprintf("invalid position %d:%d (offset %d)", p.Line, p.Col, p.Offset)
	}
	if p.Offset < 0 || p.Offset > len(src) {
		return fmt.Sprintf("offset %d outside the file (%d bytes)", p.Offset, len(src))
	}
	line := 1 + bytes.Count(src[:p.Offset], []byte("\n"))
	col := p.Offset - bytes.LastIndexByte(src[:p.Offset], '\n')
	if p.Line != line || p.Col != col {
		return fmt.Sprintf("position %d:%d doesn't match offset %d, which is %d:%d", p.Line, p.Col, p.Offset, line, col)
	}
	return ""
}

// checkSpan checks both ends of a span and their order.
func checkSpan(src []byte, sp ast.Span) string {
	if s := checkPos(src, sp.Start); s != "" {
		return "start: " + s
	}
	if s := checkPos(src, sp.End); s != "" {
		return "end: " + s
	}
	if sp.End.Offset < sp.Start.Offset {
		return fmt.Sprintf("end %d before start %d", sp.End.Offset, sp.Start.Offset)
	}
	return ""
}

// checkDiags fails the test for a diagnostic (or related note) of the
// file whose span isn't a valid span of src.
func checkDiags(t *testing.T, src []byte, name string, diags dsl.Diagnostics) {
	t.Helper()
	for _, d := range diags {
		if d.File != name {
			t.Fatalf("diagnostic in file %q, want %q: %v", d.File, name, d)
		}
		if s := checkSpan(src, d.Span); s != "" {
			t.Fatalf("diagnostic %q: %s\ninput: %q", d.Message, s, src)
		}
		for _, r := range d.Related {
			if r.File != name {
				continue // a note about another file of the check
			}
			if s := checkSpan(src, r.Span); s != "" {
				t.Fatalf("note %q of %q: %s\ninput: %q", r.Message, d.Message, s, src)
			}
		}
	}
}

func messages(diags dsl.Diagnostics) []string {
	var out []string
	for _, d := range diags {
		out = append(out, d.Message)
	}
	sort.Strings(out)
	return out
}

// FuzzCheck: parsing and checking any input against the standard
// universe never panics; every diagnostic, of the parser or the checker,
// has a span inside the file whose line and column agree with its offset;
// for input that parses, the formatter succeeds, its output parses, and
// checking the formatted file reports the same messages.
func FuzzCheck(f *testing.F) {
	for _, name := range poolFiles(f) {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	errs, _ := filepath.Glob("testdata/errors/*.card")
	for _, name := range errs {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte(""))
	u := stdlib.Universe()
	const name = "fuzz.card"
	f.Fuzz(func(t *testing.T, src []byte) {
		file, diags := dsl.ParseFile(name, src)
		checkDiags(t, src, name, diags)
		_, cdiags := dsl.Check([]*ast.File{file}, u)
		checkDiags(t, src, name, cdiags)
		if len(diags) > 0 {
			return
		}
		out := ast.Format(file)
		file2, diags2 := dsl.ParseFile(name, out)
		if len(diags2) > 0 {
			t.Fatalf("formatted output doesn't parse: %v\ninput: %q\noutput: %q", diags2, src, out)
		}
		_, cdiags2 := dsl.Check([]*ast.File{file2}, u)
		checkDiags(t, out, name, cdiags2)
		if a, b := messages(cdiags), messages(cdiags2); fmt.Sprint(a) != fmt.Sprint(b) {
			t.Fatalf("checking the formatted file reports other messages:\nbefore: %q\nafter:  %q\ninput: %q\noutput: %q", a, b, src, out)
		}
	})
}
