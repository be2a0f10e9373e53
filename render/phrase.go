package render

import (
	"strconv"
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// expr renders an expression in a form (see Template).
func (r *renderer) expr(e ast.Expr, f string) phrase {
	switch e := e.(type) {
	case *ast.Paren:
		if e.Reminder {
			return r.reminded(e.X, f)
		}
		return r.expr(e.X, f)
	case *ast.IntLit:
		return phrase{s: r.numberForm(e.Value, f)}
	case *ast.ManaLit:
		return r.mana(e, f)
	case *ast.PTLit:
		return phrase{s: e.Power + "/" + e.Toughness}
	case *ast.StringLit:
		if f == "bare" {
			// A name the text says as it is, unquoted: "named [name]".
			return phrase{s: e.Value}
		}
		return phrase{s: strconv.Quote(e.Value)}
	case *ast.Ability:
		return r.grantAbility(e)
	case *ast.Ident:
		if b := r.info.Uses[e]; b != nil {
			return r.binding(b, f)
		}
		if ent := r.info.Entries[e]; ent != nil {
			if ent.Kind == dsl.FilterWord {
				return r.filter([]ast.Expr{e}, e, f)
			}
			return r.call(nil, r.primOf(ent), f)
		}
		switch r.info.Types[e] {
		case dsl.Counter:
			if f == "reminder" {
				// "" when the kind has none: the reminder doesn't apply.
				if form := r.CounterReminders[e.Name]; form != "" {
					return phrase{s: r.form(form)}
				}
				return phrase{}
			}
			// A counter kind of two words is written with a hyphen and
			// read with a space, as keywords are: "a double strike counter".
			return phrase{s: strings.ReplaceAll(e.Name, "-", " ")}
		case dsl.Objects:
			return r.filter([]ast.Expr{e}, e, f)
		case dsl.Subtype:
			switch f {
			case "a":
				return phrase{s: r.form("article") + " " + e.Name}
			case "plural":
				return phrase{s: pluralWord(e.Name), plural: true}
			}
		}
		return phrase{s: e.Name}
	case *ast.Call:
		ent := r.info.Entries[e]
		if ent == nil {
			r.fail("%s(…) is unresolved", e.Fn.Name)
		}
		if ent.Kind == dsl.FilterWord {
			return r.filter([]ast.Expr{e}, e, f)
		}
		return r.call(e, r.primOf(ent), f)
	case *ast.Phrase:
		return r.filter(e.Terms, e, f)
	}
	r.fail("can't render %T", e)
	return phrase{}
}

func (r *renderer) mana(m *ast.ManaLit, f string) phrase {
	s := dsl.ManaText(m)
	switch f {
	case "additional":
		return phrase{s: subst(r.form("additional-mana"), map[string]string{"mana": s})}
	case "verb":
		return phrase{s: subst(r.form("pay"), map[string]string{"mana": s})}
	case "or":
		// Each symbol an alternative: "{G} or {U}", "{W}, {U}, or {B}".
		var syms []string
		for _, sym := range m.Symbols {
			syms = append(syms, "{"+sym.Text+"}")
		}
		return phrase{s: r.orList(syms)}
	}
	return phrase{s: s}
}

// call renders a primitive used in an expression.
func (r *renderer) call(call *ast.Call, pr *Record, f string) phrase {
	if pr == nil {
		r.fail("primitive without a record")
	}
	t := pr.Template
	text := t.Text
	switch {
	case f != "" && t.Forms[f] != "":
		text = t.Forms[f]
	case t.Count != "":
		if v := t.Forms[r.numberKind(r.arg(call, pr, t.Count))]; v != "" {
			text = v
		} else if v := t.Forms["zero"]; v != "" && isZero(r.arg(call, pr, t.Count)) {
			// A form for the literal 0: the loyalty cost [0] reads "0".
			text = v
		} else if v := t.Forms["="+literal(r.arg(call, pr, t.Count))]; v != "" {
			// A form for one literal count: "the other" of two cards.
			text = v
		} else if v := t.Forms["many"]; v != "" && r.many(r.arg(call, pr, t.Count)) {
			// A form for more than one: "reveal them".
			text = v
		}
	}
	if f == "" || t.Forms[f] == "" {
		// A form named "+param" is the wording when that optional
		// argument is given: "up to two basic land cards".
		for _, p := range pr.Sig.Params {
			if v := t.Forms["+"+p.Name]; v != "" && p.Optional && r.arg(call, pr, p.Name) != nil {
				text = v
			}
		}
	}
	// A record may have its own wording when its object is an event's name
	// whose event named the player (controller(tapping) after "a player
	// taps a land": "that player").
	if v := t.Forms["agent"]; v != "" && call != nil && len(call.Args) > 0 {
		if id, ok := unparenIdent(call.Args[0].Value); ok {
			if b := r.info.Uses[id]; b != nil {
				if ag, ok := r.agents[b]; ok {
					if ag.you {
						return phrase{s: r.form("you"), you: true, definite: true}
					}
					r.seen[agentKey{b}] = true
					// The singular "they" takes the verb's base form: "they
					// lose 3 life".
					return phrase{s: v, definite: true, key: agentKey{b}, plural: v == r.form("they")}
				}
			}
		}
	}
	if v := t.Forms["copied"]; v != "" {
		defer func(old string) { r.copied = old }(r.copied)
		r.copied = v
	}
	if t.Reminder != "" && pr.Kind != dsl.KeywordAbility && !t.OptionalReminder {
		if rem := r.reminder(pr, call); rem != "" {
			defer func() { r.reminders = append(r.reminders, rem) }()
		}
	}
	if t.Subject == "" {
		return phrase{s: r.fill(pr, call, text), plural: r.many(r.arg(call, pr, t.Count))}
	}
	return r.clause(pr, call, text, f == "base", nil)
}

// reminded renders x, written `reminder(x)`, and puts the reminder text of
// what it names at the end of the paragraph.
func (r *renderer) reminded(x ast.Expr, f string) phrase {
	inner := unparen(x)
	pr := r.primOf(r.info.Entries[inner])
	if pr == nil || pr.Template.Reminder == "" {
		r.fail("%s has no reminder text", exprName(inner))
	}
	call, _ := inner.(*ast.Call)
	if hasInlineReminder(pr.Template) {
		// Reminder text said in place, after the word it explains: "you
		// get {E}{E} (energy counters)".
		defer func(old string) { r.inline = old }(r.inline)
		r.inline = pr.Template.Reminder
		return r.expr(x, f)
	}
	p := r.expr(x, f)
	// Reminder text is sentences of its own: what it names is named anew
	// ("Regenerate it. (The next time this creature would be destroyed
	// …)").
	last, subject, seen := r.last, r.subject, r.seen
	r.last, r.subject, r.seen = nil, nil, map[any]bool{}
	defer func() { r.last, r.subject, r.seen = last, subject, seen }()
	if granted := pr.Template.Forms["reminder-granted"]; granted != "" {
		// A keyword an effect grants, whose reminder names its holder's
		// controller: "Whenever its controller casts …".
		t := *pr.Template
		t.Reminder = granted
		pr = &Record{Entry: pr.Entry, Template: &t}
	}
	if v := pr.Template.Forms["reminder-verb"]; v != "" && f == "verb" {
		// Its reminder where it is a cost someone pays: "(To collect
		// evidence 3, exile …)".
		t := *pr.Template
		t.Reminder = v
		pr = &Record{Entry: pr.Entry, Template: &t}
	}
	if rem := r.reminderAs(pr, call, r.form("reminder-it")); rem != "" {
		r.reminders = append(r.reminders, rem)
	}
	return p
}

// hasInlineReminder reports whether a template says its reminder text in
// place, at {reminded} in its phrase or one of its forms.
func hasInlineReminder(t *Template) bool {
	if strings.Contains(t.Text, "{reminded}") {
		return true
	}
	for _, v := range t.Forms {
		if strings.Contains(v, "{reminded}") {
			return true
		}
	}
	return false
}

// reminderAs is a primitive's reminder text, its {This} being holder.
func (r *renderer) reminderAs(pr *Record, call *ast.Call, holder string) string {
	return r.reminder(withHolder(pr, holder), call)
}

// withHolder is the record with {This} and {this} in its reminder text
// naming holder, what has the keyword.
func withHolder(pr *Record, holder string) *Record {
	t := *pr.Template
	t.Reminder = strings.NewReplacer("{This}", capitalise(holder), "{this}", holder).Replace(t.Reminder)
	return &Record{Entry: pr.Entry, Template: &t}
}

// reminder renders a primitive's reminder text, or "" when a part of it
// renders empty (the reminder doesn't apply).
func (r *renderer) reminder(pr *Record, call *ast.Call) string {
	saved := *r
	defer func() {
		// A reminder names nothing new: it leaves the pronoun state alone.
		r.last, r.subject, r.seen = saved.last, saved.subject, saved.seen
	}()
	r.seen = copySeen(r.seen)
	used := map[*dsl.Binding]bool{}
	for k, v := range r.used {
		used[k] = v
	}
	r.used = used
	empty := false
	text := pr.Template.Reminder
	if t := pr.Template; t.Count != "" {
		// A reminder of its own for a literal count: "reminder=1".
		if v := t.Forms["reminder="+literal(r.arg(call, pr, t.Count))]; v != "" {
			text = v
		}
	}
	s := r.fillWith(pr, call, text, func(p string) { empty = empty || p == "" })
	r.used = saved.used
	if empty {
		return ""
	}
	// A reminder is sentences of its own: "(You descended if …)".
	return capitalise(s)
}

func copySeen(m map[any]bool) map[any]bool {
	out := map[any]bool{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// clause renders a template whose verb has a subject: the subject, then
// the verb conjugated for it. With base, the verb stays in the base form
// after "have" ("you may have this creature enter"). subj overrides the
// template's subject (a cost paid by a player: "you sacrifice a
// creature").
func (r *renderer) clause(pr *Record, call *ast.Call, text string, base bool, subj *phrase) phrase {
	t := pr.Template
	if t.Subject == "name's" && subj == nil {
		// A characteristic-defining ability read with its object's name as
		// an owner: "<name>'s power and toughness are each equal to …".
		sp := r.binding(&dsl.Binding{Name: "self", Kind: dsl.BindSelf, Type: dsl.Object}, "name")
		defer func(old any, text string) { r.subject, r.subjectText = old, text }(r.subject, r.subjectText)
		r.subject, r.subjectText = sp.key, sp.s
		// Oracle writes a card name's possessive with "'s" even after an
		// s ("Rats's", not "Rats'").
		return phrase{s: sp.s + "'s " + r.fill(pr, call, text)}
	}
	var sp phrase
	switch {
	case subj != nil:
		sp = *subj
	case t.Subject == "self" || t.Subject == "name" || t.Subject == "this":
		f := "subject"
		if t.Subject != "self" {
			f = t.Subject
		}
		sp = r.binding(&dsl.Binding{Name: "self", Kind: dsl.BindSelf, Type: dsl.Object}, f)
	default:
		a := r.arg(call, pr, t.Subject)
		if a == nil {
			if t.Passive != "" {
				return phrase{s: r.fill(pr, call, t.Passive)}
			}
			return phrase{s: r.fill(pr, call, text)}
		}
		sp = r.subjectPhrase(pr, a)
	}
	// The second of two clauses joined by "and" with the same subject
	// leaves it out: "enchanted creature gets +2/+2 and has haste"; "you"
	// is said again: "you draw two cards and you lose 2 life".
	prev := r.andSubject
	r.andSubject = nil
	same := prev != nil && subj == nil && !base && !sp.you && ((sp.key != nil && sp.key == prev.key) || (sp.key == nil && sp.s == prev.s) || sameSet(sp, *prev))
	defer func(old any, text string) { r.subject, r.subjectText = old, text }(r.subject, r.subjectText)
	r.subject, r.subjectText = sp.key, sp.s
	if r.subject == nil {
		r.subject = sp.s
	}
	rest := r.fill(pr, call, text)
	mine := sp
	r.lastSubject = &mine
	prevRec := r.andRecord
	r.andRecord, r.lastRecord = nil, pr
	if same && prevRec == pr && text == pr.Template.Text {
		// The same verb again leaves it out too: "deals 4 damage to
		// target creature and 2 damage to that creature's controller".
		if _, object, ok := strings.Cut(rest, " "); ok {
			return phrase{s: object}
		}
	}
	if same {
		r.elided = true
		return phrase{s: conjugate(rest, *prev)}
	}
	switch {
	case base && sp.you:
		return phrase{s: rest}
	case base:
		return phrase{s: subst(r.form("causative"), map[string]string{"subject": sp.s, "verb": rest})}
	}
	if v, ok := strings.CutPrefix(rest, "be "); ok && sp.you {
		// "be" after "you" is contracted: "if you're the monarch".
		return phrase{s: r.form("you-are") + " " + v, you: true}
	}
	return phrase{s: sp.s + " " + conjugate(rest, sp)}
}

// sameSet reports whether two subjects are filter phrases written alike:
// "Other Soldier creatures you control get +1/+1 and have vigilance".
func sameSet(a, b phrase) bool {
	x, ok1 := a.key.(ast.Expr)
	y, ok2 := b.key.(ast.Expr)
	return ok1 && ok2 && a.s == b.s && exprKey(x) == exprKey(y)
}

// subjectExpr renders the subject of a clause: the object the ability
// belongs to as the subject of its own action (an instant's name), any
// other in its indefinite form.
func (r *renderer) subjectExpr(a ast.Expr) phrase {
	if id, ok := unparenIdent(a); ok {
		if b := r.info.Uses[id]; b != nil && b.Kind == dsl.BindSelf {
			return r.binding(b, "subject")
		}
	}
	return r.expr(a, "a")
}

// subjectPhrase renders the subject of a clause. A set of players doing
// an effect does it one by one, so it reads "each opponent discards a
// card"; the subject of an effect that is a filter of objects is every
// object it names, plural ("creatures you control get", "other Elves you
// control get"); a single player or object, and the subject of an event
// or a filter ("a player taps a land"), read as themselves (see
// subjectExpr).
func (r *renderer) subjectPhrase(pr *Record, a ast.Expr) phrase {
	effect := pr.Sig.Result == dsl.Effect || pr.Sig.Result == dsl.Action
	if effect && r.info.Types[a] == dsl.Players && !r.isBinding(a) {
		one := r.expr(a, "one")
		return phrase{s: subst(r.form("each"), map[string]string{"noun": one.s}), key: one.key}
	}
	if pr.Sig.Result == dsl.Effect && r.isFilter(a) {
		sp := r.expr(a, "plural")
		sp.plural = true
		return sp
	}
	return r.subjectExpr(a)
}

// isBinding reports whether e names a binding (a target, "enchanted"):
// one player, however its type was declared.
func (r *renderer) isBinding(e ast.Expr) bool {
	id, ok := unparenOrNil(e).(*ast.Ident)
	return ok && r.info.Uses[id] != nil
}

// isFilter reports whether an expression is a filter phrase or word (not
// one object named by a binding).
func (r *renderer) isFilter(e ast.Expr) bool {
	switch e := unparen(e).(type) {
	case *ast.Phrase:
		return true
	case *ast.Ident:
		ent := r.info.Entries[e]
		if r.info.Uses[e] == nil && ent == nil && r.info.Types[e] == dsl.Objects {
			// A subtype on its own: "Cowards can't block Warriors."
			return true
		}
		return r.info.Uses[e] == nil && ent != nil && ent.Kind == dsl.FilterWord
	case *ast.Call:
		ent := r.info.Entries[e]
		return ent != nil && ent.Kind == dsl.FilterWord
	}
	return false
}

// many reports whether a count is more than one: a literal other than 1,
// or X.
func (r *renderer) many(e ast.Expr) bool {
	switch e := unparenOrNil(e).(type) {
	case *ast.IntLit:
		return e.Value != 1
	case *ast.Ident:
		b := r.info.Uses[e]
		return b != nil && b.Kind == dsl.BindX
	}
	return false
}

func unparenOrNil(e ast.Expr) ast.Expr {
	if e == nil {
		return nil
	}
	return unparen(e)
}

// literal is the digits of an integer literal, "" for anything else.
func literal(e ast.Expr) string {
	if n, ok := unparenOrNil(e).(*ast.IntLit); ok {
		return strconv.Itoa(n.Value)
	}
	return ""
}

// isZero reports whether e is the literal 0.
func isZero(e ast.Expr) bool {
	n, ok := unparenOrNil(e).(*ast.IntLit)
	return ok && n.Value == 0
}

// numberKind classifies a number argument for a template's Count: "each"
// (a number counted one by one), "amount" (another expression), or ""
// (a literal or X).
func (r *renderer) numberKind(e ast.Expr) string {
	if e == nil {
		return ""
	}
	switch e := unparen(e).(type) {
	case *ast.IntLit:
		return ""
	case *ast.Ident:
		if b := r.info.Uses[e]; b != nil && b.Kind == dsl.BindX {
			return ""
		}
		if pr := r.primOf(r.info.Entries[e]); pr != nil && pr.Template.Forms["each"] != "" {
			return "each"
		} else if pr != nil && (pr.Template.Forms["digits"] != "" || pr.Template.Forms["counting"] != "") {
			// A word said where a number's digits go: "gain that much
			// life", "that many basic land cards".
			return ""
		}
		return "amount"
	case *ast.Call:
		if pr := r.primOf(r.info.Entries[e]); pr != nil && pr.Template.Forms["each"] != "" {
			return "each"
		}
	}
	return "amount"
}

// arg returns the argument given for the named parameter, or nil.
func (r *renderer) arg(call *ast.Call, pr *Record, name string) ast.Expr {
	if l := args(call, pr)[name]; len(l) > 0 {
		return l[0]
	}
	return nil
}

// args matches a call's arguments to the parameters, as the checker does.
func args(call *ast.Call, pr *Record) map[string][]ast.Expr {
	m := map[string][]ast.Expr{}
	if call == nil {
		return m
	}
	ps := pr.Sig.Params
	for i, a := range call.Args {
		var name string
		switch {
		case a.Name != nil:
			name = a.Name.Name
		case i < len(ps):
			name = ps[i].Name
		case len(ps) > 0 && ps[len(ps)-1].Variadic:
			name = ps[len(ps)-1].Name
		default:
			continue
		}
		m[name] = append(m[name], a.Value)
	}
	return m
}
