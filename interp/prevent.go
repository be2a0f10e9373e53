package interp

import "fmt"

// SourceShield is a prevention shield for the next damage one chosen
// source would deal to a player this turn (CR 615.7: "The next time a
// source of your choice would deal damage to you this turn, prevent that
// damage"). It is used up by the first such damage, however much (CR
// 615.7); Then, when set, is done right after the prevention with the
// amount prevented (CR 615.5: "You gain life equal to the damage
// prevented this way"). Shields are never changed, only replaced, so
// forks of a game share them.
type SourceShield struct {
	Player PlayerID // the player it protects
	Source ObjID    // the chosen source
	Turn   int      // the turn it lasts
	From   ObjID    // the object whose effect made it
	// Controller, Slots and Then are the ability that made it: its
	// controller and values, and the effect done after the prevention.
	Controller PlayerID
	Slots      []Value
	Then       *Node
}

// ShieldFromChosenSource has player p choose a source as the effect
// resolves (CR 615.7): a permanent or a spell on the stack, any player's.
// The next time that source would deal damage to p this turn, that damage
// is prevented; then, with the amount prevented, the effect then is done
// with the values of x's ability (nil for none).
func (g *Game) ShieldFromChosenSource(x *Ctx, p PlayerID, then *Node) {
	var cands []Ref
	for _, id := range g.Battlefield {
		cands = append(cands, ObjRef(id))
	}
	for _, it := range g.Stack {
		if it.Spell != 0 && it.Spell != x.Source {
			cands = append(cands, ObjRef(it.Spell))
		}
	}
	if len(cands) == 0 {
		g.logf("%s has no source to choose (CR 615.7)", g.PlayerName(p))
		return
	}
	src := g.ChooseRef(x.Controller, "damage source", fmt.Sprintf("a source whose next damage to %s this turn is prevented", g.PlayerName(p)), cands)
	g.shields = append(g.shields[:len(g.shields):len(g.shields)], &SourceShield{Player: p, Source: src.Obj, Turn: g.Turn, From: x.Source, Controller: x.Controller, Slots: append([]Value(nil), x.Slots...), Then: then})
	g.logf("effect: the next time %s would deal damage to %s this turn, that damage is prevented (CR 615.7)", g.Name(src.Obj), g.PlayerName(p))
}

// shieldDamage applies the first shield of player to's that the source
// src matches to n damage it would deal, and reports whether it did: the
// damage is prevented and the shield is used up (CR 615.7), then its
// effect is done with the amount prevented (CR 615.5).
func (g *Game) shieldDamage(src ObjID, to Ref, n int) bool {
	if !to.IsPlay || n <= 0 {
		return false
	}
	for i, s := range g.shields {
		if s.Player != to.Player || s.Source != src || s.Turn != g.Turn {
			continue
		}
		keep := append(append([]*SourceShield(nil), g.shields[:i]...), g.shields[i+1:]...)
		g.shields = keep
		g.logf("%d damage %s would deal to %s is prevented (the shield from %s, CR 615.7)", n, g.Name(src), g.PlayerName(to.Player), g.Name(s.From))
		if s.Then != nil {
			x := &Ctx{G: g, Source: s.From, Controller: s.Controller, Slots: append([]Value(nil), s.Slots...), Prevented: n}
			x.Exec(s.Then)
		}
		return true
	}
	return false
}
