package dsl

import (
	"strconv"
	"strings"

	"cardc/ast"
)

// Lowering: concrete syntax (participle structs) to ast nodes.

func (p *parser) lowerCard(c *cCard) *ast.Card {
	p.lowerErr = false
	face := &ast.Face{Kind: ast.FrontFace, Name: p.lowerString(&c.Name), Sp: p.span(c.Pos, c.EndPos)}
	face.Items = p.lowerItems(c.Items)
	// A card that lost an item to a syntax error found while lowering is
	// a recovered card, like one the parser had to cut up.
	return &ast.Card{Face: face, Sp: face.Sp, Recovered: p.lowerErr}
}

// lowerItems lowers a face's items, leaving out those that lowering
// rejects as syntax errors.
func (p *parser) lowerItems(items []*cItem) []ast.Item {
	out := sized[ast.Item](len(items))
	for _, it := range items {
		out = p.lowerItemInto(out, it)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// sized returns an empty slice with room for n elements, or nil: the
// lowered lists are nil when empty.
func sized[T any](n int) []T {
	if n == 0 {
		return nil
	}
	return make([]T, 0, n)
}

// lowerItemInto appends the lowered item to out. A keyword line whose list
// runs into an ability block (`keyword flying,` and then `static { … }`)
// is reported, and the block becomes an item of its own.
func (p *parser) lowerItemInto(out []ast.Item, it *cItem) []ast.Item {
	if it.Keyword == nil {
		if n := p.lowerItem(it); n != nil {
			out = append(out, n)
		}
		return out
	}
	k := &ast.KeywordLine{Sp: p.span(it.Keyword.Pos, it.Keyword.EndPos)}
	var moved []ast.Item
	for i, e := range it.Keyword.Exprs {
		if e.Ability != nil {
			if i == 0 {
				p.diags.Add(p.file, p.span(e.Pos, e.Pos), "unexpected keyword %q after %q; expected %s", e.Ability.Kind, "keyword", expectAfter["keyword"])
			} else {
				p.diags.Add(p.file, p.span(e.Pos, e.Pos), `expected a keyword after ","`)
			}
			p.lowerErr = true
			moved = append(moved, p.lowerAbility(e.Ability))
			continue
		}
		x := p.lowerExpr(e)
		if par, ok := x.(*ast.Paren); ok && par.Reminder {
			for len(k.Reminded) < len(k.Keywords) {
				k.Reminded = append(k.Reminded, false)
			}
			k.Reminded = append(k.Reminded, true)
			x = par.X
		}
		k.Keywords = append(k.Keywords, x)
	}
	if len(k.Keywords) > 0 {
		if len(moved) > 0 {
			k.Sp.End = k.Keywords[len(k.Keywords)-1].Span().End
		}
		out = append(out, k)
	}
	return append(out, moved...)
}

func (p *parser) lowerString(s *cString) *ast.StringLit {
	v, err := strconv.Unquote(s.Value)
	if err != nil {
		p.diags.Add(p.file, p.span(s.Pos, s.EndPos), "invalid string %s", s.Value)
		v = strings.Trim(s.Value, `"`)
	}
	return &ast.StringLit{Raw: s.Value, Value: v, Sp: p.span(s.Pos, s.EndPos)}
}

func (p *parser) lowerIdent(i *cIdent) *ast.Ident {
	return &ast.Ident{Name: i.Name, Sp: p.span(i.Pos, i.EndPos)}
}

func (p *parser) lowerInt(i *cInt) *ast.IntLit {
	n, err := strconv.Atoi(i.Value)
	if err != nil || n > 1_000_000 {
		p.diags.Add(p.file, p.span(i.Pos, i.EndPos), "number %s is too large", i.Value)
		n = 0
	}
	return &ast.IntLit{Text: i.Value, Value: n, Sp: p.span(i.Pos, i.EndPos)}
}

func (p *parser) lowerPT(t *cPT) *ast.PTLit {
	pw, tg, _ := strings.Cut(t.Value, "/")
	return ast.NewPTLit(pw, tg, p.span(t.Pos, t.EndPos))
}

func (p *parser) lowerMana(m *cMana) *ast.ManaLit {
	out := &ast.ManaLit{Sp: p.span(m.Pos, m.EndPos), Symbols: sized[*ast.ManaSymbol](len(m.Symbols))}
	for _, s := range m.Symbols {
		out.Symbols = append(out.Symbols, ast.NewManaSymbol(s.Value[1:len(s.Value)-1], p.span(s.Pos, s.EndPos)))
	}
	return out
}

func (p *parser) lowerItem(it *cItem) ast.Item {
	switch {
	case it.Field != nil:
		return p.lowerField(it.Field)
	case it.Keyword != nil:
		panic("dsl: keyword lines are lowered by lowerItemInto")
	case it.Ability != nil:
		return p.lowerAbility(it.Ability)
	case it.Face != nil:
		f := it.Face
		face := &ast.Face{Sp: p.span(f.Pos, f.EndPos)}
		switch f.Kind {
		case "back":
			face.Kind = ast.BackFace
		case "split":
			face.Kind = ast.SplitFace
		case "adventure":
			face.Kind = ast.AdventureFace
		case "prepare":
			face.Kind = ast.PrepareFace
		case "modal":
			face.Kind = ast.ModalFace
		default:
			face.Kind = ast.TokenFace
		}
		if f.Name != nil {
			face.Name = p.lowerString(f.Name)
		}
		if f.Ident != nil {
			face.Ident = p.lowerIdent(f.Ident)
		}
		face.Items = p.lowerItems(f.Items)
		return face
	case it.Clause != nil:
		if bad := manaLikeCost(it.Clause); bad != nil {
			// `cost 2G` is a mistyped mana cost, not a spell's cost
			// clause: report it as the syntax error it is.
			p.diags.Add(p.file, p.span(bad.Pos, bad.EndPos), "unexpected %q after %q; expected a mana cost such as {2}{U}", termText(bad), "cost")
			p.lowerErr = true
			return nil
		}
		return p.lowerClause(it.Clause).(ast.Item)
	}
	panic("dsl: empty item")
}

func (p *parser) lowerField(f *cField) ast.Item {
	sp := p.span(f.Pos, f.EndPos)
	switch {
	case f.Cost != nil:
		return &ast.CostField{Cost: p.lowerMana(f.Cost), Sp: sp}
	case f.Type != nil:
		t := &ast.TypeField{Dash: f.Type.Dash != nil, Sp: sp,
			Types: sized[*ast.Ident](len(f.Type.Types)), Subs: sized[*ast.Ident](len(f.Type.Subs))}
		for _, i := range f.Type.Types {
			t.Types = append(t.Types, &ast.Ident{Name: i.Name, Sp: p.span(i.Pos, i.EndPos)})
		}
		for _, i := range f.Type.Subs {
			t.Subs = append(t.Subs, &ast.Ident{Name: i.Name, Sp: p.span(i.Pos, i.EndPos)})
		}
		return t
	case f.PT != nil:
		return &ast.PTField{PT: p.lowerPT(f.PT), Sp: sp}
	case f.Loyalty != nil:
		return &ast.LoyaltyField{Value: p.lowerInt(f.Loyalty), Sp: sp}
	case f.Defense != nil:
		return &ast.DefenseField{Value: p.lowerInt(f.Defense), Sp: sp}
	case f.Plural:
		return &ast.PluralNameField{Sp: sp}
	case f.Colors != nil:
		c := &ast.ColorField{Sp: sp, Colors: sized[*ast.Ident](len(f.Colors))}
		for _, i := range f.Colors {
			c.Colors = append(c.Colors, p.lowerIdent(i))
		}
		return c
	default:
		t := &ast.TextField{Sp: sp, Lines: sized[*ast.StringLit](len(f.Text))}
		for _, s := range f.Text {
			t.Lines = append(t.Lines, p.lowerString(s))
		}
		return t
	}
}

func (p *parser) lowerAbility(a *cAbility) *ast.Ability {
	k, _ := ast.AbilityKindOf(string(a.Kind))
	out := &ast.Ability{Kind: k, Sp: p.span(a.Pos, a.EndPos), Clauses: sized[ast.Clause](len(a.Clauses))}
	if a.Word != nil {
		out.Word = p.lowerIdent(a.Word)
	}
	for _, c := range a.Clauses {
		out.Clauses = append(out.Clauses, p.lowerClause(c))
	}
	return out
}

func (p *parser) lowerClause(c *cClause) ast.Clause {
	sp := p.span(c.Pos, c.EndPos)
	switch {
	case c.Choose != nil:
		return &ast.Choose{Min: p.lowerInt(&c.Choose.Min), Max: p.lowerInt(&c.Choose.Max), Unchosen: c.Choose.Unchosen, Sp: sp}
	case c.Mode != nil:
		m := &ast.Mode{Sp: sp, Clauses: sized[ast.Clause](len(c.Mode.Clauses))}
		for _, sub := range c.Mode.Clauses {
			m.Clauses = append(m.Clauses, p.lowerClause(sub))
		}
		return m
	}
	k, _ := ast.ClauseKindOf(string(c.Kind))
	out := &ast.ClauseLine{Kind: k, Sp: sp, Items: sized[*ast.Bound](len(c.Items))}
	if c.Kind == "also" {
		out.Kind, out.Also = ast.EffectClause, true
	}
	for _, b := range c.Items {
		x := p.cutAtLineBreak(c, b.Expr)
		nb := &ast.Bound{X: p.lowerExpr(x), Sp: p.span(b.Pos, b.EndPos)}
		if b.As != nil {
			nb.As = p.lowerIdent(b.As)
		}
		out.Items = append(out.Items, nb)
	}
	return out
}

// cutAtLineBreak reports a clause item whose words run on to a new line:
// a line that begins without a clause word is a mistake (a forgotten
// `effect`), not more of the phrase above, and joining the two would turn
// one clause into a nonsense filter and let the formatter put them on one
// line.
//
// It returns the item cut at the line break, which is checked as written
// on its line.
func (p *parser) cutAtLineBreak(c *cClause, e *cExpr) *cExpr {
	if e == nil {
		return e
	}
	for i := 1; i < len(e.Terms); i++ {
		if t := e.Terms[i]; t.Pos.Line > e.Terms[i-1].EndPos.Line {
			p.diags.Add(p.file, p.span(t.Pos, t.EndPos), "a new line here continues the %s clause above; begin it with a clause word such as `effect`, or join it to the line above", c.Kind)
			p.lowerErr = true
			cut := *e
			cut.Terms, cut.EndPos = e.Terms[:i], e.Terms[i-1].EndPos
			return &cut
		}
	}
	return e
}

func (p *parser) lowerExpr(e *cExpr) ast.Expr {
	if e.Ability != nil {
		return p.lowerAbility(e.Ability)
	}
	if len(e.Terms) == 1 {
		return p.lowerTerm(e.Terms[0])
	}
	ph := &ast.Phrase{Sp: p.span(e.Pos, e.EndPos), Terms: sized[ast.Expr](len(e.Terms))}
	ts := e.Terms
	for i := 0; i < len(ts); i++ {
		t := p.lowerTerm(ts[i])
		if isOrWord(ts[i]) {
			// An `or` with nothing to join on one side stays a word;
			// the checker reports it.
			ph.Terms = append(ph.Terms, t)
			continue
		}
		var or *ast.Or
		// A run of `or` words between two other terms joins them as
		// alternatives: `instant or sorcery`.
		for {
			j := i + 1
			for j < len(ts) && isOrWord(ts[j]) {
				j++
			}
			if j == i+1 || j == len(ts) {
				break
			}
			if or == nil {
				or = &ast.Or{Alts: []ast.Expr{t}}
			}
			for _, w := range ts[i+1 : j] {
				or.Ors = append(or.Ors, p.lowerIdent(w.Ident))
			}
			or.Alts = append(or.Alts, p.lowerTerm(ts[j]))
			i = j
		}
		if or != nil {
			or.Sp = ast.Span{Start: or.Alts[0].Span().Start, End: or.Alts[len(or.Alts)-1].Span().End}
			t = or
		}
		ph.Terms = append(ph.Terms, t)
	}
	return ph
}

// isOrWord reports whether t is the word `or`, which joins the terms
// beside it.
func isOrWord(t *cTerm) bool { return t.Ident != nil && t.Ident.Name == "or" }

func (p *parser) lowerTerm(t *cTerm) ast.Expr {
	switch {
	case t.Call != nil && t.Call.Fn.Name == ast.ReminderForm && len(t.Call.Args) == 1 && t.Call.Args[0].Name == nil:
		// `reminder(x)` is x with its reminder text printed.
		return &ast.Paren{X: p.lowerExpr(t.Call.Args[0].Value), Reminder: true, Sp: p.span(t.Pos, t.EndPos)}
	case t.Call != nil:
		c := &ast.Call{Fn: p.lowerIdent(&t.Call.Fn), Sp: p.span(t.Call.Pos, t.Call.EndPos), Args: sized[*ast.Arg](len(t.Call.Args))}
		for _, a := range t.Call.Args {
			arg := &ast.Arg{Value: p.lowerExpr(a.Value), Sp: p.span(a.Pos, a.EndPos)}
			if a.Name != nil {
				arg.Name = p.lowerIdent(a.Name)
			}
			c.Args = append(c.Args, arg)
		}
		return c
	case t.Ident != nil:
		return p.lowerIdent(t.Ident)
	case t.Int != nil:
		return p.lowerInt(t.Int)
	case t.PT != nil:
		return p.lowerPT(t.PT)
	case t.Mana != nil:
		return p.lowerMana(t.Mana)
	case t.String != nil:
		return p.lowerString(t.String)
	case t.Paren != nil:
		return &ast.Paren{X: p.lowerExpr(t.Paren), Sp: p.span(t.Pos, t.EndPos)}
	}
	panic("dsl: empty term")
}

// manaLikeCost returns the first term of a face-level cost clause that
// looks like mana written without braces (`cost 2G`, `cost 3`, `cost GG`),
// or nil.
func manaLikeCost(c *cClause) *cTerm {
	if c.Kind != "cost" || len(c.Items) == 0 || c.Items[0].Expr.Ability != nil {
		return nil
	}
	t := c.Items[0].Expr.Terms[0]
	switch {
	case t.Int != nil:
		return t
	case t.Ident != nil && strings.Trim(t.Ident.Name, "0123456789WUBRGCXSP/") == "":
		return t
	}
	return nil
}

func termText(t *cTerm) string {
	if t.Int != nil {
		return t.Int.Value
	}
	return t.Ident.Name
}
