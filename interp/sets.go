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

// Follow makes a name bound to an object that an instruction just moved
// name the new object it became, for the ability's later instructions
// (CR 400.7): "Return target creature card from your graveyard to the
// battlefield. It gains haste until your next turn."
func (x *Ctx) Follow(n *Node, moved *Object) {
	if n != nil && n.Op == OpSlot && moved != nil && n.Slot < len(x.Slots) {
		x.Slots[n.Slot] = ObjRef(moved.ID)
	}
}
