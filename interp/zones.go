package interp

import (
	"fmt"
)

// moveOpts says how an object moves between zones.
type moveOpts struct {
	Controller  PlayerID // for the battlefield; NoPlayer means the owner
	Transformed bool     // enters with its back face up (CR 712.14)
	AttachTo    Ref
	FromSpell   *Object // the spell that becomes this permanent
	Top         bool    // to the top of the library
	Tapped      bool    // onto the battlefield tapped (CR 110.5b)
	Batch       *[]ObjID
	Quiet       bool
	// Face is the face a land is played as (a modal double-faced card's
	// back face, CR 712.12).
	Face CastFace
	// Sacrificed: the move is a sacrifice (CR 701.17a), whatever zone a
	// replacement effect sends the permanent to.
	Sacrificed bool
}

// move moves an object to a zone, making a new object (CR 400.7). A move
// to the battlefield passes through replacement effects (enters with
// counters, enters as a copy); the old object keeps its last-known
// information; triggers see the did-event. It returns the new object.
func (g *Game) move(o *Object, to Zone, opt moveOpts) *Object {
	g.tick()
	from := o.Zone
	if from == Battlefield && o.ExileIfLeaves && to != Exile {
		// CR 702.84a, 614.1a: "if it would leave the battlefield, exile it
		// instead of putting it anywhere else".
		g.logf("replacement: %s is exiled instead of going to the %s (unearth)", g.Name(o.ID), to)
		to = Exile
	}
	if from == Stack && o.ExileIfLeaves && to != Exile {
		// CR 702.34a: "exile this card instead of putting it anywhere else
		// any time it would leave the stack".
		g.logf("replacement: %s is exiled instead of going to the %s (%s)", g.Name(o.ID), to, g.Pool.keywords[CastFromGraveyard].Name)
		to = Exile
	}
	ev := &Event{Kind: EvZoneChange, Would: true, Obj: o.ID, From: from, To: to, Controller: opt.Controller, Transformed: opt.Transformed, AttachTo: opt.AttachTo, Top: opt.Top, Sacrificed: opt.Sacrificed}
	if from == Battlefield && to != Battlefield {
		// CR 614.1a: "if this creature would die, … instead" — replacement
		// effects on a permanent leaving the battlefield.
		g.applyReplacements(ev, nil, nil, o.Owner)
		to, opt.Top = ev.To, ev.Top
	}
	n := &Object{ID: g.nextID, Card: o.Card, TokenFace: o.TokenFace, TokenCopy: o.TokenCopy, IsToken: o.IsToken, IsCopy: o.IsCopy,
		Owner: o.Owner, Controller: o.Owner, Timestamp: g.NextTimestamp()}
	if o.IsCopy {
		// A copy of a face stays that face until it ceases to exist.
		n.Face = o.Face
	}
	if to == Battlefield {
		if opt.Controller != NoPlayer && opt.Controller >= 0 {
			n.Controller = opt.Controller
		} else if from == Stack {
			n.Controller = o.Controller
		}
		n.Back = opt.Transformed
		if s := opt.FromSpell; s != nil && s.FaceDown && from == Stack {
			// CR 708.4: a face-down spell resolves into a face-down
			// permanent.
			n.FaceDown = true
		}
		if !o.IsCopy {
			n.Face = enteringFace(o, opt)
		}
		n.Sick = true
		n.Tapped = opt.Tapped
		if s := opt.FromSpell; s != nil {
			// CR 107.3m: ETB abilities see the spell's X; the permanent keeps
			// the mana spent to cast it.
			n.X, n.ManaSpent, n.WasCast, n.Kicks, n.Bargained, n.Escaped, n.Madness = s.X, s.ManaSpent, s.WasCast, s.Kicks, s.Bargained, s.Escaped, s.Madness
		}
		n.Zone = Battlefield
		// The entering object is looked at as it would exist on the
		// battlefield (CR 614.12).
		g.addObj(n)
		g.nextID++
		g.applyReplacements(ev, n, func() *Chars {
			if ev.EnterCopy != nil && ev.EnterCopy.Values != nil {
				return ev.EnterCopy.Values
			}
			return g.Chars(n)
		}, n.Controller)
		g.applyEnterEvent(n, ev)
		if ev.EnterTapped {
			n.Tapped = true
		}
		if from == Stack && o.IsCopy {
			// CR 608.3f, 111.12: a copy of a permanent spell becomes a token
			// as it is put onto the battlefield.
			n.IsToken, n.IsCopy = true, false
		}
	} else {
		g.addObj(n)
		g.nextID++
	}
	g.revealFaceDown(o, n)
	// The old object leaves.
	if from == Battlefield || from == Stack {
		g.snapshotLKI(o)
	}
	g.removeFromZone(o)
	// What was attached to it stays attached to a gone object: the
	// state-based actions put an Aura into its owner's graveyard and
	// unattach Equipment (CR 704.5m, 704.5n).
	o.Left, o.Next = true, n.ID
	g.left++
	if from == Stack {
		n.X = 0
		if to == Battlefield && opt.FromSpell != nil {
			n.X = opt.FromSpell.X
		}
	}
	n.Zone = to
	g.addToZone(n, to, opt.Top)
	if to == Battlefield {
		for k, c := range ev.EnterCounters {
			if c > 0 {
				g.addCounters(n, string(k), c)
			}
		}
		if !ev.AttachTo.IsZero() {
			// Its presence is the battlefield's stamp; what it enters
			// attached to is status.
			n.AttachedTo = ev.AttachTo
			g.statusChanged()
		}
	}
	if !opt.Quiet {
		g.logJoin(g.Name(o.ID), " moves from ", from.String(), " to ", to.String(), " as ", g.Name(n.ID), g.enterText(n, to))
	}
	ev.Would, ev.New = false, n.ID
	if opt.Batch != nil {
		*opt.Batch = append(*opt.Batch, o.ID)
		g.batchEvents = append(g.batchEvents, ev)
	} else {
		var look []ObjID
		if from == Battlefield {
			look = []ObjID{o.ID}
		}
		g.checkTriggers(ev, look)
		if from == Graveyard {
			g.leftGraveyards([]*Event{ev})
		}
	}
	return n
}

// leftGraveyards is, after zone changes that happened at the same time,
// one event for each player one or more cards left the graveyard of: an
// ability that triggers "whenever one or more cards leave your
// graveyard" triggers once for them all (CR 603.2c), and looks back at
// the cards as they were there (CR 603.10a).
func (g *Game) leftGraveyards(evs []*Event) {
	for p := range PlayerID(len(g.Players)) {
		var objs []ObjID
		for _, ev := range evs {
			if o := g.Obj(ev.Obj); ev.From == Graveyard && o != nil && o.Owner == p {
				objs = append(objs, ev.Obj)
			}
		}
		if len(objs) > 0 {
			g.checkTriggers(&Event{Kind: EvLeaveGraveyard, Player: p, Objs: objs}, nil)
		}
	}
}

// EnterAsCopy is an "enters as a copy" replacement effect (CR 707.5,
// 614.1c): the entering object becomes a copy at once, as it will exist on
// the battlefield, so the replacement effects that apply after it see the
// copy's abilities (CR 614.12, 616.1c): a permanent entering as a copy of
// a creature that "enters with" counters enters with them.
func (g *Game) EnterAsCopy(ev *Event, entering ObjID, cv *CopyVal) {
	ev.EnterCopy = cv
	if n := g.Obj(entering); n != nil && cv.Values != nil {
		n.Copies = append(n.Copies, CopyEffect{Values: cv.Values, Timestamp: n.Timestamp, Source: cv.From.Obj})
	}
	for _, ch := range cv.Changes {
		if ch.EnterCounter != "" {
			ev.EnterIfCounters = append(ev.EnterIfCounters, ch)
		}
	}
}

// applyEnterEvent adds to the entering object the additional counters its
// copy exceptions give if, as a copy, it is what they require ("an
// additional +1/+1 counter if it's a creature").
func (g *Game) applyEnterEvent(n *Object, ev *Event) {
	// CR 306.5b: a planeswalker has the intrinsic ability "This permanent
	// enters with a number of loyalty counters on it equal to its printed
	// loyalty number"; a permanent entering as a copy of one has the
	// copied loyalty (CR 707.2), and any additional counters come on top.
	c := g.Chars(n)
	if ev.EnterCopy != nil && ev.EnterCopy.Values != nil {
		c = ev.EnterCopy.Values
	}
	if c.Is("Planeswalker") && c.Loyalty > 0 {
		if ev.EnterCounters == nil {
			ev.EnterCounters = map[CounterKind]int{}
		}
		ev.EnterCounters[LoyaltyCounter] += c.Loyalty
		g.logf("%s will enter with %d loyalty counters (its printed loyalty, CR 306.5b)", g.Name(ev.Obj), c.Loyalty)
	}
	if c.Is("Battle") && c.Defense > 0 {
		// CR 310.4b: a battle enters with a number of defense counters
		// on it equal to its printed defense.
		if ev.EnterCounters == nil {
			ev.EnterCounters = map[CounterKind]int{}
		}
		ev.EnterCounters[DefenseCounter] += c.Defense
		g.logf("%s will enter with %d defense counters (its printed defense, CR 310.4b)", g.Name(ev.Obj), c.Defense)
	}
	g.bloodthirst(n, c, ev)
	if isSaga(c) {
		// CR 714.3a: as a Saga enters, its controller puts a lore counter
		// on it.
		if ev.EnterCounters == nil {
			ev.EnterCounters = map[CounterKind]int{}
		}
		ev.EnterCounters[LoreCounter]++
		g.exerciseSagaHeader(n, c)
		g.logf("%s will enter with a lore counter (CR 714.3a)", g.Name(ev.Obj))
	}
	for _, ch := range ev.EnterIfCounters {
		if ch.EnterIf == nil || ch.EnterIf.MatchAsEntering(ObjRef(n.ID)) {
			if ev.EnterCounters == nil {
				ev.EnterCounters = map[CounterKind]int{}
			}
			ev.EnterCounters[ch.EnterCounter]++
			g.logf("%s will enter with an additional %s counter (a copy exception: it is %s)", g.Name(ev.Obj), ch.EnterCounter, Article(ch.EnterIf.Text()))
		}
	}
}

func (g *Game) enterText(n *Object, to Zone) string {
	if to != Battlefield {
		return ""
	}
	s := ""
	if n.Tapped {
		s += " tapped"
	}
	if len(n.Counters) > 0 {
		s += " with " + countersText(n.Counters)
	}
	if !n.AttachedTo.IsZero() {
		s += " attached to " + g.RefName(n.AttachedTo)
	}
	if len(n.Copies) > 0 {
		s += " (a copy of " + copiedName(n.Copies[len(n.Copies)-1].Values) + ")"
	}
	if n.IsToken && n.Card != nil && n.TokenFace == nil {
		s += " (a token)"
	}
	return s
}

func countersText(cs Counters) string {
	s := ""
	for i, k := range cs.Kinds() {
		n := cs.Get(k)
		if n == 0 {
			continue
		}
		if i > 0 && s != "" {
			s += ", "
		}
		s += fmt.Sprintf("%d %s", n, k)
	}
	if s == "" {
		return "no counters"
	}
	return s + " counters"
}

// moveBatch moves several objects at once: they leave simultaneously and
// their leave-the-battlefield triggers look back at all of them.
func (g *Game) moveBatch(objs []*Object, to Zone) {
	g.moveBatchWith(objs, to, moveOpts{Controller: NoPlayer})
}

// moveBatchWith is moveBatch with the options of each move.
func (g *Game) moveBatchWith(objs []*Object, to Zone, opt moveOpts) {
	var left []ObjID
	g.batchEvents = nil
	opt.Batch = &left
	for _, o := range objs {
		g.move(o, to, opt)
	}
	evs := g.batchEvents
	g.batchEvents = nil
	for _, ev := range evs {
		g.checkTriggers(ev, left)
	}
	g.leftGraveyards(evs)
}

// stateBasedActions performs the state-based actions of CR 704 once,
// simultaneously, and reports whether any happened.
func (g *Game) stateBasedActions() bool { return g.checkStateBasedActions(true) }

// stateBasedActionsApply reports whether any state-based action applies,
// changing nothing.
func (g *Game) stateBasedActionsApply() bool { return g.checkStateBasedActions(false) }

// checkStateBasedActions finds the state-based actions that apply and,
// with perform, performs them. It reports whether any applies; without
// perform it returns at the first one, having changed nothing.
func (g *Game) checkStateBasedActions(perform bool) bool {
	if g.settledStill() {
		return false
	}
	g.read = charsRead{}
	acted := g.findStateBasedActions(perform)
	if !acted {
		g.settledNow()
	}
	return acted
}

// legend is a legendary permanent and its name, for the legend rule (CR
// 704.5j).
type legend struct {
	o    *Object
	name string
}

// sharedLegend reports whether two of the legendary permanents have the
// same controller and name.
func sharedLegend(l []legend) bool {
	for i := range l {
		for j := i + 1; j < len(l); j++ {
			if l[i].o.Controller == l[j].o.Controller && l[i].name == l[j].name {
				return true
			}
		}
	}
	return false
}

// findStateBasedActions is checkStateBasedActions without the memory of
// a state in which none applied.
func (g *Game) findStateBasedActions(perform bool) bool {
	acted := false
	for _, p := range g.Players {
		if p.Life <= 0 && !p.Lost {
			if !perform {
				return true
			}
			p.Lost = true
			acted = true
			g.logf("%s loses the game: life %d (CR 704.5a)", p.Name, p.Life)
		}
		if n := p.Counters.Get(string(PoisonCounter)); n >= 10 && !p.Lost {
			if !perform {
				return true
			}
			p.Lost = true
			acted = true
			g.logf("%s loses the game: %d poison counters (CR 704.5c)", p.Name, n)
		}
		if p.Drew < 0 && !p.Lost {
			if !perform {
				return true
			}
			p.Lost = true
			acted = true
			g.logf("%s loses the game: drew from an empty library (CR 704.5b)", p.Name)
		}
	}
	if lost := g.losers(); len(lost) > 0 && !g.Over {
		if !perform {
			return true
		}
		g.Over = true
		if len(lost) == 1 {
			g.Winner = g.Opponent(lost[0])
		} else {
			g.Draw = true
		}
		return true
	}
	// Control-changing effects (CR 613.1b) take hold before the
	// state-based actions look at who controls what.
	if g.applyControl(perform) {
		if !perform {
			return true
		}
		acted = true
	}
	// CR 704.5n: an Equipment attached to what it can't equip becomes
	// unattached.
	if g.unattachEquipment(perform) {
		if !perform {
			return true
		}
		acted = true
	}
	// CR 704.5s: a Saga past its final chapter is sacrificed.
	if g.sacrificeSagas(perform) {
		if !perform {
			return true
		}
		acted = true
	}
	var dying, graveyard []*Object
	var legends map[string][]*Object
	var legendary []legend
	view := g.steadyChars()
	for _, id := range g.Battlefield {
		o := g.Obj(id)
		c := view.Chars(o)
		if c.HasCardType("Creature") {
			switch {
			case c.Toughness <= 0:
				if !perform {
					return true
				}
				g.logf("%s has toughness %d (CR 704.5f)", g.Name(o.ID), c.Toughness)
				graveyard = append(graveyard, o)
				continue
			case o.Damage >= c.Toughness && o.Damage > 0 && !g.indestructible(o, c):
				if !perform {
					return true
				}
				g.logf("%s has lethal damage (CR 704.5g)", g.Name(o.ID))
				o.DeathtouchDamage = false
				dying = append(dying, o)
				continue
			case o.DeathtouchDamage && !g.indestructible(o, c):
				if !perform {
					return true
				}
				// CR 704.5h: dealt damage by a source with deathtouch since
				// state-based actions were last checked.
				g.logf("%s was dealt damage by a source with deathtouch (CR 704.5h)", g.Name(o.ID))
				o.DeathtouchDamage = false
				dying = append(dying, o)
				continue
			}
		}
		if perform {
			o.DeathtouchDamage = false
		}
		if kind, rule, ok := outOfCounters(o, c); ok {
			if !perform {
				return true
			}
			g.logf("%s has no %s counters (CR %s)", g.Name(o.ID), kind, rule)
			graveyard = append(graveyard, o)
			continue
		}
		if c.Is("Aura") && !g.auraLegal(o, c) {
			if !perform {
				return true
			}
			g.logf("%s is attached to nothing it can enchant (CR 704.5m)", g.Name(o.ID))
			graveyard = append(graveyard, o)
			continue
		}
		if c.Is("Legendary") {
			legendary = append(legendary, legend{o, c.Name})
		}
	}
	// The legend rule groups by controller and name only when two share
	// them: most checks find none.
	if sharedLegend(legendary) {
		legends = map[string][]*Object{}
		for _, l := range legendary {
			key := fmt.Sprintf("%d|%s", l.o.Controller, l.name)
			legends[key] = append(legends[key], l.o)
		}
	}
	for _, key := range sortedKeysObj(legends) {
		l := legends[key]
		if len(l) > 1 {
			if !perform {
				return true
			}
			// CR 704.5j: the controller chooses one to keep.
			var refs []Ref
			for _, o := range l {
				refs = append(refs, ObjRef(o.ID))
			}
			keep := g.ChooseRef(l[0].Controller, "legend rule", "which legendary permanent to keep (CR 704.5j)", refs)
			for _, o := range l {
				if o.ID != keep.Obj {
					graveyard = append(graveyard, o)
				}
			}
		}
	}
	// CR 704.5q: a permanent with both +1/+1 and -1/-1 counters loses N of
	// each, N the smaller number.
	for _, id := range g.Battlefield {
		o := g.Obj(id)
		if n := min(o.Counters.Get("+1/+1"), o.Counters.Get("-1/-1")); n > 0 {
			if !perform {
				return true
			}
			g.logf("%s has both +1/+1 and -1/-1 counters (CR 704.5q)", g.Name(o.ID))
			g.RemoveCounters(o.ID, "+1/+1", n, false)
			g.RemoveCounters(o.ID, "-1/-1", n, false)
			acted = true
		}
	}
	// CR 704.5g destroys: a regeneration shield replaces it (CR 701.15a).
	all := append(g.notRegenerated(dying), graveyard...)
	if len(dying) > 0 {
		acted = true
	}
	if len(all) > 0 {
		g.moveBatch(all, Graveyard)
		acted = true
	}
	// CR 704.5d: tokens not on the battlefield cease to exist; a spell copy
	// off the stack ceases to exist (704.5e). Moving the batch above made
	// new objects: they are looked at too.
	for _, id := range g.ephemeral {
		if o := g.objs[id]; !o.Left && o.Zone != Battlefield && o.Zone != Stack {
			if !perform {
				return true
			}
			g.removeFromZone(o)
			o.Left = true
			g.left++
			o.Zone = ZoneNone
			g.logf("%s ceases to exist", g.Name(o.ID))
			acted = true
		}
	}
	return acted
}

func (g *Game) losers() []PlayerID {
	var out []PlayerID
	for _, p := range g.Players {
		if p.Lost {
			out = append(out, p.ID)
		}
	}
	return out
}

// auraLegal reports whether an Aura is attached to something its enchant
// keyword allows (CR 303.4d).
func (g *Game) auraLegal(o *Object, c *Chars) bool {
	if o.AttachedTo.IsZero() {
		return false
	}
	if o.AttachedTo.IsObj {
		t := g.Obj(o.AttachedTo.Obj)
		if t == nil || t.Left || t.Zone != Battlefield {
			return false
		}
		// CR 702.16c, 303.4d: a permanent with protection from a quality
		// can't be enchanted by an Aura that has it.
		if g.protectedFrom(t, o) {
			return false
		}
	}
	kw, ok := c.KeywordFor(EnchantRestriction)
	if !ok || kw.Arg == nil {
		return true
	}
	g.exerciseKeyword(o, kw.Name)
	// An enchant restriction that reads more than the battlefield ("enchant
	// player") makes the check depend on the players (see charsRead).
	g.read.turn = g.read.turn || !ReadsOnlyBattlefield(kw.Arg)
	x := &Ctx{G: g, Source: o.ID, Controller: o.Controller}
	return x.Filter(kw.Arg).Match(o.AttachedTo)
}

// addEffect adds a continuous effect of a resolved spell or ability. It
// never changes once added (the characteristics cache relies on it, see
// sameEffectsAbout): it only ends (see endEffects).
func (g *Game) addEffect(e *Continuous) {
	e.Timestamp = g.NextTimestamp()
	g.Effects = append(g.Effects, e)
	g.effectsChanged()
	g.logf("effect: %s", e.Text)
}

// outOfCounters says a permanent is a planeswalker with no loyalty
// counters (CR 704.5i) or a battle with no defense counters (CR 704.5v),
// which the state-based actions put into its owner's graveyard, and
// gives the kind of counter and the rule.
func outOfCounters(o *Object, c *Chars) (CounterKind, string, bool) {
	switch {
	case c.Is("Planeswalker") && o.Counters.Get(string(LoyaltyCounter)) <= 0:
		return LoyaltyCounter, "704.5i", true
	case c.Is("Battle") && o.Counters.Get(string(DefenseCounter)) <= 0:
		return DefenseCounter, "704.5v", true
	}
	return "", "", false
}
