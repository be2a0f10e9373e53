package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// castingFromEffects are the records of cards cast or played because an
// effect says so: discover (CR 701.57), exiling cards from the top of a
// library until one of a kind is exiled and casting it without paying
// its mana cost (CR 118.9), the permission to play exiled cards this
// turn (CR 601.2a, 305.1), revealing or looking at the top of a library
// for a card to put onto the battlefield, and the cost and conditions of
// spells cast other than for their mana cost.
func castingFromEffects() []*Primitive {
	return []*Primitive{
		fn("discover", dsl.Effect, dsl.AnyAbility,
			"Discover N (CR 701.57a): exile cards from the top of your library until you exile a nonland card with mana value N or less; you may cast it without paying its mana cost (CR 118.9), while the instruction resolves and whatever the timing (CR 117.1, 608.2g), its targets chosen then; if you don't, put it into your hand. The other exiled cards, lands and cards with greater mana value among them, go on the bottom of your library in a random order. The reminder text is written with `reminder(…)`. A scenario answers `yes` to cast it.",
			"effect reminder(discover(4))", positive("count", dsl.Number)).says(Template{Text: "discover {count:digits}",
			Reminder:         "Exile cards from the top of your library until you exile a nonland card with mana value {count:digits} or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.",
			OptionalReminder: true}).
			eval(onCount(func(x *ctx, n int) { x.G.Discover(x.Controller, n, "discover") })),
		fn("exile-until-cast", dsl.Effect, dsl.AnyAbility,
			"Exile cards from the top of your library until you exile a card matching the filter; you may cast that card without paying its mana cost (CR 118.9) while the instruction resolves, whatever the timing (CR 117.1, 608.2g), if its mana value is less than `less-than` (when given); if you don't cast it this way, put it into your hand. The other exiled cards stay in exile. A scenario answers `yes` to cast it.",
			"effect exile-until-cast(nonland, less-than: count(Mountain you-control))", p("what", dsl.Objects), opt("less-than", dsl.Number)).
			says(Template{Text: "exile cards from the top of your library until you exile {what:a} card. You may cast that card without paying its mana cost[ if the spell's mana value is less than {less-than}]. If you don't cast that card this way, put it into your hand"}).
			eval(func(b *binder) evalFn {
				what, less := b.filter("what"), b.num("less-than")
				return func(x *ctx, a argv) val {
					fv := what.Of(x, a)
					x.G.ExileUntilMayCast(x.Controller, func(o *interp.Object) bool { return fv.MatchAnyZone(interp.ObjRef(o.ID)) },
						func(id interp.ObjID) bool {
							return !less.Given(a) || x.G.ManaValue(x.G.Obj(id)) < less.Of(x, a)
						}, "cast")
					return nil
				}
			}),
		fn("exile-top-may-play", dsl.Effect, dsl.AnyAbility,
			"Exile the top cards of your library; you may play them this turn (CR 601.2a, 305.1): cast them as spells or play them as lands, with the usual timing and costs, until the turn ends or they leave exile. Later instructions of the ability ask about them with `exiled-this-way`.",
			"effect exile-top-may-play(2)", positive("count", dsl.Number)).says(Template{Count: "count",
			Text:  "exile the top {count#card} of your library. You may play them this turn",
			Forms: map[string]string{"=1": "exile the top card of your library. You may play that card this turn"}}).
			eval(func(b *binder) evalFn {
				count := b.num("count")
				return func(x *ctx, a argv) val {
					pl := x.G.Players[x.Controller]
					n := min(count.Of(x, a), len(pl.Library))
					top := append([]interp.ObjID(nil), pl.Library[:n]...)
					x.Exiled = nil
					for _, id := range top {
						if o := x.G.ExileObj(id); o != nil {
							x.Exiled = append(x.Exiled, o.ID)
						}
					}
					x.G.PermitPlay(x.Controller, x.Exiled)
					return nil
				}
			}),
		fn("exiled-this-way", dsl.Condition, dsl.AnyAbility,
			"True when a card the ability's earlier instruction exiled (`exile-top-may-play`) matched the filter as it was exiled: \"If you exiled a land card this way\"; it asks the cards, wherever they went since.",
			"effect if-then(exiled-this-way(land), create(dinosaur))", p("what", dsl.Objects)).text("you exiled {what:a} card this way").
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					fv := what.Of(x, a)
					for _, id := range x.Exiled {
						if fv.MatchAnyZone(interp.ObjRef(id)) || fv.MatchLKI(interp.ObjRef(id)) {
							return true
						}
					}
					return false
				}
			}),
		fn("reveal-until-onto-battlefield", dsl.Effect, dsl.AnyAbility,
			"Reveal cards from the top of your library until you reveal a card matching the filter (CR 701.20a); put that card onto the battlefield (CR 110.2a) and the other revealed cards on the bottom of your library in a random order. With no such card, every card is revealed and goes to the bottom.",
			"effect reveal-until-onto-battlefield(creature)", p("what", dsl.Objects)).
			text("reveal cards from the top of your library until you reveal {what:a} card. Put that card onto the battlefield and the rest on the bottom of your library in a random order").
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					fv := what.Of(x, a)
					found, rest := x.G.RevealUntil(x.Controller, func(o *interp.Object) bool { return fv.MatchAnyZone(interp.ObjRef(o.ID)) })
					if found != 0 {
						x.G.PutFound([]interp.ObjID{found}, interp.Battlefield, false)
					}
					x.G.BottomInRandomOrder(rest)
					return nil
				}
			}),
		fn("look-may-put-onto-battlefield", dsl.Effect, dsl.AnyAbility,
			"Look at the top cards of your library (CR 401.4); you may put one of them matching the filter onto the battlefield (CR 110.2a), then put the rest on the bottom of your library in any order. A scenario chooses the card, or `done` for none.",
			"effect look-may-put-onto-battlefield(7, creature)", positive("count", dsl.Number), p("what", dsl.Objects)).says(Template{Count: "count",
			Text: "look at the top {count#card} of your library. You may put {what:a} card from among them onto the battlefield. Put the rest on the bottom of your library in any order"}).
			eval(func(b *binder) evalFn {
				count, what := b.num("count"), b.filter("what")
				return func(x *ctx, a argv) val {
					x.G.LookMayPut(x.Controller, count.Of(x, a), what.Of(x, a), "put onto the battlefield")
					return nil
				}
			}),
		word("additional-combat", dsl.Effect,
			"After this main phase, there is an additional combat phase followed by an additional main phase (CR 500.8); the turn then goes on where it would have. Outside a main phase it adds nothing.",
			"effect additional-combat").says(Template{Text: "after this main phase, there is an additional combat phase followed by an additional main phase"}).
			eval(fixed(func(x *ctx, _ argv) val { x.G.AddCombatAfterMain(); return nil })),
		filter("attacked-this-turn", dsl.Objects, "Creatures declared as attackers this turn (CR 508.1), in any combat of it, whether or not they are attacking now; a creature that left the battlefield and came back is a new object that didn't (CR 400.7).",
			"untap-all(creature attacked-this-turn)").
			says(Template{Role: Qualifier, Text: "that attacked this turn"}).
			match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool {
				t := x.G.CombatStatus(o).AttackedIn
				return t != 0 && t == x.G.Turn
			})),
		filter("permanent-card", dsl.Objects, "Permanent cards (CR 110.4b): artifact, battle, creature, enchantment, land and planeswalker cards, wherever they are, read \"permanent card\" with a zone (\"target permanent card from your graveyard\").",
			"target up-to(1, permanent-card in-your-graveyard) as t").says(Template{Role: Noun, Text: "permanent", Plural: "permanents"}).
			match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool {
				return c.Is("Artifact") || c.Is("Battle") || c.Is("Creature") || c.Is("Enchantment") || c.Is("Land") || c.Is("Planeswalker")
			})),
		fn("untap-all", dsl.Effect, dsl.AnyAbility, "Untap every permanent matching the filter at once (CR 701.26b).",
			"effect untap-all(creature attacked-this-turn)", p("what", dsl.Objects)).text("untap all {what:plural}").
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					for _, o := range resolvedObjects(x, what.Of(x, a)) {
						x.G.UntapObj(o.ID, "(untap all)")
					}
					return nil
				}
			}),
		fn("exile-from-hand", dsl.Action, dsl.AnyAbility,
			"Exile cards of your choice matching the filter from your hand (a cost, CR 118.3, 406.3): \"exile two red cards from your hand\"; it can't be paid with fewer such cards. A spell can't pay it with itself: it is on the stack as the cost is paid (CR 601.2a).",
			"effect alternative-cost(exile-from-hand(red, 2))", p("what", dsl.Objects), positive("count", dsl.Number)).
			text("exile {count#<what:bare> card} from your hand").
			eval(func(b *binder) evalFn {
				what, count := b.filter("what"), b.num("count")
				return func(x *ctx, a argv) val {
					fv, n := what.Of(x, a), count.Of(x, a)
					var cands []interp.ObjID
					for _, id := range x.G.Players[x.Controller].Hand {
						if fv.MatchAnyZone(interp.ObjRef(id)) {
							cands = append(cands, id)
						}
					}
					if len(cands) < n {
						// A cost can't be paid with fewer cards (CR 601.2h, 602.2b).
						interp.Fail("%s can't exile %d %s cards from their hand: they have %d", x.G.PlayerName(x.Controller), n, fv.Text(), len(cands))
					}
					var first interp.Ref
					for _, id := range x.G.ChooseCards(x.Controller, "exile", cands, n) {
						x.G.Note("%s exiles %s from their hand", x.G.PlayerName(x.Controller), x.G.Name(id))
						if o := x.G.ExileObj(id); o != nil && !first.IsObj {
							first = interp.ObjRef(o.ID)
						}
					}
					return first
				}
			}),
		fn("creature-spell-countered", dsl.Condition, dsl.AnyAbility,
			"True when a creature spell the player cast this turn was countered by a spell or ability another player controlled (CR 701.5a): the condition of a Trap's alternative cost.",
			"effect alternative-cost({0}, creature-spell-countered(you))", p("player", dsl.Player)).
			text("a creature spell {player} cast this turn was countered by a spell or ability an opponent controlled").
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val {
					p, h := player.Of(x, a), x.G.History()
					return p >= 0 && int(p) < len(h.CreatureSpellCountered) && h.CreatureSpellCountered[p]
				}
			}),
		fn("spells-cant-be-countered", dsl.Effect, dsl.InStatic,
			"Static, of a permanent: spells matching the filter can't be countered (CR 101.2: the \"can't\" wins over counterspells and ward), as long as the permanent is on the battlefield.",
			"static { effect spells-cant-be-countered(spell you-control) }", p("what", dsl.Objects)).text("{what:plural} can't be countered").
			changesRule(interp.RuleCantBeCountered).
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val {
					return &interp.RuleEffect{Rule: interp.RuleCantBeCountered, Objects: what.Of(x, a)}
				}
			}),
	}
}
