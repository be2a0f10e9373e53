package interp

// The monarch (CR 724): a designation a player has. The monarch draws a
// card at the beginning of their end step, and a player whose creature
// deals combat damage to the monarch becomes the monarch; both are
// inherent triggered abilities of the designation (CR 724.2), which has
// no source object ("the game" in the log).

var (
	// monarchDraw is "At the beginning of the monarch's end step, that
	// player draws a card": its controller is the monarch.
	monarchDraw = &AbilityDef{Kind: TriggeredAbility, TrigSlot: -1, Text: "the monarch draws a card",
		Effects: []*Node{{Op: OpCall, Str: "the monarch draws a card", Fn: &Builtin{Name: "monarch draw", Eval: func(x *Ctx, _ Args) Value {
			x.G.Draw1(x.Controller)
			return nil
		}}}}}
	// monarchSteal is "Whenever a creature deals combat damage to the
	// monarch, its controller becomes the monarch": its controller is the
	// creature's controller.
	monarchSteal = &AbilityDef{Kind: TriggeredAbility, TrigSlot: -1, Text: "its controller becomes the monarch",
		Effects: []*Node{{Op: OpCall, Str: "its controller becomes the monarch", Fn: &Builtin{Name: "monarch steal", Eval: func(x *Ctx, _ Args) Value {
			x.G.BecomeMonarch(x.Controller)
			return nil
		}}}}}
)

// BecomeMonarch makes a player the monarch (CR 724.3): the player who was
// the monarch stops being it. A player who is already the monarch doesn't
// become it again, so nothing triggers.
func (g *Game) BecomeMonarch(p PlayerID) {
	if p == NoPlayer {
		return
	}
	if g.Monarch == p {
		g.logf("%s is already the monarch", g.PlayerName(p))
		return
	}
	if g.gameRule(RuleCantBecomeMonarch, p) {
		g.logf("%s can't become the monarch", g.PlayerName(p))
		return
	}
	g.Monarch = p
	g.logf("%s becomes the monarch (CR 724.3)", g.PlayerName(p))
	g.checkTriggers(&Event{Kind: EvMonarch, Player: p}, nil)
}

// monarchEndStep triggers the monarch's draw at the beginning of the
// monarch's end step (CR 724.2).
func (g *Game) monarchEndStep() {
	if g.Monarch == NoPlayer || g.Monarch != g.Active {
		return
	}
	g.monarchTrigger(monarchDraw, g.Monarch)
}

// monarchDamaged triggers the monarch's second ability when a creature
// deals combat damage to the monarch (CR 724.2).
func (g *Game) monarchDamaged(ev *Event) {
	if g.Monarch == NoPlayer || !ev.Combat || !ev.Target.IsPlay || ev.Target.Player != g.Monarch {
		return
	}
	src := g.Obj(ev.Source)
	if src == nil || !g.Chars(src).Is("Creature") {
		return
	}
	g.monarchTrigger(monarchSteal, src.Controller)
}

func (g *Game) monarchTrigger(ab *AbilityDef, controller PlayerID) {
	x := &Ctx{G: g, Controller: controller, Ability: ab}
	g.logf("the monarch's ability triggers: %s", ab.Text)
	g.pending = append(g.pending, &pendingTrigger{x: x, desc: "the monarch: " + ab.Text})
}
