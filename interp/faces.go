package interp

import (
	"slices"

	"cardc/ast"
)

// Layout says how a card's faces are arranged, and so how each is played.
type Layout int

// The layouts.
const (
	// LayoutNormal: one face.
	LayoutNormal Layout = iota
	// LayoutTransform: a transforming double-faced card (CR 712): the back
	// face is turned up, never cast.
	LayoutTransform
	// LayoutSplit: two halves, either cast on its own (CR 709.3), both
	// together with fuse (CR 702.102); in every zone but the stack the
	// card has both halves' characteristics combined (CR 709.4).
	LayoutSplit
	// LayoutAdventure: a permanent card with an Adventure, an instant or
	// sorcery it may be cast as (CR 715.3); resolved, the card is exiled
	// and the permanent may be cast from exile (CR 715.3d, 715.4).
	LayoutAdventure
	// LayoutPrepare: a creature card with a spell face that is never cast
	// from a zone: while the permanent is prepared, its controller may
	// cast a copy of the spell, which unprepares it.
	LayoutPrepare
	// LayoutModal: a modal double-faced card (CR 712.2–712.4): either face
	// may be cast, or played as a land if it is one (CR 712.12); the face
	// it was cast or played as stays up on the battlefield, and it never
	// transforms (CR 701.28c). In every other zone it has only its front
	// face's characteristics (CR 712.8a).
	LayoutModal
)

// CastFace says which face of a card a player casts.
type CastFace int

// The faces a card may be cast as.
const (
	// CastCard: the card as it is (its front face; a whole split card
	// can't be cast this way).
	CastCard CastFace = iota
	// CastFirstHalf: a split card's first half (CR 709.3).
	CastFirstHalf
	// CastSecondFace: a split card's second half (CR 709.3), an
	// adventurer card as its Adventure (CR 715.3), a prepare card's spell
	// (a copy of it), or a modal double-faced card's back face (CR 712.12).
	CastSecondFace
	// CastFused: both halves of a split card with fuse, from its owner's
	// hand (CR 702.102a).
	CastFused
)

var castFaceWords = [...]string{"the card", "its first half", "its second face", "both halves fused"}

func (f CastFace) String() string { return castFaceWords[f] }

// Faces are the card's compiled faces: front, back, then the half cast
// instead of the front.
func (d *CardDef) Faces() []*Face {
	out := []*Face{d.Front}
	for _, f := range []*Face{d.Back, d.Half} {
		if f != nil {
			out = append(out, f)
		}
	}
	return out
}

// castFaces compiles a card's second face when it is cast rather than
// turned up: a split card's second half, an Adventure, a prepare spell;
// and for a split card whose halves are both spells, the spell of both
// halves fused: the first half's instructions, then the second's
// (CR 702.102d), with one set of targets (CR 702.102c).
func (c *compiler) castFaces(def *CardDef, card *ast.Card) {
	sub := card.SecondFace()
	if sub == nil {
		return
	}
	switch sub.Kind {
	case ast.BackFace:
		def.Layout = LayoutTransform
		return
	case ast.SplitFace:
		def.Layout = LayoutSplit
	case ast.AdventureFace:
		def.Layout = LayoutAdventure
	case ast.PrepareFace:
		def.Layout = LayoutPrepare
	case ast.ModalFace:
		def.Layout = LayoutModal
	}
	def.Half = &Face{}
	c.fillFace(def.Half, sub)
	if def.Layout == LayoutSplit && def.Front.Spell != nil && def.Half.Spell != nil {
		both := append(spellClauses(card.Face), spellClauses(sub)...)
		def.Fused = c.clauses(SpellAbility, both, spanOf(both), nil)
	}
}

func spellClauses(f *ast.Face) []ast.Clause {
	var out []ast.Clause
	for _, it := range f.Items {
		if cl, ok := it.(ast.Clause); ok {
			out = append(out, cl)
		}
	}
	return out
}

// castFaceNote says, for the log, how a spell was cast when that isn't as
// the card it is.
func castFaceNote(spell *Object) string {
	switch d := spell.Card; {
	case spell.Face == CastFused:
		return " with both halves fused (CR 702.102a)"
	case d == nil || spell.Face != CastSecondFace:
	case d.Layout == LayoutAdventure:
		return " as an Adventure (CR 715.3)"
	case d.Layout == LayoutModal:
		return " as its back face (CR 712.12)"
	case spell.IsCopy:
		return " (a copy)"
	}
	return ""
}

// printedFace returns the printed characteristics of a card whose layout
// gives it more than its front face, and whether it has such: a split
// card's combined halves outside the stack and as a fused spell
// (CR 709.4, 702.102c), the half or Adventure it was cast as on the stack
// (CR 709.3b, 715.3b), the back face of a modal double-faced card cast or
// played as it, on the stack and on the battlefield (CR 712.8d–e: its own
// mana cost and mana value too).
func (g *Game) printedFace(o *Object) (*Chars, bool) {
	d := o.Card
	if d == nil || d.Half == nil || o.TokenFace != nil || o.TokenCopy != nil {
		return nil, false
	}
	switch f := o.Face; {
	case f == CastSecondFace:
		return charsOfFace(d.Half), true
	case d.Layout == LayoutSplit && f != CastFirstHalf:
		return combinedChars(d.Front, d.Half), true
	}
	return nil, false
}

// combinedChars are the characteristics of a split card's two halves
// combined (CR 709.4): both names, the mana costs' symbols together (so
// its mana value is their total, CR 709.4c), the union of its types and
// the abilities and text of both.
func combinedChars(a, b *Face) *Chars {
	c := charsOfFace(a)
	h := charsOfFace(b)
	c.Name = a.Name + " // " + b.Name
	c.ManaCost = ManaCost{Symbols: append(slices.Clip(c.ManaCost.Symbols), h.ManaCost.Symbols...)}
	c.HasCost = c.HasCost || h.HasCost
	union := func(x, y []string) []string {
		out := slices.Clip(x)
		for _, s := range y {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
		return out
	}
	c.Supertypes, c.Types, c.Subtypes = union(c.Supertypes, h.Supertypes), union(c.Types, h.Types), union(c.Subtypes, h.Subtypes)
	c.Keywords = append(slices.Clip(c.Keywords), h.Keywords...)
	c.Abilities = append(slices.Clip(c.Abilities), h.Abilities...)
	c.Text = append(slices.Clip(c.Text), h.Text...)
	return c
}

// faceName is the name of a card whose layout gives it more than its
// front face: as printedFace says.
func (g *Game) faceName(o *Object) (string, bool) {
	d := o.Card
	if d == nil || d.Half == nil || o.TokenFace != nil || o.TokenCopy != nil {
		return "", false
	}
	switch f := o.Face; {
	case f == CastSecondFace:
		return d.Half.Name, true
	case d.Layout == LayoutSplit && f != CastFirstHalf:
		return d.Front.Name + " // " + d.Half.Name, true
	}
	return "", false
}

// castFaceError checks the face a player announces casting a card as
// (CR 601.2a–b), changing nothing.
func (g *Game) castFaceError(o *Object, face CastFace) *RuntimeError {
	d := o.Card
	name := g.Name(o.ID)
	switch face {
	case CastCard:
		if d != nil && d.Layout == LayoutSplit {
			// CR 709.3: a player chooses which half of a split card to cast.
			return runtimeErrorf("%s is a split card: cast one half (%s or %s)%s (CR 709.3)", name, d.Front.Name, d.Half.Name, fuseWords(g, o))
		}
	case CastFirstHalf:
		if d == nil || d.Layout != LayoutSplit {
			return runtimeErrorf("%s is not a split card: it has no halves (CR 709.1)", name)
		}
	case CastSecondFace:
		switch {
		case d == nil || d.Half == nil:
			return runtimeErrorf("%s has no second face to cast", name)
		case d.Layout == LayoutPrepare:
			return runtimeErrorf("%s's spell %s is cast only as a copy, from the prepared permanent", name, d.Half.Name)
		case d.Layout == LayoutAdventure && o.Zone != Hand:
			// CR 715.3: a card is cast as an Adventure from where it could
			// be cast; one exiled on an adventure may be cast only as the
			// permanent (CR 715.4).
			return runtimeErrorf("%s can be cast as its Adventure %s only from its owner's hand here (CR 715.3, 715.4)", name, d.Half.Name)
		}
	case CastFused:
		switch {
		case d == nil || d.Layout != LayoutSplit || d.Fused == nil:
			return runtimeErrorf("%s is not a split card whose halves can be fused (CR 702.102a)", name)
		case !g.Chars(o).Has(CastBothHalves):
			return runtimeErrorf("%s has no fuse: cast one half (CR 702.102a)", name)
		case o.Zone != Hand:
			// CR 702.102a: fuse applies only while the card is in a
			// player's hand.
			return runtimeErrorf("%s can be cast fused only from its owner's hand (CR 702.102a); from the %s cast one half", name, o.Zone)
		}
	}
	return nil
}

func fuseWords(g *Game, o *Object) string {
	if o.Card.Fused != nil && g.Chars(o).Has(CastBothHalves) {
		return ", or both fused"
	}
	return ""
}

// castTimingChars are the characteristics that decide when the face can be
// cast (CR 307.1, 709.3a): the half's or the Adventure's, and for a fused
// split spell those of its halves, sorcery timing if either half is a
// sorcery.
func (g *Game) castTimingChars(o *Object, face CastFace) *Chars {
	d := o.Card
	switch {
	case d == nil || d.Half == nil:
	case face == CastFirstHalf:
		return charsOfFace(d.Front)
	case face == CastSecondFace:
		return charsOfFace(d.Half)
	case face == CastFused:
		a, b := charsOfFace(d.Front), charsOfFace(d.Half)
		if !a.Is("Instant") || a.Has(CastAnyTime) {
			return a
		}
		return b
	}
	return g.Chars(o)
}

// faceSpell is the spell ability of the face an object on the stack was
// cast as: the fused halves' spell for a fused split spell (CR 702.102d).
func (g *Game) faceSpell(o *Object) (*AbilityDef, bool) {
	d := o.Card
	if d == nil || d.Half == nil || o.TokenFace != nil {
		return nil, false
	}
	switch o.Face {
	case CastFirstHalf:
		return d.Front.Spell, true
	case CastSecondFace:
		return d.Half.Spell, true
	case CastFused:
		return d.Fused, true
	}
	return nil, false
}

// exerciseFused reports both halves' spell abilities as exercised by a
// fused split spell.
func (g *Game) exerciseFused(o *Object) {
	if o.Face == CastFused && o.Card != nil && o.Card.Half != nil {
		g.exercise(o.Card.Front.Spell)
		g.exercise(o.Card.Half.Spell)
		if kw, ok := charsOfFace(o.Card.Front).KeywordFor(CastBothHalves); ok && g.Observer != nil {
			g.Observer.Keyword(o.Card.Front.Name, kw.Name)
			g.Observer.Keyword(o.Card.Half.Name, kw.Name)
		}
	}
}

// resolvedSpellZone is where an instant or sorcery goes as it finishes
// resolving: an Adventure spell is exiled instead of going to the
// graveyard, and its owner may cast the permanent from exile later
// (CR 715.3d, 715.4); a countered one goes to the graveyard as usual.
func (g *Game) finishResolving(spell *Object) {
	if spell.Face == CastSecondFace && spell.Card != nil && spell.Card.Layout == LayoutAdventure && !spell.IsCopy {
		g.logf("%s goes on an adventure: exiled instead of put into the graveyard (CR 715.3d)", g.Name(spell.ID))
		n := g.move(spell, Exile, moveOpts{Controller: NoPlayer})
		if n.Zone == Exile {
			n.Adventuring = true
			g.logf("%s may cast %s from exile (CR 715.4)", g.PlayerName(spell.Controller), g.Name(n.ID))
		}
		return
	}
	g.move(spell, Graveyard, moveOpts{Controller: NoPlayer})
}

// Prepare gives a permanent the prepared designation: while it's prepared,
// its controller may cast a copy of its prepare spell, which unprepares it
// (see CastPrepared). The designation stays until it is cast or the
// permanent leaves the battlefield (a new object, CR 400.7); preparing a
// prepared permanent changes nothing.
func (g *Game) Prepare(id ObjID) {
	o := g.undesignated(id, func(o *Object) bool { return o.Prepared }, "prepared", "it stays prepared")
	if o == nil {
		return
	}
	o.Prepared = true
	g.statusChanged()
	g.logf("%s becomes prepared", g.Name(id))
}

// CastPrepared casts a copy of the prepare spell of a prepared permanent
// the player controls, unpreparing it (CR 707.12: the copy is made, then
// cast, its mana cost paid as any spell's). On any illegality the game is
// as it was.
func (g *Game) CastPrepared(p PlayerID, id ObjID, opt PlayOpts) error {
	o := g.Obj(id)
	switch {
	case o == nil || o.Left || o.Zone != Battlefield:
		return runtimeErrorf("there is no such permanent to cast a prepared spell from")
	case o.Card == nil || o.Card.Layout != LayoutPrepare || o.IsToken && o.Card.Half == nil:
		return runtimeErrorf("%s has no prepare spell", g.Name(id))
	case o.Controller != p:
		return runtimeErrorf("%s doesn't control %s", g.PlayerName(p), g.Name(id))
	case !o.Prepared:
		return runtimeErrorf("%s isn't prepared: its spell %s can't be cast", g.Name(id), o.Card.Half.Name)
	}
	if !g.castTimingOK(p, charsOfFace(o.Card.Half)) {
		return runtimeErrorf("%s can be cast only in a main phase of its controller's turn with an empty stack", o.Card.Half.Name)
	}
	if err := g.splitSecondError(); err != nil {
		return err
	}
	return g.atomically(func() {
		o.Prepared = false
		g.statusChanged()
		c := &Object{ID: g.nextID, Card: o.Card, Face: CastSecondFace, IsCopy: true, Owner: p, Controller: p,
			Timestamp: g.NextTimestamp(), Zone: ZoneNone}
		g.nextID++
		g.addObj(c)
		g.logf("%s unprepares %s and casts a copy of its spell %s", g.PlayerName(p), g.Name(id), o.Card.Half.Name)
		opt.Face = CastSecondFace
		g.castFrom(p, c, opt)
	})
}

// faceFlags are the state text's words for an object's layout-given
// status.
func faceFlags(o *Object) []string {
	var out []string
	if s := faceDownState(o); s != "" {
		out = append(out, s)
	}
	if o.Prepared {
		out = append(out, "prepared")
	}
	if o.Adventuring && o.Zone == Exile {
		out = append(out, "on an adventure")
	}
	return out
}

// enteringFace is the face a card entering the battlefield has up: a modal
// double-faced card keeps the face it was cast as, or the land face it was
// played as (CR 712.12); put onto the battlefield otherwise, its front face
// is up (CR 712.14 is for transforming cards only).
func enteringFace(o *Object, opt moveOpts) CastFace {
	if o.Card == nil || o.Card.Layout != LayoutModal {
		return CastCard
	}
	if s := opt.FromSpell; s != nil && s.Face == CastSecondFace || opt.Face == CastSecondFace {
		return CastSecondFace
	}
	return CastCard
}
