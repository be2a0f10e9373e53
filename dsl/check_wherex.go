package dsl

import "cardc/ast"

// targetScope is the context in which an ability's targets are checked:
// when one of its effects says what X is ("Return target creature card
// with mana value X or less …, where X is the number of players you
// attacked this combat", CR 107.3a), the sentence's X is that number, so
// the targets it names may name x too; the X is known as the targets are
// chosen (CR 601.2c, 603.3d). When the ability's cost or its card's
// mana cost already has {X}, the targets read that X.
func (c *checker) targetScope(cs []ast.Clause, ctx *actx) *actx {
	if ctx.sc.lookup("x") != nil {
		// X is the spell's or the cost's: an effect's "where X is …"
		// is for its own arguments only.
		return ctx
	}
	for _, cl := range cs {
		cl, ok := cl.(*ast.ClauseLine)
		if !ok || cl.Kind != ast.EffectClause {
			continue
		}
		for _, b := range cl.Items {
			if d := c.definesX(b.X); d != nil {
				sc := newScope(ctx.sc)
				sc.names["x"] = &Binding{Name: "x", Kind: BindX, Type: Number, Decl: d}
				inner := *ctx
				inner.sc = sc
				return &inner
			}
		}
	}
	return ctx
}

// definesX returns the name of the argument of e, or of a call e is
// made of, that says what X is (Param.DefinesX), or nil. An ability
// written inside e is another ability and isn't looked into.
func (c *checker) definesX(e ast.Expr) *ast.Ident {
	call, ok := e.(*ast.Call)
	if !ok {
		return nil
	}
	ent := c.u.Lookup(call.Fn.Name)
	for _, a := range call.Args {
		if a.Name != nil && ent != nil {
			for _, p := range ent.Sig.Params {
				if p.DefinesX && p.Name == a.Name.Name {
					return a.Name
				}
			}
		}
		if d := c.definesX(a.Value); d != nil {
			return d
		}
	}
	return nil
}
