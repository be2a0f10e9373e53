package lsp

import (
	"sort"
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/ast"
)

// lines converts between the checker's positions (1-based lines, columns
// in bytes) and the protocol's (0-based lines, columns in UTF-16 code
// units, as LSP 3.16 requires).
type lines struct {
	text   string
	starts []int
}

func newLines(text string) *lines {
	l := &lines{text: text, starts: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			l.starts = append(l.starts, i+1)
		}
	}
	return l
}

// lineEnd is the offset of the end of line i (0-based), before its newline.
func (l *lines) lineEnd(i int) int {
	if i+1 < len(l.starts) {
		return l.starts[i+1] - 1
	}
	return len(l.text)
}

// position converts a checker position. An invalid one is the start of
// the file.
func (l *lines) position(p ast.Pos) protocol.Position {
	if !p.IsValid() {
		return protocol.Position{}
	}
	line := p.Line - 1
	if line >= len(l.starts) {
		return l.offsetPosition(len(l.text))
	}
	start := l.starts[line]
	off := start + p.Col - 1
	if end := l.lineEnd(line); off > end {
		off = end
	}
	if off < start {
		off = start
	}
	return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(utf16Len(l.text[start:off]))}
}

// offsetPosition converts a byte offset.
func (l *lines) offsetPosition(off int) protocol.Position {
	off = max(0, min(off, len(l.text)))
	line := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > off }) - 1
	return protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(utf16Len(l.text[l.starts[line]:off]))}
}

// offset converts a protocol position to a byte offset, clamped to its
// line as the protocol says.
func (l *lines) offset(p protocol.Position) int {
	line := int(p.Line)
	if line >= len(l.starts) {
		return len(l.text)
	}
	off, end := l.starts[line], l.lineEnd(line)
	for n := 0; off < end && n < int(p.Character); {
		r, w := utf8.DecodeRuneInString(l.text[off:end])
		n += utf16Units(r)
		off += w
	}
	return off
}

func (l *lines) span(sp ast.Span) protocol.Range {
	start := l.position(sp.Start)
	end := start
	if sp.End.IsValid() {
		end = l.position(sp.End)
	}
	return protocol.Range{Start: start, End: end}
}

// whole is the range of the whole text.
func (l *lines) whole() protocol.Range {
	return protocol.Range{End: l.offsetPosition(len(l.text))}
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16Units(r)
	}
	return n
}

func utf16Units(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}
