package stdlib

import (
	_ "embed"
	"strings"

	"cardc/ast"
	"cardc/dsl"
	"cardc/interp"
)

// predefinedTokens are the tokens with predefined characteristics (CR
// 111.10): each record is the word a card names the token with and how it
// reads ("a Treasure token", its reminder where the card asks for it with
// `reminder(…)`); the token's characteristics and abilities are its
// definition in the card language (tokens.kw).
func predefinedTokens() []*Primitive {
	return []*Primitive{
		predefined("treasure", "A Treasure: a colorless artifact token with \"{T}, Sacrifice this token: Add one mana of any color.\" (CR 111.10a).",
			"It's an artifact with \"{T}, Sacrifice this token: Add one mana of any color.\""),
		predefined("food", "A Food: a colorless artifact token with \"{2}, {T}, Sacrifice this token: You gain 3 life.\" (CR 111.10b).",
			"It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 life.\""),
		predefined("clue", "A Clue: a colorless artifact token with \"{2}, Sacrifice this token: Draw a card.\" (CR 111.10f).",
			"It's an artifact with \"{2}, Sacrifice this token: Draw a card.\""),
		predefined("blood", "A Blood: a colorless artifact token with \"{1}, {T}, Discard a card, Sacrifice this token: Draw a card.\" (CR 111.10g).",
			"It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this token: Draw a card.\""),
	}
}

// predefined declares the word for a predefined token; its value is the
// token's face, compiled from tokens.kw when the table is built.
func predefined(name, doc, reminder string) *Primitive {
	title := strings.ToUpper(name[:1]) + name[1:]
	pr := word(name, dsl.Token, doc, "effect create("+name+")").
		says(Template{Text: title + " token", Forms: map[string]string{"plural": title + " tokens"}}).remind(reminder)
	predefinedFaces[title] = nil
	return pr.eval(fixed(func(*ctx, argv) val { return predefinedFaces[title] }))
}

// predefinedFaces are the faces of the predefined tokens by name, filled
// by loadTokens.
var predefinedFaces = map[string]*interp.Face{}

//go:embed tokens.kw
var tokenDefinitions []byte

// tokensFile is the name diagnostics give the token definitions.
const tokensFile = "stdlib/tokens.kw"

// loadTokens parses, checks and compiles the predefined tokens and gives
// each record's face its characteristics and abilities. Like the keyword
// definitions, they are part of the table: an error in them panics.
func loadTokens(u *dsl.Universe, builtins map[string]*interp.Builtin) {
	f, diags := dsl.ParseTokenFile(tokensFile, tokenDefinitions)
	prog, more := dsl.Check([]*ast.File{f}, u)
	diags = append(diags, more...)
	for _, d := range diags {
		if !d.Warning {
			panic("stdlib: " + diags.Error())
		}
	}
	pool, err := interp.Compile(prog, builtins)
	if err != nil {
		panic("stdlib: " + err.Error())
	}
	for name := range predefinedFaces {
		def := pool.Cards[name]
		if def == nil {
			panic("stdlib: token " + name + " has a record but " + tokensFile + " has no definition")
		}
		predefinedFaces[name] = def.Front
	}
	if len(pool.Cards) != len(predefinedFaces) {
		panic("stdlib: " + tokensFile + " defines a token no record declares")
	}
}
