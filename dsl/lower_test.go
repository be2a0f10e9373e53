package dsl_test

import (
	"strings"
	"testing"

	"cardc/ast"
	"cardc/dsl"
)

// TestOrAlternatives: the parser joins the terms beside each run of `or`
// words into one Or; an `or` with nothing on one side stays a word.
func TestOrAlternatives(t *testing.T) {
	for _, c := range []struct{ phrase, want string }{
		{"instant or sorcery spell", "[instant|sorcery] spell"},
		{"instant or sorcery or land", "[instant|sorcery|land]"},
		{"red or green creature or planeswalker", "[red|green] [creature|planeswalker]"},
		{"creature or or land", "[creature|land]"},
		{"or creature or", "or creature or"},
	} {
		src := `card "A" { effect f(` + c.phrase + `) }`
		file, diags := dsl.ParseFile("a.card", []byte(src))
		if len(diags) > 0 {
			t.Fatalf("%s: %v", c.phrase, diags)
		}
		var got []string
		ast.Walk(file, func(n ast.Node) bool {
			ph, ok := n.(*ast.Phrase)
			if !ok {
				return true
			}
			for _, term := range ph.Terms {
				got = append(got, termString(term))
			}
			return false
		})
		if s := strings.Join(got, " "); s != c.want {
			t.Errorf("%s: got %s, want %s", c.phrase, s, c.want)
		}
	}
}

func termString(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.Or:
		var alts []string
		for _, a := range e.Alts {
			alts = append(alts, termString(a))
		}
		return "[" + strings.Join(alts, "|") + "]"
	}
	return "?"
}
