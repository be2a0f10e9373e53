package autopay

import (
	"strings"
	"testing"

	"cardc/ast"
	"cardc/interp"
)

// TestPlanPayment: the automatic payment plan gives each colored
// symbol a source of its type, the least flexible first, then hybrid
// symbols, then the generic part; pool mana comes first and restricted
// pool mana counts only where the payment may spend it.
func TestPlanPayment(t *testing.T) {
	set := func(s string) interp.ManaSet {
		var m interp.ManaSet
		for _, c := range s {
			m = m.With(interp.ManaType(strings.IndexRune("WUBRGC", c)))
		}
		return m
	}
	total := func(cost string) interp.Total {
		lit := &ast.ManaLit{}
		for _, part := range strings.SplitAfter(cost, "}") {
			if part != "" {
				lit.Symbols = append(lit.Symbols, ast.NewManaSymbol(strings.Trim(part, "{}"), ast.Span{}))
			}
		}
		mc := interp.ManaOf(lit)
		if len(mc.Symbols) != len(lit.Symbols) {
			t.Fatalf("bad cost %q", cost)
		}
		return mc.Resolve(0)
	}
	for _, c := range []struct {
		name string
		pool []interp.Mana
		srcs []string // what each source could produce
		cost string
		want string // per planned source: its index and the type wanted (* for any)
		ok   bool
	}{
		{"colored from the only source of it", nil, []string{"WUBRG", "G"}, "{G}", "1G", true},
		{"the flexible source is kept for the second symbol", nil, []string{"WU", "U"}, "{U}{W}", "1U 0W", true},
		{"generic from what is left", nil, []string{"G", "R", "C"}, "{2}{R}", "1R 0* 2*", true},
		{"not enough sources", nil, []string{"G"}, "{1}{G}", "", false},
		{"no source of the color", nil, []string{"G", "G"}, "{U}", "", false},
		{"hybrid after colored", nil, []string{"UR", "R"}, "{U/R}{R}", "1R 0U", true},
		{"two-hybrid pays two generic", nil, []string{"G", "G"}, "{2/W}", "0* 1*", true},
		{"Phyrexian paid with mana of its color", nil, []string{"R", "G"}, "{G/P}", "1G", true},
		{"Phyrexian with no source of its color", nil, []string{"R"}, "{G/P}", "", false},
		{"pool mana first", []interp.Mana{{Type: interp.ManaG, Amount: 1}}, []string{"G"}, "{G}", "", true},
		{"restricted pool mana left out", []interp.Mana{{Type: interp.ManaG, Amount: 1, Restrict: &interp.Restriction{}}}, []string{"R"}, "{G}", "", false},
		{"restricted pool mana the payment may spend", []interp.Mana{{Type: interp.ManaC, Amount: 1, Restrict: &interp.Restriction{Text: "ok"}}}, []string{"G"}, "{1}{G}", "0G", true},
		{"a source that could produce nothing pays nothing", nil, []string{""}, "{1}", "", false},
	} {
		var srcs []Source
		for _, s := range c.srcs {
			srcs = append(srcs, Source{Types: set(s)})
		}
		// A restriction with text "ok" allows this payment.
		usable := func(m interp.Mana) bool { return m.Restrict.Text == "ok" }
		plan, err := Plan(c.pool, usable, srcs, total(c.cost))
		ok := err == nil
		var got []string
		for _, ps := range plan {
			idx := -1
			for i := range srcs {
				if ps.Source == &srcs[i] {
					idx = i
				}
			}
			w := "*"
			if ps.Want != interp.NumManaTypes {
				w = strings.Trim(ps.Want.String(), "{}")
			}
			got = append(got, string(rune('0'+idx))+w)
		}
		if ok != c.ok || (ok && strings.Join(got, " ") != c.want) {
			t.Errorf("%s: plan %q ok %v, want %q ok %v", c.name, strings.Join(got, " "), ok, c.want, c.ok)
		}
	}
}
