package scenario_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"cardc/ast"
	"cardc/dsl"
	"cardc/internal/pooltest"
	"cardc/interp"
	"cardc/scenario"
	"cardc/stdlib"
)

// diagsInFile fails the test unless every diagnostic is in the named file
// at a valid position of src.
func diagsInFile(t *testing.T, what, name string, src []byte, diags dsl.Diagnostics) {
	t.Helper()
	for _, d := range diags {
		if s := posError(src, d.Span.Start); d.File != name || s != "" {
			t.Fatalf("%s error %q in %q: %s\ninput: %q", what, d.Message, d.File, s, src)
		}
	}
}

// posError reports what is wrong with a position of src, or "": it must
// point into the file, with the line and column its offset gives.
func posError(src []byte, p ast.Pos) string {
	if !p.IsValid() || p.Offset < 0 || p.Offset > len(src) {
		return fmt.Sprintf("position %d:%d (offset %d) outside the file (%d bytes)", p.Line, p.Col, p.Offset, len(src))
	}
	line := 1 + bytes.Count(src[:p.Offset], []byte("\n"))
	col := p.Offset - bytes.LastIndexByte(src[:p.Offset], '\n')
	if p.Line != line || p.Col != col {
		return fmt.Sprintf("position %d:%d doesn't match offset %d, which is %d:%d", p.Line, p.Col, p.Offset, line, col)
	}
	return ""
}

// lineColError reports whether line:col is a place in src.
func lineColError(src []byte, line, col int) string {
	lines := bytes.Split(src, []byte("\n"))
	if line < 1 || line > len(lines) || col < 1 || col > len(lines[line-1])+1 {
		return fmt.Sprintf("%d:%d is not in the file", line, col)
	}
	return ""
}

var compileErrRE = regexp.MustCompile(`^fuzz\.scenario:(\d+):(\d+): `)

// FuzzScenario: any scenario text gives a result or positioned errors,
// never a panic or a hang. Parse errors, check errors of the scenario's own
// cards, compile errors and runtime failures all point inside the file;
// the run finishes well within its deadline (the action limit is capped so
// that a loop ends in a draw quickly); and running it twice gives the same
// bytes.
func FuzzScenario(f *testing.F) {
	files := pooltest.Files(f, "..")
	u, builtins := stdlib.Universe(), stdlib.Builtins()
	prog, diags := dsl.Check(files, u)
	if len(diags) > 0 {
		f.Fatal(diags)
	}
	base, err := interp.Compile(prog, builtins)
	if err != nil {
		f.Fatal(err)
	}
	scs, _ := filepath.Glob("../golden/*.scenario")
	if len(scs) == 0 {
		f.Fatal("no golden scenarios")
	}
	for _, n := range scs {
		src, err := os.ReadFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	const name = "fuzz.scenario"
	f.Fuzz(func(t *testing.T, src []byte) {
		sc, diags := scenario.Parse(name, src)
		diagsInFile(t, "parse", name, src, diags)
		if len(diags) > 0 {
			return
		}
		if sc.Setup != nil && sc.Setup.Limit != nil && sc.Setup.Limit.Value > 2000 {
			sc.Setup.Limit.Value = 2000
		}
		p := base
		if len(sc.Cards) > 0 {
			all := append(append([]*ast.File(nil), files...), &ast.File{Name: name, Cards: sc.Cards})
			prog, diags := dsl.Check(all, u)
			diagsInFile(t, "check", name, src, diags)
			if len(diags) > 0 {
				return
			}
			p, err = interp.Compile(prog, builtins)
			if err != nil {
				m := compileErrRE.FindStringSubmatch(err.Error())
				if m == nil {
					t.Fatalf("compile error without a position in the file: %v\ninput: %q", err, src)
				}
				line, _ := strconv.Atoi(m[1])
				col, _ := strconv.Atoi(m[2])
				if s := lineColError(src, line, col); s != "" {
					t.Fatalf("compile error %v: %s\ninput: %q", err, s, src)
				}
				return
			}
		}
		run := func() *scenario.Result {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			res, err := scenario.RunContext(ctx, sc, p)
			if err != nil {
				t.Fatalf("the scenario didn't finish: %v\ninput: %q", err, src)
			}
			for _, fl := range res.Failures {
				if s := posError(src, fl.Pos); s != "" {
					t.Fatalf("failure %q: %s\ninput: %q", fl.Msg, s, src)
				}
			}
			return res
		}
		r1, r2 := run(), run()
		if r1.Golden() != r2.Golden() || fmt.Sprint(r1.Failures) != fmt.Sprint(r2.Failures) {
			t.Fatalf("two runs differ\ninput: %q", src)
		}
	})
}
