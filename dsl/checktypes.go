package dsl

// The checks of a face's type line (CR 205): known card types, supertypes
// and subtypes, and subtypes that fit the card types.

import (
	"sort"
	"strings"

	"cardc/ast"
)

func (c *checker) checkTypeLine(fi *faceInfo) {
	if fi.typ == nil {
		if !c.recovered {
			c.errorf(nameNode(fi.face), "%s %q has no type line", faceWord(fi.face), fi.face.NameText())
		}
		return
	}
	c.checkDuplicateTypes(fi.typ)
	hasCardType := false
	for _, id := range fi.typ.Types {
		switch {
		case contains(c.u.Supertypes, id.Name):
			fi.types[id.Name] = true
		case c.u.CardTypes[id.Name] != nil:
			fi.types[id.Name] = true
			hasCardType = true
		default:
			fi.badTypes = true
			if c.explainCardType(id) {
				continue
			}
			if _, isSub := c.u.subtypeOf[id.Name]; isSub {
				c.errorf(id, "%q is a subtype; write it after the dash", id.Name)
				continue
			}
			if fix := c.dashedTypes(id.Name); fix != "" {
				c.errorf(id, "unknown card type %q; %s", id.Name, fix)
				continue
			}
			var cardTypes []string
			for ct := range c.u.CardTypes {
				cardTypes = append(cardTypes, ct)
			}
			sort.Strings(cardTypes)
			c.errorf(id, "unknown card type %q%s", id.Name, Suggest(id.Name, append(cardTypes, c.u.Supertypes...)))
		}
	}
	if !hasCardType && len(fi.typ.Types) > 0 && c.knownTypes(fi.typ.Types) {
		c.errorf(fi.typ, "type line has no card type")
		fi.badTypes = true
	}
	if fi.typ.Dash && len(fi.typ.Subs) == 0 {
		c.errorf(fi.typ, "expected a subtype after the dash")
	}
	if c.variantTypeLine(fi.typ) {
		return // its subtypes are of the variant's card type
	}
	fi.typ.Subs = c.joinLongSubtypes(fi.typ.Subs)
	var known []*ast.Ident
	for _, id := range fi.typ.Subs {
		fi.types[id.Name] = true
		if _, ok := c.u.subtypeOf[id.Name]; ok {
			known = append(known, id)
			continue
		}
		fi.badTypes = true
		if parts := strings.Split(id.Name, "-"); len(parts) > 1 && c.allSubtypes(parts) {
			c.errorf(id, "unknown subtype %q; put a space between the subtypes: %s", id.Name, strings.Join(parts, " "))
			continue
		}
		c.errorf(id, "unknown subtype %q%s", id.Name, c.suggestSubtype(id.Name))
	}
	if fi.badTypes {
		return
	}
	for _, id := range known {
		if !c.subtypeFits(id.Name, fi) {
			owner := strings.ToLower(c.u.subtypeOf[id.Name])
			c.errorf(id, "%q is %s subtype, but the card is not %s", id.Name, articled(owner), articled(owner))
		}
	}
}

// dashedTypes explains a type-line word such as Creature-Bear, which lexes
// as one name: when its parts are known types and subtypes it returns how
// to write them, else "".
func (c *checker) dashedTypes(word string) string {
	parts := strings.Split(word, "-")
	if len(parts) < 2 {
		return ""
	}
	var types, subs []string
	for _, p := range parts {
		_, isSub := c.u.subtypeOf[p]
		switch {
		case (c.u.CardTypes[p] != nil || contains(c.u.Supertypes, p)) && len(subs) == 0:
			types = append(types, p)
		case isSub && len(types) > 0:
			subs = append(subs, p)
		default:
			return ""
		}
	}
	if len(subs) == 0 {
		return "separate the types with spaces: " + strings.Join(types, " ")
	}
	return "put spaces around the dash: " + strings.Join(types, " ") + " — " + strings.Join(subs, " ")
}

func (c *checker) allSubtypes(words []string) bool {
	for _, w := range words {
		if _, ok := c.u.subtypeOf[w]; !ok {
			return false
		}
	}
	return true
}

func (c *checker) knownTypes(ids []*ast.Ident) bool {
	for _, id := range ids {
		if c.u.CardTypes[id.Name] == nil && !contains(c.u.Supertypes, id.Name) {
			return false
		}
	}
	return true
}

// subtypeFits reports whether one of the card's types owns the subtype
// (creature types also fit Kindred cards, CR 205.3d).
func (c *checker) subtypeFits(sub string, fi *faceInfo) bool {
	for ct := range fi.types {
		if c.u.owns[ct][sub] {
			return true
		}
		if ct == "Kindred" && c.u.owns["Creature"][sub] {
			return true
		}
	}
	return false
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

func articled(s string) string {
	if s != "" && strings.IndexByte("aeiou", s[0]) >= 0 {
		return "an " + s
	}
	return "a " + s
}

func faceWord(f *ast.Face) string {
	switch f.Kind {
	case ast.BackFace:
		return "back face"
	case ast.SplitFace:
		return "split half"
	case ast.AdventureFace:
		return "Adventure"
	case ast.PrepareFace:
		return "prepare spell"
	case ast.ModalFace:
		return "modal face"
	case ast.TokenFace:
		return "token"
	}
	return "card"
}
