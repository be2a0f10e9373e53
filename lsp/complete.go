package lsp

import (
	"regexp"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/dsl"
	"cardc/stdlib"
)

func (s *Server) completion(_ *glsp.Context, p *protocol.CompletionParams) (any, error) {
	snap, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	l := newLines(snap.text)
	off := l.offset(p.Position)
	lineStart := l.starts[int(min(int(p.Position.Line), len(l.starts)-1))]
	if _, open, in := scanLine(snap.text[lineStart:off]); in {
		if !snap.scenario() {
			return protocol.CompletionList{Items: []protocol.CompletionItem{}}, nil
		}
		return protocol.CompletionList{Items: s.cardNameItems(snap, l, lineStart+open+1, off)}, nil
	}
	var items []protocol.CompletionItem
	add := func(label string, kind protocol.CompletionItemKind, detail string, doc string, sort string) {
		it := protocol.CompletionItem{Label: label, Kind: &kind}
		if detail != "" {
			it.Detail = &detail
		}
		if doc != "" {
			it.Documentation = protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}
		}
		st := sort + label
		it.SortText = &st
		items = append(items, it)
	}
	for _, name := range boundNames(snap.text, off, snap.scenario()) {
		add(name, protocol.CompletionItemKindVariable, "bound name", "", "0")
	}
	for _, pr := range stdlib.Table() {
		switch pr.Kind {
		case dsl.Function:
			add(pr.Name, protocol.CompletionItemKindFunction, dsl.Usage(&pr.Entry), primitiveDoc(pr), "1")
		case dsl.FilterWord:
			add(pr.Name, protocol.CompletionItemKindProperty, dsl.Usage(&pr.Entry), primitiveDoc(pr), "2")
		case dsl.KeywordAbility:
			add(pr.Name, protocol.CompletionItemKindEnumMember, dsl.Usage(&pr.Entry), primitiveDoc(pr), "2")
		}
	}
	for _, k := range dsl.Keywords {
		add(k, protocol.CompletionItemKindKeyword, "reserved word", "", "3")
	}
	for _, w := range stdlib.VocabularyWords() {
		add(w, protocol.CompletionItemKindTypeParameter, "", strings.Join(stdlib.WordDoc(w), "\n\n"), "4")
	}
	return protocol.CompletionList{Items: items}, nil
}

// scanLine reads a line for its strings and comment as the lexer does:
// where its comment starts (-1: none) and whether its end is inside a
// string, opened at open.
func scanLine(line string) (comment, open int, in bool) {
	open = -1
	for i := 0; i < len(line); i++ {
		switch {
		case in && line[i] == '\\':
			i++
		case line[i] == '"':
			in = !in
			open = i
		case !in && strings.HasPrefix(line[i:], "//"):
			return i, -1, false
		}
	}
	return -1, open, in
}

// cardNameItems completes a card name in a scenario's string: the pool's
// cards and the scenario's own, replacing what is typed of the name.
func (s *Server) cardNameItems(snap snapshot, l *lines, from, to int) []protocol.CompletionItem {
	pool, _ := s.poolCards(s.ctx, snap.path, localCards(snap), true)
	rng := protocol.Range{Start: l.offsetPosition(from), End: l.offsetPosition(to)}
	items := []protocol.CompletionItem{}
	seen := map[string]bool{}
	kind := protocol.CompletionItemKindClass
	for _, c := range pool {
		if seen[c.Name] {
			continue
		}
		seen[c.Name] = true
		items = append(items, protocol.CompletionItem{Label: c.Name, Kind: &kind, TextEdit: protocol.TextEdit{Range: rng, NewText: c.Name}})
	}
	return items
}

var (
	ident       = `[A-Za-z_][A-Za-z0-9_'-]*`
	asBinding   = regexp.MustCompile(`\bas\s+(` + ident + `)`)
	tokenDef    = regexp.MustCompile(`\btoken\s+(` + ident + `)\s*\{`)
	cardStart   = regexp.MustCompile(`(?m)^[ \t]*(?:card|scenario)\s+"`)
	abilityOpen = regexp.MustCompile(`\b(?:static|triggered|activated|mana|replacement)\s*$`)
)

var reserved = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range dsl.Keywords {
		m[k] = true
	}
	return m
}()

// boundNames are the names in scope at off: self and you, the tokens the
// card defines, the names bound with `as` earlier in the enclosing ability
// (or, outside any, in the card); in a scenario, the labels of objects.
func boundNames(text string, off int, scenario bool) []string {
	start, end := 0, len(text)
	for _, m := range cardStart.FindAllStringIndex(text, -1) {
		if m[0] <= off {
			start = m[0]
		} else {
			end = m[0]
			break
		}
	}
	card := text[start:end]
	var out []string
	if !scenario {
		out = append(out, "self", "you")
	}
	seen := map[string]bool{}
	addAll := func(re *regexp.Regexp, s string) {
		for _, m := range re.FindAllStringSubmatch(s, -1) {
			if !seen[m[1]] && !reserved[m[1]] {
				seen[m[1]] = true
				out = append(out, m[1])
			}
		}
	}
	addAll(tokenDef, card)
	if scenario {
		addAll(asBinding, text)
		return out
	}
	addAll(asBinding, text[abilityStart(text, start, off):off])
	return out
}

// abilityStart is where the ability block around off opens, or from when
// there is none.
func abilityStart(text string, from, off int) int {
	depth := 0
	for i := off - 1; i >= from; i-- {
		switch text[i] {
		case '}':
			depth++
		case '{':
			if depth > 0 {
				depth--
				continue
			}
			if abilityOpen.MatchString(text[max(from, i-24):i]) {
				return i
			}
		}
	}
	return from
}
