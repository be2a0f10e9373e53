package dsl_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"cardc/ast"
	"cardc/dsl"
)

var update = flag.Bool("update", false, "rewrite golden files")

// poolFiles returns the bundled pool's card files.
func poolFiles(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob("../cards/*.card")
	if err != nil || len(files) == 0 {
		t.Fatalf("no pool files: %v", err)
	}
	return files
}

func parse(t testing.TB, name string) (*ast.File, []byte) {
	t.Helper()
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	f, diags := dsl.ParseFile(filepath.Base(name), src)
	if len(diags) > 0 {
		t.Fatalf("%s: %v", name, diags)
	}
	return f, src
}

// TestASTDump compares each pool card's syntax tree with its golden dump.
func TestASTDump(t *testing.T) {
	for _, name := range poolFiles(t) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			f, _ := parse(t, name)
			got := ast.Dump(f)
			golden := filepath.Join("testdata", "ast", strings.TrimSuffix(filepath.Base(name), ".card")+".ast")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./dsl -update to create it)", err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("AST dump differs from %s (-want +got):\n%s", golden, diff)
			}
		})
	}
}

// sameTree compares two files' trees, ignoring positions and file names.
func sameTree(a, b *ast.File) string {
	return cmp.Diff(a, b, cmpopts.IgnoreTypes(ast.Span{}), cmpopts.IgnoreFields(ast.File{}, "Name"))
}

// TestFormatPool checks that every pool file is already in canonical form
// and that formatting is idempotent and keeps the tree.
func TestFormatPool(t *testing.T) {
	for _, name := range poolFiles(t) {
		t.Run(filepath.Base(name), func(t *testing.T) {
			f, src := parse(t, name)
			out := ast.Format(f)
			if diff := cmp.Diff(string(src), string(out)); diff != "" {
				t.Errorf("pool file is not canonical (-file +formatted):\n%s", diff)
			}
			f2, diags := dsl.ParseFile("formatted", out)
			if len(diags) > 0 {
				t.Fatalf("formatted output doesn't parse: %v", diags)
			}
			if d := sameTree(f, f2); d != "" {
				t.Errorf("formatting changed the tree:\n%s", d)
			}
			if again := ast.Format(f2); string(again) != string(out) {
				t.Errorf("format is not idempotent:\n%s", cmp.Diff(string(out), string(again)))
			}
		})
	}
}

// TestFormatGolden formats each testdata/fmt/*.in file and compares the
// result with the matching .golden file.
func TestFormatGolden(t *testing.T) {
	ins, _ := filepath.Glob("testdata/fmt/*.in")
	if len(ins) == 0 {
		t.Fatal("no testdata/fmt/*.in files")
	}
	for _, in := range ins {
		t.Run(filepath.Base(in), func(t *testing.T) {
			f, _ := parse(t, in)
			got := ast.Format(f)
			golden := strings.TrimSuffix(in, ".in") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			f2, _ := parse(t, golden)
			if again := ast.Format(f2); string(again) != string(got) {
				t.Errorf("not idempotent:\n%s", cmp.Diff(string(got), string(again)))
			}
		})
	}
}

// FuzzParse: parsing never panics, and for input that parses, the
// formatter succeeds and parse → format → parse gives the same tree.
func FuzzParse(f *testing.F) {
	for _, name := range poolFiles(f) {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte(""))
	f.Add([]byte(`card "A" { effect f(((x))) } // c`))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, diags := dsl.ParseFile("fuzz.card", src)
		for _, d := range diags {
			if !d.Span.Start.IsValid() || d.Span.Start.Offset > len(src) {
				t.Fatalf("diagnostic outside the file: %v", d)
			}
		}
		if len(diags) > 0 {
			return
		}
		out := ast.Format(file)
		file2, diags2 := dsl.ParseFile("fuzz.card", out)
		if len(diags2) > 0 {
			t.Fatalf("formatted output doesn't parse: %v\ninput:\n%s\noutput:\n%s", diags2, src, out)
		}
		if d := sameTree(file, file2); d != "" {
			t.Fatalf("round trip changed the tree:\n%s\ninput:\n%q", d, src)
		}
		if again := ast.Format(file2); string(again) != string(out) {
			t.Fatalf("format not idempotent:\n%q\n%q", out, again)
		}
	})
}
