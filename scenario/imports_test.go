package scenario_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestImportLine: the packages read as a straight line from bytes to log
// (ast ← dsl ← interp ← stdlib ← cmd), and the harness (this package, the
// random player, the tests' pool loader) stands beside the runtime: no
// package of the line imports it, nor a package after it in the line.
func TestImportLine(t *testing.T) {
	harness := []string{"cardc/scenario", "cardc/player", "cardc/autopay", "cardc/internal/pooltest"}
	for _, c := range []struct {
		dir     string
		allowed []string // the module's packages it may import
	}{
		{"ast", nil},
		{"dsl", []string{"cardc/ast"}},
		{"interp", []string{"cardc/ast", "cardc/dsl"}},
		{"stdlib", nil}, // the line's later packages may grow; only the harness is checked
	} {
		for _, fi := range moduleImports(t, filepath.Join("..", c.dir)) {
			path, imp := fi[0], fi[1]
			switch {
			case slices.Contains(harness, imp):
				t.Errorf("%s imports the harness package %s", path, imp)
			case c.allowed != nil || c.dir == "ast":
				if !slices.Contains(c.allowed, imp) {
					t.Errorf("%s imports %s, which is not before it in the line", path, imp)
				}
			}
		}
	}
}

// moduleImports lists the module packages each non-test Go file of dir
// imports, as (file, package) pairs in file order.
func moduleImports(t *testing.T, dir string) [][2]string {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	var out [][2]string
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(token.NewFileSet(), n, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, is := range f.Imports {
			p, _ := strconv.Unquote(is.Path.Value)
			if strings.HasPrefix(p, "cardc/") {
				out = append(out, [2]string{n, p})
			}
		}
	}
	return out
}
