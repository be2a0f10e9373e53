package dsl

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The fast path: a hand-written recursive descent parser for the card
// grammar of grammar.go. The participle grammar stays the reference (and
// the parser of cards with errors, for its diagnostics): parseCardFast
// builds the very tree cardParser.ParseFromLexer(peeking(toks, eof)) would,
// every field and position included, or gives up, and the card is parsed
// again by participle. TestFastParserAgrees and FuzzParserAgree hold the
// two to that.
//
// Each function below is one production of grammar.go and does what
// participle does with its struct tags, given UseLookahead(2):
//
//   - A production that doesn't match its first token is no match (fpNone),
//     and the cursor hasn't moved. One that matches its first token and
//     then fails is a syntax error (fpErr), and the cursor is where
//     participle's is when it reports it.
//   - An alternative (`|`) and each round of a repetition (`*`, `+`, `?`)
//     run on a branch. A branch that fails having consumed at most two
//     tokens more than where it began is abandoned: the cursor goes back,
//     and the repetition ends (or the next alternative is tried; when none
//     matches, the alternation is an error at its start). A branch that
//     fails further on fails its parent with it.
//   - Repetitions are greedy: they never give back what they matched.
//   - Pos is the first significant token's position, EndPos that of the
//     raw token (whitespace and comments included) after the last one
//     consumed, as in grammar.go's leaf productions.

// fpLookahead is the parser's UseLookahead.
const fpLookahead = 2

// fpMaxDepth bounds the recursion. ParseFile never gets near it (it rejects
// input nested deeper than MaxDepth); beyond it the fast parser gives up
// and participle decides.
const fpMaxDepth = 16 * MaxDepth

// fpRes is what parsing a production gave.
type fpRes int8

const (
	fpNone fpRes = iota // no match; the cursor hasn't moved
	fpOK                // a match
	fpErr               // a syntax error
)

// fastParser is the cursor of a PeekingLexer over toks (with the
// Comment and Whitespace tokens elided), as peeking(toks, eof) makes it,
// and the arena the tree's nodes come from.
type fastParser struct {
	toks []lexer.Token // up to the first EOF token, if toks has one
	eof  lexer.Token   // the EOF token after toks otherwise
	fpMark
	depth int
	// abort is set on what the fast parser doesn't handle (an EOF token
	// that has text, too deep a nesting, too many repetitions): the parse
	// fails whatever it gives, and participle decides.
	abort bool
	a     *fpArena
}

// fpMark is a checkpoint of the cursor, as participle's Checkpoint.
type fpMark struct {
	raw  int // the raw token after the last one consumed
	next int // the next significant token
	n    int // significant tokens consumed
}

// parseCardFast parses one card's tokens (from its `card` keyword, with
// type lines marked) as cardParser.ParseFromLexer(peeking(toks, eof))
// does. It reports false for anything but a card that parses, with no
// token after it.
func parseCardFast(toks []lexer.Token, eof lexer.Position) (*cCard, bool) {
	return new(fpArena).parseCard(toks, eof)
}

// parseCard is parseCardFast with the nodes allocated from a. The tree
// lives until a.reset.
func (a *fpArena) parseCard(toks []lexer.Token, eof lexer.Position) (*cCard, bool) {
	p := &a.parser
	*p = fastParser{toks: toks, eof: lexer.EOFToken(eof), a: a}
	p.skip()
	c := &a.card
	*c = cCard{}
	if p.card(c) != fpOK || !p.atEOF() || p.abort {
		return nil, false
	}
	return c, true
}

// skip moves next over elided tokens, as PeekingLexer.advanceToNonElided.
func (p *fastParser) skip() {
	for ; p.next < len(p.toks); p.next++ {
		switch p.toks[p.next].Type {
		case tWhitespace, tComment:
			continue
		case lexer.EOF:
			// A literal would match an EOF token's text; lexers give it
			// none.
			if p.toks[p.next].Value != "" {
				p.abort = true
			}
		}
		return
	}
}

func (p *fastParser) atEOF() bool {
	return p.next >= len(p.toks) || p.toks[p.next].Type == lexer.EOF
}

// peek returns the next significant token.
func (p *fastParser) peek() *lexer.Token {
	if p.next < len(p.toks) {
		return &p.toks[p.next]
	}
	return &p.eof
}

// advance consumes the next significant token (not EOF).
func (p *fastParser) advance() {
	if p.atEOF() {
		return
	}
	p.next++
	p.raw = p.next
	p.n++
	p.skip()
}

// endPos is the position of the raw token after the last one consumed:
// a production's EndPos.
func (p *fastParser) endPos() lexer.Position {
	if p.raw < len(p.toks) {
		return p.toks[p.raw].Pos
	}
	return p.eof.Pos
}

func (p *fastParser) mark() fpMark   { return p.fpMark }
func (p *fastParser) reset(m fpMark) { p.fpMark = m }

// beyond reports whether a branch begun at m that fails now is beyond the
// lookahead, which makes its parent fail too.
func (p *fastParser) beyond(m fpMark) bool { return p.n > m.n+fpLookahead }

// altFailed handles an alternative of an alternation begun at m that
// didn't match (r is not fpOK). It reports whether the alternation fails
// with it (a syntax error beyond the lookahead); otherwise the cursor is
// back at m, and *failed records a syntax error, which is the
// alternation's if no later alternative matches.
func (p *fastParser) altFailed(m fpMark, r fpRes, failed *bool) bool {
	if r != fpErr {
		return false
	}
	if p.beyond(m) {
		return true
	}
	p.reset(m)
	*failed = true
	return false
}

// failAlt ends an alternation begun at m whose alternative failed with a
// syntax error, when no other alternative can match: the error is the
// alternation's, at its start unless the branch went beyond the
// lookahead.
func (p *fastParser) failAlt(m fpMark) fpRes {
	if !p.beyond(m) {
		p.reset(m)
	}
	return fpErr
}

// lit matches a literal: a token with the text s, of any type.
func (p *fastParser) lit(s string) bool {
	if p.peek().Value != s {
		return false
	}
	p.advance()
	return true
}

// word matches a token whose text is in words, of any type (parseWord).
func (p *fastParser) word(words map[string]bool) (string, bool) {
	t := p.peek()
	if t.Type == lexer.EOF || !words[t.Value] {
		return "", false
	}
	p.advance()
	return t.Value, true
}

// take matches a token of type typ (parseLeaf): its position, text and
// EndPos.
func (p *fastParser) take(typ lexer.TokenType) (pos lexer.Position, value string, end lexer.Position, ok bool) {
	t := p.peek()
	if t.Type != typ {
		return pos, "", end, false
	}
	pos, value = t.Pos, t.Value
	p.advance()
	return pos, value, p.endPos(), true
}

// The leaf productions: one token of their type each. Their nodes have
// one of two shapes, a value or a name; a *valueLeaf converts to a
// *cString (struct tags don't count in conversions), a *nameLeaf to a
// *cIdent.

type valueLeaf struct {
	Pos, EndPos lexer.Position
	Value       string
}

type nameLeaf struct {
	Pos, EndPos lexer.Position
	Name        string
}

func (p *fastParser) leaf(typ lexer.TokenType) (*valueLeaf, fpRes) {
	if pos, v, end, ok := p.take(typ); ok {
		l := p.a.values.alloc()
		*l = valueLeaf{Pos: pos, EndPos: end, Value: v}
		return l, fpOK
	}
	return nil, fpNone
}

func (p *fastParser) named(typ lexer.TokenType) (*nameLeaf, fpRes) {
	pos, v, end, ok := p.take(typ)
	if !ok {
		return nil, fpNone
	}
	l := p.a.names.alloc()
	*l = nameLeaf{Pos: pos, EndPos: end, Name: v}
	return l, fpOK
}

func (p *fastParser) str() (*cString, fpRes)    { l, r := p.leaf(tString); return (*cString)(l), r }
func (p *fastParser) symbol() (*cSymbol, fpRes) { l, r := p.leaf(tMana); return (*cSymbol)(l), r }
func (p *fastParser) integer() (*cInt, fpRes)   { l, r := p.leaf(tInt); return (*cInt)(l), r }
func (p *fastParser) pt() (*cPT, fpRes)         { l, r := p.leaf(tPT); return (*cPT)(l), r }
func (p *fastParser) ident() (*cIdent, fpRes)   { l, r := p.named(tIdent); return (*cIdent)(l), r }
func (p *fastParser) typeWord() (*cTypeWord, fpRes) {
	l, r := p.named(tTypeWord)
	return (*cTypeWord)(l), r
}

// repeat is a greedy repetition: `@@*` (sep empty) or `("," @@)*` after
// first (if not nil), each round on a branch. It fails only when a round
// fails beyond the lookahead. The list is gathered on l's stack, and
// is nil when empty, as participle leaves it.
func repeat[T any](p *fastParser, l *fpList[T], first *T, sep string, parse func(*fastParser) (*T, fpRes)) ([]*T, fpRes) {
	base := len(l.stack)
	if first != nil {
		l.stack = append(l.stack, first)
	}
	for k := 0; ; k++ {
		if k >= participle.MaxIterations {
			p.abort = true
			l.stack = l.stack[:base]
			return nil, fpErr
		}
		m := p.mark()
		if sep != "" && !p.lit(sep) {
			break
		}
		v, r := parse(p)
		if r == fpNone && sep != "" {
			r = fpErr // a sequence that matched its first element
		}
		if r == fpOK {
			l.stack = append(l.stack, v)
			continue
		}
		if r == fpErr {
			if p.beyond(m) {
				l.stack = l.stack[:base]
				return nil, fpErr
			}
			p.reset(m)
		}
		break
	}
	return l.pop(base), fpOK
}

// repeat1 is `@@+`: a repetition that matches at least once, or is no
// match.
func repeat1[T any](p *fastParser, l *fpList[T], parse func(*fastParser) (*T, fpRes)) ([]*T, fpRes) {
	out, r := repeat(p, l, nil, "", parse)
	if r == fpOK && len(out) == 0 {
		return nil, fpNone
	}
	return out, r
}

// block is `"{" @@* "}"`, which ends a production that has matched its
// first tokens: it returns the production's EndPos, or false for a syntax
// error.
func block[T any](p *fastParser, l *fpList[T], parse func(*fastParser) (*T, fpRes)) ([]*T, lexer.Position, bool) {
	if !p.lit("{") || !p.nest() {
		return nil, lexer.Position{}, false
	}
	out, r := repeat(p, l, nil, "", parse)
	p.depth--
	if r == fpErr || !p.lit("}") {
		return nil, lexer.Position{}, false
	}
	return out, p.endPos(), true
}

// nest counts a level of recursion, and gives up beyond fpMaxDepth.
func (p *fastParser) nest() bool {
	if p.depth >= fpMaxDepth {
		p.abort = true
		return false
	}
	p.depth++
	return true
}

// card is cCard: "card" cString "{" cItem* "}".
func (p *fastParser) card(c *cCard) fpRes {
	c.Pos = p.peek().Pos
	if !p.lit("card") {
		return fpNone
	}
	var ok bool
	if c.Name.Pos, c.Name.Value, c.Name.EndPos, ok = p.take(tString); !ok {
		return fpErr
	}
	if c.Items, c.EndPos, ok = block(p, &p.a.itemList, (*fastParser).item); !ok {
		return fpErr
	}
	return fpOK
}

// item is cItem: cField | cKeyword | cAbility | cFace | cClause. The
// alternatives are tried in order (a `cost` is a field or a clause).
func (p *fastParser) item() (*cItem, fpRes) {
	m := p.mark()
	failed := false
	for alt := 0; alt < 5; alt++ {
		var it cItem
		var r fpRes
		switch alt {
		case 0:
			it.Field, r = p.field()
		case 1:
			it.Keyword, r = p.keyword()
		case 2:
			it.Ability, r = p.ability()
		case 3:
			it.Face, r = p.face()
		default:
			it.Clause, r = p.clause()
		}
		if r == fpOK {
			out := p.a.items.alloc()
			*out = it
			return out, fpOK
		}
		if p.altFailed(m, r, &failed) {
			return nil, fpErr
		}
	}
	if failed {
		return nil, fpErr
	}
	return nil, fpNone
}

// face is cFace: faceKindWord (cString | cIdent) "{" cItem* "}".
func (p *fastParser) face() (*cFace, fpRes) {
	pos := p.peek().Pos
	kind, ok := p.word(faceKindWords)
	if !ok {
		return nil, fpNone
	}
	f := p.a.faces.alloc()
	f.Pos, f.Kind = pos, faceKindWord(kind)
	if s, r := p.str(); r == fpOK {
		f.Name = s
	} else if id, r := p.ident(); r == fpOK {
		f.Ident = id
	} else {
		return nil, fpErr
	}
	if f.Items, f.EndPos, ok = block(p, &p.a.itemList, (*fastParser).item); !ok {
		return nil, fpErr
	}
	return f, fpOK
}

// field is cField: "cost" cMana | "type" cTypeLine | "pt" cPT | "loyalty"
// cInt | "defense" cInt | "color" cIdent ("," cIdent)* | "text" cString+ | "plural-name". Each alternative
// begins with its own word, so at most one can match.
func (p *fastParser) field() (*cField, fpRes) {
	m := p.mark()
	t := p.peek()
	switch t.Value {
	case "cost", "type", "pt", "loyalty", "defense", "color", "text", "plural-name":
	default:
		return nil, fpNone
	}
	f := p.a.fields.alloc()
	f.Pos = t.Pos
	var r fpRes
	switch t.Value {
	case "cost":
		p.advance()
		f.Cost, r = p.mana()
	case "type":
		p.advance()
		f.Type, r = p.typeLine()
	case "pt":
		p.advance()
		f.PT, r = p.pt()
	case "loyalty":
		p.advance()
		f.Loyalty, r = p.integer()
	case "defense":
		p.advance()
		f.Defense, r = p.integer()
	case "color":
		p.advance()
		var c *cIdent
		if c, r = p.ident(); r == fpOK {
			f.Colors, r = repeat(p, &p.a.identList, c, ",", (*fastParser).ident)
		}
	case "text":
		p.advance()
		f.Text, r = repeat1(p, &p.a.stringList, (*fastParser).str)
	case "plural-name":
		p.advance()
		f.Plural, r = true, fpOK
	}
	if r != fpOK {
		return nil, p.failAlt(m)
	}
	f.EndPos = p.endPos()
	return f, fpOK
}

// typeLine is cTypeLine: cTypeWord+ (cDash cTypeWord+)?.
func (p *fastParser) typeLine() (*cTypeLine, fpRes) {
	pos := p.peek().Pos
	types, r := repeat1(p, &p.a.typeWordList, (*fastParser).typeWord)
	if r != fpOK {
		return nil, r
	}
	tl := p.a.typeLines.alloc()
	tl.Pos, tl.Types = pos, types
	m := p.mark()
	if pos, v, _, ok := p.take(tDash); ok {
		subs, r := repeat1(p, &p.a.typeWordList, (*fastParser).typeWord)
		switch {
		case r == fpOK:
			d := p.a.dashes.alloc()
			*d = cDash{Pos: pos, Value: v}
			tl.Dash, tl.Subs = d, subs
		case p.beyond(m):
			return nil, fpErr
		default:
			p.reset(m) // a dash with no subtype is left to what follows
		}
	}
	tl.EndPos = p.endPos()
	return tl, fpOK
}

// mana is cMana: cSymbol+.
func (p *fastParser) mana() (*cMana, fpRes) {
	pos := p.peek().Pos
	syms, r := repeat1(p, &p.a.symbolList, (*fastParser).symbol)
	if r != fpOK {
		return nil, r
	}
	m := p.a.manas.alloc()
	*m = cMana{Pos: pos, EndPos: p.endPos(), Symbols: syms}
	return m, fpOK
}

// keyword is cKeyword: "keyword" cExpr ("," cExpr)*.
func (p *fastParser) keyword() (*cKeyword, fpRes) {
	pos := p.peek().Pos
	if !p.lit("keyword") {
		return nil, fpNone
	}
	e, r := p.expr()
	if r != fpOK {
		return nil, fpErr
	}
	k := p.a.keywords.alloc()
	k.Pos = pos
	if k.Exprs, r = repeat(p, &p.a.exprList, e, ",", (*fastParser).expr); r != fpOK {
		return nil, fpErr
	}
	k.EndPos = p.endPos()
	return k, fpOK
}

// ability is cAbility: abilityWord cIdent? "{" cClause* "}".
func (p *fastParser) ability() (*cAbility, fpRes) {
	pos := p.peek().Pos
	kind, ok := p.word(abilityWords)
	if !ok {
		return nil, fpNone
	}
	a := p.a.abilities.alloc()
	a.Pos, a.Kind = pos, abilityWord(kind)
	if w, r := p.ident(); r == fpOK {
		a.Word = w
	}
	if a.Clauses, a.EndPos, ok = block(p, &p.a.clauseList, (*fastParser).clause); !ok {
		return nil, fpErr
	}
	return a, fpOK
}

// clause is cClause: cChoose | cMode | clauseWord cBound ("," cBound)*.
// Each alternative begins with its own words, so at most one can match.
func (p *fastParser) clause() (*cClause, fpRes) {
	m := p.mark()
	t := p.peek()
	kind := t.Value != "choose" && t.Value != "mode"
	if kind && (t.Type == lexer.EOF || !clauseWords[t.Value]) {
		return nil, fpNone
	}
	c := p.a.clauses.alloc()
	c.Pos = t.Pos
	var r fpRes
	switch t.Value {
	case "choose":
		c.Choose, r = p.choose()
	case "mode":
		c.Mode, r = p.mode()
	default:
		c.Kind = clauseWord(t.Value)
		p.advance()
		var b *cBound
		if b, r = p.bound(); r == fpOK {
			c.Items, r = repeat(p, &p.a.boundList, b, ",", (*fastParser).bound)
		} else {
			r = fpErr
		}
	}
	if r != fpOK {
		return nil, p.failAlt(m)
	}
	c.EndPos = p.endPos()
	return c, fpOK
}

// choose is cChoose: "choose" cInt "to" cInt ["unchosen"].
func (p *fastParser) choose() (*cChoose, fpRes) {
	pos := p.peek().Pos
	if !p.lit("choose") {
		return nil, fpNone
	}
	c := p.a.chooses.alloc()
	c.Pos = pos
	var ok bool
	if c.Min.Pos, c.Min.Value, c.Min.EndPos, ok = p.take(tInt); !ok || !p.lit("to") {
		return nil, fpErr
	}
	if c.Max.Pos, c.Max.Value, c.Max.EndPos, ok = p.take(tInt); !ok {
		return nil, fpErr
	}
	c.Unchosen = p.lit("unchosen")
	c.EndPos = p.endPos()
	return c, fpOK
}

// mode is cMode: "mode" "{" cClause* "}".
func (p *fastParser) mode() (*cMode, fpRes) {
	pos := p.peek().Pos
	if !p.lit("mode") {
		return nil, fpNone
	}
	md := p.a.modes.alloc()
	md.Pos = pos
	var ok bool
	if md.Clauses, md.EndPos, ok = block(p, &p.a.clauseList, (*fastParser).clause); !ok {
		return nil, fpErr
	}
	return md, fpOK
}

// bound is cBound: cExpr ("as" cIdent)?.
func (p *fastParser) bound() (*cBound, fpRes) {
	pos := p.peek().Pos
	e, r := p.expr()
	if r != fpOK {
		return nil, r
	}
	b := p.a.bounds.alloc()
	b.Pos, b.Expr = pos, e
	m := p.mark()
	if p.lit("as") {
		if b.As, r = p.ident(); r != fpOK {
			p.reset(m) // an "as" with no name is left to what follows
		}
	}
	b.EndPos = p.endPos()
	return b, fpOK
}

// expr is cExpr: cTerm+ | cAbility.
func (p *fastParser) expr() (*cExpr, fpRes) {
	if !p.nest() {
		return nil, fpErr
	}
	defer func() { p.depth-- }()
	m := p.mark()
	pos := p.peek().Pos
	failed := false
	terms, r := repeat1(p, &p.a.termList, (*fastParser).term)
	if r == fpOK {
		e := p.a.exprs.alloc()
		*e = cExpr{Pos: pos, EndPos: p.endPos(), Terms: terms}
		return e, fpOK
	}
	if r == fpErr {
		if p.beyond(m) {
			return nil, fpErr
		}
		p.reset(m)
		failed = true
	}
	a, r := p.ability()
	switch {
	case r == fpOK:
		e := p.a.exprs.alloc()
		*e = cExpr{Pos: pos, EndPos: p.endPos(), Ability: a}
		return e, fpOK
	case r == fpErr || failed:
		return nil, p.failAlt(m)
	}
	return nil, fpNone
}

// term is cTerm: cCall | cIdent | cInt | cPT | cMana | cString | "(" cExpr
// ")". The alternatives are told apart by the type of their first token,
// but for a call and an identifier: a call that fails within the
// lookahead is an identifier.
func (p *fastParser) term() (*cTerm, fpRes) {
	m := p.mark()
	t := p.peek()
	switch t.Type {
	case tIdent, tInt, tPT, tMana, tString:
	default:
		if t.Value != "(" {
			return nil, fpNone
		}
	}
	tm := p.a.terms.alloc()
	tm.Pos = t.Pos
	var r fpRes
	switch t.Type {
	case tIdent:
		if tm.Call, r = p.call(); r == fpErr {
			if p.beyond(m) {
				return nil, fpErr
			}
			p.reset(m)
		}
		if r != fpOK {
			tm.Ident, r = p.ident()
		}
	case tInt:
		tm.Int, r = p.integer()
	case tPT:
		tm.PT, r = p.pt()
	case tMana:
		tm.Mana, r = p.mana()
	case tString:
		tm.String, r = p.str()
	default:
		p.advance() // "("
		if tm.Paren, r = p.expr(); r != fpOK || !p.lit(")") {
			return nil, p.failAlt(m)
		}
	}
	if r != fpOK {
		return nil, r
	}
	tm.EndPos = p.endPos()
	return tm, fpOK
}

// call is cCall: cIdent "(" (cArg ("," cArg)*)? ")".
func (p *fastParser) call() (*cCall, fpRes) {
	var fn cIdent
	var ok bool
	if fn.Pos, fn.Name, fn.EndPos, ok = p.take(tIdent); !ok {
		return nil, fpNone
	}
	if !p.lit("(") {
		return nil, fpErr
	}
	c := p.a.calls.alloc()
	c.Pos, c.Fn = fn.Pos, fn
	m := p.mark()
	a, r := p.arg()
	if r == fpOK {
		c.Args, r = repeat(p, &p.a.argList, a, ",", (*fastParser).arg)
	}
	if r == fpErr {
		if p.beyond(m) {
			return nil, fpErr
		}
		p.reset(m)
		c.Args = nil
	}
	if !p.lit(")") {
		return nil, fpErr
	}
	c.EndPos = p.endPos()
	return c, fpOK
}

// arg is cArg: (cIdent ":")? cExpr.
func (p *fastParser) arg() (*cArg, fpRes) {
	pos := p.peek().Pos
	m := p.mark()
	var name *cIdent
	if id, r := p.ident(); r == fpOK {
		if p.lit(":") {
			name = id
		} else {
			p.reset(m) // a name with no ":" is the value's
		}
	}
	v, r := p.expr()
	if r != fpOK {
		return nil, fpErr
	}
	a := p.a.args.alloc()
	*a = cArg{Pos: pos, EndPos: p.endPos(), Name: name, Value: v}
	return a, fpOK
}

// fpArena allocates the fast parser's nodes and lists, in blocks, and is
// reused from card to card: a tree lives only until it is lowered, and
// then a.reset makes its memory the next tree's.
type fpArena struct {
	parser fastParser
	card   cCard

	items     fpSlab[cItem]
	fields    fpSlab[cField]
	keywords  fpSlab[cKeyword]
	abilities fpSlab[cAbility]
	faces     fpSlab[cFace]
	clauses   fpSlab[cClause]
	chooses   fpSlab[cChoose]
	modes     fpSlab[cMode]
	bounds    fpSlab[cBound]
	exprs     fpSlab[cExpr]
	terms     fpSlab[cTerm]
	calls     fpSlab[cCall]
	args      fpSlab[cArg]
	typeLines fpSlab[cTypeLine]
	dashes    fpSlab[cDash]
	manas     fpSlab[cMana]
	values    fpSlab[valueLeaf]
	names     fpSlab[nameLeaf]

	itemList     fpList[cItem]
	clauseList   fpList[cClause]
	exprList     fpList[cExpr]
	boundList    fpList[cBound]
	termList     fpList[cTerm]
	argList      fpList[cArg]
	identList    fpList[cIdent]
	stringList   fpList[cString]
	typeWordList fpList[cTypeWord]
	symbolList   fpList[cSymbol]
}

// reset empties the arena, for the next tree.
func (a *fpArena) reset() {
	a.parser = fastParser{}
	a.card = cCard{}
	a.items.reset()
	a.fields.reset()
	a.keywords.reset()
	a.abilities.reset()
	a.faces.reset()
	a.clauses.reset()
	a.chooses.reset()
	a.modes.reset()
	a.bounds.reset()
	a.exprs.reset()
	a.terms.reset()
	a.calls.reset()
	a.args.reset()
	a.typeLines.reset()
	a.dashes.reset()
	a.manas.reset()
	a.values.reset()
	a.names.reset()
	a.itemList.reset()
	a.clauseList.reset()
	a.exprList.reset()
	a.boundList.reset()
	a.termList.reset()
	a.argList.reset()
	a.identList.reset()
	a.stringList.reset()
	a.typeWordList.reset()
	a.symbolList.reset()
}

// fpSlab allocates values of type T from a block. A full block is left
// to the nodes in it, and a block twice as large replaces it; reset keeps
// the last (largest) block.
type fpSlab[T any] struct{ buf []T }

// alloc returns a zero T.
func (s *fpSlab[T]) alloc() *T {
	if len(s.buf) == cap(s.buf) {
		s.buf = make([]T, 0, max(8, 2*cap(s.buf)))
	}
	s.buf = s.buf[:len(s.buf)+1]
	return &s.buf[len(s.buf)-1]
}

func (s *fpSlab[T]) reset() {
	clear(s.buf)
	s.buf = s.buf[:0]
}

// fpList builds the lists of a repetition of *T: the repetitions under
// way push their elements on stack (a nested one pops its own before its
// parent's next), and a finished list is copied into store, a slice of
// its exact length.
type fpList[T any] struct {
	stack []*T
	store []*T
}

// pop returns the elements pushed since the stack had length base,
// removing them, or nil if there are none.
func (l *fpList[T]) pop(base int) []*T {
	n := len(l.stack) - base
	if n == 0 {
		return nil
	}
	if cap(l.store)-len(l.store) < n {
		l.store = make([]*T, 0, max(32, 2*cap(l.store), n))
	}
	i := len(l.store)
	l.store = append(l.store, l.stack[base:]...)
	clear(l.stack[base:])
	l.stack = l.stack[:base]
	return l.store[i : i+n : i+n]
}

func (l *fpList[T]) reset() {
	clear(l.store)
	l.store = l.store[:0]
	l.stack = l.stack[:0]
}
