package interp

// Equipment (CR 301.5) and the equip keyword ability (CR 702.6): an
// activated ability that attaches its source to a creature its controller
// controls, and the state-based action that unattaches an Equipment from
// what it can't equip.

// equipAbility is the activated ability an equip keyword stands for
// (CR 702.6a): "[Cost]: Attach this permanent to target creature you
// control. Activate only as a sorcery." The keyword's second argument,
// when given, narrows the target ("Equip Wizard {1}", "Equip creature
// token {1}"): the target must match it too.
func equipAbility(k Keyword) *AbilityDef {
	f := &Filter{Terms: [][]*Node{{creatureYouControl}}, Text: "creature you control"}
	if len(k.Args) > 1 && k.Args[1] != nil && k.Args[1].Op == OpFilter {
		q := k.Args[1].Filter
		f.Terms = append(append([][]*Node(nil), q.Terms...), f.Terms...)
		f.Text = q.Text + ", " + f.Text
		f.Bound = q.Bound
	}
	return &AbilityDef{Kind: ActivatedAbility, TrigSlot: -1, Slots: 1, SorcerySpeed: true, Keyword: k.Name,
		Costs:   []CostPart{{Mana: k.Arg.Mana, Slot: -1}},
		Targets: []Target{{Filter: &Node{Op: OpFilter, Filter: f, Type: k.Arg.Type}, Slot: 0, Name: "equipped"}},
		Effects: []*Node{attachToTarget},
		Text:    k.Name + " " + k.Arg.Mana.String()}
}

// creatureYouControl is the target requirement of every equip ability
// (CR 702.6a); attachToTarget is its effect. Every equip ability shares
// them, so the abilities of equal characteristics are equal.
var creatureYouControl, attachToTarget *Node

func init() {
	creatureYouControl = &Node{Op: OpCall, Str: "creature you control", Fn: &Builtin{Name: "creature you control", Match: func(x *Ctx, _ Args, r Ref) bool {
		if !r.IsObj {
			return false
		}
		o := x.G.Obj(r.Obj)
		return o != nil && o.Controller == x.Controller && x.G.Chars(o).Is("Creature")
	}}}
	attachToTarget = &Node{Op: OpCall, Str: "attach", Fn: &Builtin{Name: "attach", Eval: func(x *Ctx, _ Args) Value {
		r, _ := x.Slots[0].(Ref)
		x.G.exerciseKeyword(x.G.Obj(x.Source), x.Ability.Keyword)
		x.G.Attach(x.Source, r)
		return nil
	}}}
}

// Attach attaches a permanent to an object (CR 701.3a). An Equipment
// can only be attached to a creature, and not while it is a creature
// itself (CR 301.5c); an Aura only to what it can enchant (CR 303.4d).
// Attaching it to what it can't be attached to, or to what it is already
// attached to, does nothing (CR 701.3b, 701.3c); otherwise it moves from
// wherever it was attached.
func (g *Game) Attach(id ObjID, to Ref) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		g.logf("%s is no longer on the battlefield to attach", g.Name(id))
		return
	}
	if o.AttachedTo == to {
		g.logf("%s is already attached to %s (CR 701.3b)", g.Name(id), g.RefName(to))
		return
	}
	if !g.canAttach(o, to) {
		g.logf("%s can't be attached to %s (CR 701.3b)", g.Name(id), g.RefName(to))
		return
	}
	o.AttachedTo = to
	g.effectsChanged()
	g.logf("%s becomes attached to %s", g.Name(id), g.RefName(to))
}

// canAttach reports whether a permanent could be attached to an object
// or player now.
func (g *Game) canAttach(o *Object, to Ref) bool {
	c := g.Chars(o)
	if c.Is("Aura") {
		saved := o.AttachedTo
		o.AttachedTo = to
		g.statusChanged()
		ok := g.auraLegal(o, c)
		o.AttachedTo = saved
		g.statusChanged()
		return ok
	}
	if c.Is("Equipment") {
		return g.equipmentLegal(o, c, to)
	}
	return false
}

// equipmentLegal reports whether an Equipment may be attached to what it
// is attached to (CR 301.5c): a creature on the battlefield without
// protection from it (CR 702.16d), while the Equipment isn't a creature.
func (g *Game) equipmentLegal(o *Object, c *Chars, to Ref) bool {
	if !to.IsObj || c.Is("Creature") {
		return false
	}
	t := g.Obj(to.Obj)
	if t == nil || t.Left || t.Zone != Battlefield || t.ID == o.ID || !g.Chars(t).Is("Creature") {
		return false
	}
	return !g.protectedFrom(t, o)
}

// unattachEquipment is the state-based action of CR 704.5n: an Equipment
// attached to an illegal permanent or to a player becomes unattached and
// remains on the battlefield. It reports whether it did anything (or,
// when perform is false, whether it would).
func (g *Game) unattachEquipment(perform bool) bool {
	acted := false
	for _, id := range g.Battlefield {
		o := g.Obj(id)
		if o.AttachedTo.IsZero() {
			continue
		}
		c := g.Chars(o)
		if !c.Is("Equipment") || c.Is("Aura") || g.equipmentLegal(o, c, o.AttachedTo) {
			continue
		}
		if !perform {
			return true
		}
		g.logf("%s becomes unattached from %s (CR 704.5n)", g.Name(o.ID), g.RefName(o.AttachedTo))
		o.AttachedTo = Ref{}
		g.effectsChanged()
		acted = true
	}
	return acted
}
