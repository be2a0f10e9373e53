package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// transforming are the records of transforming double-faced cards that
// leave the battlefield to come back transformed (CR 701.28, 712): "exile
// this, then return it transformed", which makes a new object
// (CR 400.7), and the pronouns a character's card names itself by; and
// the emblems a planeswalker's ability gives (CR 114).
func transforming() []*Primitive {
	return []*Primitive{
		fn("exile-return-transformed", dsl.Effect, dsl.AnyAbility, "Exile the permanent, then return it to the battlefield transformed under its owner's control (CR 701.28, 712.14): it comes back as a new object (CR 400.7), with none of the old one's counters, damage or effects. If it isn't on the battlefield to be exiled, or isn't a transforming double-faced card, it doesn't return (CR 701.28c); `if-you-do` happens only when it did return. `pronoun` is the word the card's text names itself by after its name (`her`; \"it\" when none is given).",
			"effect exile-return-transformed(self, pronoun: her, if-you-do: create(zombie))", p("object", dsl.Object), opt("pronoun", dsl.Text), opt("if-you-do", dsl.Effect)).
			says(Template{Text: "exile {object}, then return it to the battlefield transformed under its owner's control[. If you do, {if-you-do}]",
				Forms: map[string]string{"+pronoun": "exile {object}, then return {pronoun} to the battlefield transformed under {pronoun:poss} owner's control[. If you do, {if-you-do}]"}}).
			eval(func(b *binder) evalFn {
				object, then, pronoun := b.object("object"), b.node("if-you-do"), b.value("pronoun", dsl.Text)
				return func(x *ctx, a argv) val {
					// The pronoun changes only the words; it names the object.
					pronoun.Of(x, a)
					o := object.Of(x, a)
					if o == nil || o.Left || o.Zone != interp.Battlefield {
						x.G.Note("%s is no longer on the battlefield to exile", x.G.Name(x.Source))
						return nil
					}
					x.G.ExileObj(o.ID)
					if x.G.ReturnTransformed(o.ID) != nil && then.Node(a) != nil {
						x.Exec(then.Node(a))
					}
					return nil
				}
			}),
		fn("emblem", dsl.Effect, dsl.AnyAbility, "The player gets an emblem with the ability (CR 114.3): a marker in the command zone, owned and controlled by that player, with no characteristics but its abilities (CR 114.2), which function there (CR 114.4): its triggered abilities trigger and its static abilities apply whatever becomes of the object that made it. It is neither a card nor a permanent (CR 114.5), and nothing removes it. In the ability, `you` is the emblem's controller.",
			"effect emblem(you, triggered { whenever cast(spell, by: you) target opponent as p effect mill(5, player: p) })", p("player", dsl.Player), p("ability", dsl.Ability)).
			says(Template{Subject: "player", Text: "get an emblem with {ability}"}).
			eval(func(b *binder) evalFn {
				player, ability := b.player("player"), b.ability("ability")
				return func(x *ctx, a argv) val {
					if ab := ability.Of(x, a); ab != nil {
						x.G.CreateEmblem(player.Of(x, a), []*interp.AbilityDef{ab}, x.Source)
					}
					return nil
				}
			}),
		fn("return-under-your-control", dsl.Effect, dsl.AnyAbility, "Return a card to the battlefield under your control (CR 110.2a): a creature that died, named by the event that saw it die, is found as the card it became in its owner's graveyard (CR 400.7, 603.10a); once that card has left the graveyard, or if it was a token (CR 111.7), nothing returns. In an emblem or a delayed ability, \"your\" is that ability's controller.",
			"effect at-next-end-step(return-under-your-control(dead))", p("card", dsl.Object)).
			says(Template{Text: "return {card:again} to the battlefield under your control"}).
			eval(func(b *binder) evalFn {
				card := b.ref("card")
				return func(x *ctx, a argv) val {
					r := card.Of(x, a)
					if !r.IsObj {
						return nil
					}
					o := x.G.Obj(r.Obj)
					if o != nil && o.Left && o.Zone == interp.Battlefield && o.Next != 0 {
						// The card the permanent became (CR 400.7).
						o = x.G.Obj(o.Next)
					}
					if o == nil || o.Left || o.Zone != interp.Graveyard && o.Zone != interp.Exile {
						x.G.Note("%s is no longer there to return", x.G.Name(r.Obj))
						return nil
					}
					x.G.Move(o.ID, interp.Battlefield, x.Controller, false, interp.Ref{})
					return nil
				}
			}),
		word("her", dsl.Text, "The pronoun of a card whose text names a character as \"her\" after her name: \"return her to the battlefield transformed under her owner's control\".", "effect exile-return-transformed(self, pronoun: her)").
			says(Template{Text: "her", Forms: map[string]string{"poss": "her"}}).eval(constant("her")),
	}
}
