package interp

// Activation restrictions (CR 602.5) written among an ability's costs, and
// abilities that function from the graveyard (CR 113.6k).

// markRestrictions reads the restrictions an activated ability's cost
// parts state: "Activate only as a sorcery." (CR 602.5d), "Activate only
// if …" (CR 602.5b); and makes an ability whose effect returns its source
// from the graveyard an ability of the graveyard, and one whose cost
// discards its source an ability of the hand (CR 113.6k).
func markRestrictions(def *AbilityDef) {
	for _, cp := range def.Costs {
		n := cp.Node
		if n == nil || n.Op != OpCall || n.Fn == nil {
			continue
		}
		switch n.Fn.Role {
		case RoleSorcerySpeed:
			def.SorcerySpeed = true
		case RoleOnlyOnce:
			def.OnlyOnce = true
		case RoleActivationCondition:
			if len(n.Args) > 0 {
				def.Condition = n.Args[0]
			}
		}
	}
	if def.Kind == ActivatedAbility && abilityHas(def, RoleFromGraveyard) {
		def.Zone = Graveyard
	}
	for _, cp := range def.Costs {
		if n := cp.Node; def.Kind == ActivatedAbility && n != nil && n.Op == OpCall && n.Fn != nil && n.Fn.Role == RoleFromHand {
			// CR 113.6k: an ability whose cost discards this card works
			// only while the card is in its owner's hand.
			def.Zone = Hand
		}
	}
}

// conditionError checks an activated ability's "activate only if"
// condition (CR 602.5b) before anything changes.
func (g *Game) conditionError(o *Object, p PlayerID, ab *AbilityDef, index int) *RuntimeError {
	if ab.Condition == nil {
		return nil
	}
	x := &Ctx{G: g, Source: o.ID, Controller: p, Ability: ab, Slots: make([]Value, ab.Slots)}
	if ok, _ := x.Eval(ab.Condition).(bool); !ok {
		return runtimeErrorf("%s's ability %d can be activated only if its condition is true (CR 602.5b)", g.Name(o.ID), index)
	}
	return nil
}

// ReturnSourceFromGraveyard returns the source of an ability of the
// graveyard ("return this card from your graveyard to …") to its
// owner's hand, or to the battlefield under the ability's controller,
// tapped if asked (CR 110.5b). A card that left the graveyard since is a
// new object and isn't returned (CR 400.7).
func (g *Game) ReturnSourceFromGraveyard(x *Ctx, to Zone, tapped bool) {
	o := g.Obj(x.Source)
	if o == nil || o.Left || o.Zone != Graveyard {
		g.logf("%s is no longer in the graveyard to return", g.Name(x.Source))
		return
	}
	opt := moveOpts{Controller: NoPlayer, Tapped: tapped}
	if to == Battlefield {
		opt.Controller = x.Controller
	}
	g.move(o, to, opt)
}

// ExileLinked exiles an object, the source remembering the card in exile
// for its linked abilities to find (CR 607.2a) — the object the source
// is now, so a source that left the battlefield before remembers it as
// an old object no ability of the new one sees (CR 400.7).
func (g *Game) ExileLinked(x *Ctx, id ObjID) {
	n := g.ExileObj(id)
	if n == nil {
		return
	}
	if src := g.Obj(x.Source); src != nil {
		notes := src.editNotes()
		notes.Linked = append(notes.Linked, n.ID)
	}
}

// LinkedExiled returns the first card the source's linked ability exiled
// that is still in exile (CR 607.2a), or 0.
func (g *Game) LinkedExiled(x *Ctx) ObjID {
	src := g.Obj(x.Source)
	if src == nil {
		return 0
	}
	for _, id := range src.note().Linked {
		if o := g.Obj(id); o != nil && !o.Left && o.Zone == Exile {
			return id
		}
	}
	return 0
}
