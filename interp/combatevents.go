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
// 509.3d).
func (g *Game) blockersDeclared(pairs [][2]ObjID) {
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
