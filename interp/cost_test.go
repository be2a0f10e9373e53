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

// TestCostsPayable: the prediction of the costs other than mana (CR
// 118.3, 601.2h) says no while there is too little to pay one with —
// another creature to sacrifice, +1/+1 counters to remove, untapped red
// creatures to tap, energy to pay — and yes once there is, changing
// nothing.
func TestCostsPayable(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	check := func(what string, o *interp.Object, index int, want bool) {
		t.Helper()
		lines := len(g.Log.Lines)
		if got := g.CostsPayable(0, o.ID, index); got != want {
			t.Errorf("%s: payable %v, want %v", what, got, want)
		}
		if len(g.Log.Lines) != lines {
			t.Errorf("%s: the prediction logged %q", what, g.Log.Lines[lines:])
		}
	}
	dragonheart := put(t, g, p, "Bogardan Dragonheart", 0, interp.Battlefield)
	check("sacrifice another creature, with none", dragonheart, 1, false)
	one := put(t, g, p, "Experiment One", 0, interp.Battlefield)
	check("sacrifice another creature", dragonheart, 1, true)
	check("remove two +1/+1 counters, with none", one, 1, false)
	one.Counters.Set("+1/+1", 2)
	g.StatusChanged()
	check("remove two +1/+1 counters", one, 1, true)
	crackleburr := put(t, g, p, "Crackleburr", 0, interp.Battlefield)
	dragonheart.Tapped = true
	g.StatusChanged()
	check("tap two untapped red creatures, with one", crackleburr, 1, false)
	dragonheart.Tapped = false
	g.StatusChanged()
	check("tap two untapped red creatures", crackleburr, 1, true)
	scurry := put(t, g, p, "Scurry of Gremlins", 0, interp.Battlefield)
	check("pay four energy, with none", scurry, 1, false)
	g.Players[0].Counters.Set(string(interp.EnergyCounter), 4)
	check("pay four energy", scurry, 1, true)
	if v := g.CheckInvariants(0); v != "" {
		t.Error(v)
	}
	// Discarding a card needs one in hand; crewing, untapped creatures
	// with the power.
	g = interp.NewGame(p, []string{"alice", "bob"}, 1)
	tank := put(t, g, p, "Tundra Tank", 0, interp.Battlefield)
	check("crew 1, with no creature", tank, 1, false)
	jaya := put(t, g, p, "Jaya Ballard, Task Mage", 0, interp.Battlefield)
	check("crew 1", tank, 1, true)
	check("discard a card, with none in hand", jaya, 1, false)
	put(t, g, p, "Opt", 0, interp.Hand)
	check("discard a card", jaya, 1, true)
}
