package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"cardc/stdlib"
)

// TestCoverage: coverage lists every word no passing scenario exercises,
// kind then name, and exits 1 while the list is not empty. The passing
// scenario of testdata/coverage counts though it has no covers line; the
// failing one counts for nothing though it covers a ruling, so alone it
// leaves every word of the universe unexercised.
func TestCoverage(t *testing.T) {
	const dir = "testdata/coverage"
	code, none, errOut := cardc(t, "coverage", dir+"/failing.scenario")
	total := len(stdlib.Universe().Entries())
	if code != 1 || errOut != bundledNote+fmt.Sprintf("0 of %d words exercised by 0 passing of 1 scenario\n", total) {
		t.Fatalf("failing scenario alone: exit %d, stderr %q", code, errOut)
	}
	if n := strings.Count(none, "\n"); n != total {
		t.Errorf("failing scenario alone: %d lines, want one per word (%d):\n%s", n, total, none)
	}
	code, out, errOut := cardc(t, "coverage", dir)
	if code != 1 || errOut != bundledNote+fmt.Sprintf("%d of %d words exercised by 1 passing of 2 scenarios\n", 2, total) {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	// What Lightning Bolt to a player exercises.
	want := none
	for _, line := range []string{"primitive    deal-damage\n", "filter word  any-target\n"} {
		if !strings.Contains(want, line) {
			t.Fatalf("%q is not in the full list:\n%s", line, none)
		}
		want = strings.Replace(want, line, "", 1)
	}
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
	code, js, _ := cardc(t, "coverage", "--json", dir)
	var words []struct{ Kind, Name string }
	if err := json.Unmarshal([]byte(js), &words); code != 1 || err != nil {
		t.Fatalf("--json: exit %d, %v:\n%s", code, err, js)
	}
	var b strings.Builder
	for _, w := range words {
		fmt.Fprintf(&b, "%-12s %s\n", w.Kind, w.Name)
	}
	if b.String() != out {
		t.Errorf("--json lists other words than the text:\n%s", js)
	}
}
