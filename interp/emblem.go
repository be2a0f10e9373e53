package interp

// Emblems (CR 114): markers in the command zone with abilities and no
// other characteristics, which no effect removes.

// CreateEmblem puts an emblem with the abilities into the command zone,
// owned and controlled by the player (CR 114.1, 114.3). It is neither a
// card nor a permanent (CR 114.5), and its abilities function in the
// command zone (CR 114.4): its triggered abilities trigger and its
// static abilities apply there, whatever happened to the object that
// made it.
func (g *Game) CreateEmblem(p PlayerID, abilities []*AbilityDef, source ObjID) *Object {
	face := &Face{Name: "Emblem", Abilities: abilities}
	for _, ab := range abilities {
		face.Layered = face.Layered || ab.Layered
	}
	o := &Object{ID: g.nextID, TokenFace: face, Owner: p, Controller: p, Timestamp: g.NextTimestamp()}
	g.nextID++
	g.addObj(o)
	g.addToZone(o, Command, false)
	// Its static abilities are gathered with the permanents' (CR 613).
	g.battlefieldChanged()
	g.logf("%s gets %s from %s", g.PlayerName(p), g.Name(o.ID), g.Name(source))
	return o
}

// emblemsLayered reports whether an emblem has a layered static ability.
func (g *Game) emblemsLayered() bool {
	for _, id := range g.Command {
		if g.hasLayered(g.Obj(id)) {
			return true
		}
	}
	return false
}

// literalLayered reports whether an ability literal in the face's
// abilities or spell — an emblem's ability — is a layered static ability.
func literalLayered(f *Face) bool {
	if f == nil {
		return false
	}
	abs := f.Abilities
	if f.Spell != nil {
		abs = append(abs[:len(abs):len(abs)], f.Spell)
	}
	for _, ab := range abs {
		if abilityLiteralLayered(ab) {
			return true
		}
	}
	return false
}

func abilityLiteralLayered(ab *AbilityDef) bool {
	for _, m := range ab.Modes {
		if abilityLiteralLayered(m) {
			return true
		}
	}
	for _, e := range ab.Effects {
		if nodeLiteralLayered(e) {
			return true
		}
	}
	return false
}

func nodeLiteralLayered(n *Node) bool {
	if n == nil {
		return false
	}
	if n.Ability != nil && (n.Ability.Layered || abilityLiteralLayered(n.Ability)) {
		return true
	}
	for _, a := range n.Args {
		if nodeLiteralLayered(a) {
			return true
		}
	}
	return false
}
