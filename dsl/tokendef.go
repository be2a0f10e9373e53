package dsl

import "cardc/ast"

// Predefined tokens: the tokens with predefined characteristics and
// abilities (CR 111.10) written in the card language. A definition file
// holds
//
//	token "Treasure" {
//	  type Artifact — Treasure
//	  mana { … }
//	}
//
// blocks with the syntax of a card without a mana cost, each checked and
// compiled as one.

// ParseTokenFile parses a file of predefined token definitions. Each comes
// back as an ast.Card whose front face is the token's.
func ParseTokenFile(filename string, src []byte) (*ast.File, Diagnostics) {
	return parseFile(filename, src, "token")
}
