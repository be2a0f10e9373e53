package dsl

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"cardc/ast"
)

// ParseScenario parses a scenario file: one `scenario "name" { … }` whose
// body holds covers lines, scenario-local cards, a setup block and one
// step a line. It uses the card language's lexer; card definitions inside
// it go through the card parser.
func ParseScenario(filename string, src []byte) (*ast.Scenario, Diagnostics) {
	p := &parser{file: filename, src: src}
	if len(src) > MaxFileSize {
		p.errAt(ast.Pos{Line: 1, Col: 1}, "file is too large (%d bytes; the limit is %d)", len(src), MaxFileSize)
		return nil, p.diags
	}
	if !utf8.Valid(src) {
		p.errAt(p.posOf(invalidUTF8(src)), "file is not valid UTF-8")
		return nil, p.diags
	}
	all := lex(filename, string(src))
	all = p.dropInvalid(all)
	if len(p.diags) > 0 || !p.checkDepth(all) {
		return nil, p.diags
	}
	var toks []lexer.Token
	for _, t := range all {
		if p.significant(t) {
			toks = append(toks, t)
		}
	}
	s := &scn{p: p, toks: toks, all: all}
	var sc *ast.Scenario
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(scnStop); !ok {
					panic(r)
				}
			}
		}()
		sc = s.scenario()
	}()
	p.diags.Sort()
	if len(p.diags) > 0 {
		return nil, p.diags
	}
	return sc, nil
}

type scnStop struct{}

type scn struct {
	p    *parser
	toks []lexer.Token
	all  []lexer.Token
	i    int
}

// counterWord reports whether t can name a counter kind: +1/+1, a word, or
// a word the lexer took for a field keyword before a number (`loyalty 3`).
func counterWord(t lexer.Token) bool {
	return t.Type == tokType("PT") || t.Type == tokType("Ident") || t.Type == tokType("Keyword")
}

func (s *scn) eof() bool { return s.i >= len(s.toks) }

func (s *scn) peek() lexer.Token {
	if s.eof() {
		end := lexer.Position{Line: 1, Column: 1}
		if len(s.toks) > 0 {
			end = s.toks[len(s.toks)-1].Pos
			end.Advance(s.toks[len(s.toks)-1].Value)
		}
		return lexer.EOFToken(end)
	}
	return s.toks[s.i]
}

func (s *scn) next() lexer.Token {
	t := s.peek()
	if !s.eof() {
		s.i++
	}
	return t
}

func (s *scn) fail(t lexer.Token, format string, args ...any) {
	s.p.diags.Add(s.p.file, s.p.tokSpan(t), format, args...)
	panic(scnStop{})
}

// word reports whether t is the word w (an identifier or a keyword).
func word(t lexer.Token, w string) bool {
	return (t.Type == tokType("Ident") || t.Type == tokType("Keyword")) && t.Value == w
}

func (s *scn) expect(w string) lexer.Token {
	t := s.next()
	if t.Value != w || t.EOF() {
		s.fail(t, "expected %q, found %s", w, describe(t))
	}
	return t
}

func (s *scn) ident(what string) *ast.Ident {
	t := s.next()
	if t.Type != tokType("Ident") {
		s.fail(t, "expected %s, found %s", what, describe(t))
	}
	return &ast.Ident{Name: t.Value, Sp: s.p.tokSpan(t)}
}

func (s *scn) str(what string) *ast.StringLit {
	t := s.next()
	if t.Type != tokType("String") {
		s.fail(t, "expected %s, found %s", what, describe(t))
	}
	v, err := strconv.Unquote(t.Value)
	if err != nil {
		s.fail(t, "invalid string %s", t.Value)
	}
	return &ast.StringLit{Raw: t.Value, Value: v, Sp: s.p.tokSpan(t)}
}

func (s *scn) integer(what string) *ast.IntLit {
	t := s.next()
	if t.Type != tokType("Int") {
		s.fail(t, "expected %s, found %s", what, describe(t))
	}
	n, err := strconv.Atoi(t.Value)
	if err != nil || n > 1_000_000 {
		s.fail(t, "number %s is too large", t.Value)
	}
	return &ast.IntLit{Text: t.Value, Value: n, Sp: s.p.tokSpan(t)}
}

func (s *scn) mana() *ast.ManaLit {
	t := s.peek()
	if t.Type != tokType("Mana") {
		s.fail(t, "expected mana such as {G}, found %s", describe(t))
	}
	m := &ast.ManaLit{}
	start := s.p.tokSpan(t).Start
	for s.peek().Type == tokType("Mana") {
		t := s.next()
		m.Symbols = append(m.Symbols, &ast.ManaSymbol{Text: t.Value[1 : len(t.Value)-1], Sp: s.p.tokSpan(t)})
	}
	m.Sp = ast.Span{Start: start, End: m.Symbols[len(m.Symbols)-1].Sp.End}
	return m
}

// sameLine reports whether the next token is on line l (and not a "}").
func (s *scn) sameLine(l int) bool {
	t := s.peek()
	return !t.EOF() && t.Pos.Line == l && t.Value != "}"
}

func (s *scn) endLine(l int) {
	if s.sameLine(l) {
		s.fail(s.peek(), "unexpected %s at the end of the line", describe(s.peek()))
	}
}

func (s *scn) scenario() *ast.Scenario {
	start := s.expect("scenario")
	sc := &ast.Scenario{Name: s.str("the scenario's quoted name")}
	s.expect("{")
	for {
		t := s.peek()
		switch {
		case t.EOF():
			s.fail(t, "unexpected end of file; a %q is missing", "}")
		case t.Value == "}":
			end := s.next()
			sc.Sp = ast.Span{Start: s.p.tokSpan(start).Start, End: s.p.tokSpan(end).End}
			if !s.eof() {
				s.fail(s.peek(), "a scenario file holds one scenario; unexpected %s after it", describe(s.peek()))
			}
			if sc.Setup == nil {
				s.fail(start, "the scenario has no setup block")
			}
			return sc
		case word(t, "covers"):
			s.next()
			for {
				sc.Covers = append(sc.Covers, s.ident("a ruling ID such as K4"))
				if s.peek().Value != "," {
					break
				}
				s.next()
			}
			s.endLine(t.Pos.Line)
		case word(t, "card"):
			sc.Cards = append(sc.Cards, s.card())
		case word(t, "setup"):
			if sc.Setup != nil {
				s.fail(t, "duplicate setup block")
			}
			sc.Setup = s.setup()
		default:
			if sc.Setup == nil {
				s.fail(t, "expected covers, card or setup before the steps, found %s", describe(t))
			}
			sc.Steps = append(sc.Steps, s.step(false))
		}
	}
}

// card parses a scenario-local card with the card parser.
func (s *scn) card() *ast.Card {
	first := s.i
	depth := 0
	for {
		t := s.next()
		if t.EOF() {
			s.fail(t, "unexpected end of file in a card; a %q is missing", "}")
		}
		if t.Value == "{" {
			depth++
		}
		if t.Value == "}" {
			depth--
			if depth == 0 {
				break
			}
		}
	}
	toks := s.toks[first:s.i]
	before := len(s.p.diags)
	c := s.p.parseCard(toks)
	if len(s.p.diags) > before {
		panic(scnStop{})
	}
	return c
}

func (s *scn) setup() *ast.Setup {
	start := s.expect("setup")
	su := &ast.Setup{}
	s.expect("{")
	for {
		t := s.peek()
		switch {
		case t.Value == "}":
			end := s.next()
			su.Sp = ast.Span{Start: s.p.tokSpan(start).Start, End: s.p.tokSpan(end).End}
			if su.Turn == nil {
				s.fail(start, "setup needs a turn line: turn <number> <active player> <step>")
			}
			return su
		case word(t, "turn"):
			s.next()
			su.Turn = s.integer("the turn number")
			su.Active = s.ident("the active player")
			su.Step = s.ident("a step such as main1")
			s.endLine(t.Pos.Line)
		case word(t, "player"):
			su.Players = append(su.Players, s.playerSetup())
		case word(t, "limit"):
			s.next()
			su.Limit = s.integer("the most actions the game may take")
			s.endLine(t.Pos.Line)
		default:
			s.fail(t, "expected turn, limit or player in setup, found %s", describe(t))
		}
	}
}

func (s *scn) playerSetup() *ast.PlayerSetup {
	start := s.expect("player")
	ps := &ast.PlayerSetup{Name: s.ident("the player's name")}
	s.expect("{")
	for {
		t := s.peek()
		switch {
		case t.Value == "}":
			end := s.next()
			ps.Sp = ast.Span{Start: s.p.tokSpan(start).Start, End: s.p.tokSpan(end).End}
			return ps
		case word(t, "life"):
			s.next()
			ps.Life = s.integer("a life total")
			s.endLine(t.Pos.Line)
		case word(t, "library"), word(t, "hand"), word(t, "battlefield"), word(t, "graveyard"), word(t, "exile"):
			s.next()
			z := &ast.ZoneSetup{Zone: &ast.Ident{Name: t.Value, Sp: s.p.tokSpan(t)}}
			for s.sameLine(t.Pos.Line) {
				z.Objects = append(z.Objects, s.objSetup(t.Pos.Line))
				if s.peek().Value == "," {
					s.next()
					if !s.sameLine(t.Pos.Line) && s.peek().Type != tokType("String") {
						s.fail(s.peek(), "expected a card after %q", ",")
					}
					continue
				}
				break
			}
			s.endLine(t.Pos.Line)
			ps.Zones = append(ps.Zones, z)
		default:
			s.fail(t, "expected life or a zone (library, hand, battlefield, graveyard, exile), found %s", describe(t))
		}
	}
}

func (s *scn) objSetup(line int) *ast.ObjSetup {
	o := &ast.ObjSetup{Card: s.str("a quoted card name")}
	o.Sp = o.Card.Sp
	for s.sameLine(line) && s.peek().Value != "," {
		t := s.next()
		switch {
		case word(t, "as"):
			o.Label = s.ident("a label")
		case word(t, "tapped"):
			o.Tapped = true
		case word(t, "sick"):
			o.Sick = true
		case word(t, "transformed"):
			o.Transformed = true
		case word(t, "counters"):
			k := s.next()
			if !counterWord(k) {
				s.fail(k, "expected a counter kind such as +1/+1, found %s", describe(k))
			}
			o.Counters = append(o.Counters, &ast.CounterSetup{Kind: k.Value, Count: s.integer("a number of counters"), Sp: s.p.tokSpan(k)})
		case word(t, "attached"):
			o.Attached = s.ref()
		default:
			s.fail(t, "unexpected %s; a card may be followed by as, tapped, sick, transformed, counters or attached", describe(t))
		}
	}
	return o
}

// optionWords end a reference list; they can't be labels.
var optionWords = map[string]bool{"ability": true, "x": true, "modes": true, "target": true, "pay": true, "choose": true, "turn": true}

func (s *scn) ref() *ast.SRef {
	t := s.next()
	switch {
	case t.Type == tokType("String"):
		v, _ := strconv.Unquote(t.Value)
		r := &ast.SRef{Name: &ast.StringLit{Raw: t.Value, Value: v, Sp: s.p.tokSpan(t)}, Sp: s.p.tokSpan(t)}
		// `"Name" token` looks the name up among tokens only.
		if n := s.peek(); !n.EOF() && n.Pos.Line == t.Pos.Line && word(n, "token") {
			s.next()
			r.Token = true
			r.Sp.End = s.p.tokSpan(n).End
		}
		return r
	case t.Type == tokType("Ident") && !optionWords[t.Value]:
		return &ast.SRef{Label: &ast.Ident{Name: t.Value, Sp: s.p.tokSpan(t)}, Sp: s.p.tokSpan(t)}
	}
	s.fail(t, "expected a label, a quoted card name or a player, found %s", describe(t))
	return nil
}

func (s *scn) refList(line int) []*ast.SRef {
	var out []*ast.SRef
	for {
		out = append(out, s.ref())
		if !s.sameLine(line) || s.peek().Value != "," {
			return out
		}
		s.next()
	}
}

var verbs = map[string]bool{"cast": true, "activate": true, "play": true, "pass": true, "attack": true, "block": true}

// step parses one step; nested is set for the action of an expectation
// (expect illegal …), which the expectation's own operands follow on the
// same line.
func (s *scn) step(nested bool) *ast.Step {
	t := s.peek()
	line := t.Pos.Line
	st := &ast.Step{}
	switch {
	case word(t, "resolve"):
		s.next()
		st.Verb = "resolve"
		s.options(st, line)
	case word(t, "goto"):
		s.next()
		st.Verb = "goto"
		st.GotoStep = s.ident("a step such as upkeep")
		if s.sameLine(line) && word(s.peek(), "turn") {
			s.next()
			st.GotoTurn = s.integer("a turn number")
		}
		s.options(st, line)
	case word(t, "expect"):
		s.next()
		st.Verb = "expect"
		st.Expect = s.expectation(line)
	case t.Type == tokType("Ident"):
		st.Actor = s.ident("a player")
		v := s.next()
		if !verbs[v.Value] {
			s.fail(v, "expected an action (cast, activate, play, pass, attack, block) after the player, found %s", describe(v))
		}
		st.Verb = v.Value
		switch v.Value {
		case "cast", "activate":
			st.Object = s.ref()
			s.options(st, line)
		case "play":
			// Choices made as the land enters ("you may have it enter as a
			// copy").
			st.Object = s.ref()
			s.options(st, line)
		case "pass":
			// Choices made while everyone passes (the order of triggers
			// that go on the stack).
			s.options(st, line)
		case "attack":
			st.Attackers = s.refList(line)
		case "block":
			for {
				b := s.ref()
				a := s.ref()
				st.Blocks = append(st.Blocks, [2]*ast.SRef{b, a})
				if !s.sameLine(line) || s.peek().Value != "," {
					break
				}
				s.next()
			}
		}
		if v.Value != "cast" && v.Value != "activate" && v.Value != "play" && v.Value != "pass" && !nested {
			s.endLine(line)
		}
	default:
		s.fail(t, "expected a step (a player's action, resolve, goto or expect), found %s", describe(t))
	}
	end := s.toks[s.i-1]
	st.Sp = ast.Span{Start: s.p.tokSpan(t).Start, End: s.p.tokSpan(end).End}
	return st
}

// options reads the play options of a cast, activate, resolve or goto.
func (s *scn) options(st *ast.Step, line int) {
	for s.sameLine(line) {
		t := s.peek()
		switch {
		case word(t, "ability"):
			s.next()
			st.Ability = s.integer("an ability number")
		case word(t, "x"):
			s.next()
			st.X = s.integer("a value of X")
		case word(t, "modes"):
			s.next()
			for {
				st.Modes = append(st.Modes, s.integer("a mode number"))
				if !s.sameLine(line) || s.peek().Value != "," {
					break
				}
				s.next()
			}
		case word(t, "target"):
			s.next()
			st.Targets = append(st.Targets, s.refList(line)...)
		case word(t, "pay"):
			s.next()
			for {
				pi := &ast.PayItem{Source: s.ref()}
				pi.Sp = pi.Source.Sp
				if s.sameLine(line) && word(s.peek(), "ability") {
					s.next()
					pi.Ability = s.integer("a mana ability number")
				}
				if s.sameLine(line) && s.peek().Type == tokType("Mana") {
					pi.Type = s.mana()
				}
				st.Pay = append(st.Pay, pi)
				if !s.sameLine(line) || s.peek().Value != "," {
					break
				}
				s.next()
			}
		case word(t, "choose"):
			s.next()
			for {
				st.Choose = append(st.Choose, s.answer(line))
				if !s.sameLine(line) || s.peek().Value != "," {
					break
				}
				s.next()
			}
		default:
			return
		}
	}
}

func (s *scn) answer(line int) *ast.Answer {
	t := s.peek()
	a := &ast.Answer{Sp: s.p.tokSpan(t)}
	switch {
	case word(t, "yes"), word(t, "no"):
		s.next()
		a.Word = t.Value
	case word(t, "order"):
		s.next()
		a.Word = "order"
		for {
			a.Order = append(a.Order, s.integer("an option number"))
			if !s.sameLine(line) || s.peek().Type != tokType("Int") {
				break
			}
		}
	case t.Type == tokType("Int"):
		a.Int = s.integer("an option number")
	case t.Type == tokType("Mana"):
		a.Mana = s.mana()
	default:
		a.Ref = s.ref()
	}
	return a
}

var expectWhat = map[string]string{
	"life": "player int", "zone": "ref word", "counters": "ref counter int", "pt": "ref pt",
	"base-power": "ref int", "damage": "ref int", "name": "ref str", "type": "ref str", "token": "ref word", "tapped": "ref word",
	"pool": "player mana|word", "could-produce": "ref mana|word", "attached": "ref ref|word", "stack": "int",
	"cards": "player word int", "mana-value": "ref int", "step": "word", "cost": "action mana", "illegal": "action str",
	"colors": "ref str", "abilities": "ref int", "winner": "player", "turn": "int", "permanents": "player str int", "draw": "word",
}

func (s *scn) expectation(line int) *ast.Expect {
	t := s.next()
	if t.Type != tokType("Ident") && t.Type != tokType("Keyword") {
		s.fail(t, "expected what to expect (%s), found %s", strings.Join(sortedKeysOf(expectWhat), ", "), describe(t))
	}
	shape, ok := expectWhat[t.Value]
	if !ok {
		s.fail(t, "unknown expectation %q%s", t.Value, Suggest(t.Value, sortedKeysOf(expectWhat)))
	}
	e := &ast.Expect{What: &ast.Ident{Name: t.Value, Sp: s.p.tokSpan(t)}}
	for _, part := range strings.Fields(shape) {
		if !s.sameLine(line) {
			s.fail(s.peek(), "expect %s needs: %s", t.Value, shape)
		}
		switch part {
		case "player", "ref":
			e.Subject = s.ref()
		case "int":
			e.Int = s.integer("a number")
		case "str":
			e.Str = s.str("a quoted value")
		case "pt":
			n := s.next()
			if n.Type != tokType("PT") {
				s.fail(n, "expected power/toughness such as 2/2, found %s", describe(n))
			}
			pw, tg, _ := strings.Cut(n.Value, "/")
			e.PT = &ast.PTLit{Power: pw, Toughness: tg, Sp: s.p.tokSpan(n)}
		case "word":
			e.Word = s.ident("a word")
		case "counter":
			n := s.next()
			if !counterWord(n) {
				s.fail(n, "expected a counter kind, found %s", describe(n))
			}
			e.Counter = n.Value
		case "mana|word":
			if s.peek().Type == tokType("Mana") {
				e.Mana = s.mana()
			} else {
				e.Word = s.ident("mana such as {G}, or empty/none")
			}
		case "ref|word":
			if w := s.peek(); word(w, "nothing") {
				e.Word = s.ident("nothing")
			} else {
				e.Str = nil
				r := s.ref()
				e.Word = nil
				e.Action = &ast.Step{Object: r}
			}
		case "action":
			e.Action = s.step(true)
			e.Action.Sp.End = s.p.tokSpan(s.toks[s.i-1]).End
		case "mana":
			e.Mana = s.mana()
		}
	}
	s.endLine(line)
	e.Sp = ast.Span{Start: s.p.tokSpan(t).Start, End: s.p.tokSpan(s.toks[s.i-1]).End}
	return e
}

func sortedKeysOf(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sortStrings(out)
	return out
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
