package dsl

import (
	"strconv"
	"strings"

	"cardc/ast"
)

// Checks for cards that parse and type-check but can't be what their
// designer meant: a word twice on a type line, a cost that taps twice or
// taps and untaps, a count of zero.

// checkDuplicateTypes reports a type or subtype written twice on a type
// line: an object has each type once (CR 205.1a), and a repeated one is a
// slip of the pen.
func (c *checker) checkDuplicateTypes(tl *ast.TypeField) {
	for i, ids := range [][]*ast.Ident{tl.Types, tl.Subs} {
		what := [...]string{"type", "subtype"}[i]
		seen := map[string]bool{}
		for _, id := range ids {
			if seen[id.Name] {
				c.errorf(id, "%s %q is already on this type line", what, id.Name)
			}
			seen[id.Name] = true
		}
	}
}

// costTaps follows the {T} and {Q} of one activation cost: {T} twice is
// one tap written twice, and {T} with {Q} asks the permanent to be both
// tapped and untapped to pay (CR 107.5, 107.6, 602.5).
type costTaps struct{ tap, untap bool }

func (c *checker) noteTap(s *ast.ManaSymbol, ct *costTaps) {
	same, other, otherSym := &ct.tap, &ct.untap, "Q"
	switch s.Value().Kind {
	case ast.ManaTap:
	case ast.ManaUntap:
		same, other, otherSym = &ct.untap, &ct.tap, "T"
	default:
		return
	}
	if *same {
		c.errorf(s, "{%s} is already in this cost; write it once", s.Text)
	} else if *other {
		c.errorf(s, "impossible cost: {%s} with {%s}; a permanent can't be both tapped and untapped to pay", s.Text, otherSym)
	}
	*same = true
}

// checkZeroCounts reports a literal 0 given to a Positive parameter:
// up-to(0, …) targets nothing, draw(0) draws nothing.
func (c *checker) checkZeroCounts(call *ast.Call, e *Entry) {
	for i, a := range call.Args {
		param := argParam(e, a, i)
		if lit, ok := a.Value.(*ast.IntLit); ok && param != nil && param.Positive && lit.Value == 0 {
			c.errorf(lit, "a count of 0 does nothing; %q needs a count of at least 1", e.Name)
		}
	}
}

// argParam is the parameter the i-th argument of a call is given to.
func argParam(e *Entry, a *ast.Arg, i int) *Param {
	ps := e.Sig.Params
	var param *Param
	for j := range ps {
		if a.Name != nil && ps[j].Name == a.Name.Name || a.Name == nil && j == i {
			param = &ps[j]
		}
	}
	return param
}

// checkTypeWords reports a word that is no card type or subtype given to
// a TypeWords parameter, and a word that is no supertype given to a
// SupertypeWords one: a status word there would be rendered and give
// nothing (the error tests 186 and 187 show both).
func (c *checker) checkTypeWords(call *ast.Call, e *Entry) {
	for i, a := range call.Args {
		param := argParam(e, a, i)
		if param == nil || !param.TypeWords && !param.SupertypeWords {
			continue
		}
		terms := []ast.Expr{a.Value}
		if ph, ok := a.Value.(*ast.Phrase); ok {
			terms = ph.Terms
		}
		for _, t := range terms {
			what := "this"
			if id, ok := t.(*ast.Ident); ok {
				if param.TypeWords && c.isTypeWord(id.Name) || param.SupertypeWords && c.isSupertypeWord(id.Name) {
					continue
				}
				what = strconv.Quote(id.Name)
			}
			if param.SupertypeWords {
				c.errorf(t, "%q's %s takes only supertypes, as in \"legendary\"; %s is none", e.Name, param.Name, what)
				continue
			}
			c.errorf(t, "%q takes only card types and subtypes, as in \"Synth artifact creature\"; %s is neither", e.Name, what)
		}
	}
}

// isSupertypeWord reports whether a word names a supertype ("legendary").
func (c *checker) isSupertypeWord(w string) bool {
	for _, st := range c.u.Supertypes {
		if strings.EqualFold(st, w) {
			return true
		}
	}
	return false
}

// isTypeWord reports whether a word names a card type ("creature") or a
// subtype ("Synth").
func (c *checker) isTypeWord(w string) bool {
	if _, ok := c.u.subtypeOf[w]; ok {
		return true
	}
	for ct := range c.u.CardTypes {
		if strings.EqualFold(ct, w) {
			return true
		}
	}
	return false
}
