package dsl_test

import (
	"strings"
	"testing"

	"cardc/dsl"
	"cardc/stdlib"
)

// TestCheckKeywords checks keyword definitions: a definition names a known
// keyword without parameters, once, and holds only abilities, each checked
// as an ability of a permanent.
func TestCheckKeywords(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"ok", `keyword "prowess" { triggered { whenever cast(noncreature spell, by: you)
  effect gets(self, +1/+1, until: end-of-turn) } }`, ""},
		{"unknown", `keyword "prowes" { triggered { whenever cast(spell) effect draw(1) } }`, `unknown keyword "prowes"; did you mean "prowess"?`},
		{"params", `keyword "unearth" { activated { cost {U} effect draw(1) } }`, `keyword "unearth" has parameters, which a definition can't name yet`},
		{"twice", "keyword \"prowess\" { triggered { whenever cast(spell)\n effect draw(1) } }\nkeyword \"prowess\" { triggered { whenever cast(spell)\n effect draw(1) } }", `keyword "prowess" is defined twice`},
		{"not an ability", `keyword "prowess" { pt 1/1 }`, "a keyword definition holds only abilities"},
		{"empty", `keyword "prowess" { }`, `keyword "prowess" defines no ability`},
		{"static", `keyword "prowess" { static { effect reduce-cost(spell, {1}) } }`, "holds only triggered abilities for now, not a static ability"},
		{"bad ability", `keyword "prowess" { triggered { effect draw(1) } }`, "a triggered ability needs"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f, diags := dsl.ParseKeywordFile("k.kw", []byte(tc.src))
			defs, _, more := dsl.CheckKeywords(f, stdlib.Universe())
			diags = append(diags, more...)
			if tc.want == "" {
				if len(diags) > 0 || len(defs) != 1 || len(defs[0].Abilities) != 1 {
					t.Fatalf("got %d definitions, diagnostics %v", len(defs), diags)
				}
				return
			}
			var msgs []string
			for _, d := range diags {
				msgs = append(msgs, d.Message)
			}
			if all := strings.Join(msgs, "\n"); !strings.Contains(all, tc.want) {
				t.Fatalf("diagnostics %q, want one containing %q", all, tc.want)
			}
		})
	}
}
