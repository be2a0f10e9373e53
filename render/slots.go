package render

import (
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// fill renders a template text with the call's arguments. skip names a
// parameter already rendered (the subject).
func (r *renderer) fill(pr *Record, call *ast.Call, text string) string {
	return r.fillWith(pr, call, text, nil)
}

// fillWith is fill, calling each with every placeholder's rendering. A
// counted noun's "for each" goes at the end of the phrase.
func (r *renderer) fillWith(pr *Record, call *ast.Call, text string, each func(string)) string {
	defer func(old []ast.Expr) { r.eachs = old }(r.eachs)
	r.eachs = nil
	s := r.fillText(pr, call, text, each)
	for _, n := range r.eachs {
		s += " " + subst(r.form("for-each"), map[string]string{"each": r.expr(n, "each").s})
	}
	return s
}

func (r *renderer) fillText(pr *Record, call *ast.Call, text string, each func(string)) string {
	as := args(call, pr)
	if len(pr.Template.Implied) > 0 {
		defer func(old []string) { r.implied = old }(r.implied)
		r.implied = pr.Template.Implied
	}
	var b strings.Builder
	for i := 0; i < len(text); {
		switch text[i] {
		case '[':
			j := strings.IndexByte(text[i:], ']')
			if j < 0 {
				r.fail("%s: unclosed [ in template", pr.Name)
			}
			sec := text[i+1 : i+j]
			if r.present(sec, as) {
				b.WriteString(r.fillText(pr, call, sec, each))
			}
			i += j + 1
		case '{':
			j := strings.IndexByte(text[i:], '}')
			if j < 0 {
				r.fail("%s: unclosed { in template", pr.Name)
			}
			ph := text[i+1 : i+j]
			s, ok := r.placeholder(pr, ph, as)
			if !ok {
				// Not a placeholder: a mana symbol such as {Q}.
				s = "{" + ph + "}"
			} else if each != nil {
				each(s)
			}
			if strings.HasSuffix(b.String(), ". ") || strings.HasSuffix(b.String(), "— ") {
				// A sentence the template begins within its phrase: "…,
				// prevent that damage. You gain life …", "To solve — Three
				// or more …".
				s = capitalise(s)
			}
			b.WriteString(s)
			i += j + 1
		default:
			b.WriteByte(text[i])
			i++
		}
	}
	return b.String()
}

// present reports whether every argument a template section names is
// given.
func (r *renderer) present(sec string, as map[string][]ast.Expr) bool {
	for _, name := range placeholderNames(sec) {
		if name == "copied" || name == "reminded" {
			continue
		}
		if len(as[name]) == 0 {
			return false
		}
	}
	return true
}

// placeholder renders one {…} of a template; ok is false when ph names no
// parameter (a mana symbol written in the template).
func (r *renderer) placeholder(pr *Record, ph string, as map[string][]ast.Expr) (string, bool) {
	name, rest := ph, ""
	kind := byte(0)
	if k := strings.IndexAny(ph, ":#@"); k >= 0 {
		name, kind, rest = ph[:k], ph[k], ph[k+1:]
	}
	if name == "copied" {
		return r.copied, true
	}
	if name == "reminded" {
		// The reminder text `reminder(…)` asks for in place, once: " (energy
		// counters)" after the first {E}; nothing otherwise.
		s := r.inline
		r.inline = ""
		if s == "" {
			return "", true
		}
		return " " + subst(r.form("reminder"), map[string]string{"reminder": s}), true
	}
	if !r.hasParam(pr, name) {
		if name == "self" {
			// The object the ability belongs to, as it names itself (CR
			// 201.5): "As this creature enters, …".
			return r.binding(&dsl.Binding{Name: "self", Kind: dsl.BindSelf, Type: dsl.Object}, "subject").s, true
		}
		return "", false
	}
	vals := as[name]
	switch kind {
	case '#':
		var n ast.Expr
		if len(vals) > 0 {
			n = vals[0]
		}
		return r.counted(pr, n, rest, as), true
	case '@':
		if len(vals) == 0 || len(as[rest]) == 0 {
			return "", true
		}
		subj := r.expr(as[rest][0], "a")
		return r.costClause(vals[0], subj), true
	}
	if form, ok := strings.CutPrefix(rest, "more"); ok && (form == "" || form[0] == '-') {
		// More items of a list that began before the placeholder: ", flying,
		// and haste" after "4/4"; nothing when none are given. "more-a"
		// says each item in the form after the dash: " and an Urza's Tower".
		if len(vals) == 0 {
			return "", true
		}
		parts := []string{""}
		for _, v := range vals {
			parts = append(parts, r.expr(v, strings.TrimPrefix(form, "-")).s)
		}
		return r.joinList(parts), true
	}
	if rest == "roman-list" {
		// Chapter numbers, "I, II" (CR 714.2a).
		var parts []string
		for _, v := range vals {
			parts = append(parts, r.expr(v, "roman").s)
		}
		return strings.Join(parts, ", "), true
	}
	var parts []string
	for _, v := range vals {
		if rest == "rel" {
			// The subject of a relative clause: "that a land you control
			// could produce", but "the sacrificed land could produce".
			p := r.expr(v, "a")
			if !p.definite {
				p.s = subst(r.form("relative"), map[string]string{"subject": p.s})
			}
			parts = append(parts, p.s)
			continue
		}
		parts = append(parts, r.expr(v, rest).s)
	}
	if rest == "or" {
		// Alternatives: "discard a card or sacrifice a creature".
		return r.orList(parts), true
	}
	return r.joinList(parts), true
}

func (r *renderer) hasParam(pr *Record, name string) bool {
	for _, p := range pr.Sig.Params {
		if p.Name == name {
			return true
		}
	}
	return false
}

// costClause renders a cost paid by a player as a clause: "its controller
// pays {4}", "you sacrifice a creature".
func (r *renderer) costClause(cost ast.Expr, subj phrase) string {
	defer func(old any) { r.subject = old }(r.subject)
	r.subject = subj.key
	if m, ok := unparen(cost).(*ast.ManaLit); ok {
		return subj.s + " " + conjugate(r.mana(m, "verb").s, subj)
	}
	call, ok := unparen(cost).(*ast.Call)
	if !ok {
		r.fail("can't render the cost %s", exprName(cost))
	}
	pr := r.primOf(r.info.Entries[call])
	return r.clause(pr, call, pr.Template.Text, false, &subj).s
}

// counted renders a counted noun: the number n (nil: one) counting the
// noun spec, whose words may name arguments as <name>.
func (r *renderer) counted(pr *Record, n ast.Expr, spec string, as map[string][]ast.Expr) string {
	kind := r.numberKind(n)
	// A noun that is a filter argument is counted by the filter itself:
	// "another creature", "two untapped red creatures you control".
	if strings.HasPrefix(spec, "<") && strings.HasSuffix(spec, ">") && strings.Count(spec, "<") == 1 {
		name := spec[1 : len(spec)-1]
		if v := as[name]; len(v) > 0 {
			switch r.info.Types[v[0]] {
			case dsl.Objects, dsl.Object:
				return r.countedFilter(v[0], n, kind)
			}
		}
	}
	// "!" counts one with a number word too: "one target creature".
	word := strings.HasPrefix(spec, "!")
	spec = strings.TrimPrefix(spec, "!")
	noun := func(plural bool) string { return r.nounSpec(pr, spec, as, plural) }
	switch kind {
	case "each":
		r.eachs = append(r.eachs, n)
		return r.form("article") + " " + noun(false)
	case "amount":
		s := noun(true)
		return subst(r.form("equal-to"), map[string]string{"noun": s, "amount": r.expr(n, "").s})
	}
	if n == nil {
		return r.form("article") + " " + noun(false)
	}
	if lit, ok := unparen(n).(*ast.IntLit); ok {
		switch {
		case lit.Value == 1 && word:
			return numberWord(1) + " " + noun(false)
		case lit.Value == 1:
			return r.form("article") + " " + noun(false)
		}
		return numberWord(lit.Value) + " " + noun(true)
	}
	// A number word may read differently counting a noun: "that many
	// +1/+1 counters" (its "counting" form).
	return r.expr(n, "counting").s + " " + noun(true)
}

func (r *renderer) countedFilter(x, n ast.Expr, kind string) string {
	switch kind {
	case "each":
		r.eachs = append(r.eachs, n)
		return r.expr(x, "a").s
	case "amount":
		s := r.expr(x, "plural").s
		return subst(r.form("equal-to"), map[string]string{"noun": s, "amount": r.expr(n, "").s})
	}
	if n == nil {
		return r.expr(x, "a").s
	}
	if lit, ok := unparen(n).(*ast.IntLit); ok {
		if lit.Value == 1 {
			return r.expr(x, "a").s
		}
		return numberWord(lit.Value) + " " + r.expr(x, "counted").s
	}
	return r.expr(n, "").s + " " + r.expr(x, "counted").s
}

// nounSpec renders the noun of a counted placeholder, singular or plural:
// its last word (or argument) takes the plural.
func (r *renderer) nounSpec(pr *Record, spec string, as map[string][]ast.Expr, plural bool) string {
	type tok struct {
		s   string
		arg bool
	}
	var toks []tok
	for spec != "" {
		i := strings.IndexByte(spec, '<')
		if i < 0 {
			toks = append(toks, tok{s: spec})
			break
		}
		if i > 0 {
			toks = append(toks, tok{s: spec[:i]})
		}
		j := strings.IndexByte(spec, '>')
		toks = append(toks, tok{s: spec[i+1 : j], arg: true})
		spec = spec[j+1:]
	}
	var b strings.Builder
	for i, t := range toks {
		last := i == len(toks)-1
		if !t.arg {
			s := t.s
			if last && plural {
				words := strings.Fields(s)
				lead := s[:len(s)-len(strings.TrimLeft(s, " "))]
				words[len(words)-1] = pluralWord(words[len(words)-1])
				s = lead + strings.Join(words, " ")
			}
			b.WriteString(s)
			continue
		}
		name, f, _ := strings.Cut(t.s, ":")
		switch {
		case last && plural && f == "target-noun":
			f = "target-nouns"
		case last && plural && strings.HasSuffix(f, "-from"):
			f = "plural-from"
		case last && plural:
			f = "plural"
		}
		if v := as[name]; len(v) > 0 {
			b.WriteString(r.expr(v[0], f).s)
		}
	}
	return b.String()
}
