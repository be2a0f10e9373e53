package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// spellCosts are the records of what casting a spell costs beyond its
// mana cost: convoke and delve, which pay part of the total cost other
// than with mana (CR 702.51, 702.66); bargain, an optional sacrifice as
// an additional cost (CR 702.166); and the spell's own static abilities
// about casting it: an additional cost (CR 601.2b), a casting
// restriction (CR 601.3) and a cost reduction (CR 601.2f).
func spellCosts() []*Primitive {
	return []*Primitive{
		keyword("convoke", "While paying the spell's total cost, its caster may tap untapped creatures they control, each paying for {1} or for one mana of that creature's color (CR 702.51a); convoke isn't an additional or alternative cost (702.51b), and a creature that came under its controller's control this turn may convoke. A scenario taps them with `convoke bears, elves {G}` (no type: {1}).",
			"keyword convoke").text("convoke").
			remind("Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.").
			rule(interp.TapCreaturesToPay),
		keyword("delve", "While paying the spell's total cost, its caster may exile cards from their graveyard, each paying for {1} of its generic mana (CR 702.66a); delve isn't an additional or alternative cost (702.66b). A scenario exiles them with `delve c1, c2`.",
			"keyword delve").text("delve").
			remind("Each card you exile from your graveyard while casting this spell pays for {1}.").
			rule(interp.ExileCardsToPay),
		keyword("bargain", "As an additional cost, the caster may sacrifice an artifact, enchantment, or token as the spell is cast (CR 702.166a); the spell, and the permanent it becomes, is then bargained (702.166b), which `bargained` asks. A scenario pays it with `bargain art`.",
			"keyword bargain").text("bargain").
			remind("You may sacrifice an artifact, enchantment, or token as you cast this spell.").
			rule(interp.OptionalSacrificeCost),
		fn("addendum", dsl.Effect, dsl.InSpell, "Addendum (CR 207.2c, an ability word): if the spell was cast during its caster's main phase, its instruction is done instead of the spell's other instructions (CR 608.2c), which aren't done; otherwise only the others are. \"Draw three cards.\" and \"Addendum — If you cast this spell during your main phase, instead scry 3, then draw three cards.\" draw three cards cast in combat, and scry first cast in a main phase.",
			"effect addendum(then(scry(3), draw(3)))", p("effect", dsl.Effect)).
			says(Template{Text: "if you cast this spell during your main phase, instead {effect}", AbilityWord: "addendum"}).
			withRole(interp.RoleModifiesEarlier).
			eval(func(b *binder) evalFn {
				effect := b.node("effect")
				return func(x *ctx, a argv) val {
					o := x.G.Obj(x.Source)
					if o == nil || !o.CastInMainPhase {
						x.G.Note("addendum: %s wasn't cast during its caster's main phase", x.G.Name(x.Source))
						return nil
					}
					x.G.Note("addendum: %s was cast during its caster's main phase; its other instructions aren't done", x.G.Name(x.Source))
					x.Exec(effect.Node(a))
					x.Replaced = true
					return nil
				}
			}),
		fn("bargained", dsl.Condition, dsl.AnyAbility, "True when the object's bargain cost was paid as it was cast (CR 702.166b): \"if it was bargained\"; a permanent keeps it from the spell it was.",
			"if bargained(self)", p("object", dsl.Object)).
			says(Template{Text: "{object} was bargained", Forms: map[string]string{"present": "{object}'s bargained"}}).
			eval(objectWas(func(o *interp.Object) bool { return o.Bargained })),
		fn("additional-cost", dsl.Effect, dsl.InStatic, "A static ability of a spell: a cost its caster must pay to cast it, besides its mana cost (CR 601.2b), paid with the total cost (601.2h); a spell whose additional cost can't be paid can't be cast.",
			"effect additional-cost(sacrifice(land))", p("cost", dsl.Cost)).
			text("as an additional cost to cast this spell, {cost}").
			withRole(interp.RoleAdditionalCost).
			eval(func(b *binder) evalFn {
				cost := b.node("cost")
				return func(x *ctx, a argv) val {
					if !x.Paying {
						// Only the engine pays it, as the spell is cast.
						return nil
					}
					return interp.CostPaid{Paid: cost.Of(x, a) != nil}
				}
			}),
		fn("alternative-cost", dsl.Effect, dsl.InStatic, "A static ability of a spell: an alternative cost its caster may pay instead of its mana cost, when the condition holds (CR 118.9); additional costs, increases and reductions still apply (CR 601.2f), and only one alternative cost can be paid (118.9a). A scenario chooses it with `alternative`.",
			"effect alternative-cost({R}, drew-at-least(opponent, 3))", p("cost", dsl.Cost), opt("condition", dsl.Condition)).
			says(Template{Text: "[if {condition}, ]you may {cost:verb} rather than pay this spell's mana cost"}).
			withRole(interp.RoleAlternativeCost).
			eval(func(b *binder) evalFn {
				cost, cond := b.node("cost"), b.value("condition", dsl.Condition)
				return func(x *ctx, a argv) val {
					if x.Paying {
						// A cost that isn't mana, paid as the spell is cast.
						return interp.CostPaid{Paid: cost.Of(x, a) != nil}
					}
					holds := true
					if cond.Given(a) {
						holds, _ = cond.Of(x, a).(bool)
					}
					return interp.CastCondition{Holds: holds}
				}
			}),
		fn("cast-without-paying", dsl.Effect, dsl.InStatic, "Static: the player may cast spells from their hand without paying their mana costs, an alternative cost of nothing (CR 118.9); additional costs still apply, and X is 0 (CR 107.3). A scenario casts that way with `alternative`.",
			"effect cast-without-paying(you)", p("player", dsl.Player)).
			says(Template{Subject: "player", Text: "may cast spells from {player:poss} hand without paying their mana costs"}).
			withRole(interp.RoleCastingRule).
			eval(func(b *binder) evalFn {
				player := b.player("player")
				return func(x *ctx, a argv) val { return interp.FreeCast{Player: player.Of(x, a)} }
			}),
		fn("cast-only-if", dsl.Effect, dsl.InStatic, "A static ability of a spell: a casting restriction (CR 601.3): the card can be cast only while the condition holds.",
			"effect cast-only-if(controls(you, Vampire, at-least: 2))", p("condition", dsl.Condition)).
			text("cast this spell only if {condition}").
			withRole(interp.RoleCastingRule).
			eval(func(b *binder) evalFn {
				condition := b.value("condition", dsl.Condition)
				return func(x *ctx, a argv) val {
					holds, _ := condition.Of(x, a).(bool)
					return interp.CastCondition{Holds: holds}
				}
			}),
		fn("costs-less", dsl.Effect, dsl.InStatic, "A static ability of a spell: it costs less to cast, from the generic part of its total cost (CR 601.2f, 118.7), when the condition holds as the total cost is determined.",
			"effect costs-less({2}, bargained(self))", p("by", dsl.Mana), opt("condition", dsl.Condition)).
			says(Template{Subject: "this", Text: "cost {by} less to cast[ if {condition:present}]"}).
			withRole(interp.RoleCastingRule).
			eval(func(b *binder) evalFn {
				by, cond := b.manaCost("by"), b.value("condition", dsl.Condition)
				return func(x *ctx, a argv) val {
					if cond.Given(a) {
						if holds, _ := cond.Of(x, a).(bool); !holds {
							return nil
						}
					}
					return interp.CostChange{Reduce: by.Of(x, a).Resolve(0).Generic, Own: true}
				}
			}),
	}
}

// objectWas is the evaluator of a condition on how the object argument
// was cast (bargained, escaped, its madness cost paid): false when there
// is no such object. A permanent keeps what the spell it was had.
func objectWas(was func(*interp.Object) bool) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		object := b.object("object")
		return func(x *ctx, a argv) val {
			o := object.Of(x, a)
			return o != nil && was(o)
		}
	}
}
