package interp

// MoveAll moves every object of a set to a zone at the same time (CR
// 608.2h), each a new object (CR 400.7): to the battlefield under the
// controller given, or under its owner's control with NoPlayer (CR
// 110.2). Objects that already left are skipped.
func (g *Game) MoveAll(ids []ObjID, to Zone, controller PlayerID) {
	var objs []*Object
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left {
			objs = append(objs, o)
		}
	}
	g.moveBatchWith(objs, to, moveOpts{Controller: controller})
}

// ShuffleIntoLibraries puts the objects into their owners' libraries at
// the same time, then each of those owners shuffles (CR 401.3, 701.24a):
// "Shuffle this card and up to three target cards from a single
// graveyard into their owners' libraries." A spell may name itself among
// them: it leaves the stack for its owner's library (CR 608.2n).
func (g *Game) ShuffleIntoLibraries(ids []ObjID) {
	var owners []PlayerID
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left && !o.IsToken && !containsPlayer(owners, o.Owner) {
			owners = append(owners, o.Owner)
		}
	}
	g.MoveAll(ids, Library, NoPlayer)
	for _, p := range g.APNAP(owners) {
		g.Shuffle(p)
	}
}

func containsPlayer(ps []PlayerID, p PlayerID) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// Follow makes a name bound to an object that an instruction just moved
// name the new object it became, for the ability's later instructions
// (CR 400.7): "Return target creature card from your graveyard to the
// battlefield. It gains haste until your next turn."
func (x *Ctx) Follow(n *Node, moved *Object) {
	if n != nil && n.Op == OpSlot && moved != nil && n.Slot < len(x.Slots) {
		x.Slots[n.Slot] = ObjRef(moved.ID)
	}
}
