package interp

// Regeneration (CR 701.15): a shield that replaces the next destruction
// of a permanent this turn.

// Regenerate gives a permanent a regeneration shield: the next time it
// would be destroyed this turn, instead all damage marked on it is
// removed, it is tapped, and it is removed from combat (CR 701.15a).
// Each shield is used once; shields left at the end of the turn go away.
func (g *Game) Regenerate(id ObjID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		g.logf("%s is no longer on the battlefield to regenerate", g.Name(id))
		return
	}
	if o.regenTurn != g.Turn {
		o.regen, o.regenTurn = 0, g.Turn
	}
	o.regen++
	g.logf("effect: the next time %s would be destroyed this turn, it regenerates instead (CR 701.15a)", g.Name(id))
}

// notRegenerated applies regeneration shields to permanents about to be
// destroyed and returns those that are destroyed after all.
func (g *Game) notRegenerated(objs []*Object) []*Object {
	var out []*Object
	for _, o := range objs {
		if o.regen > 0 && o.regenTurn == g.Turn {
			o.regen--
			g.logf("replacement: %s regenerates instead of being destroyed (CR 701.15a): all damage is removed from it", g.Name(o.ID))
			o.Damage = 0
			if !o.Tapped {
				g.TapObj(o.ID, "(regenerated)")
			}
			if o.Attacking || o.Blocking != 0 {
				o.Attacking, o.Blocking = false, 0
				g.logf("%s is removed from combat (CR 506.4)", g.Name(o.ID))
			}
			continue
		}
		out = append(out, o)
	}
	return out
}
