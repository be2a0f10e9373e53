package interp

// attackersDeclared raises the events of attackers once they are all
// declared: each creature that tapped to attack becomes tapped (CR
// 508.1f), then each attacks (CR 508.3a).
func (g *Game) attackersDeclared(ids []ObjID) {
	for _, id := range ids {
		if o := g.Obj(id); o != nil && o.Tapped {
			g.checkTriggers(&Event{Kind: EvTap, Obj: id}, nil)
		}
	}
	for _, id := range ids {
		g.checkTriggers(&Event{Kind: EvAttack, Obj: id, Player: g.Active}, nil)
	}
}

// blockersDeclared raises the events of blocks once they are all
// declared: each blocker blocks (CR 509.3c), then each attacker that
// became blocked does so once, whatever the number of its blockers (CR
// 509.3d), and each attacker no creature blocks becomes unblocked (CR
// 509.1h), for "whenever this creature attacks and isn't blocked".
func (g *Game) blockersDeclared(pairs [][2]ObjID) {
	defer g.unblockedDeclared()
	for _, pr := range pairs {
		g.checkTriggers(&Event{Kind: EvBlock, Obj: pr[0], Target: ObjRef(pr[1])}, nil)
	}
	seen := map[ObjID]bool{}
	for _, pr := range pairs {
		if !seen[pr[1]] {
			seen[pr[1]] = true
			g.checkTriggers(&Event{Kind: EvBlocked, Obj: pr[1]}, nil)
		}
	}
}

// unblockedDeclared raises, for each attacking creature that no creature
// blocks once blockers are declared, the event of its becoming unblocked
// (CR 509.1h).
func (g *Game) unblockedDeclared() {
	for _, a := range g.Permanents() {
		if a.Attacking && !a.Blocked {
			g.checkTriggers(&Event{Kind: EvUnblocked, Obj: a.ID, Player: a.Controller}, nil)
		}
	}
}

// declareNoBlocks ends a declare blockers step in which the defending
// player declared no blockers: the blocks the requirements demand are
// made (CR 509.1c), or none, and the attackers left unblocked become so
// (CR 509.1h). It reports whether that triggered an ability, which goes
// on the stack before the step ends: the active player then gets
// priority (CR 117.3a).
func (g *Game) declareNoBlocks() bool {
	g.requiredBlocks(g.Opponent(g.Active))
	if !g.blocksDeclared {
		g.blocksDeclared = true
		g.unblockedDeclared()
	}
	if len(g.pending) == 0 {
		return false
	}
	g.Priority, g.passes = g.Active, 0
	g.settle()
	return true
}

// DefendingPlayer is the player an attacking creature attacks, or the
// controller of the planeswalker it attacks (CR 506.2, 508.1b); for a
// creature that isn't attacking, the nonactive player, the defending
// player of a two-player game's combat (CR 506.2).
func (g *Game) DefendingPlayer(o *Object) PlayerID {
	if o != nil && o.Attacking && o.AttackTarget != 0 {
		if pw := g.Obj(o.AttackTarget); pw != nil {
			return pw.Controller
		}
	}
	if o != nil && o.Attacking {
		return g.Opponent(o.Controller)
	}
	return g.Opponent(g.Active)
}
