package stdlib_test

import (
	"strings"
	"testing"

	"cardc/dsl"
	"cardc/interp"
	"cardc/stdlib"
)

// TestEveryEntryComplete checks that each record has all its parts: a name,
// a doc sentence, an example that parses and uses it, a result type, typed
// parameters, a kind, a template that renders every parameter (or says
// why not), and the implementation its kind needs, which the golden
// scenarios run and whose every result conforms to the declared type.
func TestEveryEntryComplete(t *testing.T) {
	use := exercise(t)
	seen := map[string]bool{}
	for _, p := range stdlib.Table() {
		t.Run(p.Name, func(t *testing.T) {
			if p.Name == "" || strings.ToLower(p.Name) != p.Name {
				t.Errorf("name %q must be lower case and non-empty", p.Name)
			}
			if seen[p.Name] {
				t.Errorf("declared twice")
			}
			seen[p.Name] = true
			if len(p.Doc) < 10 || !strings.HasSuffix(p.Doc, ".") {
				t.Errorf("doc %q must be a sentence", p.Doc)
			}
			checkExample(t, p)
			checkRendered(t, p)
			if p.Sig.Result == dsl.Invalid {
				t.Errorf("no result type")
			}
			for i, prm := range p.Sig.Params {
				if prm.Name == "" || prm.Type == dsl.Invalid {
					t.Errorf("parameter %d has no name or type", i)
				}
				if prm.Variadic && i != len(p.Sig.Params)-1 {
					t.Errorf("variadic parameter %q is not last", prm.Name)
				}
			}
			switch {
			case p.Impl == nil:
				t.Errorf("no implementation")
			case p.Kind == dsl.FilterWord && p.Impl.Match == nil:
				t.Errorf("filter word without Match")
			case p.Kind == dsl.Function && (p.Sig.Result == dsl.Event || p.Sig.Result == dsl.ManaEvent) && p.Impl.Event == nil:
				t.Errorf("event without Event")
			case p.Kind == dsl.Function && p.Sig.Result != dsl.Event && p.Sig.Result != dsl.ManaEvent && p.Impl.Eval == nil:
				t.Errorf("primitive without Eval")
			}
			if p.Impl != nil && p.Impl.Role == interp.RoleRule && p.Impl.Changes == interp.NoRuleChange {
				t.Errorf("a rule-changing static effect that doesn't say which rule it changes (changesRule)")
			}
			checkResults(t, p, use[p.Name])
			if p.Kind == dsl.KeywordAbility && p.Sig.Result != dsl.Keyword {
				t.Errorf("keyword %s has result %s", p.Name, p.Sig.Result)
			}
			if p.Kind == dsl.FilterWord {
				switch p.Sig.Result {
				case dsl.Objects, dsl.Players, dsl.AnyTargets:
				default:
					t.Errorf("filter word %s has result %s", p.Name, p.Sig.Result)
				}
			}
		})
	}
}

// TestRequiredPrimitives checks the primitives the language promises.
func TestRequiredPrimitives(t *testing.T) {
	for _, name := range []string{"produce-mana", "could-produce", "copy-of", "enters-with-counters"} {
		if stdlib.Lookup(name) == nil {
			t.Errorf("missing primitive %s", name)
		}
	}
}

// TestUniverseFromTable checks the checker's universe is built from the
// table and nothing else.
func TestUniverseFromTable(t *testing.T) {
	u := stdlib.Universe()
	for _, p := range stdlib.Table() {
		var e *dsl.Entry
		if p.Kind == dsl.KeywordAbility {
			e = u.Keyword(p.Name)
		} else {
			e = u.Lookup(p.Name)
		}
		if e != &p.Entry {
			t.Errorf("%s: universe entry is not the table's record", p.Name)
		}
	}
	if n := len(u.Entries()); n != len(stdlib.Table()) {
		t.Errorf("universe has %d entries, table %d", n, len(stdlib.Table()))
	}
}

// TestEventKinds: an event pattern that says which kinds of event it
// matches (interp.Builtin's Kinds, which lets a trigger be passed over for
// other events) answers no to every other kind before it reads its
// arguments or the game.
func TestEventKinds(t *testing.T) {
	n := 0
	for _, p := range stdlib.Table() {
		impl := p.Impl
		if impl == nil || impl.Kinds == 0 {
			continue
		}
		n++
		if impl.Event == nil {
			t.Errorf("%s: kinds of event, but no event pattern", p.Name)
			continue
		}
		for k := interp.EventKind(1); k < interp.NumEventKinds; k++ {
			if impl.Kinds&(1<<k) != 0 {
				continue
			}
			func() {
				defer func() {
					if x := recover(); x != nil {
						t.Errorf("%s: an event of kind %d is read before its kind is checked: %v", p.Name, k, x)
					}
				}()
				if _, ok := impl.Event(&interp.Ctx{}, interp.Args{}, &interp.Event{Kind: k}); ok {
					t.Errorf("%s matches an event of kind %d, which it doesn't declare", p.Name, k)
				}
			}()
		}
	}
	if n == 0 {
		t.Fatal("no event pattern declares its kinds")
	}
}
