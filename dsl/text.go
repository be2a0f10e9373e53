package dsl

import (
	"strconv"
	"unicode/utf8"

	"cardc/ast"
)

// TextRenderer renders the rules text of a checked card: for each of its
// faces (front and back), the paragraphs its script renders to. The stdlib
// package provides it in the universe, so that dsl never imports stdlib.
type TextRenderer func(card *ast.Card, info *Info) (map[*ast.Face][]string, error)

// checkText compares the rules text the faces of a checked card state
// (their `text` lines) with the rendering of its script, and reports every
// paragraph that differs at its first differing character.
func (c *checker) checkText(card *ast.Card) {
	if c.u.Render == nil {
		return
	}
	type stated struct {
		face *ast.Face
		text *ast.TextField
	}
	var faces []stated
	var walk func(f *ast.Face)
	walk = func(f *ast.Face) {
		for _, it := range f.Items {
			switch it := it.(type) {
			case *ast.TextField:
				faces = append(faces, stated{f, it})
			case *ast.Face:
				if it.Kind.Second() {
					walk(it)
				}
			}
		}
	}
	walk(card.Face)
	if len(faces) == 0 {
		return
	}
	rendered, err := c.u.Render(card, c.info)
	if err != nil {
		c.errorf(faces[0].text, "can't render the card's rules text to compare it: %v", err)
		return
	}
	for _, s := range faces {
		if !closedStrings(s.text) {
			continue
		}
		c.compareText(s.text, rendered[s.face])
	}
}

// closedStrings reports whether every string of a text line was closed in
// the source: the parser closes an unterminated string itself (and reports
// it), and such a paragraph isn't compared. A closed literal spans exactly
// its raw text.
func closedStrings(tf *ast.TextField) bool {
	for _, l := range tf.Lines {
		if l.Sp.End.Offset-l.Sp.Start.Offset != len(l.Raw) {
			return false
		}
	}
	return true
}

// compareText compares one face's stated paragraphs with the rendered
// ones. A paragraph missing from either side is reported as such, so that
// the ones after it are still compared with their counterparts.
func (c *checker) compareText(tf *ast.TextField, want []string) {
	got := tf.Lines
	// `text ""` states that the face has no rules text.
	if len(got) == 1 && got[0].Value == "" {
		got = nil
	}
	i, j := 0, 0
	for i < len(got) && j < len(want) {
		switch {
		case got[i].Value == want[j]:
			i, j = i+1, j+1
		case j+1 < len(want) && got[i].Value == want[j+1]:
			c.errorf(got[i], "rules text is missing a paragraph the script renders before this one: %q", want[j])
			j++
		case i+1 < len(got) && got[i+1].Value == want[j]:
			c.errorf(got[i], "rules text has a paragraph the script doesn't render: %q", got[i].Value)
			i++
		default:
			c.textDiff(got[i], want[j])
			i, j = i+1, j+1
		}
	}
	for ; i < len(got); i++ {
		c.errorf(got[i], "rules text has a paragraph the script doesn't render: %q", got[i].Value)
	}
	for ; j < len(want); j++ {
		at := ast.Node(tf)
		if len(tf.Lines) > 0 {
			at = tf.Lines[len(tf.Lines)-1]
		}
		c.errorf(at, "rules text is missing a paragraph the script renders: %q", want[j])
	}
}

// textDiff reports a stated paragraph that differs from the rendered one,
// at the first differing character of the string literal, quoting the
// differing words of both with a word of context.
func (c *checker) textDiff(lit *ast.StringLit, want string) {
	got := lit.Value
	p := commonPrefix(got, want)
	s := commonSuffix(got[p:], want[p:])
	gotEnd, wantEnd := len(got)-s, len(want)-s
	start := contextStart(got, p)
	var msg string
	switch {
	case p == len(got):
		msg = "rules text differs from the script's rendering: script says " + window(want, start, wantEnd) + ", text ends at " + window(got, start, gotEnd)
	case p == len(want):
		msg = "rules text differs from the script's rendering: script ends at " + window(want, start, wantEnd) + ", text says " + window(got, start, gotEnd)
	default:
		msg = "rules text differs from the script's rendering: script says " + window(want, start, wantEnd) + ", text says " + window(got, start, gotEnd)
	}
	end := gotEnd
	if end <= p {
		end = p + 1
	}
	sp := ast.Span{Start: litPos(lit, p), End: litPos(lit, end)}
	c.diags = append(c.diags, Diagnostic{File: c.file, Span: sp, Message: msg})
}

// commonPrefix is the length of the longest common prefix, on a rune
// boundary.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	for n > 0 && n < len(a) && !utf8.RuneStart(a[n]) {
		n--
	}
	return n
}

// commonSuffix is the length of the longest common suffix, on a rune
// boundary.
func commonSuffix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[len(a)-1-n] == b[len(b)-1-n] {
		n++
	}
	for n > 0 && n < len(a) && !utf8.RuneStart(a[len(a)-n]) {
		n--
	}
	return n
}

// contextStart backs up from i to the start of the word before the one i
// is in.
func contextStart(s string, i int) int {
	for i > 0 && s[i-1] != ' ' {
		i--
	}
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	for i > 0 && s[i-1] != ' ' {
		i--
	}
	return i
}

// window quotes s[start:end] extended to the end of the word after it, and
// shortened when long.
func window(s string, start, end int) string {
	if end < start {
		end = start
	}
	for end < len(s) && s[end] != ' ' {
		end++
	}
	for end < len(s) && s[end] == ' ' {
		end++
	}
	for end < len(s) && s[end] != ' ' {
		end++
	}
	w := s[start:end]
	const max = 60
	if len(w) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(w[cut]) {
			cut--
		}
		w = w[:cut] + "…"
	}
	return strconv.Quote(w)
}

// litPos is the position of byte i of a string literal's value in the
// source: escapes count as what they are written with.
func litPos(lit *ast.StringLit, i int) ast.Pos {
	raw := lit.Raw
	r, v := 1, 0 // after the opening quote
	for v < i && r < len(raw)-1 {
		if raw[r] == '\\' {
			ch, multi, tail, err := strconv.UnquoteChar(raw[r:], '"')
			if err != nil {
				break
			}
			r = len(raw) - len(tail)
			if multi {
				v += utf8.RuneLen(ch)
			} else {
				v++
			}
			continue
		}
		_, size := utf8.DecodeRuneInString(raw[r:])
		r += size
		v += size
	}
	if r > len(raw)-1 && len(raw) > 0 {
		r = len(raw) - 1
	}
	pos := lit.Sp.Start
	pos.Offset += r
	pos.Col += r
	return pos
}
