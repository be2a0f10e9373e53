package dsl

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The concrete syntax tree. These participle-tagged structs never leave the
// package: lower.go turns them into ast nodes.

type cFile struct {
	Pos   lexer.Position
	Cards []*cCard `parser:"@@*"`
}

type cCard struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   cString  `parser:"\"card\" @@"`
	Items  []*cItem `parser:"\"{\" @@* \"}\""`
}

type cString struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Value  string `parser:"@String"`
}

type cIdent struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   string `parser:"@Ident"`
}

type cItem struct {
	Field   *cField   `parser:"  @@"`
	Keyword *cKeyword `parser:"| @@"`
	Ability *cAbility `parser:"| @@"`
	Face    *cFace    `parser:"| @@"`
	Clause  *cClause  `parser:"| @@"`
}

type cFace struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Kind   faceKindWord `parser:"@@"`
	Name   *cString     `parser:"( @@"`
	Ident  *cIdent      `parser:"| @@ )"`
	Items  []*cItem     `parser:"\"{\" @@* \"}\""`
}

type cField struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	Cost    *cMana     `parser:"  \"cost\" @@"`
	Type    *cTypeLine `parser:"| \"type\" @@"`
	PT      *cPT       `parser:"| \"pt\" @@"`
	Loyalty *cInt      `parser:"| \"loyalty\" @@"`
	Defense *cInt      `parser:"| \"defense\" @@"`
	Colors  []*cIdent  `parser:"| \"color\" @@ (\",\" @@)*"`
	Text    []*cString `parser:"| \"text\" @@+"`
	Plural  bool       `parser:"| @\"plural-name\""`
}

type cTypeLine struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Types  []*cTypeWord `parser:"@@+"`
	Dash   *cDash       `parser:"( @@"`
	Subs   []*cTypeWord `parser:"  @@+ )?"`
}

// cTypeWord is a word of a type line: an identifier on the line of its
// `type` keyword (see markTypeLines).
type cTypeWord struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   string `parser:"@TypeWord"`
}

type cDash struct {
	Pos   lexer.Position
	Value string `parser:"@Dash"`
}

type cPT struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Value  string `parser:"@PT"`
}

type cInt struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Value  string `parser:"@Int"`
}

type cMana struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	Symbols []*cSymbol `parser:"@@+"`
}

type cSymbol struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Value  string `parser:"@Mana"`
}

type cKeyword struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Exprs  []*cExpr `parser:"\"keyword\" @@ (\",\" @@)*"`
}

type cAbility struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	Kind    abilityWord `parser:"@@"`
	Word    *cIdent     `parser:"@@?"`
	Clauses []*cClause  `parser:"\"{\" @@* \"}\""`
}

type cClause struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Choose *cChoose   `parser:"  @@"`
	Mode   *cMode     `parser:"| @@"`
	Kind   clauseWord `parser:"| @@"`
	Items  []*cBound  `parser:"  @@ (\",\" @@)*"`
}

type cChoose struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Min    cInt `parser:"\"choose\" @@"`
	Max    cInt `parser:"\"to\" @@"`
	// Unchosen: "choose one that hasn't been chosen" (CR 700.2).
	Unchosen bool `parser:"@\"unchosen\"?"`
}

type cMode struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	Clauses []*cClause `parser:"\"mode\" \"{\" @@* \"}\""`
}

type cBound struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Expr   *cExpr  `parser:"@@"`
	As     *cIdent `parser:"(\"as\" @@)?"`
}

// cExpr is a phrase of terms, or an ability literal standing alone (a
// granted ability): literals are never terms, so an ability block after a
// clause is never swallowed by the clause's expression. (A term never
// starts with an ability word, so the order of the alternatives changes
// nothing but speed: terms are far more common.)
type cExpr struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	Terms   []*cTerm  `parser:"  @@+"`
	Ability *cAbility `parser:"| @@"`
}

type cTerm struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Call   *cCall   `parser:"  @@"`
	Ident  *cIdent  `parser:"| @@"`
	Int    *cInt    `parser:"| @@"`
	PT     *cPT     `parser:"| @@"`
	Mana   *cMana   `parser:"| @@"`
	String *cString `parser:"| @@"`
	Paren  *cExpr   `parser:"| \"(\" @@ \")\""`
}

type cCall struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Fn     cIdent  `parser:"@@ \"(\""`
	Args   []*cArg `parser:"( @@ (\",\" @@)* )? \")\""`
}

type cArg struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   *cIdent `parser:"( @@ \":\" )?"`
	Value  *cExpr  `parser:"@@"`
}

var (
	fileParser = participle.MustBuild[cFile](
		participle.Lexer(scanDef{}),
		participle.Elide("Comment", "Whitespace"),
		participle.UseLookahead(2),
	)
	cardParser   = mustProduction[cCard]()
	itemParser   = mustProduction[cItem]()
	clauseParser = mustProduction[cClause]()
)

func mustProduction[P any]() *participle.Parser[P] {
	p, err := participle.ParserForProduction[P](fileParser)
	if err != nil {
		panic(err)
	}
	return p
}

// The leaf productions, one token each, parse themselves (participle's
// Parseable): each matches what its struct tag says, and sets Pos and
// EndPos as participle does (EndPos is the position of the raw token that
// follows), without participle's generic capture machinery, which costs a
// dozen allocations a token.

func (s *cString) Parse(lex *lexer.PeekingLexer) error {
	return parseLeaf(lex, tString, &s.Pos, &s.EndPos, &s.Value)
}

func (i *cIdent) Parse(lex *lexer.PeekingLexer) error {
	return parseLeaf(lex, tIdent, &i.Pos, &i.EndPos, &i.Name)
}

func (w *cTypeWord) Parse(lex *lexer.PeekingLexer) error {
	return parseLeaf(lex, tTypeWord, &w.Pos, &w.EndPos, &w.Name)
}

func (d *cDash) Parse(lex *lexer.PeekingLexer) error {
	var end lexer.Position
	return parseLeaf(lex, tDash, &d.Pos, &end, &d.Value)
}

func (p *cPT) Parse(lex *lexer.PeekingLexer) error {
	return parseLeaf(lex, tPT, &p.Pos, &p.EndPos, &p.Value)
}

func (i *cInt) Parse(lex *lexer.PeekingLexer) error {
	return parseLeaf(lex, tInt, &i.Pos, &i.EndPos, &i.Value)
}

func (s *cSymbol) Parse(lex *lexer.PeekingLexer) error {
	return parseLeaf(lex, tMana, &s.Pos, &s.EndPos, &s.Value)
}

// parseLeaf matches one token of type typ, or returns NextMatch.
func parseLeaf(lex *lexer.PeekingLexer, typ lexer.TokenType, pos, end *lexer.Position, value *string) error {
	t := lex.Peek()
	if t.Type != typ {
		return participle.NextMatch
	}
	*pos, *value = t.Pos, t.Value
	lex.Next()
	*end = lex.RawPeek().Pos
	return nil
}

// The keyword alternatives parse themselves too: one token, compared with
// a set, instead of a participle branch for each word.

// faceKindWord is "back" | "token" | "split" | "adventure" | "prepare" | "modal".
type faceKindWord string

// abilityWord is "static" | "triggered" | "activated" | "mana" | "replacement".
type abilityWord string

// clauseWord is "cost" | "target" | "effect" | "also" | "when" | "whenever" | "at" | "if" | "replace".
// "also" is an effect line that continues the paragraph of the line before it.
type clauseWord string

var (
	faceKindWords = map[string]bool{"back": true, "token": true, "split": true, "adventure": true, "prepare": true, "modal": true}
	abilityWords  = map[string]bool{"static": true, "triggered": true, "activated": true, "mana": true, "replacement": true}
	clauseWords   = map[string]bool{"cost": true, "target": true, "effect": true, "when": true, "whenever": true, "at": true, "if": true, "replace": true, "also": true}
)

func (w *faceKindWord) Parse(lex *lexer.PeekingLexer) error {
	return parseWord(lex, faceKindWords, (*string)(w))
}

func (w *abilityWord) Parse(lex *lexer.PeekingLexer) error {
	return parseWord(lex, abilityWords, (*string)(w))
}

func (w *clauseWord) Parse(lex *lexer.PeekingLexer) error {
	return parseWord(lex, clauseWords, (*string)(w))
}

// parseWord matches a token whose text is one of words (of any type, as a
// participle literal does), or returns NextMatch.
func parseWord(lex *lexer.PeekingLexer, words map[string]bool, value *string) error {
	t := lex.Peek()
	if t.EOF() || !words[t.Value] {
		return participle.NextMatch
	}
	*value = t.Value
	lex.Next()
	return nil
}
