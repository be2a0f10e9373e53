package main

import (
	"strings"
	"testing"
)

// TestGoldenScenarios runs every scenario in golden/ as a subtest: its
// expectations must hold and its event log and final state must match the
// golden file (rewrite them with `go run ./cmd/cardc test -update`).
func TestGoldenScenarios(t *testing.T) {
	p, diags, err := loadPool()
	if err != nil || len(diags) > 0 {
		t.Fatalf("pool: %v %v", err, diags)
	}
	sfs, err := loadScenarios([]string{"../../golden"})
	if err != nil {
		t.Fatal(err)
	}
	if len(sfs) == 0 {
		t.Fatal("no scenarios")
	}
	for _, sf := range sfs {
		name := strings.TrimSuffix(sf.name[strings.LastIndex(sf.name, "/")+1:], ".scenario")
		t.Run(name, func(t *testing.T) {
			oc := runOne(p, sf, false)
			for _, f := range oc.Failures {
				t.Error(f)
			}
		})
	}
}

// TestDeterministic runs every scenario twice: the golden text must be
// byte-identical.
func TestDeterministic(t *testing.T) {
	p, _, _ := loadPool()
	sfs, _ := loadScenarios([]string{"../../golden"})
	for _, sf := range sfs {
		a, b := runOne(p, sf, false), runOne(p, sf, false)
		if a.result == nil || b.result == nil {
			continue
		}
		if a.result.Golden() != b.result.Golden() {
			t.Errorf("%s: two runs differ", sf.name)
		}
	}
}
