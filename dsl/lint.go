package dsl

import "cardc/ast"

// Lint returns the warnings of a parsed file: cards that check but are
// likely not what their designer meant. A warning doesn't fail a check
// (cardc check --strict makes it). Each warning has Warning set.
//
//   - a creature card with no mana cost (CR 202.1a allows it: a card can
//     have no mana cost, but a creature card without one is usually a
//     forgotten line);
//   - a card face with no text line, whose rules text is then never
//     compared with its script;
//   - a power or toughness of * on a face with no static ability to
//     define it (CR 208.2a, 604.3).
func Lint(f *ast.File) Diagnostics {
	var out Diagnostics
	for _, card := range f.Cards {
		if card.Recovered {
			continue
		}
		for _, face := range card.CardFaces() {
			lintFace(&out, f.Name, face)
		}
	}
	return out
}

func lintFace(out *Diagnostics, file string, face *ast.Face) {
	var cost, text, static bool
	var creature bool
	var pt *ast.PTField
	for _, it := range face.Items {
		switch it := it.(type) {
		case *ast.CostField:
			cost = true
		case *ast.TextField:
			text = true
		case *ast.PTField:
			pt = it
		case *ast.Ability:
			static = static || it.Kind == ast.Static
		case *ast.TypeField:
			for _, id := range it.Types {
				creature = creature || id.Name == "Creature"
			}
		}
	}
	warn := func(sp ast.Span, format string, args ...any) {
		out.Add(file, sp, format, args...).Warning = true
	}
	name := nameNode(face).Span()
	if face.Kind == ast.FrontFace && creature && !cost {
		warn(name, "creature card %q has no mana cost; write its cost line (a card without one can't be cast)", face.NameText())
	}
	if !text {
		warn(name, "%s %q has no text line, so its rules text is not compared with its script", faceWord(face), face.NameText())
	}
	if pt != nil && (pt.PT.P.Star || pt.PT.T.Star) && !static {
		warn(pt.Sp, "%s has * but no static ability defines it", pt.PT.Power+"/"+pt.PT.Toughness)
	}
}
