package ast

import (
	"fmt"
	"strings"
)

// Dump renders n as a compact, indented tree, one node a line with its
// span, for golden tests and `cardc dump --ast`.
func Dump(n Node) string {
	var b strings.Builder
	dump(&b, n, 0)
	return b.String()
}

func dump(b *strings.Builder, n Node, depth int) {
	sp := n.Span()
	fmt.Fprintf(b, "%s%s %d:%d-%d:%d\n", strings.Repeat("  ", depth), label(n), sp.Start.Line, sp.Start.Col, sp.End.Line, sp.End.Col)
	for _, c := range Children(n) {
		dump(b, c, depth+1)
	}
}

func label(n Node) string {
	switch n := n.(type) {
	case *File:
		return fmt.Sprintf("File %q", n.Name)
	case *Card:
		return "Card"
	case *Face:
		return "Face " + n.Kind.String()
	case *CostField:
		return "Cost"
	case *TypeField:
		if n.Dash {
			return "Type —"
		}
		return "Type"
	case *PTField:
		return "PT"
	case *LoyaltyField:
		return "Loyalty"
	case *DefenseField:
		return "Defense"
	case *ColorField:
		return "Color"
	case *PluralNameField:
		return "PluralName"
	case *TextField:
		return "Text"
	case *KeywordLine:
		return "Keywords"
	case *Ability:
		return "Ability " + n.Kind.String()
	case *Mode:
		return "Mode"
	case *ClauseLine:
		if n.Also {
			return "Clause also"
		}
		return "Clause " + n.Kind.String()
	case *Bound:
		if n.As != nil {
			return "Bound as"
		}
		return "Bound"
	case *Choose:
		if n.Unchosen {
			return "Choose unchosen"
		}
		return "Choose"
	case *ManaLit:
		return "Mana"
	case *ManaSymbol:
		return "{" + n.Text + "}"
	case *Call:
		return "Call"
	case *Arg:
		if n.Name != nil {
			return "Arg named"
		}
		return "Arg"
	case *Phrase:
		return "Phrase"
	case *Or:
		return "Or"
	case *Paren:
		return "Paren"
	case *Ident:
		return "Ident " + n.Name
	case *IntLit:
		return "Int " + n.Text
	case *StringLit:
		return "String " + n.Raw
	case *PTLit:
		return "PT " + n.Power + "/" + n.Toughness
	case *Comment:
		return "Comment"
	}
	return fmt.Sprintf("%T", n)
}
