package scenario

import "cardc/ast"

// Scenario is a parsed scenario file: a game set up, actions performed and
// expectations stated, in the card language's lexer family.
type Scenario struct {
	Name   *ast.StringLit
	Covers []*ast.Ident
	Cards  []*ast.Card // cards defined for this scenario only
	Setup  *Setup
	Steps  []*Step
	Sp     ast.Span
}

// Setup is the `setup { … }` block.
type Setup struct {
	// Limit bounds the game's actions (a mandatory loop ends in a draw
	// when it is reached); nil for the default.
	Limit   *ast.IntLit
	Turn    *ast.IntLit
	Active  *ast.Ident
	Step    *ast.Ident
	Players []*PlayerSetup
	Sp      ast.Span
}

// PlayerSetup is `player alice { … }`.
type PlayerSetup struct {
	Name  *ast.Ident
	Life  *ast.IntLit
	Zones []*ZoneSetup
	Sp    ast.Span
}

// ZoneSetup is one zone line: `battlefield "Forest" as f1, "Forest" tapped`.
type ZoneSetup struct {
	Zone    *ast.Ident
	Objects []*ObjSetup
	Sp      ast.Span
}

// ObjSetup is one card placed by the setup, with its state.
type ObjSetup struct {
	Card        *ast.StringLit
	Label       *ast.Ident
	Tapped      bool
	Sick        bool
	Transformed bool
	// Prepared: the permanent starts prepared.
	Prepared bool
	Counters []*CounterSetup
	Attached *SRef
	Sp       ast.Span
}

// CounterSetup is `counters +1/+1 3`.
type CounterSetup struct {
	Kind  string
	Count *ast.IntLit
	Sp    ast.Span
}

// SRef names an object (by label or card name) or a player.
type SRef struct {
	Label *ast.Ident
	Name  *ast.StringLit
	Sp    ast.Span

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
	Ability *ast.IntLit
	Type    *ast.ManaLit
	Sp      ast.Span
}

// Answer is a scripted answer to a choice: yes, no, done, a number, an object or
// player, a mana symbol, or an order (`order 2, 1`).
type Answer struct {
	Word  string // "yes", "no", "done", "nothing" (a search that finds no card) or ""
	Int   *ast.IntLit
	Ref   *SRef
	Mana  *ast.ManaLit
	Order []*ast.IntLit
	Sp    ast.Span
}

// Step is one line of a scenario's script.
type Step struct {
	Verb  string // cast, activate, turn-face-up, pass, resolve, goto, attack, block, expect
	Actor *ast.Ident

	Object  *SRef
	Ability *ast.IntLit
	X       *ast.IntLit
	// Kicked is how many times the spell's kicker cost is paid.
	Kicked *ast.IntLit
	// Alternative chooses the spell's alternative cost (CR 118.9).
	Alternative *ast.Ident
	// Face is the face cast: `half 1`, `half 2`, `fused` (CR 709.3,
	// 702.102a), `adventure` (CR 715.3), `prepared`, a copy of a
	// prepared permanent's spell, or `back`, a modal double-faced card's
	// back face cast or played as a land (CR 712.12), or `face-down`, a
	// card with morph or disguise cast face down (CR 702.37c, 702.168a);
	// Half is the half's number.
	Face *ast.Ident
	Half *ast.IntLit
	// Divide is each target's share of what the spell divides.
	Divide []*ast.IntLit
	// Bargain is the permanent sacrificed for the spell's bargain.
	Bargain *SRef
	// Convoke lists the creatures tapped to pay part of the cost, each
	// with the type of mana it pays (none: {1}); Delve the cards exiled
	// from the graveyard.
	Convoke []*PayItem
	Delve   []*SRef
	Modes   []*ast.IntLit
	Targets []*SRef
	Pay     []*PayItem
	// PayAuto is `pay auto`: the automatic payer picks what to tap.
	PayAuto *ast.Ident
	Choose  []*Answer

	GotoStep *ast.Ident
	GotoTurn *ast.IntLit

	Attackers []*SRef
	// AttackAt is, beside each attacker, what it attacks (`bears at
	// jace`): a planeswalker or the defending player; nil for the player.
	AttackAt []*SRef
	Blocks   [][2]*SRef

	Expect *Expect
	Sp     ast.Span
}

// Expect is an expectation: `expect <what> <subject> <value>`, or an
// illegal action with the reason it must give.
type Expect struct {
	What    *ast.Ident
	Subject *SRef
	Int     *ast.IntLit
	Str     *ast.StringLit
	Mana    *ast.ManaLit
	// Times are the units each symbol of Mana stands for: 1, or N for a
	// symbol written with a count, `{G}x205891132094649`.
	Times   []int
	PT      *ast.PTLit
	Word    *ast.Ident // a zone, yes/no, a counter kind word, empty/none
	Counter string
	Action  *Step // for cost and illegal
	Sp      ast.Span
}
