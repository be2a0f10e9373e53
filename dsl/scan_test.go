package dsl

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// scanInputs are the pool, the bad-input corpus and the golden scenarios.
func scanInputs(t testing.TB) []string {
	var files []string
	for _, g := range []string{"../cards/*.card", "testdata/errors/*", "testdata/fmt/*", "../golden/*.scenario"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 200 {
		t.Fatalf("only %d inputs", len(files))
	}
	return files
}

// diffTokens describes the first difference between two token streams.
func diffTokens(want, got []lexer.Token) string {
	for i := 0; i < len(want) || i < len(got); i++ {
		switch {
		case i >= len(got):
			return fmt.Sprintf("token %d: table lexer has %#v, scanner ends", i, want[i])
		case i >= len(want):
			return fmt.Sprintf("token %d: scanner has %#v, table lexer ends", i, got[i])
		case want[i] != got[i]:
			return fmt.Sprintf("token %d: table lexer has %#v, scanner %#v", i, want[i], got[i])
		}
	}
	return ""
}

// TestScanMatchesTable checks that the hand-coded scanner makes exactly
// the tokens of the rule table over every input the repository has.
func TestScanMatchesTable(t *testing.T) {
	for _, f := range scanInputs(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if d := diffTokens(lexTable(f, string(src)), lex(f, string(src))); d != "" {
			t.Errorf("%s: %s", f, d)
		}
	}
}

// TestScanEdges covers the corners of each rule.
func TestScanEdges(t *testing.T) {
	for _, src := range []string{
		"", "/", "//", "// x\ny", "\"", "\"\\", "\"\\\n", "\"a\\\"", "\"a\\\"\"", "\"\xff\"", "\"\\\xff\"",
		"{", "{}", "{2}{U}", "{ }", "{\f}", "{{}", "{a\xffb}", "+", "-", "+1/+1", "-0/-*", "*/*", "*/", "1/", "1/x",
		"+*/1", "--1/1", "— x", "\xe2\x80", "é", "a'b-c_d9", "loyalty 3", "loyalty\n// c\n 3", "loyalty x",
		"\f", "\v", "\x00", "1 2\r\n3", "text \"é\" x",
	} {
		if d := diffTokens(lexTable("f", src), lex("f", src)); d != "" {
			t.Errorf("%q: %s", src, d)
		}
	}
}

// FuzzLexer compares the scanner's tokens with the rule table's.
func FuzzLexer(f *testing.F) {
	for _, file := range scanInputs(f) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if d := diffTokens(lexTable("f", string(src)), lex("f", string(src))); d != "" {
			t.Errorf("%q: %s", src, d)
		}
	})
}
