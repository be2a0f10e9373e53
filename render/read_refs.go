package render

import (
	"slices"
	"strings"

	"cardc/dsl"
)

// isPlayer reports whether a type is a player's.
func isPlayer(ty dsl.Type) bool { return ty == dsl.Player || ty == dsl.Players }

// possessive reads the possessive ending after a name: "'s" or "'".
func possEnd(s string) (string, bool) {
	if r, ok := lit(s, "'s"); ok {
		return r, true
	}
	return lit(s, "'")
}

// object reads a reference to an object or player ("it", the card's name,
// "target creature", "that player", "the sacrificed land") or a filter
// phrase.
func (rd *reader) object(ty dsl.Type, form string, s string, st state) []alt {
	var out []alt
	poss := form == "poss"
	add := func(v, rest string, st state, player bool) {
		if poss {
			r, ok := possEnd(rest)
			if !ok {
				return
			}
			rest = r
		}
		if player {
			st = st.with(func(s *state) { s.players = append(s.players, v) })
		} else {
			st = st.with(func(s *state) { s.last = v })
		}
		out = append(out, alt{v: v, rest: rest, st: st})
	}
	objects := !isPlayer(ty)
	players := ty != dsl.Object && ty != dsl.Objects && ty != dsl.ManaEvent
	if objects {
		selves := []string{rd.ctx.Self, rd.ctx.Name}
		if form == "card" {
			// The card in a zone other than the battlefield: "this card".
			selves = []string{rd.form("this-card")}
		}
		if rd.granted {
			// The object that has the ability: the card itself, or what
			// it grants the ability to ("enchanted land has …": "this
			// land").
			this := strings.TrimSuffix(rd.form("granted-self"), "{noun}")
			selves = []string{this + rd.ctx.Noun}
			for _, t := range rd.PermanentTypes {
				if n := strings.ToLower(t); n != rd.ctx.Noun {
					selves = append(selves, this+n)
				}
			}
			// The card that grants it, by its name.
			if r, ok := lit(s, rd.ctx.Name); ok && rd.ctx.Name != "" {
				add("granter", r, st, false)
			}
		}
		for i, self := range selves {
			if self == "" || i > 0 && self == selves[0] {
				continue
			}
			if r, ok := lit(s, self); ok {
				add("self", r, st, false)
			}
		}
		pro := rd.form("it")
		if poss {
			pro = rd.form("its")
		}
		if r, ok := lit(s, pro); ok && st.last != "" && wordEnds(r) {
			// "it", and "it" before "'s" ("if it's bargained").
			out = append(out, alt{v: st.last, rest: r, st: st})
		}
		they := rd.form("they")
		if poss {
			they = rd.form("their")
		}
		if r, ok := lit(s, they); ok && ty == dsl.Objects && st.lastSet != "" && (r == "" || !isWordByte(r[0])) {
			out = append(out, alt{v: st.lastSet, rest: r, st: st})
		}
	}
	if rd.ctx.Enchanted != "" {
		if r, ok := lit(s, rd.ctx.Enchanted); ok {
			add(rd.ctx.EnchantedName, r, st, players && strings.HasSuffix(rd.ctx.Enchanted, "player"))
		}
	}
	if players {
		you := rd.form("you")
		if poss {
			you = rd.form("your")
		}
		if r, ok := lit(s, you); ok && (r == "" || !isWordByte(r[0])) {
			out = append(out, alt{v: "you", rest: r, st: st})
		}
		if r, ok := lit(s, rd.form("their")); ok && poss && (r == "" || !isWordByte(r[0])) {
			// The clause's subject named again as an owner: "… put into
			// their graveyard".
			if n := len(st.players); n > 0 {
				out = append(out, alt{v: st.players[n-1], rest: r, st: st})
			}
		}
		that := strings.TrimSuffix(rd.form("that"), "{noun}") + "player"
		if r, ok := lit(s, that); ok {
			if n := len(st.players); n > 0 {
				add(st.players[n-1], r, st, true)
			}
			for _, b := range st.agents {
				add("controller(object: bound("+b+"))", r, st, true)
			}
		}
	}
	// Targets: "target creature", "another target permanent", "any
	// target", "up to one target creature".
	target := strings.TrimSuffix(rd.form("target"), "{noun}")
	for _, pre := range rd.determiners(s) {
		if r, ok := lit(pre.rest, target); ok {
			for _, f := range rd.filterWords(ty, r, st, pre.v) {
				add("target("+f.v+")", f.rest, f.st, isPlayer(ty) || f.v == "[player]" || f.v == "[opponent]")
			}
		}
	}
	for i := range rd.Records {
		rec := &rd.Records[i]
		if v := rec.Template.Forms["target"]; v != "" {
			if rec.Kind == dsl.FilterWord {
				if r, ok := lit(s, v); ok {
					add("target(["+rec.Name+"])", r, st, false)
				}
				continue
			}
			for _, m := range rd.tpl(rec, v, s, st, nil) {
				add("target("+rec.call(m.args)+")", m.rest, m.st, false)
			}
		}
		if t := rec.Template; t.TargetOnly {
			// A requirement for several targets ("any number of
			// targets"), whose wording may be its count's ("one or two
			// targets"): the form for a literal count reads as that count.
			for _, m := range rd.tpl(rec, t.Text, s, st, nil) {
				add("target("+rec.call(m.args)+")", m.rest, m.st, false)
			}
			for k, v := range t.Forms {
				if n, ok := strings.CutPrefix(k, "="); ok {
					for _, m := range rd.tpl(rec, v, s, st, map[string][]string{t.Count: {n}}) {
						add("target("+rec.call(m.args)+")", m.rest, m.st, false)
					}
				}
			}
		}
	}
	// Names bound by the ability's event or costs.
	for _, b := range st.binders {
		rec := rd.byName[b]
		if v := rec.Template.Forms["bound"]; v != "" && rec.Kind != dsl.KeywordAbility && rec.Sig.Binds.AssignableTo(ty) {
			for _, m := range rd.tpl(rec, v, s, st, nil) {
				add("bound("+b+")", m.rest, m.st, false)
			}
		}
	}
	// A target named again: "that creature".
	if r, ok := lit(s, strings.TrimSuffix(rd.form("that"), "{noun}")); ok && strings.HasPrefix(st.last, "target(") {
		w, r2 := word(r)
		if w != "" && w != "player" && strings.Contains(st.last, w) {
			add(st.last, r2, st, false)
		}
	}
	// A filter phrase, where a set of objects or players may stand.
	if ty == dsl.Objects || ty == dsl.Players || ty == dsl.AnyTargets {
		out = append(out, rd.filter(ty, form, s, st)...)
	}
	return out
}

// determiners reads an optional determiner before "target": "another".
func (rd *reader) determiners(s string) []alt {
	out := []alt{{rest: s}}
	for _, rec := range rd.roleWords(Det) {
		for _, t := range []string{rec.Template.Text, rec.Template.Plural} {
			if t == "" {
				continue
			}
			if r, ok := lit(s, t+" "); ok {
				out = append(out, alt{v: rec.Name, rest: r})
			}
		}
	}
	return out
}

// roleWords lists the filter words of a role.
func (rd *reader) roleWords(roles ...Role) []*Record {
	var out []*Record
	for i := range rd.Records {
		rec := &rd.Records[i]
		if rec.Kind == dsl.FilterWord && slices.Contains(roles, rec.Template.Role) {
			out = append(out, rec)
		}
	}
	return out
}

// filter reads a filter phrase in any of its forms: "a creature", "all
// nonland permanents", "any creature on the battlefield", "each
// opponent's", "two untapped red creatures you control".
func (rd *reader) filter(ty dsl.Type, form string, s string, st state) []alt {
	var out []alt
	if form == "target-noun" || form == "target-nouns" {
		// Counted targets: "other target creature", "target creatures".
		target := strings.TrimSuffix(rd.form("target"), "{noun}")
		for _, det := range rd.determiners(s) {
			if r, ok := lit(det.rest, target); ok {
				out = append(out, rd.filterWords(ty, r, st, det.v)...)
			}
		}
		return out
	}
	// A single word with its own wording: "any target", "your opponents".
	for i := range rd.Records {
		rec := &rd.Records[i]
		if rec.Kind != dsl.FilterWord {
			continue
		}
		for k, v := range rec.Template.Forms {
			if k == "from" || k == "target" || rec.Template.Forms["target"] != "" && k != "targets" {
				// A word that names a target reads here only as the
				// targets of a group ("one or two targets").
				continue
			}
			if r, ok := lit(s, v); ok {
				out = append(out, alt{v: "[" + rec.Name + "]", rest: r, st: st})
			}
		}
	}
	type prefix struct{ s, after string }
	pres := []prefix{{s: ""}, {s: rd.form("article") + " "},
		{s: strings.TrimSuffix(rd.form("all"), "{noun}")},
		{s: strings.TrimSuffix(rd.form("each-player"), "{player}")}}
	if a, b, ok := strings.Cut(rd.form("any"), "{noun}"); ok {
		pres = append(pres, prefix{s: a, after: b})
	}
	for _, pre := range pres {
		r, ok := lit(s, pre.s)
		if !ok {
			continue
		}
		for _, det := range rd.determiners(r) {
			for _, f := range rd.filterWords(ty, det.rest, st, det.v) {
				rest := f.rest
				if pre.after != "" {
					if rest, ok = lit(rest, pre.after); !ok {
						continue
					}
				}
				if form == "poss" {
					if rest, ok = possEnd(rest); !ok {
						continue
					}
				}
				st2 := f.st
				if !isPlayer(ty) {
					v := f.v
					st2 = st2.with(func(s *state) { s.last, s.lastSet = "", v })
				}
				out = append(out, alt{v: f.v, rest: rest, st: st2})
			}
		}
	}
	return out
}

// filterWords reads a filter phrase's words after its determiner det
// (empty for none): adjectives and nouns (alternatives joined by "or",
// "and" or "and/or"), then qualifiers.
func (rd *reader) filterWords(ty dsl.Type, s string, st state, det string) []alt {
	pre := rd.roleWords(Adjective, Noun, Kind)
	post := rd.roleWords(Qualifier, Control, Zone)
	var out []alt
	// preWord reads one adjective or noun: a record's word or a subtype.
	preWord := func(s string) []alt {
		var ws []alt
		for _, rec := range pre {
			if rec.Template.Forms["target"] != "" {
				// A word whose text is its target wording ("any target")
				// reads as a set only in its own forms.
				continue
			}
			for _, t := range []string{rec.Template.Text, rec.Template.Plural} {
				if t == "" {
					continue
				}
				if r, ok := lit(s, t); ok && wordEnds(r) {
					ws = append(ws, alt{v: rec.Name, rest: r})
				}
			}
		}
		if w, r := word(s); w != "" {
			for _, suffix := range []string{"s", ""} {
				if base, ok := strings.CutSuffix(w, suffix); ok && rd.subtype[base] {
					ws = append(ws, alt{v: base, rest: r})
				}
			}
			// A subtype that is a possessive word (CR 205.3i: Urza's).
			if r2, ok := lit(r, "'s"); ok && rd.subtype[w+"'s"] && (r2 == "" || !isWordByte(r2[0])) {
				ws = append(ws, alt{v: w + "'s", rest: r2})
			}
		}
		return ws
	}
	// negs are the adjectives that say what an object isn't.
	negs := map[string]bool{}
	for _, rec := range pre {
		if rec.Template.Role == Adjective && strings.HasPrefix(rec.Template.Text, "non") {
			negs[rec.Name] = true
		}
	}
	var groups func(s string, acc []string)
	var groupsOf func(s string, acc []string, only func(string) bool)
	var posts func(s string, acc []string, st state)
	groups = func(s string, acc []string) { groupsOf(s, acc, nil) }
	groupsOf = func(s string, acc []string, only func(string) bool) {
		for _, w := range preWord(s) {
			if only != nil && !only(w.v) {
				continue
			}
			var group []string
			group = append(group, w.v)
			var alts, list func(s string, g []string)
			// list reads the rest of three or more alternatives, joined
			// with a serial comma: "Swamp, Forest, or Island".
			list = func(s string, g []string) {
				if r, ok := lit(s, ", "+rd.form("or")+" "); ok {
					for _, w2 := range preWord(r) {
						alts(w2.rest, append(append([]string(nil), g...), w2.v))
					}
					return
				}
				if r, ok := lit(s, ", "); ok {
					for _, w2 := range preWord(r) {
						list(w2.rest, append(append([]string(nil), g...), w2.v))
					}
				}
			}
			alts = func(s string, g []string) {
				next := append(append([]string(nil), acc...), strings.Join(g, "|"))
				rest := s
				if r, ok := lit(rest, " card"); ok {
					rest = r
					if r, ok := lit(rest, "s"); ok {
						rest = r
					}
				}
				posts(rest, next, st)
				if r, ok := lit(s, " "); ok {
					groups(r, next)
				}
				if r, ok := lit(s, ", "); ok && len(g) == 1 && negs[g[0]] {
					// "nonartifact, nonblack creature" (see negated).
					groupsOf(r, next, func(v string) bool { return negs[v] })
				}
				if len(g) == 1 && !negs[g[0]] {
					if r, ok := lit(s, ", "); ok {
						for _, w2 := range preWord(r) {
							list(w2.rest, append(append([]string(nil), g...), w2.v))
						}
					}
				}
				for _, conj := range []string{rd.form("or"), rd.form("and-all"), rd.form("and-or")} {
					if r, ok := lit(s, " "+conj+" "); ok {
						for _, w2 := range preWord(r) {
							alts(w2.rest, append(append([]string(nil), g...), w2.v))
						}
						if conj != rd.form("or") {
							continue
						}
						// Subtypes each with its article: "an Island or a
						// Swamp" (see subtypeAlternatives).
						for _, art := range []string{rd.form("article") + " ", rd.form("article") + "n "} {
							if r2, ok := lit(r, art); ok {
								for _, w2 := range preWord(r2) {
									if rd.subtype[w2.v] {
										alts(w2.rest, append(append([]string(nil), g...), w2.v))
									}
								}
							}
						}
					}
				}
			}
			alts(w.rest, group)
		}
	}
	posts = func(s string, acc []string, st state) {
		words := acc
		if det != "" {
			words = append([]string{det}, acc...)
		}
		out = append(out, alt{v: "[" + strings.Join(words, " ") + "]", rest: s, st: st})
		r, ok := lit(s, " ")
		if !ok {
			return
		}
		for _, rec := range post {
			t := rec.Template
			for _, text := range []string{t.Text, t.Plural, t.Forms["from"]} {
				if text == "" {
					continue
				}
				var ms []match
				if t.Subject != "" {
					for _, sub := range rd.parse(rec.param(t.Subject).Type, "a", r, st) {
						if r2, ok := lit(sub.rest, " "); ok {
							for _, vt := range uniq(conjugate(text, phrase{}), text) {
								ms = append(ms, rd.tpl(rec, vt, r2, sub.st, map[string][]string{t.Subject: {sub.v}})...)
							}
						}
					}
				} else {
					ms = rd.tpl(rec, text, r, st, nil)
				}
				for _, m := range ms {
					posts(m.rest, append(append([]string(nil), acc...), rec.call(m.args)), m.st)
				}
			}
		}
	}
	groups(s, nil)
	// Only a zone: "card from a graveyard", the zone making the noun card.
	for _, noun := range []string{"cards", "card"} {
		if r, ok := lit(s, noun); ok && (r == "" || !isWordByte(r[0])) {
			n := len(out)
			posts(r, nil, st)
			kept := out[:n]
			for _, a := range out[n:] {
				if zoneFirst(rd, a.v) {
					kept = append(kept, a)
				}
			}
			out = kept
			break
		}
	}
	// Only qualifiers: "spells … cast".
	_ = ty
	return dedupe(out)
}

// wordEnds reports whether a word ends where r begins: at the end, before
// a character that isn't a word's, or before a possessive ending
// ("creature's").
func wordEnds(r string) bool {
	if p, ok := possEnd(r); ok && (p == "" || !isWordByte(p[0])) {
		return true
	}
	return r == "" || !isWordByte(r[0])
}

// zoneFirst reports whether a filter reading begins with a zone word.
func zoneFirst(rd *reader, v string) bool {
	name := strings.TrimPrefix(v, "[")
	if i := strings.IndexAny(name, " ]("); i >= 0 {
		name = name[:i]
	}
	for _, rec := range rd.roleWords(Zone) {
		if rec.Name == name {
			return true
		}
	}
	return false
}

// dedupe drops readings that are the same in value, rest and last object.
func dedupe(as []alt) []alt {
	seen := map[string]bool{}
	var out []alt
	for _, a := range as {
		k := a.v + "\x00" + a.rest + "\x00" + a.st.last
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, a)
	}
	return out
}
