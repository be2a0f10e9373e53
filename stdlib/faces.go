package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// faceRecords are the records of cards whose second face is cast, not
// turned up: fuse on split cards (CR 702.102) and the prepared
// designation of prepare cards. How each face is cast is the engine's
// (interp.Layout); a card declares the face with `split`, `adventure` or
// `prepare`.
func faceRecords() []*Primitive {
	return []*Primitive{
		keyword("fuse", "On both halves of a split card: while the card is in its owner's hand, its owner may cast both halves as one spell, paying both mana costs (CR 702.102a); the fused spell has both halves' characteristics and follows the first half's instructions, then the second's (CR 702.102c-d). From any other zone only one half can be cast. A scenario casts it with `fused`, a half with `half 1` or `half 2`.",
			"keyword fuse").
			says(Template{Text: "fuse", Reminder: "You may cast one or both halves of this card from your hand."}).
			rule(interp.CastBothHalves),
		fn("becomes-prepared", dsl.Effect, dsl.AnyAbility,
			"The permanent of a prepare card becomes prepared: while it's prepared, its controller may cast a copy of its prepare spell (the card's `prepare` face), paying its mana cost, and doing so unprepares it. It stays prepared until then or until it leaves the battlefield; a prepared permanent becoming prepared changes nothing. A scenario casts the copy with `cast x prepared`.",
			"effect becomes-prepared(self)", p("object", dsl.Object)).
			says(Template{Subject: "object", Text: "become prepared", Reminder: "While it's prepared, you may cast a copy of its spell. Doing so unprepares it."}).
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.Prepare(id) })),
		fn("is-prepared", dsl.Condition, dsl.AnyAbility, "True when the permanent is prepared (see becomes-prepared).",
			"if is-prepared(self)", p("object", dsl.Object)).
			says(Template{Subject: "object", Text: "be prepared"}).
			eval(preparedIs(true)),
		fn("unprepared", dsl.Condition, dsl.AnyAbility, "True when the permanent isn't prepared (see becomes-prepared): \"if this creature isn't prepared, it becomes prepared\".",
			"if unprepared(self)", p("object", dsl.Object)).
			says(Template{Subject: "object", Text: "aren't prepared"}).
			eval(preparedIs(false)),
	}
}

// preparedIs tests whether the permanent's being prepared is want.
func preparedIs(want bool) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		object := b.object("object")
		return func(x *ctx, a argv) val {
			o := object.Of(x, a)
			return o != nil && !o.Left && o.Prepared == want
		}
	}
}
