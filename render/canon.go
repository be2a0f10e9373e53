package render

import (
	"strconv"
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// Canonical forms are what a reading of rules text is compared with: an
// ability as the text says it, with every name resolved to what it refers
// to ("target(…)" for a target, "self", "bound(dies)" for a name an event
// binds), calls with their arguments named in signature order, a filter
// phrase as its groups of words in the order the text says them ([another
// nontoken artifact creature you-control]) and without the words the
// primitive implies. Two scripts that render the same text by the same
// records have the same canonical form.

// canon computes canonical forms over a checked card.
type canon struct {
	*Renderer
	info    *dsl.Info
	targets map[*dsl.Binding]ast.Expr
	boundBy map[*dsl.Binding]*ast.Call
}

func (v *Renderer) newCanon(info *dsl.Info) *canon {
	return &canon{Renderer: v, info: info}
}

// ability is the canonical form of an ability block.
func (c *canon) ability(a *ast.Ability) string {
	if c.targets == nil {
		c.targets, c.boundBy = map[*dsl.Binding]ast.Expr{}, map[*dsl.Binding]*ast.Call{}
	}
	c.collect(a.Clauses)
	kind := a.Kind.String()
	if a.Word != nil {
		kind += " " + a.Word.Name
	}
	return kind + " " + c.clauses(a.Clauses)
}

// spell is the canonical form of a spell's clauses.
func (c *canon) spell(cs []ast.Clause) string {
	c.targets, c.boundBy = map[*dsl.Binding]ast.Expr{}, map[*dsl.Binding]*ast.Call{}
	c.collect(cs)
	return "spell " + c.clauses(cs)
}

// keywords is the canonical form of a keyword line.
func (c *canon) keywords(kl *ast.KeywordLine) string {
	var parts []string
	for _, k := range kl.Keywords {
		parts = append(parts, c.expr(k, nil))
	}
	return "keywords " + strings.Join(parts, ", ")
}

func (c *canon) collect(cs []ast.Clause) { collectNames(c.info, cs, c.targets, c.boundBy) }

// clauses is the canonical form of an ability's clauses in the order the
// text says them: event, condition, costs, effect lines, modes.
func (c *canon) clauses(cs []ast.Clause) string {
	s := sortClauses(cs)
	var parts []string
	if s.event != nil {
		parts = append(parts, s.event.Kind.String()+" "+c.items(s.event.Items))
	}
	if len(s.cond) > 0 {
		parts = append(parts, "if "+c.items(s.cond))
	}
	if len(s.costs) > 0 {
		parts = append(parts, "cost "+c.items(s.costs))
	}
	for _, l := range s.effects {
		parts = append(parts, "effect "+c.items(l))
	}
	if s.choose != nil {
		line := "choose " + strconv.Itoa(s.choose.Min.Value) + " to " + strconv.Itoa(s.choose.Max.Value)
		if s.choose.Unchosen {
			line += " unchosen"
		}
		parts = append(parts, line)
	}
	for _, m := range s.modes {
		parts = append(parts, "mode {"+c.clauses(m.Clauses)+"}")
	}
	return strings.Join(parts, "; ")
}

func (c *canon) items(bs []*ast.Bound) string {
	var out []string
	for _, b := range bs {
		out = append(out, c.expr(b.X, nil))
	}
	return strings.Join(out, ", ")
}

// expr is the canonical form of an expression; implied are the filter
// words the enclosing primitive leaves unsaid.
func (c *canon) expr(e ast.Expr, implied []string) string {
	switch e := e.(type) {
	case *ast.Paren:
		return c.expr(e.X, implied)
	case *ast.IntLit:
		return strconv.Itoa(e.Value)
	case *ast.ManaLit:
		return dsl.ManaText(e)
	case *ast.PTLit:
		return e.Power + "/" + e.Toughness
	case *ast.StringLit:
		return strconv.Quote(e.Value)
	case *ast.Ability:
		sub := &canon{Renderer: c.Renderer, info: c.info}
		return "{" + sub.ability(e) + "}"
	case *ast.Ident:
		if b := c.info.Uses[e]; b != nil {
			return c.binding(b)
		}
		if ent := c.info.Entries[e]; ent != nil && ent.Kind == dsl.FilterWord {
			return c.filter([]ast.Expr{e}, implied)
		}
		if c.info.Types[e] == dsl.Objects {
			return c.filter([]ast.Expr{e}, implied)
		}
		return e.Name
	case *ast.Call:
		pr := c.primOf(c.info.Entries[e])
		if pr == nil {
			return e.Fn.Name + "(?)"
		}
		if pr.Kind == dsl.FilterWord {
			return c.filter([]ast.Expr{e}, implied)
		}
		return c.call(e, pr, implied)
	case *ast.Phrase:
		return c.filter(e.Terms, implied)
	}
	return "?"
}

// call is name(param: value, …) with the given parameters in signature
// order.
func (c *canon) call(e *ast.Call, pr *Record, implied []string) string {
	if len(pr.Template.Implied) > 0 {
		implied = pr.Template.Implied
	}
	as := args(e, pr)
	if p := firstParam(pr.Template.Text); transparent(pr.Template.Text) && pr.param(p).Variadic && len(as[p]) == 1 {
		// A list of one reads as its item: except(has(…)) and has(…)
		// print the same.
		return c.expr(as[p][0], implied)
	}
	var parts []string
	for _, p := range pr.Sig.Params {
		for _, v := range as[p.Name] {
			parts = append(parts, p.Name+": "+c.expr(v, implied))
		}
	}
	return pr.Name + "(" + strings.Join(parts, ", ") + ")"
}

func (c *canon) binding(b *dsl.Binding) string {
	switch b.Kind {
	case dsl.BindSelf:
		return "self"
	case dsl.BindYou:
		return "you"
	case dsl.BindX:
		return "x"
	case dsl.BindThisAbility:
		return "this-ability"
	case dsl.BindEnchanted:
		return b.Name
	case dsl.BindGranter:
		return "granter"
	case dsl.BindToken:
		return "token(" + b.Name + ")"
	case dsl.BindTarget:
		if x := c.targets[b]; x != nil {
			return "target(" + c.expr(x, nil) + ")"
		}
	case dsl.BindCost, dsl.BindEvent, dsl.BindChoice:
		if call := c.boundBy[b]; call != nil {
			r := &renderer{Renderer: c.Renderer, info: c.info, boundBy: c.boundBy}
			if id := r.aliasOf(b); id != nil {
				return c.expr(id, nil)
			}
			return "bound(" + call.Fn.Name + ")"
		}
	}
	return "?" + b.Name
}

// filter is a filter phrase's groups of words in the order the text says
// them: determiners, then adjectives and nouns, then qualifiers.
func (c *canon) filter(terms []ast.Expr, implied []string) string {
	var groups [][]string
	var roles []Role
	for _, t := range terms {
		alts := []ast.Expr{t}
		if or, ok := t.(*ast.Or); ok {
			alts = or.Alts
		}
		var g []string
		role := Noun
		for i, t := range alts {
			var word string
			r := Noun
			switch t := t.(type) {
			case *ast.Ident:
				word = t.Name
				if pr := c.primOf(c.info.Entries[t]); pr != nil {
					r = pr.Template.Role
				}
			case *ast.Call:
				pr := c.primOf(c.info.Entries[t])
				if pr == nil {
					return "?"
				}
				word, r = c.call(t, pr, nil), pr.Template.Role
			}
			if contains(implied, word) {
				continue
			}
			if i == 0 || len(g) == 0 {
				role = r
			}
			g = append(g, word)
		}
		if len(g) > 0 {
			groups = append(groups, g)
			roles = append(roles, role)
		}
	}
	var out []string
	for _, pass := range []func(Role) bool{
		func(r Role) bool { return r == Det },
		func(r Role) bool { return r != Det && r != Qualifier && r != Control && r != Zone },
		func(r Role) bool { return r == Qualifier || r == Control || r == Zone },
	} {
		for i, g := range groups {
			if pass(roles[i]) {
				out = append(out, strings.Join(g, "|"))
			}
		}
	}
	return "[" + strings.Join(out, " ") + "]"
}
