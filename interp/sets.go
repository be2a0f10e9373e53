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
