package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// BenchmarkScenarioSuite runs every golden scenario (parse, compile with
// the pool, run, compare with the golden file).
func BenchmarkScenarioSuite(b *testing.B) {
	p, diags, err := loadPool()
	if err != nil || len(diags) > 0 {
		b.Fatal(err, diags)
	}
	sfs, err := loadScenarios([]string{"../../golden"})
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
	files, _ := filepath.Glob("../../cards/*.card")
	nameRE := regexp.MustCompile(`(?m)^(card|  back) "([^"]+)"`)
	n := 0
	for copyNo := 0; n < 30000; copyNo++ {
		for _, f := range files {
			if n >= 30000 {
				break
			}
			src, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			out := nameRE.ReplaceAllString(string(src), fmt.Sprintf(`$1 "$2 %d"`, copyNo))
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("c%05d.card", n)), []byte(out), 0o644); err != nil {
				b.Fatal(err)
			}
			n++
		}
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

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
