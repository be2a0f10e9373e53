package interp

import "slices"

// legalProbe is the message with which blocksLegal's probe undoes a
// declaration that broke no restriction.
const legalProbe = "the declaration is legal"

// checkBlockRequirements fails a declaration of blockers that disobeys a
// requirement it could have obeyed (CR 509.1c): a creature that must
// block an attacker "if able" and doesn't, when the same declaration with
// that creature blocking that attacker instead breaks no restriction.
func (g *Game) checkBlockRequirements(p PlayerID, pairs [][2]ObjID) {
	for _, req := range g.unmetRequirements(p, pairs) {
		alt := [][2]ObjID{req}
		for _, pr := range pairs {
			if pr[0] != req[0] {
				alt = append(alt, pr)
			}
		}
		if g.blocksLegal(p, alt) {
			Fail("%s must block %s if able (CR 509.1c)", g.Name(req[0]), g.Name(req[1]))
		}
	}
}

// requiredBlocks declares, for a defending player who declared no
// blockers, the blocks the requirements demand (CR 509.1c): declaring none
// disobeys a requirement that could be obeyed. Each is made if it breaks no
// restriction with those made before it.
func (g *Game) requiredBlocks(p PlayerID) {
	var pairs [][2]ObjID
	for _, req := range g.unmetRequirements(p, nil) {
		if alt := append(append([][2]ObjID(nil), pairs...), req); g.blocksLegal(p, alt) {
			pairs = alt
		}
	}
	if len(pairs) == 0 {
		return
	}
	g.logf("%s blocks as the requirements demand (CR 509.1c)", g.PlayerName(p))
	g.placeBlockers(p, pairs)
	g.blocksDeclared = true
	g.blockersDeclared(pairs)
}

// unmetRequirements lists the blocks (blocker, attacker) that the
// requirements on p's creatures demand and the declaration lacks.
func (g *Game) unmetRequirements(p PlayerID, pairs [][2]ObjID) [][2]ObjID {
	var reqs [][2]ObjID
	for _, e := range g.Effects {
		if e.Rule != RuleMustBlock {
			continue
		}
		a := g.Obj(e.Other)
		if a == nil || a.Left || !a.Attacking {
			continue
		}
		blockers := []*Object{g.Obj(e.Object)}
		if e.Object == 0 {
			// "All creatures able to block it do so": a requirement on each
			// creature the defending player controls (CR 509.1c).
			blockers = nil
			for c := range g.EachControlled(p) {
				if g.Chars(c).Is("Creature") {
					blockers = append(blockers, c)
				}
			}
		}
		for _, b := range blockers {
			if b == nil || b.Left || b.Zone != Battlefield || b.Controller != p {
				continue
			}
			if !slices.Contains(pairs, [2]ObjID{b.ID, a.ID}) {
				reqs = append(reqs, [2]ObjID{b.ID, a.ID})
			}
		}
	}
	return reqs
}

// blocksLegal reports whether a declaration of blockers breaks no
// restriction, changing nothing.
func (g *Game) blocksLegal(p PlayerID, pairs [][2]ObjID) bool {
	err := g.atomically(func() {
		g.placeBlockers(p, pairs)
		panic(&RuntimeError{Msg: legalProbe})
	})
	re, ok := err.(*RuntimeError)
	return ok && re.Error() == legalProbe
}
