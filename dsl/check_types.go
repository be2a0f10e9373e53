package dsl

import (
	"fmt"
	"slices"
	"strings"

	"cardc/ast"
)

// joinLongSubtypes returns a type line's subtypes with each run of words
// that spells a subtype of several words made one name: "Time Lord" is
// one creature type (CR 205.3b, 205.3m), so `type Creature — Time Lord
// Doctor` has two subtypes. The joined name spans its words; interp and
// the renderer see the one subtype.
func (c *checker) joinLongSubtypes(subs []*ast.Ident) []*ast.Ident {
	if !slices.ContainsFunc(subs, func(id *ast.Ident) bool { return c.u.longSubtypes[id.Name] != nil }) {
		return subs
	}
	var out []*ast.Ident
	for i := 0; i < len(subs); i++ {
		id := subs[i]
		for _, long := range c.u.longSubtypes[id.Name] {
			n := strings.Count(long, " ") + 1
			if i+n > len(subs) {
				continue
			}
			words := make([]string, n)
			for j, w := range subs[i : i+n] {
				words[j] = w.Name
			}
			if strings.Join(words, " ") == long {
				id = &ast.Ident{Name: long, Sp: ast.Span{Start: subs[i].Sp.Start, End: subs[i+n-1].Sp.End}}
				i += n - 1
				break
			}
		}
		out = append(out, id)
	}
	return out
}

// suggestSubtype is the "did you mean" of an unknown subtype: a word of a
// subtype of several words suggests it ("Lord": "Time Lord"), else the
// closest subtype.
func (c *checker) suggestSubtype(name string) string {
	all := make([]string, 0, len(c.u.subtypeOf))
	var long []string
	for s := range c.u.subtypeOf {
		all = append(all, s)
		if strings.Contains(s, " ") && slices.Contains(strings.Fields(s), name) {
			long = append(long, s)
		}
	}
	if len(long) > 0 {
		slices.Sort(long)
		return fmt.Sprintf("; did you mean %q?", long[0])
	}
	return Suggest(name, all)
}

// renamedCardTypes are card types the rules renamed: the card type
// tribal is kindred since 2024 (CR 205.2a).
var renamedCardTypes = map[string]string{"Tribal": "Kindred"}

// explainCardType reports a type-line word that names a card type a card
// of the language can't have: one of a casual variant or of a dungeon,
// which the rules list (CR 205.2a), or an old name of a card type.
func (c *checker) explainCardType(id *ast.Ident) bool {
	if where, ok := c.u.VariantCardTypes[id.Name]; ok {
		c.errorf(id, "%q is a card type of %s, which a card of the language can't have", id.Name, where)
		return true
	}
	if now, ok := renamedCardTypes[id.Name]; ok {
		c.errorf(id, "the card type %q is now called %q (CR 205.2a)", id.Name, now)
		return true
	}
	return false
}

// variantTypeLine reports whether the type line has a card type of a
// variant (reported by explainCardType).
func (c *checker) variantTypeLine(tl *ast.TypeField) bool {
	for _, id := range tl.Types {
		if _, ok := c.u.VariantCardTypes[id.Name]; ok {
			return true
		}
	}
	return false
}
