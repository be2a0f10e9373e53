package interp_test

import (
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/internal/pooltest"
	"cardc/interp"
)

// compileCards compiles card source text on its own.
func compileCards(t *testing.T, src string) *interp.Pool {
	t.Helper()
	f, diags := dsl.ParseFile("test.card", []byte(src))
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	return pooltest.Compile(t, []*ast.File{f})
}

const swarm = `
card "Test Swarm" {
  cost {2}{G}
  type Creature — Insect
  pt */*

  static {
    effect defines-pt(count(creature you-control), count(creature you-control))
  }
}

card "Test Walker" {
  cost {1}
  type Artifact Creature — Golem
  pt 3/3
}
`

// TestCharacteristicDefiningAbilities checks layer 7a (CR 613.4a): a */*
// creature counting creatures, itself included, terminates; two of them
// counting each other agree; the value is its base power (C3); it applies
// outside the battlefield too (CR 604.3).
func TestCharacteristicDefiningAbilities(t *testing.T) {
	p := compileCards(t, swarm)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	a := put(t, g, p, "Test Swarm", 0, interp.Battlefield)
	if c := g.Chars(a); c.Power != 1 || c.Toughness != 1 || c.BasePower != 1 {
		t.Errorf("alone: %d/%d base %d, want 1/1 base 1", c.Power, c.Toughness, c.BasePower)
	}
	b := put(t, g, p, "Test Swarm", 0, interp.Battlefield)
	put(t, g, p, "Test Walker", 0, interp.Battlefield)
	put(t, g, p, "Test Walker", 1, interp.Battlefield)
	for _, o := range []*interp.Object{a, b} {
		if c := g.Chars(o); c.Power != 3 || c.Toughness != 3 || c.BasePower != 3 {
			t.Errorf("with three creatures: %d/%d base %d, want 3/3 base 3", c.Power, c.Toughness, c.BasePower)
		}
	}
	h := put(t, g, p, "Test Swarm", 0, interp.Hand)
	if c := g.Chars(h); c.Power != 3 {
		t.Errorf("in hand: power %d, want 3 (the creatures alice controls)", c.Power)
	}
}

// TestNonCopyEffectsAreNotCopiable checks that layer 4 and layer 7b
// effects change the characteristics but not the copiable values
// (CR 707.2; C6, P4).
func TestNonCopyEffectsAreNotCopiable(t *testing.T) {
	p := compileCards(t, swarm)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	w := put(t, g, p, "Test Walker", 0, interp.Battlefield)
	five := 5
	g.AddEffect(&interp.Continuous{Layer: interp.LayerType, Object: w.ID, AddSubtype: "Zombie", Until: interp.UntilEndOfTurn, Text: "Zombie"})
	g.AddEffect(&interp.Continuous{Layer: interp.Layer7b, Object: w.ID, SetPower: &five, Until: interp.UntilEndOfTurn, Text: "power 5"})
	if c := g.Chars(w); c.TypeLine() != "Artifact Creature — Golem Zombie" || c.BasePower != 5 {
		t.Errorf("with effects: %q base %d", c.TypeLine(), c.BasePower)
	}
	cp := g.CopiableOf(w.ID, nil)
	if cp.TypeLine() != "Artifact Creature — Golem" || cp.Power != 3 {
		t.Errorf("copiable values: %q power %d, want the printed ones", cp.TypeLine(), cp.Power)
	}
}

const sentries = `
card "Test Sentry" {
  cost {1}{W}
  type Creature — Soldier
  pt 1/1

  static {
    effect gets(untapped creature you-control, +1/+1)
  }
}

card "Test Captain" {
  cost {1}{W}
  type Creature — Soldier
  pt 1/1

  static {
    effect gets(creature you-control, +1/+1)
  }
}
`

// TestTappingUpdatesEffectsThatAsk checks that the battlefield's
// characteristics follow tapping when a static ability's effect asks
// whether permanents are tapped (CR 110.5, 613), and that tapping doesn't
// make them be computed again when none asks.
func TestTappingUpdatesEffectsThatAsk(t *testing.T) {
	p := compileCards(t, sentries+swarm)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	s := put(t, g, p, "Test Sentry", 0, interp.Battlefield)
	w := put(t, g, p, "Test Walker", 0, interp.Battlefield)
	if c := g.Chars(w); c.Power != 4 {
		t.Fatalf("untapped: power %d, want 4", c.Power)
	}
	g.TapObj(w.ID, "(test)")
	if c := g.Chars(w); c.Power != 3 {
		t.Errorf("tapped: power %d, want 3", c.Power)
	}
	if c := g.Chars(s); c.Power != 2 {
		t.Errorf("the untapped sentry: power %d, want 2", c.Power)
	}
	g.UntapObj(w.ID, "(test)")
	if c := g.Chars(w); c.Power != 4 {
		t.Errorf("untapped again: power %d, want 4", c.Power)
	}

	// A battlefield whose effects don't ask: tapping keeps the
	// characteristics computed.
	h := interp.NewGame(p, []string{"alice", "bob"}, 1)
	put(t, h, p, "Test Captain", 0, interp.Battlefield)
	b := put(t, h, p, "Test Walker", 0, interp.Battlefield)
	before := h.Chars(b)
	h.TapObj(b.ID, "(test)")
	if after := h.Chars(b); after != before || after.Power != 4 {
		t.Errorf("after tapping: power %d, recomputed %v; want 4, kept", after.Power, after != before)
	}
}
