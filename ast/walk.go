package ast

// Walk calls f for n and, while f returns true, for each of its children in
// source order.
func Walk(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, c := range Children(n) {
		Walk(c, f)
	}
}

// Children returns n's direct children in source order.
func Children(n Node) []Node {
	var out []Node
	add := func(c Node) {
		if c != nil {
			out = append(out, c)
		}
	}
	switch n := n.(type) {
	case *File:
		for _, c := range n.Cards {
			add(c)
		}
	case *Card:
		add(n.Face)
	case *Face:
		if n.Name != nil {
			add(n.Name)
		}
		if n.Ident != nil {
			add(n.Ident)
		}
		for _, it := range n.Items {
			add(it)
		}
	case *CostField:
		add(n.Cost)
	case *TypeField:
		for _, t := range n.Types {
			add(t)
		}
		for _, t := range n.Subs {
			add(t)
		}
	case *PTField:
		add(n.PT)
	case *LoyaltyField:
		add(n.Value)
	case *DefenseField:
		add(n.Value)
	case *ColorField:
		for _, c := range n.Colors {
			add(c)
		}
	case *TextField:
		for _, l := range n.Lines {
			add(l)
		}
	case *KeywordLine:
		for _, k := range n.Keywords {
			add(k)
		}
	case *Ability:
		if n.Word != nil {
			add(n.Word)
		}
		for _, c := range n.Clauses {
			add(c)
		}
	case *Mode:
		for _, c := range n.Clauses {
			add(c)
		}
	case *ClauseLine:
		for _, b := range n.Items {
			add(b)
		}
	case *Bound:
		add(n.X)
		if n.As != nil {
			add(n.As)
		}
	case *Choose:
		add(n.Min)
		add(n.Max)
	case *ManaLit:
		for _, s := range n.Symbols {
			add(s)
		}
	case *Call:
		add(n.Fn)
		for _, a := range n.Args {
			add(a)
		}
	case *Arg:
		if n.Name != nil {
			add(n.Name)
		}
		add(n.Value)
	case *Phrase:
		for _, t := range n.Terms {
			add(t)
		}
	case *Or:
		for _, w := range n.Words() {
			add(w)
		}
	case *Paren:
		add(n.X)
	}
	return out
}
