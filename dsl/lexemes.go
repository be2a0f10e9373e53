package dsl

import (
	"github.com/alecthomas/participle/v2/lexer"

	"cardc/ast"
)

// This file serves other front ends of the card language's lexer family
// (the scenario language, package scenario): a file's significant tokens,
// each with its kind and span, and the card parser over a run of them.

// LexemeKind is the kind of a token.
type LexemeKind int

// The token kinds other front ends tell apart.
const (
	LexOther   LexemeKind = iota // punctuation and the rest
	LexIdent                     // a name
	LexKeyword                   // a reserved word of the card language
	LexString                    // a quoted string, quotes included
	LexInt                       // an integer
	LexMana                      // one mana symbol, braces included: {G}
	LexPT                        // a power/toughness or counter literal: +1/+1, 2/2
	LexEOF                       // the end of the file
)

// Lexeme is one significant token of a file.
type Lexeme struct {
	Kind  LexemeKind
	Value string
	Span  ast.Span
}

// Lexed is a file lexed for another front end: its significant tokens in
// order, and the card parser over them.
type Lexed struct {
	List []Lexeme
	EOF  Lexeme // the end of the file, after the last token
	p    *parser
	raw  []lexer.Token // List's tokens as the card parser reads them
}

// Lex lexes a file of the card language's lexer family. The diagnostics
// are those of the card parser's first pass: a file too large, invalid
// UTF-8, characters no token accepts, an unterminated string, nesting too
// deep; with any, the tokens are nil.
func Lex(filename string, src []byte) (*Lexed, Diagnostics) {
	p := &parser{file: filename, src: src}
	if len(src) > MaxFileSize {
		p.errAt(ast.Pos{Line: 1, Col: 1}, "file is too large (%d bytes; the limit is %d)", len(src), MaxFileSize)
		return nil, p.diags
	}
	if p.badEncoding() {
		return nil, p.diags
	}
	all := p.dropInvalid(lex(filename, string(src)))
	if len(p.diags) > 0 || !p.checkDepth(all) {
		return nil, p.diags
	}
	ts := &Lexed{p: p}
	kinds := map[lexer.TokenType]LexemeKind{
		tokType("Ident"): LexIdent, tokType("Keyword"): LexKeyword, tokType("String"): LexString,
		tokType("Int"): LexInt, tokType("Mana"): LexMana, tokType("PT"): LexPT,
	}
	end := lexer.Position{Line: 1, Column: 1}
	for _, t := range all {
		if p.significant(t) {
			ts.raw = append(ts.raw, t)
			ts.List = append(ts.List, Lexeme{Kind: kinds[t.Type], Value: t.Value, Span: p.tokSpan(t)})
			end = t.Pos
			end.Advance(t.Value)
		}
	}
	ts.EOF = Lexeme{Kind: LexEOF, Span: p.tokSpan(lexer.EOFToken(end))}
	return ts, nil
}

// ParseCard parses the tokens List[from:to] as one card definition, with
// the card parser's error recovery, and returns the card and its
// diagnostics.
func (ts *Lexed) ParseCard(from, to int) (*ast.Card, Diagnostics) {
	before := len(ts.p.diags)
	c := ts.p.parseCard(ts.raw[from:to])
	diags := append(Diagnostics(nil), ts.p.diags[before:]...)
	ts.p.diags = ts.p.diags[:before]
	return c, diags
}

// Describe renders the token for a message as the card parser does: its
// text quoted (cut at 40 bytes), or "end of file".
func (l Lexeme) Describe() string {
	t := lexer.Token{Value: l.Value}
	if l.Kind == LexEOF {
		t.Type = lexer.EOF
	}
	return describe(t)
}
