package stdlib

import (
	"strings"
	"testing"

	"cardc/dsl"
)

// TestBindingChecksNames checks that binding an implementation to its
// signature reports a misspelt parameter, an accessor of the wrong type,
// a parameter the implementation never reads, and an ignored parameter
// without a reason, when the table is built.
func TestBindingChecksNames(t *testing.T) {
	decl := func() *Primitive {
		return fn("probe", dsl.Effect, dsl.AnyAbility, "A probe.", "effect probe(1)", p("count", dsl.Number), opt("player", dsl.Player))
	}
	for _, tc := range []struct {
		name string
		bind func(b *binder) evalFn
		want string
	}{
		{"misspelt", func(b *binder) evalFn { b.num("cuont"); b.player("player"); return nil }, `no parameter "cuont"`},
		{"wrong type", func(b *binder) evalFn { b.player("count"); b.player("player"); return nil }, `parameter "count" is a number, not read as a player`},
		{"unread", func(b *binder) evalFn { b.num("count"); return nil }, `implementation doesn't read parameter "player"`},
		{"no reason", func(b *binder) evalFn { b.num("count"); b.ignores("player", ""); return nil }, `parameter "player" ignored without a reason`},
		{"not variadic", func(b *binder) evalFn { b.rest("count", dsl.Number); b.player("player"); return nil }, `parameter "count" is not variadic`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			errs := bindImpl(decl().eval(tc.bind))
			if !strings.Contains(strings.Join(errs, "\n"), tc.want) {
				t.Errorf("errors %q, want one saying %q", errs, tc.want)
			}
		})
	}
	if errs := bindImpl(decl().eval(func(b *binder) evalFn { b.num("count"); b.player("player"); return nil })); len(errs) > 0 {
		t.Errorf("a correct binding reports %q", errs)
	}
}
