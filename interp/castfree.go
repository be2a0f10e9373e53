package interp

import (
	"fmt"
	"slices"
)

// Casting a card while a spell or ability resolves, as its instruction
// says ("cast it without paying its mana cost", discover, CR 701.57),
// and the permission an effect gives to play exiled cards later ("You
// may play them this turn").

// CanCastNow reports whether p could cast the card as an instruction of
// a resolving spell or ability says, changing nothing: it is a nonland
// card (a land is played, never cast, CR 305.9), its casting
// restrictions hold (CR 601.3), no split second forbids it (CR 702.61a),
// and each required target of its spell
// ability, or of some mode, has a legal choice (CR 601.2c). Timing
// doesn't matter: an instruction to cast it is followed while the
// instruction resolves (CR 117.1, 608.2g).
func (g *Game) CanCastNow(p PlayerID, card ObjID) bool {
	o := g.Obj(card)
	if o == nil || o.Left {
		return false
	}
	c := g.Chars(o)
	if c.Is("Land") {
		return false
	}
	if g.castRestrictionError(o, c, p) != nil || g.splitSecondError() != nil {
		// Split second forbids casting spells, during a resolution too
		// (CR 702.61a).
		return false
	}
	def := g.spellAbility(o)
	if def == nil {
		return g.auraHasTarget(o, c, p)
	}
	x := &Ctx{G: g, Source: o.ID, Controller: p, Ability: def, Slots: make([]Value, def.Slots)}
	if !g.modeHasTargets(x, def) {
		return false
	}
	if len(def.Modes) > 0 {
		n := 0
		for _, m := range def.Modes {
			if g.modeHasTargets(x, m) {
				n++
			}
		}
		return n >= max(def.MinModes, 1)
	}
	return true
}

// auraHasTarget reports whether an Aura card would have something to
// enchant as a spell (CR 303.4a); any other permanent card needs none.
func (g *Game) auraHasTarget(o *Object, c *Chars, p PlayerID) bool {
	aura, ok := c.KeywordFor(EnchantRestriction)
	if !ok || !c.Is("Aura") {
		return true
	}
	x := &Ctx{G: g, Source: o.ID, Controller: p}
	return len(g.legalTargets(x, x.Filter(aura.Arg))) > 0
}

// CastWithoutPaying has p cast the card as the instruction of a
// resolving spell or ability says, without paying its mana cost (an
// alternative cost of nothing, CR 118.9; X is 0, CR 107.3b): it moves to
// the stack from wherever it is (CR 601.2a), timing permissions and
// restrictions ignored (CR 117.1, 608.2g); its modes and targets are
// chosen through the one choice mechanism (CR 601.2b–c), its additional
// costs paid (CR 601.2h), and it becomes cast (CR 601.2i), on top of the
// stack above what is resolving. It reports whether the card was cast;
// a card that can't be (CanCastNow) stays where it is.
func (g *Game) CastWithoutPaying(p PlayerID, card ObjID) (*Object, bool) {
	if !g.CanCastNow(p, card) {
		g.logf("%s can't be cast now (CR 601.2c, 601.3)", g.Name(card))
		return nil, false
	}
	return g.castNow(p, card, nil), true
}

// castNow casts a card as a resolving instruction says (see
// CastWithoutPaying): without paying its mana cost, or, given the
// keyword of an alternative cost (madness, CR 702.35a), paying its total
// cost with that cost in place of the mana cost (CR 601.2f-h). CanCastNow
// holds; a cost that can't be paid raises a rules error.
func (g *Game) castNow(p PlayerID, card ObjID, alt *Keyword) *Object {
	o := g.Obj(card)
	c := g.Chars(o)
	def := g.spellAbility(o)
	spell := g.moveToStack(o, p)
	if alt == nil {
		spell.CastFree = true
		g.logf("%s casts %s without paying its mana cost (CR 118.9)", g.PlayerName(p), g.Name(spell.ID))
	} else {
		spell.Madness = true
		g.logf("%s casts %s for its %s cost (CR 118.9)", g.PlayerName(p), g.Name(spell.ID), alt.Name)
	}
	g.Log.indent++
	defer func() { g.Log.indent-- }()
	x := &Ctx{G: g, Source: spell.ID, Controller: p, Ability: def}
	if def != nil {
		x.Slots = make([]Value, def.Slots)
		if len(def.Modes) > 0 {
			spell.Modes = g.chooseTriggerModes(x, def)
		}
		x.UseTargetX(def, spell.Modes)
		if missing := g.pickTargets(x, def, allTargets(def, spell.Modes), g.Name(spell.ID)); missing != "" {
			// CanCastNow found a legal choice for each; nothing changed since.
			Fail("%s has no legal target for %s", g.Name(spell.ID), missing)
		}
		spell.Slots = x.Slots
		for _, t := range allTargets(def, spell.Modes) {
			if t.Slot >= 0 {
				for _, r := range slotRefs(x.Slots[t.Slot]) {
					g.logf("target: %s", g.RefName(r))
				}
			}
		}
	}
	if aura, ok := c.KeywordFor(EnchantRestriction); ok && c.Is("Aura") {
		// CR 303.4a: an Aura spell targets what it will enchant.
		fv := x.Filter(aura.Arg)
		spell.AttachedTo = g.ChooseRef(p, "target", fmt.Sprintf("a target (%s) for %s to enchant", fv.Text(), g.Name(spell.ID)), g.legalTargets(x, fv))
		g.logf("target: %s (to enchant)", g.RefName(spell.AttachedTo))
	}
	spell.SpellDef = def
	if alt != nil {
		g.payNow(spell, p)
	}
	g.payAdditionalCosts(spell, c, p, PlayOpts{})
	spell.WasCast = true
	g.becameTargets(x, &AbilityDef{Targets: allTargets(def, spell.Modes)})
	g.checkTriggers(&Event{Kind: EvCast, Obj: spell.ID, Player: p}, nil)
	return spell
}

// payNow pays the total cost of a spell cast while something resolves
// (CR 601.2f-h): the mana abilities the scenario or player names are
// activated first (CR 605.3a).
func (g *Game) payNow(spell *Object, p PlayerID) {
	total := g.TotalCost(spell, p)
	g.logJoin("total cost: ", total.String())
	if len(g.ResolutionPay) > 0 {
		srcs := g.ResolutionPay
		g.ResolutionPay = nil
		g.activateForPayment(p, srcs)
	} else if g.ResolutionPayer != nil {
		g.ResolutionPayer.Pay(g, p, total, spell.ID)
	}
	spell.ManaSpent = g.payMana(p, total, spell)
}

// MayCastWithoutPaying asks p whether to cast the card without paying
// its mana cost, as an instruction that lets them does, and casts it if
// they do. It reports whether it was cast; a card that can't be cast
// isn't asked about. label names the choice.
func (g *Game) MayCastWithoutPaying(p PlayerID, card ObjID, label string) bool {
	if !g.CanCastNow(p, card) {
		g.logf("%s can't be cast now (CR 601.2c, 601.3)", g.Name(card))
		return false
	}
	if !g.YesNo(p, label, fmt.Sprintf("cast %s without paying its mana cost", g.Name(card))) {
		return false
	}
	_, ok := g.CastWithoutPaying(p, card)
	return ok
}

// ExileUntil exiles cards from the top of p's library one at a time
// until it exiles one that match accepts, or the library is empty (CR
// 701.57a for discover; "exile cards from the top of your library until
// you exile a nonland card"). It returns that card (0 if none) and every
// card exiled, in order, the found one last.
func (g *Game) ExileUntil(p PlayerID, match func(*Object) bool) (ObjID, []ObjID) {
	pl := g.Players[p]
	var all []ObjID
	for len(pl.Library) > 0 {
		n := g.ExileObj(pl.Library[0])
		if n == nil {
			break
		}
		all = append(all, n.ID)
		if match(n) {
			g.logf("%s exiles %s from the top of their library", pl.Name, g.names(all))
			return n.ID, all
		}
	}
	if len(all) == 0 {
		g.logf("%s has no cards in their library to exile", pl.Name)
	} else {
		g.logf("%s exiles %s from the top of their library and finds no such card", pl.Name, g.names(all))
	}
	return 0, all
}

// RevealUntil has p reveal cards from the top of their library until
// they reveal one that match accepts, or every card (CR 701.20a); the
// cards stay in the library. It returns that card (0 if none) and the
// others revealed, in order.
func (g *Game) RevealUntil(p PlayerID, match func(*Object) bool) (ObjID, []ObjID) {
	pl := g.Players[p]
	var rest []ObjID
	for _, id := range pl.Library {
		if match(g.Obj(id)) {
			g.Reveal(p, append(append([]ObjID(nil), rest...), id))
			return id, rest
		}
		rest = append(rest, id)
	}
	g.Reveal(p, rest)
	if len(rest) == 0 {
		g.logf("%s has no cards in their library to reveal", pl.Name)
	}
	return 0, rest
}

// BottomInRandomOrder puts cards on the bottom of their owners'
// libraries in a random order, the game's seeded generator choosing it
// (CR 701.57a: "the rest on the bottom in a random order"); each becomes
// a new object (CR 400.7), and a card already in the library just moves
// to the bottom.
func (g *Game) BottomInRandomOrder(ids []ObjID) {
	var live []ObjID
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left {
			live = append(live, id)
		}
	}
	if len(live) == 0 {
		return
	}
	g.rng.Shuffle(len(live), func(i, j int) { live[i], live[j] = live[j], live[i] })
	g.logf("on the bottom of their owner's library in a random order: %s", g.names(live))
	for _, id := range live {
		o := g.Obj(id)
		if o.Zone == Library {
			pl := g.Players[o.Owner]
			for i, c := range pl.Library {
				if c == id {
					pl.Library = append(pl.Library[:i:i], pl.Library[i+1:]...)
					break
				}
			}
			pl.Library = append(pl.Library, id)
			continue
		}
		g.move(o, Library, moveOpts{Controller: NoPlayer, Quiet: true})
	}
}

// Discover has p discover n (CR 701.57a): exile cards from the top of
// their library until they exile a nonland card with mana value n or
// less; they may cast it without paying its mana cost, and if they
// don't, they put it into their hand; then the other exiled cards go on
// the bottom of the library in a random order. With no such card, every
// exiled card goes on the bottom. label names the choice to cast.
func (g *Game) Discover(p PlayerID, n int, label string) {
	g.logf("%s discovers %d (CR 701.57a)", g.PlayerName(p), n)
	found, all := g.ExileUntil(p, func(o *Object) bool {
		return !g.Chars(o).Is("Land") && g.ManaValue(o) <= n
	})
	g.castOrHand(p, found, label)
	g.BottomInRandomOrder(without(all, found))
}

// castOrHand lets p cast the card without paying its mana cost, and
// puts it into their hand if they don't (CR 701.57a); 0 is no card.
func (g *Game) castOrHand(p PlayerID, card ObjID, label string) {
	if card == 0 {
		return
	}
	if g.MayCastWithoutPaying(p, card, label) {
		return
	}
	if o := g.Obj(card); o != nil && !o.Left {
		g.logf("%s puts %s into their hand", g.PlayerName(p), g.Name(card))
		g.move(o, Hand, moveOpts{Controller: NoPlayer, Quiet: true})
	}
}

// ExileUntilMayCast exiles cards from the top of p's library until a
// card that match accepts; p may cast it without paying its mana cost
// if allowed says so of it, and puts it into their hand if they don't
// cast it this way. The other exiled cards stay in exile.
func (g *Game) ExileUntilMayCast(p PlayerID, match func(*Object) bool, allowed func(ObjID) bool, label string) {
	found, _ := g.ExileUntil(p, match)
	if found == 0 {
		return
	}
	if !allowed(found) {
		g.logf("%s can't be cast this way: the condition is false", g.Name(found))
		if o := g.Obj(found); o != nil && !o.Left {
			g.logf("%s puts %s into their hand", g.PlayerName(p), g.Name(found))
			g.move(o, Hand, moveOpts{Controller: NoPlayer, Quiet: true})
		}
		return
	}
	g.castOrHand(p, found, label)
}

// without is ids without one of them.
func without(ids []ObjID, id ObjID) []ObjID {
	var out []ObjID
	for _, c := range ids {
		if c != id {
			out = append(out, c)
		}
	}
	return out
}

// PermitPlay lets p play the cards this turn from where they are (CR
// 601.2a, 305.1: "You may play them this turn"): cast a spell or play a
// land, following the usual timing and paying the usual costs. The
// permission ends as the turn does, and with the card leaving its zone
// (CR 400.7).
func (g *Game) PermitPlay(p PlayerID, ids []ObjID) {
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left {
			n := o.editNotes()
			n.PlayTurn, n.PlayBy = g.Turn, p
		}
	}
	if len(ids) > 0 {
		g.logf("%s may play %s this turn", g.PlayerName(p), g.names(ids))
	}
}

// MayPlay reports whether an effect lets p play the card from where it
// is now (PermitPlay): only this turn.
func (g *Game) MayPlay(o *Object, p PlayerID) bool {
	if o == nil || o.Left {
		return false
	}
	n := o.note()
	return n.PlayTurn != 0 && n.PlayTurn == g.Turn && n.PlayBy == p
}

// LookMayPut has p look at the top n cards of their library (fewer if it
// holds fewer, CR 401.4), put up to one of those matching the filter onto
// the battlefield (CR 110.2a), then the rest on the bottom of their
// library in an order they choose. label names the choice.
func (g *Game) LookMayPut(p PlayerID, n int, fv *FilterVal, label string) {
	pl := g.Players[p]
	top := g.topCards(p, n, "looks at no cards")
	if top == nil {
		return
	}
	g.logf("%s looks at the top %d cards of their library", pl.Name, len(top))
	var cands []ObjID
	for _, id := range top {
		if fv.matchAnyZone(ObjRef(id)) {
			cands = append(cands, id)
		}
	}
	put := g.ChooseUpTo(p, cands, 1, label, "a card to put onto the battlefield")
	if len(put) == 0 {
		g.logf("%s puts no card onto the battlefield", pl.Name)
	}
	rest := top
	if len(put) > 0 {
		rest = without(top, put[0])
		g.PutFound(put, Battlefield, false)
	}
	rest = g.orderCards(p, "the cards on the bottom (the first on top of the others)", rest)
	pl.Library = append(withoutAll(pl.Library, rest), rest...)
	if len(rest) > 0 {
		g.logf("%s puts %s on the bottom of their library", pl.Name, g.names(rest))
	}
}

// withoutAll is ids without any of drop.
func withoutAll(ids, drop []ObjID) []ObjID {
	var out []ObjID
	for _, c := range ids {
		if !slices.Contains(drop, c) {
			out = append(out, c)
		}
	}
	return out
}
