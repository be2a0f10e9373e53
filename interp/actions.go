package interp

import (
	"fmt"
)

// The game actions primitives perform. Each logs what it does.

// AddEffect starts a continuous effect.
func (g *Game) AddEffect(e *Continuous) { g.addEffect(e) }

// AddPrevention starts a prevention shield on an object (CR 615): it
// lasts for its duration whatever happens to the reason it was chosen (K2).
func (g *Game) AddPrevention(p *Prevention) {
	g.Preventions = append(g.Preventions, p)
	if p.By {
		g.logf("effect: combat damage that would be dealt to and dealt by %s is prevented %s", g.Name(p.Object), g.durationText(p.Until))
		return
	}
	g.logf("effect: damage that would be dealt to %s is prevented %s", g.Name(p.Object), g.durationText(p.Until))
}

func (g *Game) durationText(d Duration) string {
	if d == UntilEndOfTurn {
		return "this turn"
	}
	if p, ok := d.NextTurnOf(); ok {
		return "until " + g.PlayerName(p) + "'s next turn"
	}
	return "indefinitely"
}

// CreateTokens creates n tokens from a definition under a player's control
// (CR 111.2); the token's copiable values are what the definition states
// (CR 111.3, P1).
func (g *Game) CreateTokens(face *Face, p PlayerID, n int) []*Object {
	var out []*Object
	for i := 0; i < n; i++ {
		out = append(out, g.createToken(face, nil, p, ""))
	}
	return out
}

// WithX is the token face with n for each X of its power and toughness
// (CR 107.3): "Create an X/X green Ooze creature token, where X is …"
// sets X once, as the token is created, and it doesn't change later. A
// face without X is itself.
func (f *Face) WithX(n int) *Face {
	if !f.Power.X && !f.Toughness.X {
		return f
	}
	c := *f
	if c.Power.X {
		c.Power = PTValue{N: n}
	}
	if c.Toughness.X {
		c.Toughness = PTValue{N: n}
	}
	c.chars = nil
	c.chars = charsOfFace(&c)
	return &c
}

// CreateTokenCopy creates a token that's a copy of an object (CR 707.2,
// 111.10): its copiable values, as it last existed if it left the
// battlefield. The token wasn't cast, so no mana was spent to cast it
// (K1); its own "enters with" and "enters as" abilities apply as it
// enters (CR 614.1c). The changes are exceptions to the copy (CR
// 707.9b).
func (g *Game) CreateTokenCopy(of ObjID, p PlayerID, changes ...CopyChange) *Object {
	if g.Obj(of) == nil {
		return nil
	}
	vals := g.CopiableOf(of, changes)
	return g.createToken(nil, vals, p, fmt.Sprintf(" (a copy of %s)", g.Name(of)))
}

// createToken puts a token onto the battlefield through the replacement
// effects on entering (CR 614.1c, 614.12).
func (g *Game) createToken(face *Face, copyOf *Chars, p PlayerID, note string) *Object {
	o := g.newTokenObject(face, copyOf, p)
	o.Sick = true
	o.Zone = Battlefield
	ev := &Event{Kind: EvZoneChange, Would: true, Obj: o.ID, To: Battlefield, Controller: p}
	g.applyReplacements(ev, o, func() *Chars {
		if ev.EnterCopy != nil && ev.EnterCopy.Values != nil {
			return ev.EnterCopy.Values
		}
		return g.Chars(o)
	}, p)
	g.applyEnterEvent(o, ev)
	g.addToZone(o, Battlefield, false)
	for k, c := range ev.EnterCounters {
		if c > 0 {
			g.addCounters(o, string(k), c)
		}
	}
	g.logf("%s creates %s (a token)%s%s", g.PlayerName(p), g.Name(o.ID), note, g.enterText(o, Battlefield))
	g.checkTriggers(&Event{Kind: EvZoneChange, Obj: o.ID, New: o.ID, From: ZoneNone, To: Battlefield}, nil)
	return o
}

// Destroy destroys permanents (CR 701.8): they are put into their owners'
// graveyards at the same time, so their "dies" triggers see each other.
// An indestructible permanent isn't destroyed (CR 702.12b); a regeneration
// shield replaces the destruction (CR 701.15a).
func (g *Game) Destroy(ids []ObjID) {
	var objs []*Object
	for _, id := range ids {
		o := g.Obj(id)
		if o == nil || o.Left || o.Zone != Battlefield {
			continue
		}
		if g.indestructible(o, g.Chars(o)) {
			g.logf("%s isn't destroyed: it is indestructible (CR 702.12b)", g.Name(id))
			continue
		}
		objs = append(objs, o)
	}
	var destroyed []ObjID
	for _, o := range g.notRegenerated(objs) {
		destroyed = append(destroyed, o.ID)
	}
	g.toGraveyards(destroyed, "destroyed")
}

// indestructible reports whether a permanent can't be destroyed
// (CR 702.12b): lethal damage, deathtouch and destroy effects leave it on
// the battlefield.
func (g *Game) indestructible(o *Object, c *Chars) bool {
	kw, ok := c.KeywordFor(NotDestroyed)
	if ok {
		g.exerciseKeyword(o, kw.Name)
	}
	return ok
}

// toGraveyards puts the permanents among ids into their owners' graveyards
// at the same time, logging how (destroyed, sacrificed).
func (g *Game) toGraveyards(ids []ObjID, how string) {
	g.toGraveyardsWith(ids, how, moveOpts{Controller: NoPlayer})
}

// toGraveyardsWith is toGraveyards with the options of each move.
func (g *Game) toGraveyardsWith(ids []ObjID, how string, opt moveOpts) {
	var objs []*Object
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left && o.Zone == Battlefield {
			g.logf("%s is %s", g.Name(id), how)
			objs = append(objs, o)
		}
	}
	g.moveBatchWith(objs, Graveyard, opt)
}

// CounterSpell counters a spell: it goes to its owner's graveyard. by is
// the player who controls the spell or ability that counters it, which
// the turn's history keeps for a creature spell.
func (g *Game) CounterSpell(id ObjID, by PlayerID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Stack {
		g.logf("nothing to counter")
		return
	}
	if g.uncounterable(o) {
		g.logf("%s can't be countered (CR 101.2)", g.Name(id))
		return
	}
	g.logf("%s is countered", g.Name(id))
	if c := o.Controller; g.Chars(o).Is("Creature") && by != c && c >= 0 && int(c) < len(g.history.CreatureSpellCountered) {
		g.history.CreatureSpellCountered[c] = true
	}
	g.move(o, Graveyard, moveOpts{Controller: NoPlayer})
}

// Move moves an object to a zone (see move).
func (g *Game) Move(id ObjID, to Zone, controller PlayerID, transformed bool, attach Ref) *Object {
	o := g.Obj(id)
	if o == nil || o.Left {
		g.logf("%s is no longer there to move", g.Name(id))
		return nil
	}
	return g.move(o, to, moveOpts{Controller: controller, Transformed: transformed, AttachTo: attach})
}

// Transform turns a double-faced permanent over (CR 701.28); it stays the
// same object. A card without a back face doesn't transform.
func (g *Game) Transform(id ObjID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield {
		g.logf("%s is no longer on the battlefield to transform", g.Name(id))
		return
	}
	if o.Card == nil || o.Card.Back == nil || o.IsToken {
		g.logf("%s can't transform: it has no back face (CR 701.28c)", g.Name(id))
		return
	}
	before := g.Name(id)
	o.Back = !o.Back
	g.statusChanged()
	g.logf("%s transforms into %s", before, g.Name(id))
	g.checkTriggers(&Event{Kind: EvTransform, Obj: id}, nil)
}

// LoseLife and GainLife change a player's life total.
func (g *Game) LoseLife(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	g.Players[p].Life -= n
	g.noteLifeLost(p, n)
	g.logf("%s loses %d life (life %d)", g.PlayerName(p), n, g.Players[p].Life)
	g.checkTriggers(&Event{Kind: EvLifeLoss, Player: p, Amount: n}, nil)
}

// GainLife makes a player gain life.
func (g *Game) GainLife(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	if g.gameRule(RuleCantGainLife, p) {
		g.logf("%s can't gain life: an effect says so (CR 119.7)", g.PlayerName(p))
		return
	}
	if g.gainsNoLife(p) {
		g.logf("replacement: %s would gain %d life and gains no life instead (CR 614.1a)", g.PlayerName(p), n)
		return
	}
	g.Players[p].Life += n
	g.logf("%s gains %d life (life %d)", g.PlayerName(p), n, g.Players[p].Life)
	g.checkTriggers(&Event{Kind: EvLifeGain, Player: p, Amount: n}, nil)
}

// AddCounters puts counters on a permanent.
func (g *Game) AddCounters(id ObjID, kind CounterKind, n int) {
	o := g.Obj(id)
	if o == nil || o.Left || n <= 0 {
		return
	}
	g.addCounters(o, string(kind), n)
	g.logf("%s gets %d %s counter%s (now %d)", g.Name(id), n, kind, plural(n), o.Counters.Get(string(kind)))
	g.checkTriggers(&Event{Kind: EvCounters, Obj: id, Counter: kind, Amount: n}, nil)
}

// RemoveCounters removes counters; it fails (as a cost) when there are too
// few.
func (g *Game) RemoveCounters(id ObjID, kind CounterKind, n int, cost bool) {
	o := g.Obj(id)
	if o == nil || o.Left {
		return
	}
	if o.Counters.Get(string(kind)) < n {
		if cost {
			Fail("%s can't pay: it has %d %s counters, needs %d", g.Name(id), o.Counters.Get(string(kind)), kind, n)
		}
		n = o.Counters.Get(string(kind))
	}
	g.addCounters(o, string(kind), -n)
	if o.Counters.Get(string(kind)) == 0 {
		o.Counters.Delete(string(kind))
		g.statusChanged()
	}
	g.logf("%s loses %d %s counter%s", g.Name(id), n, kind, plural(n))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// TapObj and UntapObj tap or untap a permanent as an effect or cost.
func (g *Game) TapObj(id ObjID, why string) {
	if o := g.Obj(id); o != nil && !o.Left {
		g.tap(o, why)
		g.checkTriggers(&Event{Kind: EvTap, Obj: id}, nil)
	}
}

// UntapObj untaps a permanent.
func (g *Game) UntapObj(id ObjID, why string) {
	if o := g.Obj(id); o != nil && !o.Left {
		if g.untap(o, why) {
			g.checkTriggers(&Event{Kind: EvUntap, Obj: id}, nil)
		}
	}
}

// Sacrifice puts permanents their controller controls into their owners'
// graveyards (CR 701.17).
func (g *Game) Sacrifice(ids []ObjID) {
	for _, id := range ids {
		// CR 701.17a: its controller sacrifices it; the turn's history
		// counts it even if a replacement sends it elsewhere.
		if o := g.Obj(id); o != nil && !o.Left && o.Zone == Battlefield && o.Controller >= 0 && int(o.Controller) < len(g.history.Sacrificed) {
			g.history.Sacrificed[o.Controller]++
		}
	}
	g.toGraveyardsWith(ids, "sacrificed", moveOpts{Controller: NoPlayer, Sacrificed: true})
}

// ExileObj exiles an object and returns the exiled object.
func (g *Game) ExileObj(id ObjID) *Object {
	o := g.Obj(id)
	if o == nil || o.Left {
		return nil
	}
	return g.move(o, Exile, moveOpts{Controller: NoPlayer})
}

// CopiableOf returns the copiable values of an object (CR 707.2), as it
// last existed if it left (C2, C5), with the exceptions applied
// (CR 707.9b); an {X} in the mana cost stays {X} and counts as 0 (C1).
func (g *Game) CopiableOf(id ObjID, changes CopyChanges) *Chars {
	o := g.Obj(id)
	if o == nil {
		return nil
	}
	c := g.Copiable(o)
	for _, ch := range changes {
		if ch.Apply != nil {
			ch.Apply(c)
		}
	}
	return c
}

// BecomeCopy makes a permanent a copy of copiable values (a layer-1 copy
// effect with a new timestamp; the latest copy effect wins, P3).
func (g *Game) BecomeCopy(id ObjID, values *Chars, from ObjID, changes ...CopyChange) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield || values == nil {
		g.logf("%s is no longer on the battlefield to become a copy", g.Name(id))
		return
	}
	before := g.Name(id)
	o.Copies = append(o.Copies, CopyEffect{Values: values, Timestamp: g.NextTimestamp(), Source: from})
	g.battlefieldChanged()
	g.logf("%s becomes a copy of %s%s (layer 1)", before, g.copySourceText(from, values), CopyChanges(changes).Text())
}

// copySourceText names what a copy effect copies: the object, noting when
// it is last-known information, and the name it copies when that differs.
func (g *Game) copySourceText(from ObjID, values *Chars) string {
	o := g.Obj(from)
	if o == nil {
		return values.Name
	}
	s := g.Name(from)
	if o.Left {
		s += " as it last existed"
	}
	if g.Chars(o).Name != values.Name {
		s += " (" + values.Name + ")"
	}
	return s
}

// CopySpell puts a copy of a spell on the stack (CR 707.10): the copy was
// not cast and no mana was spent on it; it has the spell's X, modes and
// targets.
func (g *Game) CopySpell(id ObjID, controller PlayerID, changes CopyChanges) *Object {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Stack {
		g.logf("the spell is no longer on the stack to copy")
		return nil
	}
	vals := g.CopiableOf(id, changes)
	c := &Object{ID: g.nextID, Card: o.Card, TokenCopy: vals, IsCopy: true, Owner: controller, Controller: controller,
		Timestamp: g.NextTimestamp(), Zone: Stack, X: o.X, Modes: append([]int(nil), o.Modes...),
		Slots: append([]Value(nil), o.Slots...), SpellDef: o.SpellDef, AttachedTo: o.AttachedTo}
	g.nextID++
	g.addObj(c)
	g.Stack = append(g.Stack, &StackItem{Spell: c.ID, Source: c.ID, Controller: controller})
	g.logf("%s puts a copy of %s on the stack as %s (not cast)%s", g.PlayerName(controller), g.Name(id), g.Name(c.ID), changes.Text())
	// CR 707.10: the copy's controller copied a spell ("whenever you cast
	// or copy", magecraft, CR 207.2c).
	g.checkTriggers(&Event{Kind: EvCopy, Obj: c.ID, Player: controller}, nil)
	return c
}

// Scry looks at the top n cards and puts any on the bottom (CR 701.22).
func (g *Game) Scry(p PlayerID, n int) {
	pl := g.Players[p]
	if n > len(pl.Library) {
		n = len(pl.Library)
	}
	top := append([]ObjID(nil), pl.Library[:n]...)
	var keep, bottom []ObjID
	for _, id := range top {
		if g.YesNo(p, "scry", fmt.Sprintf("put %s on the bottom of the library", g.Name(id))) {
			bottom = append(bottom, id)
		} else {
			keep = append(keep, id)
		}
	}
	pl.Library = append(append(keep, pl.Library[n:]...), bottom...)
	g.logf("%s scries %d: %d on top, %d on the bottom", pl.Name, n, len(keep), len(bottom))
}

// PaidCost pays a cost value during resolution: mana (restricted mana
// can't pay it, H3) or an action cost such as sacrificing. It reports
// whether the cost was paid.
func (g *Game) PaidCost(x *Ctx, p PlayerID, cost *Node) bool {
	if cost.Op == OpMana {
		return g.PayDuringResolution(p, cost.Mana)
	}
	err := g.atomically(func() {
		px := *x
		px.Controller = p
		px.Paying = true
		px.Eval(cost)
	})
	if err != nil {
		g.logf("%s can't pay: %s", g.PlayerName(p), err)
		return false
	}
	return true
}

// PlayLand plays a land from hand (CR 305.1): a special action, once a
// turn, in a main phase of the player's own turn with an empty stack.
func (g *Game) PlayLand(p PlayerID, id ObjID) error {
	return g.PlayLandFace(p, id, CastCard)
}

// PlayLandFace plays a land as a face of the card: CastSecondFace plays a
// modal double-faced card's back face (CR 712.12). Only the face played
// decides whether it is a land (CR 712.8a–b), and it is the turn's land
// play either way (CR 305.2).
func (g *Game) PlayLandFace(p PlayerID, id ObjID, face CastFace) (err error) {
	defer func() {
		if x := recover(); x != nil {
			re, ok := x.(*RuntimeError)
			if !ok {
				panic(x)
			}
			err = re
		}
	}()
	o := g.Obj(id)
	if o == nil || o.Left || (o.Zone != Hand || o.Owner != p) && !g.MayPlay(o, p) {
		return errorf("%s can't play that: it is not in their hand", g.PlayerName(p))
	}
	c := g.Chars(o)
	if face != CastCard {
		if d := o.Card; d == nil || d.Layout != LayoutModal || face != CastSecondFace {
			return errorf("%s has no back face to play: only a modal double-faced card's is played (CR 712.12)", g.Name(id))
		}
		c = charsOfFace(o.Card.Half)
	}
	if !c.Is("Land") {
		if face == CastSecondFace {
			return errorf("%s's back face %s is not a land: cast it instead", g.Name(id), c.Name)
		}
		return errorf("%s is not a land", g.Name(id))
	}
	if g.Active != p || (g.Step != StepMain1 && g.Step != StepMain2) || len(g.Stack) > 0 {
		return errorf("a land can be played only in a main phase of its controller's turn with an empty stack (CR 305.1)")
	}
	pl := g.Players[p]
	if pl.landTurn != g.Turn {
		pl.landsPlayed = 0
	}
	if n := g.landsAllowed(p); pl.landTurn == g.Turn && pl.landsPlayed >= n {
		if n > 1 {
			return errorf("%s has already played %d lands this turn (CR 305.2)", g.PlayerName(p), n)
		}
		return errorf("%s has already played a land this turn (CR 305.2)", g.PlayerName(p))
	}
	g.GivePriority(p)
	pl.landTurn = g.Turn
	pl.landsPlayed++
	if face == CastSecondFace {
		g.logf("%s plays %s as its back face %s (CR 712.12)", g.PlayerName(p), g.Name(id), c.Name)
	} else {
		g.logJoin(g.PlayerName(p), " plays ", g.Name(id))
	}
	g.move(o, Battlefield, moveOpts{Controller: p, Face: face})
	g.actionTaken(p)
	return nil
}
