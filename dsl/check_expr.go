package dsl

import (
	"fmt"

	"cardc/ast"
)

// checkExpr types e where a value of type want is expected, reports any
// mismatch, records the type, and returns it (Invalid after an error that
// was already reported).
func (c *checker) checkExpr(e ast.Expr, want Type, ctx *actx) Type {
	if c.full {
		return Invalid
	}
	got := c.typeOf(e, want, ctx)
	c.info.Types[e] = got
	if got != Invalid && !got.AssignableTo(want) {
		c.errorf(e, "expected %s, found %s", want.Article(), describeExpr(e, got))
		return Invalid
	}
	return got
}

func describeExpr(e ast.Expr, t Type) string {
	switch e := e.(type) {
	case *ast.Ident:
		return fmt.Sprintf("%q (%s)", e.Name, t.Article())
	case *ast.Call:
		return fmt.Sprintf("%s(…) (%s)", e.Fn.Name, t.Article())
	}
	return t.Article()
}

func (c *checker) typeOf(e ast.Expr, want Type, ctx *actx) Type {
	switch e := e.(type) {
	case *ast.IntLit:
		return Number
	case *ast.StringLit:
		return Text
	case *ast.Paren:
		return c.checkExpr(e.X, want, ctx)
	case *ast.ManaLit:
		for _, s := range e.Symbols {
			c.checkManaSymbol(s, false)
			if s.Value().Kind == ast.ManaX && ctx.sc.lookup("x") == nil && !c.recovered {
				c.errorf(s, "{X} here has nothing to choose it; X is chosen when a spell is cast or an ability activated")
				return Invalid
			}
		}
		return Mana
	case *ast.PTLit:
		return c.ptLit(e, want, ctx)
	case *ast.Ability:
		// A granted ability is an ability of its own: it sees only self and
		// you, never the names of the ability that grants it.
		root := newScope(nil)
		root.names["self"] = &Binding{Name: "self", Kind: BindSelf, Type: Object}
		root.names["you"] = &Binding{Name: "you", Kind: BindYou, Type: Player}
		// The object whose static ability grants it (an Equipment, an
		// Aura), which the ability names by its name.
		root.names["granter"] = &Binding{Name: "granter", Kind: BindGranter, Type: Object}
		c.checkAbility(e, ctx.fi, root)
		return Ability
	case *ast.Ident:
		return c.ident(e, want, ctx)
	case *ast.Call:
		return c.call(e, want, ctx)
	case *ast.Phrase:
		return c.phrase(e, ctx)
	}
	return Invalid
}

// filterKinds is what the terms of a filter phrase checked so far name.
type filterKinds struct {
	objects, players, any bool
	bad                   bool // a term had an error
}

// filterTerm checks one word of a filter phrase (an alternative of an Or
// included) and notes in f what it names.
func (c *checker) filterTerm(t ast.Expr, ctx *actx, f *filterKinds) {
	var e *Entry
	switch t := t.(type) {
	case *ast.Ident:
		if _, sub := c.u.subtypeOf[t.Name]; sub && c.u.Lookup(t.Name) == nil && ctx.sc.lookup(t.Name) == nil {
			c.info.Types[t] = Objects
			f.objects = true
			return
		}
		e = c.u.Lookup(t.Name)
		if e != nil && e.Kind != FilterWord && ctx.sc.lookup(t.Name) == nil {
			// A primitive that is not a filter word: say that, rather
			// than what it would need on its own (`"draw" takes
			// arguments`).
			c.info.Entries[t] = e
			c.errorf(t, "%q can't be part of a filter; %s", t.Name, filterWords)
			f.bad = true
			return
		}
	case *ast.Call:
		e = c.u.Lookup(t.Fn.Name)
	}
	if e == nil || e.Kind != FilterWord {
		tt := c.typeOf(t, Objects, ctx)
		c.info.Types[t] = tt
		if tt != Invalid {
			c.errorf(t, "%s can't be part of a filter; %s", describeExpr(t, tt), filterWords)
		}
		f.bad = true
		return
	}
	switch c.checkExpr(t, e.Sig.Result, ctx) {
	case Objects:
		f.objects = true
	case Players:
		f.players = true
	case AnyTargets:
		f.any = true
	case Invalid:
		f.bad = true
	}
}

func (c *checker) ptLit(e *ast.PTLit, want Type, ctx *actx) Type {
	text := e.Power + "/" + e.Toughness
	switch want {
	case Counter:
		if !contains(c.u.Counters, text) {
			c.errorf(e, "unknown counter kind %q%s", text, Suggest(text, c.u.Counters))
			return Invalid
		}
		return Counter
	case PTChange:
		if (e.P.X || e.T.X) && ctx.sc.lookup("x") == nil && !c.recovered {
			c.errorf(e, "X here has nothing to choose it; X is chosen when a spell is cast or an ability activated")
			return Invalid
		}
		if e.P.Sign == 0 || e.T.Sign == 0 {
			c.errorf(e, "a P/T change is signed: write %s/%s", sign(e.Power, e.P), sign(e.Toughness, e.T))
			return Invalid
		}
		return PTChange
	}
	return PTChange
}

// sign is a side of a P/T as written, with a + if it has no sign.
func sign(s string, v ast.PTValue) string {
	if v.Sign != 0 {
		return s
	}
	return "+" + s
}

func (c *checker) ident(id *ast.Ident, want Type, ctx *actx) Type {
	if b := ctx.sc.lookup(id.Name); b != nil {
		c.info.Uses[id] = b
		return b.Type
	}
	if e := c.u.Lookup(id.Name); e != nil {
		c.info.Entries[id] = e
		if e.Sig.Call || required(e.Sig.Params) > 0 {
			c.errorf(id, "%q takes arguments: %s", id.Name, Usage(e))
			return Invalid
		}
		if !e.Sig.Result.AssignableTo(want) {
			return e.Sig.Result // checkExpr reports the type; where it may appear is moot
		}
		if !c.placeOK(id, e, ctx) {
			return Invalid
		}
		return e.Sig.Result
	}
	if e := c.u.Keyword(id.Name); e != nil && want == Keyword {
		// A keyword ability as a value: what an effect grants (CR 613.1f).
		c.info.Entries[id] = e
		return Keyword
	}
	if _, ok := c.u.subtypeOf[id.Name]; ok {
		if want == Subtype {
			return Subtype
		}
		return Objects
	}
	if contains(c.u.Counters, id.Name) {
		return Counter
	}
	if c.recovered && want != Counter {
		// In a card with a syntax error, the clause that binds the name
		// (or the cost with {X}, or the enchant keyword) may be the part
		// that didn't parse: don't report its uses.
		return Invalid
	}
	switch id.Name {
	case "x", "X":
		c.errorf(id, "x is not defined here: neither the card's mana cost nor this ability's cost has {X}")
		return Invalid
	}
	if kw := c.u.boundBy[id.Name]; kw != nil {
		if !ctx.fi.is("Aura") { // an Aura's missing enchant is reported on its own
			c.errorf(id, "%s is defined only on an Aura with an %s keyword", id.Name, kw.Name)
		}
		return Invalid
	}
	known := append(ctx.sc.all(), c.u.names(-1)...)
	msg := "unknown name %q%s"
	if want == Counter {
		known = c.u.Counters
		msg = "unknown counter kind %q%s"
	}
	c.errorf(id, msg, id.Name, Suggest(id.Name, known))
	return Invalid
}

func (c *checker) placeOK(n ast.Node, e *Entry, ctx *actx) bool {
	if e.Places != 0 && e.Places&ctx.place == 0 {
		c.errorf(n, "%q can appear only in %s", e.Name, e.Places)
		return false
	}
	return true
}

func (c *checker) call(call *ast.Call, want Type, ctx *actx) Type {
	e := c.u.Lookup(call.Fn.Name)
	if e == nil {
		if b := ctx.sc.lookup(call.Fn.Name); b != nil {
			c.errorf(call.Fn, "%q is a name, not a primitive; it takes no arguments", call.Fn.Name)
			return Invalid
		}
		what := "primitive"
		if e := c.u.Keyword(call.Fn.Name); e != nil && want == Keyword {
			// A keyword ability with a parameter as a value: what an
			// effect grants, "protection from the color of your choice".
			c.info.Entries[call] = e
			c.checkArgs(call, e, ctx)
			return Keyword
		}
		if c.u.Keyword(call.Fn.Name) != nil {
			c.errorf(call.Fn, "%q is a keyword ability; write it on a keyword line", call.Fn.Name)
			return Invalid
		}
		var known []string
		for _, n := range c.u.names(-1) {
			if en := c.u.Lookup(n); en != nil && (en.Sig.Call || len(en.Sig.Params) > 0) {
				known = append(known, n)
			}
		}
		c.errorf(call.Fn, "unknown %s %q%s", what, call.Fn.Name, Suggest(call.Fn.Name, known))
		// Still check the arguments, for the errors inside them.
		for _, a := range call.Args {
			c.checkExpr(a.Value, Invalid, ctx)
		}
		return Invalid
	}
	c.info.Entries[call] = e
	if !e.Sig.Result.AssignableTo(want) {
		// The wrong kind of thing here (an event where an effect is
		// expected): checkExpr says so, which matters more than where the
		// primitive may appear.
		return e.Sig.Result
	}
	if !c.placeOK(call.Fn, e, ctx) {
		return Invalid
	}
	if !e.Sig.Call && len(e.Sig.Params) == 0 {
		c.errorf(call, "%q takes no arguments; write it without parentheses", e.Name)
		return Invalid
	}
	if !c.checkArgs(call, e, ctx) {
		return Invalid
	}
	c.checkZeroCounts(call, e)
	c.checkTypeWords(call, e)
	return e.Sig.Result
}

// checkArgs matches a call's arguments to the entry's parameters:
// positional first, then named; each is checked against its type.
func (c *checker) checkArgs(call *ast.Call, e *Entry, ctx *actx) bool {
	ps := e.Sig.Params
	if e.DefinesX {
		// "where X is …": its arguments see the X it defines.
		inner := *ctx
		inner.sc = newScope(ctx.sc)
		inner.sc.names["x"] = &Binding{Name: "x", Kind: BindX, Type: Number, Decl: call}
		ctx = &inner
	}
	given := make([]ast.Node, len(ps))
	ok := true
	named := false
	ctx = c.whereX(call, ps, ctx)
	for i, a := range call.Args {
		var pi int
		if a.Name != nil {
			named = true
			pi = -1
			for j, p := range ps {
				if p.Name == a.Name.Name {
					pi = j
				}
			}
			if pi < 0 {
				var names []string
				for _, p := range ps {
					names = append(names, p.Name)
				}
				c.errorf(a.Name, "%q has no parameter %q%s", e.Name, a.Name.Name, Suggest(a.Name.Name, names))
				ok = false
				continue
			}
		} else {
			if named {
				c.errorf(a, "a positional argument can't follow a named one")
				ok = false
				continue
			}
			pi = i
			if pi >= len(ps) {
				if len(ps) > 0 && ps[len(ps)-1].Variadic {
					pi = len(ps) - 1
				} else {
					c.errorf(a, "too many arguments to %q: it takes %d (%s)", e.Name, len(ps), Usage(e))
					ok = false
					continue
				}
			}
		}
		if given[pi] != nil && !ps[pi].Variadic {
			d := c.errorf(a, "argument %q of %q given twice", ps[pi].Name, e.Name)
			c.related(d, given[pi], "first given here")
			ok = false
			continue
		}
		given[pi] = a
		if c.checkExpr(a.Value, ps[pi].Type, ctx) == Invalid {
			ok = false
		}
	}
	for i, p := range ps {
		if given[i] == nil && !p.Optional && !p.Variadic {
			c.errorf(call, "missing argument %q of %q: %s", p.Name, e.Name, Usage(e))
			ok = false
		}
	}
	return ok
}

const filterWords = "a filter is made of words such as another, creature, you-control"

// phrase types a filter phrase: every term must be a filter word, a
// filter call, or a subtype, or alternatives of them joined by `or`.
func (c *checker) phrase(ph *ast.Phrase, ctx *actx) Type {
	var f filterKinds
	for i, t := range ph.Terms {
		switch t := t.(type) {
		case *ast.Or:
			for _, a := range t.Alts {
				c.filterTerm(a, ctx, &f)
			}
			continue
		case *ast.Ident:
			if t.Name == "or" {
				// The parser joined every `or` between two terms.
				if i == 0 || i == len(ph.Terms)-1 {
					c.errorf(t, "or must join two filter words")
					f.bad = true
				}
				continue
			}
		}
		c.filterTerm(t, ctx, &f)
	}
	objects, players, any, ok := f.objects, f.players, f.any, !f.bad
	if !ok {
		return Invalid
	}
	switch {
	case any:
		return AnyTargets
	case objects && players:
		// Alternatives alone may name players and objects: "target
		// player or planeswalker" (CR 115.4).
		if _, alone := ph.Terms[0].(*ast.Or); alone && len(ph.Terms) == 1 {
			return AnyTargets
		}
		c.errorf(ph, "a filter can't mix player words and object words")
		return Invalid
	case players:
		return Players
	}
	return Objects
}

// whereX is the context of a call's arguments: when one of them defines
// X ("where X is …", Param.DefinesX), the others may name x.
func (c *checker) whereX(call *ast.Call, ps []Param, ctx *actx) *actx {
	for _, a := range call.Args {
		if a.Name == nil {
			continue
		}
		for _, p := range ps {
			if p.DefinesX && p.Name == a.Name.Name {
				sc := newScope(ctx.sc)
				sc.names["x"] = &Binding{Name: "x", Kind: BindX, Type: Number, Decl: a.Name}
				inner := *ctx
				inner.sc = sc
				return &inner
			}
		}
	}
	return ctx
}
