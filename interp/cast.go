package interp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// PlayOpts are the choices a player announces when casting a spell or
// activating an ability (CR 601.2b–c): X, modes, targets, how to pay.
type PlayOpts struct {
	X    int
	HasX bool
	// Kicks is how many times the caster pays the spell's kicker cost
	// (CR 702.33a, 702.33c), announced with the modes (CR 601.2b).
	Kicks int
	// Bargain is the permanent the caster sacrifices for the spell's
	// bargain (CR 702.166a), or nil.
	Bargain *ObjID
	// Convoke lists the creatures the caster taps to pay part of the
	// total cost, each for {1} or, with a type, one mana of its color
	// (CR 702.51a); Delve the cards exiled from the graveyard, each for
	// {1} (CR 702.66a).
	Convoke []PaySource
	Delve   []ObjID
	// Alternative: the caster pays the spell's alternative cost instead
	// of its mana cost (CR 118.9).
	Alternative bool
	// Divide is each target's share of an amount the spell divides among
	// its targets, in the order of the targets (CR 601.2d).
	Divide  []int
	Modes   []int // 0-based mode indexes
	Targets []Ref // in the order of the target requirements
	// Pay lists the mana abilities to activate while paying (CR 601.2g):
	// permanents tapped (or otherwise activated) for mana, with the type
	// chosen when the ability offers several.
	Pay []PaySource
	// Payer, when set, activates the mana abilities for the payment in
	// place of Pay: a driver's own way of paying, such as the random
	// player's plan.
	Payer Payer
	// Face is the face of the card cast: one half of a split card or both
	// fused (CR 709.3, 702.102a), an Adventure (CR 715.3).
	Face CastFace
	// FaceDown casts the card face down as a 2/2 creature for {3}
	// (morph, CR 702.37c; disguise, CR 702.168a).
	FaceDown bool
}

// Payer activates mana abilities to pay a total cost (CR 601.2g) for
// player p; except is the object being cast or activated.
type Payer interface {
	Pay(g *Game, p PlayerID, total Total, except ObjID)
}

// PaySource is a mana ability to activate during payment.
type PaySource struct {
	Obj     ObjID
	Ability int // 1-based index among its mana abilities; 0 for the first
	Type    *ManaType
}

// Cast casts a spell (CR 601.2). On any illegality the game is restored to
// the state before the cast (CR 601.2 end, 729) and the error says why.
func (g *Game) Cast(p PlayerID, card ObjID, opt PlayOpts) error {
	// What is illegal before anything changes needs no snapshot.
	if err := g.castError(p, card, opt); err != nil {
		return err
	}
	return g.atomically(func() { g.cast(p, card, opt) })
}

// atomically performs an action. If it is illegal (a rules error is
// raised), the game is restored to its state before the action and the
// error is returned.
func (g *Game) atomically(act func()) (err error) {
	snap := g.snapshot()
	defer func() {
		if r := recover(); r != nil {
			re, ok := r.(*RuntimeError)
			if !ok {
				panic(r)
			}
			g.restore(snap)
			err = re
		}
	}()
	act()
	g.discard(snap)
	return nil
}

// castError checks what makes casting a card illegal from the start
// (where it is, what it is, timing), changing nothing, and returns why, or
// nil.
func (g *Game) castError(p PlayerID, card ObjID, opt PlayOpts) *RuntimeError {
	face := opt.Face
	o := g.Obj(card)
	if o == nil || o.Left {
		return &RuntimeError{Msg: "there is no such card to cast"}
	}
	if err := g.castFaceError(o, face); err != nil {
		return err
	}
	if err := g.faceDownCastError(o, opt); err != nil {
		return err
	}
	c := g.castCharsFor(o, opt)
	// CR 702.34a, 702.138a: flashback and escape let a card be cast from
	// its owner's graveyard.
	fromGraveyard := false
	if o.Zone == Graveyard {
		_, fromGraveyard = graveyardCastKeyword(g.Chars(o))
	}
	// CR 715.4: a card exiled on an adventure may be cast from exile.
	fromExile := o.Zone == Exile && o.Adventuring && face == CastCard
	if g.MayPlay(o, p) {
		// An effect lets p play it from where it is (CR 601.2a); timing
		// and costs are as usual.
	} else if (o.Zone != Hand && !fromGraveyard && !fromExile) || o.Owner != p {
		return &RuntimeError{Msg: fmt.Sprintf("%s can't cast %s: it is not in their hand", g.PlayerName(p), g.Name(card))}
	}
	if c.Is("Land") {
		return &RuntimeError{Msg: "a land is played, not cast"}
	}
	if !g.castTimingOK(p, c) {
		return &RuntimeError{Msg: fmt.Sprintf("%s can be cast only in a main phase of its controller's turn with an empty stack", c.Name)}
	}
	if err := g.castRestrictionError(o, c, p); err != nil {
		return err
	}
	if err := g.splitSecondError(); err != nil {
		return err
	}
	if kw, ok := c.KeywordFor(CastAnyTime); ok && !c.Is("Instant") && !g.sorceryTiming(p) {
		// Flash is what lets it be cast now (CR 702.8a).
		g.exerciseKeyword(o, kw.Name)
	}
	return nil
}

// castCharsFor are the characteristics the card o is cast with as opt
// says, which the timing rule looks at: its face or half's (see
// castTimingChars), or a face-down spell's.
func (g *Game) castCharsFor(o *Object, opt PlayOpts) *Chars {
	if opt.FaceDown {
		// CR 708.4: a face-down spell is cast as the 2/2 creature it is.
		c := new(Chars)
		g.faceDownInto(o, c)
		c.Name = faceDownName
		return c
	}
	return g.castTimingChars(o, opt.Face)
}

// castTimingOK is the timing rule of casting (CR 307.1, 301.1): sorcery
// speed — the caster's main phase, the stack empty — unless an instant.
func (g *Game) castTimingOK(p PlayerID, c *Chars) bool {
	// CR 702.8a: flash lets it be cast any time its controller could cast
	// an instant.
	return c.HasCardType("Instant") || c.Has(CastAnyTime) || g.sorceryTiming(p)
}

// sorceryTiming reports whether p could cast a sorcery now: in their main
// phase with the stack empty (CR 307.1).
func (g *Game) sorceryTiming(p PlayerID) bool {
	return g.Active == p && (g.Step == StepMain1 || g.Step == StepMain2) && len(g.Stack) == 0
}

func (g *Game) cast(p PlayerID, card ObjID, opt PlayOpts) {
	if err := g.castError(p, card, opt); err != nil {
		panic(err)
	}
	g.castFrom(p, g.Obj(card), opt)
}

// castFrom casts a card, or a copy made to be cast (CR 707.12), whose
// legality from the start has been checked.
func (g *Game) castFrom(p PlayerID, o *Object, opt PlayOpts) {
	g.GivePriority(p)
	fromGraveyard, fromHand := o.Zone == Graveyard, o.Zone == Hand
	// 601.2a: the card moves to the stack; a copy is made there.
	var spell *Object
	if o.IsCopy && o.Zone == ZoneNone && !o.Left {
		o.Zone, o.Controller = Stack, p
		g.Stack = append(g.Stack, &StackItem{Spell: o.ID, Source: o.ID, Controller: p})
		spell = o
	} else {
		spell = g.moveToStack(o, p)
	}
	// CR 709.3b, 715.3b: on the stack it has only the characteristics of
	// the face cast.
	spell.Face = opt.Face
	card := g.Name(spell.ID)
	spell.FaceDown = opt.FaceDown
	c := g.Chars(spell)
	def := g.spellAbility(spell)
	g.logJoin(g.PlayerName(p), " casts ", g.Name(spell.ID), castFaceNote(spell))
	g.Log.indent++
	defer func() { g.Log.indent-- }()
	if spell.FaceDown {
		g.castFaceDown(spell, card)
	}
	if fromGraveyard {
		kw, _ := graveyardCastKeyword(c)
		spell.CastFromGraveyard = true
		if kw.Rule == CastFromGraveyard {
			// CR 702.34a: cast from the graveyard for its flashback cost,
			// it is exiled whenever it would leave the stack.
			spell.ExileIfLeaves = true
		} else {
			// CR 702.138c: cast with escape, it escaped; nothing exiles it.
			spell.Escaped = true
		}
		g.exerciseKeyword(spell, kw.Name)
		g.logf("cast from the graveyard by %s", kw.Name)
	}
	x := &Ctx{G: g, Source: spell.ID, Controller: p, Ability: def, Line: 0}
	if def != nil {
		x.Slots = make([]Value, def.Slots)
	}
	// 601.2b: modes and X.
	if def != nil && len(def.Modes) > 0 {
		if len(opt.Modes) < def.MinModes || len(opt.Modes) > def.MaxModes {
			Fail("%s needs a choice of %d to %d modes (%d chosen)", c.Name, def.MinModes, def.MaxModes, len(opt.Modes))
		}
		for _, m := range opt.Modes {
			if m < 0 || m >= len(def.Modes) {
				Fail("%s has no mode %d", c.Name, m+1)
			}
		}
		spell.Modes = opt.Modes
		g.logf("modes: %s", modesText(opt.Modes))
	}
	if opt.Kicks > 0 {
		g.announceKicks(spell, c, opt.Kicks)
	}
	if opt.Bargain != nil {
		g.announceBargain(spell, c)
	}
	if opt.Alternative {
		g.announceAlternative(spell, c, p, fromHand)
	}
	if c.ManaCost.HasX() {
		if !opt.HasX {
			Fail("casting %s needs a choice of X", c.Name)
		}
		if spell.CastFree && opt.X != 0 {
			Fail("%s is cast without paying its mana cost: X is 0 (CR 107.3b)", c.Name)
		}
		spell.X = opt.X
		x.X = opt.X
		g.logf("X is %d", opt.X)
	}
	// 601.2c: targets.
	if def != nil {
		x.UseTargetX(def, spell.Modes)
		g.chooseTargets(x, allTargets(def, spell.Modes), opt.Targets, c.Name)
		g.divideTargets(x, def, opt.Divide)
		spell.Slots = x.Slots
	}
	if aura, ok := c.KeywordFor(EnchantRestriction); ok && c.Is("Aura") {
		// CR 303.4a: an Aura spell targets what it will enchant.
		fv := x.Filter(aura.Arg)
		if len(opt.Targets) == 0 {
			Fail("casting %s needs a target to enchant (%s)", c.Name, fv.Text())
		}
		t := opt.Targets[len(opt.Targets)-1]
		if !g.isLegalTarget(x, fv, t) {
			Fail("%s is not a legal target for %s", g.RefName(t), c.Name)
		}
		spell.AttachedTo = t
		g.logf("target: %s (to enchant)", g.RefName(t))
	}
	spell.SpellDef = def
	// 601.2f: total cost.
	total := g.TotalCost(spell, p)
	g.logJoin("total cost: ", total.String())
	if g.probeCost {
		panic(costProbe{total})
	}
	// 601.2g–h: mana abilities, then payment; convoke and delve pay part
	// of the total cost other than with mana (CR 702.51a, 702.66a).
	total = g.payByTapping(spell, c, p, total, opt.Convoke)
	total = g.payByExiling(spell, c, p, total, opt.Delve)
	if opt.Payer != nil {
		opt.Payer.Pay(g, p, total, spell.ID)
	} else {
		g.activateForPayment(p, opt.Pay)
	}
	spent := g.payMana(p, total, spell)
	spell.ManaSpent = spent
	g.payAdditionalCosts(spell, c, p, opt)
	spell.WasCast = true
	spell.CastInMainPhase = g.Active == p && (g.Step == StepMain1 || g.Step == StepMain2)
	g.becameTargets(x, &AbilityDef{Targets: allTargets(def, spell.Modes)})
	if spell.AttachedTo.IsObj {
		g.checkTriggers(&Event{Kind: EvBecomesTarget, Obj: spell.AttachedTo.Obj, Source: spell.ID, Player: p}, nil)
	}
	// 601.2i: the spell becomes cast.
	g.checkTriggers(&Event{Kind: EvCast, Obj: spell.ID, Player: p}, nil)
	g.actionTaken(p)
}

func modesText(ms []int) string {
	var parts []string
	for _, m := range ms {
		parts = append(parts, fmt.Sprint(m+1))
	}
	return strings.Join(parts, ", ")
}

// spellAbility returns the spell ability of a card, nil for permanents.
func (g *Game) spellAbility(o *Object) *AbilityDef {
	if o.FaceDown {
		// CR 708.2a: a face-down spell has no abilities.
		return nil
	}
	if def, ok := g.faceSpell(o); ok {
		return def
	}
	f := o.Card.Front
	if o.Back && o.Card.Back != nil {
		f = o.Card.Back
	}
	return f.Spell
}

func (g *Game) moveToStack(o *Object, p PlayerID) *Object {
	n := g.move(o, Stack, moveOpts{Controller: p, Quiet: true})
	n.Controller = p
	g.Stack = append(g.Stack, &StackItem{Spell: n.ID, Source: n.ID, Controller: p})
	return n
}

// TotalCost computes a spell's total cost (CR 601.2f): its mana cost with X,
// plus additional costs (escalate), plus increases, minus reductions —
// reductions last and only from generic mana.
func (g *Game) TotalCost(spell *Object, p PlayerID) Total {
	c := g.Chars(spell)
	total := c.ManaCost.Resolve(spell.X)
	if kw, ok := graveyardCastKeyword(c); ok && spell.CastFromGraveyard && kw.Arg != nil && kw.Arg.Op == OpMana {
		// CR 702.34a, 702.138a, 118.9: the flashback or escape cost is an
		// alternative cost, paid
		// instead of the mana cost; additional costs, increases and
		// reductions apply to it (CR 601.2f).
		total = kw.Arg.Mana.Resolve(spell.X)
	} else if ok && spell.CastFromGraveyard && kw.Arg != nil {
		// A flashback cost that isn't mana ("Flashback—Sacrifice a
		// creature.") is paid instead of the mana cost, with the
		// additional costs (CR 702.34a, 118.9, 601.2h).
		total = Total{}
	}
	if kw, ok := c.KeywordFor(DiscardIntoExile); ok && spell.Madness && kw.Arg != nil && kw.Arg.Op == OpMana {
		// CR 702.35a, 118.9: the madness cost is paid instead of the
		// mana cost.
		total = kw.Arg.Mana.Resolve(spell.X)
	}
	if spell.FaceDown {
		// CR 702.37c, 702.168a: cast face down, its cost is {3}.
		total = faceDownCost.Resolve(0)
	}
	if spell.CastFree {
		// CR 118.9: cast without paying its mana cost; additional
		// costs still apply.
		total = Total{}
	}
	if alt := spell.Alternative; alt != nil {
		// CR 118.9: the alternative cost is paid instead of the mana
		// cost; a cost that isn't mana is paid with the additional costs.
		total = Total{}
		if cost := alt.Args[0]; cost.Op == OpMana {
			total = cost.Mana.Resolve(spell.X)
		}
	}
	if kw, ok := c.KeywordFor(CostPerExtraMode); ok && len(spell.Modes) > 1 {
		x := &Ctx{G: g, Source: spell.ID, Controller: p}
		if mc, ok := x.Eval(kw.Arg).(ManaCost); ok {
			for i := 1; i < len(spell.Modes); i++ {
				total = total.Add(mc.Resolve(0))
			}
			g.logf("%s adds %s for each mode beyond the first: %d (CR 702.120a)", kw.Name, mc, len(spell.Modes)-1)
			g.exerciseKeyword(spell, kw.Name)
		}
	}
	total = g.addKickerCosts(spell, c, total)
	changes := append(g.costChanges(), g.ownCostChanges(spell, c, p)...)
	// CR 601.2f: increases apply before reductions.
	for _, ch := range changes {
		if ch.Increase > 0 && ch.applies(spell) {
			g.exercise(ch.Ability)
			total.Generic += ch.Increase
			g.logf("%s increases the cost by {%d}", g.Name(ch.Source), ch.Increase)
		}
	}
	for _, ch := range changes {
		if ch.Increase == 0 && ch.applies(spell) {
			g.exercise(ch.Ability)
			// CR 118.7: a reduction by generic mana reduces only the generic
			// component; it can't lower colored or colorless requirements.
			if total.Generic == 0 {
				g.logf("%s reduces the cost by {%d}: there is no generic mana left to reduce", g.Name(ch.Source), ch.Reduce)
				continue
			}
			total = total.Reduce(ch.Reduce)
			g.logf("%s reduces the cost by {%d}", g.Name(ch.Source), ch.Reduce)
		}
	}
	return total
}

// costChanges collects the static cost modifications of the permanents.
func (g *Game) costChanges() []CostChange {
	var out []CostChange
	g.castingStatics(func(x *Ctx, e *Node) {
		if ch, ok := x.Eval(e).(CostChange); ok {
			ch.Source = x.Source
			ch.Ability = x.Ability
			out = append(out, ch)
		}
	})
	return out
}

// chooseTargets assigns announced targets to requirements in order and
// checks each is legal (CR 601.2c, 115).
func (g *Game) chooseTargets(x *Ctx, reqs []Target, given []Ref, what string) {
	gi := 0
	for i, t := range reqs {
		fv := x.Filter(t.Filter)
		if t.Multi {
			later := 0
			for _, l := range reqs[i+1:] {
				if !l.Optional {
					later++
				}
			}
			tl, n := g.chooseMany(x, t, fv, given[gi:], later, what)
			gi += n
			if t.Slot >= 0 {
				x.Slots[t.Slot] = tl
			}
			continue
		}
		if gi >= len(given) {
			if t.Optional {
				continue
			}
			var opts []string
			for _, c := range g.legalTargets(x, fv) {
				opts = append(opts, g.RefName(c))
			}
			Fail("%s needs a target: %s (legal: %s)", what, fv.Text(), orNone(opts))
		}
		if t.Max > 1 {
			// Up to t.Max targets for one requirement (CR 601.2c).
			var rs Refs
			rs, given = g.takeTargets(x, t, fv, given[gi:])
			gi = 0
			if t.Slot >= 0 {
				x.Slots[t.Slot] = rs
			}
			for _, r := range rs {
				g.logJoin("target: ", g.RefName(r))
			}
			continue
		}
		r := given[gi]
		gi++
		if !g.isLegalTarget(x, fv, r) {
			Fail("%s is not a legal target for %s (%s)", g.RefName(r), what, g.whyIllegal(x, fv, r))
		}
		g.logJoin("target: ", g.RefName(r))
		if t.Max > 1 {
			// "Up to two target creatures": the next given targets this
			// requirement matches, each chosen once (CR 115.3).
			many := Refs{r}
			for len(many) < t.Max && gi < len(given) && !slices.Contains(many, given[gi]) && g.isLegalTarget(x, fv, given[gi]) {
				many = append(many, given[gi])
				g.logJoin("target: ", g.RefName(given[gi]))
				gi++
			}
			if t.Slot >= 0 {
				x.Slots[t.Slot] = many
			}
			continue
		}
		if t.Slot >= 0 {
			x.Slots[t.Slot] = r
		}
	}
	if gi < len(given) {
		Fail("%s has only %d targets", what, gi)
	}
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// legalTargets lists what a target requirement could target.
func (g *Game) legalTargets(x *Ctx, fv *FilterVal) []Ref {
	var out []Ref
	for _, r := range fv.Candidates() {
		if g.isLegalTarget(x, fv, r) {
			out = append(out, r)
		}
	}
	return out
}

// isLegalTarget checks the filter and the targeting rules: shroud,
// hexproof and protection (CR 702.18, 702.11, 702.16).
func (g *Game) isLegalTarget(x *Ctx, fv *FilterVal, r Ref) bool {
	return fv.Match(r) && g.whyIllegal(x, fv, r) == ""
}

func (g *Game) whyIllegal(x *Ctx, fv *FilterVal, r Ref) string {
	if !fv.Match(r) {
		return "it isn't " + fv.Text()
	}
	if !r.IsObj {
		return ""
	}
	o := g.Obj(r.Obj)
	if o == nil || o.Zone != Battlefield {
		// A permanent's shroud, hexproof and protection work only on the
		// battlefield (CR 113.6): a creature spell with hexproof on the
		// stack, or a card in a graveyard, can be targeted.
		return ""
	}
	c := g.Chars(o)
	if kw, ok := c.KeywordFor(UntargetableByAll); ok {
		g.exerciseKeyword(o, kw.Name)
		return "it has " + kw.Name
	}
	if kw, ok := c.KeywordFor(UntargetableByOpponents); ok && o.Controller != x.Controller {
		g.exerciseKeyword(o, kw.Name)
		return "it has " + kw.Name
	}
	if src := g.Obj(x.Source); src != nil && g.protectedFrom(o, src) {
		return "it has protection"
	}
	if src := g.Obj(x.Source); src != nil && o.Controller != x.Controller {
		if why := g.hexproofFrom(o, c, src); why != "" {
			return why
		}
	}
	return ""
}

// hexproofFrom says why the object can't be the target of an opponent's
// spell or ability whose source has the quality of one of its "hexproof
// from" keywords (CR 702.11d), or "".
func (g *Game) hexproofFrom(o *Object, c *Chars, src *Object) string {
	for _, k := range c.Keywords {
		if k.Rule != UntargetableByOpponentsFrom || k.Arg == nil {
			continue
		}
		x := &Ctx{G: g, Source: o.ID, Controller: o.Controller}
		if fv := x.Filter(k.Arg); fv != nil && fv.matchAnyZone(ObjRef(src.ID)) {
			g.exerciseKeyword(o, k.Name)
			return "it has hexproof from " + fv.Text()
		}
	}
	return ""
}

// protectedFrom reports whether o has protection from a quality src has.
func (g *Game) protectedFrom(o, src *Object) bool {
	c := g.Chars(o)
	for _, k := range c.Keywords {
		if k.Rule != ProtectionFromQuality || k.Arg == nil {
			continue
		}
		x := &Ctx{G: g, Source: o.ID, Controller: o.Controller}
		fv := x.Filter(k.Arg)
		if fv != nil && fv.matchAnyZone(ObjRef(src.ID)) {
			g.exerciseKeyword(o, k.Name)
			return true
		}
	}
	return false
}

// Activate activates an activated or mana ability (CR 602, 605).
func (g *Game) Activate(p PlayerID, id ObjID, index int, opt PlayOpts) error {
	// What is illegal before anything changes needs no snapshot.
	if _, err := g.activationError(p, id, index); err != nil {
		return err
	}
	return g.atomically(func() { g.activate(p, id, index, opt) })
}

// activationError checks what makes activating an ability illegal from
// the start (which ability, where its source is, timing), changing
// nothing, and returns the ability, or why it can't be activated.
func (g *Game) activationError(p PlayerID, id ObjID, index int) (*AbilityDef, *RuntimeError) {
	fail := func(format string, args ...any) (*AbilityDef, *RuntimeError) {
		return nil, errorOf(format, args)
	}
	o := g.Obj(id)
	if o == nil || o.Left {
		return fail("there is no such object")
	}
	abs := g.Abilities(o)
	if index < 1 || index > len(abs) {
		return fail("%s has no activated ability %d (it has %d)", g.Name(id), index, len(abs))
	}
	ab := abs[index-1]
	switch {
	case ab.Zone != ZoneNone && ab.Zone != Battlefield:
		// An ability that works from another zone (CR 113.6, 702.84a:
		// "return this card from your graveyard").
		if o.Zone == ab.Zone && o.Owner != p {
			return fail("%s's ability %d can be activated only by its owner, %s, from their %s", g.Name(id), index, g.PlayerName(o.Owner), ab.Zone)
		}
		if o.Zone != ab.Zone {
			where := "in the " + o.Zone.String()
			if o.Zone == Battlefield {
				where = "on the battlefield"
			}
			return fail("%s's ability %d can be activated only from its owner's %s (it is %s)", g.Name(id), index, ab.Zone, where)
		}
	case o.Zone != Battlefield || o.Controller != p && !ab.AnyPlayer:
		// CR 602.2: only its controller may activate it, unless it says
		// any player may.
		return fail("%s doesn't control %s on the battlefield", g.PlayerName(p), g.Name(id))
	}
	if ab.Kind != ManaAbility {
		if err := g.splitSecondError(); err != nil {
			return nil, err
		}
		if g.ruleApplies(o, RuleCantActivateNonMana) {
			// CR 602.5: a rule says it can't be activated.
			return fail("%s's ability %d can't be activated: only its mana abilities can (CR 602.5)", g.Name(id), index)
		}
	}
	if ab.SorcerySpeed && !(g.Active == p && (g.Step == StepMain1 || g.Step == StepMain2) && len(g.Stack) == 0) {
		// CR 602.5d: "activate only as a sorcery".
		return fail("%s's ability %d can be activated only as a sorcery: in its controller's main phase with an empty stack (CR 602.5d)", g.Name(id), index)
	}
	if err := g.loyaltyError(o, ab, index); err != nil {
		return nil, err
	}
	if ab.OnlyOnce && slices.Contains(o.note().Exhausted, ab) {
		// CR 702.177a: "Activate only once."
		return fail("%s's ability %d can be activated only once, and it was (CR 702.177a)", g.Name(id), index)
	}
	if err := g.conditionError(o, p, ab, index); err != nil {
		return nil, err
	}
	// Tapping and untapping are costs (CR 602.2b), paid after targets are
	// chosen; a cost that can't be paid makes the activation illegal
	// however the targets go, so it is found here, before anything changes.
	if err := g.tapCostError(p, o, ab); err != nil {
		return nil, err
	}
	return ab, nil
}

func (g *Game) activate(p PlayerID, id ObjID, index int, opt PlayOpts) {
	ab, err := g.activationError(p, id, index)
	if err != nil {
		panic(err)
	}
	o := g.Obj(id)
	if ab.Kind == ManaAbility {
		g.GivePriority(p)
		g.activateMana(p, o, ab, opt)
		// CR 117.3c: the player receives priority again after activating
		// an ability, mana abilities included, so state-based actions are
		// checked (CR 117.5) — an Aura on a sacrificed land goes away.
		g.actionTaken(p)
		return
	}
	g.GivePriority(p)
	g.logJoin(g.PlayerName(p), " activates ", g.Name(id), "'s ability ", strconv.Itoa(index))
	g.Log.indent++
	x := &Ctx{G: g, Source: id, Controller: p, Ability: ab, Slots: make([]Value, ab.Slots)}
	if opt.HasX {
		x.X = opt.X
	}
	x.UseTargetX(ab, nil)
	g.chooseTargets(x, ab.Targets, opt.Targets, g.Name(id)+"'s ability")
	g.divideTargets(x, ab, opt.Divide)
	g.payAbilityCosts(p, o, ab, x, opt)
	if ab.OnlyOnce {
		n := o.editNotes()
		n.Exhausted = append(n.Exhausted, ab)
	}
	g.Log.indent--
	g.Stack = append(g.Stack, &StackItem{Ability: ab, Source: id, Controller: p, X: x, Text: ab.Text})
	g.becameTargets(x, ab)
	g.actionTaken(p)
}

// tapCostError checks the {T} and {Q} parts of an activation cost against
// the permanent's state, changing nothing: it can't be tapped when tapped
// (CR 107.5) nor untapped when untapped (CR 107.6), and a creature needs
// haste or to have been controlled since its controller's turn began
// (CR 302.6).
func (g *Game) tapCostError(p PlayerID, o *Object, ab *AbilityDef) *RuntimeError {
	for _, cp := range ab.Costs {
		if !cp.Tap && !cp.Untap {
			continue
		}
		if c := g.Chars(o); c.HasCardType("Creature") && o.Sick && !c.Has(IgnoresSummoningSickness) {
			sym := "{T}"
			if cp.Untap {
				sym = "{Q}"
			}
			return runtimeErrorf("%s can't pay %s: it hasn't been under %s's control continuously since their most recent turn began (CR 302.6)", g.Name(o.ID), sym, g.PlayerName(p))
		}
		if cp.Tap && o.Tapped {
			return runtimeErrorf("%s can't pay {T}: it is already tapped (CR 107.5)", g.Name(o.ID))
		}
		if cp.Untap && !o.Tapped {
			return runtimeErrorf("%s can't pay {Q}: it is already untapped (CR 107.6)", g.Name(o.ID))
		}
	}
	return nil
}

// payAbilityCosts pays an activation cost: {T}, {Q}, mana and the other
// parts, checking the summoning-sickness rule (CR 302.6).
func (g *Game) payAbilityCosts(p PlayerID, o *Object, ab *AbilityDef, x *Ctx, opt PlayOpts) {
	if err := g.tapCostError(p, o, ab); err != nil {
		panic(err)
	}
	var total Total
	for _, cp := range ab.Costs {
		if len(cp.Mana.Symbols) > 0 {
			total = total.Add(cp.Mana.Resolve(x.X))
		}
	}
	for _, cp := range ab.Costs {
		switch {
		case cp.Tap:
			g.exerciseHaste(o)
			// CR 701.26a: tapping to pay a cost is tapping; "becomes
			// tapped" triggers see it.
			g.tap(o, "to pay {T}")
			g.checkTriggers(&Event{Kind: EvTap, Obj: o.ID}, nil)
		case cp.Untap:
			g.exerciseHaste(o)
			g.untap(o, "to pay {Q}")
		}
	}
	if total.Generic > 0 || len(total.Needs) > 0 {
		if opt.Payer != nil {
			opt.Payer.Pay(g, p, total, o.ID)
		} else {
			g.activateForPayment(p, opt.Pay)
		}
		g.payMana(p, total, nil)
	}
	for _, cp := range ab.Costs {
		if cp.Node == nil {
			continue
		}
		x.Paying = true
		v := x.Eval(cp.Node)
		x.Paying = false
		if cp.Slot >= 0 {
			x.Slots[cp.Slot] = v
		}
	}
}

func (g *Game) tap(o *Object, why string) {
	o.Tapped = true
	g.tappedChanged()
	g.logJoin(g.Name(o.ID), " taps ", why)
}

// untap untaps a permanent, reporting whether it did: a stun counter
// may replace the untapping (CR 122.1d).
func (g *Game) untap(o *Object, why string) bool {
	if o.Tapped && g.stunned(o) {
		return false
	}
	o.Tapped = false
	g.tappedChanged()
	g.logf("%s untaps %s", g.Name(o.ID), why)
	return true
}

// resolveSpell resolves a spell (CR 608.2–3).
func (g *Game) resolveSpell(item *StackItem) {
	spell := g.Obj(item.Spell)
	c := g.Chars(spell)
	g.logJoin(g.Name(spell.ID), " resolves")
	g.Log.indent++
	defer func() { g.Log.indent-- }()
	def := spell.SpellDef
	x := &Ctx{G: g, Source: spell.ID, Controller: spell.Controller, Ability: def, Slots: spell.Slots, X: spell.X}
	if def != nil {
		x.UseTargetX(def, spell.Modes)
		ts := allTargets(def, spell.Modes)
		if !g.targetsStillLegal(x, ts) {
			g.logf("%s is countered on resolution: all its targets are illegal (CR 608.2b)", g.Name(spell.ID))
			g.move(spell, Graveyard, moveOpts{Controller: NoPlayer})
			return
		}
	}
	if aura, ok := c.KeywordFor(EnchantRestriction); ok && c.Is("Aura") && !spell.AttachedTo.IsZero() {
		// CR 608.2b, 303.4a: an Aura spell whose target is illegal is
		// countered; it never enters the battlefield.
		if !g.isLegalTarget(x, x.Filter(aura.Arg), spell.AttachedTo) {
			g.logf("%s is no longer a legal target", g.RefName(spell.AttachedTo))
			g.logf("%s is countered on resolution: its target is illegal (CR 608.2b)", g.Name(spell.ID))
			g.move(spell, Graveyard, moveOpts{Controller: NoPlayer})
			return
		}
	}
	if c.Is("Instant") || c.Is("Sorcery") {
		g.exercise(def)
		g.exerciseFused(spell)
		if def != nil {
			for _, e := range def.Effects {
				if x.Replaced {
					// An instruction done instead of the others (addendum's
					// "instead", CR 608.2c) has replaced them.
					break
				}
				x.Exec(e)
			}
			for _, m := range spell.Modes {
				for _, e := range def.Modes[m].Effects {
					x.Exec(e)
				}
			}
		}
		if !spell.Left {
			g.finishResolving(spell)
		}
		return
	}
	// A permanent spell enters the battlefield (CR 608.3); an Aura spell
	// enters attached to its target (CR 303.4f).
	opt := moveOpts{Controller: spell.Controller, FromSpell: spell, AttachTo: spell.AttachedTo}
	// A copy of a permanent spell becomes a token as it enters (CR 608.3f).
	g.move(spell, Battlefield, opt)
}
