package dsl

import (
	"github.com/alecthomas/participle/v2/lexer"

	"cardc/ast"
)

// Keyword definitions: keyword abilities written in the card language
// (most keywords abbreviate abilities, CR 702). A definition file holds
//
//	keyword "name" {
//	  triggered { … }
//	}
//
// blocks with the syntax of a card whose items are the abilities the
// keyword stands for; the name is a keyword of the universe. An object with
// the keyword has those abilities, with "self" its own object. For now the
// abilities are triggered ones, and the keyword has no parameters.

// ParseKeywordFile parses a file of keyword definitions. Each definition
// comes back as an ast.Card whose front face holds the name and the
// abilities.
func ParseKeywordFile(filename string, src []byte) (*ast.File, Diagnostics) {
	return parseFile(filename, src, "keyword")
}

// asCards makes the blocks that begin with top at the top level read as
// cards: a definition has a card's syntax.
func asCards(toks []lexer.Token, top string) {
	kw, punct := tokType("Keyword"), tokType("Punct")
	depth := 0
	for i, t := range toks {
		switch {
		case t.Type == punct && t.Value == "{":
			depth++
		case t.Type == punct && t.Value == "}" && depth > 0:
			depth--
		case t.Type == kw && t.Value == top && depth == 0:
			toks[i].Value = "card"
		}
	}
}

// KeywordDef is a checked keyword definition: the keyword's entry and the
// abilities it stands for.
type KeywordDef struct {
	Entry     *Entry
	Abilities []*ast.Ability
	// Tokens are the token definitions its abilities create (living
	// weapon's Germ).
	Tokens []*ast.Face
}

// CheckKeywords type-checks a file of keyword definitions against u and
// returns the definitions, the checker's side tables and every
// diagnostic, sorted. Each ability is checked as an ability of a
// permanent whose types aren't known.
func CheckKeywords(f *ast.File, u *Universe) ([]*KeywordDef, *Info, Diagnostics) {
	c := newChecker(u)
	c.file = f.Name
	var defs []*KeywordDef
	seen := map[*Entry]ast.Node{}
	for _, card := range f.Cards {
		face := card.Face
		if face.Name == nil || card.Recovered {
			continue
		}
		e := u.Keyword(face.Name.Value)
		switch {
		case e == nil:
			c.errorf(face.Name, "unknown keyword %q%s", face.Name.Value, Suggest(face.Name.Value, u.names(KeywordAbility)))
			continue
		case len(e.Sig.Params) > 1 || len(e.Sig.Params) == 1 && e.Sig.Params[0].Type != Number:
			// A keyword's one number parameter is read in its abilities as
			// keyword-number ("firebending 2"); other parameters can't be.
			c.errorf(face.Name, "keyword %q has parameters, which a definition can't name yet", face.Name.Value)
			continue
		case seen[e] != nil:
			d := c.errorf(face.Name, "keyword %q is defined twice", face.Name.Value)
			c.related(d, seen[e], "first defined here")
			continue
		}
		seen[e] = face.Name
		def := &KeywordDef{Entry: e}
		// Token definitions first: the abilities create them.
		tokens := map[string]*ast.Face{}
		for _, it := range face.Items {
			if tf, ok := it.(*ast.Face); ok && tf.Kind == ast.TokenFace && tf.Ident != nil {
				tokens[tf.Ident.Name] = tf
				def.Tokens = append(def.Tokens, tf)
			}
		}
		fi := &faceInfo{face: face, types: map[string]bool{}, tokens: tokens}
		sc := selfScope()
		for _, tf := range def.Tokens {
			c.checkFace(tf, tokens)
			sc.names[tf.Ident.Name] = &Binding{Name: tf.Ident.Name, Kind: BindToken, Type: Token, Decl: nameNode(tf), Face: tf}
		}
		for _, it := range face.Items {
			if tf, ok := it.(*ast.Face); ok && tf.Kind == ast.TokenFace && tf.Ident != nil {
				continue
			}
			ab, ok := it.(*ast.Ability)
			if !ok {
				c.errorf(it, "a keyword definition holds only abilities and token definitions")
				continue
			}
			if ab.Kind != ast.Triggered {
				// The runtime looks for a keyword's abilities among its
				// triggers only, so any other kind would do nothing.
				c.errorf(ab, "a keyword definition holds only triggered abilities for now, not a %s ability", ab.Kind)
				continue
			}
			c.checkAbility(ab, fi, sc)
			def.Abilities = append(def.Abilities, ab)
		}
		if len(def.Abilities) == 0 {
			c.errorf(face.Name, "keyword %q defines no ability", face.Name.Value)
		}
		defs = append(defs, def)
	}
	c.diags.Sort()
	return defs, c.info, c.diags
}
