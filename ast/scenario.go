package ast

// Scenario is a parsed scenario file: a game set up, actions performed and
// expectations stated, in the card language's lexer family.
type Scenario struct {
	Name   *StringLit
	Covers []*Ident
	Cards  []*Card // cards defined for this scenario only
	Setup  *Setup
	Steps  []*Step
	Sp     Span
}

// Setup is the `setup { … }` block.
type Setup struct {
	// Limit bounds the game's actions (a mandatory loop ends in a draw
	// when it is reached); nil for the default.
	Limit   *IntLit
	Turn    *IntLit
	Active  *Ident
	Step    *Ident
	Players []*PlayerSetup
	Sp      Span
}

// PlayerSetup is `player alice { … }`.
type PlayerSetup struct {
	Name  *Ident
	Life  *IntLit
	Zones []*ZoneSetup
	Sp    Span
}

// ZoneSetup is one zone line: `battlefield "Forest" as f1, "Forest" tapped`.
type ZoneSetup struct {
	Zone    *Ident
	Objects []*ObjSetup
	Sp      Span
}

// ObjSetup is one card placed by the setup, with its state.
type ObjSetup struct {
	Card        *StringLit
	Label       *Ident
	Tapped      bool
	Sick        bool
	Transformed bool
	Counters    []*CounterSetup
	Attached    *SRef
	Sp          Span
}

// CounterSetup is `counters +1/+1 3`.
type CounterSetup struct {
	Kind  string
	Count *IntLit
	Sp    Span
}

// SRef names an object (by label or card name) or a player.
type SRef struct {
	Label *Ident
	Name  *StringLit
	Sp    Span

	// Token is set by `"Name" token`: the name is looked up among tokens
	// only (a token copy has the name of what it copies).
	Token bool
}

// Text is the reference as written.
func (r *SRef) Text() string {
	if r.Label != nil {
		return r.Label.Name
	}
	if r.Token {
		return r.Name.Raw + " token"
	}
	return r.Name.Raw
}

// PayItem is a mana source used to pay: `f1` or `birds {G}`.
type PayItem struct {
	Source  *SRef
	Ability *IntLit
	Type    *ManaLit
	Sp      Span
}

// Answer is a scripted answer to a choice: yes, no, a number, an object or
// player, a mana symbol, or an order (`order 2, 1`).
type Answer struct {
	Word  string // "yes", "no" or ""
	Int   *IntLit
	Ref   *SRef
	Mana  *ManaLit
	Order []*IntLit
	Sp    Span
}

// Step is one line of a scenario's script.
type Step struct {
	Verb  string // cast, activate, pass, resolve, goto, attack, block, expect
	Actor *Ident

	Object  *SRef
	Ability *IntLit
	X       *IntLit
	Modes   []*IntLit
	Targets []*SRef
	Pay     []*PayItem
	Choose  []*Answer

	GotoStep *Ident
	GotoTurn *IntLit

	Attackers []*SRef
	Blocks    [][2]*SRef

	Expect *Expect
	Sp     Span
}

// Expect is an expectation: `expect <what> <subject> <value>`, or an
// illegal action with the reason it must give.
type Expect struct {
	What    *Ident
	Subject *SRef
	Int     *IntLit
	Str     *StringLit
	Mana    *ManaLit
	PT      *PTLit
	Word    *Ident // a zone, yes/no, a counter kind word, empty/none
	Counter string
	Action  *Step // for cost and illegal
	Sp      Span
}
