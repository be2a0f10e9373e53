package interp

import "fmt"

// Keyword abilities that are activated abilities working from a zone other
// than the battlefield, and the delayed triggers they create.

// keywordAbilitiesOf returns the activated abilities keyword abilities
// stand for: unearth's (CR 702.84a), cycling's (CR 702.29a), equip's
// (CR 702.6a), crew's (CR 702.122a) and craft's (CR 702.167a).
func (p *Pool) keywordAbilitiesOf(c *Chars) []*AbilityDef {
	var out []*AbilityDef
	for _, k := range c.Keywords {
		if k.Arg == nil {
			continue
		}
		out = append(out, p.keywordAbilities(k)...)
	}
	return out
}

// keywordAbilityKey is what the abilities a keyword stands for are made
// from: equal keys make equal abilities.
type keywordAbilityKey struct {
	name      string
	rule      KeywordRule
	arg, arg1 *Node
	quality   *KeywordQuality
}

// keywordAbilities is the activated abilities keyword k stands for,
// made once for each instance of it in the pool and shared by every
// game over it: they never change once made.
func (p *Pool) keywordAbilities(k Keyword) []*AbilityDef {
	key := keywordAbilityKey{name: k.Name, rule: k.Rule, arg: k.Arg, quality: k.Quality}
	if len(k.Args) > 1 {
		key.arg1 = k.Args[1]
	}
	if v, ok := p.keywordAbilityMemo.Load(key); ok {
		return v.([]*AbilityDef)
	}
	out := makeKeywordAbilities(k)
	v, _ := p.keywordAbilityMemo.LoadOrStore(key, out)
	return v.([]*AbilityDef)
}

// makeKeywordAbilities makes the activated abilities keyword k stands
// for.
func makeKeywordAbilities(k Keyword) []*AbilityDef {
	var out []*AbilityDef
	if k.Rule == CrewsVehicle {
		out = append(out, crewAbility(k))
	}
	if k.Arg.Op != OpMana {
		return out
	}
	switch {
	case k.Rule == CycleFromHand:
		out = append(out, cyclingAbility(k))
	case k.Rule == AttachToCreature:
		out = append(out, equipAbility(k))
	case k.Rule == ExileAndReturnTransformed && len(k.Args) > 1 && k.Args[1] != nil:
		out = append(out, craftAbility(k))
	case k.Rule == ReturnFromGraveyard:
		// CR 702.84a: "[Cost]: Return this card from your graveyard to the
		// battlefield. It gains haste. Exile it at the beginning of the next
		// end step. If it would leave the battlefield, exile it instead of
		// putting it anywhere else. Activate only as a sorcery."
		out = append(out, &AbilityDef{Kind: ActivatedAbility, Costs: []CostPart{{Mana: k.Arg.Mana, Slot: -1}},
			Effects: []*Node{{Op: OpCall, Str: k.Name, Fn: unearthEffect}}, TrigSlot: -1,
			Zone: Graveyard, SorcerySpeed: true, Keyword: k.Name, Text: k.Name + " " + k.Arg.Mana.String()})
	}
	return out[:len(out):len(out)]
}

// ActivatesFrom reports whether characteristics c may have an activated
// ability that works from zone other than the battlefield (CR 113.6k): a
// printed one marked so, or one a keyword stands for — cycling's from
// the hand (CR 702.29a), unearth's from the graveyard (CR 702.84a), as
// makeKeywordAbilities makes them. It lists nothing, a cheap test before
// Game.Abilities.
func ActivatesFrom(c *Chars, zone Zone) bool {
	for _, ab := range c.Abilities {
		if ab.Kind == ActivatedAbility && ab.Zone == zone {
			return true
		}
	}
	for _, k := range c.Keywords {
		if zone == Hand && k.Rule == CycleFromHand || zone == Graveyard && k.Rule == ReturnFromGraveyard {
			return true
		}
	}
	return false
}

// unearthEffect and exileAtEndStep are made in init: what they do reaches
// characteristics, which list them.
var (
	unearthEffect  *Builtin
	exileAtEndStep *AbilityDef
)

func init() {
	unearthEffect = &Builtin{Eval: unearth}
	// The delayed triggered ability unearth creates: its first slot is
	// the object to exile.
	exileAtEndStep = &AbilityDef{Kind: TriggeredAbility, TrigSlot: -1, Slots: 1, Text: "exile it",
		Effects: []*Node{{Op: OpCall, Str: "exile it", Fn: &Builtin{Name: "exile it", Eval: exileIt}}}}
}

func unearth(x *Ctx, _ Args) Value {
	g := x.G
	o := g.Obj(x.Source)
	if o == nil || o.Left || o.Zone != Graveyard {
		// CR 400.7: a card that left the graveyard is a new object.
		g.logf("%s is no longer in the graveyard to return", g.Name(x.Source))
		return nil
	}
	g.exerciseKeyword(o, g.Pool.keywords[ReturnFromGraveyard].Name)
	n := g.move(o, Battlefield, moveOpts{Controller: x.Controller})
	// CR 702.84a: it gains haste (a layer-6 effect on this object).
	haste := g.Pool.keywords[IgnoresSummoningSickness]
	g.addEffect(&Continuous{Layer: LayerAbility, Object: n.ID, Until: Forever, Grant: []Keyword{haste},
		Text: g.Name(n.ID) + " gains " + haste.Name})
	// If it would leave the battlefield, it is exiled instead (a
	// replacement effect, CR 614.1a); see move.
	n.ExileIfLeaves = true
	// Exile it at the beginning of the next end step (a delayed triggered
	// ability, CR 603.7).
	g.delayed = append(g.delayed, &delayedTrigger{Step: StepEnd, Player: NoPlayer, Obj: n.ID, Controller: x.Controller, Ability: exileAtEndStep})
	g.logf("delayed trigger: exile %s at the beginning of the next end step", g.Name(n.ID))
	return nil
}

func exileIt(x *Ctx, _ Args) Value {
	r, _ := x.Slots[0].(Ref)
	if o := x.G.objs[r.Obj]; o != nil && !o.Left && o.Zone == Battlefield {
		x.G.move(o, Exile, moveOpts{Controller: NoPlayer})
	} else {
		x.G.logf("%s is no longer on the battlefield", x.G.Name(r.Obj))
	}
	return nil
}

// delayedTrigger is a delayed triggered ability waiting for the beginning
// of a step (CR 603.7): it triggers once, then is gone.
type delayedTrigger struct {
	Step Step
	// Player, when not NoPlayer, is the player whose step it must be.
	Player     PlayerID
	Obj        ObjID
	Controller PlayerID
	Ability    *AbilityDef
	// Slots, when set, are the values the ability reads (those of the
	// ability that created it); otherwise its one slot is the object.
	Slots []Value
	// Created is the token the creating ability created (see Ctx).
	Created ObjID
}

// fireDelayed triggers the delayed abilities waiting for the step that
// just began (CR 603.7c: they trigger only once).
func (g *Game) fireDelayed(step Step) {
	var keep []*delayedTrigger
	for _, d := range g.delayed {
		if d.Step != step || d.Player != NoPlayer && d.Player != g.Active {
			keep = append(keep, d)
			continue
		}
		slots := d.Slots
		if slots == nil {
			slots = []Value{ObjRef(d.Obj)}
		}
		x := &Ctx{G: g, Source: d.Obj, Controller: d.Controller, Ability: d.Ability, Slots: slots, Created: d.Created}
		g.logf("%s's delayed ability triggers", g.Name(d.Obj))
		g.pending = append(g.pending, &pendingTrigger{x: x, desc: fmt.Sprintf("%s: %s", g.Name(d.Obj), d.Ability.Text)})
	}
	g.delayed = keep
}
