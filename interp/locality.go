package interp

// What compiled expressions read, worked out once when they are compiled:
// the literals' values, the binding slots, and whether a value depends on
// the battlefield alone.

// literalValue is a literal node's value, boxed once (Node.Const), or nil
// for a node that isn't a literal.
func literalValue(n *Node) Value {
	switch {
	case n.Op == OpInt:
		return n.Int
	case n.Op == OpText:
		return n.Str
	case n.Op == OpMana:
		return n.Mana
	case n.Op == OpCounter:
		return CounterKind(n.Str)
	case n.Op == OpSubtype:
		return Subtype(n.Str)
	case n.Op == OpPT && n.XP == 0 && n.XT == 0:
		return PTChange{n.P, n.T}
	}
	return nil
}

// readsBinding reports whether an expression reads a binding slot or X.
func readsBinding(n *Node) bool {
	if n == nil {
		return false
	}
	if n.Op == OpSlot || n.Op == OpX || n.Op == OpThisAbility || (n.Op == OpFilter && n.Filter.Bound) {
		return true
	}
	for _, a := range n.Args {
		if readsBinding(a) {
			return true
		}
	}
	return false
}

// ReadsOnlyBattlefield reports whether a node's value depends only on the
// battlefield — what is on it, the permanents' characteristics and status
// (which the world's fingerprint follows without its players' part, see
// fingerprint) — and on its source and controller. A static ability's
// condition or a characteristic-defining ability that does lets the
// world's characteristics stay valid while players' life, hands,
// libraries and graveyards and the turn change. A builtin counts only when
// its record says so (Builtin.Local): what isn't known to be local is
// taken to read the whole game.
func ReadsOnlyBattlefield(n *Node) bool {
	if n == nil {
		return true
	}
	switch n.Op {
	case OpInt, OpText, OpMana, OpPT, OpCounter, OpSubtype, OpSelf, OpYou, OpX:
		return true
	case OpFilter:
		return n.Filter.Local
	case OpCall:
		return n.Fn != nil && n.Fn.Local && argsAll(n, ReadsOnlyBattlefield)
	}
	return false
}

// argsAll reports whether each argument of a call is as ok says.
func argsAll(n *Node, ok func(*Node) bool) bool {
	for _, a := range n.Args {
		if !ok(a) {
			return false
		}
	}
	return true
}

// filterIsLocal reports whether a filter looks only at permanents, with
// words that read only them (see ReadsOnlyBattlefield).
func filterIsLocal(f *Filter) bool {
	if f.Player || f.Any {
		return false
	}
	for _, group := range f.Terms {
		for _, t := range group {
			if t.Op == OpSubtype {
				continue
			}
			if t.Op != OpCall || t.Fn == nil || !t.Fn.Local || t.Fn.Zone != ZoneNone && t.Fn.Zone != Battlefield || !argsAll(t, ReadsOnlyBattlefield) {
				return false
			}
		}
	}
	return true
}

// ReadsNoTurn reports whether a node's value depends on the objects in
// the zones, their characteristics and status and the players' life, but
// not on the turn, the active player or the step: a static ability's
// condition that does ("as long as there's a Lesson card in your
// graveyard") lets the world's characteristics stay valid from one step
// to the next (see fingerprint). A builtin counts only when its record
// says so (Builtin.Timeless or Local).
func ReadsNoTurn(n *Node) bool {
	if n == nil {
		return true
	}
	switch n.Op {
	case OpInt, OpText, OpMana, OpPT, OpCounter, OpSubtype, OpSelf, OpYou, OpX:
		return true
	case OpFilter:
		return n.Filter.Local || n.Filter.Timeless
	case OpCall:
		return n.Fn != nil && (n.Fn.Local || n.Fn.Timeless) && argsAll(n, ReadsNoTurn)
	}
	return false
}

// filterIsTimeless reports whether each word of a filter is Local or
// Timeless (see ReadsNoTurn).
func filterIsTimeless(f *Filter) bool {
	for _, group := range f.Terms {
		for _, t := range group {
			if t.Op == OpSubtype {
				continue
			}
			if t.Op != OpCall || t.Fn == nil || !t.Fn.Local && !t.Fn.Timeless {
				return false
			}
			for _, a := range t.Args {
				if !ReadsNoTurn(a) {
					return false
				}
			}
		}
	}
	return true
}
