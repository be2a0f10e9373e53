package interp

import "fmt"

// wardTriggers triggers the ward abilities of an object that became the
// target of the spell or ability on top of the stack, controlled by
// player by (CR 702.21a): "Whenever this permanent becomes the target of
// a spell or ability an opponent controls, counter it unless that player
// pays [cost]."
func (g *Game) wardTriggers(id ObjID, by PlayerID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield || o.Controller == by || len(g.Stack) == 0 {
		return
	}
	c := g.Chars(o)
	if !c.Has(CounterUnlessPaid) {
		return
	}
	top := g.Stack[len(g.Stack)-1]
	for _, k := range c.Keywords {
		if k.Rule != CounterUnlessPaid || k.Arg == nil {
			continue
		}
		ab := wardAbility(k, top)
		x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab}
		what := " (" + g.stackItemName(top) + ")"
		g.logf("%s's %s triggers%s", g.Name(o.ID), k.Name, what)
		g.exerciseKeyword(o, k.Name)
		g.pending = append(g.pending, &pendingTrigger{x: x, desc: g.triggerDesc(o.ID, ab) + what})
	}
}

// wardAbility is the triggered ability a ward keyword stands for, aimed
// at the spell or ability that targeted its object. The item is found
// again on resolution by what it is (its spell, or its source and
// ability), since forks of the game copy the stack.
func wardAbility(k Keyword, item *StackItem) *AbilityDef {
	spell, source, ability := item.Spell, item.Source, item.Ability
	cost := k.Arg
	counter := func(x *Ctx, _ Args) Value {
		g := x.G
		i := g.findStackItem(spell, source, ability)
		if i < 0 {
			g.logf("the spell or ability %s's %s would counter is gone", g.Name(x.Source), k.Name)
			return nil
		}
		it := g.Stack[i]
		p := it.Controller
		if g.YesNo(p, "ward", fmt.Sprintf("pay the ward cost to keep %s", g.stackItemName(it))) && g.PaidCost(x, p, cost) {
			return nil
		}
		if it.Spell != 0 {
			g.CounterSpell(it.Spell, x.Controller)
			return nil
		}
		g.Stack = append(g.Stack[:i:i], g.Stack[i+1:]...)
		g.logf("%s is countered", g.stackItemName(it))
		return nil
	}
	return &AbilityDef{Kind: TriggeredAbility, TrigSlot: -1, Keyword: k.Name, Text: k.Name,
		Effects: []*Node{{Op: OpCall, Str: k.Name, Fn: &Builtin{Name: k.Name, Eval: counter}}}}
}

// findStackItem returns the index of the topmost stack item that is the
// spell, or the ability of the source, or -1.
func (g *Game) findStackItem(spell, source ObjID, ability *AbilityDef) int {
	for i := len(g.Stack) - 1; i >= 0; i-- {
		it := g.Stack[i]
		if spell != 0 && it.Spell == spell || spell == 0 && it.Spell == 0 && it.Source == source && it.Ability == ability {
			return i
		}
	}
	return -1
}

// stackItemName names a spell or an ability on the stack for the log.
func (g *Game) stackItemName(it *StackItem) string {
	if it.Spell != 0 {
		return g.Name(it.Spell)
	}
	return g.Name(it.Source) + "'s ability"
}
