package lsp

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/dsl"
	"cardc/stdlib"
)

// isWordByte reports whether c can be part of a word of the language: a
// name (with-counter, Urza's), a number or a counter kind (+1/+1).
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_'-+/*", c) >= 0
}

// wordAt is the word around a byte offset, with its bounds.
func wordAt(text string, off int) (string, int, int) {
	start, end := off, off
	for start > 0 && isWordByte(text[start-1]) {
		start--
	}
	for end < len(text) && isWordByte(text[end]) {
		end++
	}
	return text[start:end], start, end
}

// neighbour is the word after the spaces that follow end (dir 1) or
// precede start (dir -1) on the same line.
func neighbour(text string, start, end, dir int) string {
	if dir > 0 {
		i := end
		for i < len(text) && text[i] == ' ' {
			i++
		}
		if i == end {
			return ""
		}
		w, _, _ := wordAt(text, i)
		return w
	}
	i := start
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	if i == start || i == 0 {
		return ""
	}
	w, _, _ := wordAt(text, i-1)
	return w
}

func (s *Server) hover(_ *glsp.Context, p *protocol.HoverParams) (*protocol.Hover, error) {
	snap, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	l := newLines(snap.text)
	off := l.offset(p.Position)
	if snap.scenario() {
		if h := s.cardHover(snap, l, off); h != nil {
			return h, nil
		}
	}
	word, start, end := wordAt(snap.text, off)
	if word == "" {
		return nil, nil
	}
	doc := wordHover(word)
	if doc == "" {
		// A subtype of two words: Time Lord.
		for _, two := range []string{neighbour(snap.text, start, end, -1) + " " + word, word + " " + neighbour(snap.text, start, end, 1)} {
			if facts := stdlib.WordDoc(two); facts != nil && strings.TrimSpace(two) == two {
				doc = strings.Join(facts, "\n\n")
				break
			}
		}
	}
	if doc == "" {
		return nil, nil
	}
	rng := protocol.Range{Start: l.offsetPosition(start), End: l.offsetPosition(end)}
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}, Range: &rng}, nil
}

// wordHover is what `cardc doc word` says of a word, in Markdown: the
// record of a primitive, filter word or keyword ability, and what the
// vocabulary knows of a type word, counter kind or color.
func wordHover(word string) string {
	var parts []string
	if pr := stdlib.Lookup(word); pr != nil {
		parts = append(parts, primitiveDoc(pr))
	}
	if facts := stdlib.WordDoc(word); facts != nil {
		parts = append(parts, strings.Join(facts, "\n\n"))
	}
	return strings.Join(parts, "\n\n---\n\n")
}

func primitiveDoc(pr *stdlib.Primitive) string {
	var b strings.Builder
	fmt.Fprintf(&b, "```\n%s\n```\n\n%s\n\n", dsl.Usage(&pr.Entry), pr.Doc)
	fmt.Fprintf(&b, "*%s* · result `%s`", kindNames[pr.Kind], pr.Sig.Result)
	if pr.Sig.Binds != dsl.Invalid {
		fmt.Fprintf(&b, " · `as name` binds %s", pr.Sig.Binds.Article())
	}
	if pr.Places != 0 && pr.Places != dsl.AnyAbility {
		fmt.Fprintf(&b, " · only in %s", pr.Places)
	}
	if pr.Example != "" {
		fmt.Fprintf(&b, "\n\nexample: `%s`", pr.Example)
	}
	if pr.Template.Text != "" {
		fmt.Fprintf(&b, "\n\nrenders: %q", pr.Template.Text)
	}
	return b.String()
}

// kindNames name the kinds of records as hover says them.
var kindNames = map[dsl.EntryKind]string{dsl.Function: "primitive", dsl.FilterWord: "filter word", dsl.KeywordAbility: "keyword ability"}

// cardHover shows, over a card name in a scenario's string, the script of
// that card of the pool.
func (s *Server) cardHover(snap snapshot, l *lines, off int) *protocol.Hover {
	line := int(l.offsetPosition(off).Line)
	lineStart := l.starts[line]
	_, open, in := scanLine(snap.text[lineStart:off])
	if !in {
		return nil
	}
	start := lineStart + open + 1
	end := strings.IndexByte(snap.text[start:l.lineEnd(line)], '"')
	if end < 0 {
		return nil
	}
	name := snap.text[start : start+end]
	pool, err := s.poolCards(s.ctx, snap.path, localCards(snap), true)
	if err != nil {
		return nil
	}
	c, ok := cardAt(pool, name)
	if !ok {
		return nil
	}
	src := s.readLines(c.File).text
	if c.File == snap.path {
		src = ""
	}
	const maxLines = 40
	if ls := strings.SplitAfter(src, "\n"); len(ls) > maxLines {
		src = strings.Join(ls[:maxLines], "") + "…\n"
	}
	file := c.File
	if dir := poolDir(snap.path); dir != "" {
		if rel, err := filepath.Rel(filepath.Dir(dir), file); err == nil {
			file = rel
		}
	}
	doc := fmt.Sprintf("card %q, in %s", name, file)
	if src != "" {
		doc += "\n\n```\n" + src + "```"
	}
	rng := protocol.Range{Start: l.offsetPosition(start), End: l.offsetPosition(start + end)}
	return &protocol.Hover{Contents: protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}, Range: &rng}
}
