package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
	"slices"
)

// playerActions are the primitives of actions players take with their own
// cards: discarding, milling, surveilling, sacrificing of their choice, and
// creatures fighting. Each acts for one player or for a set of players
// ("each opponent"), who act one by one in APNAP order (CR 101.4).
func playerActions() []*Primitive {
	return []*Primitive{
		fn("discard", dsl.Action, dsl.AnyAbility,
			"A player (by default you), or each player of a set, discards cards of their choice (CR 701.9a): each chooses in APNAP order, then all are discarded at once (CR 101.4). With no more cards in hand than the number, the whole hand is discarded without a choice.",
			"effect discard(1, player: opponent)", p("count", dsl.Number), opt("player", dsl.Players)).says(Template{Subject: "player", Text: "discard {count#card}"}).
			eval(func(b *binder) evalFn {
				count, player := b.num("count"), b.filter("player")
				return func(x *ctx, a argv) val {
					if n := count.Of(x, a); x.Paying && len(x.G.Players[x.Controller].Hand) < n {
						// As a cost it can't be paid with fewer cards (CR 601.2h, 602.2b).
						interp.Fail("%s can't discard %d: they have %d cards in hand", x.G.PlayerName(x.Controller), n, len(x.G.Players[x.Controller].Hand))
					}
					ids := chooseEach(x, playersOf(x, a, player), count.Of(x, a), "discard", func(p interp.PlayerID) []interp.ObjID {
						return x.G.Players[p].Hand
					})
					x.G.Discard(ids)
					return nil
				}
			}).canPay(func(b *binder) payFn {
			count := b.num("count")
			return func(x *ctx, a argv) bool { return len(x.G.Players[x.Controller].Hand) >= count.Of(x, a) }
		}),
		fn("mill", dsl.Effect, dsl.AnyAbility,
			"A player (by default you), or each player of a set, puts the top cards of their library into their graveyard (CR 701.13a); with fewer cards, all of them (CR 701.13b).",
			"effect mill(2, player: t)", p("count", dsl.Number), opt("player", dsl.Players), whereXParam()).says(Template{Subject: "player", Text: "mill {count#card}[, where X is {where-x}]"}).
			remind("Put the {count:top} of your library into your graveyard.").
			eval(func(b *binder) evalFn {
				count, player, where := b.num("count"), b.filter("player"), b.num("where-x")
				return func(x *ctx, a argv) val {
					n := count.Of(withX(x, a, where), a)
					for _, p := range playersOf(x, a, player) {
						x.G.Mill(p, n)
					}
					return nil
				}
			}),
		fn("surveil", dsl.Effect, dsl.AnyAbility,
			"Look at the top cards of your library, put any number of them into your graveyard and the rest back on top in any order (CR 701.42a); surveil 0 does nothing (CR 701.42c).",
			"effect surveil(2)", p("count", dsl.Number)).text("surveil {count:digits}").
			eval(onCount(func(x *ctx, n int) { x.G.Surveil(x.Controller, n, "surveil") })),
		fn("sacrifices", dsl.Effect, dsl.AnyAbility,
			"A player, or each player of a set, sacrifices permanents they control matching the filter, of their choice (CR 701.17a): each chooses in APNAP order, then all are sacrificed at once (CR 101.4). A player who controls no more than the number sacrifices all of them; one who controls none sacrifices nothing.",
			"effect sacrifices(opponent, creature)", p("player", dsl.Players), p("what", dsl.Objects), opt("count", dsl.Number)).says(Template{Subject: "player", Text: "sacrifice {count#<what>} of their choice"}).
			eval(func(b *binder) evalFn {
				player, what, count := b.filter("player"), b.filter("what"), b.num("count")
				return func(x *ctx, a argv) val {
					fv := what.Of(x, a)
					ids := chooseEach(x, playersOf(x, a, player), count.Or(x, a, 1), "sacrifice", func(p interp.PlayerID) []interp.ObjID {
						var own []interp.ObjID
						for _, r := range candidates(fv) {
							if o := x.G.Obj(r.Obj); r.IsObj && o != nil && o.Controller == p {
								own = append(own, r.Obj)
							}
						}
						return own
					})
					x.G.Sacrifice(ids)
					return nil
				}
			}),
		fn("fight", dsl.Effect, dsl.AnyAbility,
			"Two creatures fight: each deals damage equal to its power to the other (CR 701.12a); if either isn't a creature on the battlefield, neither deals damage (CR 701.12b).",
			"effect fight(t, u)", p("creature", dsl.Object), p("other", dsl.Object)).says(Template{Subject: "creature", Text: "fight {other}"}).
			eval(func(b *binder) evalFn {
				creature, other := b.ref("creature"), b.ref("other")
				return func(x *ctx, a argv) val {
					c, o := creature.Of(x, a), other.Of(x, a)
					if !c.IsObj || !o.IsObj {
						x.G.Note("no fight: a creature is missing")
						return nil
					}
					x.G.Fight(c.Obj, o.Obj)
					return nil
				}
			}),
	}
}

// playersOf lists the players a player parameter names, in APNAP order
// (CR 101.4); you when it is left out.
func playersOf(x *ctx, a argv, player interp.Arg[*interp.FilterVal]) []interp.PlayerID {
	if !player.Given(a) {
		return []interp.PlayerID{x.Controller}
	}
	var ps []interp.PlayerID
	for _, r := range candidates(player.Of(x, a)) {
		if r.IsPlay && r.Player != interp.NoPlayer && (x.Among == nil || slices.Contains(x.Among, r.Player)) {
			ps = append(ps, r.Player)
		}
	}
	return x.G.APNAP(ps)
}

// chooseEach has each player, in the order given, choose n of the objects
// among theirs; a player with none, or asked for none, chooses nothing.
// The caller then acts on every chosen object at once (CR 101.4).
func chooseEach(x *ctx, ps []interp.PlayerID, n int, verb string, theirs func(p interp.PlayerID) []interp.ObjID) []interp.ObjID {
	var ids []interp.ObjID
	for _, p := range ps {
		own := theirs(p)
		if n <= 0 || len(own) == 0 {
			x.G.Note("%s has nothing to %s", x.G.PlayerName(p), verb)
			continue
		}
		ids = append(ids, x.G.ChooseCards(p, verb, own, n)...)
	}
	return ids
}

// libraryMoves are the primitives that put objects into libraries and
// shuffle them.
func libraryMoves() []*Primitive {
	onLibrary := func(name, where string, top bool) *Primitive {
		return fn(name, dsl.Effect, dsl.AnyAbility,
			"Put an object "+where+" its owner's library (CR 400.3): from the battlefield, a graveyard, a hand or the stack. It becomes a new object (CR 400.7).",
			"effect "+name+"(t)", p("object", dsl.Object)).text("put {object:from} " + where + " its owner's library").
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.PutOnLibrary(id, top) }))
	}
	return []*Primitive{
		onLibrary("put-on-top", "on top of", true),
		onLibrary("put-on-bottom", "on the bottom of", false),
		fn("shuffle", dsl.Effect, dsl.AnyAbility,
			"A player (by default you), or each player of a set, shuffles their library (CR 701.20a); read \"then shuffle\" after a search.",
			"effect then(put-on-top(t), shuffle())", opt("player", dsl.Players)).says(Template{Subject: "player", Text: "shuffle their library", Passive: "shuffle"}).
			eval(func(b *binder) evalFn {
				player := b.filter("player")
				return func(x *ctx, a argv) val {
					for _, p := range playersOf(x, a, player) {
						x.G.Shuffle(p)
					}
					return nil
				}
			}),
	}
}

// damageable lists what a damage effect's set names that damage can be
// dealt to: permanents that are creatures, planeswalkers or battles, then
// players in APNAP order.
func damageable(x *ctx, fv *interp.FilterVal) []interp.Ref {
	var out []interp.Ref
	var ps []interp.PlayerID
	for _, r := range candidates(fv) {
		switch {
		case r.IsPlay:
			ps = append(ps, r.Player)
		case isDamageable(x, r):
			out = append(out, r)
		}
	}
	for _, p := range x.G.APNAP(ps) {
		out = append(out, interp.PlayerRef(p))
	}
	return out
}
