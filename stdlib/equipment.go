package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// equipment are the records of Equipment (CR 301.5): the equip keyword
// ability (CR 702.6), which binds `equipped` for the card's abilities, and
// the words equip's targets and an Aura's enchant keyword are narrowed
// with, the quoted abilities an Aura or Equipment grants, and what else the
// corpus's Auras do: change control (CR 613.1b), and split second
// (CR 702.61).
func equipment() []*Primitive {
	return []*Primitive{
		keyword("equip", "An activated ability of an Equipment: \"[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery.\" (CR 702.6a); `to` narrows the target (\"Equip Wizard {1}\"). A card may have several (CR 702.6c). It binds `equipped`, the creature the Equipment is attached to; an Equipment attached to anything else, or while it is a creature, becomes unattached (CR 301.5c, 704.5n).",
			"keyword equip({3})", p("cost", dsl.Mana), opt("to", dsl.Objects)).
			says(Template{Text: "equip[ {to:bare}] {cost}", Forms: map[string]string{"bound": "equipped creature"}}).
			remind("{cost}: Attach to target creature you control. Equip only as a sorcery.").
			rule(interp.AttachToCreature).demands(dsl.EquipmentAttachment).binding("equipped"),
		keyword("living-weapon", "A triggered ability of an Equipment: \"When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it.\" (CR 702.92a).", "keyword living-weapon").
			says(Template{Text: "living weapon", Reminder: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it."}).
			defined(),
		fn("create-attached", dsl.Effect, dsl.AnyAbility, "Create a token from one of the card's token definitions (CR 111.2), then attach a permanent to it (CR 701.3a): living weapon's Germ (CR 702.92a). If the permanent can't be attached to the token, the token stays and nothing is attached (CR 701.3b).",
			"effect create-attached(germ, self)", p("token", dsl.Token), p("attach", dsl.Object)).
			says(Template{Text: "create a {token}, then attach {attach} to it"}).
			eval(func(b *binder) evalFn {
				token, attach := b.token("token"), b.ref("attach")
				return func(x *ctx, a argv) val {
					face, r := token.Of(x, a), attach.Of(x, a)
					if face == nil {
						return nil
					}
					made := x.G.CreateTokens(face, x.Controller, 1)
					if len(made) == 1 && r.IsObj {
						x.G.Attach(r.Obj, interp.ObjRef(made[0].ID))
					}
					return nil
				}
			}),
		fn("have-ability", dsl.Effect, dsl.InStatic, "In a static ability: the objects have the ability, written in quotes (layer 6, CR 613.1f), as long as the source is on the battlefield: Enchanted land has \"{T}: Add one mana of any color.\" In the ability, `self` is the object that has it (\"this creature\") and `granter` the object whose ability grants it, named by its name (\"Sacrifice <its name>: <its name> deals 2 damage\"); the object that has it, its controller, activates it (CR 113.1c, 602.2).",
			"effect have-ability(enchanted, mana { cost {T} effect produce-mana(one-of(any-color)) })", p("object", dsl.Objects), p("ability", dsl.Ability)).
			says(Template{Subject: "object", Text: "have {ability}"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, ability := b.filter("object"), b.ability("ability")
				return func(x *ctx, a argv) val {
					ab := ability.Of(x, a)
					if ab == nil {
						return nil
					}
					// The ability knows what grants it (granter).
					granted := *ab
					granted.GrantedBy = x.Source
					return &interp.StaticEffect{Objects: objects.Of(x, a), GrantAbilities: []*interp.AbilityDef{&granted}}
				}
			}),
		fn("under-your-control", dsl.Effect, dsl.InStatic, "In a static ability: you (the ability's controller) control the objects (a control-changing effect, layer 2, CR 613.1b), as long as the source is on the battlefield: \"You control enchanted permanent.\" The latest such effect wins (CR 613.7); once none applies, the permanent returns to the controller it had. A permanent that changes controller can't attack or {T} until its new controller's next turn (CR 302.6).",
			"effect under-your-control(enchanted)", p("object", dsl.Objects)).
			says(Template{Text: "you control {object}"}).
			withRole(interp.RoleLayered).changingControl().
			eval(onObjects(func(x *ctx, fv *interp.FilterVal) val {
				return &interp.StaticEffect{Objects: fv, ChangesControl: true, Control: x.Controller}
			})),
		keyword("split-second", "As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities (CR 702.61a); mana abilities and triggered abilities still work (CR 702.61b).", "keyword split-second").
			says(Template{Text: "split second", Reminder: "As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities."}).
			rule(interp.LocksTheStack),
		fn("triggers-additional-time", dsl.Effect, dsl.InStatic, "In a static ability: if a triggered ability of one of the objects triggers, it triggers an additional time (CR 603.2d), once more for each such effect; each trigger goes on the stack separately, with its own targets and choices.",
			"effect triggers-additional-time(equipped)", p("object", dsl.Objects)).
			says(Template{Text: "if a triggered ability of {object} triggers, that ability triggers an additional time"}).
			changesRule(interp.RuleTriggersAdditionalTime).
			eval(onObjects(func(_ *ctx, fv *interp.FilterVal) val {
				return &interp.RuleEffect{Rule: interp.RuleTriggersAdditionalTime, Objects: fv}
			})),
		fn("suspect", dsl.Effect, dsl.AnyAbility, "Suspect a creature (CR 701.60a): for as long as it is suspected, it has menace and can't block (CR 701.60c), until it leaves the battlefield; suspecting it again does nothing (CR 701.60b).",
			"effect suspect(enchanted)", p("object", dsl.Object)).text("suspect {object}").
			remind("{This} has menace and can't block.").
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.Suspect(id) })),
		filter("is-token", dsl.Objects, "Tokens (CR 111.1): \"creature token\", \"Equip creature token {1}\".", "keyword equip({1}, to: creature is-token)").
			says(Template{Role: Kind, Text: "token", Plural: "tokens"}).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return o.IsToken })),
		filter("nonbasic", dsl.Objects, "Objects without the supertype basic (CR 205.4c): \"Enchant nonbasic land\".", "keyword enchant(nonbasic land)").
			says(Template{Role: Adjective, Text: "nonbasic"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Basic") })),
	}
}

// onObjects is the implementation of a static effect on the objects its
// "object" argument names.
func onObjects(effect func(x *ctx, fv *interp.FilterVal) val) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		objects := b.filter("object")
		return func(x *ctx, a argv) val { return effect(x, objects.Of(x, a)) }
	}
}
