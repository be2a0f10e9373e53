package scenario_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"cardc/ast"
	"cardc/internal/pooltest"
	"cardc/interp"
	"cardc/scenario"
)

// scenarioPool parses a scenario and compiles the pool plus its own cards.
func scenarioPool(t *testing.T, name string, src []byte) (*scenario.Scenario, *interp.Pool) {
	t.Helper()
	sc, diags := scenario.Parse(name, src)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	files := pooltest.Files(t, "..")
	if len(sc.Cards) > 0 {
		files = append(files, &ast.File{Name: name, Cards: sc.Cards})
	}
	return sc, pooltest.Compile(t, files)
}

func loopScenario(t *testing.T) (*scenario.Scenario, *interp.Pool) {
	t.Helper()
	const name = "../golden/loop-draw.scenario"
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return scenarioPool(t, name, src)
}

// TestActionLimitDraw: a game that reaches its action limit ends in a
// draw (CR 104.4b) and says so in its log; the step stops there and the
// expectations after it still run.
func TestActionLimitDraw(t *testing.T) {
	src := []byte(`scenario "tiny limit" {
  setup {
    turn 1 alice main1
    limit 10
    player alice {
      library "Forest", "Forest", "Forest"
    }
    player bob {
      library "Forest", "Forest", "Forest"
    }
  }

  goto main1 turn 3
  expect draw yes
}
`)
	sc, p := scenarioPool(t, "limit.scenario", src)
	res := scenario.Run(sc, p)
	if !strings.Contains(res.Log, "the game is a draw: it exceeded 10 actions (a loop of mandatory actions, CR 104.4b)") {
		t.Errorf("no draw line in the log:\n%s", res.Log)
	}
	if !strings.Contains(res.State, "game over: draw") {
		t.Errorf("the game isn't a draw:\n%s", res.State)
	}
	if len(res.Failures) > 0 {
		t.Errorf("failures: %v", res.Failures)
	}
}

// TestMandatoryLoopDraw: a trigger loop no player can stop (each creature
// entering creates another) ends the game in a draw at the action limit
// (CR 104.4b), and the scenario's expectations after it still run.
func TestMandatoryLoopDraw(t *testing.T) {
	sc, p := loopScenario(t)
	res := scenario.Run(sc, p)
	if len(res.Failures) > 0 {
		t.Fatalf("failures: %v", res.Failures)
	}
	if !strings.Contains(res.Log, "the game is a draw: it exceeded 150 actions") {
		t.Errorf("no draw line in the log:\n%s", res.Log)
	}
	if !strings.Contains(res.State, "game over: draw") {
		t.Errorf("the game isn't a draw:\n%s", res.State)
	}
}

// TestRunCancelled: cancelling the context stops a scenario stuck in a
// mandatory loop promptly (the loop's limit is raised so that only the
// context can stop it), with ctx.Err() and a failure at the running step.
func TestRunCancelled(t *testing.T) {
	sc, p := loopScenario(t)
	sc.Setup.Limit.Value = 1 << 40
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	res, err := scenario.RunContext(ctx, sc, p)
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("stopping took %v", took)
	}
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if len(res.Failures) != 1 || !strings.Contains(res.Failures[0].Msg, "context canceled") {
		t.Fatalf("failures = %v, want one saying the run was cancelled", res.Failures)
	}
	// The loop runs while the scenario goes to the end step.
	var loop *scenario.Step
	for _, st := range sc.Steps {
		if st.Verb == "goto" {
			loop = st
		}
	}
	if got := res.Failures[0].Pos; got != loop.Sp.Start {
		t.Errorf("failure at %d:%d, want the looping step at %d:%d", got.Line, got.Col, loop.Sp.Start.Line, loop.Sp.Start.Col)
	}
	if strings.Contains(res.State, "game over") {
		t.Errorf("a cancelled game is not over:\n%s", res.State)
	}
}

// TestRunCancelledBefore: a context cancelled before the run stops it
// before its first step.
func TestRunCancelledBefore(t *testing.T) {
	sc, p := loopScenario(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := scenario.RunContext(ctx, sc, p)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if len(res.Failures) != 1 || res.Failures[0].Pos != sc.Steps[0].Sp.Start {
		t.Errorf("failures = %v, want one at the first step", res.Failures)
	}
	if strings.Contains(res.Log, "casts") {
		t.Errorf("a step ran:\n%s", res.Log)
	}
}

// TestCleanupStateBasedActions: a creature kept alive by an "until end of
// turn" effect dies in the cleanup step when the effect ends; the active
// player then gets priority and another cleanup step follows (CR 514.3a),
// all before the next turn begins.
func TestCleanupStateBasedActions(t *testing.T) {
	src := []byte(`scenario "cleanup" {
  setup {
    turn 3 alice main1
    player alice {
      hand "Giant Growth" as growth
      battlefield "Kurbis, Harvest Celebrant" as kurbis counters +1/+1 1, "Grizzly Bears" as bears counters +1/+1 1, "Forest" as f
    }
    player bob {
      library "Forest"
    }
  }

  alice cast growth target kurbis pay f
  resolve
  alice activate kurbis target bears
  resolve
  expect pt kurbis 3/3
  goto upkeep turn 4
  expect zone kurbis graveyard
}
`)
	sc, p := scenarioPool(t, "cleanup.scenario", src)
	res := scenario.Run(sc, p)
	if len(res.Failures) > 0 {
		t.Fatalf("failures: %v\n%s", res.Failures, res.Log)
	}
	log := res.Log
	dies := strings.Index(log, "has toughness 0 (CR 704.5f)")
	cleanup := strings.Index(log, "turn 3 (alice), cleanup step")
	again := strings.LastIndex(log, "turn 3 (alice), cleanup step")
	next := strings.Index(log, "turn 4 (bob), untap step")
	if dies < 0 || cleanup < 0 || next < 0 || !(cleanup < dies && dies < again && again < next) {
		t.Errorf("want the creature to die in turn 3's cleanup step, then another cleanup step, before turn 4:\n%s", log)
	}
}

// TestExpectIllegalScenarioError: a scenario error inside `expect illegal`
// (here, a player where an object belongs) is reported at its place, and
// the inner step's choices don't leak into the outer step's.
func TestExpectIllegalScenarioError(t *testing.T) {
	src := []byte(`scenario "a player is no object" {
  setup {
    turn 1 alice main1
    player alice {
      battlefield "Forest" as f
    }
    player bob { }
  }
  expect illegal alice activate bob choose 1 "anything"
}
`)
	sc, p := scenarioPool(t, "illegal.scenario", src)
	res := scenario.Run(sc, p)
	msgs := failureLines(res)
	if want := []string{"9:33: bob is a player, not an object"}; !slices.Equal(msgs, want) {
		t.Errorf("failures %q, want %q", msgs, want)
	}
}

// TestUnaskedChoices: a step that finishes with answers left over is told
// which one wasn't asked for; a step whose action fails reports only why.
func TestUnaskedChoices(t *testing.T) {
	src := []byte(`scenario "unasked choices" {
  setup {
    turn 1 alice main1
    player alice {
      battlefield "Grizzly Bears" as bears
    }
    player bob { }
  }
  alice pass choose yes
  alice cast bears choose no
}
`)
	sc, p := scenarioPool(t, "unasked.scenario", src)
	res := scenario.Run(sc, p)
	msgs := failureLines(res)
	want := []string{
		"9:21: this choice was not asked for",
		"10:3: alice can't cast Grizzly Bears#1: it is not in their hand",
	}
	if !slices.Equal(msgs, want) {
		t.Errorf("failures:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}

// failureLines lists a run's failures as line:col: message.
func failureLines(res *scenario.Result) []string {
	var msgs []string
	for _, f := range res.Failures {
		msgs = append(msgs, fmt.Sprintf("%d:%d: %s", f.Pos.Line, f.Pos.Col, f.Msg))
	}
	return msgs
}
