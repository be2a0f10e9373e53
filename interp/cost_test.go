package interp_test

import (
	"testing"

	"cardc/interp"
)

// TestGenericFloor: the least generic part of a total cost takes off
// every reduction a permanent gives any spell (CR 601.2f), never below
// zero, and isn't known for a card with a casting rule of its own.
func TestGenericFloor(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	warchief := put(t, g, p, "Goblin Warchief", 0, interp.Hand)
	c := g.Chars(warchief)
	if n := g.SpellReductions(); n != 0 {
		t.Fatalf("reductions with an empty battlefield = %d, want 0", n)
	}
	if n, ok := g.GenericFloor(c, c.ManaCost, 0, 0); !ok || n != 1 {
		t.Errorf("floor of {1}{R}{R} = %d, %v; want 1, true", n, ok)
	}
	put(t, g, p, "Goblin Warchief", 0, interp.Battlefield)
	put(t, g, p, "Goblin Warchief", 1, interp.Battlefield)
	// Both reductions count, whoever's and whichever spells they are for.
	if n := g.SpellReductions(); n != 2 {
		t.Errorf("reductions of two Warchiefs = %d, want 2", n)
	}
	if n, _ := g.GenericFloor(c, c.ManaCost, 0, 2); n != 0 {
		t.Errorf("floor of {1}{R}{R} less 2 = %d, want 0", n)
	}
	ice := put(t, g, p, "Ice Out", 0, interp.Hand)
	ic := g.Chars(ice)
	if _, ok := g.GenericFloor(ic, ic.ManaCost, 0, 0); ok {
		t.Error("a card that costs less when bargained has a known floor")
	}
}
