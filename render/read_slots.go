package render

import (
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardc/dsl"
)

// maxDepth bounds how deep records nest in one reading: deeper than any
// rendering, so it only cuts readings that loop.
const maxDepth = 40

// parse reads a value of type ty in a form (see Template) at the start of
// s: every reading of every length.
func (rd *reader) parse(ty dsl.Type, form string, s string, st state) []alt {
	if rd.depth > maxDepth || s == "" || rd.steps > maxSteps {
		return nil
	}
	key := memoKey{ty: ty, form: form, s: s, st: st.key(), granted: rd.granted}
	if v, ok := rd.memo[key]; ok {
		return v
	}
	if rd.busy[key] {
		// Left recursion ("{effect} unless {cost@payer}" reads an effect
		// at the same place): the inner reading gets the readings found
		// so far, and the outer one grows them until no more are found.
		return rd.memo[key]
	}
	rd.busy[key] = true
	rd.steps++
	rd.depth++
	var out []alt
	for i := 0; i < 4; i++ {
		mark := len(rd.added)
		rd.memo[key] = out
		next := rd.parse1(ty, form, s, st)
		if len(next) <= len(out) {
			break
		}
		out = next
		// Readings made with the smaller seed are made again.
		for _, k := range rd.added[mark:] {
			delete(rd.memo, k)
		}
		rd.added = rd.added[:mark]
	}
	rd.depth--
	delete(rd.busy, key)
	rd.memo[key] = out
	rd.added = append(rd.added, key)
	return out
}

// maxSteps bounds the work of one Read: past it, the text is not read.
const maxSteps = 200000

type memoKey struct {
	ty      dsl.Type
	form, s string
	st      string
	granted bool
}

func (s state) key() string {
	return s.last + "\x00" + s.lastSet + "\x00" + strings.Join(s.players, ",") + "\x00" + strings.Join(s.binders, ",") + "\x00" +
		strings.Join(s.agents, ",") + "\x00" + s.copied + "\x00" + strings.Join(s.eachs, ",")
}

func (rd *reader) parse1(ty dsl.Type, form string, s string, st state) []alt {
	var out []alt
	switch ty {
	case dsl.Number:
		out = append(out, rd.number(form, s, st)...)
	case dsl.Mana:
		pre := ""
		switch form {
		case "verb":
			pre = strings.TrimSuffix(rd.form("pay"), "{mana}")
		case "additional", "trigger":
			pre = strings.TrimSuffix(rd.form("additional-mana"), "{mana}")
		}
		if rest, ok := lit(s, pre); ok {
			if m, rest := manaSymbols(rest); m != "" {
				out = append(out, alt{v: m, rest: rest, st: st})
			}
		}
		if form == "trigger" || form == "additional" {
			if m, rest := manaSymbols(s); m != "" {
				out = append(out, alt{v: m, rest: rest, st: st})
			}
		}
	case dsl.Cost:
		pre := ""
		if form == "verb" {
			pre = strings.TrimSuffix(rd.form("pay"), "{mana}")
		}
		if rest, ok := lit(s, pre); ok {
			if m, rest := manaSymbols(rest); m != "" {
				out = append(out, alt{v: m, rest: rest, st: st})
			}
		}
	case dsl.PTChange, dsl.Counter:
		if w, rest := word(s); w != "" {
			out = append(out, alt{v: w, rest: rest, st: st})
		}
	case dsl.Subtype:
		t := s
		if form == "a" {
			if rest, ok := lit(s, rd.form("article")+" "); ok {
				t = rest
			}
		}
		if w, rest := word(t); rd.subtype[w] {
			out = append(out, alt{v: w, rest: rest, st: st})
		}
	case dsl.Ability:
		out = append(out, rd.granted1(s, st)...)
	case dsl.Text:
		out = append(out, text(form, s, st)...)
	case dsl.Token:
		for _, t := range rd.ctx.Tokens {
			desc := t.One
			if form == "plural" {
				desc = t.Many
			}
			if rest, ok := lit(s, desc); ok {
				out = append(out, alt{v: "token(" + t.Name + ")", rest: rest, st: st})
			}
		}
	case dsl.Object, dsl.Objects, dsl.Player, dsl.Players, dsl.AnyTarget, dsl.AnyTargets, dsl.ManaEvent:
		out = append(out, rd.object(ty, form, s, st)...)
	}
	out = append(out, rd.records(ty, form, s, st)...)
	return out
}

// number reads a number: a numeral, a number word, X, or a record.
func (rd *reader) number(form string, s string, st state) []alt {
	var out []alt
	w, rest := word(s)
	if k := strings.IndexByte(w, '/'); k > 0 && form == "digits" {
		// A power before its toughness ends at the slash: "4/4", "X/X".
		w, rest = w[:k], s[k:]
	}
	if w == "X" {
		out = append(out, alt{v: "x", rest: rest, st: st})
	}
	switch form {
	case "digits":
		if n, err := strconv.Atoi(w); err == nil {
			out = append(out, alt{v: strconv.Itoa(n), rest: rest, st: st})
		}
	case "times":
		for n, t := range timesWords {
			if r, ok := lit(s, t); ok {
				out = append(out, alt{v: strconv.Itoa(n), rest: r, st: st})
			}
		}
		if n := numberOf(w); n >= 0 {
			if r, ok := lit(rest, " times"); ok {
				out = append(out, alt{v: strconv.Itoa(n), rest: r, st: st})
			}
		}
	default:
		if n := numberOf(w); n >= 0 && w != "" && (w[0] < '0' || w[0] > '9') {
			out = append(out, alt{v: strconv.Itoa(n), rest: rest, st: st})
		}
	}
	return out
}

// text reads a string the text says as it is: in quotes, or in form
// "bare" unquoted, as a name ("named Old Oak"). A bare name begins with
// a capital letter and may end at any word's end before the sentence
// does: every length is a reading.
func text(form string, s string, st state) []alt {
	if form != "bare" {
		if !strings.HasPrefix(s, "\"") {
			return nil
		}
		j := strings.IndexByte(s[1:], '"')
		if j < 0 {
			return nil
		}
		return []alt{{v: strconv.Quote(s[1 : j+1]), rest: s[j+2:], st: st}}
	}
	if c, _ := utf8.DecodeRuneInString(s); !unicode.IsUpper(c) {
		return nil
	}
	var out []alt
	for i := 1; i <= len(s); i++ {
		if i < len(s) && isWordByte(s[i]) {
			continue
		}
		out = append(out, alt{v: strconv.Quote(s[:i]), rest: s[i:], st: st})
		if i == len(s) || s[i] == '.' && (i+1 == len(s) || s[i+1] == ' ') {
			break
		}
	}
	return out
}

// granted1 reads an ability in quotes: its own text, with "this creature"
// for the object that has it.
func (rd *reader) granted1(s string, st state) []alt {
	if rest, ok := lit(s, "this ability"); ok {
		return []alt{{v: "this-ability", rest: rest, st: st}}
	}
	if !strings.HasPrefix(s, "\"") {
		return nil
	}
	j := strings.IndexByte(s[1:], '"')
	if j < 0 {
		return nil
	}
	body := s[1 : j+1]
	sub := &reader{Renderer: rd.Renderer, ctx: rd.ctx, granted: true, depth: rd.depth, memo: map[memoKey][]alt{}, busy: map[memoKey]bool{}}
	var out []alt
	for _, a := range sub.ability(body) {
		out = append(out, alt{v: "{" + a + "}", rest: s[j+2:], st: st})
	}
	return out
}

// records reads a value of type ty as one of the records whose result
// has that type.
func (rd *reader) records(ty dsl.Type, form string, s string, st state) []alt {
	var out []alt
	for i := range rd.Records {
		rec := &rd.Records[i]
		if rec.Kind == dsl.FilterWord || rec.Template.TargetOnly || rec.Template.Unread || !resultFits(rec.Sig.Result, ty) {
			continue
		}
		out = append(out, rd.record(rec, form, s, st)...)
	}
	return out
}

// resultFits reports whether a record's result may stand where ty is
// read.
func resultFits(res, ty dsl.Type) bool {
	switch {
	case res == ty:
		return true
	case res == dsl.Action:
		return ty == dsl.Effect || ty == dsl.Cost
	case ty == dsl.Event:
		return res == dsl.ManaEvent
	case ty == dsl.Objects:
		return res == dsl.Object
	case ty == dsl.AnyTarget || ty == dsl.AnyTargets:
		return res == dsl.Object || res == dsl.Objects || res == dsl.Player || res == dsl.Players
	case ty == dsl.Players:
		return res == dsl.Player
	}
	return false
}

// texts are the templates a record may be read by in a form: the form's
// own wording if it has one, as the renderer chooses it, else its text
// (and the variants its Count selects).
func texts(t *Template, form string) []string {
	if v := t.Forms[form]; v != "" && form != "" {
		return []string{v}
	}
	out := []string{t.Text}
	if t.Count != "" {
		for _, k := range []string{"each", "amount", "many"} {
			if v := t.Forms[k]; v != "" {
				out = append(out, v)
			}
		}
	}
	// The "+param" and "=N" forms, in a stable order.
	var plus []string
	for k, v := range t.Forms {
		if strings.HasPrefix(k, "+") || t.Count != "" && strings.HasPrefix(k, "=") {
			plus = append(plus, v)
		}
	}
	sort.Strings(plus)
	return append(out, plus...)
}

// transparent reports whether a template is one placeholder and nothing
// else ("{types:color}"): the record reads as its argument, which can't
// be the record itself again.
func transparent(text string) bool {
	return strings.HasPrefix(text, "{") && strings.IndexByte(text, '}') == len(text)-1
}

// record reads the record's phrase: its template with the subject (if
// any) before the verb, in the form asked for.
func (rd *reader) record(rec *Record, form string, s string, st state) []alt {
	t := rec.Template
	var out []alt
	if t.Forms["copied"] != "" {
		st = st.with(func(s *state) { s.copied = t.Forms["copied"] })
	}
	if rec.Sig.Binds != dsl.Invalid {
		st = st.with(func(s *state) { s.binders = append(s.binders, rec.Name) })
	}
	emit := func(ms []match) {
		for _, m := range ms {
			if transparent(t.Text) && strings.Contains(strings.Join(m.args[firstParam(t.Text)], ""), rec.Name+"(") {
				continue
			}
			if v := m.args[firstParam(t.Text)]; transparent(t.Text) && len(v) == 1 && rec.param(firstParam(t.Text)).Variadic {
				// A list of one is its item (see canon.call).
				out = append(out, alt{v: v[0], rest: m.rest, st: m.st})
				continue
			}
			out = append(out, alt{v: rec.call(m.args), rest: m.rest, st: m.st})
		}
	}
	if v := t.Forms["zero"]; v != "" && t.Count != "" && t.Subject == "" {
		// The form for the literal 0 reads as that number: "0" is the
		// loyalty cost [0].
		emit(rd.tpl(rec, v, s, st, map[string][]string{t.Count: {"0"}}))
	}
	for _, text := range texts(t, form) {
		if t.Subject == "" {
			emit(rd.tpl(rec, text, s, st, nil))
			continue
		}
		// With the subject: "this creature deals 3 damage …", "you tap …",
		// or "have it enter …" after "you may".
		var subjects []alt
		subjType := dsl.Object
		if selfSubject(t.Subject) {
			for _, a := range rd.object(dsl.Object, "a", s, st) {
				if a.v == "self" {
					// What the sentence goes on to say of its subject
					// names it "it" ("if it's bargained").
					a.st = a.st.with(func(s *state) { s.last = "self" })
					subjects = append(subjects, a)
				}
			}
		} else {
			subjType = rec.param(t.Subject).Type
			subjects = rd.parse(subjType, "a", s, st)
		}
		if v, ok := strings.CutPrefix(text, "be "); ok && t.Subject != "self" && isPlayer(subjType) {
			// "you're the monarch": "you" and "be", contracted.
			if rest, ok := lit(s, rd.form("you-are")+" "); ok {
				st2 := st.with(func(s *state) { s.players = append(s.players, "you") })
				emit(rd.tpl(rec, v, rest, st2, map[string][]string{t.Subject: {"you"}}))
			}
		}
		for _, sub := range subjects {
			rest, ok := lit(sub.rest, " ")
			if !ok {
				continue
			}
			st2 := sub.st
			if isPlayer(subjType) && !strings.HasPrefix(sub.v, "[") {
				st2 = st2.with(func(s *state) { s.players = append(s.players, sub.v) })
			}
			if rec.Sig.Binds != dsl.Invalid && !selfSubject(t.Subject) {
				st2 = st2.with(func(s *state) { s.agents = append(s.agents, rec.Name) })
			}
			seed := map[string][]string{}
			if !selfSubject(t.Subject) {
				seed[t.Subject] = []string{sub.v}
			}
			verb := text
			if sub.v != "you" {
				verb = conjugate(text, phrase{})
			}
			for _, vt := range uniq(verb, text) {
				emit(rd.tpl(rec, vt, rest, st2, seed))
			}
		}
		if !selfSubject(t.Subject) && rec.param(t.Subject).Optional {
			emit(rd.tpl(rec, text, s, st, nil))
			if t.Passive != "" {
				emit(rd.tpl(rec, t.Passive, s, st, nil))
			}
		}
	}
	if form == "base" || form == "" {
		// "you may have it enter as …": the causative after "may".
		if rest, ok := lit(s, "have "); ok && t.Subject != "" {
			for _, text := range texts(t, "") {
				var subjects []alt
				if selfSubject(t.Subject) {
					for _, a := range rd.object(dsl.Object, "a", rest, st) {
						if a.v == "self" {
							subjects = append(subjects, a)
						}
					}
				} else {
					subjects = rd.parse(rec.param(t.Subject).Type, "a", rest, st)
				}
				for _, sub := range subjects {
					if r2, ok := lit(sub.rest, " "); ok {
						seed := map[string][]string{}
						if !selfSubject(t.Subject) {
							seed[t.Subject] = []string{sub.v}
						}
						emit(rd.tpl(rec, text, r2, sub.st, seed))
					}
				}
			}
		}
	}
	return out
}

func uniq(a, b string) []string {
	if a == b {
		return []string{a}
	}
	return []string{a, b}
}

// param returns the record's parameter called name.
func (r *Record) param(name string) dsl.Param {
	for _, p := range r.Sig.Params {
		if p.Name == name {
			return p
		}
	}
	return dsl.Param{Name: name, Type: dsl.Invalid}
}

// call is the canonical form of the record with the arguments read.
func (r *Record) call(args map[string][]string) string {
	var parts []string
	for _, p := range r.Sig.Params {
		for _, v := range args[p.Name] {
			parts = append(parts, p.Name+": "+v)
		}
	}
	if len(parts) == 0 && !r.Sig.Call {
		return r.Name
	}
	return r.Name + "(" + strings.Join(parts, ", ") + ")"
}

// firstParam is the parameter a placeholder names.
func firstParam(text string) string {
	name := strings.Trim(text, "{}")
	if k := strings.IndexAny(name, ":#@"); k >= 0 {
		name = name[:k]
	}
	return name
}

// selfSubject reports whether a template's subject is the object the
// ability belongs to, however it names itself ("self", "this"), rather
// than one of its parameters.
func selfSubject(s string) bool { return s == "self" || s == "this" }
