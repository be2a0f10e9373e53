package dsl

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"cardc/ast"
)

// Limits on what a source file may contain. Inputs beyond them get a
// diagnostic instead of unbounded work.
const (
	MaxFileSize = 4 << 20 // bytes
	MaxDepth    = 64      // nested braces and parentheses
	MaxTokens   = 1 << 20 // tokens in one file
	MaxErrors   = 50      // syntax errors, and checker errors, reported for one file
)

// itemStarts are the keywords that may begin a face item: the points where
// the parser resynchronises after a syntax error.
var itemStarts = map[string]bool{
	"cost": true, "type": true, "pt": true, "loyalty": true, "defense": true, "color": true, "text": true, "plural-name": true,
	"keyword": true, "static": true, "triggered": true, "activated": true, "mana": true,
	"replacement": true, "back": true, "token": true, "split": true, "adventure": true, "prepare": true, "modal": true, "target": true, "effect": true,
	"also": true, "choose": true, "mode": true,
}

// ParseFile parses a card file. It returns every card it could parse and a
// diagnostic for every independent syntax error: after an error it resumes
// at the next card, and inside a card at the next item, so one typo doesn't
// hide the rest. The returned file is never nil.
func ParseFile(filename string, src []byte) (*ast.File, Diagnostics) {
	f, diags := parseFile(filename, src, "")
	f.ErrorLines = errorLines(diags)
	return f, diags
}

// errorLines are the lines the diagnostics start on, ascending, once each.
func errorLines(diags Diagnostics) []int {
	if len(diags) == 0 {
		return nil
	}
	var lines []int
	for _, d := range diags {
		lines = append(lines, d.Span.Start.Line)
	}
	slices.Sort(lines)
	return slices.Compact(lines)
}

// parseFile parses a card file; with top set, the blocks at the top level
// begin with that word instead of "card" (see ParseKeywordFile).
func parseFile(filename string, src []byte, top string) (*ast.File, Diagnostics) {
	p := &parser{file: filename, src: src, arena: fpArenas.Get().(*fpArena)}
	defer fpArenas.Put(p.arena)
	f := &ast.File{Name: filename}
	if len(src) > MaxFileSize {
		p.errAt(ast.Pos{Offset: 0, Line: 1, Col: 1}, "file is too large (%d bytes; the limit is %d)", len(src), MaxFileSize)
		return f, p.diags
	}
	if p.badEncoding() {
		return f, p.diags
	}
	buf := tokenBufs.Get().(*[]lexer.Token)
	defer putTokenBuf(buf)
	toks := lexInto(filename, string(src), (*buf)[:0])
	*buf = toks
	if len(toks) > MaxTokens {
		p.errAt(ast.Pos{Offset: 0, Line: 1, Col: 1}, "file has too many tokens (more than %d)", MaxTokens)
		return f, p.diags
	}
	toks = p.dropNegatives(p.dropInvalid(toks))
	if !p.checkDepth(toks) {
		return f, p.diags
	}
	if top != "" {
		asCards(toks, top)
	}
	for _, t := range toks {
		if t.Type == tokType("Comment") {
			// A comment is its text without trailing blanks, as fmt prints it.
			f.Comments = append(f.Comments, &ast.Comment{Text: strings.TrimRight(t.Value, " \t\r"), Sp: p.tokSpan(t)})
		}
	}
	chunks, cutShort := p.splitCards(toks)
	if len(chunks) == 0 && len(p.diags) == 0 {
		p.errAt(ast.Pos{Offset: 0, Line: 1, Col: 1}, "file has no card; a card file holds `card \"Name\" { … }`")
	}
	for i, chunk := range chunks {
		if len(p.diags) >= MaxErrors {
			t := chunk[0]
			p.diags.Add(p.file, p.tokSpan(t), "too many errors; stopped checking this file")
			break
		}
		p.cutShort = cutShort[i]
		if c := p.parseCard(chunk); c != nil {
			f.Cards = append(f.Cards, c)
		}
		p.cutShort = false
	}
	if len(toks) > 0 {
		last := toks[len(toks)-1]
		f.Sp = ast.Span{Start: ast.Pos{Offset: 0, Line: 1, Col: 1}, End: p.pos(last.Pos)}
	}
	p.diags.Sort()
	return f, p.diags
}

func invalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return 0
}

type parser struct {
	file  string
	src   []byte
	diags Diagnostics
	lines []int // byte offsets of line starts, built on first use
	// lowerErr is set when lowering finds a syntax error in the current
	// card (an item it leaves out or moves): the card is then recovered.
	lowerErr bool
	// cutShort is set while parsing a card that another card keyword cut
	// short (already reported by splitCards).
	cutShort bool
	// arena holds the fast parser's tree of the card being parsed.
	arena *fpArena
}

// fpArenas keeps the fast parser's arenas from file to file.
var fpArenas = sync.Pool{New: func() any { return new(fpArena) }}

// tokenBufs keeps ParseFile's token buffers from file to file: nothing
// ParseFile returns refers to its tokens (the tree holds copies of their
// text and positions).
var tokenBufs = sync.Pool{New: func() any { return new([]lexer.Token) }}

// maxTokenBuf is the capacity beyond which a token buffer isn't kept.
const maxTokenBuf = 1 << 16

func putTokenBuf(buf *[]lexer.Token) {
	if cap(*buf) > maxTokenBuf {
		return
	}
	clear(*buf) // the tokens' text would keep the source alive
	*buf = (*buf)[:0]
	tokenBufs.Put(buf)
}

func (p *parser) posOf(off int) ast.Pos {
	line, col := 1, 1
	for i := 0; i < off && i < len(p.src); i++ {
		if p.src[i] == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return ast.Pos{Offset: off, Line: line, Col: col}
}

func (p *parser) errAt(at ast.Pos, format string, args ...any) {
	p.diags.Add(p.file, ast.Span{Start: at, End: at}, format, args...)
}

// pos converts a lexer position to an ast.Pos. Participle counts columns
// in characters; ast.Pos counts bytes, so the column is recomputed from
// the byte offset and the start of its line.
func (p *parser) pos(lp lexer.Position) ast.Pos {
	off := lp.Offset
	if off < 0 {
		off = 0
	}
	if off > len(p.src) {
		off = len(p.src)
	}
	if p.lines == nil {
		p.lines = make([]int, 1, lp.Line+1)
		for i, c := range p.src {
			if c == '\n' {
				p.lines = append(p.lines, i+1)
			}
		}
	}
	// The lexer's line is the one the offset is on, but for a position
	// made up (the end of a file, a token cut from a string): check it.
	line := lp.Line
	if line < 1 || line > len(p.lines) || p.lines[line-1] > off || line < len(p.lines) && p.lines[line] <= off {
		line = sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > off })
	}
	return ast.Pos{Offset: off, Line: line, Col: off - p.lines[line-1] + 1}
}

func (p *parser) tokSpan(t lexer.Token) ast.Span {
	end := t.Pos
	end.Advance(t.Value)
	return ast.Span{Start: p.pos(t.Pos), End: p.pos(end)}
}

func (p *parser) span(a, b lexer.Position) ast.Span { return ast.Span{Start: p.pos(a), End: p.pos(b)} }

// dropInvalid reports each run of characters no token accepts and removes
// them from the stream. It also reports each unterminated string and
// closes it, so that the rest of the line parses: at the end of the line,
// or before a "{" that ends the line (`card "Bears {`).
func (p *parser) dropInvalid(toks []lexer.Token) []lexer.Token {
	inv, bad := tokType("Invalid"), tokType("BadString")
	clean := true
	for _, t := range toks {
		if t.Type == inv || t.Type == bad {
			clean = false
			break
		}
	}
	if clean {
		return toks
	}
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Type == bad {
			if len(p.diags) < MaxErrors {
				p.diags.Add(p.file, p.tokSpan(lexer.Token{Pos: t.Pos, Value: t.Value[:1]}), "string is not terminated")
			}
			out = append(out, closeString(t)...)
			continue
		}
		if t.Type != inv {
			out = append(out, t)
			continue
		}
		if repl, skip, ok := p.editorChar(toks, i); ok {
			out = append(out, repl...)
			i += skip
			continue
		}
		sp := p.tokSpan(t)
		for i+1 < len(toks) && toks[i+1].Type == inv {
			i++
			sp.End = p.tokSpan(toks[i]).End
		}
		switch {
		case len(p.diags) < MaxErrors:
			p.diags.Add(p.file, sp, "unexpected character %q", t.Value)
		case len(p.diags) == MaxErrors:
			p.diags.Add(p.file, sp, "too many errors; stopped reporting unexpected characters")
		}
	}
	return out
}

// closeString turns an unterminated string into a String token, and a
// Punct token for a "{" that ends its line.
func closeString(t lexer.Token) []lexer.Token {
	body := strings.TrimRight(t.Value, " \t\r")
	var brace *lexer.Token
	if len(body) > 1 && strings.HasSuffix(body, "{") {
		b := lexer.Token{Type: tokType("Punct"), Value: "{", Pos: t.Pos}
		b.Pos.Advance(body[:len(body)-1])
		brace = &b
		body = strings.TrimRight(body[:len(body)-1], " \t")
	}
	if n := len(body) - len(strings.TrimRight(body, `\`)); n%2 == 1 {
		body = body[:len(body)-1] // a backslash that escapes the line end
	}
	out := []lexer.Token{{Type: tokType("String"), Value: body + `"`, Pos: t.Pos}}
	if brace != nil {
		out = append(out, *brace)
	}
	return out
}

// checkDepth rejects input nested deeper than MaxDepth before the recursive
// descent parser sees it.
func (p *parser) checkDepth(toks []lexer.Token) bool {
	depth := 0
	punct := tokType("Punct")
	for _, t := range toks {
		if t.Type != punct {
			continue
		}
		switch t.Value {
		case "{", "(":
			depth++
			if depth > MaxDepth {
				p.diags.Add(p.file, p.tokSpan(t), "nesting is too deep (more than %d levels)", MaxDepth)
				return false
			}
		case "}", ")":
			if depth > 0 {
				depth--
			}
		}
	}
	return true
}

func (p *parser) significant(t lexer.Token) bool {
	return t.Type != tokType("Comment") && t.Type != tokType("Whitespace") && !t.EOF()
}

// splitCards cuts the token stream at every `card` keyword. Anything
// before the first card is reported. A `card` inside an unclosed card body
// is reported too (a "}" is probably missing), and the card before it is
// marked so that its missing "}" isn't reported again.
func (p *parser) splitCards(toks []lexer.Token) (chunks [][]lexer.Token, cutShort []bool) {
	depth, start := 0, -1
	owed := 0 // braces a cut-short card left open: its "}"s may follow
	kw, punct := tokType("Keyword"), tokType("Punct")
	reported := false
	for i, t := range toks {
		if t.EOF() {
			break
		}
		// "card" is reserved and legal only at the top level, so it starts
		// a new card even after an unbalanced brace.
		if t.Type == kw && t.Value == "card" {
			if start >= 0 {
				chunks = append(chunks, toks[start:i])
				cutShort = append(cutShort, depth > 0)
				if depth > 0 {
					p.diags.Add(p.file, p.tokSpan(t), "a card can't contain another card; is a %q missing?", "}")
				}
			}
			if depth > 0 {
				owed += depth
			}
			start, depth = i, 0
			continue
		}
		// Only braces: a stray or missing parenthesis doesn't make a
		// card look unclosed.
		if t.Type == punct {
			switch t.Value {
			case "{":
				depth++
			case "}":
				switch {
				case depth > 0:
					depth--
				case owed > 0:
					// The "}" of the card the previous one was inside
					// (already reported): not part of this card.
					owed--
					toks[i].Type = tokType("Whitespace")
				}
			}
		}
		if start < 0 && p.significant(t) && !reported {
			p.diags.Add(p.file, p.tokSpan(t), "expected %q, found %s", "card", describe(t))
			reported = true
		}
	}
	if start >= 0 {
		chunks = append(chunks, toks[start:])
		cutShort = append(cutShort, false)
	}
	return chunks, cutShort
}

func describe(t lexer.Token) string {
	if t.EOF() {
		return "end of file"
	}
	v := t.Value
	if len(v) > 40 {
		// Cut at a character boundary.
		n := 40
		for n > 0 && !utf8.RuneStart(v[n]) {
			n--
		}
		v = v[:n] + "…"
	}
	return strconv.Quote(v)
}

func (p *parser) endOf(toks []lexer.Token) lexer.Position {
	for i := len(toks) - 1; i >= 0; i-- {
		if p.significant(toks[i]) {
			e := toks[i].Pos
			e.Advance(toks[i].Value)
			return e
		}
	}
	if len(toks) > 0 {
		return toks[0].Pos
	}
	return lexer.Position{Filename: p.file, Line: 1, Column: 1}
}

func peeking(toks []lexer.Token, eof lexer.Position) *lexer.PeekingLexer {
	pl, _ := lexer.Upgrade(&sliceLexer{toks: toks, eof: eof}, tokType("Comment"), tokType("Whitespace"))
	return pl
}

// parseCard parses one card's tokens. On a syntax error it reports the
// error of every item that fails on its own and keeps the items that parse,
// so the checker can still look at them.
//
// The hand-written parser (fastparse.go) parses the card first; it builds
// the tree participle's would, and gives up on any error. Participle then
// parses the card again, for its error and the recovery.
func (p *parser) parseCard(toks []lexer.Token) *ast.Card {
	toks = markTypeLines(toks)
	eof := p.endOf(toks)
	if p.arena == nil {
		p.arena = new(fpArena)
	}
	c, ok := p.arena.parseCard(toks, eof)
	if ok {
		card := p.lowerCard(c)
		p.arena.reset() // the lowered card keeps nothing of the tree
		return card
	}
	p.arena.reset()
	c, err := cardParser.ParseFromLexer(peeking(toks, eof))
	if err == nil {
		return p.lowerCard(c)
	}
	// Recovery: cut the body at item keywords one brace level deep.
	items, bodyEnd := p.splitItems(toks)
	itemErr := false
	card := &ast.Card{}
	face := &ast.Face{Kind: ast.FrontFace}
	card.Face = face
	leftovers := false
	for _, it := range items {
		word := p.firstWord(it.toks)
		if leftovers && clauseOnly[word] {
			// The clauses of an ability whose "{" is missing: they were
			// cut off the failed item, and aren't items of the face.
			continue
		}
		leftovers = false
		ci, ierr := itemParser.ParseFromLexer(peeking(it.toks, p.endOf(it.toks)))
		if ierr != nil {
			itemErr = true
			p.recoverItem(it, ierr)
			_, isAbility := ast.AbilityKindOf(word)
			leftovers = (isAbility || word == "mode") && !hasPunct(it.toks, "{")
			continue
		}
		face.Items = p.lowerItemInto(face.Items, ci)
	}
	switch {
	case !itemErr:
		// Every item parses: the error is between them, or the end.
		p.syntaxErrorIn(err, toks)
	case !bodyEnd && !p.cutShort:
		// The items' errors are reported; the card's first error is one
		// of them. Say that the body isn't closed, and where it opens.
		last := toks[len(toks)-1]
		if !last.EOF() {
			last = lexer.EOFToken(eof)
		}
		p.syntaxErrorIn(&participle.UnexpectedTokenError{Unexpected: last}, toks)
	}
	// The card's name, if it parsed, keeps duplicate-name checks working.
	for _, t := range toks[1:] {
		if !p.significant(t) {
			continue
		}
		if t.Type == tokType("String") {
			if s, e := strconv.Unquote(t.Value); e == nil {
				face.Name = &ast.StringLit{Raw: t.Value, Value: s, Sp: p.tokSpan(t)}
			}
		}
		break
	}
	card.Sp = p.span(toks[0].Pos, eof)
	face.Sp = card.Sp
	card.Recovered = true
	return card
}

// itemToks is the token run of one item and the token that follows it.
type itemToks struct {
	toks []lexer.Token
	next *lexer.Token
}

// clauseOnly are the keywords that begin a clause and not a face item of
// their own (a card-level `cost {…}` is the mana cost field).
var clauseOnly = map[string]bool{
	"cost": true, "target": true, "effect": true, "also": true, "when": true, "whenever": true,
	"at": true, "if": true, "replace": true,
}

func hasPunct(toks []lexer.Token, v string) bool {
	for _, t := range toks {
		if t.Type == tokType("Punct") && t.Value == v {
			return true
		}
	}
	return false
}

// clauseStarts are the keywords that begin a clause inside an ability.
var clauseStarts = map[string]bool{
	"cost": true, "target": true, "effect": true, "also": true, "when": true, "whenever": true,
	"at": true, "if": true, "replace": true, "choose": true, "mode": true,
}

// expectAfter says what must follow each item or clause keyword.
var expectAfter = map[string]string{
	"cost": "a cost", "type": "card types such as Creature — Bear", "pt": "power/toughness such as 2/2",
	"loyalty": "a number", "defense": "a number", "color": "a color such as blue", "text": "a quoted paragraph",
	"keyword": "a keyword such as flying", "static": `"{"`, "triggered": `"{"`, "activated": `"{"`,
	"mana": `"{"`, "replacement": `"{"`, "back": "a quoted face name", "split": "a quoted half name", "adventure": "a quoted Adventure name", "prepare": "a quoted spell name", "modal": "a quoted face name", "token": "a token name",
	"target": "what it targets, such as creature", "effect": "an effect", "also": "an effect", "when": "an event",
	"whenever": "an event", "at": "an event", "if": "a condition", "replace": "an event",
	"choose": "a number", "mode": `"{"`, "as": "a name", "to": "a number",
}

// recoverItem reports the syntax error of one item. An ability whose body
// fails is cut again at its clauses so each bad clause is reported.
func (p *parser) recoverItem(it itemToks, err error) {
	var first lexer.Token
	for _, t := range it.toks {
		if p.significant(t) {
			first = t
			break
		}
	}
	if _, isAbility := ast.AbilityKindOf(first.Value); isAbility || first.Value == "mode" {
		clauses, _ := p.splitBlock(it.toks, clauseStarts)
		found := false
		for _, c := range clauses {
			if _, cerr := clauseParser.ParseFromLexer(peeking(c.toks, p.endOf(c.toks))); cerr != nil {
				found = true
				p.reportAt(c, cerr)
			}
		}
		if found {
			return
		}
	}
	p.reportAt(it, err)
}

// reportAt reports err from parsing the run it, naming the token that
// follows the run when the parser ran off its end, and saying what was
// expected when the error comes right after the run's keyword.
func (p *parser) reportAt(it itemToks, err error) {
	var ut *participle.UnexpectedTokenError
	if !errors.As(err, &ut) {
		p.syntaxError(err)
		return
	}
	bad := ut.Unexpected
	if bad.EOF() {
		if open := p.unclosed(it.toks, "(", ")"); open != nil {
			p.diags.Add(p.file, p.tokSpan(*open), "missing %q to close this %q", ")", "(")
			return
		}
		if it.next == nil {
			p.syntaxError(err)
			return
		}
		bad = *it.next
	}
	if _, ok := contextual[bad.Value]; ok && bad.Type == tokType("Ident") {
		// `loyalty` and `defense` are fields only before a number (see contextual):
		// say what the field needs instead of rejecting the word.
		next := it.next
		for i := range it.toks {
			if it.toks[i].Pos.Offset > bad.Pos.Offset && p.significant(it.toks[i]) {
				next = &it.toks[i]
				break
			}
		}
		if next != nil {
			p.diags.Add(p.file, p.tokSpan(*next), "unexpected %s after %q; expected %s", describe(*next), bad.Value, expectAfter[bad.Value])
			return
		}
	}
	if w := p.strayAbilityWord(it); w != nil {
		// A word after an ability's kind that no "{" follows is not an
		// ability word: the block's brace is what's missing.
		p.diags.Add(p.file, p.tokSpan(*w), "unexpected %s after %q; expected %s", describe(*w), p.firstWord(it.toks), expectAfter[p.firstWord(it.toks)])
		return
	}
	if msg := p.misspelledAt(bad); msg != "" {
		p.diags.Add(p.file, p.tokSpan(bad), "%s", msg)
		return
	}
	msg := "unexpected " + describe(bad)
	if bad.Type == tokType("Keyword") {
		msg = fmt.Sprintf("unexpected keyword %q", bad.Value)
	}
	// The token before the bad one: if it is a keyword, say what it needs.
	var prev *lexer.Token
	for i := range it.toks {
		t := it.toks[i]
		if t.Pos.Offset >= bad.Pos.Offset {
			break
		}
		if p.significant(t) {
			prev = &it.toks[i]
		}
	}
	if prev != nil && prev.Value == "," && p.firstWord(it.toks) == "keyword" {
		msg = `expected a keyword after ","`
	} else if prev != nil && prev.Type == tokType("Dash") {
		msg += fmt.Sprintf(" after %q; expected a subtype", prev.Value)
	} else if prev != nil && (prev.Type == tokType("Keyword") || prev.Value == "to" && p.firstWord(it.toks) == "choose") {
		if exp, ok := expectAfter[prev.Value]; ok {
			msg += fmt.Sprintf(" after %q; expected %s", prev.Value, exp)
		}
	}
	p.diags.Add(p.file, p.tokSpan(bad), "%s", msg)
}

// strayAbilityWord returns the name that follows an ability's kind when no
// "{" follows it (`static draw(1)`), or nil.
func (p *parser) strayAbilityWord(it itemToks) *lexer.Token {
	var sig []*lexer.Token
	for i := range it.toks {
		if p.significant(it.toks[i]) {
			sig = append(sig, &it.toks[i])
			if len(sig) == 3 {
				break
			}
		}
	}
	if len(sig) < 2 || !abilityWords[sig[0].Value] || sig[1].Type != tokType("Ident") {
		return nil
	}
	if len(sig) == 3 && sig[2].Value == "{" {
		return nil
	}
	return sig[1]
}

// firstWord returns the first significant token's text.
func (p *parser) firstWord(toks []lexer.Token) string {
	for _, t := range toks {
		if p.significant(t) {
			return t.Value
		}
	}
	return ""
}

// splitItems returns the item token runs of a card body and whether the
// body's closing brace was found.
func (p *parser) splitItems(toks []lexer.Token) ([]itemToks, bool) {
	return p.splitBlock(toks, itemStarts)
}

// splitBlock cuts the body of the first brace block in toks at the given
// keywords, one level deep, and reports whether the block was closed.
// Braces and parentheses are counted apart, so a stray ")" doesn't end the
// block. A keyword inside parentheses is part of an argument (an ability
// literal's clauses are a brace level deeper), except that a clause or
// item keyword starting a line ends an unclosed "(": the line before it is
// reported as missing its ")".
func (p *parser) splitBlock(toks []lexer.Token, starts map[string]bool) ([]itemToks, bool) {
	kw, punct := tokType("Keyword"), tokType("Punct")
	braces, parens := 0, 0
	var saved []int // the paren depth at each open brace
	line := 0       // the line of the previous significant token
	var items []itemToks
	start := -1
	cut := func(i int) {
		if start >= 0 {
			items = append(items, itemToks{toks: toks[start:i], next: &toks[i]})
		}
		start = i
	}
	for i, t := range toks {
		if !p.significant(t) {
			continue
		}
		startsLine := t.Pos.Line != line
		line = t.Pos.Line
		if t.Type == punct {
			switch t.Value {
			case "{":
				saved = append(saved, parens)
				braces++
				continue
			case "}":
				braces--
				if n := len(saved); n > 0 {
					parens, saved = saved[n-1], saved[:n-1]
				}
				if braces == 0 {
					cut(i)
					return items, true
				}
				continue
			case "(":
				parens++
				continue
			case ")":
				if parens > 0 {
					parens--
				}
				continue
			}
		}
		if braces == 1 && t.Type == kw && starts[t.Value] {
			_, isAbility := ast.AbilityKindOf(t.Value)
			if parens == 0 || startsLine && !isAbility {
				parens = 0
				cut(i)
			}
		} else if braces == 1 && parens == 0 && startsLine && t.Type == tokType("Ident") && misspelledStart(t.Value) != "" {
			// A misspelled item or clause word begins its own item,
			// reported as such (see misspelledAt).
			cut(i)
		}
	}
	if start >= 0 {
		items = append(items, itemToks{toks: toks[start:]})
	}
	return items, false
}

// unclosed returns the last "(" (or "{", for open "{") of toks that no
// closing token matches, or nil.
func (p *parser) unclosed(toks []lexer.Token, open, close string) *lexer.Token {
	var stack []int
	for i, t := range toks {
		if t.Type != tokType("Punct") {
			continue
		}
		switch t.Value {
		case open:
			stack = append(stack, i)
		case close:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	if len(stack) == 0 {
		return nil
	}
	return &toks[stack[len(stack)-1]]
}

func (p *parser) syntaxError(err error) { p.syntaxErrorIn(err, nil) }

// syntaxErrorIn reports a parse error of the card toks. At the end of the
// input it names the "{" that is not closed.
func (p *parser) syntaxErrorIn(err error, toks []lexer.Token) {
	var pe participle.Error
	if !errors.As(err, &pe) {
		p.errAt(ast.Pos{Line: 1, Col: 1}, "%s", err.Error())
		return
	}
	at := p.pos(pe.Position())
	var ut *participle.UnexpectedTokenError
	if errors.As(err, &ut) {
		sp := p.tokSpan(ut.Unexpected)
		if ut.Unexpected.EOF() {
			if p.cutShort {
				return // the next card's keyword was reported
			}
			d := p.diags.Add(p.file, sp, "unexpected end of input; a %q is missing", "}")
			if open := p.unclosed(toks, "{", "}"); open != nil {
				d.Related = append(d.Related, Related{File: p.file, Span: p.tokSpan(*open), Message: `this "{" is not closed`})
			}
			return
		}
		if msg := p.misspelledAt(ut.Unexpected); msg != "" {
			p.diags.Add(p.file, sp, "%s", msg)
			return
		}
		msg := fmt.Sprintf("unexpected %s", describe(ut.Unexpected))
		if ut.Unexpected.Type == tokType("Keyword") {
			msg = fmt.Sprintf("unexpected keyword %q", ut.Unexpected.Value)
		}
		if exp := friendlyExpect(expected(ut)); exp != "" {
			msg += "; expected " + exp
		}
		p.diags.Add(p.file, sp, "%s", msg)
		return
	}
	msg := pe.Message()
	msg = strings.TrimPrefix(msg, "sub-expression ")
	p.errAt(at, "%s", msg)
}

// expected returns what the parser expected instead of ut.Unexpected: the
// error's Expect, or else the first element of the grammar fragment its
// message quotes (`unexpected token "cost" (expected "{" CItem* "}")`) when
// that element is required.
func expected(ut *participle.UnexpectedTokenError) string {
	if ut.Expect != "" {
		return ut.Expect
	}
	msg := ut.Error()
	i := strings.Index(msg, "(expected ")
	if i < 0 {
		return ""
	}
	fields := strings.Fields(strings.TrimSuffix(msg[i+len("(expected "):], ")"))
	if len(fields) == 0 || strings.ContainsAny(fields[0], "*?+()|") {
		return ""
	}
	return fields[0]
}

// friendlyExpect turns participle's grammar fragment into words.
func friendlyExpect(e string) string {
	if strings.HasPrefix(e, "C") {
		e = "c" + e[1:] // participle capitalises the grammar's type names
	}
	switch {
	case e == "":
		return ""
	case strings.HasPrefix(e, "<ident>"), e == "cIdent":
		return "a name"
	case e == "<typeword>", e == "cTypeWord":
		return "card types such as Creature — Bear"
	case e == "<string>", e == "cString":
		return "a quoted name"
	case e == "<mana>", e == "cMana":
		return "a mana cost such as {2}{U}"
	case e == "<pt>", e == "cPT":
		return "power/toughness such as 2/2"
	case e == "<int>", e == "cInt":
		return "a number"
	case strings.HasPrefix(e, "\"") && !strings.Contains(e, " "):
		return e
	}
	return ""
}
