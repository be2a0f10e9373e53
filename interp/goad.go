package interp

import (
	"fmt"
	"slices"
)

// Goad makes player p goad a creature (CR 701.38a): until p's next turn
// it attacks each combat if able and attacks a player other than p if
// able. Goading it again refreshes the duration; other players' goads
// stay (CR 701.38b, c).
func (g *Game) Goad(id ObjID, p PlayerID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		return
	}
	g.Effects = slices.DeleteFunc(slices.Clone(g.Effects), func(e *Continuous) bool {
		return e.Rule == RuleGoaded && e.Object == id && slices.Equal(e.Players, []PlayerID{p})
	})
	g.statusChanged()
	g.AddEffect(&Continuous{Object: id, Rule: RuleGoaded, Players: []PlayerID{p}, Until: UntilNextTurnOf(p),
		Text: fmt.Sprintf("%s is goaded by %s until %s's next turn (CR 701.38a)", g.Name(id), g.PlayerName(p), g.PlayerName(p))})
}

// goaders lists the players who goaded o, in the order they did.
func (g *Game) goaders(o *Object) []PlayerID {
	var out []PlayerID
	for _, e := range g.Effects {
		if e.Rule == RuleGoaded && e.Object == o.ID {
			for _, p := range e.Players {
				if !slices.Contains(out, p) {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// goaded lists the creatures p controls that are goaded.
func (g *Game) goaded(p PlayerID) []*Object {
	var out []*Object
	for o := range g.EachPermanent() {
		if o.Controller == p && len(g.goaders(o)) > 0 {
			out = append(out, o)
		}
	}
	return out
}

// canAttack reports whether o could be declared as an attacker of the
// player or planeswalker at breaking no restriction, changing nothing.
func (g *Game) canAttack(p PlayerID, o *Object, at Ref) bool {
	err := g.atomically(func() {
		g.checkAttacker(p, o, o.ID, at)
		panic(&RuntimeError{Msg: legalProbe})
	})
	re, ok := err.(*RuntimeError)
	return ok && re.Error() == legalProbe
}

// ungoadedOpponent returns an opponent of p who didn't goad o, whom o can
// attack (CR 701.38a), or NoPlayer. A rule that forbids attacking a
// player forbids their planeswalkers too (CR 508.1c), so o can attack
// such an opponent whenever it can attack at all.
func (g *Game) ungoadedOpponent(p PlayerID, o *Object) PlayerID {
	if q := g.Opponent(p); !slices.Contains(g.goaders(o), q) {
		return q
	}
	return NoPlayer
}

// checkAttackRequirements fails a declaration of attackers that disobeys
// the requirements it could have obeyed (CR 508.1d): a goaded creature
// that could attack and doesn't, or that attacks a player who goaded it,
// or a planeswalker, when it could attack a player who didn't (CR
// 701.38a).
func (g *Game) checkAttackRequirements(p PlayerID) {
	for _, o := range g.goaded(p) {
		if !o.Attacking {
			if g.canAttack(p, o, Ref{}) {
				Fail("%s is goaded: it attacks each combat if able (CR 701.38a, 508.1d)", g.Name(o.ID))
			}
			continue
		}
		r := g.attacked(o)
		if r.IsPlay && !slices.Contains(g.goaders(o), r.Player) {
			continue
		}
		if q := g.ungoadedOpponent(p, o); q != NoPlayer {
			Fail("%s is goaded by %s: it attacks a player other than %s if able, and it can attack %s (CR 701.38a, 508.1d)",
				g.Name(o.ID), g.playerList(g.goaders(o)), g.playerList(g.goaders(o)), g.PlayerName(q))
		}
	}
}

// playerList names players, joined with "and".
func (g *Game) playerList(ps []PlayerID) string {
	s := ""
	for i, p := range ps {
		if i > 0 {
			s += " and "
		}
		s += g.PlayerName(p)
	}
	return s
}

// requiredAttacks declares, for an active player who declared no
// attackers, the attacks the requirements demand (CR 508.1d): each goaded
// creature that can attack attacks a player who didn't goad it if able,
// else the defending player. It reports whether it declared any; the
// active player then gets priority in the declare attackers step, with
// the attack triggers on the stack.
func (g *Game) requiredAttacks() bool {
	p := g.Active
	var attacks []Attack
	for _, o := range g.goaded(p) {
		if !g.canAttack(p, o, Ref{}) {
			continue
		}
		at := Attack{Attacker: o.ID}
		if q := g.ungoadedOpponent(p, o); q != NoPlayer {
			at.At = PlayerRef(q)
		}
		attacks = append(attacks, at)
	}
	if len(attacks) == 0 {
		return false
	}
	g.logf("%s attacks as the requirements demand (CR 508.1d)", g.PlayerName(p))
	g.declareAttackers(p, attacks)
	return true
}
