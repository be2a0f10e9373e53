package dsl

import (
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// rules is the one token table shared by card files and scenario files.
// Order matters: the first rule that matches wins.
var rules = []lexer.SimpleRule{
	{Name: "Comment", Pattern: `//[^\n]*`},
	{Name: "Whitespace", Pattern: `[ \t\r\n]+`},
	{Name: "String", Pattern: `"(?:\\.|[^"\\\n])*"`},
	// BadString is a string the end of its line cuts off; the parser
	// reports it and closes it (see dropInvalid).
	{Name: "BadString", Pattern: `"(?:\\.|[^"\\\n])*\\?`},
	{Name: "Mana", Pattern: `\{[^{}\s]*\}`},
	{Name: "PT", Pattern: `(?:[+-]?(?:\d+|\*|X\b))/(?:[+-]?(?:\d+|\*|X\b))`},
	{Name: "Int", Pattern: `\d+`},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_'-]*`},
	{Name: "Dash", Pattern: `—|-`},
	{Name: "Punct", Pattern: `[{}(),:]`},
	// Keyword never matches source text: identifiers whose spelling is a
	// reserved word are retyped to it after lexing (see retype).
	{Name: "Keyword", Pattern: `[^\s\S]`},
	// TypeWord never matches either: the words of a card's type line, on
	// the line of its `type` keyword, are retyped to it before parsing (see
	// markTypeLines), so that a type line ends at the end of its line.
	{Name: "TypeWord", Pattern: `[^\s\S]`},
	// Invalid catches every byte nothing else accepts, so lexing never fails
	// and the parser reports the stray character with its position.
	{Name: "Invalid", Pattern: `.|\n`},
}

// Keywords are the reserved words of the card and scenario languages. They
// can't be used as names of primitives, bindings or filter words. The `to`
// of `choose 1 to 2` is not reserved: the grammar matches it by spelling,
// so `to` stays an ordinary name (the parameter label of deal-damage).
var Keywords = []string{
	"card", "back", "token", "split", "adventure", "prepare", "modal",
	"cost", "type", "pt", "color", "text", "plural-name",
	"keyword", "static", "triggered", "activated", "mana", "replacement",
	"target", "effect", "also", "when", "whenever", "at", "if", "replace", "choose", "mode",
	"as",
}

// contextual words are keywords only when the next token has the given
// type: `loyalty 3` and `defense 5` are fields, `loyalty` and `defense`
// alone are counter kinds.
var contextual = map[string]string{"loyalty": "Int", "defense": "Int"}

var keywordSet = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range Keywords {
		m[k] = true
	}
	return m
}()

var (
	lexOnce sync.Once
	lexDef  *lexer.StatefulDefinition
	symbols map[string]lexer.TokenType
)

func lexerDef() *lexer.StatefulDefinition {
	lexOnce.Do(func() {
		lexDef = lexer.MustSimple(rules)
		symbols = lexDef.Symbols()
	})
	return lexDef
}

func tokType(name string) lexer.TokenType {
	lexerDef()
	return symbols[name]
}

// lex splits src into tokens, retyping reserved words to Keyword. It never
// fails: bytes no rule accepts become Invalid tokens. The tokens are those
// of the rule table; the hand-coded scanner (scan.go) makes them.
func lex(filename string, src string) []lexer.Token {
	return lexInto(filename, src, nil)
}

// lexInto is lex appending to buf.
func lexInto(filename string, src string, buf []lexer.Token) []lexer.Token {
	if n := min(len(src)/3+1, MaxTokens+2); cap(buf) < n {
		buf = make([]lexer.Token, 0, n)
	}
	toks := scan(filename, src, buf)
	retype(toks)
	return toks
}

// lexTable is lex with participle's lexer built from the rule table: the
// reference the scanner is tested against.
func lexTable(filename string, src string) []lexer.Token {
	def := lexerDef()
	l, err := def.LexString(filename, src)
	if err != nil {
		return []lexer.Token{lexer.EOFToken(lexer.Position{Filename: filename, Line: 1, Column: 1})}
	}
	var toks []lexer.Token
	for {
		t, err := l.Next()
		if err != nil {
			// Unreachable with the Invalid rule; end the stream at the error.
			toks = append(toks, lexer.EOFToken(t.Pos))
			break
		}
		toks = append(toks, t)
		if t.EOF() {
			break
		}
	}
	retype(toks)
	return toks
}

// retype retypes reserved words to Keyword, and contextual words when the
// next significant token has their type.
func retype(toks []lexer.Token) {
	for i, t := range toks {
		if t.Type != tIdent {
			continue
		}
		if keywordSet[t.Value] {
			toks[i].Type = tKeyword
			continue
		}
		// Contextual words aren't reserved, and are followed by a
		// token of another type than the ones retyped here.
		next, ok := contextual[t.Value]
		if !ok {
			continue
		}
		for j := i + 1; j < len(toks); j++ {
			if toks[j].Type == tWhitespace || toks[j].Type == tComment {
				continue
			}
			if toks[j].Type == symbols[next] {
				toks[i].Type = tKeyword
			}
			break
		}
	}
}

// markTypeLines returns toks with the words of every type line retyped to
// TypeWord: the identifiers that follow a `type` keyword, with dashes
// between them, on the keyword's line. A type line never spans lines, so a
// word on a later line (a bare `flying`, or `loyalty three`) is not taken
// for a subtype. toks is modified in place.
func markTypeLines(toks []lexer.Token) []lexer.Token {
	kw, ident, dash := tokType("Keyword"), tokType("Ident"), tokType("Dash")
	ws, comment := tokType("Whitespace"), tokType("Comment")
	for i, t := range toks {
		if t.Type != kw || t.Value != "type" {
			continue
		}
		for j := i + 1; j < len(toks); j++ {
			u := toks[j]
			if u.Type == ws || u.Type == comment {
				continue
			}
			if u.Pos.Line != t.Pos.Line || (u.Type != ident && u.Type != dash) {
				break
			}
			if u.Type == ident {
				toks[j].Type = tTypeWord
			}
		}
	}
	return toks
}

// sliceLexer replays a slice of tokens, ending with an EOF token.
type sliceLexer struct {
	toks []lexer.Token
	eof  lexer.Position
	i    int
}

func (s *sliceLexer) Next() (lexer.Token, error) {
	if s.i < len(s.toks) {
		t := s.toks[s.i]
		s.i++
		return t, nil
	}
	return lexer.EOFToken(s.eof), nil
}

// isKeyword reports whether word is reserved.
func isKeyword(word string) bool { return keywordSet[strings.TrimSpace(word)] }
