package render_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

// poolCards parses and checks the bundled pool, without comparing the
// stated text (the tests here compare it themselves).
func poolCards(t *testing.T) ([]*dsl.CheckedCard, *dsl.Info) {
	t.Helper()
	paths, _ := filepath.Glob("../cards/*.card")
	if len(paths) < 46 {
		t.Fatalf("found %d card files", len(paths))
	}
	var files []*ast.File
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, diags := dsl.ParseFile(p, src)
		if len(diags) > 0 {
			t.Fatal(diags)
		}
		files = append(files, f)
	}
	u := *stdlib.Universe()
	u.Render = nil
	prog, diags := dsl.Check(files, &u)
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	return prog.Cards, prog.Info
}

// TestPoolRendersStatedText renders every card of the pool and compares
// each face, paragraph by paragraph, with the Oracle text its file states.
// Every face of every card states its text (`text ""` for none).
func TestPoolRendersStatedText(t *testing.T) {
	cards, info := poolCards(t)
	for _, cc := range cards {
		t.Run(cc.Name, func(t *testing.T) {
			ct, err := stdlib.RenderCard(cc.Card, info)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range ct.Faces {
				var stated *ast.TextField
				for _, it := range f.Face.Items {
					if tf, ok := it.(*ast.TextField); ok {
						stated = tf
					}
				}
				if stated == nil {
					t.Errorf("%s states no text", f.Name)
					continue
				}
				var want []string
				for _, l := range stated.Lines {
					if l.Value != "" {
						want = append(want, l.Value)
					}
				}
				if strings.Join(f.Text, "\n") != strings.Join(want, "\n") {
					t.Errorf("%s renders\n  %s\nstates\n  %s", f.Name, strings.Join(f.Text, "\n  "), strings.Join(want, "\n  "))
				}
			}
		})
	}
}

// TestRenderForms checks templating rules on cards written for the test:
// number words, plurals, "another", possessives, the untap symbol's
// reminder, and a legendary card's short name.
func TestRenderForms(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"counted filter", `card "Tapper" {
  cost {1}
  type Artifact
  activated {
    cost {Q}, tap(untapped creature you-control, 3)
    effect draw(2)
  }
}`, []string{"{Q}, Tap three untapped creatures you control: Draw two cards. ({Q} is the untap symbol.)"}},
		{"short name and pronoun", `card "Zed, the Tester" {
  cost {X}
  type Legendary Creature — Wizard
  pt 0/0
  replacement {
    effect enters-with-counters(+1/+1, 1)
  }
  triggered {
    when dies(self) as dead
    effect return-to-hand(dead)
  }
}`, []string{"Zed enters with a +1/+1 counter on it.", "When Zed dies, return it to its owner's hand."}},
		{"plural and all", `card "Sweep" {
  cost {2}{B}
  type Sorcery
  effect destroy(nonland permanent)
  effect gain-life(you, 3)
}`, []string{"Destroy all nonland permanents.", "You gain 3 life."}},
		{"for each at the end", `card "Wither" {
  cost {B}
  type Instant
  target creature as t
  effect remove-counters(t, +1/+1, counters(t, +1/+1))
}`, []string{"Remove a +1/+1 counter from target creature for each +1/+1 counter on it."}},
		{"up to two", `card "Pair" {
  cost {1}{W}
  type Instant
  target up-to(2, creature) as t
  effect gets(t, +1/+1, until: end-of-turn)
}`, []string{"Up to two target creatures get +1/+1 until end of turn."}},
		{"a chooser's pronoun and the chosen object", `card "Captive" {
  cost {3}{U}
  type Sorcery
  target opponent as t
  effect chooses(creature controlled-by(t), player: t) as chosen
  also gain-control(chosen, player: you)
}`, []string{"Target opponent chooses a creature they control. You gain control of it."}},
		{"you choose", `card "Rally" {
  cost {W}
  type Instant
  effect chooses(creature you-control) as chosen
  also gets(chosen, +2/+2, until: end-of-turn)
}`, []string{"Choose a creature you control. It gets +2/+2 until end of turn."}},
		{"another player gains control", `card "Gift" {
  cost {U}
  type Sorcery
  target player as p
  target permanent you-control as t
  effect gain-control(t, player: p)
}`, []string{"Target player gains control of target permanent you control."}},
		{"mode counts", `card "Choice" {
  cost {U}
  type Instant
  choose 1 to 1
  mode {
    effect draw(1)
  }
  mode {
    effect scry(2)
  }
}`, []string{"Choose one —", "• Draw a card.", "• Scry 2."}},
		{"keyword with a non-mana cost", `card "Warded" {
  cost {2}{W}
  type Creature — Human Cleric
  pt 1/3
  keyword first-strike, ward({2}), lifelink
  keyword ward(pay-life(3))
}`, []string{"First strike, ward {2}, lifelink", "Ward—Pay 3 life."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := strings.Join(renderOne(t, tc.src), "\n"); got != strings.Join(tc.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.ReplaceAll(got, "\n", "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}
