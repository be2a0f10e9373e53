package stdlib_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cardc/stdlib"
)

// spellingExemptFiles are files of dsl and interp that may still name
// vocabulary by its spelling, each with the reason. A stale entry (the file
// is gone) fails the test, so the list only shrinks.
var spellingExemptFiles = map[string]string{}

// spellingNameTables are declarations whose string literals are the names
// of rules concepts that the log and messages print, which some words of
// the vocabulary happen to share (the zone "exile", the step "draw", the
// color "red"). They are names a value prints as, never looked up to
// decide a rule. A stale entry (no literal in it matches a word) fails.
var spellingNameTables = map[string]string{
	"interp/game.go: zoneNames":         "zone names (CR 400.1), as Zone.String prints them",
	"interp/turn.go: stepNames":         "step names (CR 500.1), as Step.String prints them",
	"interp/mana.go: colorNames":        "color names (CR 105.1), as Colors.String prints them",
	"interp/mana.go: Colors.String":     "the word for no color (CR 105.2c), as Colors.String prints it",
	"dsl/types.go: typeNames":           "names of the language's types, as messages print them",
	"dsl/misspell.go: formerFields":     "former field names of the card syntax (power, toughness), for the message naming the new one",
	"interp/state.go: Game.describeObj": "an object's status words (tapped), as the state text prints them",
}

// spellingMessageFuncs are functions whose string arguments are text for
// the log, a message or a choice's label, not lookups.
var spellingMessageFuncs = map[string]bool{
	"logf": true, "Note": true, "Fail": true, "fail": true, "errorf": true,
	"Errorf": true, "Sprintf": true, "YesNo": true,
}

// TestNoVocabularySpelledInEngine checks that non-test Go under dsl/ and
// interp/ never names a primitive, filter word or keyword by its spelling
// (issue 11): what a word means reaches the checker and the runtime
// through typed record fields (dsl.Entry.ProducesMana,
// dsl.Entry.KeywordCheck, interp.Builtin.Role, interp.Builtin.Rule), so a
// new word costs one record. It fails on any string literal equal to the
// name of a record of the table, except literals that contain a space
// (prose), direct arguments of the functions in spellingMessageFuncs, the
// declarations in spellingNameTables and the files in spellingExemptFiles.
func TestNoVocabularySpelledInEngine(t *testing.T) {
	words := map[string]bool{}
	for _, pr := range stdlib.Table() {
		words[pr.Name] = true
	}
	usedTables := map[string]bool{}
	fset := token.NewFileSet()
	for _, dir := range []string{"dsl", "interp"} {
		files, err := filepath.Glob(filepath.Join("..", dir, "*.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no Go files in %s: %v", dir, err)
		}
		for _, path := range files {
			rel := dir + "/" + filepath.Base(path)
			if strings.HasSuffix(rel, "_test.go") || spellingExemptFiles[rel] != "" {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				decl := rel + ": " + declName(d)
				for _, lit := range spelledWords(d, words) {
					if spellingNameTables[decl] != "" {
						usedTables[decl] = true
						continue
					}
					t.Errorf("%s: %s names the word %s by its spelling: use a typed record field", fset.Position(lit.Pos()), declName(d), lit.Value)
				}
			}
		}
	}
	for _, rel := range slices.Sorted(maps.Keys(spellingExemptFiles)) {
		if _, err := os.Stat(filepath.Join("..", filepath.FromSlash(rel))); err != nil {
			t.Errorf("%s is exempt but gone: remove it from spellingExemptFiles", rel)
		}
	}
	for _, decl := range slices.Sorted(maps.Keys(spellingNameTables)) {
		if !usedTables[decl] {
			t.Errorf("%s is a listed name table without a word of the vocabulary: remove it from spellingNameTables", decl)
		}
	}
}

// spelledWords returns the string literals in d that equal a word and are
// neither prose nor message arguments.
func spelledWords(d ast.Decl, words map[string]bool) []*ast.BasicLit {
	message := map[*ast.BasicLit]bool{}
	var out []*ast.BasicLit
	ast.Inspect(d, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if spellingMessageFuncs[funcName(n.Fun)] {
				for _, a := range n.Args {
					if lit, ok := a.(*ast.BasicLit); ok {
						message[lit] = true
					}
				}
			}
		case *ast.BasicLit:
			if n.Kind != token.STRING || message[n] {
				return true
			}
			s, err := strconv.Unquote(n.Value)
			if err == nil && words[s] && !strings.Contains(s, " ") {
				out = append(out, n)
			}
		}
		return true
	})
	return out
}

func funcName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return e.Sel.Name
	}
	return ""
}

// declName names a top-level declaration: a function, a method as
// Type.Method, or the first name a var, const or type declaration binds.
func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv != nil && len(d.Recv.List) == 1 {
			t := d.Recv.List[0].Type
			if st, ok := t.(*ast.StarExpr); ok {
				t = st.X
			}
			if id, ok := t.(*ast.Ident); ok {
				return id.Name + "." + d.Name.Name
			}
		}
		return d.Name.Name
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.ValueSpec:
				return s.Names[0].Name
			case *ast.TypeSpec:
				return s.Name.Name
			}
		}
	}
	return "?"
}
