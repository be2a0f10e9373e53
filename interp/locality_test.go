package interp_test

import (
	"testing"

	"cardc/interp"
)

// conditionOf finds the first "as long as" condition or
// characteristic-defining ability in a card's static abilities.
func conditionOf(t *testing.T, p *interp.Pool, name string) *interp.Node {
	t.Helper()
	def := p.Cards[name]
	if def == nil {
		t.Fatalf("no card %q", name)
	}
	for _, ab := range def.Front.Abilities {
		for _, e := range ab.Effects {
			if e.Op != interp.OpCall || e.Fn == nil {
				continue
			}
			switch {
			case e.Fn.Role == interp.RoleCDA:
				return e
			case e.Str == "as-long-as":
				return e.Args[1]
			case e.Str == "as-long-as-first":
				return e.Args[0]
			}
		}
	}
	t.Fatalf("%s has no condition", name)
	return nil
}

// TestReadsOnlyBattlefield holds the analysis that lets the
// battlefield's characteristics stay valid while the players' state
// changes: a condition or a characteristic-defining ability made of
// records that read only the battlefield is local; one that looks in a
// graveyard isn't.
func TestReadsOnlyBattlefield(t *testing.T) {
	p := pool(t)
	for name, want := range map[string]bool{
		"Plague Rats":           true,  // the number of creatures named Plague Rats on the battlefield
		"Ghalma's Warden":       true,  // as long as you control three or more artifacts
		"Barrow Naughty":        true,  // as long as you control another Faerie
		"Beastmaster Ascension": true,  // as long as it has seven or more quest counters
		"Fire Nation Cadets":    false, // as long as there's a Lesson card in your graveyard
	} {
		if got := interp.ReadsOnlyBattlefield(conditionOf(t, p, name)); got != want {
			t.Errorf("%s: ReadsOnlyBattlefield = %v, want %v", name, got, want)
		}
	}
	if !interp.ReadsOnlyBattlefield(nil) {
		t.Error("nothing reads nothing")
	}
}

// TestReadsNoTurn holds the analysis that lets the battlefield's
// characteristics stay valid from one step to the next: a condition made
// of records that read the zones and the battlefield but neither the turn
// nor the step is timeless; a record not known to be isn't.
func TestReadsNoTurn(t *testing.T) {
	p := pool(t)
	for _, name := range []string{"Fire Nation Cadets", "Ghalma's Warden", "Plague Rats"} {
		if !interp.ReadsNoTurn(conditionOf(t, p, name)) {
			t.Errorf("%s: the condition reads the turn", name)
		}
	}
	unknown := &interp.Node{Op: interp.OpCall, Fn: &interp.Builtin{Name: "unknown"}}
	if interp.ReadsNoTurn(unknown) {
		t.Error("a record not known to be timeless reads no turn")
	}
	if interp.ReadsNoTurn(&interp.Node{Op: interp.OpCall, Fn: &interp.Builtin{Name: "outer", Timeless: true}, Args: []*interp.Node{unknown}}) {
		t.Error("a timeless record of an argument that may read the turn reads no turn")
	}
	if !interp.ReadsNoTurn(nil) {
		t.Error("nothing reads nothing")
	}
}
