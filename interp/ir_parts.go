package interp

import "cardc/ast"

// The compiler's reading of an ability's cost parts and target
// requirements.

func (c *compiler) costPart(b *ast.Bound, fr *frame) CostPart {
	cp := CostPart{Slot: -1}
	if m, ok := b.X.(*ast.ManaLit); ok {
		for _, s := range m.Symbols {
			switch s.Value().Kind {
			case ast.ManaTap:
				cp.Tap = true
			case ast.ManaUntap:
				cp.Untap = true
			}
		}
		cp.Mana = manaOf(m)
		return cp
	}
	cp.Node = c.expr(b.X, fr)
	if b.As != nil {
		cp.Slot = c.bindSlot(b.As, fr)
	}
	return cp
}

func (c *compiler) target(b *ast.Bound, fr *frame) Target {
	t := Target{Max: 1, Slot: -1}
	n := c.expr(b.X, fr)
	if n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleOptionalTarget {
		t.Optional, t.Entry = true, n.Entry
		if n.Args[0].Op == OpInt {
			t.Max = n.Args[0].Int
		}
		// Up to two or more targets for one word "target": a group,
		// each different (CR 115.3), none at all allowed.
		t.Multi = t.Max > 1
		n = n.Args[1]
	} else if n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleTargetGroup {
		t.Multi, t.Min, t.Max, t.Entry = true, 1, 0, n.Entry
		if len(n.Args) > 1 && n.Args[0].Op == OpInt {
			t.Max = n.Args[0].Int
		}
		n = n.Args[len(n.Args)-1]
	} else if n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleAnyTargets {
		// "Any number of target creatures": none to all (CR 601.2c).
		t.Multi, t.Min, t.Max, t.Entry = true, 0, 0, n.Entry
		n = n.Args[0]
	} else if n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleExactTargets && n.Args[0].Op == OpInt {
		// "Two target artifacts": that many, each different (CR 115.3).
		t.Multi, t.Min, t.Max, t.Entry = true, n.Args[0].Int, n.Args[0].Int, n.Entry
		n = n.Args[1]
	}
	t.Filter = n
	if b.As != nil {
		t.Name = b.As.Name
		t.Slot = c.bindSlot(b.As, fr)
	}
	return t
}
