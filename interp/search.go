package interp

import (
	"fmt"
	"slices"
	"strings"
)

// The game actions that find cards in hidden zones and show them:
// searching a library (CR 701.19), revealing (CR 701.20), a player
// choosing a card from a revealed hand, and putting found cards where the
// effect says.

// SearchLibrary has a player search their library for up to max cards
// matching the filter (CR 701.19a) and returns the cards found, in the
// order found. A search for cards with a stated quality may find fewer
// than max, even none, though more are there (CR 701.19b): each card is
// chosen through the one choice mechanism, with the option done to stop.
// The filter is matched wherever the card is (a library card is no
// permanent). label names the choice (the action's word).
func (g *Game) SearchLibrary(p PlayerID, max int, fv *FilterVal, label string) []ObjID {
	pl := g.Players[p]
	g.logf("%s searches their library", pl.Name)
	var cands []ObjID
	for _, id := range pl.Library {
		if fv.matchAnyZone(ObjRef(id)) {
			cands = append(cands, id)
		}
	}
	found := g.ChooseUpTo(p, cands, max, label, "a card to find")
	if len(found) == 0 {
		g.logf("%s finds nothing", pl.Name)
		return nil
	}
	g.logf("%s finds %s", pl.Name, g.names(found))
	return found
}

// names lists the objects' names, joined with commas.
func (g *Game) names(ids []ObjID) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = g.Name(id)
	}
	return strings.Join(s, ", ")
}

// Reveal shows cards to every player (CR 701.20a); they stay where they
// are. Revealing nothing does nothing.
func (g *Game) Reveal(p PlayerID, ids []ObjID) {
	if len(ids) > 0 {
		g.logf("%s reveals %s", g.PlayerName(p), g.names(ids))
	}
}

// PutFound moves the cards a search found to a zone at once: into their
// owner's hand, or onto the battlefield under their owner's control,
// tapped if the effect says so (CR 110.5b: a permanent enters untapped
// unless an effect says otherwise).
func (g *Game) PutFound(ids []ObjID, to Zone, tapped bool) {
	var objs []*Object
	for _, id := range ids {
		if o := g.Obj(id); o != nil && !o.Left {
			objs = append(objs, o)
		}
	}
	g.moveBatchWith(objs, to, moveOpts{Controller: NoPlayer, Tapped: tapped})
}

// ShuffleThenTop shuffles a player's library except the found card, then
// puts that card on top (CR 701.24b: the found card never leaves the
// library and isn't shuffled, so it stays the same object).
func (g *Game) ShuffleThenTop(p PlayerID, id ObjID) {
	pl := g.Players[p]
	rest := make([]ObjID, 0, len(pl.Library))
	held := false
	for _, c := range pl.Library {
		if c == id {
			held = true
			continue
		}
		rest = append(rest, c)
	}
	pl.Library = rest
	g.Shuffle(p)
	if held {
		pl.Library = append([]ObjID{id}, pl.Library...)
		g.logf("%s is put on top of %s's library", g.Name(id), pl.Name)
	}
}

// ChooseFromHand has a player reveal their hand (CR 701.20a), then chooser
// choose a card matching the filter from it; it returns the card, or 0 when
// none matches. label names the choice.
func (g *Game) ChooseFromHand(p, chooser PlayerID, fv *FilterVal, label string) ObjID {
	pl := g.Players[p]
	if len(pl.Hand) == 0 {
		g.logf("%s reveals an empty hand", pl.Name)
		return 0
	}
	g.Reveal(p, pl.Hand)
	refs := handMatching(pl, fv)
	if len(refs) == 0 {
		g.logf("%s's hand has no %s card to choose", pl.Name, fv.Text())
		return 0
	}
	return g.ChooseRef(chooser, label, fmt.Sprintf("a %s from %s's hand", fv.Text(), pl.Name), refs).Obj
}

// PutOnTopOrBottom has an object's owner put it on top of their library
// or on the bottom, as they choose (a zone change, CR 400.7). label names
// the choice.
func (g *Game) PutOnTopOrBottom(id ObjID, label string) {
	o := g.Obj(id)
	if o == nil || o.Left {
		g.logf("%s is no longer there to move", g.Name(id))
		return
	}
	top := g.choose(Choice{Player: o.Owner, Kind: label, Prompt: fmt.Sprintf("where to put %s", g.Name(id)), Options: []string{"top", "bottom"}}) == 0
	g.PutOnLibrary(id, top)
}

// LookTakeOne has a player look at the top n cards of their library, put
// one of them into their hand and the rest on the bottom of their library
// in an order they choose (CR 401.4). The rest never leave the library,
// so they stay the same objects. label names the choice.
func (g *Game) LookTakeOne(p PlayerID, n int, label string) {
	pl := g.Players[p]
	top := g.topCards(p, n, "looks at no cards")
	if top == nil {
		return
	}
	g.logf("%s looks at the top %d cards of their library", pl.Name, len(top))
	take := g.ChooseCards(p, label, top, 1)
	var rest []ObjID
	for _, id := range top {
		if id != take[0] {
			rest = append(rest, id)
		}
	}
	rest = g.orderCards(p, "the cards on the bottom (the first on top of the others)", rest)
	pl.Library = append(pl.Library[len(top):], rest...)
	if len(rest) > 0 {
		g.logf("%s puts %s on the bottom of their library", pl.Name, g.names(rest))
	}
	g.moveBatch([]*Object{g.Obj(take[0])}, Hand)
}

// LookTakeRest has a player look at the top n cards of their library
// (CR 401.4) and put k of them of their choice into their hand and the
// rest into their graveyard; the cards go to both at once. label names
// the choice.
func (g *Game) LookTakeRest(p PlayerID, n, k int, label string) {
	pl := g.Players[p]
	top := g.topCards(p, n, "looks at no cards")
	if top == nil {
		return
	}
	g.logf("%s looks at the top %d cards of their library", pl.Name, len(top))
	take := g.ChooseCards(p, label, top, k)
	var hand, rest []*Object
	for _, id := range top {
		if slices.Contains(take, id) {
			hand = append(hand, g.Obj(id))
		} else {
			rest = append(rest, g.Obj(id))
		}
	}
	g.moveBatch(hand, Hand)
	if len(rest) > 0 {
		g.moveBatch(rest, Graveyard)
	}
}

// LookMayBottom has a player look at the top card of a player's library,
// then put it on the bottom of that library if they choose; it never
// leaves the library. label names the choice.
func (g *Game) LookMayBottom(p, owner PlayerID, label string) {
	pl := g.Players[owner]
	top := g.topCards(owner, 1, "has no cards in their library to look at")
	if top == nil {
		return
	}
	g.logf("%s looks at the top card of %s's library, %s", g.PlayerName(p), pl.Name, g.Name(top[0]))
	if g.YesNo(p, label, fmt.Sprintf("put %s on the bottom of %s's library", g.Name(top[0]), pl.Name)) {
		pl.Library = append(pl.Library[1:], top[0])
		g.logf("%s is put on the bottom of %s's library", g.Name(top[0]), pl.Name)
	}
}

// PutFromHandOnTop has a player put n cards of their choice from their
// hand on top of their library in the order they choose (CR 401.4), the
// first on top; with fewer cards in hand, all of them.
func (g *Game) PutFromHandOnTop(p PlayerID, n int, label string) {
	pl := g.Players[p]
	if n <= 0 || len(pl.Hand) == 0 {
		g.logf("%s puts no cards from their hand on top of their library", pl.Name)
		return
	}
	ids := g.orderCards(p, "the cards on top (the first on top)", g.ChooseCards(p, label, pl.Hand, n))
	for i := len(ids) - 1; i >= 0; i-- {
		g.PutOnLibrary(ids[i], true)
	}
}

// ExileLibrary exiles every card of a player's library at once.
func (g *Game) ExileLibrary(p PlayerID) {
	g.moveAll(p, g.Players[p].Library, Exile, "has no cards in their library to exile")
}

// ShuffleHandIntoLibrary has a player put every card of their hand into
// their library, then shuffle it (CR 701.24a).
func (g *Game) ShuffleHandIntoLibrary(p PlayerID) {
	g.moveAll(p, g.Players[p].Hand, Library, "has no cards in hand to shuffle in")
	g.Shuffle(p)
}

// moveAll moves every object of one of a player's zones at once; with
// none it logs why nothing moves.
func (g *Game) moveAll(p PlayerID, ids []ObjID, to Zone, none string) {
	if len(ids) == 0 {
		g.logf("%s %s", g.PlayerName(p), none)
		return
	}
	objs := make([]*Object, len(ids))
	for i, id := range ids {
		objs[i] = g.Obj(id)
	}
	g.moveBatch(objs, to)
}

// MayRevealFromHand lets a player reveal a card matching the filter from
// their hand (CR 701.20a), as a replacement's "you may reveal" asks: the
// player chooses whether to, then which card. It reports whether a card was
// revealed; with no such card in hand, none can be. label names the choice.
func (g *Game) MayRevealFromHand(p PlayerID, fv *FilterVal, label string) bool {
	pl := g.Players[p]
	refs := handMatching(pl, fv)
	if len(refs) == 0 {
		g.logf("%s has no %s card in hand to reveal", pl.Name, fv.Text())
		return false
	}
	if !g.YesNo(p, label, fmt.Sprintf("reveal a %s card from your hand", fv.Text())) {
		g.logf("%s reveals no card", pl.Name)
		return false
	}
	r := g.ChooseRef(p, label, fmt.Sprintf("a %s card to reveal", fv.Text()), refs)
	g.Reveal(p, []ObjID{r.Obj})
	return true
}

// handMatching lists the cards in a player's hand that match the filter.
func handMatching(pl *Player, fv *FilterVal) []Ref {
	var refs []Ref
	for _, id := range pl.Hand {
		if fv.matchAnyZone(ObjRef(id)) {
			refs = append(refs, ObjRef(id))
		}
	}
	return refs
}

// ChooseUpTo asks a player to choose up to max of the objects, one at a
// time, answering done to stop: "search for up to two basic land cards",
// "choose up to one creature".
func (g *Game) ChooseUpTo(p PlayerID, cands []ObjID, max int, kind, what string) []ObjID {
	if max <= 0 {
		return nil
	}
	refs := make([]Ref, len(cands))
	for i, id := range cands {
		refs[i] = ObjRef(id)
	}
	var found []ObjID
	for _, r := range g.chooseSome(p, refs, 0, max, kind, func(n int) string {
		return fmt.Sprintf("%s (%d of up to %d), or done", what, n+1, max)
	}) {
		found = append(found, r.Obj)
	}
	return found
}

// LookChooseAny has a player look at the top n cards of their library
// (fewer if it holds fewer) and choose any number of those matching the
// filter, which stay in the library until an effect moves them
// (CR 401.4: a player may look at cards an effect lets them look at).
func (g *Game) LookChooseAny(p PlayerID, n int, fv *FilterVal, label string) []ObjID {
	pl := g.Players[p]
	if n > len(pl.Library) {
		n = len(pl.Library)
	}
	g.logf("%s looks at the top %d cards of their library", pl.Name, n)
	var cands []ObjID
	for _, id := range pl.Library[:n] {
		if fv.matchAnyZone(ObjRef(id)) {
			cands = append(cands, id)
		}
	}
	found := g.ChooseUpTo(p, cands, len(cands), label, "a card to take")
	if len(found) > 0 {
		g.logf("%s takes %s", pl.Name, g.names(found))
	}
	return found
}
