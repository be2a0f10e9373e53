package dsl_test

import (
	"bytes"
	"strings"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

const optCard = "card \"Opt\" {\n  cost {U}\n  type Instant\n  effect scry(1)\n}\n"

// TestByteOrderMark: a UTF-8 byte-order mark, which some editors write at
// the start of a file, is accepted there; anywhere else it is an error.
func TestByteOrderMark(t *testing.T) {
	if _, diags := dsl.ParseFile("bom.card", []byte("\uFEFF"+optCard)); len(diags) != 0 {
		t.Errorf("leading BOM: %v", diags)
	}
	_, diags := dsl.ParseFile("bom.card", []byte(strings.Replace(optCard, "  type", "\uFEFF  type", 1)))
	if got := diags.Error(); got != "bom.card:3:1: error: unexpected byte-order mark (U+FEFF); delete it" {
		t.Errorf("inner BOM: %s", got)
	}
}

// TestBinaryFile: a binary file is called that, at 1:1, and printing the
// diagnostic echoes no control byte to the terminal.
func TestBinaryFile(t *testing.T) {
	got := parsePrinted("a.out.card", []byte("\x7fELF\x02\x01\x01\x00\x1b[2J\x00\x00"))
	want := "a.out.card:1:1: error: file is binary (it holds a NUL byte), not a card script\n    \uFFFDELF\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD[2J\uFFFD\uFFFD\n    ^\n"
	if got != want {
		t.Errorf("printed %q\nwant    %q", got, want)
	}
}

// TestControlBytesNotEchoed: an escape sequence in a card file is shown as
// U+FFFD in the echoed line, never sent to the terminal.
func TestControlBytesNotEchoed(t *testing.T) {
	got := parsePrinted("ctl.card", []byte("card \"A\x1b[31m\" {\n  cost {1}\n  type Instant\n  effect drw(1)\n}\n\x1b[2J"))
	for _, c := range []byte(got) {
		if c < 0x20 && c != '\n' && c != '\t' {
			t.Fatalf("control byte %#x echoed:\n%q", c, got)
		}
	}
}

// TestLongQuotedTextCut: a quoted name in a message is cut like a long
// source line.
func TestLongQuotedTextCut(t *testing.T) {
	name := strings.Repeat("z", 300)
	src := "card \"A\" {\n  cost {1}\n  type Instant\n  effect " + name + "(1)\n}\n"
	f, diags := dsl.ParseFile("long.card", []byte(src))
	if len(diags) == 0 {
		_, diags = dsl.Check([]*ast.File{f}, stdlib.Universe())
	}
	want := "long.card:4:10: error: unknown primitive \"" + strings.Repeat("z", 60) + "…\""
	if got := diags.Error(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// parsePrinted parses src and returns its diagnostics as printed.
func parsePrinted(name string, src []byte) string {
	_, diags := dsl.ParseFile(name, src)
	var b bytes.Buffer
	diags.Print(&b, map[string][]byte{name: src})
	return b.String()
}
