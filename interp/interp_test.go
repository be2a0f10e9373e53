package interp_test

import (
	"testing"

	"cardc/internal/pooltest"
	"cardc/interp"
)

// pool compiles the bundled card pool.
func pool(t testing.TB) *interp.Pool {
	t.Helper()
	return pooltest.Compile(t, pooltest.Files(t, ".."))
}

func put(t testing.TB, g *interp.Game, p *interp.Pool, name string, owner interp.PlayerID, z interp.Zone) *interp.Object {
	t.Helper()
	def := p.Cards[name]
	if def == nil {
		t.Fatalf("no card %q", name)
	}
	return g.NewCardObject(def, owner, z)
}

func TestManaCost(t *testing.T) {
	p := pool(t)
	cost := p.Cards["Dark Salvation"].Front.ManaCost
	if got := cost.String(); got != "{X}{X}{B}" {
		t.Errorf("cost = %s", got)
	}
	if got := cost.Value(2); got != 5 {
		t.Errorf("mana value with X=2 = %d, want 5", got)
	}
	if got := cost.Value(0); got != 1 {
		t.Errorf("mana value with X=0 = %d, want 1", got)
	}
	total := cost.Resolve(2)
	if got := total.String(); got != "{4}{B}" {
		t.Errorf("total with X=2 = %s", got)
	}
	// CR 601.2f: reductions apply to generic mana only, never below zero.
	if got := total.Reduce(1).String(); got != "{3}{B}" {
		t.Errorf("reduced = %s", got)
	}
	if got := total.Reduce(9).String(); got != "{B}" {
		t.Errorf("over-reduced = %s", got)
	}
	hy := p.Cards["Cemetery Puca"].Front.ManaCost
	if hy.Colors().String() != "blue black" || hy.Value(0) != 3 {
		t.Errorf("hybrid cost: colors %s, value %d", hy.Colors(), hy.Value(0))
	}
}

func TestCouldProduceTerminates(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	a := put(t, g, p, "Reflecting Pool", 0, interp.Battlefield)
	b := put(t, g, p, "Reflecting Pool", 0, interp.Battlefield)
	x := &interp.Ctx{G: g, Source: a.ID, Controller: 0}
	// CR 106.7 (G2): each could produce only what the other could, which is
	// nothing; the cycle terminates.
	if got := g.CouldProduce(x, []interp.Ref{interp.ObjRef(a.ID), interp.ObjRef(b.ID)}); got != 0 {
		t.Errorf("two Pools could produce %s, want none", got)
	}
	put(t, g, p, "Forest", 0, interp.Battlefield)
	island := put(t, g, p, "Island", 0, interp.Battlefield)
	island.Tapped = true // a tapped land still counts: costs are ignored
	if got := g.CouldProduce(x, []interp.Ref{interp.ObjRef(a.ID)}).String(); got != "{U}{G}" {
		t.Errorf("Pool with Forest and tapped Island could produce %s, want {U}{G}", got)
	}
}

func TestForkIsIndependent(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	bears := put(t, g, p, "Grizzly Bears", 0, interp.Battlefield)
	bears.Counters.Set("+1/+1", 1)
	f := g.Fork()
	fb := f.Obj(bears.ID)
	fb.Counters.Set("+1/+1", 5)
	fb.Tapped = true
	f.Players[1].Life = 3
	if bears.Counters.Get("+1/+1") != 1 || bears.Tapped || g.Players[1].Life != 20 {
		t.Errorf("changing the fork changed the original")
	}
	if c := f.Chars(fb); c.Power != 7 || c.BasePower != 2 {
		t.Errorf("fork's bears: power %d, base %d", c.Power, c.BasePower)
	}
}

func TestLayersBasePower(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	bears := put(t, g, p, "Grizzly Bears", 0, interp.Battlefield)
	g.AddEffect(&interp.Continuous{Layer: interp.Layer7c, Object: bears.ID, PT: [2]int{3, 3}, Until: interp.UntilEndOfTurn, Text: "+3/+3"})
	bears.Counters.Set("+1/+1", 2)
	c := g.Chars(bears)
	// C4: modifications and counters are not part of base power.
	if c.Power != 7 || c.Toughness != 7 || c.BasePower != 2 {
		t.Errorf("bears: %d/%d base %d, want 7/7 base 2", c.Power, c.Toughness, c.BasePower)
	}
	set := 5
	g.AddEffect(&interp.Continuous{Layer: interp.Layer7b, Object: bears.ID, SetPower: &set, Until: interp.UntilEndOfTurn, Text: "power 5"})
	// C4: an effect that sets power changes base power.
	if c := g.Chars(bears); c.BasePower != 5 || c.Power != 10 {
		t.Errorf("after setting power: base %d power %d, want 5 and 10", c.BasePower, c.Power)
	}
}

func TestCopiableValuesOfACopy(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	kurbis := put(t, g, p, "Kurbis, Harvest Celebrant", 0, interp.Battlefield)
	clone := put(t, g, p, "Clone", 0, interp.Battlefield)
	g.BecomeCopy(clone.ID, g.CopiableOf(kurbis.ID, nil), kurbis.ID)
	puca := put(t, g, p, "Cemetery Puca", 0, interp.Battlefield)
	// CR 707.3 (C2): copying a copy copies what it copies.
	g.BecomeCopy(puca.ID, g.CopiableOf(clone.ID, nil), clone.ID)
	if c := g.Chars(puca); c.Name != "Kurbis, Harvest Celebrant" || !c.Is("Legendary") {
		t.Errorf("copy of a copy is %q (%s)", c.Name, c.TypeLine())
	}
	// C1: {X} in the copied cost counts as 0.
	if mv := g.ManaValue(puca); mv != 2 {
		t.Errorf("mana value of the copy = %d, want 2", mv)
	}
}
