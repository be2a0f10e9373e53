package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// attackingTokens are the primitives of a player's attack as one event
// and of tokens that enter the battlefield tapped and attacking.
func attackingTokens() []*Primitive {
	attackWith := fn("attack-with", dsl.Event, dsl.InTriggered, "A player matching the filter attacks: they declare one or more creatures as attackers (CR 508.1, 508.3a), and with `what`, one or more of them match it; the ability triggers once for the declaration, however many attack (CR 603.2c). A creature put onto the battlefield attacking wasn't declared and doesn't trigger it (CR 508.4).",
		"whenever attack-with(you, what: non(Gnome) creature)", p("player", dsl.Players), opt("what", dsl.Objects)).says(Template{Subject: "player", Text: "attack[ with one or more {what:plural}]"}).
		event(func(b *binder) eventFn {
			player, what := b.filter("player"), b.filter("what")
			return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
				if ev.Kind != interp.EvAttack || !player.Of(x, a).Match(interp.PlayerRef(ev.Player)) {
					return nil, false
				}
				if what.Given(a) && !what.Of(x, a).Match(interp.ObjRef(ev.Obj)) {
					return nil, false
				}
				return nil, true
			}
		})
	attackWith.batch = true
	return []*Primitive{
		attackWith,
		filter("non", dsl.Objects, "Objects without the subtype (CR 205.3): \"non-Gnome creatures\".", "whenever attack-with(you, what: non(Gnome) creature)", p("subtype", dsl.Subtype)).says(Template{Role: Adjective, Text: "non-{subtype}"}).
			match(func(b *binder) matchFn {
				subtype := b.subtype("subtype")
				return onObject(func(x *ctx, a argv, _ *interp.Object, c *interp.Chars) bool {
					return !c.Is(string(subtype.Of(x, a)))
				})
			}),
		fn("create-attacking", dsl.Effect, dsl.AnyAbility, "Create tokens from one of the card's token definitions that are tapped and attacking (CR 508.4): during the combat phase of their controller's turn they attack the defending player (CR 506.2); they were never declared as attackers, so \"whenever … attacks\" doesn't trigger for them. Outside combat they are only tapped (CR 506.3). `count` and `where-x` are create's.",
			"effect create-attacking(gnome, x, where-x: counters(self, +1/+1))", p("token", dsl.Token), opt("count", dsl.Number), whereXParam()).says(Template{Text: "create {count#<token>} that are tapped and attacking[, where X is {where-x}]", Count: "count", Forms: map[string]string{"=1": "create {count#<token>} that's tapped and attacking[, where X is {where-x}]"}}).
			eval(func(b *binder) evalFn {
				token, count, where := b.token("token"), b.num("count"), b.num("where-x")
				return func(x *ctx, a argv) val {
					face := token.Of(x, a)
					if face == nil {
						return nil
					}
					// "create X … tokens …, where X is …" (CR 107.3a).
					n := count.Or(withX(x, a, where), a, 1)
					if n <= 0 {
						x.G.Note("%s creates no %s tokens", x.G.PlayerName(x.Controller), face.Name)
					}
					for _, o := range x.G.CreateTokens(face, x.Controller, n) {
						x.G.EnterAttacking(o.ID)
					}
					return nil
				}
			}),
	}
}
