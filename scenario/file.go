package scenario

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/go-cmp/cmp"

	"cardc/ast"
	"cardc/dsl"
	"cardc/interp"
)

// Env is what scenario files are compiled against: the pool's card files,
// the checker's universe and the interpreter's builtins.
type Env struct {
	Files    []*ast.File
	Universe *dsl.Universe
	Builtins map[string]*interp.Builtin
}

// Compile compiles the pool plus a scenario's own cards (declared in the
// file named name).
func (e *Env) Compile(name string, sc *Scenario) (*interp.Pool, dsl.Diagnostics, error) {
	files := e.Files
	if len(sc.Cards) > 0 {
		files = append(append([]*ast.File(nil), files...), &ast.File{Name: name, Cards: sc.Cards})
	}
	prog, diags := dsl.Check(files, e.Universe)
	if len(diags) > 0 {
		return nil, diags, nil
	}
	ip, err := interp.Compile(prog, e.Builtins)
	return ip, nil, err
}

// Golden says what a run's golden text (Result.Golden) is checked
// against: the stored text Want, or, when Write is set, nothing (Write
// stores the new text instead). Missing names a golden file that could
// not be read.
type Golden struct {
	Want    []byte
	Missing string
	Write   func(got string) error
}

// Outcome is what running one scenario file gave: the rulings it covers,
// whether it passed and every failure, positioned as file:line:col.
type Outcome struct {
	Name     string   `json:"scenario"`
	Covers   []string `json:"covers"`
	Passed   bool     `json:"passed"`
	Failures []string `json:"failures,omitempty"`
	// Result is the run's result; nil when the file didn't parse or
	// compile.
	Result *Result `json:"-"`
}

// RunFile parses a scenario file, compiles it with its own cards, runs it
// under ctx and checks its golden text against gold (nil: not checked).
// A parse, check or compile error, a failed expectation, a stopped run
// and a golden text that differs are failures; without any it passed.
func (e *Env) RunFile(ctx context.Context, name string, src []byte, gold *Golden) Outcome {
	oc := Outcome{Name: name}
	fail := func(format string, args ...any) {
		oc.Failures = append(oc.Failures, fmt.Sprintf(format, args...))
	}
	// A finding at a position reads like a card's diagnostic: the
	// position, "error:", the message, the source line and a caret.
	report := func(d dsl.Diagnostic) {
		var b strings.Builder
		dsl.Diagnostics{d}.Print(&b, map[string][]byte{name: src})
		oc.Failures = append(oc.Failures, strings.TrimSuffix(b.String(), "\n"))
	}
	sc, diags := Parse(name, src)
	if len(diags) > 0 {
		for _, d := range diags {
			report(d)
		}
		return oc
	}
	for _, c := range sc.Covers {
		oc.Covers = append(oc.Covers, c.Name)
	}
	ip, diags, err := e.Compile(name, sc)
	for _, d := range diags {
		report(d)
	}
	if err != nil {
		fail("%v", err)
	}
	if len(oc.Failures) > 0 {
		return oc
	}
	res, err := RunContext(ctx, sc, ip)
	oc.Result = res
	for _, f := range res.Failures {
		report(dsl.Diagnostic{File: name, Span: ast.Span{Start: f.Pos, End: f.Pos}, Message: f.Msg})
	}
	if err != nil {
		return oc
	}
	got := res.Golden()
	switch {
	case gold == nil:
	case gold.Write != nil:
		if err := gold.Write(got); err != nil {
			fail("%v", err)
		}
	case gold.Missing != "":
		fail("%s: no golden file (run cardc test -update and read the result)", gold.Missing)
	default:
		if diff := cmp.Diff(string(gold.Want), got); diff != "" {
			fail("%s: the event log or final state differs from the golden file (-want +got):\n%s", name, diff)
		}
	}
	oc.Passed = len(oc.Failures) == 0
	return oc
}
