package stdlib

import (
	"strings"

	"cardc/dsl"
	"cardc/interp"
)

// searching are the primitives that find cards in hidden zones: searching
// a library for cards and putting them somewhere (CR 701.19), a player
// revealing their hand and discarding the card another chooses from it,
// an owner putting a card on top or bottom of their library, and the
// filter word basic that searches for lands use.
func searching() []*Primitive {
	return []*Primitive{
		searchFor("search-into-hand", "into your hand", "reveal {it}, put {it} into your hand", interp.Hand, false),
		searchFor("search-onto-battlefield", "onto the battlefield", "put {it} onto the battlefield", interp.Battlefield, false),
		searchFor("search-onto-battlefield-tapped", "onto the battlefield tapped", "put {it} onto the battlefield tapped", interp.Battlefield, true),
		fn("search-on-top", dsl.Effect, dsl.AnyAbility,
			"Search your library for a card matching the filter (CR 701.19a), which you may fail to find (CR 701.19b); reveal it (CR 701.20a), then shuffle your library except that card and put it on top (CR 701.24b): it never leaves the library.",
			"effect search-on-top(artifact or enchantment)", p("what", dsl.Objects)).text("search your library for {what:a} card, reveal it, then shuffle and put that card on top").
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					found := x.G.SearchLibrary(x.Controller, 1, what.Of(x, a), "search")
					x.G.Reveal(x.Controller, found)
					if len(found) == 0 {
						x.G.Shuffle(x.Controller)
						return nil
					}
					x.G.ShuffleThenTop(x.Controller, found[0])
					return nil
				}
			}),
		fn("choose-discard", dsl.Effect, dsl.AnyAbility,
			"A player reveals their hand (CR 701.20a); you choose a card matching the filter from it, and that player discards that card (CR 701.9a, 701.9b: the discarding player isn't the one who chooses). With no such card, nothing is discarded.",
			"effect choose-discard(p, noncreature nonland)", p("player", dsl.Player), p("what", dsl.Objects)).says(Template{Subject: "player", Text: "reveal their hand. You choose {what:a} card from it. That player discards that card"}).
			eval(func(b *binder) evalFn {
				player, what := b.player("player"), b.filter("what")
				return func(x *ctx, a argv) val {
					p := player.Of(x, a)
					if p == interp.NoPlayer {
						return nil
					}
					if id := x.G.ChooseFromHand(p, x.Controller, what.Of(x, a), "discard"); id != 0 {
						x.G.Discard([]interp.ObjID{id})
					}
					return nil
				}
			}),
		fn("put-on-top-or-bottom", dsl.Effect, dsl.AnyAbility,
			"An object's owner puts it on top of their library or on the bottom, as they choose (CR 400.3); it becomes a new object (CR 400.7).",
			"effect put-on-top-or-bottom(t)", p("object", dsl.Object)).text("{object:poss} owner puts it on their choice of the top or bottom of their library").
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.PutOnTopOrBottom(id, "top or bottom") })),
		fn("look-take-one", dsl.Effect, dsl.AnyAbility,
			"Look at the top cards of your library, put one of them into your hand and the rest on the bottom of your library in any order (CR 401.4); the cards put on the bottom stay in the library.",
			"effect look-take-one(2)", positive("count", dsl.Number)).says(Template{Count: "count",
			Text:  "look at the top {count#card} of your library. Put one of them into your hand and the rest on the bottom of your library in any order",
			Forms: map[string]string{"=2": "look at the top {count#card} of your library. Put one of them into your hand and the other on the bottom of your library"}}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					x.G.LookTakeOne(x.Controller, count.Of(x, a), "put into your hand")
					return nil
				}
			}),
		fn("look-take-rest-graveyard", dsl.Effect, dsl.AnyAbility,
			"Look at the top cards of your library (CR 401.4), put the number given of them of your choice into your hand and the rest into your graveyard; with fewer cards, all of them go to the hand first.",
			"effect look-take-rest-graveyard(4, 2)", positive("count", dsl.Number), positive("take", dsl.Number)).says(Template{Count: "count",
			Text:  "look at the top {count#card} of your library. Put {take} of them into your hand and the rest into your graveyard",
			Forms: map[string]string{"=2": "look at the top {count#card} of your library. Put {take} of those cards into your hand and the other into your graveyard"}}).
			eval(func(b *binder) evalFn {
				count, take := b.num("count"), b.num("take")
				return func(x *ctx, a argv) val {
					x.G.LookTakeRest(x.Controller, count.Of(x, a), take.Of(x, a), "put into your hand")
					return nil
				}
			}),
		fn("look-put-any-tapped", dsl.Effect, dsl.AnyAbility,
			"Look at the top cards of your library (CR 401.4), put any number of those matching the filter onto the battlefield tapped (CR 110.5b), then shuffle (CR 701.24a); you may take none.",
			"effect look-put-any-tapped(20, land)", positive("count", dsl.Number), p("what", dsl.Objects)).says(Template{Count: "count",
			Text: "look at the top {count#card} of your library, put any number of {what:bare} cards from among them onto the battlefield tapped, then shuffle"}).
			eval(func(b *binder) evalFn {
				count, what := b.num("count"), b.filter("what")
				return func(x *ctx, a argv) val {
					found := x.G.LookChooseAny(x.Controller, count.Of(x, a), what.Of(x, a), "put onto the battlefield")
					x.G.PutFound(found, interp.Battlefield, true)
					x.G.Shuffle(x.Controller)
					return nil
				}
			}),
		fn("look-may-bottom", dsl.Effect, dsl.AnyAbility,
			"Look at the top card of a player's library; you may put it on the bottom of that library. It never leaves the library.",
			"effect look-may-bottom(p)", p("player", dsl.Player)).text("look at the top card of {player:poss} library. You may put that card on the bottom of that player's library").
			eval(onPlayer(func(x *ctx, p interp.PlayerID) { x.G.LookMayBottom(x.Controller, p, "bottom") })),
		fn("put-from-hand-on-top", dsl.Effect, dsl.AnyAbility,
			"Put cards of your choice from your hand on top of your library in any order (CR 401.4), each a new object (CR 400.7); with fewer cards in hand, all of them.",
			"effect then(draw(3), put-from-hand-on-top(2))", positive("count", dsl.Number)).text("put {count#card} from your hand on top of your library in any order").
			eval(onCount(func(x *ctx, n int) { x.G.PutFromHandOnTop(x.Controller, n, "put on top") })),
		fn("exile-library", dsl.Effect, dsl.AnyAbility,
			"Exile every card of a player's library at once (CR 406.3).",
			"effect exile-library(p)", p("player", dsl.Player)).text("exile all cards from {player:poss} library").
			eval(onPlayer(func(x *ctx, p interp.PlayerID) { x.G.ExileLibrary(p) })),
		fn("shuffle-hand-into-library", dsl.Effect, dsl.AnyAbility,
			"A player puts every card of their hand into their library, each a new object (CR 400.7), then shuffles it (CR 701.24a).",
			"effect shuffle-hand-into-library(p)", p("player", dsl.Player)).says(Template{Subject: "player", Text: "shuffle their hand into their library"}).
			eval(onPlayer(func(x *ctx, p interp.PlayerID) { x.G.ShuffleHandIntoLibrary(p) })),
		filter("basic", dsl.Objects, "Basic objects: with the supertype basic (CR 205.4c), as basic lands are.", "search-into-hand(basic land)").
			says(Template{Role: Adjective, Text: "basic"}).match(hasType("Basic")),
	}
}

// searchFor declares a search of your library that puts what it finds
// into a zone, then shuffles (CR 701.19a, 701.24a). A search for cards
// matching a filter may find fewer than it asks for (CR 701.19b); count is
// how many it asks for (one by default), up-to says "up to" that many.
// put is the phrase of what is done with the found cards, {it} the
// pronoun.
func searchFor(name, where, put string, to interp.Zone, tapped bool) *Primitive {
	reveal := ""
	if to == interp.Hand {
		reveal = "; a search for cards with a quality that puts them into a hand reveals them (CR 701.20a)"
	}
	phrase := func(count, it string) string {
		return "search your library for " + count + ", " + subst(put, "it", it) + ", then shuffle"
	}
	return fn(name, dsl.Effect, dsl.AnyAbility,
		"Search your library for cards matching the filter and put them "+where+", then shuffle (CR 701.19a, 701.24a). The search may find fewer cards than it asks for, even none (CR 701.19b)"+reveal+". Give count for exactly that many (one by default) or up-to for \"up to\" that many.",
		"effect "+name+"(basic land, up-to: 2)", p("what", dsl.Objects), opt("count", dsl.Number), opt("up-to", dsl.Number)).
		says(Template{Text: phrase("{count#<what:bare> card}", "it"), Count: "count", Forms: map[string]string{
			"many":   phrase("{count#<what:bare> card}", "them"),
			"+up-to": phrase("up to {up-to#!<what:bare> card}", "them"),
		}}).
		eval(func(b *binder) evalFn {
			what, count, upTo := b.filter("what"), b.num("count"), b.num("up-to")
			return func(x *ctx, a argv) val {
				n := count.Or(x, a, 1)
				if upTo.Given(a) {
					n = upTo.Of(x, a)
				}
				found := x.G.SearchLibrary(x.Controller, n, what.Of(x, a), "search")
				if to == interp.Hand {
					x.G.Reveal(x.Controller, found)
				}
				x.G.PutFound(found, to, tapped)
				x.G.Shuffle(x.Controller)
				return nil
			}
		})
}

// subst replaces the placeholder {name} in a phrase.
func subst(s, name, v string) string {
	return strings.ReplaceAll(s, "{"+name+"}", v)
}

// searchesByOthers are the searches a player other than you may make.
func searchesByOthers() []*Primitive {
	return []*Primitive{
		fn("may-search-onto-battlefield-tapped", dsl.Effect, dsl.AnyAbility,
			"A player may search their own library for cards matching the filter, as many as the count or fewer (CR 701.19b), put them onto the battlefield tapped, then shuffle (CR 701.19a, 701.24a): \"That player may search their library for that many basic land cards, put those cards onto the battlefield tapped, then shuffle.\" A player who declines doesn't search or shuffle.",
			"effect may-search-onto-battlefield-tapped(t, basic land, that-many)", p("player", dsl.Player), p("what", dsl.Objects), p("count", dsl.Number)).
			says(Template{Text: "{player} may search their library for {count#<what:bare> card}, put those cards onto the battlefield tapped, then shuffle"}).
			eval(func(b *binder) evalFn {
				player, what, count := b.player("player"), b.filter("what"), b.num("count")
				return func(x *ctx, a argv) val {
					p, n := player.Of(x, a), count.Of(x, a)
					if p == interp.NoPlayer || !x.G.YesNo(p, "may search", "search your library") {
						return nil
					}
					found := x.G.SearchLibrary(p, n, what.Of(x, a), "search")
					x.G.PutFound(found, interp.Battlefield, true)
					x.G.Shuffle(p)
					return nil
				}
			}),
		word("that-many", dsl.Number, "How many objects the ability's last counting instruction acted on, earlier in the same ability (CR 608.2c): \"Exile all attacking creatures target player controls. That player may search their library for that many basic land cards\"; 0 before any.",
			"effect may-search-onto-battlefield-tapped(t, basic land, that-many)").says(Template{Text: "that many", Forms: map[string]string{"counting": "that many"}}).
			eval(func(b *binder) evalFn {
				return func(x *ctx, a argv) val { return x.Counted }
			}),
	}
}
