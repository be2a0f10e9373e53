package interp

import (
	"cardc/ast"
	"cardc/dsl"
)

// targetX compiles the argument of one of an ability's effects that
// says what X is ("where X is …", dsl.Param.DefinesX) when the ability's
// targets read that X, as in "Return target creature card with mana
// value X or less from your graveyard to the battlefield, where X is the
// number of players you attacked this combat" (CR 107.3a); nil when they
// don't. The checker bound the targets' x to that argument's name.
func (c *compiler) targetX(cs []ast.Clause, fr *frame) *Node {
	decls := map[ast.Node]bool{}
	for _, cl := range cs {
		if cl, ok := cl.(*ast.ClauseLine); ok && cl.Kind == ast.TargetClause {
			for _, b := range cl.Items {
				ast.Walk(b.X, func(n ast.Node) bool {
					if id, ok := n.(*ast.Ident); ok && id.Name == "x" {
						if u := c.info.Uses[id]; u != nil && u.Kind == dsl.BindX {
							decls[u.Decl] = true
						}
					}
					return true
				})
			}
		}
	}
	if len(decls) == 0 {
		return nil
	}
	var found ast.Expr
	for _, cl := range cs {
		if cl, ok := cl.(*ast.ClauseLine); ok && cl.Kind == ast.EffectClause {
			for _, b := range cl.Items {
				ast.Walk(b.X, func(n ast.Node) bool {
					if a, ok := n.(*ast.Arg); ok && found == nil && a.Name != nil && decls[a.Name] {
						found = a.Value
					}
					return found == nil
				})
			}
		}
	}
	if found == nil {
		return nil
	}
	return c.expr(found, fr)
}

// UseTargetX sets x's X to what the ability's effect says X is, when it
// says so for the ability's targets (see targetX): the number is worked
// out as the targets are chosen (CR 601.2c, 603.3d) and again as the
// ability resolves, when their legality is checked (CR 608.2b). A
// chosen mode's X counts when the ability itself has none.
func (x *Ctx) UseTargetX(def *AbilityDef, modes []int) {
	if def == nil {
		return
	}
	n := def.TargetX
	for _, i := range modes {
		if n == nil && i >= 0 && i < len(def.Modes) {
			n = def.Modes[i].TargetX
		}
	}
	if n != nil {
		x.X = x.Num(n)
	}
}
