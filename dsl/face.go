package dsl

import (
	"slices"
	"strings"

	"cardc/ast"
)

// FaceChars are a face's printed characteristics, as its fields state
// them: name, mana cost, color indicator, the type line split into
// supertypes, card types and subtypes (with the universe's one supertype
// list, CR 205.4a), power and toughness, loyalty. The checker computes them
// once for every face it checks (Info.Faces); the renderer, the export and
// the compiler read them from there.
type FaceChars struct {
	Name string
	// Cost is the mana cost as written; nil without a cost line.
	Cost *ast.ManaLit
	// ManaCost is the mana cost as printed: "{X}{G}{G}"; empty without.
	ManaCost string
	// ColorIndicator is the color names of a color line (a token's colors),
	// in the order written; HasIndicator says the face has one.
	ColorIndicator []string
	HasIndicator   bool
	Supertypes     []string
	Types          []string
	Subtypes       []string
	// Power and Toughness are as printed ("*", "+1"); empty without a pt
	// line. PowerValue and ToughnessValue are what the parser read of them.
	Power, Toughness           string
	PowerValue, ToughnessValue ast.PTValue
	// Loyalty is the loyalty as printed, empty without a loyalty line;
	// LoyaltyValue is its number.
	Loyalty      string
	LoyaltyValue int
	// Defense is a battle's defense as printed (CR 310.4a), empty without
	// a defense line; DefenseValue is its number.
	Defense      string
	DefenseValue int
	// PluralName is set by a plural-name line: the name is a plural noun
	// phrase, and the card naming itself takes a plural verb.
	PluralName bool
}

// TypeLine is the face's type line: "Legendary Creature — Treefolk".
func (f *FaceChars) TypeLine() string {
	s := strings.Join(append(append([]string{}, f.Supertypes...), f.Types...), " ")
	if len(f.Subtypes) > 0 {
		s += " — " + strings.Join(f.Subtypes, " ")
	}
	return s
}

// HasPT reports whether the face has power and toughness.
func (f *FaceChars) HasPT() bool { return f.Power != "" || f.Toughness != "" }

// ManaText is a mana literal as printed: "{X}{G}{G}".
func ManaText(m *ast.ManaLit) string {
	var b strings.Builder
	for _, s := range m.Symbols {
		b.WriteString("{" + s.Text + "}")
	}
	return b.String()
}

// faceChars computes the characteristics of a face from the fields the
// checker gathered (the first of each, when one is duplicated).
func (c *checker) faceChars(fi *faceInfo) *FaceChars {
	fc := &FaceChars{Name: fi.face.NameText()}
	if fi.cost != nil {
		fc.Cost = fi.cost.Cost
		fc.ManaCost = ManaText(fi.cost.Cost)
	}
	if fi.typ != nil {
		for _, t := range fi.typ.Types {
			if slices.Contains(c.u.Supertypes, t.Name) {
				fc.Supertypes = append(fc.Supertypes, t.Name)
			} else {
				fc.Types = append(fc.Types, t.Name)
			}
		}
		for _, s := range fi.typ.Subs {
			fc.Subtypes = append(fc.Subtypes, s.Name)
		}
	}
	if fi.colors != nil {
		fc.HasIndicator = true
		for _, col := range fi.colors.Colors {
			fc.ColorIndicator = append(fc.ColorIndicator, col.Name)
		}
	}
	if fi.pt != nil {
		fc.Power, fc.Toughness = fi.pt.PT.Power, fi.pt.PT.Toughness
		fc.PowerValue, fc.ToughnessValue = fi.pt.PT.P, fi.pt.PT.T
	}
	if fi.loyalty != nil {
		fc.Loyalty, fc.LoyaltyValue = fi.loyalty.Value.Text, fi.loyalty.Value.Value
	}
	if fi.defense != nil {
		fc.Defense, fc.DefenseValue = fi.defense.Value.Text, fi.defense.Value.Value
	}
	fc.PluralName = fi.plural != nil
	return fc
}
