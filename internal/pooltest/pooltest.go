// Package pooltest owns the tests' way to the bundled card pool: it
// parses cards/*.card and compiles it with the standard library, so the
// packages that test against the pool share one loader.
package pooltest

import (
	"os"
	"path/filepath"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/interp"
	"cardc/stdlib"
)

// Files parses the bundled pool's card files; root is the path from the
// test's package directory to the module root.
func Files(t testing.TB, root string) []*ast.File {
	t.Helper()
	names, _ := filepath.Glob(filepath.Join(root, "cards", "*.card"))
	var files []*ast.File
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		f, diags := dsl.ParseFile(n, src)
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		files = append(files, f)
	}
	return files
}

// Compile checks and compiles files with the standard library.
func Compile(t testing.TB, files []*ast.File) *interp.Pool {
	t.Helper()
	prog, diags := dsl.Check(files, stdlib.Universe())
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	p, err := interp.Compile(prog, stdlib.Builtins())
	if err != nil {
		t.Fatal(err)
	}
	return p
}
