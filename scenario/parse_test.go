package scenario_test

import (
	"testing"

	"cardc/scenario"
)

// TestScenarioSyntaxErrors pins the scenario parser's diagnostics: each
// bad scenario gives one error with its exact position and message.
func TestScenarioSyntaxErrors(t *testing.T) {
	setup := "scenario \"x\" {\n  setup {\n    turn 1 alice main1\n    player alice { }\n    player bob { }\n  }\n"
	for _, tc := range []struct {
		name, src, want string
	}{
		{"invalid utf-8", "scenario \"x\" {\xff}", "x.scenario:1:15: error: file is not valid UTF-8"},
		{"no setup", "scenario \"x\" {\n}\n", "x.scenario:1:1: error: the scenario has no setup block"},
		{"unterminated setup", "scenario \"x\" {\n  setup {\n", "x.scenario:2:10: error: expected turn, limit or player in setup, found end of file"},
		{"unknown expectation", setup + "  expect lief alice 20\n}\n", "x.scenario:7:10: error: unknown expectation \"lief\"; did you mean \"life\"?"},
		{"unknown verb", setup + "  alice cats \"Opt\"\n}\n", "x.scenario:7:9: error: expected an action (cast, activate, play, pass, attack, block, turn-face-up) after the player, found \"cats\""},
		{"two scenarios", setup + "}\nscenario \"y\" {}\n", "x.scenario:8:1: error: a scenario file holds one scenario; unexpected \"scenario\" after it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, diags := scenario.Parse("x.scenario", []byte(tc.src))
			if len(diags) != 1 || diags[0].Error() != tc.want {
				t.Errorf("got %v\nwant %s", diags, tc.want)
			}
		})
	}
}
