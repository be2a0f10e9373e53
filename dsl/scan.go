package dsl

import (
	"io"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// scanDef is a hand-coded lexer for the token table in lexer.go. It
// produces exactly the tokens participle's regexp lexer makes from that
// table (the same types, values and positions: FuzzLexer and
// TestScanMatchesTable compare the two), an order of magnitude faster. A
// change to the table must be made here too; the tests say where they
// differ.
type scanDef struct{}

var _ interface {
	lexer.Definition
	lexer.StringDefinition
	lexer.BytesDefinition
} = scanDef{}

// Symbols returns the token types of the rule table.
func (scanDef) Symbols() map[string]lexer.TokenType { return lexerDef().Symbols() }

// Lex lexes what r holds.
func (d scanDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(b))
}

// LexBytes lexes b.
func (d scanDef) LexBytes(filename string, b []byte) (lexer.Lexer, error) {
	return d.LexString(filename, string(b))
}

// LexString lexes s.
func (scanDef) LexString(filename string, s string) (lexer.Lexer, error) {
	return &sliceLexer{toks: scan(filename, s, nil), eof: lexer.Position{}}, nil
}

// The token types, resolved once from the rule table.
var (
	tComment, tWhitespace, tString, tBadString, tMana, tPT, tInt, tIdent,
	tDash, tPunct, tKeyword, tTypeWord, tInvalid lexer.TokenType
)

func init() {
	s := lexerDef().Symbols()
	tComment, tWhitespace, tString, tBadString = s["Comment"], s["Whitespace"], s["String"], s["BadString"]
	tMana, tPT, tInt, tIdent = s["Mana"], s["PT"], s["Int"], s["Ident"]
	tDash, tPunct, tKeyword, tTypeWord, tInvalid = s["Dash"], s["Punct"], s["Keyword"], s["TypeWord"], s["Invalid"]
}

// scan appends the tokens of src to toks, ending with an EOF token; it
// stops after MaxTokens+1 tokens, more than any file may have. It never
// fails: a byte no rule accepts is an Invalid token. The rules are
// tried in the table's order, the first that matches wins, as in
// participle's lexer.
func scan(filename, src string, toks []lexer.Token) []lexer.Token {
	pos := lexer.Position{Filename: filename, Line: 1, Column: 1}
	for i := 0; i < len(src); {
		if len(toks) > MaxTokens {
			// The file is refused for its token count (see parseFile):
			// scanning on would only hold memory.
			break
		}
		n, typ := scanOne(src[i:])
		v := src[i : i+n]
		toks = append(toks, lexer.Token{Type: typ, Value: v, Pos: pos})
		advance(&pos, v)
		i += n
	}
	return append(toks, lexer.EOFToken(pos))
}

// advance moves pos over span as lexer.Position.Advance does (columns
// count characters, an invalid byte counting as one), without its
// allocations-free but multi-pass work on the common ASCII case.
func advance(p *lexer.Position, span string) {
	p.Offset += len(span)
	ascii := true
	last := -1
	lines := 0
	for i := 0; i < len(span); i++ {
		c := span[i]
		if c == '\n' {
			lines++
			last = i
		} else if c >= utf8.RuneSelf {
			ascii = false
		}
	}
	p.Line += lines
	switch {
	case lines == 0 && ascii:
		p.Column += len(span)
	case lines == 0:
		p.Column += utf8.RuneCountInString(span)
	case ascii:
		p.Column = len(span) - last
	default:
		p.Column = utf8.RuneCountInString(span[last:])
	}
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isIdentStart(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_'
}

func isIdentPart(c byte) bool {
	return isIdentStart(c) || isDigit(c) || c == '\'' || c == '-'
}

// isSpace is regexp's \s: [\t\n\f\r ].
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// runeLen is the width of the character at the start of s as regexp reads
// it: an invalid byte is one character.
func runeLen(s string) int {
	if s[0] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s)
	return n
}

// scanOne returns the length and type of the token at the start of s (not
// empty).
func scanOne(s string) (int, lexer.TokenType) {
	c := s[0]
	// Comment: //[^\n]*
	if c == '/' && len(s) > 1 && s[1] == '/' {
		n := 2
		for n < len(s) && s[n] != '\n' {
			n++
		}
		return n, tComment
	}
	// Whitespace: [ \t\r\n]+
	if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
		n := 1
		for n < len(s) && (s[n] == ' ' || s[n] == '\t' || s[n] == '\r' || s[n] == '\n') {
			n++
		}
		return n, tWhitespace
	}
	// String: "(?:\\.|[^"\\\n])*"
	// BadString: "(?:\\.|[^"\\\n])*\\?
	if c == '"' {
		n := 1
		for n < len(s) {
			switch s[n] {
			case '"':
				return n + 1, tString
			case '\n':
				return n, tBadString
			case '\\':
				if n+1 >= len(s) || s[n+1] == '\n' {
					return n + 1, tBadString
				}
				n += 1 + runeLen(s[n+1:])
			default:
				n += runeLen(s[n:])
			}
		}
		return n, tBadString
	}
	// Mana: \{[^{}\s]*\}
	if c == '{' {
		n := 1
		for n < len(s) && s[n] != '{' && s[n] != '}' && !isSpace(s[n]) {
			n++
		}
		if n < len(s) && s[n] == '}' {
			return n + 1, tMana
		}
		return 1, tPunct
	}
	// PT: [+-]?(?:\d+|\*|X)/[+-]?(?:\d+|\*|X)
	if n := scanPT(s); n > 0 {
		return n, tPT
	}
	// Int: \d+
	if isDigit(c) {
		n := 1
		for n < len(s) && isDigit(s[n]) {
			n++
		}
		return n, tInt
	}
	// Ident: [A-Za-z_][A-Za-z0-9_'-]*
	if isIdentStart(c) {
		n := 1
		for n < len(s) && isIdentPart(s[n]) {
			n++
		}
		return n, tIdent
	}
	// Dash: —|-
	if c == '-' {
		return 1, tDash
	}
	if len(s) >= 3 && s[:3] == "—" {
		return 3, tDash
	}
	// Punct: [{}(),:]
	switch c {
	case '}', '(', ')', ',', ':':
		return 1, tPunct
	}
	// Invalid: .|\n
	return runeLen(s), tInvalid
}

// scanPT returns the length of a PT token at the start of s, or 0.
func scanPT(s string) int {
	n := scanPTHalf(s, 0)
	if n == 0 || n >= len(s) || s[n] != '/' {
		return 0
	}
	m := scanPTHalf(s, n+1)
	if m == 0 {
		return 0
	}
	return m
}

// scanPTHalf matches [+-]?(?:\d+|\*|X) at s[i:] (a change by X, +X/+0,
// or a token's X/X, whose X the effect creating it gives) and returns the
// end, or 0.
func scanPTHalf(s string, i int) int {
	signed := i < len(s) && (s[i] == '+' || s[i] == '-')
	if signed {
		i++
	}
	if i >= len(s) {
		return 0
	}
	if s[i] == '*' {
		return i + 1
	}
	if s[i] == 'X' && (i+1 == len(s) || !isIdentPart(s[i+1])) {
		return i + 1
	}
	if !isDigit(s[i]) {
		return 0
	}
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}
