package lsp

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"cardc/dsl"
	"cardc/stdlib"
)

var update = flag.Bool("update", false, "rewrite the TextMate grammar from the records")

const grammarFile = "../editors/vscode/syntaxes/cardc.tmLanguage.json"

// The scopes the grammar gives, checked below.
const (
	scopeComment   = "comment.line.double-slash.cardc"
	scopeString    = "string.quoted.double.cardc"
	scopeMana      = "constant.other.symbol.mana.cardc"
	scopePT        = "constant.numeric.pt.cardc"
	scopeInt       = "constant.numeric.integer.cardc"
	scopeKeyword   = "keyword.control.cardc"
	scopeScenario  = "keyword.control.scenario.cardc"
	scopePrimitive = "support.function.primitive.cardc"
	scopeAbility   = "keyword.other.ability.cardc"
	scopeFilter    = "support.type.filter.cardc"
	scopeType      = "entity.name.type.cardc"
	scopeName      = "variable.other.cardc"
)

// scenarioWords are the words that begin a scenario's blocks and steps.
var scenarioWords = []string{"scenario", "covers", "setup", "player", "limit", "cast", "activate", "play", "pass", "resolve", "goto", "attack", "block", "expect", "pay"}

// wordEnd ends a word pattern: the next character doesn't continue the
// name (with-counter is one word). It is Oniguruma's lookahead, which Go's
// regexp lacks: the tokenizer below checks it by hand.
const wordEnd = `(?![\w'-])`

type tmPattern struct {
	Name    string `json:"name,omitempty"`
	Match   string `json:"match,omitempty"`
	Include string `json:"include,omitempty"`
}

type tmGrammar struct {
	Schema     string               `json:"$schema"`
	Name       string               `json:"name"`
	ScopeName  string               `json:"scopeName"`
	FileTypes  []string             `json:"fileTypes"`
	Patterns   []tmPattern          `json:"patterns"`
	Repository map[string]tmPattern `json:"repository"`
}

// words is an alternation of words, the longest first so that a word
// isn't cut short by another it begins with.
func words(ws []string) string {
	ws = slices.Clone(ws)
	slices.SortFunc(ws, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
	ws = slices.Compact(ws)
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = regexp.QuoteMeta(w)
	}
	return `\b(?:` + strings.Join(q, "|") + `)` + wordEnd
}

// makeGrammar builds the grammar from the language's own tables: the
// reserved words, the records of stdlib and the vocabulary of types, so
// that a new primitive is highlighted once the grammar is regenerated
// (go test ./lsp -run Grammar -update).
func makeGrammar() tmGrammar {
	var prims, abilities, filters []string
	for _, pr := range stdlib.Table() {
		switch pr.Kind {
		case dsl.Function:
			prims = append(prims, pr.Name)
		case dsl.KeywordAbility:
			abilities = append(abilities, pr.Name)
		case dsl.FilterWord:
			filters = append(filters, pr.Name)
		}
	}
	var types []string
	for _, w := range stdlib.VocabularyWords() {
		if regexp.MustCompile(`^[A-Z][A-Za-z' -]*$`).MatchString(w) {
			types = append(types, w)
		}
	}
	repo := map[string]tmPattern{
		"comment":   {Name: scopeComment, Match: `//.*$`},
		"string":    {Name: scopeString, Match: `"(?:\\.|[^"\\])*"?`},
		"mana":      {Name: scopeMana, Match: `\{[^{}\s]*\}`},
		"pt":        {Name: scopePT, Match: `[+-]?(?:\d+|\*)/[+-]?(?:\d+|\*)`},
		"int":       {Name: scopeInt, Match: `\b\d+\b`},
		"keyword":   {Name: scopeKeyword, Match: words(dsl.Keywords)},
		"scenario":  {Name: scopeScenario, Match: words(scenarioWords)},
		"ability":   {Name: scopeAbility, Match: words(abilities)},
		"primitive": {Name: scopePrimitive, Match: words(prims)},
		"filter":    {Name: scopeFilter, Match: words(filters)},
		"type":      {Name: scopeType, Match: words(types)},
		"name":      {Name: scopeName, Match: `[A-Za-z_][\w'-]*`},
	}
	var pats []tmPattern
	for _, k := range []string{"comment", "string", "mana", "pt", "int", "keyword", "primitive", "scenario", "ability", "filter", "type", "name"} {
		pats = append(pats, tmPattern{Include: "#" + k})
	}
	return tmGrammar{
		Schema:     "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
		Name:       "cardc",
		ScopeName:  "source.cardc",
		FileTypes:  []string{"card", "scenario"},
		Patterns:   pats,
		Repository: repo,
	}
}

func TestGrammarUpToDate(t *testing.T) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(makeGrammar()); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(grammarFile, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(grammarFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, buf.Bytes()) {
		t.Errorf("%s is not what the records make; run go test ./lsp -run Grammar -update", grammarFile)
	}
}

// rule is a grammar pattern compiled with Go's regexp.
type rule struct {
	scope   string
	re      *regexp.Regexp
	wordEnd bool
}

func loadRules(t *testing.T) []rule {
	t.Helper()
	b, err := os.ReadFile(grammarFile)
	if err != nil {
		t.Fatal(err)
	}
	var g tmGrammar
	if err := json.Unmarshal(b, &g); err != nil {
		t.Fatal(err)
	}
	var out []rule
	for _, p := range g.Patterns {
		r := g.Repository[strings.TrimPrefix(p.Include, "#")]
		src, we := strings.CutSuffix(r.Match, wordEnd)
		re, err := regexp.Compile(src)
		if err != nil {
			t.Fatalf("%s: %v", p.Include, err)
		}
		out = append(out, rule{scope: r.Name, re: re, wordEnd: we})
	}
	return out
}

// tokenize gives every byte of a line the scope of the pattern that
// matches there, as a TextMate engine does with a flat list of match
// patterns: the earliest match wins, ties go to the first pattern.
func tokenize(rules []rule, line string) []string {
	scopes := make([]string, len(line))
	// next[i] is rule i's next match at or after pos ({-1,-1}: none).
	next := make([][2]int, len(rules))
	for i := range next {
		next[i] = [2]int{-2, 0}
	}
	for pos := 0; pos < len(line); {
		best := -1
		for i, r := range rules {
			if next[i][0] != -1 && next[i][0] < pos {
				next[i] = r.find(line, pos)
			}
			if m := next[i]; m[0] >= 0 && (best < 0 || m[0] < next[best][0]) {
				best = i
			}
		}
		if best < 0 {
			break
		}
		m := next[best]
		for j := m[0]; j < m[1]; j++ {
			scopes[j] = rules[best].scope
		}
		pos = m[1]
	}
	return scopes
}

// find is the rule's first non-empty match in line at or after from.
func (r rule) find(line string, from int) [2]int {
	for from < len(line) {
		m := r.re.FindStringIndex(line[from:])
		if m == nil {
			break
		}
		start, end := from+m[0], from+m[1]
		if end > start && !(r.wordEnd && end < len(line) && isWordByte(line[end]) && !strings.ContainsRune("+/*", rune(line[end]))) {
			return [2]int{start, end}
		}
		from = start + 1
	}
	return [2]int{-1, -1}
}

// TestGrammarScopes tokenizes the pool and the golden scenarios with the
// grammar and checks the scope of every reserved word, string, mana
// symbol, primitive and comment, as the language's own lexer finds them.
func TestGrammarScopes(t *testing.T) {
	rules := loadRules(t)
	files, _ := filepath.Glob("../cards/*.card")
	scens, _ := filepath.Glob("../golden/*.scenario")
	files = append(files, scens...)
	if len(files) < 50 {
		t.Fatalf("only %d files", len(files))
	}
	prims := map[string]bool{}
	for _, pr := range stdlib.Table() {
		if pr.Kind == dsl.Function {
			prims[pr.Name] = true
		}
	}
	counts := map[string]int{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		l := newLines(string(src))
		lineScopes := make([][]string, len(l.starts))
		for i := range l.starts {
			lineScopes[i] = tokenize(rules, string(src[l.starts[i]:l.lineEnd(i)]))
		}
		check := func(what, text string, line, col int, want string) {
			t.Helper()
			sc := lineScopes[line-1]
			for j := col - 1; j < col-1+len(text) && j < len(sc); j++ {
				if sc[j] != want {
					t.Errorf("%s:%d:%d: %s %q has scope %q at byte %d, want %q", file, line, col, what, text, sc[j], j-col+1, want)
					return
				}
			}
			counts[want]++
		}
		lx, diags := dsl.Lex(file, src)
		if len(diags) > 0 {
			t.Fatalf("%s: %v", file, diags)
		}
		for _, tok := range lx.List {
			p := tok.Span.Start
			switch {
			case tok.Kind == dsl.LexKeyword && tok.Value != "loyalty" && tok.Value != "defense":
				check("keyword", tok.Value, p.Line, p.Col, scopeKeyword)
			case tok.Kind == dsl.LexString:
				check("string", tok.Value, p.Line, p.Col, scopeString)
			case tok.Kind == dsl.LexMana:
				check("mana symbol", tok.Value, p.Line, p.Col, scopeMana)
			case tok.Kind == dsl.LexIdent && prims[tok.Value] && !strings.HasSuffix(file, ".scenario"):
				check("primitive", tok.Value, p.Line, p.Col, scopePrimitive)
			case tok.Kind == dsl.LexIdent && slices.Contains(scenarioWords[:4], tok.Value) && strings.HasSuffix(file, ".scenario"):
				check("scenario word", tok.Value, p.Line, p.Col, scopeScenario)
			}
		}
		for i := range l.starts {
			line := string(src[l.starts[i]:l.lineEnd(i)])
			if at, _, _ := scanLine(line); at >= 0 {
				check("comment", line[at:], i+1, at+1, scopeComment)
			}
		}
	}
	for _, s := range []string{scopeKeyword, scopeString, scopeMana, scopePrimitive, scopeComment, scopeScenario} {
		if counts[s] == 0 {
			t.Errorf("no token of scope %s checked", s)
		}
	}
}
