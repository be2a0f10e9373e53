package interp

import "fmt"

// Cycling and typecycling (CR 702.29): activated abilities that work
// from their owner's hand, whose cost discards the card.

// cyclingAbility is the activated ability a cycling keyword stands for
// (CR 702.29a): "[Cost], Discard this card: Draw a card.", or, for a
// keyword whose record names a quality (typecycling, CR 702.29e),
// "[Cost], Discard this card: Search your library for a [quality] card,
// reveal it, put it into your hand, then shuffle." It can be activated
// only while the card is in its owner's hand.
func cyclingAbility(k Keyword) *AbilityDef {
	return &AbilityDef{Kind: ActivatedAbility, TrigSlot: -1, Zone: Hand, Keyword: k.Name, Quality: k.Quality,
		Costs:   []CostPart{{Mana: k.Arg.Mana, Slot: -1}, {Node: discardThisCard, Slot: -1}},
		Effects: []*Node{cycleEffect},
		Text:    k.Name + " " + k.Arg.Mana.String()}
}

// discardThisCard is the cost "Discard this card" (CR 701.9a): the source
// moves from its owner's hand to their graveyard; cycleEffect is the
// effect of a cycling ability. They are made in init: what they do
// reaches characteristics, which list them. Every cycling ability shares
// them, so the abilities of equal characteristics are equal.
var discardThisCard, cycleEffect *Node

func init() {
	discardThisCard = &Node{Op: OpCall, Str: "discard this card", Fn: &Builtin{Name: "discard this card", Eval: discardSource}}
	cycleEffect = &Node{Op: OpCall, Str: "cycle", Fn: &Builtin{Name: "cycle", Eval: func(x *Ctx, _ Args) Value {
		x.G.cycle(x)
		return nil
	}}}
}

// DiscardSource pays the cost "Discard this card" (CR 701.9a) of an
// ability that works from its source's owner's hand (CR 113.6k): the
// source is discarded, as any other discarded card, replacements (madness)
// and "whenever you discard" abilities included. It returns the card as
// it was in the hand.
func (g *Game) DiscardSource(x *Ctx) *Object {
	o := g.Obj(x.Source)
	if o == nil || o.Left || o.Zone != Hand {
		Fail("%s can't be discarded: it is not in a hand", g.Name(x.Source))
	}
	g.Discard([]ObjID{o.ID})
	return o
}

func discardSource(x *Ctx, _ Args) Value {
	o := x.G.DiscardSource(x)
	// CR 702.29c: cycling the card is an event of its own, which "when
	// you cycle this card" abilities of the card, now in the graveyard,
	// see.
	if n := x.G.Obj(o.Next); n != nil && !n.Left {
		x.G.checkTriggers(&Event{Kind: EvCycle, Player: o.Owner, Obj: o.ID, New: n.ID}, []ObjID{n.ID})
	}
	return nil
}

// cycle resolves a cycling ability: draw a card, or search for a card
// with the keyword's quality.
func (g *Game) cycle(x *Ctx) {
	ab := x.Ability
	g.exerciseKeyword(g.Obj(x.Source), ab.Keyword)
	if ab.Quality == nil {
		g.Draw1(x.Controller)
		return
	}
	g.SearchLibraryToHand(x.Controller, ab.Quality.Test, ab.Keyword)
}

// SearchLibraryToHand has a player search their library for a card whose
// characteristics pass the test, reveal it and put it into their hand,
// then shuffle (CR 701.19). Searching for a card with a stated quality,
// the player may find nothing even if such a card is there (CR 701.19b).
// kind names the choice (the word of the vocabulary that searches).
func (g *Game) SearchLibraryToHand(p PlayerID, test func(*Chars) bool, kind string) {
	pl := g.Players[p]
	g.logf("%s searches their library", pl.Name)
	var found []ObjID
	var opts []string
	for _, id := range pl.Library {
		if test(g.Chars(g.Obj(id))) {
			found = append(found, id)
			opts = append(opts, g.Name(id))
		}
	}
	opts = append(opts, "nothing")
	i := g.choose(Choice{Player: p, Kind: kind, Prompt: fmt.Sprintf("a card to find in %s's library, or nothing (CR 701.19b)", pl.Name), Options: opts})
	if i < len(found) {
		o := g.Obj(found[i])
		g.logf("%s reveals %s and puts it into their hand", pl.Name, g.Name(o.ID))
		g.move(o, Hand, moveOpts{Controller: NoPlayer})
	} else {
		g.logf("%s finds nothing", pl.Name)
	}
	g.Shuffle(p)
}
