package main

import (
	"fmt"
	"io"
	"strings"
	"testing"
)

// TestGoldenScenarios runs every scenario in golden/ as a subtest: its
// expectations must hold and its event log and final state must match the
// golden file (rewrite them with `go run ./cmd/cardc test -update`).
func TestGoldenScenarios(t *testing.T) {
	p, diags, err := loadPool(nil, io.Discard)
	if err != nil || len(diags) > 0 {
		t.Fatalf("pool: %v %v", err, diags)
	}
	sfs, err := loadScenarios([]string{"../../golden"}, io.Discard)
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
	p, _, _ := loadPool(nil, io.Discard)
	sfs, _ := loadScenarios([]string{"../../golden"}, io.Discard)
	for _, sf := range sfs {
		a, b := runOne(p, sf, false), runOne(p, sf, false)
		if a.Result == nil || b.Result == nil {
			continue
		}
		if a.Result.Golden() != b.Result.Golden() {
			t.Errorf("%s: two runs differ", sf.name)
		}
	}
}

// TestRulingsCovered fails when a ruling ID of golden/rulings.txt has no
// passing scenario, or an ability of the pool is exercised by none.
func TestRulingsCovered(t *testing.T) {
	code, out, errOut := cardc(t, "rulings")
	if code != 0 {
		t.Errorf("cardc rulings exit %d:\n%s%s", code, out, errOut)
	}
	ids, _, err := rulingIDs()
	if err != nil || len(ids) < 39 {
		t.Fatalf("ruling IDs: %d, %v", len(ids), err)
	}
	if want := fmt.Sprintf("%d of %d rulings covered", len(ids), len(ids)); !strings.Contains(errOut, want) {
		t.Errorf("summary: %s", errOut)
	}
}
