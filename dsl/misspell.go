package dsl

import (
	"fmt"
	"sort"

	"github.com/alecthomas/participle/v2/lexer"
)

// Misspelled reserved words. A designer's `efect`, `tpye` or `activted`
// is an identifier where an item or a clause must begin; the parser would
// only say "unexpected". These helpers recognise such a word at the start
// of a line, so that recovery cuts the card there (each misspelled item is
// its own error, and the item before it is not blamed) and the message
// names the reserved word meant, or the field that replaced an old one.

// formerFields are field names a designer may bring from other formats or
// older versions of the language, with what to write instead.
var formerFields = map[string]string{
	"mana-cost":   `did you mean "cost"?`,
	"mana_cost":   `did you mean "cost"?`,
	"manacost":    `did you mean "cost"?`,
	"power":       "power and toughness are one field, as in pt 2/2",
	"toughness":   "power and toughness are one field, as in pt 2/2",
	"oracle":      `did you mean "text"?`,
	"oracle-text": `did you mean "text"?`,
	"rules-text":  `did you mean "text"?`,
	"types":       `did you mean "type"?`,
	"keywords":    `did you mean "keyword"?`,
	"colors":      `did you mean "color"?`,
}

// startWords are the words an item or a clause begins with, sorted.
var startWords = func() []string {
	var out []string
	for _, m := range []map[string]bool{itemStarts, clauseStarts} {
		for w := range m {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}()

// misspelledStart returns what to say about word when it stands where an
// item or a clause begins: the field that replaced a former one, or the
// reserved word it misspells (only for words of four letters or more:
// shorter ones are too close to too much), or "".
func misspelledStart(word string) string {
	if hint, ok := formerFields[word]; ok {
		return hint
	}
	if len(word) < 4 {
		return ""
	}
	if best := closest(word, startWords); best != "" && best != word {
		return fmt.Sprintf("did you mean %q?", best)
	}
	return ""
}

// startsLine reports whether t is the first thing on its line.
func (p *parser) startsLine(t lexer.Token) bool {
	for i := t.Pos.Offset - 1; i >= 0 && i < len(p.src); i-- {
		switch p.src[i] {
		case ' ', '\t', '\r':
		case '\n':
			return true
		default:
			return false
		}
	}
	return true
}

// misspelledAt returns the message for bad when it is an identifier at the
// start of a line that misspells an item or a clause word, or "".
func (p *parser) misspelledAt(bad lexer.Token) string {
	if bad.Type != tokType("Ident") || !p.startsLine(bad) {
		return ""
	}
	if hint := misspelledStart(bad.Value); hint != "" {
		return fmt.Sprintf("unexpected %q; %s", bad.Value, hint)
	}
	return ""
}
