package interp

import "cardc/ast"

// This file is the part of the exported surface that drivers of a game
// (the scenario runner, the random player) read besides the actions.

// ManaOf converts a mana literal of a script to a mana cost.
func ManaOf(m *ast.ManaLit) ManaCost { return manaOf(m) }

// PoolText renders a mana pool canonically, as the state text does:
// "nothing", or its units with any spend restriction.
func PoolText(pool []Mana) string { return poolText(pool) }

// ZoneList returns the objects in a player's library, hand or graveyard,
// or on the battlefield or in exile, in order (nil for the stack, whose
// items are Stack). The slice is the game's own: callers only read it.
func (g *Game) ZoneList(z Zone, p PlayerID) []ObjID {
	if l := g.zoneList(z, p); l != nil {
		return *l
	}
	return nil
}

// StepNames lists the steps' names in turn order.
func StepNames() []string { return stepNames[:] }
