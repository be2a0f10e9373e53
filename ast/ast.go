package ast

import (
	"fmt"
	"slices"
)

// Pos is a position in a source file: a byte offset and a 1-based line and
// column (columns count bytes).
type Pos struct {
	Offset int
	Line   int
	Col    int
}

// IsValid reports whether p points into a file.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Span is the half-open range [Start, End) of a node in its file.
type Span struct {
	Start Pos
	End   Pos
}

// Node is implemented by every syntax tree node.
type Node interface {
	Span() Span
	node()
}

// Item is a line of a face: a field, a keyword line, an ability, a spell
// clause, or a nested face (back face or token definition).
type Item interface {
	Node
	item()
}

// Expr is an expression: a term or a phrase of terms.
type Expr interface {
	Node
	expr()
}

// File is one parsed source file.
type File struct {
	Name     string
	Cards    []*Card
	Comments []*Comment
	// ErrorLines are the lines with a syntax error, ascending: what the
	// checker finds on them follows from the error and isn't reported.
	ErrorLines []int
	Sp         Span
}

// HasErrorOn reports whether line has a syntax error.
func (f *File) HasErrorOn(line int) bool {
	_, found := slices.BinarySearch(f.ErrorLines, line)
	return found
}

// Comment is a `//` comment, kept for the formatter: its text from the
// slashes on, without trailing blanks; Sp covers the whole token.
type Comment struct {
	Text string
	Sp   Span
}

// Card is `card "Name" { items }`: the front face of a card, which may hold a
// back face.
type Card struct {
	Face *Face
	// Recovered is set when the card had a syntax error: Face then holds
	// only the items that parsed on their own.
	Recovered bool
	Sp        Span
}

// FaceKind says what a face block declares.
type FaceKind int

// The kinds of faces.
const (
	FrontFace FaceKind = iota // card "Name" { … }
	BackFace                  // back "Name" { … }
	TokenFace                 // token name { … }
	// SplitFace is the second half of a split card (CR 709): split
	// "Name" { … }, the front face being the first half.
	SplitFace
	// AdventureFace is the Adventure of an adventurer card (CR 715):
	// adventure "Name" { … }.
	AdventureFace
	// PrepareFace is the spell of a prepare card, cast as a copy while
	// the permanent is prepared: prepare "Name" { … }.
	PrepareFace
	// ModalFace is the back face of a modal double-faced card (CR 712.2,
	// 712.4): modal "Name" { … }, a face of its own that is cast or played
	// instead of the front face and doesn't transform.
	ModalFace
)

func (k FaceKind) String() string {
	return [...]string{"card", "back", "token", "split", "adventure", "prepare", "modal"}[k]
}

// Second reports whether the kind is a card's second face, declared in
// its front face: a back face, a split card's second half, an Adventure,
// a prepare spell or a modal double-faced card's back face.
func (k FaceKind) Second() bool {
	return k == BackFace || k == SplitFace || k == AdventureFace || k == PrepareFace || k == ModalFace
}

// CardFaces are a card's faces: the front face, then its second face, if
// it has one.
func (c *Card) CardFaces() []*Face {
	faces := []*Face{c.Face}
	for _, it := range c.Face.Items {
		if f, ok := it.(*Face); ok && f.Kind.Second() {
			faces = append(faces, f)
		}
	}
	return faces
}

// SecondFace is the card's second face, or nil.
func (c *Card) SecondFace() *Face {
	if fs := c.CardFaces(); len(fs) > 1 {
		return fs[1]
	}
	return nil
}

// Face is a set of characteristics and abilities: a card's front or back
// face, or a token a card creates. Token faces are named by an identifier;
// card faces by a string.
type Face struct {
	Kind  FaceKind
	Name  *StringLit // front and back faces
	Ident *Ident     // token faces
	Items []Item
	Sp    Span
}

// NameText is the face's name as written.
func (f *Face) NameText() string {
	if f.Name != nil {
		return f.Name.Value
	}
	if f.Ident != nil {
		return f.Ident.Name
	}
	return ""
}

// CostField is `cost {2}{U}`: a face's mana cost.
type CostField struct {
	Cost *ManaLit
	Sp   Span
}

// TypeField is `type Legendary Creature — Treefolk`.
type TypeField struct {
	Types []*Ident // supertypes and card types
	Dash  bool
	Subs  []*Ident
	Sp    Span
}

// PTField is `pt 2/2` (either side may be `*`).
type PTField struct {
	PT *PTLit
	Sp Span
}

// LoyaltyField is `loyalty 3`.
type LoyaltyField struct {
	Value *IntLit
	Sp    Span
}

// DefenseField is `defense 5`: a battle's printed defense (CR 310.4a).
type DefenseField struct {
	Value *IntLit
	Sp    Span
}

// ColorField is `color blue`: a color indicator, or a token's colors.
type ColorField struct {
	Colors []*Ident
	Sp     Span
}

// PluralNameField is `plural-name`: the card's name is a plural noun
// phrase, so a verb whose subject is the card naming itself takes the
// plural form ("When The Twins enter, …").
type PluralNameField struct {
	Sp Span
}

// TextField is `text "…" "…"`: the printed rules text, one string a
// paragraph.
type TextField struct {
	Lines []*StringLit
	Sp    Span
}

// KeywordLine is `keyword flying, protection(multicolored)`.
type KeywordLine struct {
	Keywords []Expr
	// Reminded marks, per keyword, one written `reminder(k)`: its reminder
	// text is printed after it. Nil when none is.
	Reminded []bool
	Sp       Span
}

// ReminderForm is the name of the form `reminder(x)`, which prints the
// reminder text of what x names.
const ReminderForm = "reminder"

// IsReminded reports whether keyword i of the line prints its reminder
// text.
func (n *KeywordLine) IsReminded(i int) bool { return i < len(n.Reminded) && n.Reminded[i] }

// AbilityKind is the kind of an ability block.
type AbilityKind int

// The kinds of ability blocks.
const (
	Static AbilityKind = iota
	Triggered
	Activated
	ManaAbility
	Replacement
)

var abilityKindNames = [...]string{"static", "triggered", "activated", "mana", "replacement"}

func (k AbilityKind) String() string { return abilityKindNames[k] }

// AbilityKindOf returns the kind spelled s.
func AbilityKindOf(s string) (AbilityKind, bool) {
	for i, n := range abilityKindNames {
		if n == s {
			return AbilityKind(i), true
		}
	}
	return 0, false
}

// Ability is `kind { clauses }`. As an item it is one of the face's
// abilities; as an expression it is an ability literal (a granted ability).
type Ability struct {
	Kind AbilityKind
	// Word is the ability word printed before the ability (CR 207.2c):
	// `triggered landfall { … }` reads "Landfall — …". It has no rules
	// meaning; nil when there is none.
	Word    *Ident
	Clauses []Clause
	Sp      Span
}

// Clause is a line inside an ability or a spell: a ClauseLine, a Choose or a
// Mode.
type Clause interface {
	Node
	clause()
}

// ClauseKind names a clause line.
type ClauseKind int

// The clause lines.
const (
	CostClause ClauseKind = iota
	TargetClause
	EffectClause
	WhenClause
	WheneverClause
	AtClause
	IfClause
	ReplaceClause
)

var clauseKindNames = [...]string{"cost", "target", "effect", "when", "whenever", "at", "if", "replace"}

func (k ClauseKind) String() string { return clauseKindNames[k] }

// ClauseKindOf returns the kind spelled s.
func ClauseKindOf(s string) (ClauseKind, bool) {
	for i, n := range clauseKindNames {
		if n == s {
			return ClauseKind(i), true
		}
	}
	return 0, false
}

// ClauseLine is `kind item, item …`, each item optionally bound `as name`.
type ClauseLine struct {
	Kind  ClauseKind
	Items []*Bound
	// Also marks an effect line written `also`: a sentence of the same
	// paragraph as the effect line before it, where an instant's or
	// sorcery's effect lines are otherwise paragraphs of their own
	// ("Destroy target creature. You gain 4 life.").
	Also bool
	Sp   Span
}

// Bound is an expression optionally bound to a name: `exile(…) as exiled`.
type Bound struct {
	X  Expr
	As *Ident
	Sp Span
}

// Choose is `choose 1 to 2`: how many modes a modal spell takes.
type Choose struct {
	Min, Max *IntLit
	// Unchosen is `choose 1 to 1 unchosen`: "choose one that hasn't been
	// chosen" — a mode the ability's source chose before isn't offered
	// again (CR 700.2).
	Unchosen bool
	Sp       Span
}

// Mode is `mode { clauses }`: one mode of a modal spell.
type Mode struct {
	Clauses []Clause
	Sp      Span
}

// Ident is a name.
type Ident struct {
	Name string
	Sp   Span
}

// IntLit is a decimal number.
type IntLit struct {
	Text  string
	Value int
	Sp    Span
}

// StringLit is a double-quoted string; Value is unquoted.
type StringLit struct {
	Raw   string
	Value string
	Sp    Span
}

// PTLit is `2/2`, `*/*` or `+1/+1`. P and T are what its sides say, read
// by the parser.
type PTLit struct {
	Power, Toughness string // as written, sign included
	P, T             PTValue
	Sp               Span
}

// ManaSymbol is one `{…}` symbol; Text excludes the braces. Mana is what
// it means, read by the parser (see Value for symbols built by hand).
type ManaSymbol struct {
	Text string
	Mana Mana
	Sp   Span
}

// ManaLit is a run of mana symbols, `{X}{G}{G}`.
type ManaLit struct {
	Symbols []*ManaSymbol
	Sp      Span
}

// Call is `name(args)`.
type Call struct {
	Fn   *Ident
	Args []*Arg
	Sp   Span
}

// Arg is an argument, positional or named (`until: end-of-turn`).
type Arg struct {
	Name  *Ident
	Value Expr
	Sp    Span
}

// Phrase is a run of terms written side by side, such as a filter:
// `another nontoken artifact creature you-control`. Terms joined by `or`
// are one Or term, so a phrase may hold a single term (`instant or
// sorcery`).
type Phrase struct {
	Terms []Expr
	Sp    Span
}

// Words is the phrase as written: its terms, with each Or's words in its
// place.
func (n *Phrase) Words() []Expr {
	out := make([]Expr, 0, len(n.Terms))
	for _, t := range n.Terms {
		if or, ok := t.(*Or); ok {
			out = append(out, or.Words()...)
			continue
		}
		out = append(out, t)
	}
	return out
}

// Or is terms of a phrase joined by `or`, `instant or sorcery`: the
// alternatives, any of which an object may match. Ors are the `or` words
// between them, kept for their positions and for the formatter (a doubled
// `or` joins like one).
type Or struct {
	Alts []Expr // two or more, none an Or
	Ors  []*Ident
	Sp   Span
}

// Words is the alternatives and the `or` words between them, in source
// order.
func (n *Or) Words() []Expr {
	out := make([]Expr, 0, len(n.Alts)+len(n.Ors))
	i, j := 0, 0
	for i < len(n.Alts) || j < len(n.Ors) {
		if j == len(n.Ors) || i < len(n.Alts) && n.Alts[i].Span().Start.Offset < n.Ors[j].Sp.Start.Offset {
			out = append(out, n.Alts[i])
			i++
			continue
		}
		out = append(out, n.Ors[j])
		j++
	}
	return out
}

// Paren is `( expr )`.
type Paren struct {
	X Expr
	// Reminder is set for `reminder(x)`: x, with the reminder text of
	// what it names printed at the end of its paragraph ("Mill a card.
	// (Put the top card of your library into your graveyard.)").
	Reminder bool
	Sp       Span
}

func (n *File) Span() Span            { return n.Sp }
func (n *Comment) Span() Span         { return n.Sp }
func (n *Card) Span() Span            { return n.Sp }
func (n *Face) Span() Span            { return n.Sp }
func (n *CostField) Span() Span       { return n.Sp }
func (n *TypeField) Span() Span       { return n.Sp }
func (n *PTField) Span() Span         { return n.Sp }
func (n *LoyaltyField) Span() Span    { return n.Sp }
func (n *DefenseField) Span() Span    { return n.Sp }
func (n *ColorField) Span() Span      { return n.Sp }
func (n *PluralNameField) Span() Span { return n.Sp }
func (n *TextField) Span() Span       { return n.Sp }
func (n *KeywordLine) Span() Span     { return n.Sp }
func (n *Ability) Span() Span         { return n.Sp }
func (n *ClauseLine) Span() Span      { return n.Sp }
func (n *Bound) Span() Span           { return n.Sp }
func (n *Choose) Span() Span          { return n.Sp }
func (n *Mode) Span() Span            { return n.Sp }
func (n *Ident) Span() Span           { return n.Sp }
func (n *IntLit) Span() Span          { return n.Sp }
func (n *StringLit) Span() Span       { return n.Sp }
func (n *PTLit) Span() Span           { return n.Sp }
func (n *ManaSymbol) Span() Span      { return n.Sp }
func (n *ManaLit) Span() Span         { return n.Sp }
func (n *Call) Span() Span            { return n.Sp }
func (n *Arg) Span() Span             { return n.Sp }
func (n *Phrase) Span() Span          { return n.Sp }
func (n *Or) Span() Span              { return n.Sp }
func (n *Paren) Span() Span           { return n.Sp }

func (*File) node()            {}
func (*Comment) node()         {}
func (*Card) node()            {}
func (*Face) node()            {}
func (*CostField) node()       {}
func (*TypeField) node()       {}
func (*PTField) node()         {}
func (*LoyaltyField) node()    {}
func (*DefenseField) node()    {}
func (*ColorField) node()      {}
func (*PluralNameField) node() {}
func (*TextField) node()       {}
func (*KeywordLine) node()     {}
func (*Ability) node()         {}
func (*ClauseLine) node()      {}
func (*Bound) node()           {}
func (*Choose) node()          {}
func (*Mode) node()            {}
func (*Ident) node()           {}
func (*IntLit) node()          {}
func (*StringLit) node()       {}
func (*PTLit) node()           {}
func (*ManaSymbol) node()      {}
func (*ManaLit) node()         {}
func (*Call) node()            {}
func (*Arg) node()             {}
func (*Phrase) node()          {}
func (*Or) node()              {}
func (*Paren) node()           {}

func (*Face) item()            {}
func (*CostField) item()       {}
func (*TypeField) item()       {}
func (*PTField) item()         {}
func (*LoyaltyField) item()    {}
func (*DefenseField) item()    {}
func (*ColorField) item()      {}
func (*PluralNameField) item() {}
func (*TextField) item()       {}
func (*KeywordLine) item()     {}
func (*Ability) item()         {}
func (*ClauseLine) item()      {}
func (*Choose) item()          {}
func (*Mode) item()            {}

func (*ClauseLine) clause() {}
func (*Choose) clause()     {}
func (*Mode) clause()       {}

func (*Ident) expr()     {}
func (*IntLit) expr()    {}
func (*StringLit) expr() {}
func (*PTLit) expr()     {}
func (*ManaLit) expr()   {}
func (*Call) expr()      {}
func (*Phrase) expr()    {}
func (*Or) expr()        {}
func (*Paren) expr()     {}
func (*Ability) expr()   {}
