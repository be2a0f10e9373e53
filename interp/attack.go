package interp

// Attack is one attacker of a declaration and what it attacks: the
// defending player (At zero) or a planeswalker that player controls
// (CR 508.1b).
type Attack struct {
	Attacker ObjID
	At       Ref
}

// DeclareAttacks declares attackers (CR 508.1), each attacking the
// defending player or one of their planeswalkers (CR 506.3, 508.1b).
func (g *Game) DeclareAttacks(p PlayerID, attacks []Attack) error {
	return g.atomically(func() { g.declareAttackers(p, attacks) })
}

// attackTarget checks what an attacker is declared to attack: a
// planeswalker the defending player controls (CR 508.1b), or, when at is
// zero or that player, the player.
func (g *Game) attackTarget(p PlayerID, o *Object, at Ref) ObjID {
	defender := g.Opponent(p)
	switch {
	case at.IsZero():
		return 0
	case at.IsPlay:
		if at.Player != defender {
			Fail("%s can't attack %s: only the defending player %s can be attacked (CR 508.1b)", g.Name(o.ID), g.PlayerName(at.Player), g.PlayerName(defender))
		}
		return 0
	}
	pw := g.Obj(at.Obj)
	if pw == nil || pw.Left || pw.Zone != Battlefield || !g.Chars(pw).Is("Planeswalker") || pw.Controller != defender {
		Fail("%s can't attack %s: it isn't a planeswalker %s controls (CR 506.3, 508.1b)", g.Name(o.ID), g.Name(at.Obj), g.PlayerName(defender))
	}
	return at.Obj
}

// attacked is what an attacking creature attacks, for its attack and
// its combat damage: the planeswalker, or the defending player. A
// planeswalker that has left the battlefield or stopped being a
// planeswalker has been removed from combat (CR 506.4): the creature is
// still attacking, but unblocked it deals no combat damage (the zero Ref).
func (g *Game) attacked(a *Object) Ref {
	if a.AttackTarget == 0 {
		return PlayerRef(g.Opponent(a.Controller))
	}
	if pw := g.Obj(a.AttackTarget); pw == nil || pw.Left || pw.Zone != Battlefield || !g.Chars(pw).Is("Planeswalker") {
		return Ref{}
	}
	return ObjRef(a.AttackTarget)
}

// noteAttacked remembers the player an attacker attacks, when it attacks
// a player rather than a planeswalker (CR 508.1b), for "the players you
// attacked this combat" (CR 702.121a).
func (g *Game) noteAttacked(a *Object) {
	if r := g.attacked(a); r.IsPlay && r.Player >= 0 && int(r.Player) < len(g.attackedPlayers) {
		g.attackedPlayers[r.Player] = true
	}
}

// PlayersAttacked returns the players p attacked with one or more
// creatures this combat, planeswalkers aside (CR 702.121a): none unless p
// is the active player, whose creatures attack.
func (g *Game) PlayersAttacked(p PlayerID) []PlayerID {
	var out []PlayerID
	if p != g.Active {
		return nil
	}
	for q, hit := range g.attackedPlayers {
		if hit {
			out = append(out, PlayerID(q))
		}
	}
	return out
}
