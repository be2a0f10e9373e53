package interp

// checkEvasion fails a block that an evasion ability of the attacker
// forbids (CR 509.1b): fear, intimidate and landwalk.
func (g *Game) checkEvasion(a *Object, ac *Chars, b *Object, bc *Chars) {
	artifact := bc.Is("Artifact")
	for _, kw := range ac.Keywords {
		switch kw.Rule {
		case BlockedOnlyByArtifactOrBlack:
			// CR 702.36b: only artifact creatures and/or black creatures.
			g.exerciseKeyword(a, kw.Name)
			if !artifact && bc.Colors&Black == 0 {
				Fail("%s can't block %s: it has %s, and the blocker is neither an artifact nor black (CR 702.36b)", g.Name(b.ID), g.Name(a.ID), kw.Name)
			}
		case BlockedOnlyBySharedColorOrArtifact:
			// CR 702.13b: only artifact creatures and/or creatures that
			// share a color with it.
			g.exerciseKeyword(a, kw.Name)
			if !artifact && bc.Colors&ac.Colors == 0 {
				Fail("%s can't block %s: it has %s, and the blocker is not an artifact and shares no color with it (CR 702.13b)", g.Name(b.ID), g.Name(a.ID), kw.Name)
			}
		case UnblockableWhileDefenderControls:
			// CR 702.14c: unblockable as long as the defending player
			// controls a land with the quality.
			if kw.Quality == nil {
				continue
			}
			g.exerciseKeyword(a, kw.Name)
			for o := range g.EachControlled(b.Controller) {
				if kw.Quality.Test(g.Chars(o)) {
					Fail("%s can't block %s: it has %s, and %s controls %s (CR 702.14c)", g.Name(b.ID), g.Name(a.ID), kw.Name, g.PlayerName(b.Controller), g.Name(o.ID))
				}
			}
		}
	}
}

// checkBlockCounts fails a declaration of blockers in which an attacker
// with menace is blocked by just one creature (CR 702.111b, 509.1b).
func (g *Game) checkBlockCounts(pairs [][2]ObjID) {
	for i, pr := range pairs {
		a := g.Obj(pr[1])
		if a == nil || firstPairOf(pairs, pr[1]) != i {
			continue
		}
		kw, ok := g.Chars(a).KeywordFor(BlockedOnlyByTwoOrMore)
		if !ok {
			continue
		}
		g.exerciseKeyword(a, kw.Name)
		n := 0
		for _, b := range g.Permanents() {
			if b.Blocking == a.ID {
				n++
			}
		}
		if n < 2 {
			Fail("%s can't be blocked by just one creature: it has %s (CR 702.111b)", g.Name(a.ID), kw.Name)
		}
	}
}

// firstPairOf is the index of the first pair blocking the attacker.
func firstPairOf(pairs [][2]ObjID, attacker ObjID) int {
	for i, pr := range pairs {
		if pr[1] == attacker {
			return i
		}
	}
	return -1
}
