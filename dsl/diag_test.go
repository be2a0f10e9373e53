package dsl_test

import (
	"bytes"
	"strings"
	"testing"

	"cardc/dsl"
)

// TestByteColumns checks that columns count bytes (ast.Pos) after a
// multi-byte character, and that the snippet printer puts the caret under
// the right characters with one caret per character.
func TestByteColumns(t *testing.T) {
	src := []byte("card \"Bears\" {\n  cost {1}{G}\n  type Creature — Bearr\n  pt 2/2\n}\n")
	diags := run("em.card", src)
	if len(diags) != 1 {
		t.Fatalf("got %d diagnostics, want 1: %v", len(diags), diags)
	}
	d := diags[0]
	// "  type Creature — " is 20 bytes: the em dash is three.
	if d.Span.Start.Line != 3 || d.Span.Start.Col != 21 || d.Span.End.Col != 26 {
		t.Errorf("span %v-%v, want 3:21-3:26", d.Span.Start, d.Span.End)
	}
	if want := bytes.Index(src, []byte("Bearr")); d.Span.Start.Offset != want {
		t.Errorf("offset %d, want %d", d.Span.Start.Offset, want)
	}
	var out bytes.Buffer
	dsl.Diagnostics{d}.Print(&out, map[string][]byte{"em.card": src})
	want := "em.card:3:21: error: unknown subtype \"Bearr\"; did you mean \"Bear\"?\n" +
		"      type Creature — Bearr\n" +
		"                      ^^^^^\n"
	if out.String() != want {
		t.Errorf("Print:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestCaretAfterWideCharacters checks the caret line when the span itself
// holds multi-byte characters: its width counts characters, not bytes.
func TestCaretAfterWideCharacters(t *testing.T) {
	got := parsePrinted("wide.card", []byte("card \"Bears\" {\n  text \"é\" @\n}\n"))
	want := "wide.card:2:13: error: unexpected character \"@\"\n" +
		"      text \"é\" @\n" +
		"               ^\n"
	if got != want {
		t.Errorf("Print:\n%s\nwant:\n%s", got, want)
	}
}

// TestCaretPastTheCut: on a line longer than the snippet shows, a span far
// along it is shown with the text just before it, the caret under it.
func TestCaretPastTheCut(t *testing.T) {
	line := "  effect " + strings.Repeat("draw(1), ", 30) + "zzz(1)"
	src := []byte("card \"A\" {\n  cost {G}\n  type Instant\n" + line + "\n}\n")
	diags := run("long.card", src)
	if len(diags) != 1 {
		t.Fatalf("got %d diagnostics, want 1: %v", len(diags), diags)
	}
	var out bytes.Buffer
	dsl.Diagnostics{diags[0]}.Print(&out, map[string][]byte{"long.card": src})
	want := "long.card:4:280: error: unknown primitive \"zzz\"\n" +
		"    …1), draw(1), draw(1), draw(1), draw(1), zzz(1)\n" +
		"                                             ^^^\n"
	if out.String() != want {
		t.Errorf("Print:\n%s\nwant:\n%s", out.String(), want)
	}
}
