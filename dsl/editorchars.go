package dsl

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"

	"cardc/ast"
)

// Characters a designer's editor produces that the language doesn't
// have: a byte-order mark, an en dash, curly quotation marks, a negative
// number, a file that isn't text at all. Each gets a message that names
// the fix, and the parser goes on as if the fix were made, so that no
// follow-on error repeats the complaint.

const bom = "\uFEFF"

// badEncoding reports a file that is not UTF-8 text: binary (it holds a NUL
// byte) or in another encoding.
func (p *parser) badEncoding() bool {
	if bytes.IndexByte(p.src, 0) >= 0 {
		p.errAt(ast.Pos{Line: 1, Col: 1}, "file is binary (it holds a NUL byte), not a card script")
		return true
	}
	if !utf8.Valid(p.src) {
		p.errAt(p.posOf(invalidUTF8(p.src)), "file is not valid UTF-8")
		return true
	}
	return false
}

// editorChar handles toks[i], an Invalid token, when it is one of those
// characters: it reports it (unless the byte-order mark begins the file,
// where it is accepted) and returns what stands for it, and how many
// further tokens that consumes.
func (p *parser) editorChar(toks []lexer.Token, i int) (repl []lexer.Token, skip int, ok bool) {
	t := toks[i]
	switch t.Value {
	case bom:
		if t.Pos.Offset != 0 {
			p.diags.Add(p.file, p.tokSpan(t), "unexpected byte-order mark (U+FEFF); delete it")
		}
		return nil, 0, true
	case "–", "−":
		// U+2013 and U+2212 are as long as the em dash in UTF-8: the dash
		// keeps its span.
		p.diags.Add(p.file, p.tokSpan(t), "%s %q in place of a dash; write \"—\" (an em dash) or \"-\"", map[string]string{"–": "en dash", "−": "minus sign"}[t.Value], t.Value)
		d := t
		d.Type, d.Value = tokType("Dash"), "—"
		return []lexer.Token{d}, 0, true
	case "“", "”", "„", "‘", "’":
		for j := i + 1; j < len(toks) && toks[j].Pos.Line == t.Pos.Line; j++ {
			if v := toks[j].Value; toks[j].Type == tokType("Invalid") && (v == "”" || v == "“") {
				text := string(p.src[t.Pos.Offset+len(t.Value) : toks[j].Pos.Offset])
				sp := p.tokSpan(t)
				sp.End = p.tokSpan(toks[j]).End
				p.diags.Add(p.file, sp, "curly quotation marks; write straight ones: %s", describe(lexer.Token{Value: text}))
				s := t
				s.Type, s.Value = tokType("String"), strconv.Quote(text)
				return []lexer.Token{s}, j - i, true
			}
		}
		p.diags.Add(p.file, p.tokSpan(t), "curly quotation mark %q; write a straight one, \"", t.Value)
		return nil, 0, true
	}
	return nil, 0, false
}

// dropNegatives reports each negative number (a "-" right before a
// number, where an argument begins) and reads it as the number: the
// language has no negative numbers.
func (p *parser) dropNegatives(toks []lexer.Token) []lexer.Token {
	dash, num := tokType("Dash"), tokType("Int")
	negative := func(i int, prev string) bool {
		t := toks[i]
		return t.Type == dash && t.Value == "-" && i+1 < len(toks) && toks[i+1].Type == num &&
			toks[i+1].Pos.Offset == t.Pos.Offset+1 && (prev == "(" || prev == ",")
	}
	if !slices.ContainsFunc(toks, func(t lexer.Token) bool { return t.Type == dash && t.Value == "-" }) {
		return toks
	}
	out := toks[:0]
	prev := ""
	for i, t := range toks {
		if negative(i, prev) {
			sp := p.tokSpan(t)
			sp.End = p.tokSpan(toks[i+1]).End
			p.diags.Add(p.file, sp, "negative number %q; numbers are never negative: write %s with an effect that subtracts (lose-life rather than gain-life)", "-"+toks[i+1].Value, toks[i+1].Value)
			continue
		}
		if p.significant(t) {
			prev = t.Value
		}
		out = append(out, t)
	}
	return out
}

// printable is a source line as it is safe to echo to a terminal: control
// characters (but tabs) and bytes that aren't UTF-8 become U+FFFD, one
// for one, so that the caret stays under its span.
func printable(line string) string {
	clean := true
	for _, r := range line {
		if r == utf8.RuneError || r != '\t' && unicode.IsControl(r) || r == 0xFEFF {
			clean = false
			break
		}
	}
	if clean {
		return line
	}
	var b strings.Builder
	for i := 0; i < len(line); {
		r, n := utf8.DecodeRuneInString(line[i:])
		if r == utf8.RuneError || r != '\t' && unicode.IsControl(r) || r == 0xFEFF {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(line[i : i+n])
		}
		i += n
	}
	return b.String()
}
