package stdlib

import (
	"slices"

	"cardc/dsl"
	"cardc/interp"
)

// choosing are the primitives of choices made as a permanent enters (CR
// 614.12) or as an effect resolves (CR 608.2d) and remembered for what
// reads them: a card name (CR 201.3), a creature type (CR 205.3m), odd or
// even (CR 202.3), a color (CR 105.1); and the filter words that read the choice: "a spell
// with the chosen name", "creature you control of that type", "a spell
// with mana value of the chosen quality".
func choosing() []*Primitive {
	return []*Primitive{
		fn("as-enters", dsl.Effect, dsl.InReplacement,
			"Replacement: as the object enters the battlefield, its controller makes the choice (CR 614.12, 614.1c), which the permanent remembers while it is on the battlefield; a new object remembers nothing (CR 400.7). Its abilities read the choice as \"the chosen name\", \"the chosen quality\".",
			"effect as-enters(choose-nonland-card-name)", p("choice", dsl.Effect)).text("as {self} enters, {choice}").
			eval(func(b *binder) evalFn {
				choice := b.node("choice")
				return func(x *ctx, a argv) val {
					x.Exec(choice.Node(a))
					x.G.RememberChoices(x)
					return nil
				}
			}),
		nameChoice("choose-card-name", "card name", "", nil),
		nameChoice("choose-nonland-card-name", "nonland card name", "nonland ", func(c *interp.Chars) bool { return !c.Is("Land") }),
		word("choose-creature-type", dsl.Effect, "You choose a creature type (CR 205.3m) as the effect resolves (CR 608.2d); the ability's later instructions read it as \"that type\", and as-enters makes the permanent remember it.",
			"effect choose-creature-type").says(Template{Text: "choose a creature type"}).only(notStatic).
			eval(wordChoice(interp.ChoiceCreatureType, func() []string { return CreatureTypes.Words })),
		word("choose-odd-or-even", dsl.Effect, "You choose odd or even (CR 202.3: zero is even), the quality a mana value may have; with as-enters the permanent remembers it as \"the chosen quality\".",
			"effect as-enters(reminder(choose-odd-or-even))").says(Template{Text: "choose odd or even"}).remind("Zero is even.").only(notStatic).
			eval(wordChoice(interp.ChoiceParity, func() []string { return []string{"odd", "even"} })),
		word("choose-a-color", dsl.Effect, "You choose a color (CR 105.1) as the effect resolves (CR 608.2d); with as-enters the permanent remembers it (CR 614.12, 607.2) as \"the chosen color\" its other abilities read, and a new object chooses again (CR 400.7). A scenario answers with the color in quotes (`choose \"red\"`).",
			"effect as-enters(choose-a-color)").says(Template{Text: "choose a color"}).only(notStatic).
			eval(wordChoice(interp.ChoiceColor, interp.ColorNames)),
		filter("of-the-chosen-color", dsl.Objects, "Objects of the color chosen as the object the ability belongs to entered, or by the ability earlier as it resolves (CR 105.1, 614.12): \"Creatures you control of the chosen color get +1/+0.\"; a multicolored object of that color too (CR 105.2); nothing when no color was chosen.",
			"effect gets(creature you-control of-the-chosen-color, +1/+0)").
			says(Template{Role: Qualifier, Text: "of the chosen color"}).match(is(func(x *ctx, _ *interp.Object, c *interp.Chars) bool {
			col := x.G.ChosenFor(x).ChosenColor()
			return col != 0 && c.Colors&col != 0
		})),
		filter("with-chosen-name", dsl.Objects, "Objects with the card name chosen as the object the ability belongs to entered (CR 201.3, 614.12); nothing when no name was chosen.",
			"whenever cast(spell with-chosen-name, by: opponent) as s").
			says(Template{Role: Qualifier, Text: "with the chosen name"}).match(chosenName),
		filter("with-that-name", dsl.Objects, "Objects with the card name the ability chose earlier as it resolves (CR 201.3, 608.2c): \"Choose a card name. … discards all cards with that name.\"; nothing when no name was chosen.",
			"effect reveal-discard-all(p, any-card with-that-name)").
			says(Template{Role: Qualifier, Text: "with that name"}).match(chosenName),
		filter("of-that-type", dsl.Objects, "Objects with the creature type the ability chose earlier as it resolves (CR 205.3m, 608.2c): \"creature you control of that type\"; nothing when no type was chosen.",
			"count(creature you-control of-that-type)").
			says(Template{Role: Qualifier, Text: "of that type"}).match(is(func(x *ctx, _ *interp.Object, c *interp.Chars) bool {
			t := x.G.ChosenFor(x).CreatureType
			return t != "" && c.Is(t)
		})),
		filter("mana-value-of-chosen-quality", dsl.Objects, "Objects whose mana value is odd or even as the object the ability belongs to chose (CR 202.3, 614.12; zero is even); nothing when no quality was chosen.",
			"whenever cast(spell mana-value-of-chosen-quality, by: opponent)").
			says(Template{Role: Qualifier, Text: "with mana value of the chosen quality"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool {
			q := x.G.ChosenFor(x).Parity
			odd := x.G.ManaValue(o)%2 == 1
			return q == "odd" && odd || q == "even" && !odd
		})),
		filter("any-card", dsl.Objects, "Cards (CR 108.1): objects that are cards, not tokens or copies of spells, in any zone; `card` itself is the reserved word that begins a card.",
			"effect reveal-discard-all(p, any-card with-that-name)").
			says(Template{Role: Kind, Text: "card", Plural: "cards"}).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return !o.IsToken && !o.IsCopy })),
		fn("caster", dsl.Player, dsl.AnyAbility, "The player who cast the spell: its controller (CR 601.2a, 110.2). After the event that says that player cast it, the pronoun \"they\": \"Whenever an opponent casts a spell …, they lose 3 life\".",
			"effect lose-life(caster(s), 3)", p("spell", dsl.Object)).says(Template{Text: "{spell:poss} caster", Forms: map[string]string{"agent": "they"}}).
			eval(func(b *binder) evalFn {
				spell := b.controllerOf("spell")
				return func(x *ctx, a argv) val { return interp.PlayerRef(spell.Of(x, a)) }
			}),
		fn("reveal-discard-all", dsl.Effect, dsl.AnyAbility,
			"A player reveals their hand (CR 701.20a) and discards every card in it matching the filter at once (CR 701.9a); with none, they discard nothing.",
			"effect reveal-discard-all(p, any-card with-that-name)", p("player", dsl.Player), p("what", dsl.Objects)).
			says(Template{Subject: "player", Text: "reveal their hand and discard {what:all}"}).
			eval(func(b *binder) evalFn {
				player, what := b.player("player"), b.filter("what")
				return func(x *ctx, a argv) val {
					p := player.Of(x, a)
					if p == interp.NoPlayer {
						return nil
					}
					hand := slices.Clone(x.G.Players[p].Hand)
					x.G.Reveal(p, hand)
					fv := what.Of(x, a)
					x.G.Discard(slices.DeleteFunc(hand, func(id interp.ObjID) bool { return !fv.MatchQuality(interp.ObjRef(id)) }))
					return nil
				}
			}),
		binds(fn("chooses", dsl.Effect, dsl.AnyAbility,
			"A player (by default you) chooses one object matching the filter as the effect resolves (CR 608.2d): not a target, so hexproof and shroud don't stop it (CR 115.10). Named with `as`, the later instructions act on the object chosen (\"Target opponent chooses a creature they control. You gain control of it.\"); with nothing to choose, the name names nothing and they do nothing. Write `controlled-by(p)` with the chooser for \"they control\".",
			"effect chooses(creature controlled-by(t), player: t) as chosen", p("what", dsl.Objects), opt("player", dsl.Player)), dsl.Object).
			says(Template{Subject: "player", Text: "choose {what:a}", Forms: map[string]string{"bound": "the chosen {what:noun}"}}).
			eval(func(b *binder) evalFn {
				what, player := b.filter("what"), b.player("player")
				return func(x *ctx, a argv) val {
					p := x.Controller
					if player.Given(a) {
						p = player.Of(x, a)
					}
					refs := slices.DeleteFunc(candidates(what.Of(x, a)), func(r interp.Ref) bool { return !r.IsObj })
					if p == interp.NoPlayer || len(refs) == 0 {
						x.G.Note("nothing to choose")
						return interp.Ref{}
					}
					r := refs[0] // one candidate leaves nothing to decide
					if len(refs) > 1 {
						r = x.G.ChooseRef(p, "choose", "an object to choose", refs)
					}
					x.G.Note("%s chooses %s", x.G.PlayerName(p), x.G.RefName(r))
					return r
				}
			}),
		fn("choose-target", dsl.Effect, dsl.AnyAbility,
			"Words a target as a choice: \"Choose target card in a graveyard …\". The target is chosen as the spell is cast or the ability put on the stack (CR 601.2c, 115.1); the later instructions act on it, and this one does nothing as it resolves.",
			"effect choose-target(t)", p("object", dsl.Object)).says(Template{Text: "choose {object}"}).
			eval(func(b *binder) evalFn {
				b.ignores("object", "the target was chosen as the spell was cast (CR 601.2c); the instructions after this one act on it")
				return fixed(func(*ctx, argv) val { return nil })(b)
			}),
		fn("exile-same-name-from-zones", dsl.Effect, dsl.AnyAbility,
			"Search the object's owner's graveyard, hand and library for every card with the same name as the object (CR 201.2, 701.19) and exile them at once (CR 406.3); then that player shuffles (CR 701.24a). The name is the object's as it is now or as it last existed (CR 608.2h). A search for cards with a stated quality may find fewer (CR 701.19b); this one finds every such card.",
			"effect exile-same-name-from-zones(t)", p("object", dsl.Object)).
			says(Template{Text: "search {object:poss} owner's graveyard, hand, and library for all cards with the same name as {object:that} and exile them. Then that player shuffles"}).
			eval(func(b *binder) evalFn {
				object := b.object("object")
				return func(x *ctx, a argv) val {
					o := object.Of(x, a)
					if o == nil {
						return nil
					}
					x.G.ExileSameName(x.Controller, o.Owner, x.G.Chars(o).Name)
					return nil
				}
			}),
		filter("not-basic-land", dsl.Objects, "Objects other than basic lands (CR 205.4c): \"target card in a graveyard other than a basic land card\".",
			"target in-a-graveyard not-basic-land as t").
			says(Template{Role: Qualifier, Text: "other than a basic land card"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return !basicLand(c) })),
		fn("cant-activate-unless-mana", dsl.Effect, dsl.InStatic,
			"In a static ability: activated abilities of the objects can't be activated unless they're mana abilities (CR 602.5, 605.1a); mana abilities and triggered abilities still work.",
			"effect cant-activate-unless-mana(source with-chosen-name)", p("object", dsl.Objects)).
			says(Template{Text: "activated abilities of {object:plural} can't be activated unless they're mana abilities"}).
			changesRule(interp.RuleCantActivateNonMana).
			eval(filterRule("object", interp.RuleCantActivateNonMana)),
	}
}

// notStatic are the places of a choice: an instruction carried out, never
// a static ability's effect.
const notStatic = dsl.AnyAbility &^ dsl.InStatic

// nameChoice declares a choice of a card name (CR 201.3) among the names
// of the pool's cards that pass the test ("a nonland card name" is the
// name of a nonland card).
func nameChoice(name, what, adj string, test func(*interp.Chars) bool) *Primitive {
	return word(name, dsl.Effect, "You choose a "+what+" (CR 201.3) as the effect resolves (CR 608.2d): the name of a "+adj+"card. The ability's later instructions read it as \"that name\"; with as-enters the permanent remembers it as \"the chosen name\" (CR 614.12). A scenario answers with the name in quotes.",
		"effect as-enters("+name+")").says(Template{Text: "choose a " + what}).only(notStatic).
		eval(func(*binder) evalFn {
			return func(x *ctx, _ argv) val {
				x.G.ChooseWord(x, interp.ChoiceCardName, x.G.Pool.CardNames(test))
				return nil
			}
		})
}

// wordChoice is the implementation of a choice among fixed words of a
// kind.
func wordChoice(kind string, options func() []string) func(*binder) evalFn {
	return fixed(func(x *ctx, _ argv) val {
		x.G.ChooseWord(x, kind, options())
		return nil
	})
}

// chosenName is the match of an object whose name is the card name chosen
// for the ability, as it resolves or as its source entered (CR 201.3).
var chosenName = is(func(x *ctx, _ *interp.Object, c *interp.Chars) bool {
	n := x.G.ChosenFor(x).Name
	return n != "" && c.Name == n
})
