package interp

import (
	"sort"
	"strconv"
	"strings"

	"cardc/ast"
)

// Colors is a set of the five colors.
type Colors uint8

// The colors.
const (
	White Colors = 1 << iota
	Blue
	Black
	Red
	Green
)

var colorNames = []string{"white", "blue", "black", "red", "green"}

func colorByName(s string) Colors {
	for i, n := range colorNames {
		if n == s {
			return 1 << i
		}
	}
	return 0
}

// Count is the number of colors in the set.
func (c Colors) Count() int {
	n := 0
	for i := 0; i < 5; i++ {
		if c&(1<<i) != 0 {
			n++
		}
	}
	return n
}

func (c Colors) String() string {
	if c == 0 {
		return "colorless"
	}
	var parts []string
	for i, n := range colorNames {
		if c&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, " ")
}

// ManaType is one of the six types of mana (CR 106.1).
type ManaType uint8

// The mana types, in WUBRG order then colorless: numbered as the
// parser's mana letters, so a symbol's letter is its type.
const (
	ManaW, ManaU, ManaB = ManaType(ast.ManaW), ManaType(ast.ManaU), ManaType(ast.ManaB)
	ManaR, ManaG, ManaC = ManaType(ast.ManaR), ManaType(ast.ManaG), ManaType(ast.ManaC)
	numManaTypes        = ManaC + 1
)

var manaLetters = "WUBRGC"

func (t ManaType) String() string {
	if int(t) < len(manaSymbols) {
		return manaSymbols[t]
	}
	return "{" + manaLetters[t:t+1] + "}"
}

// manaSymbols are the types' symbols, made once.
var manaSymbols = func() []string {
	out := make([]string, len(manaLetters))
	for i := range manaLetters {
		out[i] = "{" + manaLetters[i:i+1] + "}"
	}
	return out
}()

// Color returns the color of the type (0 for colorless).
func (t ManaType) Color() Colors {
	if t == ManaC {
		return 0
	}
	return 1 << t
}

// ManaSet is a set of mana types.
type ManaSet uint8

// AllColors is the five colored types.
const AllColors ManaSet = 0x1F

// Has reports whether t is in the set.
func (s ManaSet) Has(t ManaType) bool { return s&(1<<t) != 0 }

// With returns the set plus t.
func (s ManaSet) With(t ManaType) ManaSet { return s | 1<<t }

// only returns the set's one type, when it has exactly one.
func (s ManaSet) only() (ManaType, bool) {
	if s == 0 || s&(s-1) != 0 {
		return 0, false
	}
	for t := ManaW; t < numManaTypes; t++ {
		if s.Has(t) {
			return t, true
		}
	}
	return 0, false
}

// Types lists the set in WUBRGC order.
func (s ManaSet) Types() []ManaType {
	var out []ManaType
	for t := ManaW; t < numManaTypes; t++ {
		if s.Has(t) {
			out = append(out, t)
		}
	}
	return out
}

func (s ManaSet) String() string {
	if s == 0 {
		return "none"
	}
	var b strings.Builder
	for _, t := range s.Types() {
		b.WriteString(t.String())
	}
	return b.String()
}

// Symbol is one mana symbol of a cost.
type Symbol struct {
	Generic   int      // {3}
	Type      ManaType // a colored or {C} symbol
	Colored   bool     // Type is meaningful
	Hybrid    []ManaType
	TwoHybrid bool // {2/W}
	Phyrexian bool
	X         bool
	Snow      bool
}

// ManaCost is a mana cost as printed: a list of symbols.
type ManaCost struct {
	Symbols []Symbol
}

// manaOf is the cost a mana literal spells; {T} and {Q} are no mana and
// are left out.
func manaOf(m *ast.ManaLit) ManaCost {
	var mc ManaCost
	for _, s := range m.Symbols {
		if sym, ok := symbolOf(s.Value()); ok {
			mc.Symbols = append(mc.Symbols, sym)
		}
	}
	return mc
}

// symbolOf is the cost symbol of a mana symbol the parser read, or false
// for a cost symbol that is no mana ({T}, {Q}). ast numbers the mana
// letters as ManaType does.
func symbolOf(m ast.Mana) (Symbol, bool) {
	switch m.Kind {
	case ast.ManaGeneric:
		return Symbol{Generic: m.Generic}, true
	case ast.ManaX:
		return Symbol{X: true}, true
	case ast.ManaSnow:
		return Symbol{Snow: true}, true
	case ast.ManaColored:
		return Symbol{Type: ManaType(m.Type), Colored: true, Phyrexian: m.Phyrexian}, true
	case ast.ManaHybrid:
		sym := Symbol{TwoHybrid: m.TwoHybrid, Phyrexian: m.Phyrexian}
		for _, t := range m.Letters() {
			sym.Hybrid = append(sym.Hybrid, ManaType(t))
		}
		return sym, true
	}
	return Symbol{}, false
}

// SymbolColors returns the colors of a mana symbol the parser read
// (CR 105.2, 202.2): none for a generic, colorless or cost symbol.
func SymbolColors(m ast.Mana) Colors {
	sym, _ := symbolOf(m)
	return ManaCost{Symbols: []Symbol{sym}}.Colors()
}

func (s Symbol) String() string {
	switch {
	case s.X:
		return "{X}"
	case s.Snow:
		return "{S}"
	case len(s.Hybrid) > 0 || s.TwoHybrid:
		var parts []string
		if s.TwoHybrid {
			parts = append(parts, "2")
		}
		for _, h := range s.Hybrid {
			parts = append(parts, manaLetters[h:h+1])
		}
		if s.Phyrexian {
			parts = append(parts, "P")
		}
		return "{" + strings.Join(parts, "/") + "}"
	case s.Colored:
		if s.Phyrexian {
			return "{" + manaLetters[s.Type:s.Type+1] + "/P}"
		}
		return s.Type.String()
	}
	return "{" + strconv.Itoa(s.Generic) + "}"
}

func (m ManaCost) String() string {
	if len(m.Symbols) == 0 {
		return "{0}"
	}
	var b strings.Builder
	for _, s := range m.Symbols {
		b.WriteString(s.String())
	}
	return b.String()
}

// Value returns the mana value with X counted as x (CR 202.3).
func (m ManaCost) Value(x int) int {
	n := 0
	for _, s := range m.Symbols {
		switch {
		case s.X:
			n += x
		case s.TwoHybrid:
			n += 2
		case len(s.Symbols()) > 0:
			n++
		default:
			n += s.Generic
		}
	}
	return n
}

// Symbols is a helper so Value treats colored, hybrid and snow alike.
func (s Symbol) Symbols() []Symbol {
	if s.Colored || len(s.Hybrid) > 0 || s.Snow {
		return []Symbol{s}
	}
	return nil
}

// Colors returns the colors of the symbols (CR 202.2).
func (m ManaCost) Colors() Colors {
	var c Colors
	for _, s := range m.Symbols {
		if s.Colored {
			c |= s.Type.Color()
		}
		for _, h := range s.Hybrid {
			c |= h.Color()
		}
	}
	return c
}

// HasX reports whether the cost contains {X}.
func (m ManaCost) HasX() bool {
	for _, s := range m.Symbols {
		if s.X {
			return true
		}
	}
	return false
}

// Total is a mana amount to pay: generic plus specific requirements, after
// X is fixed. It is what cost increases and reductions work on.
type Total struct {
	Generic int
	// Needs are the non-generic symbols, X removed.
	Needs []Symbol
}

// Resolve fixes X and returns the total to pay.
func (m ManaCost) Resolve(x int) Total {
	var t Total
	for _, s := range m.Symbols {
		switch {
		case s.X:
			t.Generic += x
		case s.Colored || len(s.Hybrid) > 0 || s.TwoHybrid || s.Snow:
			t.Needs = append(t.Needs, s)
		default:
			t.Generic += s.Generic
		}
	}
	return t
}

// GenericPart is the generic part of the total Resolve returns, worked
// out without making the total.
func (m ManaCost) GenericPart(x int) int {
	n := 0
	for _, s := range m.Symbols {
		switch {
		case s.X:
			n += x
		case s.Colored || len(s.Hybrid) > 0 || s.TwoHybrid || s.Snow:
		default:
			n += s.Generic
		}
	}
	return n
}

// Add adds another total (an additional cost or an increase).
func (t Total) Add(o Total) Total {
	return Total{Generic: t.Generic + o.Generic, Needs: append(append([]Symbol(nil), t.Needs...), o.Needs...)}
}

// Reduce lowers the generic part by n, never below zero (CR 601.2f).
func (t Total) Reduce(n int) Total {
	t.Generic -= n
	if t.Generic < 0 {
		t.Generic = 0
	}
	return t
}

func (t Total) String() string {
	var b strings.Builder
	if t.Generic > 0 || len(t.Needs) == 0 {
		b.WriteString("{" + strconv.Itoa(t.Generic) + "}")
	}
	needs := append([]Symbol(nil), t.Needs...)
	sort.SliceStable(needs, func(i, j int) bool { return symbolOrder(needs[i]) < symbolOrder(needs[j]) })
	for _, s := range needs {
		b.WriteString(s.String())
	}
	return b.String()
}

func symbolOrder(s Symbol) int {
	switch {
	case len(s.Hybrid) > 0 || s.TwoHybrid:
		return 10 + int(s.Hybrid[0])
	case s.Colored:
		return 20 + int(s.Type)
	}
	return 30
}

// Mana is mana in a pool (CR 106.4): an amount of units of one type, where
// they came from, and what they may be spent on. A pool holds amounts, not
// one entry a unit, so mana multiplied many times over (CR 106.6, 616) is
// one entry.
type Mana struct {
	Type     ManaType
	Amount   int
	Source   ObjID
	Restrict *Restriction
	// UntilEndOfCombat: the mana doesn't empty from the pool until the
	// end of combat step ends (CR 106.4, firebending's "This mana lasts
	// until end of combat").
	UntilEndOfCombat bool
}

// MaxMana is the most units of mana an amount holds: a multiplication
// beyond it stops there (saturates) rather than overflow.
const MaxMana = 1 << 62

// mulMana is a×b, at most MaxMana.
func mulMana(a, b int) int {
	if a <= 0 || b <= 0 {
		return 0
	}
	if a > MaxMana/b {
		return MaxMana
	}
	return a * b
}

// addMana is a+b, at most MaxMana.
func addMana(a, b int) int {
	if a > MaxMana-b {
		return MaxMana
	}
	return a + b
}

// ManaRunText is n units of a type as the log and the state text print
// them: the symbol repeated ("{G}{G}{G}"), or, for more than nine, the
// symbol and the number ("{G}x205891132094649").
func ManaRunText(t ManaType, n int) string {
	if n > 9 {
		return t.String() + "x" + strconv.Itoa(n)
	}
	return strings.Repeat(t.String(), n)
}

// Restriction limits what a unit of mana may be spent on (CR 106.6): only
// to cast spells matching the filter, evaluated with the producing
// ability's context.
type Restriction struct {
	Filter     *Filter
	Source     ObjID
	Controller PlayerID
	Text       string
}

// ManaSpec is mana an ability is about to produce: fixed units, or one
// unit of a type chosen from a set, each Times over (a replacement effect
// that multiplies mana, CR 106.6, multiplies Times, so the spec stays
// small however large the amount).
type ManaSpec struct {
	Fixed  []ManaType
	OneOf  ManaSet
	Count  int // number of one-of units
	Choice bool
	// Times multiplies the units; 0 means once.
	Times int
}

// Spec is the mana a literal produces: one of each colored symbol's
// type (CR 106.4), in order.
func (m ManaCost) Spec() ManaSpec {
	var s ManaSpec
	for _, sym := range m.Symbols {
		if sym.Colored {
			s.Fixed = append(s.Fixed, sym.Type)
		}
	}
	return s
}

// times is how many times over the units are produced.
func (m ManaSpec) times() int {
	if m.Times == 0 {
		return 1
	}
	return m.Times
}

// Amount is the number of units.
func (m ManaSpec) Amount() int {
	if m.Choice {
		return mulMana(m.Count, m.times())
	}
	return mulMana(len(m.Fixed), m.times())
}

// Multiply is the spec producing k times as much mana (CR 106.12b: "twice
// as much", "three times as much").
func (m ManaSpec) Multiply(k int) ManaSpec {
	m.Times = mulMana(m.times(), k)
	return m
}

// Runs is the mana the spec produces as amounts of one type each, in the
// order the fixed units are written, the chosen type t for one-of units.
func (m ManaSpec) Runs(t ManaType) []Mana {
	var out []Mana
	add := func(t ManaType, n int) {
		for i := range out {
			if out[i].Type == t {
				out[i].Amount = addMana(out[i].Amount, n)
				return
			}
		}
		out = append(out, Mana{Type: t, Amount: n})
	}
	k := m.times()
	for _, f := range m.Fixed {
		add(f, k)
	}
	if m.Choice && m.Count > 0 {
		add(t, mulMana(m.Count, k))
	}
	return out
}

// Types is every type the spec could produce.
func (m ManaSpec) Types() ManaSet {
	var s ManaSet
	for _, t := range m.Fixed {
		s = s.With(t)
	}
	if m.Choice && m.Count > 0 {
		s |= m.OneOf
	}
	return s
}
