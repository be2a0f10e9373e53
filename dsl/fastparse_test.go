package dsl

import (
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/google/go-cmp/cmp"
)

// The hand-written parser must agree with the participle grammar: on any
// card's tokens, participle succeeds exactly when parseCardFast does, and
// then the two trees are equal, positions included.

// agreeArena is the arena agreeTokens parses with: one for all the
// cards, reset after each, as ParseFile uses it.
var agreeArena struct {
	sync.Mutex
	fpArena
}

// agreeTokens parses one card's tokens (type lines marked) with both
// parsers and returns what differs, or "".
func agreeTokens(toks []lexer.Token, eof lexer.Position) string {
	want, err := cardParser.ParseFromLexer(peeking(toks, eof))
	agreeArena.Lock()
	defer agreeArena.Unlock()
	defer agreeArena.reset()
	got, ok := agreeArena.parseCard(toks, eof)
	switch {
	case err == nil && !ok:
		return "participle parses the card, the fast parser doesn't"
	case err != nil && ok:
		return "the fast parser parses the card, participle doesn't: " + err.Error()
	case ok && !reflect.DeepEqual(want, got):
		// DeepEqual is as strict as cmp (a nil slice isn't an empty one),
		// and much faster; cmp says where they differ.
		return "trees differ (-participle +fast):\n" + cmp.Diff(want, got)
	}
	return ""
}

// cardChunks returns the card token runs ParseFile would hand parseCard
// (type lines marked), and the whole token stream as one more run, to try
// the parsers on something that isn't one card too. It returns nil for a
// source ParseFile stops at before parsing (nesting too deep).
func cardChunks(name string, src []byte) [][]lexer.Token {
	p := &parser{file: name, src: src}
	toks := p.dropInvalid(lex(name, string(src)))
	if !p.checkDepth(toks) {
		return nil
	}
	whole := markTypeLines(append([]lexer.Token(nil), toks...))
	chunks, _ := p.splitCards(toks)
	for i, c := range chunks {
		chunks[i] = markTypeLines(c)
	}
	return append(chunks, whole)
}

// agreeSource checks the parsers agree on every card of src, and returns
// the first disagreement.
func agreeSource(name string, src []byte) string {
	p := &parser{file: name, src: src}
	for _, c := range cardChunks(name, src) {
		if d := agreeTokens(c, p.endOf(c)); d != "" {
			return d
		}
	}
	return ""
}

// scenarioCards returns the token runs of the cards inline in a scenario
// file, cut as the scenario parser cuts them.
func scenarioCards(name string, src []byte) [][]lexer.Token {
	toks := lex(name, string(src))
	var out [][]lexer.Token
	for i := 0; i < len(toks); i++ {
		if toks[i].Type != tKeyword || toks[i].Value != "card" {
			continue
		}
		depth := 0
		for j := i + 1; j < len(toks) && !toks[j].EOF(); j++ {
			switch toks[j].Value {
			case "{":
				depth++
			case "}":
				depth--
			}
			if depth == 0 && toks[j].Value == "}" {
				out = append(out, markTypeLines(toks[i:j+1]))
				i = j
				break
			}
		}
	}
	return out
}

// agreementCorpus returns the card sources the parsers are compared on:
// the pool, the bad-input corpus and the format tests' files (the
// scenarios' cards are cut out of them by scenarioCards).
func agreementCorpus(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, n := range scanInputs(t) {
		src, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		out[n] = src
	}
	return out
}

// mutations returns variants of src made at its token boundaries: each
// token deleted, each prefix, and n random edits (a token doubled,
// swapped with the next, replaced by or preceded by a fragment of the
// grammar or another token of the file, a line break inserted).
func mutations(src string, n int, rng *rand.Rand) []string {
	var toks []lexer.Token
	for _, t := range lex("m", src) {
		if t.Type != tWhitespace && !t.EOF() {
			toks = append(toks, t)
		}
	}
	if len(toks) == 0 {
		return nil
	}
	fragments := []string{
		",", "(", ")", "{", "}", ":", "—", "-", "as", "as x", "to", "card", "x", "1", "2/2", `"s"`, "{G}",
		"cost", "type", "pt", "loyalty", "loyalty 3", "color", "text", "keyword", "static {", "triggered", "mana",
		"back", "token", "target", "effect", "when", "if", "choose", "choose 1 to 2", "mode {", "f(", "f()",
		"f(x:", "\n", "//c\n", "Creature", "static { effect x }",
	}
	span := func(i int) (int, int) {
		return toks[i].Pos.Offset, toks[i].Pos.Offset + len(toks[i].Value)
	}
	var out []string
	for i := range toks {
		a, b := span(i)
		out = append(out, src[:a]+src[b:], src[:b])
	}
	for k := 0; k < n; k++ {
		i := rng.Intn(len(toks))
		a, b := span(i)
		var v string
		switch rng.Intn(6) {
		case 0:
			v = src[:b] + " " + src[a:]
		case 1:
			if i+1 < len(toks) {
				c, d := span(i + 1)
				v = src[:a] + src[c:d] + src[b:c] + src[a:b] + src[d:]
			}
		case 2:
			v = src[:a] + fragments[rng.Intn(len(fragments))] + src[b:]
		case 3:
			v = src[:a] + fragments[rng.Intn(len(fragments))] + " " + src[a:]
		case 4:
			c, d := span(rng.Intn(len(toks)))
			v = src[:a] + src[c:d] + " " + src[a:]
		case 5:
			v = src[:a] + "\n" + src[a:]
		}
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// TestFastParserAgrees compares the two parsers on every card file of the
// repository, the cards inline in the golden scenarios, and many
// mutations of them.
func TestFastParserAgrees(t *testing.T) {
	corpus := agreementCorpus(t)
	n := 100
	if testing.Short() {
		n = 20
	}
	rng := rand.New(rand.NewSource(1))
	parsed := 0
	for name, src := range corpus {
		if strings.HasSuffix(name, ".scenario") {
			continue
		}
		if d := agreeSource(name, src); d != "" {
			t.Errorf("%s: %s", name, d)
		}
		if strings.HasPrefix(name, "testdata/errors/") {
			continue // already broken: mutate the good cards
		}
		for _, m := range mutations(string(src), n, rng) {
			if d := agreeSource(name, []byte(m)); d != "" {
				t.Errorf("%s, mutated: %s\ninput:\n%s", name, d, m)
				return
			}
		}
		if !strings.HasPrefix(name, "../cards/") {
			continue
		}
		p := &parser{file: name, src: src}
		for _, c := range cardChunks(name, src) {
			if _, ok := parseCardFast(c, p.endOf(c)); !ok {
				t.Errorf("%s: the fast parser fails on a pool card", name)
			}
			parsed++
		}
	}
	if parsed < 40 {
		t.Errorf("only %d pool cards parsed", parsed)
	}
	inline := 0
	for name, src := range corpus {
		if !strings.HasSuffix(name, ".scenario") {
			continue
		}
		p := &parser{file: name, src: src}
		for _, c := range scenarioCards(name, src) {
			inline++
			if d := agreeTokens(c, p.endOf(c)); d != "" {
				t.Errorf("%s: %s", name, d)
			}
			if _, ok := parseCardFast(c, p.endOf(c)); !ok {
				t.Errorf("%s: the fast parser fails on an inline card", name)
			}
		}
	}
	if inline == 0 {
		t.Error("no inline cards found in the golden scenarios")
	}
}

// FuzzParserAgree compares the two parsers on arbitrary sources, seeded
// with the pool.
func FuzzParserAgree(f *testing.F) {
	files, _ := filepath.Glob("../cards/*.card")
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 8<<10 {
			return
		}
		if d := agreeSource("fuzz.card", []byte(src)); d != "" {
			t.Fatal(d)
		}
	})
}

// TestFastParserCases pins the places where the grammar backtracks or
// stops short, on both parsers: whether the card parses, and that they
// agree.
func TestFastParserCases(t *testing.T) {
	for _, c := range []struct {
		src string
		ok  bool
	}{
		{`card "A" { }`, true},
		{`card "A" {}`, false}, // "{}" is a mana symbol
		{`card "A" { } x`, false},
		{`card "A" {`, false},
		{`card "A"`, false},
		{`card { }`, false},
		{"card \"A\" { // c\n  effect x // d\n}\n// e\n", true},
		{`card "A" { cost {2}{G} {1} }`, true},
		{`card "A" { cost 2G }`, true}, // a clause; lowering rejects it
		{`card "A" { cost }`, false},
		{`card "A" { effect f (x) }`, true},
		{`card "A" { effect f() }`, true},
		{`card "A" { effect f(a: b, c) as y, z }`, true},
		{`card "A" { effect f(a: ) }`, false},
		{`card "A" { effect f(a, ) }`, false},
		{`card "A" { effect f(, ) }`, false},
		{`card "A" { effect f(static { effect x }) }`, true},
		{`card "A" { effect (a b) c }`, true},
		{`card "A" { effect ( ) }`, false},
		{`card "A" { effect to(1), loyalty }`, true},
		{`card "A" { target x as }`, false},
		{`card "A" { target x as as }`, false},
		{"card \"A\" { keyword flying,\n  static { effect x } }", true},
		{`card "A" { keyword flying, }`, false},
		{`card "A" { keyword static { } }`, true},
		{`card "A" { color blue, red }`, true},
		{`card "A" { color blue, }`, false},
		{`card "A" { text "a" "b" "c" }`, true},
		{`card "A" { text }`, false},
		{`card "A" { loyalty 3 pt 1/1 pt */* }`, true},
		{"card \"A\" { type Legendary Creature — Elf Druid\n  pt 1/1 }", true},
		{"card \"A\" { type Creature —\n  pt 1/1 }", false},
		{"card \"A\" { type Creature - Elf - Druid }", false},
		{`card "A" { back "B" { pt 1/1 } token t { effect x } }`, true},
		{`card "A" { back { } }`, false},
		{`card "A" { mode { effect x } choose 1 to 2 }`, true},
		{`card "A" { choose 1 to }`, false},
		{`card "A" { choose 1 2 }`, false},
		{`card "A" { static { mode { target x effect y } } }`, true},
		{`card "A" { triggered { when x(self) if y effect z } replacement { replace a effect b } }`, true},
		{`card "A" { static { effect x } effect y }`, true},
		{`card "A" { static effect x }`, false},
	} {
		toks := markTypeLines(lex("t.card", c.src))
		eof := (&parser{file: "t.card", src: []byte(c.src)}).endOf(toks)
		if d := agreeTokens(toks, eof); d != "" {
			t.Errorf("%s: %s", c.src, d)
		}
		if _, err := cardParser.ParseFromLexer(peeking(toks, eof)); (err == nil) != c.ok {
			t.Errorf("%s: participle's error is %v, want ok = %v", c.src, err, c.ok)
		}
	}
}
