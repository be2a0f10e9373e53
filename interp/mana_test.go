package interp

import (
	"testing"

	"cardc/ast"
)

// TestManaLetters: symbolOf converts ast's mana letters to ManaType by
// number, so the two must number the letters alike.
func TestManaLetters(t *testing.T) {
	for mt := ManaW; mt < numManaTypes; mt++ {
		if got, want := "{"+ast.ManaType(mt).Letter()+"}", mt.String(); got != want {
			t.Errorf("ast letter %d is %s, interp's is %s", mt, got, want)
		}
	}
}

// TestSymbolOf: each kind of symbol the parser reads becomes the cost
// symbol it spells, and the cost symbols {T} and {Q} none.
func TestSymbolOf(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"3", "{3}"}, {"X", "{X}"}, {"S", "{S}"}, {"G", "{G}"}, {"C", "{C}"},
		{"W/U", "{W/U}"}, {"2/W", "{2/W}"}, {"G/P", "{G/P}"}, {"W/U/P", "{W/U/P}"},
		{"T", ""}, {"Q", ""},
	} {
		sym, ok := symbolOf(ast.ReadMana(c.text))
		got := ""
		if ok {
			got = sym.String()
		}
		if got != c.want {
			t.Errorf("{%s}: got %q, want %q", c.text, got, c.want)
		}
	}
}
