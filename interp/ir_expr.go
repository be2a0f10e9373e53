package interp

import (
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// The compiler's reading of expressions: calls, names bound to slots,
// and filters.

func (c *compiler) bindSlot(id *ast.Ident, fr *frame) int {
	b := c.info.Uses[id]
	if b == nil {
		c.fail(id, "unresolved name %q", id.Name)
		return 0
	}
	if s, ok := fr.slots[b]; ok {
		return s
	}
	fr.slots[b] = fr.n
	fr.n++
	return fr.slots[b]
}

func (c *compiler) expr(e ast.Expr, fr *frame) *Node {
	n := &Node{Pos: e.Span().Start, Type: c.info.Types[e]}
	switch e := e.(type) {
	case *ast.IntLit:
		n.Op, n.Int = OpInt, e.Value
	case *ast.StringLit:
		n.Op, n.Str = OpText, e.Value
	case *ast.ManaLit:
		n.Op, n.Mana = OpMana, manaOf(e)
	case *ast.PTLit:
		n.Op = OpPT
		n.Str = e.Power + "/" + e.Toughness
		n.P, n.T = e.P.N, e.T.N
		n.XP, n.XT = xSign(e.P), xSign(e.T)
		if n.Type == dsl.Counter {
			n.Op = OpCounter
		}
	case *ast.Paren:
		return c.expr(e.X, fr)
	case *ast.Ability:
		n.Op = OpAbility
		// A granted ability has its own frame.
		n.Ability = c.ability(e, nil)
	case *ast.Ident:
		c.ident(e, n, fr)
	case *ast.Call:
		n.Op, n.Str = OpCall, e.Fn.Name
		n.Fn = c.builtin(e.Fn, e.Fn.Name)
		entry := c.info.Entries[e]
		n.Entry = entry
		if entry == nil {
			c.fail(e, "unresolved primitive %q", e.Fn.Name)
			return n
		}
		if entry.Kind == dsl.FilterWord {
			return c.filter([]ast.Expr{e}, n, fr)
		}
		n.Args = c.args(e, entry, fr)
		if entry.Kind == dsl.KeywordAbility {
			n.Op = OpKeyword // a keyword with its parameter granted by an effect
		}
	case *ast.Phrase:
		return c.filter(e.Terms, n, fr)
	}
	n.Const = literalValue(n)
	if n.Op == OpMana {
		spec := n.Mana.Spec()
		n.Spec = &spec
	}
	return n
}

// keyword makes a keyword instance from its builtin: the rule it changes
// and the abilities it stands for.
func (c *compiler) keyword(n ast.Node, name string) Keyword {
	b := c.builtin(n, name)
	return Keyword{Name: name, Rule: b.Rule, Quality: b.Quality, Abilities: b.Abilities}
}

func (c *compiler) builtin(n ast.Node, name string) *Builtin {
	b := c.builtins[name]
	if b == nil {
		c.fail(n, "primitive %q has no implementation", name)
		return &Builtin{Name: name}
	}
	return b
}

func (c *compiler) args(call *ast.Call, e *dsl.Entry, fr *frame) []*Node {
	ps := e.Sig.Params
	out := make([]*Node, len(ps))
	var extra []*Node
	for i, a := range call.Args {
		pi := i
		if a.Name != nil {
			for j, p := range ps {
				if p.Name == a.Name.Name {
					pi = j
				}
			}
		}
		v := c.expr(a.Value, fr)
		if pi >= len(ps)-1 && len(ps) > 0 && ps[len(ps)-1].Variadic {
			if out[len(ps)-1] == nil {
				out[len(ps)-1] = v
			} else {
				extra = append(extra, v)
			}
			continue
		}
		if pi < len(out) {
			out[pi] = v
		}
	}
	return append(out, extra...)
}

func (c *compiler) ident(id *ast.Ident, n *Node, fr *frame) {
	if b := c.info.Uses[id]; b != nil {
		switch b.Kind {
		case dsl.BindSelf:
			n.Op = OpSelf
		case dsl.BindYou:
			n.Op = OpYou
		case dsl.BindX:
			n.Op = OpX
		case dsl.BindEnchanted:
			n.Op = OpEnchanted
		case dsl.BindGranter:
			n.Op = OpGranter
		case dsl.BindThisAbility:
			n.Op = OpThisAbility
		case dsl.BindToken:
			n.Op = OpToken
			n.Token = c.faceOf[b.Face]
		default:
			n.Op = OpSlot
			n.Slot = c.bindSlot(id, fr)
		}
		return
	}
	if e := c.info.Entries[id]; e != nil {
		if e.Kind == dsl.FilterWord {
			*n = *c.filter([]ast.Expr{id}, n, fr)
			return
		}
		if e.Kind == dsl.KeywordAbility {
			n.Op, n.Str, n.Entry = OpKeyword, id.Name, e
			n.Fn = c.builtin(id, id.Name)
			return
		}
		n.Op, n.Str, n.Entry = OpCall, id.Name, e
		n.Fn = c.builtin(id, id.Name)
		return
	}
	switch n.Type {
	case dsl.Counter:
		n.Op, n.Str = OpCounter, id.Name
	case dsl.Subtype:
		n.Op, n.Str = OpSubtype, id.Name
	case dsl.Objects:
		// A subtype used as a filter word.
		*n = *c.filter([]ast.Expr{id}, n, fr)
	default:
		c.fail(id, "unresolved name %q", id.Name)
	}
}

// filter compiles a phrase of filter words: each term is a group of one
// word, or of the alternatives of an Or.
func (c *compiler) filter(terms []ast.Expr, n *Node, fr *frame) *Node {
	f := &Filter{}
	var texts []string
	for _, t := range terms {
		alts := []ast.Expr{t}
		if or, ok := t.(*ast.Or); ok {
			alts = or.Alts
		}
		var group []*Node
		objs, plays := false, false
		for i, a := range alts {
			if i > 0 {
				texts = append(texts, "or")
			}
			term, text := c.filterWord(a, fr)
			if term == nil {
				continue
			}
			texts = append(texts, text)
			switch term.Type {
			case dsl.Players:
				f.Player, plays = true, true
			case dsl.AnyTargets:
				f.Any = true
			default:
				objs = true
			}
			// "permanent or player": objects or players.
			f.Any = f.Any || objs && plays
			group = append(group, term)
		}
		if len(group) > 0 {
			f.Terms = append(f.Terms, group)
		}
	}
	f.Text = strings.Join(texts, " ")
	for _, group := range f.Terms {
		for _, t := range group {
			f.Bound = f.Bound || readsBinding(t)
		}
	}
	f.Local = filterIsLocal(f)
	f.Timeless = filterIsTimeless(f)
	f.zone, f.hasZone = filterZone(f), true
	return &Node{Op: OpFilter, Filter: f, Pos: n.Pos, Type: n.Type}
}

// filterWord compiles one word of a filter and gives its text for the
// filter's, or nil for what is no filter word.
func (c *compiler) filterWord(t ast.Expr, fr *frame) (*Node, string) {
	switch t := t.(type) {
	case *ast.Ident:
		if e := c.info.Entries[t]; e != nil {
			return &Node{Op: OpCall, Str: t.Name, Fn: c.builtin(t, t.Name), Entry: e, Pos: t.Sp.Start, Type: e.Sig.Result}, t.Name
		}
		return &Node{Op: OpSubtype, Str: t.Name, Pos: t.Sp.Start}, t.Name
	case *ast.Call:
		term := &Node{Op: OpCall, Str: t.Fn.Name, Fn: c.builtin(t.Fn, t.Fn.Name), Pos: t.Sp.Start}
		if e := c.info.Entries[t]; e != nil {
			term.Args = c.args(t, e, fr)
			term.Type, term.Entry = e.Sig.Result, e
		}
		return term, t.Fn.Name + "(…)"
	}
	return nil, ""
}
