package stdlib

import (
	"fmt"

	"cardc/dsl"
	"cardc/interp"
)

// zones are the primitives that move objects between zones: drawing,
// destroying, sacrificing, exiling, returning, countering, and making
// tokens.
func zones() []*Primitive {
	return []*Primitive{
		fn("draw", dsl.Effect, dsl.AnyAbility, "A player (by default you), or each player of a set in APNAP order (CR 101.4), draws cards (CR 121.1).", "effect draw(1)",
			positive("count", dsl.Number), opt("player", dsl.Players)).says(Template{Subject: "player", Text: "draw {count#card}"}).
			eval(func(b *binder) evalFn {
				count, player := b.num("count"), b.filter("player")
				return func(x *ctx, a argv) val {
					n := count.Of(x, a)
					for _, p := range playersOf(x, a, player) {
						if n <= 0 {
							x.G.Note("%s draws no cards", x.G.PlayerName(p))
						}
						for i := 0; i < n; i++ {
							x.G.Draw1(p)
						}
					}
					return nil
				}
			}),
		fn("scry", dsl.Effect, dsl.AnyAbility, "Look at the top cards of your library and put any number on the bottom (CR 701.22).",
			"effect scry(1)", positive("count", dsl.Number)).says(Template{Text: "scry {count:digits}", Count: "count",
			Forms: map[string]string{"reminder=1": "Look at the top card of your library. You may put that card on the bottom."}}).
			remind("Look at the {count:top} of your library, then put any number of them on the bottom and the rest on top in any order.").
			eval(onCount(func(x *ctx, n int) { x.G.Scry(x.Controller, n) })),
		fn("destroy", dsl.Effect, dsl.AnyAbility, "Destroy the object, or every permanent matching the filter at once: each is put into its owner's graveyard (CR 701.8).",
			"effect destroy(creature)", p("what", dsl.Objects)).text("destroy {what:all}").
			eval(allAtOnce((*interp.Game).Destroy)),
		fn("create", dsl.Effect, dsl.AnyAbility, "Create tokens from one of the card's token definitions (CR 111.2); the number defaults to one and `for` names the player who creates them. A token defined `pt X/X` gets the X of `where-x` (or of the spell) as it is created, and keeps it (CR 107.3, 111.3), as in \"Create an X/X green Ooze creature token, where X is the greatest power among creatures you control\".",
			"effect create(soldier, 2)", p("token", dsl.Token), opt("count", dsl.Number), opt("for", dsl.Player), whereXParam()).says(Template{Subject: "for", Text: "create {count#<token>}[, where X is {where-x}]"}).
			eval(func(b *binder) evalFn {
				token, count, player, where := b.token("token"), b.num("count"), b.player("for"), b.num("where-x")
				return func(x *ctx, a argv) val {
					face := token.Of(x, a)
					n := count.Or(x, a, 1)
					if face != nil && (face.Power.X || face.Toughness.X) {
						xv := withX(x, a, where).X
						x.G.Note("X is %d for %s", xv, face.Name)
						face = face.WithX(xv)
					}
					p := player.Or(x, a, x.Controller)
					if face != nil && p != interp.NoPlayer {
						if n <= 0 {
							x.G.Note("%s creates no %s tokens", x.G.PlayerName(p), face.Name)
						}
						x.G.CreateTokens(face, p, n)
					}
					return nil
				}
			}),
		fn("counter-spell", dsl.Effect, dsl.AnyAbility, "Counter a spell: it goes to its owner's graveyard (CR 701.5).",
			"effect counter-spell(s)", p("spell", dsl.Object)).text("counter {spell}").
			eval(toObject("spell", func(x *ctx, id interp.ObjID) { x.G.CounterSpell(id, x.Controller) })),
		fn("return-transformed", dsl.Effect, dsl.AnyAbility, "Return a card to the battlefield under your control with its back face up, optionally attached to an object or player (CR 712.14).",
			"effect return-transformed(dead, attached-to: p)", p("card", dsl.Object), opt("attached-to", dsl.AnyTarget)).text("return {card} to the battlefield transformed under your control[ attached to {attached-to}]").
			eval(func(b *binder) evalFn {
				card, attachedTo := b.ref("card"), b.ref("attached-to")
				return func(x *ctx, a argv) val {
					r := card.Of(x, a)
					at := attachedTo.Or(x, a, interp.Ref{})
					if r.IsObj {
						o := x.G.Obj(r.Obj)
						if o != nil && o.Left && o.Next != 0 {
							// "it": the card the object became in its new zone.
							o = x.G.Obj(o.Next)
						}
						if o != nil && !o.Left && o.Zone != interp.Battlefield {
							x.G.Move(o.ID, interp.Battlefield, x.Controller, true, at)
						}
					}
					return nil
				}
			}),
		fn("return-to-battlefield", dsl.Effect, dsl.AnyAbility, "Return a card to the battlefield under your control. The ability's later instructions find the permanent it became by the card's name (CR 400.7): \"Return target creature card … to the battlefield. It gains haste …\". With `where-x`, X is that number for the card and for the ability's targets (CR 107.3a), as in \"Return target creature card with mana value X or less from your graveyard to the battlefield, where X is the number of players you attacked this combat.\", worked out as the targets are chosen (CR 601.2c, 603.3d).",
			"effect return-to-battlefield(c)", p("card", dsl.Object), whereXParam()).text("return {card:from} to the battlefield[, where X is {where-x}]").
			eval(func(b *binder) evalFn {
				card, where := b.ref("card"), b.num("where-x")
				return func(x *ctx, a argv) val {
					if r := card.Of(withX(x, a, where), a); r.IsObj {
						x.Follow(card.Node(a), x.G.Move(r.Obj, interp.Battlefield, x.Controller, false, interp.Ref{}))
					}
					return nil
				}
			}),
		fn("return-to-hand", dsl.Effect, dsl.AnyAbility, "Return an object to its owner's hand.",
			"effect return-to-hand(t)", p("object", dsl.Object)).text("return {object} to its owner's hand").
			eval(func(b *binder) evalFn {
				object := b.object("object")
				return func(x *ctx, a argv) val {
					if o := object.Of(x, a); o != nil {
						x.G.Move(o.ID, interp.Hand, interp.NoPlayer, false, interp.Ref{})
					}
					return nil
				}
			}),
		fn("return-to-your-hand", dsl.Effect, dsl.AnyAbility, "Return a card, or each of a group of targets (\"up to two target creature cards\"), from your graveyard (or another zone) to your hand: \"Return target instant or sorcery card from your graveyard to your hand.\" A card goes to its owner's hand, which is yours for a card in your graveyard (CR 400.3).",
			"effect return-to-your-hand(c)", p("card", dsl.Object)).text("return {card:from} to your hand").
			eval(eachTarget("card", toOwnersHand)),
		fn("return-card-to-owner-hand", dsl.Effect, dsl.AnyAbility, "Return a card, or each of a group of targets, from a graveyard (or another zone) to its owner's hand, as `return-to-your-hand` does for any player's card: \"return target creature card from a graveyard to its owner's hand\" (CR 400.3).",
			"effect return-card-to-owner-hand(t)", p("card", dsl.Object)).text("return {card:from} to its owner's hand").
			eval(eachTarget("card", toOwnersHand)),
		binds(fn("sacrifice", dsl.Action, dsl.AnyAbility|dsl.InKeywordLine, "Sacrifice a permanent you control (a cost or an effect); `as` names it.",
			"cost sacrifice(land) as sacrificed", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "sacrifice {what:a}", Implied: []string{"you-control"}, Forms: map[string]string{"bound": "the sacrificed {what:noun}"}}).
			eval(func(b *binder) evalFn {
				what := b.value("what", dsl.Objects)
				return func(x *ctx, a argv) val {
					ids := oneOrChosen(x, a, what, "sacrifice")
					if len(ids) == 0 {
						return nil
					}
					o := x.G.Obj(ids[0])
					x.G.Sacrifice(ids)
					return interp.ObjRef(o.ID)
				}
			}).canPay(enoughChosen("what", nil)),
		fn("return-chosen", dsl.Action, dsl.AnyAbility, "Return a permanent the filter names, chosen by the player, to its owner's hand (a cost or an effect, CR 118.3): \"sacrifice it unless you return another creature you control to its owner's hand\". As a cost it can't be paid with no such permanent.",
			"effect unless(you, return-chosen(another creature you-control), sacrifice(self))", p("what", dsl.Objects)).
			// Its words are return-to-hand's: the reader leaves them to it.
			says(Template{Text: "return {what:a} to its owner's hand", Unread: true}).
			eval(func(b *binder) evalFn {
				what := b.value("what", dsl.Objects)
				return func(x *ctx, a argv) val {
					for _, id := range oneOrChosen(x, a, what, "return") {
						x.G.Move(id, interp.Hand, interp.NoPlayer, false, interp.Ref{})
					}
					return nil
				}
			}).canPay(enoughChosen("what", nil)),
		binds(fn("exile", dsl.Action, dsl.AnyAbility, "Exile an object (a cost or an effect); `as` names it. The ability's source remembers the card as \"the exiled card\" of its linked abilities (CR 607.2a, `the-exiled-card`).",
			"cost exile(another nontoken artifact creature you-control) as exiled", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "exile {what:a}", Forms: map[string]string{"bound": "the exiled {what:noun}"}}).
			eval(func(b *binder) evalFn {
				what := b.value("what", dsl.Objects)
				return func(x *ctx, a argv) val {
					ids := oneOrChosen(x, a, what, "exile")
					if len(ids) == 0 {
						return nil
					}
					// The source remembers it as "the exiled card" of its
					// linked abilities (CR 607.2a).
					x.G.ExileLinked(x, ids[0])
					// The name refers to the object as it last existed (C2).
					return interp.ObjRef(ids[0])
				}
			}).canPay(enoughChosen("what", nil)),
	}
}

// toOwnersHand puts a card into its owner's hand (CR 400.3).
func toOwnersHand(x *ctx, id interp.ObjID) {
	x.G.Move(id, interp.Hand, interp.NoPlayer, false, interp.Ref{})
}

// toObject is the implementation of an effect that does one thing to the
// object a parameter names, if it names one.
func toObject(param string, do func(x *ctx, id interp.ObjID)) func(*binder) evalFn {
	return func(b *binder) evalFn {
		object := b.ref(param)
		return func(x *ctx, a argv) val {
			if r := object.Of(x, a); r.IsObj {
				do(x, r.Obj)
			}
			return nil
		}
	}
}

// oneOrChosen is the object an action names, or else one permanent chosen
// among those its filter matches.
func oneOrChosen(x *ctx, a argv, what interp.Arg[val], verb string) []interp.ObjID {
	if r, ok := what.Of(x, a).(interp.Ref); ok && r.IsObj {
		return []interp.ObjID{r.Obj}
	}
	return choosePermanents(x, what.Node(a), 1, verb)
}

// choosable are the objects choosePermanents chooses among: those the
// filter matches, controlled by the controller when paying a cost.
func choosable(x *ctx, n *interp.Node) (*interp.FilterVal, []interp.Ref) {
	fv := x.Filter(n)
	var cands []interp.Ref
	for _, r := range fv.Candidates() {
		if o := x.G.Obj(r.Obj); r.IsObj && o != nil && (o.Controller == x.Controller || !x.Paying) {
			cands = append(cands, r)
		}
	}
	return fv, cands
}

// enoughChosen is the payable check of a cost that names an object or
// chooses count among those a filter matches (see choosePermanents).
func enoughChosen(what string, count func(b *binder) interp.Arg[int]) func(b *binder) payFn {
	return func(b *binder) payFn {
		v := b.value(what, dsl.Objects)
		var n interp.Arg[int]
		if count != nil {
			n = count(b)
		}
		return func(x *ctx, a argv) bool {
			switch r := v.Of(x, a).(type) {
			case nil, interp.Refs, *interp.TargetList:
				return true
			case interp.Ref:
				if r.IsObj {
					return true
				}
			}
			need := 1
			if count != nil {
				need = n.Or(x, a, 1)
			}
			_, cands := choosable(x, v.Node(a))
			return len(cands) >= need
		}
	}
}

// choosePermanents picks count permanents the controller controls that
// match, for a cost (CR 118.3) or an effect.
func choosePermanents(x *ctx, n *interp.Node, count int, what string) []interp.ObjID {
	fv, cands := choosable(x, n)
	if len(cands) < count {
		interp.Fail("%s: not enough to %s (%s: %d of %d)", x.G.Name(x.Source), what, fv.Text(), len(cands), count)
	}
	var out []interp.ObjID
	for i := 0; i < count; i++ {
		var r interp.Ref
		if len(cands) == count-i {
			r = cands[0]
		} else {
			r = x.G.ChooseRef(x.Controller, what, fmt.Sprintf("%s to %s for %s", fv.Text(), what, x.G.Name(x.Source)), cands)
		}
		out = append(out, r.Obj)
		for j, c := range cands {
			if c == r {
				cands = append(cands[:j], cands[j+1:]...)
				break
			}
		}
	}
	return out
}

// allAtOnce is the implementation of an effect done to every object the
// filter "what" matches at the same time: destroy, exile all.
func allAtOnce(do func(g *interp.Game, ids []interp.ObjID)) func(*binder) evalFn {
	return func(b *binder) evalFn {
		what := b.filter("what")
		return func(x *ctx, a argv) val {
			do(x.G, objectIDs(what.Of(x, a)))
			return nil
		}
	}
}

// objectIDs are the objects of a set, players left out.
func objectIDs(set *interp.FilterVal) []interp.ObjID {
	var ids []interp.ObjID
	for _, r := range candidates(set) {
		if r.IsObj {
			ids = append(ids, r.Obj)
		}
	}
	return ids
}
