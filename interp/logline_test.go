package interp

import (
	"errors"
	"fmt"
	"testing"
)

// TestAppendLineMatchesFmt: the log's own formatter writes what
// fmt.Sprintf writes, or declines.
func TestAppendLineMatchesFmt(t *testing.T) {
	for i, c := range []struct {
		format string
		args   []any
	}{
		{"%s passes", []any{"alice"}},
		{"%s has toughness %d (CR 704.5f)", []any{"Grizzly Bears#3", -1}},
		{"%s moves from %s to %s", []any{"Opt#4", Hand, Graveyard}},
		{"%s adds %s", []any{"Forest#2", ManaSet(0).With(ManaG)}},
		{"100%% sure", nil},
		{"%s", []any{errors.New("an error")}},
		{"%d", []any{"not an int"}},
		{"%s", []any{42}},
		{"%v and %q", []any{1, "x"}},
		{"%s %s", []any{"one"}},
		{"%s", []any{"one", "two"}},
		{"trailing %", nil},
	} {
		want := fmt.Sprintf(c.format, c.args...)
		b, ok := appendLine(nil, c.format, c.args)
		if ok && string(b) != want {
			t.Errorf("%q %v: %q, fmt gives %q", c.format, c.args, b, want)
		}
		if fast := i < 4; ok != fast {
			t.Errorf("%q %v: formatted itself %v, want %v", c.format, c.args, ok, fast)
		}
	}
	g := &Game{Log: &Log{indent: 1}}
	g.logf("%s passes, %d left, %v", "alice", 3, []int{1})
	if got, want := g.Log.Lines[0], "  alice passes, 3 left, [1]"; got != want {
		t.Errorf("logf: %q, want %q", got, want)
	}
}
