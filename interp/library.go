package interp

import (
	"fmt"
	"strings"
)

// The game actions on players' libraries and hands: discarding, milling,
// surveilling, and the order in which several players act.

// APNAP lists players in APNAP order (CR 101.4): the active player first,
// then the others in turn order. When an effect has several players act
// ("each player sacrifices a creature"), each chooses in this order, then
// the actions happen at once (CR 101.4a).
func (g *Game) APNAP(ps []PlayerID) []PlayerID {
	var out []PlayerID
	n := len(g.Players)
	for i := 0; i < n; i++ {
		p := PlayerID((int(g.Active) + i) % n)
		for _, q := range ps {
			if q == p {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// ChooseCards asks a player to choose n different objects among ids, one
// at a time through the one choice mechanism; with no more than n there is
// nothing to choose. verb says what the choice is for (the action's word).
func (g *Game) ChooseCards(p PlayerID, verb string, ids []ObjID, n int) []ObjID {
	left := append([]ObjID(nil), ids...)
	if n >= len(left) {
		return left
	}
	var out []ObjID
	for i := 0; i < n; i++ {
		refs := make([]Ref, len(left))
		for j, id := range left {
			refs[j] = ObjRef(id)
		}
		r := g.ChooseRef(p, verb, fmt.Sprintf("a card to %s (%d of %d)", verb, i+1, n), refs)
		out = append(out, r.Obj)
		for j, id := range left {
			if id == r.Obj {
				left = append(left[:j], left[j+1:]...)
				break
			}
		}
	}
	return out
}

// Discard has each player discard the cards chosen for them at the same
// time (CR 701.9a: a discarded card moves from its owner's hand to their
// graveyard); cards no longer in a hand stay where they are.
func (g *Game) Discard(ids []ObjID) {
	var all, objs, exiled []*Object
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left && o.Zone == Hand {
			g.logf("%s discards %s", g.PlayerName(o.Owner), g.Name(id))
			all = append(all, o)
			if kw, ok := g.Chars(o).KeywordFor(DiscardIntoExile); ok {
				// CR 702.35a: madness discards it into exile instead.
				g.logf("replacement: %s is discarded into exile instead of the graveyard (%s)", g.Name(id), kw.Name)
				exiled = append(exiled, o)
				continue
			}
			objs = append(objs, o)
		}
	}
	g.moveBatch(objs, Graveyard)
	g.moveBatch(exiled, Exile)
	// CR 701.9a: each card discarded is an event ("whenever you discard a
	// card"), into exile too.
	for _, o := range all {
		g.checkTriggers(&Event{Kind: EvDiscard, Player: o.Owner, Obj: o.ID, New: o.Next}, nil)
	}
	for _, o := range exiled {
		g.madnessTriggers(o)
	}
}

// Mill puts the top n cards of a player's library into their graveyard
// at once (CR 701.13a); with fewer, all of them (CR 701.13b).
func (g *Game) Mill(p PlayerID, n int) {
	pl := g.Players[p]
	top := g.topCards(p, n, "mills no cards")
	if top == nil {
		return
	}
	var objs []*Object
	var names []string
	for _, id := range top {
		objs = append(objs, g.Obj(id))
		names = append(names, g.Name(id))
	}
	g.logf("%s mills %s", pl.Name, strings.Join(names, ", "))
	g.moveBatch(objs, Graveyard)
}

// Surveil looks at the top n cards of a player's library; the player puts
// any number of them into their graveyard and the rest back on top in any
// order (CR 701.42a). Surveil 0 is no surveil (CR 701.42c). label names
// the choice (the action's word, which the vocabulary owns).
func (g *Game) Surveil(p PlayerID, n int, label string) {
	pl := g.Players[p]
	top := g.topCards(p, n, "surveils 0: nothing happens (CR 701.42c)")
	if top == nil {
		return
	}
	n = len(top)
	var keep []ObjID
	var gone []*Object
	for _, id := range top {
		if g.YesNo(p, label, fmt.Sprintf("put %s into the graveyard", g.Name(id))) {
			gone = append(gone, g.Obj(id))
		} else {
			keep = append(keep, id)
		}
	}
	keep = g.orderCards(p, "the cards back on top (the first on top)", keep)
	pl.Library = append(keep, pl.Library[n:]...)
	g.logf("%s surveils %d: %d back on top, %d into the graveyard", pl.Name, n, len(keep), len(gone))
	g.moveBatch(gone, Graveyard)
}

// orderCards has a player put cards in an order they choose; one card
// needs no choice.
func (g *Game) orderCards(p PlayerID, what string, ids []ObjID) []ObjID {
	if len(ids) < 2 {
		return ids
	}
	opts := make([]string, len(ids))
	for i, id := range ids {
		opts[i] = g.Name(id)
	}
	order := g.chooseOrder(Choice{Player: p, Kind: what, Prompt: what, Options: opts})
	out := make([]ObjID, len(ids))
	for i, j := range order {
		out[i] = ids[j]
	}
	return out
}

// topCards is a copy of the top n cards of a player's library, all of them
// when there are fewer; with none it logs what the player does instead
// and returns nil.
func (g *Game) topCards(p PlayerID, n int, none string) []ObjID {
	pl := g.Players[p]
	n = min(n, len(pl.Library))
	if n <= 0 {
		g.logf("%s %s", pl.Name, none)
		return nil
	}
	return append([]ObjID(nil), pl.Library[:n]...)
}

// Fight has two creatures each deal damage equal to its power to the other
// (CR 701.12a). If either is no longer on the battlefield as a creature,
// neither deals damage (CR 701.12b); a creature fighting itself deals
// damage to itself twice (CR 701.12c).
func (g *Game) Fight(a, b ObjID) {
	oa, ob := g.Obj(a), g.Obj(b)
	ok := func(o *Object) bool {
		return o != nil && !o.Left && o.Zone == Battlefield && g.Chars(o).Is("Creature")
	}
	if !ok(oa) || !ok(ob) {
		g.logf("no fight: both must be creatures on the battlefield (CR 701.12b)")
		return
	}
	g.logf("%s fights %s", g.Name(a), g.Name(b))
	pa, pb := g.Chars(oa).Power, g.Chars(ob).Power
	g.DealDamage(a, ObjRef(b), pa)
	g.DealDamage(b, ObjRef(a), pb)
}

// noteLifeLost keeps the history "life lost this turn" asks about: damage
// dealt to a player causes that much life loss (CR 120.3a, 119.3).
func (g *Game) noteLifeLost(p PlayerID, n int) {
	pl := g.Players[p]
	if pl.lifeLostTurn != g.Turn {
		pl.lifeLost, pl.lifeLostTurn = 0, g.Turn
	}
	pl.lifeLost += n
}

// LifeLostThisTurn is the total life a player lost this turn, by damage
// and by losing life.
func (g *Game) LifeLostThisTurn(p PlayerID) int {
	pl := g.Players[p]
	if pl.lifeLostTurn != g.Turn {
		return 0
	}
	return pl.lifeLost
}

// PutOnLibrary puts an object on top of its owner's library or on the
// bottom (a zone change, CR 400.7; libraries are owners', CR 400.3).
func (g *Game) PutOnLibrary(id ObjID, top bool) {
	o := g.Obj(id)
	if o == nil || o.Left {
		g.logf("%s is no longer there to move", g.Name(id))
		return
	}
	where := "on the bottom of"
	if top {
		where = "on top of"
	}
	g.logf("%s is put %s %s's library", g.Name(id), where, g.PlayerName(o.Owner))
	g.move(o, Library, moveOpts{Controller: NoPlayer, Top: top})
}

// Shuffle randomizes the order of a player's library (CR 701.20a) with
// the game's seeded generator, so a game replays the same.
func (g *Game) Shuffle(p PlayerID) {
	lib := g.Players[p].Library
	g.rng.Shuffle(len(lib), func(i, j int) { lib[i], lib[j] = lib[j], lib[i] })
	g.logf("%s shuffles their library", g.PlayerName(p))
}
