package interp

// The costs of casting a spell beyond its mana cost: what a spell's own
// static abilities say about casting it (additional costs, casting
// restrictions, cost reductions, CR 601.2b, 601.2f, 601.3), bargain's
// optional sacrifice (CR 702.166), and the ways convoke and delve pay
// part of the total cost (CR 702.51, 702.66).

// CastCondition is the value of a casting restriction ("Cast this spell
// only if …", CR 601.3): whether it allows the spell to be cast now.
type CastCondition struct{ Holds bool }

// FreeCast is the value of a static ability that lets a player cast
// spells from their hand without paying their mana costs (an
// alternative cost of nothing, CR 118.9, 601.2b).
type FreeCast struct{ Player PlayerID }

// freeCastSource is a permanent whose static ability lets p cast the
// spell from their hand without paying its mana cost, or 0.
func (g *Game) freeCastSource(p PlayerID) (*AbilityDef, ObjID) {
	var ab *AbilityDef
	var src ObjID
	g.castingStatics(func(x *Ctx, e *Node) {
		if ab == nil && e.Op == OpCall && e.Fn != nil && e.Fn.Role == RoleCastingRule {
			if fc, ok := x.Eval(e).(FreeCast); ok && fc.Player == p {
				ab, src = x.Ability, x.Source
			}
		}
	})
	return ab, src
}

// castingStatics calls f with each effect of the permanents' static
// abilities about casting spells (cost changes and casting rules), in a
// context for its permanent and ability.
func (g *Game) castingStatics(f func(x *Ctx, e *Node)) {
	g.staticsOf(g.abilities().casting, nil, f)
}

// staticsOf calls f with each effect of the indexed static abilities
// that keep (when not nil) keeps, in a context for its permanent and
// ability.
func (g *Game) staticsOf(l []indexed, keep func(*AbilityDef) bool, f func(x *Ctx, e *Node)) {
	for _, s := range l {
		if keep != nil && !keep(s.ab) {
			continue
		}
		o := g.Obj(s.id)
		x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: s.ab}
		for _, e := range s.ab.Effects {
			f(x, e)
		}
	}
}

// CostPaid is the value of an additional cost a spell states, paid as it
// is cast (CR 601.2h): whether it could be paid.
type CostPaid struct{ Paid bool }

// ownStatics calls f with each effect of the static abilities of
// characteristics that is about casting the object (a casting rule, an
// additional or alternative cost), for an object being cast by p.
func (g *Game) ownStatics(id ObjID, c *Chars, p PlayerID, f func(x *Ctx, e *Node)) {
	for _, ab := range c.Abilities {
		if ab.Kind != StaticAbility {
			continue
		}
		x := &Ctx{G: g, Source: id, Controller: p, Ability: ab}
		for _, e := range ab.Effects {
			if e.Op == OpCall && e.Fn != nil && (e.Fn.Role == RoleCastingRule || isAdditionalCost(e)) {
				f(x, e)
			}
		}
	}
}

// castRestrictionError checks the spell's casting restrictions (CR
// 601.3): a spell whose own ability says it can be cast only if a
// condition holds can't begin to be cast otherwise.
func (g *Game) castRestrictionError(o *Object, c *Chars, p PlayerID) *RuntimeError {
	var err *RuntimeError
	g.ownStatics(o.ID, c, p, func(x *Ctx, e *Node) {
		if isAdditionalCost(e) {
			return
		}
		if cc, ok := x.Eval(e).(CastCondition); ok {
			g.exercise(x.Ability)
			if !cc.Holds && err == nil {
				err = runtimeErrorf("%s can't be cast now: its casting restriction isn't met (CR 601.3)", c.Name)
			}
		}
	})
	return err
}

// ownCostChanges are the cost reductions of the spell's own static
// abilities ("This spell costs {2} less to cast if …", CR 601.2f).
func (g *Game) ownCostChanges(spell *Object, c *Chars, p PlayerID) []CostChange {
	var out []CostChange
	g.ownStatics(spell.ID, c, p, func(x *Ctx, e *Node) {
		if isAdditionalCost(e) {
			return
		}
		if ch, ok := x.Eval(e).(CostChange); ok && ch.Own {
			ch.Source, ch.Ability = spell.ID, x.Ability
			out = append(out, ch)
		}
	})
	return out
}

func isAdditionalCost(e *Node) bool {
	return e.Op == OpCall && e.Fn != nil && (e.Fn.Role == RoleAdditionalCost || e.Fn.Role == RoleAlternativeCost)
}

// announceAlternative records that the caster pays the spell's
// alternative cost instead of its mana cost (CR 601.2b, 118.9): only if
// its condition holds, and never with another alternative cost, such as
// flashback's (CR 118.9a).
func (g *Game) announceAlternative(spell *Object, c *Chars, p PlayerID, fromHand bool) {
	if kw, _ := graveyardCastKeyword(c); spell.CastFromGraveyard {
		Fail("%s is cast with %s's alternative cost: only one alternative cost can be paid (CR 118.9a)", c.Name, kw.Name)
	}
	g.ownStatics(spell.ID, c, p, func(x *Ctx, e *Node) {
		if spell.Alternative != nil || e.Op != OpCall || e.Fn == nil || e.Fn.Role != RoleAlternativeCost {
			return
		}
		g.exercise(x.Ability)
		if v, _ := x.Eval(e).(CastCondition); !v.Holds {
			Fail("%s's alternative cost can't be chosen: its condition isn't met (CR 118.9)", c.Name)
		}
		spell.Alternative = e
		g.logf("alternative cost instead of the mana cost (CR 118.9)")
	})
	if spell.Alternative == nil && !fromHand {
		Fail("%s has no alternative cost it can be cast for from there", c.Name)
	}
	if spell.Alternative == nil {
		ab, src := g.freeCastSource(p)
		if ab == nil {
			Fail("%s has no alternative cost", c.Name)
		}
		g.exercise(ab)
		spell.CastFree = true
		g.logf("cast without paying its mana cost by %s (CR 118.9)", g.Name(src))
	}
}

// payAdditionalCosts pays the spell's non-mana additional costs (CR
// 601.2h): those its static abilities state, then bargain's sacrifice.
// A cost that can't be paid makes the cast illegal.
func (g *Game) payAdditionalCosts(spell *Object, c *Chars, p PlayerID, opt PlayOpts) {
	if kw, ok := graveyardCastKeyword(c); ok && spell.CastFromGraveyard && kw.Arg != nil && kw.Arg.Op != OpMana {
		// CR 702.34a, 118.9: a flashback cost that isn't mana is paid
		// instead of the mana cost, as the other costs are (CR 601.2h).
		x := &Ctx{G: g, Source: spell.ID, Controller: p, Paying: true}
		if x.Eval(kw.Arg) == nil {
			Fail("%s's %s cost can't be paid (CR 601.2h)", c.Name, kw.Name)
		}
	}
	if kw, ok := c.KeywordFor(EscapeFromGraveyard); ok && spell.Escaped {
		g.payEscapeExile(spell, p, kw)
	}
	g.ownStatics(spell.ID, c, p, func(x *Ctx, e *Node) {
		if !isAdditionalCost(e) || e.Fn.Role == RoleAlternativeCost && (spell.Alternative != e || e.Args[0].Op == OpMana) {
			// An alternative cost is paid only when chosen, and one of
			// mana with the total cost.
			return
		}
		g.exercise(x.Ability)
		x.Paying = true
		v, _ := x.Eval(e).(CostPaid)
		x.Paying = false
		if !v.Paid {
			Fail("%s's additional cost can't be paid (CR 601.2h)", c.Name)
		}
	})
	if opt.Bargain != nil {
		g.payBargain(spell, c, p, *opt.Bargain)
	}
}

// announceBargain records that the caster will pay the bargain cost (CR
// 601.2b): the spell is bargained (CR 702.166b), which its cost and
// effects may ask.
func (g *Game) announceBargain(spell *Object, c *Chars) {
	kw, ok := c.KeywordFor(OptionalSacrificeCost)
	if !ok {
		Fail("%s has no bargain to pay", c.Name)
	}
	spell.Bargained = true
	g.exerciseKeyword(spell, kw.Name)
	g.logf("%s: bargained", kw.Name)
}

// payBargain sacrifices the permanent the caster chose for bargain: an
// artifact, enchantment or token they control (CR 702.166a).
func (g *Game) payBargain(spell *Object, c *Chars, p PlayerID, id ObjID) {
	o := g.Obj(id)
	if o == nil || o.Left || o.Zone != Battlefield || o.Controller != p {
		Fail("bargain sacrifices a permanent %s controls", g.PlayerName(p))
	}
	if oc := g.Chars(o); !oc.Is("Artifact") && !oc.Is("Enchantment") && !o.IsToken {
		Fail("%s can't be sacrificed for bargain: it isn't an artifact, enchantment, or token (CR 702.166a)", g.Name(id))
	}
	g.Sacrifice([]ObjID{id})
}

// payingKeyword is the spell's keyword that lets it pay its cost in
// another way; a spell without it can't (what names the way).
func (g *Game) payingKeyword(spell *Object, c *Chars, r KeywordRule, what string) Keyword {
	kw, ok := c.KeywordFor(r)
	if !ok {
		Fail("%s can't pay its cost by %s: no keyword ability of it lets it (CR 702.51a, 702.66a)", c.Name, what)
	}
	g.exerciseKeyword(spell, kw.Name)
	return kw
}

// payByTapping lets creatures the caster taps pay part of the total
// cost (convoke, CR 702.51a): each pays for one generic mana, or, with a
// type, for one mana of that type that is one of the creature's colors.
// It returns what is left to pay with mana.
func (g *Game) payByTapping(spell *Object, c *Chars, p PlayerID, total Total, srcs []PaySource) Total {
	if len(srcs) == 0 {
		return total
	}
	kw := g.payingKeyword(spell, c, TapCreaturesToPay, "tapping creatures")
	total.Needs = append([]Symbol(nil), total.Needs...)
	for _, s := range srcs {
		o := g.Obj(s.Obj)
		if o == nil || o.Left || o.Zone != Battlefield || o.Controller != p || !g.Chars(o).Is("Creature") {
			Fail("%s isn't a creature %s controls, so it can't convoke", g.Name(s.Obj), g.PlayerName(p))
		}
		if o.Tapped {
			Fail("%s is tapped, so it can't convoke (CR 702.51a)", g.Name(s.Obj))
		}
		paid := "{1}"
		if s.Type == nil {
			if total.Generic == 0 {
				Fail("%s can't convoke for {1}: the cost has no generic mana left", g.Name(s.Obj))
			}
			total.Generic--
		} else {
			t := *s.Type
			if t.Color() == 0 || g.Chars(o).Colors&t.Color() == 0 {
				Fail("%s can't convoke for %s: it isn't that color (CR 702.51a)", g.Name(s.Obj), t)
			}
			i := needFor(total.Needs, t)
			if i < 0 {
				Fail("%s can't convoke for %s: the cost has no %s left", g.Name(s.Obj), t, t)
			}
			total.Needs = append(total.Needs[:i], total.Needs[i+1:]...)
			paid = t.String()
		}
		g.tap(o, "to pay "+paid+" ("+kw.Name+")")
	}
	return total
}

// needFor is the index of the symbol a unit of type t pays, a colored
// symbol before a hybrid one, or -1.
func needFor(needs []Symbol, t ManaType) int {
	for i, s := range needs {
		if s.Colored && s.Type == t {
			return i
		}
	}
	for i, s := range needs {
		for _, h := range s.Hybrid {
			if h == t {
				return i
			}
		}
	}
	return -1
}

// payByExiling lets cards the caster exiles from their graveyard pay
// part of the generic mana of the total cost (delve, CR 702.66a). It
// returns what is left to pay with mana.
func (g *Game) payByExiling(spell *Object, c *Chars, p PlayerID, total Total, cards []ObjID) Total {
	if len(cards) == 0 {
		return total
	}
	kw := g.payingKeyword(spell, c, ExileCardsToPay, "exiling cards")
	for _, id := range cards {
		o := g.Obj(id)
		if o == nil || o.Left || o.Zone != Graveyard || o.Owner != p {
			Fail("%s isn't a card in %s's graveyard, so it can't be exiled for %s", g.Name(id), g.PlayerName(p), kw.Name)
		}
		if total.Generic == 0 {
			Fail("%s can't be exiled for %s: the cost has no generic mana left (CR 702.66a)", g.Name(id), kw.Name)
		}
		total.Generic--
		g.logf("%s is exiled to pay {1} (%s)", g.Name(id), kw.Name)
		g.ExileObj(id)
	}
	return total
}
