package ast

import (
	"strconv"
	"strings"
)

// ManaType is the letter of a colored or colorless mana symbol, in WUBRG
// order then C (CR 107.4a, 107.4c).
type ManaType uint8

// The mana letters.
const (
	ManaW ManaType = iota
	ManaU
	ManaB
	ManaR
	ManaG
	ManaC
)

const manaLetters = "WUBRGC"

// Letter is the type's letter, "W" … "C".
func (t ManaType) Letter() string { return manaLetters[t : t+1] }

// ManaKind says what a mana symbol stands for.
type ManaKind uint8

// The kinds of mana symbols.
const (
	// ManaUnread is the zero value: a symbol built without ReadMana.
	ManaUnread ManaKind = iota
	// ManaInvalid is text between braces that is no symbol of the language.
	ManaInvalid
	ManaGeneric // {3} (CR 107.4b)
	ManaColored // {W}, {C}, and with Phyrexian {W/P}
	ManaHybrid  // {W/U}, {2/W}, {C/W}, {W/U/P} (CR 107.4e)
	ManaX       // {X} (CR 107.3)
	ManaSnow    // {S} (CR 107.4h)
	ManaTap     // {T} (CR 107.5), only in an activation cost
	ManaUntap   // {Q} (CR 107.6), only in an activation cost
)

// Mana is what one mana symbol means, read once from its text when the
// symbol is parsed. It is a small value with no pointers, and reading one
// allocates nothing.
type Mana struct {
	Kind ManaKind
	// Type is the letter of a ManaColored symbol.
	Type ManaType
	// TwoHybrid marks {2/W} (CR 107.4e).
	TwoHybrid bool
	// Phyrexian marks {W/P} and {W/U/P} (CR 107.4f).
	Phyrexian bool
	// NHybrid is the number of letters of a ManaHybrid symbol, and
	// Hybrid holds them as written, the 2 of {2/W} left out (see Letters).
	NHybrid uint8
	Hybrid  [3]ManaType
	// Generic is the amount of a ManaGeneric symbol.
	Generic int
}

// Letters is the letters of a hybrid symbol, as written.
func (m *Mana) Letters() []ManaType { return m.Hybrid[:m.NHybrid] }

// NewManaSymbol is the symbol whose text (braces excluded) is text, read.
func NewManaSymbol(text string, sp Span) *ManaSymbol {
	return &ManaSymbol{Text: text, Mana: ReadMana(text), Sp: sp}
}

// Value is what the symbol means: s.Mana, or for a symbol built without it
// (not by NewManaSymbol) its text read now.
func (s *ManaSymbol) Value() Mana {
	if s.Mana.Kind != ManaUnread {
		return s.Mana
	}
	return ReadMana(s.Text)
}

// ReadMana reads the text of a mana symbol, without its braces. The
// symbols are those of CR 107.4 and the cost symbols {T} and {Q}; a hybrid
// symbol has two or three parts: two different colors (or a 2 or a C
// first), and then P for a Phyrexian one.
func ReadMana(t string) Mana {
	if isNumber(t) {
		if n, err := strconv.Atoi(t); err == nil {
			return Mana{Kind: ManaGeneric, Generic: n}
		}
	}
	switch t {
	case "X":
		return Mana{Kind: ManaX}
	case "S":
		return Mana{Kind: ManaSnow}
	case "T":
		return Mana{Kind: ManaTap}
	case "Q":
		return Mana{Kind: ManaUntap}
	}
	if mt, ok := manaTypeOf(t); ok {
		return Mana{Kind: ManaColored, Type: mt}
	}
	var buf [3]string
	n := 0
	for rest, more := t, true; more; n++ {
		if n == len(buf) {
			return Mana{Kind: ManaInvalid}
		}
		buf[n], rest, more = strings.Cut(rest, "/")
	}
	parts := buf[:n]
	if len(parts) != 2 && len(parts) != 3 || parts[0] == parts[1] {
		return Mana{Kind: ManaInvalid}
	}
	m := Mana{Kind: ManaHybrid}
	for i, p := range parts {
		mt, isLetter := manaTypeOf(p)
		switch {
		case isLetter && mt != ManaC:
			m.Hybrid[m.NHybrid] = mt
			m.NHybrid++
		case p == "2" && i == 0 && len(parts) == 2:
			m.TwoHybrid = true
		case p == "C" && i == 0 && len(parts) == 2:
			m.Hybrid[m.NHybrid] = ManaC
			m.NHybrid++
		case p == "P" && i == len(parts)-1:
			m.Phyrexian = true
		default:
			return Mana{Kind: ManaInvalid}
		}
	}
	if m.NHybrid == 1 && !m.TwoHybrid {
		// {W/P}: one color, Phyrexian.
		return Mana{Kind: ManaColored, Type: m.Hybrid[0], Phyrexian: m.Phyrexian}
	}
	return m
}

func manaTypeOf(letter string) (ManaType, bool) {
	i := strings.Index(manaLetters, letter)
	if len(letter) != 1 || i < 0 {
		return 0, false
	}
	return ManaType(i), true
}

// isNumber reports whether t is what strconv.Atoi reads, an optional sign
// and digits, short of its range: checking first spares Atoi's error
// value for every other symbol.
func isNumber(t string) bool {
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] < '0' || t[i] > '9' {
			return false
		}
	}
	return true
}
