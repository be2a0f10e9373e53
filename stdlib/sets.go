package stdlib

import (
	"slices"

	"cardc/dsl"
	"cardc/interp"
)

// sets are the primitives that move every object of a set at once (CR
// 608.2h: the set is decided as the instruction is carried out) and the
// filter words that describe a set by an object named before: "all other
// permanents with the same name as that permanent".
func sets() []*Primitive {
	return []*Primitive{
		shuffleInto(),
		returnAll("return-to-hands", "Return every object of a set (players in it are left out) to its owner's hand at the same time (CR 400.3, 608.2h): \"Return all attacking creatures to their owners' hands.\" Each is a new object (CR 400.7); their leave-the-battlefield abilities see all of them leave together.",
			"effect return-to-hands(attacking creature)", "return {what:all} to their owners' hands", interp.Hand, false),
		returnAll("return-to-owner-hand", "Oracle's older wording of return-to-hands, \"Return all attacking creatures to their owner's hand.\": every object of the set goes to its owner's hand at the same time (CR 400.3, 608.2h).",
			"effect return-to-owner-hand(attacking creature)", "return {what:all} to their owner's hand", interp.Hand, false),
		returnAll("return-all-to-battlefield", "Put every card of a set onto the battlefield at the same time (CR 608.2h) under your control (CR 110.2a): \"Return all artifact, enchantment, and planeswalker cards from your graveyard to the battlefield.\" Each is a new object (CR 400.7).",
			"effect return-all-to-battlefield(artifact or enchantment in-your-graveyard)", "return {what:all-from} to the battlefield", interp.Battlefield, false),
		returnAll("return-all-under-owners", "Put every card of a set onto the battlefield at the same time (CR 608.2h), each under its owner's control (CR 110.2a): \"Return all artifact and enchantment cards from all graveyards to the battlefield under their owners' control.\" Each is a new object (CR 400.7).",
			"effect return-all-under-owners(artifact or enchantment in-a-graveyard)", "return {what:all-from} to the battlefield under their owners' control", interp.Battlefield, true),
		fn("destroy-the-rest", dsl.Effect, dsl.AnyAbility,
			"You choose up to that many objects of a set as the effect resolves (CR 608.2d), without targeting them, so hexproof and protection don't stop the choice; then every other object of the set is destroyed at once (CR 701.8), as in \"Choose up to one creature. Destroy the rest.\" It is one instruction in two sentences.",
			"effect destroy-the-rest(creature, 1)", p("what", dsl.Objects), positive("count", dsl.Number)).
			says(Template{Text: "choose up to {count#!<what:bare>}. Destroy the rest"}).
			eval(func(b *binder) evalFn {
				what, count := b.filter("what"), b.num("count")
				return func(x *ctx, a argv) val {
					all := objectsOf(candidates(what.Of(x, a)))
					keep := x.G.ChooseUpTo(x.Controller, all, count.Of(x, a), "keep", "an object to keep")
					x.G.Destroy(slices.DeleteFunc(all, func(id interp.ObjID) bool { return slices.Contains(keep, id) }))
					return nil
				}
			}),
		filter("same-name-as", dsl.Objects, "Objects with the same name as the object (CR 201.2): its name as it is now, or as it last existed if it left its zone (CR 608.2h). An object with no name has the same name as nothing (CR 201.2c).",
			"effect return-to-hands(each-of(t, permanent other-than(t) same-name-as(t)))", p("object", dsl.Object)).
			says(Template{Role: Qualifier, Text: "with the same name as {object:that}"}).local().match(sameName),
		filter("named-as", dsl.Objects, "Objects with the name of the object, written as that name (CR 201.2): \"creatures named <its name>\"; the object's name as it is now, or as it last existed if it left its zone (CR 608.2h). An object with no name is named like nothing (CR 201.2c).",
			"effect defines-pt(count(creature named-as(self) on-battlefield))", p("object", dsl.Object)).
			says(Template{Role: Qualifier, Text: "named {object:name}"}).local().match(sameName),
		filter("on-battlefield", dsl.Objects, "Objects on the battlefield (CR 110.1), whoever controls them: \"the number of creatures named <its name> on the battlefield\".",
			"count(creature on-battlefield)").
			says(Template{Role: Qualifier, Text: "on the battlefield"}).local().match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Battlefield })),
		filter("other-than", dsl.Objects, "Objects other than the object: \"target permanent and all other permanents …\". The sentence names the object itself before, so the word reads \"other\".",
			"effect return-to-hands(each-of(t, permanent other-than(t) same-name-as(t)))", p("object", dsl.Object)).
			says(Template{Role: Det, Text: "another", Plural: "other"}).
			unsaid("object", "the sentence has just named the object: \"target permanent and all other permanents\"").
			local().
			match(otherThan),
		filter("other-than-named", dsl.Objects, "Objects other than the object, said after the noun with the object named: \"target attacking legendary creature you control other than <its name>\" (CR 201.5: a legendary permanent names itself by its short name).",
			"target attacking legendary creature you-control other-than-named(self) as t", p("object", dsl.Object)).
			says(Template{Role: Qualifier, Text: "other than {object}"}).
			local().
			match(otherThan),
	}
}

// otherThan matches the objects other than the "object" argument.
func otherThan(b *binder) matchFn {
	object := b.ref("object")
	return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
		r := object.Of(x, a)
		return !r.IsObj || r.Obj != o.ID
	})
}

// shuffleInto is the effect that shuffles a card and a set of cards into
// their owners' libraries.
func shuffleInto() *Primitive {
	return fn("shuffle-into-libraries", dsl.Effect, dsl.AnyAbility, "Put the card, named by its name, and every object of the set into their owners' libraries at once, then each of those owners shuffles (CR 401.3, 701.24a): \"Shuffle <its name> and up to three target cards from a single graveyard into their owners' libraries.\" A spell naming itself leaves the stack for its owner's library instead of the graveyard.",
		"effect shuffle-into-libraries(self, ts)", p("card", dsl.Object), p("what", dsl.AnyTargets)).
		says(Template{Text: "shuffle {card:name} and {what:from} into their owners' libraries"}).
		eval(func(b *binder) evalFn {
			card, what := b.object("card"), b.filter("what")
			return func(x *ctx, a argv) val {
				var ids []interp.ObjID
				if o := card.Of(x, a); o != nil && !o.Left {
					ids = append(ids, o.ID)
				}
				x.G.ShuffleIntoLibraries(append(ids, objectsOf(candidates(what.Of(x, a)))...))
				return nil
			}
		})
}

// objectsOf keeps the objects of a set, leaving its players out.
func objectsOf(refs []interp.Ref) []interp.ObjID {
	var ids []interp.ObjID
	for _, r := range refs {
		if r.IsObj {
			ids = append(ids, r.Obj)
		}
	}
	return ids
}

// returnAll declares an effect that moves every object of a set to a zone
// at once: to a hand (its owner's), or to the battlefield under your
// control or, with underOwners, each under its owner's.
func returnAll(name, doc, example, text string, to interp.Zone, underOwners bool) *Primitive {
	return fn(name, dsl.Effect, dsl.AnyAbility, doc, example, p("what", dsl.AnyTargets)).text(text).
		eval(func(b *binder) evalFn {
			what := b.filter("what")
			return func(x *ctx, a argv) val {
				under := interp.NoPlayer
				if to == interp.Battlefield && !underOwners {
					under = x.Controller
				}
				x.G.MoveAll(objectsOf(candidates(what.Of(x, a))), to, under)
				return nil
			}
		})
}

// sameName is the match of an object with the name of the "object"
// argument, as it is now or as it last existed (CR 201.2, 608.2h); an
// object with no name shares it with nothing (CR 201.2c).
func sameName(b *binder) matchFn {
	object := b.object("object")
	return onObject(func(x *ctx, a argv, _ *interp.Object, c *interp.Chars) bool {
		o := object.Of(x, a)
		if o == nil {
			return false
		}
		name := x.G.Chars(o).Name
		return name != "" && c.Name == name
	})
}
