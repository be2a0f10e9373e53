package render

import (
	"strconv"
	"strings"

	"cardc/dsl"
)

// match is one reading of a template: the arguments its slots read, what
// is left of the text and the state after it.
type match struct {
	args map[string][]string
	rest string
	st   state
}

func setArg(args map[string][]string, name string, vals ...string) map[string][]string {
	out := make(map[string][]string, len(args)+1)
	for k, v := range args {
		out[k] = v
	}
	out[name] = vals
	return out
}

// tpl reads a record's template text at the start of s; seed holds
// arguments read already (the subject).
func (rd *reader) tpl(rec *Record, text, s string, st state, seed map[string][]string) []match {
	outer := st.eachs
	st = st.with(func(s *state) { s.eachs = nil })
	var out []match
	for _, m := range rd.seq(rec, text, s, st, seed) {
		out = append(out, rd.payEachs(m, outer)...)
	}
	return out
}

// payEachs reads the "for each" phrases the counted nouns of a template
// owe, in order.
func (rd *reader) payEachs(m match, outer []string) []match {
	if len(m.st.eachs) == 0 {
		m.st.eachs = outer
		return []match{m}
	}
	name := m.st.eachs[0]
	pre := strings.TrimSuffix(rd.form("for-each"), "{each}")
	rest, ok := lit(m.rest, " "+pre)
	if !ok {
		return nil
	}
	var out []match
	st := m.st.with(func(s *state) { s.eachs = s.eachs[1:] })
	for _, n := range rd.parse(dsl.Number, "each", rest, st) {
		e := rd.recordNamed(n.v)
		if e == nil || rd.byEntry[e].Template.Forms["each"] == "" {
			continue
		}
		out = append(out, rd.payEachs(match{args: setArg(m.args, name, n.v), rest: n.rest, st: n.st}, outer)...)
	}
	return out
}

// seq reads a template text piece by piece: literal text, {slots} and
// [optional sections].
func (rd *reader) seq(rec *Record, text, s string, st state, args map[string][]string) []match {
	if text == "" {
		return []match{{args: args, rest: s, st: st}}
	}
	var out []match
	switch text[0] {
	case '[':
		j := strings.IndexByte(text, ']')
		sec, after := text[1:j], text[j+1:]
		out = append(out, rd.seq(rec, after, s, st, args)...)
		for _, m := range rd.seq(rec, sec, s, st, args) {
			out = append(out, rd.seq(rec, after, m.rest, m.st, m.args)...)
		}
	case '{':
		j := strings.IndexByte(text, '}')
		for _, m := range rd.slot(rec, text[1:j], s, st, args) {
			out = append(out, rd.seq(rec, text[j+1:], m.rest, m.st, m.args)...)
		}
		// A filter reads the noun "card" as its own ("an artifact card");
		// a template that says it after the filter argument reads the
		// argument up to that word.
		if after := text[j+1:]; strings.HasPrefix(after, cardWord) {
			for k := strings.Index(s, cardWord); k > 0; k = nextIndex(s, cardWord, k) {
				for _, m := range rd.slot(rec, text[1:j], s[:k], st, args) {
					if m.rest == "" {
						out = append(out, rd.seq(rec, after, s[k:], m.st, m.args)...)
					}
				}
			}
		}
	default:
		i := strings.IndexAny(text, "[{")
		if i < 0 {
			i = len(text)
		}
		if rest, ok := lit(s, text[:i]); ok {
			out = rd.seq(rec, text[i:], rest, st, args)
		}
	}
	return out
}

// slot reads one {placeholder} of a record's template.
func (rd *reader) slot(rec *Record, ph, s string, st state, args map[string][]string) []match {
	name, rest := ph, ""
	kind := byte(0)
	if k := strings.IndexAny(ph, ":#@"); k >= 0 {
		name, kind, rest = ph[:k], ph[k], ph[k+1:]
	}
	if name == "copied" {
		if r, ok := lit(s, st.copied); ok && st.copied != "" {
			return []match{{args: args, rest: r, st: st}}
		}
		return nil
	}
	p := rec.param(name)
	if p.Type == dsl.Invalid && name == "self" && rd.ctx != nil && rd.ctx.Self != "" {
		// The object the ability belongs to, as it names itself.
		if r, ok := lit(s, rd.ctx.Self); ok {
			return []match{{args: args, rest: r, st: st}}
		}
		return nil
	}
	if p.Type == dsl.Invalid {
		if r, ok := lit(s, "{"+ph+"}"); ok {
			return []match{{args: args, rest: r, st: st}}
		}
		return nil
	}
	var out []match
	switch kind {
	case '#':
		return rd.counted(rec, name, rest, s, st, args)
	case '@':
		return rd.costClause(rec, name, rest, s, st, args)
	}
	if form, ok := strings.CutPrefix(rest, "more"); ok && p.Variadic && (form == "" || form[0] == '-') {
		return rd.more(p, name, strings.TrimPrefix(form, "-"), s, st, args)
	}
	if p.Variadic {
		// The items are joined by "and", or by "or" for alternatives
		// ({actions:or}).
		and := rd.form("and")
		if rest == "or" {
			and = rd.form("or")
		}
		var walk func(s string, acc []string, st state)
		walk = func(s string, acc []string, st state) {
			for _, a := range rd.parse(p.Type, rest, s, st) {
				next := append(append([]string(nil), acc...), a.v)
				out = append(out, match{args: setArg(args, name, next...), rest: a.rest, st: a.st})
				for _, sep := range []string{", " + and + " ", " " + and + " ", ", "} {
					if r, ok := lit(a.rest, sep); ok {
						walk(r, next, a.st)
					}
				}
			}
		}
		walk(s, nil, st)
		return out
	}
	if rest == "rel" {
		if r, ok := lit(s, strings.TrimSuffix(rd.form("relative"), "{subject}")); ok {
			for _, a := range rd.parse(p.Type, "a", r, st) {
				out = append(out, match{args: setArg(args, name, a.v), rest: a.rest, st: a.st})
			}
		}
		rest = "a"
	}
	for _, a := range rd.parse(p.Type, rest, s, st) {
		out = append(out, match{args: setArg(args, name, a.v), rest: a.rest, st: a.st})
	}
	return out
}

// more reads {name:more} or {name:more-form}: more items of a list that
// began before the placeholder (" and an Urza's Tower", ", flying, and
// haste"), or none.
func (rd *reader) more(p dsl.Param, name, form, s string, st state, args map[string][]string) []match {
	out := []match{{args: args, rest: s, st: st}}
	and := rd.form("and")
	var walk func(s string, acc []string, st state)
	walk = func(s string, acc []string, st state) {
		for _, sep := range []string{", " + and + " ", " " + and + " ", ", "} {
			r, ok := lit(s, sep)
			if !ok {
				continue
			}
			for _, a := range rd.parse(p.Type, form, r, st) {
				next := append(append([]string(nil), acc...), a.v)
				out = append(out, match{args: setArg(args, name, next...), rest: a.rest, st: a.st})
				walk(a.rest, next, a.st)
			}
		}
	}
	walk(s, nil, st)
	return out
}

// costClause reads {cost@payer}: the payer, then the cost as a clause
// ("its controller pays {4}", "you sacrifice a creature").
func (rd *reader) costClause(rec *Record, name, payer, s string, st state, args map[string][]string) []match {
	var out []match
	for _, sub := range rd.parse(rec.param(payer).Type, "a", s, st) {
		rest, ok := lit(sub.rest, " ")
		if !ok {
			continue
		}
		a2 := setArg(args, payer, sub.v)
		pay := strings.TrimSpace(strings.TrimSuffix(rd.form("pay"), "{mana}"))
		for _, verb := range uniq(conjugate(pay, phrase{})+" ", pay+" ") {
			if r, ok := lit(rest, verb); ok {
				if m, r2 := manaSymbols(r); m != "" {
					out = append(out, match{args: setArg(a2, name, m), rest: r2, st: sub.st})
				}
			}
		}
		for i := range rd.Records {
			c := &rd.Records[i]
			if !resultFits(c.Sig.Result, dsl.Cost) || c.Kind == dsl.FilterWord {
				continue
			}
			for _, vt := range uniq(conjugate(c.Template.Text, phrase{}), c.Template.Text) {
				for _, m := range rd.tpl(c, vt, rest, sub.st, nil) {
					out = append(out, match{args: setArg(a2, name, c.call(m.args)), rest: m.rest, st: m.st})
				}
			}
		}
	}
	return out
}

// counted reads {name#noun}: the number name counting the noun ("a
// card", "two cards", "X +1/+1 counters", "cards equal to …", "a … for
// each …").
func (rd *reader) counted(rec *Record, name, spec, s string, st state, args map[string][]string) []match {
	p := rec.param(name)
	one := "1"
	if p.Optional {
		one = ""
	}
	withCount := func(ms []match, v string) []match {
		for i := range ms {
			if v != "" {
				ms[i].args = setArg(ms[i].args, name, v)
			}
		}
		return ms
	}
	bang := strings.HasPrefix(spec, "!")
	spec = strings.TrimPrefix(spec, "!")
	var out []match
	article := rd.form("article") + " "
	// A noun that is a filter argument is counted by the filter itself.
	if strings.HasPrefix(spec, "<") && strings.HasSuffix(spec, ">") && strings.Count(spec, "<") == 1 {
		arg := spec[1 : len(spec)-1]
		ap := rec.param(arg)
		if ap.Type == dsl.Objects || ap.Type == dsl.Object {
			filt := func(s string, st state) []match {
				var ms []match
				for _, a := range rd.parse(ap.Type, "a", s, st) {
					ms = append(ms, match{args: setArg(args, arg, a.v), rest: a.rest, st: a.st})
				}
				return ms
			}
			out = append(out, withCount(filt(s, st), one)...)
			for _, m := range filt(s, st) {
				m.st = m.st.with(func(s *state) { s.eachs = append(s.eachs, name) })
				out = append(out, m)
			}
			w, rest := word(s)
			if r, ok := lit(rest, " "); ok {
				if n := numberOf(w); n >= 2 || w == "X" {
					v := strconv.Itoa(n)
					if w == "X" {
						v = "x"
					}
					out = append(out, withCount(filt(r, st), v)...)
				}
			}
			return out
		}
	}
	noun := func(s string, st state, plural bool) []match {
		return rd.nounSpec(rec, spec, s, st, args, plural)
	}
	if r, ok := lit(s, article); ok {
		out = append(out, withCount(noun(r, st, false), one)...)
		for _, m := range noun(r, st, false) {
			m.st = m.st.with(func(s *state) { s.eachs = append(s.eachs, name) })
			out = append(out, m)
		}
	}
	if r, ok := lit(s, numberWords[1]+" "); ok && bang {
		out = append(out, withCount(noun(r, st, false), "1")...)
	}
	w, rest := word(s)
	if r, ok := lit(rest, " "); ok {
		if n := numberOf(w); n >= 2 && (w[0] < '0' || w[0] > '9') {
			out = append(out, withCount(noun(r, st, true), strconv.Itoa(n))...)
		}
		if w == "X" {
			out = append(out, withCount(noun(r, st, true), "x")...)
		}
	}
	eq := strings.TrimSuffix(strings.TrimPrefix(rd.form("equal-to"), "{noun}"), "{amount}")
	for _, m := range noun(s, st, true) {
		if r, ok := lit(m.rest, eq); ok {
			for _, n := range rd.parse(dsl.Number, "", r, m.st) {
				out = append(out, match{args: setArg(m.args, name, n.v), rest: n.rest, st: n.st})
			}
		}
	}
	return out
}

// cardWord is the noun a filter phrase of cards ends with.
const cardWord = " card"

// nextIndex is the index of the next occurrence of sub in s after k, or
// -1.
func nextIndex(s, sub string, k int) int {
	if j := strings.Index(s[k+1:], sub); j >= 0 {
		return k + 1 + j
	}
	return -1
}

// nounWords are the words of a counted noun's spec up to its next
// argument, plural at the end of the spec when the noun is.
func nounWords(spec string, plural bool) string {
	i := strings.IndexByte(spec, '<')
	if i < 0 {
		i = len(spec)
	}
	l := spec[:i]
	if plural && strings.TrimSpace(l) != "" && i == len(spec) {
		words := strings.Fields(l)
		lead := l[:len(l)-len(strings.TrimLeft(l, " "))]
		words[len(words)-1] = pluralWord(words[len(words)-1])
		l = lead + strings.Join(words, " ")
	}
	return l
}

// nounSpec reads the noun of a counted placeholder, singular or plural;
// its words may name arguments as <name>.
func (rd *reader) nounSpec(rec *Record, spec, s string, st state, args map[string][]string, plural bool) []match {
	ms := []match{{args: args, rest: s, st: st}}
	for spec != "" {
		var next []match
		i := strings.IndexByte(spec, '<')
		if i != 0 {
			if i < 0 {
				i = len(spec)
			}
			l := nounWords(spec, plural)
			for _, m := range ms {
				if r, ok := lit(m.rest, l); ok {
					next = append(next, match{args: m.args, rest: r, st: m.st})
				}
			}
			spec = spec[i:]
		} else {
			j := strings.IndexByte(spec, '>')
			name, f, _ := strings.Cut(spec[1:j], ":")
			spec = spec[j+1:]
			switch {
			case plural && spec == "" && f == "target-noun":
				f = "target-nouns"
			case plural && spec == "":
				f = "plural"
			}
			after := nounWords(spec, plural)
			if strings.TrimSpace(after) == "" {
				after = ""
			}
			for _, m := range ms {
				for _, a := range rd.parse(rec.param(name).Type, f, m.rest, m.st) {
					next = append(next, match{args: setArg(m.args, name, a.v), rest: a.rest, st: a.st})
				}
				if after == "" {
					continue
				}
				// The words after the argument end it: a filter that would
				// read "land card" whole is read up to " card".
				for k := strings.Index(m.rest, after); k > 0; k = nextIndex(m.rest, after, k) {
					for _, a := range rd.parse(rec.param(name).Type, f, m.rest[:k], m.st) {
						if a.rest == "" {
							next = append(next, match{args: setArg(m.args, name, a.v), rest: m.rest[k:], st: a.st})
						}
					}
				}
			}
		}
		ms = next
	}
	return ms
}
