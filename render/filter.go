package render

import (
	"fmt"
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// fword is one word of a filter phrase.
type fword struct {
	x    ast.Expr
	pr   *Record // nil for a subtype
	name string
}

func (w fword) role() Role {
	if w.pr == nil {
		return Noun
	}
	return w.pr.Template.Role
}

func (w fword) text(plural bool) string {
	if w.pr == nil {
		if plural {
			return pluralWord(w.name)
		}
		return w.name
	}
	if plural && w.pr.Template.Plural != "" {
		return w.pr.Template.Plural
	}
	return w.pr.Template.Text
}

// filter renders a filter phrase. Its words are determiners ("another"),
// adjectives and type nouns before the head noun, and qualifiers after it;
// words joined by `or` are alternatives ("instant or sorcery"), joined by
// "and" when the phrase means every such object and by "and/or" when it
// counts them.
func (r *renderer) filter(terms []ast.Expr, node ast.Node, mode string) phrase {
	from := false
	if mode == "target-from" {
		mode, from = "target", true
	}
	if mode == "from" {
		mode, from = "a", true
	}
	if mode == "bare-from" || mode == "plural-from" {
		// Without its article, its zone as a source: "creature cards
		// from your graveyard" after "up to two target".
		mode, from = strings.TrimSuffix(mode, "-from"), true
	}
	// other: with the article, or "another" when the card naming the
	// objects is one of them itself, as the materials of craft are other
	// than the permanent that crafts (CR 702.167a): "another artifact".
	other := mode == "other"
	if other {
		mode = "a"
	}
	// pred: the filter is a predicate, "is a Mountain", "is attacking".
	pred := mode == "pred"
	if pred {
		mode = "a"
	}
	allFrom := mode == "all-from"
	if allFrom {
		// Every card of a set moved from its zone: "all artifact cards
		// from your graveyard", "… from all graveyards".
		mode, from = "all", true
	}
	switch mode {
	case "", "verb", "base", "trigger":
		mode = "a"
	}
	// "plural-or" is plural joined by "or", where a negative says every
	// such object: "can't be blocked by Vampires or Zombies".
	pluralOr := mode == "plural-or"
	if pluralOr {
		mode = "plural"
	}
	if r.continuing && r.lastSet != "" && exprKey(exprOf(node)) == r.lastSet {
		// The set the sentence before named: "They can't be regenerated."
		p := phrase{s: r.form("they"), plural: true, definite: true, key: node}
		if mode == "poss" {
			p.s = r.form("their")
		}
		return p
	}
	// Group the words: `or` joins a word to the group before it.
	var groups [][]fword
	implied := r.implied
	if r.plural && mode == "a" {
		switch r.info.Types[exprOf(node)] {
		case dsl.Players, dsl.AnyTargets:
			// A player in a plural phrase: "spells your opponents cast".
			mode = "plural"
		}
	}
	defer func(old bool) { r.plural = old }(r.plural)
	for _, t := range terms {
		alts := []ast.Expr{t}
		if or, ok := t.(*ast.Or); ok {
			alts = or.Alts
		}
		var g []fword
		for _, t := range alts {
			w := fword{x: t}
			switch t := t.(type) {
			case *ast.Ident:
				w.name = t.Name
				w.pr = r.primOf(r.info.Entries[t])
				if b := r.info.Uses[t]; b != nil {
					r.fail("a name in a filter phrase")
				}
			case *ast.Call:
				w.name = t.Fn.Name
				w.pr = r.primOf(r.info.Entries[t])
			default:
				r.fail("can't render %s in a filter", exprName(t))
			}
			if !contains(implied, w.name) {
				g = append(g, w)
			}
		}
		if len(g) > 0 {
			groups = append(groups, g)
		}
	}
	// A single word with its own wording for this form: "any target".
	if len(groups) == 1 && len(groups[0]) == 1 && groups[0][0].pr != nil {
		t := groups[0][0].pr.Template
		m := mode
		if m == "plural" {
			m = "all"
		}
		if v := t.Forms[m]; v != "" {
			return phrase{s: v, plural: mode == "plural", key: node}
		}
	}
	var dets, pre, post [][]fword
	controlled, zone := false, ""
	for _, g := range groups {
		switch g[0].role() {
		case Det:
			dets = append(dets, g)
		case Qualifier, Control, Zone:
			post = append(post, g)
			if g[0].role() == Control {
				controlled = true
			}
			if g[0].role() == Zone {
				zone = g[0].pr.Template.Noun
			}
		default:
			pre = append(pre, g)
		}
	}
	// The head noun is the last group of nouns; a zone makes it "card".
	head := -1
	for i, g := range pre {
		if g[0].role() == Noun || g[0].role() == Kind {
			head = i
		}
	}
	if zone != "" && (head < 0 || pre[head][0].role() == Noun) {
		pre = append(pre, []fword{{name: zone}})
		head = len(pre) - 1
	}
	adjectives := head < 0
	if adjectives {
		// Only adjectives: "multicolored", "legendary".
		head = len(pre) - 1
	}
	plural := mode == "plural" || mode == "count" || mode == "counted" || mode == "all" || mode == "target-nouns"
	conj := r.form("or")
	switch mode {
	case "plural", "all":
		conj = r.form("and-all")
	case "count", "counted":
		// Counted objects, any mix of the alternatives: "three or more
		// instant and/or sorcery cards", "tap two untapped artifacts
		// and/or creatures you control".
		conj = r.form("and-or")
	}
	if pluralOr {
		conj = r.form("or")
	}
	group := func(g []fword, pl bool) string {
		var ws []string
		for _, w := range g {
			if call, ok := w.x.(*ast.Call); ok && w.pr != nil {
				// An adjective with an argument: "non-Gnome".
				ws = append(ws, r.fill(w.pr, call, w.text(pl)))
				continue
			}
			ws = append(ws, w.text(pl))
		}
		// Three or more alternatives take a serial comma: "artifact,
		// enchantment, and planeswalker cards".
		return r.joinWith(ws, conj)
	}
	if mode == "noun" {
		if head < 0 {
			return phrase{s: r.form("permanent")}
		}
		if g := pre[head]; len(g) == 1 && g[0].pr == nil && r.SubtypeNouns[g[0].name] != "" {
			return phrase{s: r.SubtypeNouns[g[0].name]}
		}
		return phrase{s: group(pre[head], false)}
	}
	if mode == "permanent-types" {
		return phrase{s: r.permanentTypes(&ast.Phrase{Terms: terms})}
	}
	var words []string
	for i, g := range pre {
		w := group(g, plural && i == head)
		if i > 0 && negated(pre[i-1]) && negated(g) {
			// Two negated adjectives are set off by a comma:
			// "nonartifact, nonblack creature".
			words[len(words)-1] += ","
		}
		words = append(words, w)
	}
	r.plural = plural
	for _, g := range post {
		w := g[0]
		if w.pr == nil {
			continue
		}
		t := w.pr.Template
		text := t.Text
		if (plural || mode == "each" && w.role() == Control) && t.Plural != "" {
			// "each creature your opponents control": who controls a set
			// counted one by one is said as of the whole set.
			text = t.Plural
		}
		if from && t.Forms["from"] != "" {
			text = t.Forms["from"]
		}
		if allFrom && t.Forms["all-from"] != "" {
			text = t.Forms["all-from"]
		}
		call, _ := w.x.(*ast.Call)
		var s string
		if t.Subject != "" {
			s = r.clause(w.pr, call, text, false, nil).s
		} else {
			s = r.fill(w.pr, call, text)
		}
		words = append(words, s)
	}
	body := strings.Join(words, " ")
	var det string
	if len(dets) > 0 {
		det = group(dets[0], plural)
	}
	var s string
	switch mode {
	case "target":
		s = subst(r.form("target"), map[string]string{"noun": body})
		if det != "" {
			s = det + " " + s
		}
	case "target-noun", "target-nouns":
		// Counted targets: "one other target creature", "two target
		// creatures"; after a number the determiner is the plural one.
		s = subst(r.form("target"), map[string]string{"noun": body})
		if len(dets) > 0 {
			s = group(dets[0], true) + " " + s
		}
	case "a":
		switch {
		case det != "":
			s = det + " " + body
		case other && head >= 0 && r.faceIs(pre[head]):
			s = r.form("another") + " " + body
		case pred && adjectives && len(post) == 0:
			// A predicate with no noun to take the article: "if this
			// creature is attacking" (but "is a Mountain").
			s = body
		case len(pre) == 1 && len(post) == 0 && subtypeAlternatives(pre[0]):
			// Subtypes as the head noun, each with its article: "an
			// Island or a Swamp" (but "an Island or Mountain card").
			var ws []string
			for _, w := range pre[0] {
				ws = append(ws, r.form("article")+" "+w.text(false))
			}
			s = r.joinWith(ws, conj)
		default:
			s = r.form("article") + " " + body
		}
	case "any":
		switch {
		case det != "":
			s = det + " " + body
		case controlled:
			s = r.form("article") + " " + body
		default:
			s = subst(r.form("any"), map[string]string{"noun": body})
		}
	case "each":
		// Every object or player of the set, one by one: "each creature
		// with flying", "each other creature", "each opponent".
		if det != "" {
			body = group(dets[0], true) + " " + body
		}
		s = subst(r.form("each"), map[string]string{"noun": body})
	case "one", "bare":
		s = body
		if det != "" {
			s = det + " " + body
		}
		if mode == "one" && det != "" {
			s = group(dets[0], true) + " " + body
		}
	case "poss":
		// A player filter as a possessive: "each opponent's upkeep".
		s = subst(r.form("each-player"), map[string]string{"player": possessive(body)})
	case "all":
		if det != "" {
			body = det + " " + body
		}
		s = subst(r.form("all"), map[string]string{"noun": body})
	default: // plural, count, counted
		s = body
		if det != "" {
			s = det + " " + body
		}
	}
	p := phrase{s: s, plural: plural, key: node}
	switch r.info.Types[exprOf(node)] {
	case dsl.Objects, dsl.Object:
		r.last = node
		r.lastSet = exprKey(exprOf(node))
	}
	return p
}

// exprKey is an expression's words, without positions: two filter
// phrases with the same key name the same set.
func exprKey(e ast.Expr) string {
	switch e := e.(type) {
	case nil:
		return ""
	case *ast.Paren:
		return exprKey(e.X)
	case *ast.Ident:
		return e.Name
	case *ast.IntLit:
		return fmt.Sprint(e.Value)
	case *ast.Call:
		var args []string
		for _, a := range e.Args {
			k := exprKey(a.Value)
			if a.Name != nil {
				k = a.Name.Name + ": " + k
			}
			args = append(args, k)
		}
		return e.Fn.Name + "(" + strings.Join(args, ", ") + ")"
	case *ast.Phrase:
		var ts []string
		for _, t := range e.Terms {
			ts = append(ts, exprKey(t))
		}
		return strings.Join(ts, " ")
	case *ast.Or:
		var ts []string
		for _, t := range e.Alts {
			ts = append(ts, exprKey(t))
		}
		return strings.Join(ts, " or ")
	}
	return fmt.Sprintf("%T%v", e, e.Span())
}

// subtypeAlternatives reports whether a group of filter words is two or
// more subtypes joined by `or`.
func subtypeAlternatives(g []fword) bool {
	if len(g) < 2 {
		return false
	}
	for _, w := range g {
		if w.pr != nil {
			return false
		}
	}
	return true
}

// negated reports whether a group of filter words is one adjective that
// says what the object isn't ("nonblack", "nontoken").
func negated(g []fword) bool {
	return len(g) == 1 && g[0].role() == Adjective && strings.HasPrefix(g[0].text(false), "non")
}

func exprOf(n ast.Node) ast.Expr {
	if e, ok := n.(ast.Expr); ok {
		return e
	}
	return nil
}

func exprName(n ast.Node) string {
	switch n := n.(type) {
	case *ast.Ident:
		return n.Name
	case *ast.Call:
		return n.Fn.Name + "(…)"
	}
	return fmt.Sprintf("%T", n)
}

// faceIs reports whether the face being rendered has one of the type
// nouns of a filter's head noun: an artifact for "artifact".
func (r *renderer) faceIs(g []fword) bool {
	if r.face == nil || r.face.ast == nil {
		return false
	}
	chars := r.info.Faces[r.face.ast]
	if chars == nil {
		return false
	}
	for _, w := range g {
		if w.role() != Noun {
			continue
		}
		for _, t := range append(append([]string(nil), chars.Types...), chars.Subtypes...) {
			if strings.EqualFold(w.text(false), t) {
				return true
			}
		}
	}
	return false
}
