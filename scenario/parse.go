package scenario

import (
	"strconv"
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// Parse parses a scenario file: one `scenario "name" { … }` whose body
// holds covers lines, scenario-local cards, a setup block and one step a
// line. It uses the card language's lexer; card definitions inside it go
// through the card parser.
func Parse(filename string, src []byte) (*Scenario, dsl.Diagnostics) {
	lx, diags := dsl.Lex(filename, src)
	if len(diags) > 0 {
		return nil, diags
	}
	s := &scn{file: filename, lx: lx, toks: lx.List}
	var sc *Scenario
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
	s.diags.Sort()
	if len(s.diags) > 0 {
		return nil, s.diags
	}
	return sc, nil
}

type scnStop struct{}

type scn struct {
	file  string
	diags dsl.Diagnostics
	lx    *dsl.Lexed
	toks  []dsl.Lexeme
	i     int
}

// counterWord reports whether t can name a counter kind: +1/+1, a word, or
// a word the lexer took for a field keyword before a number (`loyalty 3`).
func counterWord(t dsl.Lexeme) bool {
	return t.Kind == dsl.LexPT || t.Kind == dsl.LexIdent || t.Kind == dsl.LexKeyword
}

func (s *scn) eof() bool { return s.i >= len(s.toks) }

func (s *scn) peek() dsl.Lexeme {
	if s.eof() {
		return s.lx.EOF
	}
	return s.toks[s.i]
}

func (s *scn) next() dsl.Lexeme {
	t := s.peek()
	if !s.eof() {
		s.i++
	}
	return t
}

func (s *scn) fail(t dsl.Lexeme, format string, args ...any) {
	s.diags.Add(s.file, t.Span, format, args...)
	panic(scnStop{})
}

// word reports whether t is the word w (an identifier or a keyword).
func word(t dsl.Lexeme, w string) bool {
	return (t.Kind == dsl.LexIdent || t.Kind == dsl.LexKeyword) && t.Value == w
}

func (s *scn) expect(w string) dsl.Lexeme {
	t := s.next()
	if t.Value != w || t.Kind == dsl.LexEOF {
		s.fail(t, "expected %q, found %s", w, t.Describe())
	}
	return t
}

func (s *scn) ident(what string) *ast.Ident {
	t := s.next()
	if t.Kind != dsl.LexIdent {
		s.fail(t, "expected %s, found %s", what, t.Describe())
	}
	return &ast.Ident{Name: t.Value, Sp: t.Span}
}

func (s *scn) str(what string) *ast.StringLit {
	t := s.next()
	if t.Kind != dsl.LexString {
		s.fail(t, "expected %s, found %s", what, t.Describe())
	}
	v, err := strconv.Unquote(t.Value)
	if err != nil {
		s.fail(t, "invalid string %s", t.Value)
	}
	return &ast.StringLit{Raw: t.Value, Value: v, Sp: t.Span}
}

func (s *scn) integer(what string) *ast.IntLit {
	t := s.next()
	if t.Kind != dsl.LexInt {
		s.fail(t, "expected %s, found %s", what, t.Describe())
	}
	n, err := strconv.Atoi(t.Value)
	if err != nil || n > 1_000_000 {
		s.fail(t, "number %s is too large", t.Value)
	}
	return &ast.IntLit{Text: t.Value, Value: n, Sp: t.Span}
}

func (s *scn) mana() *ast.ManaLit {
	t := s.peek()
	if t.Kind != dsl.LexMana {
		s.fail(t, "expected mana such as {G}, found %s", t.Describe())
	}
	m := &ast.ManaLit{}
	start := t.Span.Start
	for s.peek().Kind == dsl.LexMana {
		t := s.next()
		m.Symbols = append(m.Symbols, ast.NewManaSymbol(t.Value[1:len(t.Value)-1], t.Span))
	}
	m.Sp = ast.Span{Start: start, End: m.Symbols[len(m.Symbols)-1].Sp.End}
	return m
}

// manaCounted reads mana whose symbols may each carry a count written
// right after it, `{G}x205891132094649` (as the log prints a large amount),
// and returns the units each symbol stands for.
func (s *scn) manaCounted() (*ast.ManaLit, []int) {
	t := s.peek()
	if t.Kind != dsl.LexMana {
		s.fail(t, "expected mana such as {G}, found %s", t.Describe())
	}
	m := &ast.ManaLit{}
	var times []int
	for s.peek().Kind == dsl.LexMana {
		t := s.next()
		m.Symbols = append(m.Symbols, ast.NewManaSymbol(t.Value[1:len(t.Value)-1], t.Span))
		n := 1
		if c := s.peek(); c.Kind == dsl.LexIdent && c.Span.Start == t.Span.End && len(c.Value) > 1 && c.Value[0] == 'x' {
			v, err := strconv.Atoi(c.Value[1:])
			if err != nil || v < 1 {
				s.fail(c, "expected a count after the symbol, such as {G}x12, found %s", c.Describe())
			}
			s.next()
			n = v
		}
		times = append(times, n)
	}
	m.Sp = ast.Span{Start: t.Span.Start, End: m.Symbols[len(m.Symbols)-1].Sp.End}
	return m, times
}

// sameLine reports whether the next token is on line l (and not a "}").
func (s *scn) sameLine(l int) bool {
	t := s.peek()
	return t.Kind != dsl.LexEOF && t.Span.Start.Line == l && t.Value != "}"
}

func (s *scn) endLine(l int) {
	if s.sameLine(l) {
		s.fail(s.peek(), "unexpected %s at the end of the line", s.peek().Describe())
	}
}

func (s *scn) scenario() *Scenario {
	start := s.expect("scenario")
	sc := &Scenario{Name: s.str("the scenario's quoted name")}
	s.expect("{")
	for {
		t := s.peek()
		switch {
		case t.Kind == dsl.LexEOF:
			s.fail(t, "unexpected end of file; a %q is missing", "}")
		case t.Value == "}":
			end := s.next()
			sc.Sp = ast.Span{Start: start.Span.Start, End: end.Span.End}
			if !s.eof() {
				s.fail(s.peek(), "a scenario file holds one scenario; unexpected %s after it", s.peek().Describe())
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
			s.endLine(t.Span.Start.Line)
		case word(t, "card"):
			sc.Cards = append(sc.Cards, s.card())
		case word(t, "setup"):
			if sc.Setup != nil {
				s.fail(t, "duplicate setup block")
			}
			sc.Setup = s.setup()
		default:
			if sc.Setup == nil {
				s.fail(t, "expected covers, card or setup before the steps, found %s", t.Describe())
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
		if t.Kind == dsl.LexEOF {
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
	c, diags := s.lx.ParseCard(first, s.i)
	if len(diags) > 0 {
		s.diags = append(s.diags, diags...)
		panic(scnStop{})
	}
	return c
}

func (s *scn) setup() *Setup {
	start := s.expect("setup")
	su := &Setup{}
	s.expect("{")
	for {
		t := s.peek()
		switch {
		case t.Value == "}":
			end := s.next()
			su.Sp = ast.Span{Start: start.Span.Start, End: end.Span.End}
			if su.Turn == nil {
				s.fail(start, "setup needs a turn line: turn <number> <active player> <step>")
			}
			return su
		case word(t, "turn"):
			s.next()
			su.Turn = s.integer("the turn number")
			su.Active = s.ident("the active player")
			su.Step = s.ident("a step such as main1")
			s.endLine(t.Span.Start.Line)
		case word(t, "player"):
			su.Players = append(su.Players, s.playerSetup())
		case word(t, "limit"):
			s.next()
			su.Limit = s.integer("the most actions the game may take")
			s.endLine(t.Span.Start.Line)
		default:
			s.fail(t, "expected turn, limit or player in setup, found %s", t.Describe())
		}
	}
}

func (s *scn) playerSetup() *PlayerSetup {
	start := s.expect("player")
	ps := &PlayerSetup{Name: s.ident("the player's name")}
	s.expect("{")
	for {
		t := s.peek()
		switch {
		case t.Value == "}":
			end := s.next()
			ps.Sp = ast.Span{Start: start.Span.Start, End: end.Span.End}
			return ps
		case word(t, "life"):
			s.next()
			ps.Life = s.integer("a life total")
			s.endLine(t.Span.Start.Line)
		case word(t, "library"), word(t, "hand"), word(t, "battlefield"), word(t, "graveyard"), word(t, "exile"):
			s.next()
			z := &ZoneSetup{Zone: &ast.Ident{Name: t.Value, Sp: t.Span}}
			for s.sameLine(t.Span.Start.Line) {
				z.Objects = append(z.Objects, s.objSetup(t.Span.Start.Line))
				if s.peek().Value == "," {
					s.next()
					if !s.sameLine(t.Span.Start.Line) && s.peek().Kind != dsl.LexString {
						s.fail(s.peek(), "expected a card after %q", ",")
					}
					continue
				}
				break
			}
			s.endLine(t.Span.Start.Line)
			ps.Zones = append(ps.Zones, z)
		default:
			s.fail(t, "expected life or a zone (library, hand, battlefield, graveyard, exile), found %s", t.Describe())
		}
	}
}

func (s *scn) objSetup(line int) *ObjSetup {
	o := &ObjSetup{Card: s.str("a quoted card name")}
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
		case word(t, "prepared"):
			o.Prepared = true
		case word(t, "counters"):
			k := s.next()
			if !counterWord(k) {
				s.fail(k, "expected a counter kind such as +1/+1, found %s", k.Describe())
			}
			o.Counters = append(o.Counters, &CounterSetup{Kind: k.Value, Count: s.integer("a number of counters"), Sp: k.Span})
		case word(t, "attached"):
			o.Attached = s.ref()
		default:
			s.fail(t, "unexpected %s; a card may be followed by as, tapped, sick, transformed, prepared, counters or attached", t.Describe())
		}
	}
	return o
}

// optionWords end a reference list; they can't be labels.
var optionWords = map[string]bool{"ability": true, "x": true, "kicked": true, "bargain": true, "convoke": true, "delve": true, "divide": true, "alternative": true, "modes": true, "target": true, "pay": true, "choose": true, "turn": true, "face-down": true}

func (s *scn) ref() *SRef {
	t := s.next()
	switch {
	case t.Kind == dsl.LexString:
		v, _ := strconv.Unquote(t.Value)
		r := &SRef{Name: &ast.StringLit{Raw: t.Value, Value: v, Sp: t.Span}, Sp: t.Span}
		// `"Name" token` looks the name up among tokens only.
		if n := s.peek(); n.Kind != dsl.LexEOF && n.Span.Start.Line == t.Span.Start.Line && word(n, "token") {
			s.next()
			r.Token = true
			r.Sp.End = n.Span.End
		}
		return r
	case t.Kind == dsl.LexIdent && !optionWords[t.Value]:
		return &SRef{Label: &ast.Ident{Name: t.Value, Sp: t.Span}, Sp: t.Span}
	}
	s.fail(t, "expected a label, a quoted card name or a player, found %s", t.Describe())
	return nil
}

func (s *scn) refList(line int) []*SRef {
	var out []*SRef
	for {
		out = append(out, s.ref())
		if !s.sameLine(line) || s.peek().Value != "," {
			return out
		}
		s.next()
	}
}

// attacks parses an attack step's list: attackers separated by commas,
// each optionally followed by `at` and what it attacks (CR 508.1b).
func (s *scn) attacks(st *Step, line int) {
	for {
		st.Attackers = append(st.Attackers, s.ref())
		var at *SRef
		if s.sameLine(line) && word(s.peek(), "at") {
			s.next()
			at = s.ref()
		}
		st.AttackAt = append(st.AttackAt, at)
		if !s.sameLine(line) || s.peek().Value != "," {
			return
		}
		s.next()
	}
}

var verbs = map[string]bool{"cast": true, "activate": true, "play": true, "pass": true, "attack": true, "block": true, "turn-face-up": true}

// step parses one step; nested is set for the action of an expectation
// (expect illegal …), which the expectation's own operands follow on the
// same line.
func (s *scn) step(nested bool) *Step {
	t := s.peek()
	line := t.Span.Start.Line
	st := &Step{}
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
	case t.Kind == dsl.LexIdent:
		st.Actor = s.ident("a player")
		v := s.next()
		if !verbs[v.Value] {
			s.fail(v, "expected an action (cast, activate, play, pass, attack, block, turn-face-up) after the player, found %s", v.Describe())
		}
		st.Verb = v.Value
		switch v.Value {
		case "cast", "activate", "turn-face-up":
			// turn-face-up: the special action of turning a face-down
			// permanent face up (CR 116.2b), with its payment.
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
			s.attacks(st, line)
			// Choices made as the attack triggers go on the stack (their
			// targets).
			if word(s.peek(), "choose") && s.sameLine(line) {
				s.options(st, line)
			}
		case "block":
			for {
				b := s.ref()
				a := s.ref()
				st.Blocks = append(st.Blocks, [2]*SRef{b, a})
				if !s.sameLine(line) || s.peek().Value != "," {
					break
				}
				s.next()
			}
			// Choices made as the block triggers go on the stack (their
			// targets).
			if word(s.peek(), "choose") && s.sameLine(line) {
				s.options(st, line)
			}
		}
		if v.Value != "cast" && v.Value != "activate" && v.Value != "turn-face-up" && v.Value != "play" && v.Value != "pass" && !nested && (v.Value != "attack" && v.Value != "block" || len(st.Choose) == 0) {
			s.endLine(line)
		}
	default:
		s.fail(t, "expected a step (a player's action, resolve, goto or expect), found %s", t.Describe())
	}
	end := s.toks[s.i-1]
	st.Sp = ast.Span{Start: t.Span.Start, End: end.Span.End}
	return st
}

// options reads the play options of a cast, activate, resolve or goto.
func (s *scn) options(st *Step, line int) {
	for s.sameLine(line) {
		t := s.peek()
		switch {
		case word(t, "ability"):
			s.next()
			st.Ability = s.integer("an ability number")
		case word(t, "x"):
			s.next()
			st.X = s.integer("a value of X")
		case word(t, "kicked"):
			s.next()
			st.Kicked = s.integer("how many times the spell is kicked")
		case word(t, "bargain"):
			s.next()
			st.Bargain = s.ref()
		case word(t, "convoke"):
			s.next()
			st.Convoke = append(st.Convoke, s.payItems(line)...)
		case word(t, "alternative"):
			st.Alternative = &ast.Ident{Name: "alternative", Sp: s.next().Span}
		case word(t, "half"), word(t, "fused"), word(t, "adventure"), word(t, "prepared"), word(t, "back"), word(t, "face-down"):
			if st.Face != nil {
				s.fail(t, "the face cast is already given (%s)", st.Face.Name)
			}
			st.Face = &ast.Ident{Name: t.Value, Sp: s.next().Span}
			if t.Value == "half" {
				st.Half = s.integer("a half's number, 1 or 2")
			}
		case word(t, "divide"):
			s.next()
			st.Divide = append(st.Divide, s.integers(line, "a target's share")...)
		case word(t, "delve"):
			s.next()
			st.Delve = append(st.Delve, s.refList(line)...)
		case word(t, "modes"):
			s.next()
			st.Modes = append(st.Modes, s.integers(line, "a mode number")...)
		case word(t, "target"):
			s.next()
			st.Targets = append(st.Targets, s.refList(line)...)
		case word(t, "pay"):
			s.next()
			if s.sameLine(line) && word(s.peek(), "auto") {
				// The automatic payer picks the sources (package autopay).
				st.PayAuto = &ast.Ident{Name: "auto", Sp: s.next().Span}
				continue
			}
			st.Pay = append(st.Pay, s.payItems(line)...)
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

// integers reads a list of numbers separated by commas: `1, 2`.
func (s *scn) integers(line int, what string) []*ast.IntLit {
	var out []*ast.IntLit
	for {
		out = append(out, s.integer(what))
		if !s.sameLine(line) || s.peek().Value != "," {
			return out
		}
		s.next()
	}
}

// payItems reads a list of objects that pay, each optionally with its
// mana ability's number and the type of mana it pays: `f1, birds {G}`.
func (s *scn) payItems(line int) []*PayItem {
	var out []*PayItem
	for {
		pi := &PayItem{Source: s.ref()}
		pi.Sp = pi.Source.Sp
		if s.sameLine(line) && word(s.peek(), "ability") {
			s.next()
			pi.Ability = s.integer("a mana ability number")
		}
		if s.sameLine(line) && s.peek().Kind == dsl.LexMana {
			pi.Type = s.mana()
		}
		out = append(out, pi)
		if !s.sameLine(line) || s.peek().Value != "," {
			return out
		}
		s.next()
	}
}

// answerWords are the options a choice names by a word: yes or no, and
// done to stop choosing (a search that finds fewer cards than it may).
var answerWords = map[string]bool{"yes": true, "no": true, "done": true, "nothing": true}

func (s *scn) answer(line int) *Answer {
	t := s.peek()
	a := &Answer{Sp: t.Span}
	switch {
	case answerWords[t.Value] && word(t, t.Value):
		s.next()
		a.Word = t.Value
	case word(t, "order"):
		s.next()
		a.Word = "order"
		for {
			a.Order = append(a.Order, s.integer("an option number"))
			if !s.sameLine(line) || s.peek().Kind != dsl.LexInt {
				break
			}
		}
	case t.Kind == dsl.LexInt:
		a.Int = s.integer("an option number")
	case t.Kind == dsl.LexMana:
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
	"colors": "ref str", "abilities": "ref int", "winner": "player", "monarch": "player", "turn": "int", "permanents": "player str int", "draw": "word",
}

func (s *scn) expectation(line int) *Expect {
	t := s.next()
	if t.Kind != dsl.LexIdent && t.Kind != dsl.LexKeyword {
		s.fail(t, "expected what to expect (%s), found %s", strings.Join(sortedKeysOf(expectWhat), ", "), t.Describe())
	}
	shape, ok := expectWhat[t.Value]
	if !ok {
		s.fail(t, "unknown expectation %q%s", t.Value, dsl.Suggest(t.Value, sortedKeysOf(expectWhat)))
	}
	e := &Expect{What: &ast.Ident{Name: t.Value, Sp: t.Span}}
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
			if n.Kind != dsl.LexPT {
				s.fail(n, "expected power/toughness such as 2/2, found %s", n.Describe())
			}
			pw, tg, _ := strings.Cut(n.Value, "/")
			e.PT = ast.NewPTLit(pw, tg, n.Span)
		case "word":
			e.Word = s.ident("a word")
		case "counter":
			n := s.next()
			if !counterWord(n) {
				s.fail(n, "expected a counter kind, found %s", n.Describe())
			}
			e.Counter = n.Value
		case "mana|word":
			if s.peek().Kind == dsl.LexMana {
				e.Mana, e.Times = s.manaCounted()
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
				e.Action = &Step{Object: r}
			}
		case "action":
			e.Action = s.step(true)
			e.Action.Sp.End = s.toks[s.i-1].Span.End
		case "mana":
			e.Mana = s.mana()
		}
	}
	s.endLine(line)
	e.Sp = ast.Span{Start: t.Span.Start, End: s.toks[s.i-1].Span.End}
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
