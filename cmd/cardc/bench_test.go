package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// BenchmarkScenarioSuite runs every golden scenario (parse, compile with
// the pool, run, compare with the golden file).
func BenchmarkScenarioSuite(b *testing.B) {
	p, diags, err := loadPool(nil, io.Discard)
	if err != nil || len(diags) > 0 {
		b.Fatal(err, diags)
	}
	sfs, err := loadScenarios([]string{"../../golden"}, io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, sf := range sfs {
			if oc := runOne(p, sf, false); !oc.Passed {
				b.Fatalf("%s failed: %v", sf.name, oc.Failures)
			}
		}
	}
}

// BenchmarkCheckPool30k parses and checks a pool of 30,000 cards: the
// bundled pool replicated with unique names.
func BenchmarkCheckPool30k(b *testing.B) {
	dir := b.TempDir()
	if err := writePool(dir, "../../cards", 30000); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var o, e discard
		if code := run([]string{"check", dir}, &o, &e); code != 0 {
			b.Fatalf("check exit %d", code)
		}
	}
}

// TestWritePool writes the 30k-card benchmark pool to $CARDC_POOL_DIR, to
// time the cardc binary on it: CARDC_POOL_DIR=/tmp/pool go test
// ./cmd/cardc -run TestWritePool.
func TestWritePool(t *testing.T) {
	dir := os.Getenv("CARDC_POOL_DIR")
	if dir == "" {
		t.Skip("CARDC_POOL_DIR is not set")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := writePool(dir, "../../cards", 30000); err != nil {
		t.Fatal(err)
	}
}

// writePool writes n cards to dir: copies of the cards in from, each copy
// with a number after its card and back face names, in the names and in
// every string (rules text names its card), so that the pool checks clean.
func writePool(dir, from string, n int) error {
	files, err := filepath.Glob(filepath.Join(from, "*.card"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no cards in %s: %v", from, err)
	}
	nameRE := regexp.MustCompile(`(?m)^(?:card|  back) "([^"]+)"`)
	strRE := regexp.MustCompile(`"(?:\\.|[^"\\\n])*"`)
	for i, copyNo := 0, 0; i < n; copyNo++ {
		for _, f := range files {
			if i >= n {
				break
			}
			src, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			var pairs []string
			for _, m := range nameRE.FindAllStringSubmatch(string(src), -1) {
				pairs = append(pairs, m[1], fmt.Sprintf("%s %d", m[1], copyNo))
			}
			out := strRE.ReplaceAllStringFunc(string(src), strings.NewReplacer(pairs...).Replace)
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("c%05d.card", i)), []byte(out), 0o644); err != nil {
				return err
			}
			i++
		}
	}
	return nil
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
