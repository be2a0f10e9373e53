package dsl

import (
	"slices"

	"cardc/ast"
)

// actx is the context an expression is checked in.
type actx struct {
	place  Place
	fi     *faceInfo
	sc     *scope
	inCost bool
}

func placeOf(k ast.AbilityKind) Place {
	switch k {
	case ast.Static:
		return InStatic
	case ast.Triggered:
		return InTriggered
	case ast.Activated:
		return InActivated
	case ast.ManaAbility:
		return InMana
	case ast.Replacement:
		return InReplacement
	}
	return InSpell
}

func (c *checker) checkAbility(a *ast.Ability, fi *faceInfo, sc *scope) {
	place := placeOf(a.Kind)
	if w := a.Word; w != nil && !slices.Contains(c.u.AbilityWords, w.Name) {
		c.errorf(w, "unknown ability word %q (CR 207.2c)%s", w.Name, Suggest(w.Name, c.u.AbilityWords))
	}
	if a.Kind == ast.Triggered && c.isManaTrigger(a) {
		// CR 605.1b: a triggered ability that triggers from a mana ability
		// and could produce mana is a mana ability.
		place |= InMana
	}
	if a.Kind == ast.Activated && c.hasLoyaltyCost(a) {
		// CR 605.1a: a loyalty ability that adds mana isn't a mana
		// ability; it adds its mana as it resolves.
		place |= InMana
	}
	c.checkClauses(a, place, fi, sc)
}

// isManaTrigger reports whether a triggered ability triggers on mana
// production.
func (c *checker) isManaTrigger(a *ast.Ability) bool {
	for _, cl := range a.Clauses {
		l, ok := cl.(*ast.ClauseLine)
		if !ok || (l.Kind != ast.WhenClause && l.Kind != ast.WheneverClause) {
			continue
		}
		for _, b := range l.Items {
			if call, ok := b.X.(*ast.Call); ok {
				if e := c.u.Lookup(call.Fn.Name); e != nil && e.ManaTrigger {
					return true
				}
			}
		}
	}
	return false
}

// The kinds checkClauses is given for clauses that are not an ability
// block: the spell ability of an instant or sorcery, and one of its modes.
const (
	spellKind ast.AbilityKind = -1
	modeKind  ast.AbilityKind = -2
)

var clauseWhere = map[ast.ClauseKind]Place{
	ast.CostClause:     InActivated | InMana,
	ast.TargetClause:   InSpell | InTriggered | InActivated,
	ast.EffectClause:   AnyAbility,
	ast.WhenClause:     InTriggered,
	ast.WheneverClause: InTriggered,
	ast.AtClause:       InTriggered,
	ast.IfClause:       InTriggered,
	ast.ReplaceClause:  InReplacement,
}

// checkClauses checks the clauses of an ability (or of a spell or a mode,
// when a.Kind is spellKind or modeKind) in order, binding names as it goes.
func (c *checker) checkClauses(a *ast.Ability, place Place, fi *faceInfo, outer *scope) {
	sc := newScope(outer)
	sc.names["this-ability"] = &Binding{Name: "this-ability", Kind: BindThisAbility, Type: Ability, Decl: a}
	ctx := &actx{place: place, fi: fi, sc: sc}
	var (
		triggers, costs, effects int
		choose                   *ast.Choose
		modes                    []*ast.Mode
		producesMana             bool
	)
	base := place &^ InMana
	if place == InMana {
		base = InMana
	}
	for _, cl := range a.Clauses {
		switch cl := cl.(type) {
		case *ast.Choose:
			if place != InSpell && place != InTriggered {
				c.errorf(cl, "choose belongs in a modal spell or triggered ability")
				continue
			}
			if choose != nil {
				d := c.errorf(cl, "duplicate choose line")
				c.related(d, choose, "first given here")
				continue
			}
			choose = cl
		case *ast.Mode:
			if place != InSpell && place != InTriggered {
				c.errorf(cl, "mode belongs in a modal spell or triggered ability")
				continue
			}
			modes = append(modes, cl)
			c.checkClauses(&ast.Ability{Kind: modeKind, Clauses: cl.Clauses, Sp: cl.Sp}, InSpell, fi, sc)
		case *ast.ClauseLine:
			if clauseWhere[cl.Kind]&base == 0 {
				c.errorf(cl, "%s", misplacedClause(cl.Kind, place))
				continue
			}
			switch cl.Kind {
			case ast.CostClause:
				costs++
				c.checkCostClause(cl, a, ctx)
			case ast.TargetClause:
				if a.Kind == ast.Triggered && place&InMana != 0 && c.effectProducesMana(a) {
					// Reported, but the names are still bound so that
					// their uses aren't reported as unknown.
					c.errorf(cl, "a triggered mana ability can't have targets (CR 605.1b)")
				}
				tctx := c.targetScope(a.Clauses, ctx)
				for _, b := range cl.Items {
					t := c.checkExpr(b.X, AnyTargets, tctx)
					bt := AnyTarget
					switch t {
					case Objects, Object:
						bt = Object
					case Players, Player:
						bt = Player
					case Invalid:
						// The filter was reported: its name's uses are
						// not reported again.
						bt = Invalid
					}
					if b.As == nil {
						c.errorf(b, "name the target: add `as name` after it")
						continue
					}
					c.bind(sc, b.As, &Binding{Name: b.As.Name, Kind: BindTarget, Type: bt, Decl: b.As})
				}
			case ast.EffectClause:
				if cl.Also && effects == 0 {
					c.errorf(cl, "`also` continues the paragraph of the effect line before it, and there is none: write `effect`")
				}
				effects++
				for _, b := range cl.Items {
					c.checkExpr(b.X, Effect, ctx)
					if b.As != nil {
						// An effect that chooses something names what it
						// chose for the instructions after it (CR 608.2d).
						if call, ok := b.X.(*ast.Call); ok && c.u.Lookup(call.Fn.Name) != nil && c.u.Lookup(call.Fn.Name).Sig.Binds != Invalid {
							c.bindResult(sc, b, BindChoice)
						} else {
							c.errorf(b.As, "an effect can't be named unless it chooses something; name a target, cost, event or choice")
						}
					}
					if c.producesMana(b.X) {
						producesMana = true
					}
				}
			case ast.WhenClause, ast.WheneverClause, ast.AtClause, ast.ReplaceClause:
				triggers++
				if triggers > 1 {
					c.errorf(cl, "an ability has only one trigger event")
				}
				for _, b := range cl.Items {
					c.checkExpr(b.X, Event, ctx)
					if b.As != nil {
						c.bindResult(sc, b, BindEvent)
					}
				}
			case ast.IfClause:
				for _, b := range cl.Items {
					c.checkExpr(b.X, Condition, ctx)
				}
			}
		}
	}
	if c.recovered {
		return
	}
	switch {
	case a.Kind == ast.Triggered && triggers == 0:
		c.errorf(a, "a triggered ability needs a when, whenever or at line")
	case (a.Kind == ast.Activated || a.Kind == ast.ManaAbility) && costs == 0:
		c.errorf(a, "%s ability needs a cost line", articled(a.Kind.String()))
	case a.Kind == ast.ManaAbility && !producesMana:
		c.errorf(a, "a mana ability must produce mana: add an effect with produce-mana")
	case a.Kind >= 0 && effects == 0 && !(a.Kind == ast.Triggered && len(modes) > 0):
		// A modal triggered ability's effects are in its modes.
		c.errorf(a, "%s ability needs an effect line", articled(a.Kind.String()))
	case a.Kind == modeKind && effects == 0:
		c.errorf(a, "a mode needs an effect line")
	case a.Kind == spellKind && effects == 0 && choose == nil && len(modes) == 0 && fi.isSpellCard():
		// A modal spell's effects are in its modes. (On a permanent, the
		// clauses are already reported as misplaced.)
		c.errorf(a, "a spell needs an effect line")
	}
	if choose != nil || len(modes) > 0 {
		switch {
		case choose == nil:
			c.errorf(modes[0], "modes need a choose line saying how many to pick")
		case len(modes) < 2:
			c.errorf(choose, "a modal spell needs at least two modes")
		case choose.Min.Value < 1 || choose.Min.Value > choose.Max.Value:
			c.errorf(choose, "choose %d to %d is not a valid range", choose.Min.Value, choose.Max.Value)
		case choose.Max.Value > len(modes):
			c.errorf(choose.Max, "choose up to %d, but there are only %d modes", choose.Max.Value, len(modes))
		}
	}
}

func misplacedClause(k ast.ClauseKind, place Place) string {
	switch k {
	case ast.CostClause:
		if place == InSpell {
			return "a spell's cost is its mana cost; additional costs are keywords or a static ability: additional-cost(…)"
		}
		return "a cost line belongs in an activated or mana ability"
	case ast.TargetClause:
		if place == InMana {
			return "a mana ability can't have targets (CR 605.1a)"
		}
		return "only spells, activated and triggered abilities have targets"
	case ast.WhenClause, ast.WheneverClause, ast.AtClause:
		return articled(k.String()) + " line belongs in a triggered ability"
	case ast.IfClause:
		return "an if line (an intervening if) belongs in a triggered ability"
	case ast.ReplaceClause:
		return "a replace line belongs in a replacement ability"
	}
	return "misplaced " + k.String() + " line"
}

// effectProducesMana reports whether an effect line of a produces mana.
func (c *checker) effectProducesMana(a *ast.Ability) bool {
	for _, cl := range a.Clauses {
		if l, ok := cl.(*ast.ClauseLine); ok && l.Kind == ast.EffectClause {
			for _, b := range l.Items {
				if c.producesMana(b.X) {
					return true
				}
			}
		}
	}
	return false
}

// producesMana reports whether an expression calls a primitive that adds
// mana, outside nested abilities.
func (c *checker) producesMana(e ast.Expr) bool {
	found := false
	ast.Walk(e, func(n ast.Node) bool {
		if _, nested := n.(*ast.Ability); nested && n != ast.Node(e) {
			return false
		}
		if call, ok := n.(*ast.Call); ok {
			if en := c.u.Lookup(call.Fn.Name); en != nil && en.ProducesMana {
				found = true
			}
		}
		return !found
	})
	return found
}

func (c *checker) checkCostClause(cl *ast.ClauseLine, a *ast.Ability, ctx *actx) {
	ctx.inCost = true
	defer func() { ctx.inCost = false }()
	var taps costTaps
	for _, b := range cl.Items {
		if m, ok := b.X.(*ast.ManaLit); ok {
			for _, s := range m.Symbols {
				c.checkManaSymbol(s, true)
				c.noteTap(s, &taps)
				switch s.Value().Kind {
				case ast.ManaTap, ast.ManaUntap:
					if ctx.fi.isSpellCard() {
						c.errorf(s, "impossible cost: {%s} on an ability of an instant or sorcery, which is never on the battlefield", s.Text)
					}
				case ast.ManaX:
					if ctx.sc.lookup("x") == nil {
						ctx.sc.names["x"] = &Binding{Name: "x", Kind: BindX, Type: Number, Decl: s}
					}
				}
			}
			c.info.Types[m] = Mana
			if b.As != nil {
				c.errorf(b.As, "a mana payment can't be named")
			}
			continue
		}
		c.bindChosenX(b.X, ctx)
		c.checkExpr(b.X, Cost, ctx)
		if b.As != nil {
			c.bindResult(ctx.sc, b, BindCost)
		}
	}
}

// bindResult binds `as name` to what the bound primitive yields.
func (c *checker) bindResult(sc *scope, b *ast.Bound, kind BindingKind) {
	call, _ := b.X.(*ast.Call)
	var e *Entry
	if call != nil {
		e = c.u.Lookup(call.Fn.Name)
	}
	if e == nil || e.Sig.Binds == Invalid {
		if e != nil {
			c.errorf(b.As, "%q yields nothing to name", e.Name)
		} else if call != nil || c.info.Types[b.X] != Invalid {
			c.errorf(b.As, "only a primitive that yields an object or event can be named")
		}
		return
	}
	c.bind(sc, b.As, &Binding{Name: b.As.Name, Kind: kind, Type: e.Sig.Binds, Decl: b.As, Entry: e})
}

func (c *checker) bind(sc *scope, id *ast.Ident, b *Binding) {
	if prev := sc.lookup(id.Name); prev != nil {
		d := c.errorf(id, "name %q is already bound", id.Name)
		if prev.Decl != nil {
			c.related(d, prev.Decl, "first bound here")
		}
		return
	}
	if why := c.nameProblem(id.Name); why != "" {
		c.errorf(id, "%q %s", id.Name, why)
		return
	}
	sc.names[id.Name] = b
	c.info.Uses[id] = b
}

// builtinNames are the names the checker binds itself.
var builtinNames = map[string]bool{"self": true, "you": true, "x": true, "this-ability": true}

// isBuiltinName reports whether the checker or a keyword binds name.
func (c *checker) isBuiltinName(name string) bool {
	return builtinNames[name] || c.u.boundBy[name] != nil
}

// nameProblem says why name can't be given to a binding or a token, or
// returns "". A name must not hide a primitive, a filter word or a counter
// kind, since names are looked up before them.
func (c *checker) nameProblem(name string) string {
	switch {
	case c.u.Lookup(name) != nil:
		return "is the name of a primitive; choose another name"
	case isKeyword(name):
		return "is a reserved word"
	case name == "or":
		return "joins the words of a filter; choose another name"
	case contains(c.u.Counters, name):
		return "is a counter kind; choose another name"
	}
	return ""
}

// bindChosenX binds x for the rest of an ability when a cost's argument
// is x where its parameter lets the cost choose it (Param.ChoosesX): the
// loyalty cost [−X] (CR 606.4, 107.3).
func (c *checker) bindChosenX(e ast.Expr, ctx *actx) {
	call, ok := e.(*ast.Call)
	if !ok || ctx.sc.lookup("x") != nil {
		return
	}
	ent := c.u.Lookup(call.Fn.Name)
	if ent == nil {
		return
	}
	for i, a := range call.Args {
		id, ok := a.Value.(*ast.Ident)
		if !ok || id.Name != "x" || i >= len(ent.Sig.Params) {
			continue
		}
		p := ent.Sig.Params[i]
		if a.Name != nil {
			continue
		}
		if p.ChoosesX {
			ctx.sc.names["x"] = &Binding{Name: "x", Kind: BindX, Type: Number, Decl: id}
		}
	}
}

// hasLoyaltyCost reports whether an activated ability's cost has a
// loyalty cost: it is a loyalty ability (CR 606.3).
func (c *checker) hasLoyaltyCost(a *ast.Ability) bool {
	for _, cl := range a.Clauses {
		l, ok := cl.(*ast.ClauseLine)
		if !ok || l.Kind != ast.CostClause {
			continue
		}
		for _, b := range l.Items {
			if call, ok := b.X.(*ast.Call); ok {
				if e := c.u.Lookup(call.Fn.Name); e != nil && e.LoyaltyCost {
					return true
				}
			}
		}
	}
	return false
}
