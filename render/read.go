package render

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"cardc/dsl"
)

// ReadContext is what a reader knows about the card whose text it reads,
// beside the records: how the card names itself, and its tokens.
type ReadContext struct {
	// Name is the card's name as its text says it: its name, or a
	// legendary card's short name. An instant or sorcery says it as the
	// subject of its own action, a characteristic-defining ability always
	// (CR 604.3).
	Name string
	// Self is how the card's abilities name it otherwise (CR 201.5):
	// "this creature", "this Aura", "this spell", a legendary card's
	// short name.
	Self string
	// Noun is its main card type, as a granted ability names it ("this
	// creature").
	Noun string
	// Enchanted is how its abilities name what it enchants ("enchanted
	// player"); empty without an enchant keyword.
	Enchanted string
	// EnchantedName is the name the script gives it: `enchanted`, or
	// `equipped` for an Equipment.
	EnchantedName string
	// Tokens are its token definitions as create(…) describes them.
	Tokens []TokenText
	// Spell says the face is an instant or sorcery: a paragraph that
	// isn't a keyword line is its spell's.
	Spell bool
}

// TokenText is a token definition's description, singular and plural.
type TokenText struct {
	Name, One, Many string
}

// Read matches the paragraphs of rules text of one ability (a keyword
// line, an ability, or a spell's paragraphs) against the records'
// templates and returns the canonical form of every complete reading,
// sorted; a text the records read in one way only gives one. The forms
// are those Units gives for the script that prints the text.
func (v *Renderer) Read(paras []string, ctx *ReadContext) []string {
	rd := &reader{Renderer: v, ctx: ctx, memo: map[memoKey][]alt{}, busy: map[memoKey]bool{}}
	seen := map[string]bool{}
	var out []string
	for _, s := range rd.paragraphs(paras) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return simpler(out[i], out[j]) })
	return out
}

// simpler orders readings: fewer nested records first, then shorter, then
// by text. Where two records print the same words ("you control" is
// you-control and controlled-by(you)), the simpler reading is the one.
func simpler(a, b string) bool {
	na, nb := strings.Count(a, "("), strings.Count(b, "(")
	if na != nb {
		return na < nb
	}
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// reader reads rules text back into canonical forms. It is the renderer
// run backwards: each template is a pattern whose placeholders are typed
// slots, and a slot is read by the records whose result has its type.
// Every reading is kept (a list of alternatives), so that a phrase the
// templates can say in two ways shows as two readings.
type reader struct {
	*Renderer
	ctx     *ReadContext
	granted bool
	depth   int
	steps   int
	memo    map[memoKey][]alt
	busy    map[memoKey]bool
	added   []memoKey // memo entries in the order they were made
}

// state is what the text said so far that later words refer to.
type state struct {
	last    string   // the object named last ("it")
	lastSet string   // the set a filter phrase named last ("they", in a sentence that continues)
	players []string // players named ("that player")
	binders []string // records read that bind a name ("the sacrificed land")
	agents  []string // binders whose event named who did it
	copied  string   // what a copy effect copies ({copied})
	eachs   []string // "for each" numbers owed at the end of a phrase
}

func (s state) with(f func(*state)) state {
	s.players = append([]string(nil), s.players...)
	s.binders = append([]string(nil), s.binders...)
	s.agents = append([]string(nil), s.agents...)
	s.eachs = append([]string(nil), s.eachs...)
	f(&s)
	return s
}

// alt is one reading of a prefix of the text: its canonical form, what is
// left, and the state after it.
type alt struct {
	v    string
	rest string
	st   state
}

// lit matches a literal at the start of s: letters ignore case (a
// sentence's first word is capitalised), and "a " also matches "an ".
func lit(s, l string) (string, bool) {
	i, j := 0, 0
	for j < len(l) {
		if i >= len(s) {
			return "", false
		}
		if l[j] == 'a' && (j == 0 || !isWordByte(l[j-1])) && j+1 < len(l) && l[j+1] == ' ' &&
			(s[i] == 'a' || s[i] == 'A') && i+2 < len(s) && s[i+1] == 'n' && s[i+2] == ' ' {
			i += 3
			j += 2
			continue
		}
		a, b := rune(s[i]), rune(l[j])
		if a != b && unicode.ToLower(a) != unicode.ToLower(b) {
			return "", false
		}
		i++
		j++
	}
	return s[i:], true
}

// word reads a word at the start of s: letters, digits and the signs of
// "+1/+1".
func word(s string) (string, string) {
	i := 0
	for i < len(s) && (isWordByte(s[i]) || s[i] == '+') && s[i] != '\'' {
		i++
	}
	return s[:i], s[i:]
}

// paragraphs reads the paragraphs of one ability.
func (rd *reader) paragraphs(paras []string) []string {
	var body []string
	for _, p := range paras {
		p = stripReminders(p)
		if endsInQuotes(p) {
			// A sentence that ends with a quoted ability ends inside the
			// quotes (see finish).
			p += "."
		}
		body = append(body, p)
	}
	var out []string
	if len(body) == 1 {
		out = append(out, rd.keywordLine(body[0])...)
		if !rd.ctx.Spell {
			out = append(out, rd.ability(body[0])...)
		}
	}
	if rd.ctx.Spell {
		out = append(out, rd.spell(body)...)
		if len(out) == 0 && len(body) == 1 {
			// A spell's own static ability, about casting it ("This
			// spell costs {1} less to cast …", CR 601.2f).
			out = append(out, rd.statics(body[0], dsl.InStatic)...)
		}
	}
	return out
}

// stripReminders drops the reminder texts at the end of a paragraph: they
// say again what the records say.
func stripReminders(p string) string {
	for strings.HasSuffix(p, ")") {
		i := strings.LastIndex(p, " (")
		if i < 0 {
			break
		}
		p = p[:i]
	}
	return p
}

// keywordLine reads a keyword line: keywords separated by commas.
func (rd *reader) keywordLine(s string) []string {
	var out []string
	var walk func(s string, acc []string, st state)
	walk = func(s string, acc []string, st state) {
		for _, a := range rd.records(dsl.Keyword, "", s, st) {
			next := append(append([]string(nil), acc...), a.v)
			if a.rest == "" {
				out = append(out, "keywords "+strings.Join(next, ", "))
				continue
			}
			if rest, ok := lit(a.rest, rd.form("keyword-line")); ok {
				walk(rest, next, a.st)
			}
		}
	}
	walk(s, nil, state{})
	return out
}

// ability reads one paragraph as a triggered, activated, mana, static or
// replacement ability.
func (rd *reader) ability(s string) []string {
	// An ability word before the ability (CR 207.2c): "Landfall — …".
	for _, w := range rd.AbilityWords {
		rest, ok := lit(s, subst(rd.form("ability-word"), map[string]string{"word": AbilityWordText(w), "ability": ""}))
		if !ok {
			continue
		}
		var out []string
		for _, v := range rd.abilityBody(rest) {
			kind, body, _ := strings.Cut(v, " ")
			out = append(out, kind+" "+w+" "+body)
		}
		return out
	}
	return rd.abilityBody(s)
}

// abilityBody reads an ability without an ability word.
func (rd *reader) abilityBody(s string) []string {
	var out []string
	st := state{}
	// Triggered: "{when} {event}, [if {if}, ]{effect}."
	for _, w := range []string{"when", "whenever", "at"} {
		rest, ok := lit(s, rd.form(w)+" ")
		if !ok {
			continue
		}
		for _, ev := range rd.parse(dsl.Event, "", rest, st) {
			rest, ok := lit(ev.rest, ", ")
			if !ok {
				continue
			}
			form, place := "", dsl.InTriggered
			e := rd.recordNamed(ev.v)
			if e != nil && e.ManaTrigger {
				// CR 605.1b: it is a mana ability.
				form, place = "trigger", dsl.InMana
			}
			ev.st = rd.afterEvent(e, ev.st)
			for _, c := range rd.condition(rest, ev.st) {
				for _, eff := range rd.sentences(c.rest, form, c.st, place) {
					if rd.placesOK(eff.v, place) {
						out = append(out, "triggered "+w+" "+ev.v+c.v+"; "+eff.v)
					}
				}
			}
		}
	}
	// Activated and mana: "{cost}: {effect}.", and the cost words said
	// as a sentence after it ("Any player may activate this ability.").
	if i := strings.Index(s, ": "); i > 0 {
		for _, tail := range rd.costSentences(s[i+2:]) {
			for _, c := range rd.costs(s[:i], st) {
				c.v += tail.after
				for _, kind := range []dsl.Place{dsl.InActivated, dsl.InMana} {
					for _, eff := range rd.sentences(tail.effect, "", c.st, kind) {
						name := "activated"
						if kind == dsl.InMana {
							name = "mana"
						}
						if rd.placesOK(c.v+" "+eff.v, kind) {
							out = append(out, name+" cost "+c.v+"; "+eff.v)
						}
					}
				}
			}
		}
	}
	// Replacement: "[If {event}, ]{effect}."
	if rest, ok := lit(s, "if "); ok {
		for _, ev := range append(rd.parse(dsl.ManaEvent, "", rest, st), rd.parse(dsl.Event, "", rest, st)...) {
			ev.st = rd.afterEvent(rd.recordNamed(ev.v), ev.st)
			if rest, ok := lit(ev.rest, ", "); ok {
				for _, eff := range rd.sentences(rest, "", ev.st, dsl.InReplacement) {
					if rd.placesOK(eff.v, dsl.InReplacement) {
						out = append(out, "replacement replace "+ev.v+"; "+eff.v)
					}
				}
			}
		}
	}
	return append(out, rd.statics(s, dsl.InReplacement, dsl.InStatic)...)
}

// statics reads one paragraph as a replacement or static ability whose
// effect says what it does.
func (rd *reader) statics(s string, kinds ...dsl.Place) []string {
	var out []string
	for _, kind := range kinds {
		for _, eff := range rd.sentences(s, "", state{}, kind) {
			name := "replacement"
			if kind == dsl.InStatic {
				name = "static"
			}
			if rd.placesOK(eff.v, kind) {
				out = append(out, name+" "+eff.v)
			}
		}
	}
	return out
}

// costTail is one way to read the end of an activated ability's effect:
// the effect's sentences, and the cost words said as sentences after them
// as more cost items (", activate-only-if(…)").
type costTail struct{ effect, after string }

// costSentences reads from the end of an activated ability's effect the
// sentences of cost words (their form "sentence"), with their slots
// ("Activate only if {condition}."): every way to cut them, in the order
// the text says them, each sentence read on its own as the renderer
// writes it. A text with no such sentence is the effect alone.
func (rd *reader) costSentences(s string) []costTail {
	var out []costTail
	for k := strings.Index(s, ". "); k >= 0; k = nextIndex(s, ". ", k) {
		for i := range rd.Records {
			rec := &rd.Records[i]
			sen := rec.Template.Forms["sentence"]
			if rec.Sig.Result != dsl.Cost || sen == "" {
				continue
			}
			for _, m := range rd.tpl(rec, sen, s[k+2:], state{}, nil) {
				if m.rest != "." {
					continue
				}
				for _, t := range rd.costSentences(s[:k+1]) {
					out = append(out, costTail{effect: t.effect, after: t.after + ", " + rec.call(m.args)})
				}
			}
		}
	}
	if len(out) == 0 {
		return []costTail{{effect: s}}
	}
	return out
}

// afterEvent is the state after an event that binds a name: the name is
// the object named last, unless the event named one itself ("when
// this creature dies, return it").
func (rd *reader) afterEvent(e *dsl.Entry, st state) state {
	if e == nil || e.Sig.Binds == dsl.Invalid || st.last != "" {
		return st
	}
	return st.with(func(s *state) { s.last = "bound(" + e.Name + ")" })
}

// placesOK reports whether every record a reading names may appear in the
// place; a mana ability must also have a record only a mana ability may
// have (produce-mana).
func (rd *reader) placesOK(v string, place dsl.Place) bool {
	v = withoutGranted(v)
	manaOnly := false
	prev := ""
	for _, f := range strings.FieldsFunc(v, func(r rune) bool {
		return r == '(' || r == ')' || r == ',' || r == ' ' || r == ';' || r == '[' || r == ']'
	}) {
		after := prev
		prev = f
		if strings.HasSuffix(f, ":") || after == "bound" {
			// A parameter's name, or the record that bound a name.
			continue
		}
		rec := rd.byName[f]
		if rec == nil || rec.Places == 0 || rec.Kind == dsl.FilterWord {
			continue
		}
		if rec.Places&place == 0 {
			return false
		}
		if rec.Places&dsl.InActivated == 0 {
			manaOnly = true
		}
	}
	return place != dsl.InMana || manaOnly
}

// withoutGranted drops the granted abilities ("{triggered …}") from a
// canonical form: their records are in their own place.
func withoutGranted(v string) string {
	var b strings.Builder
	depth := 0
	for i := 0; i < len(v); i++ {
		switch {
		case v[i] == '{' && (depth > 0 || i+1 < len(v) && v[i+1] >= 'a' && v[i+1] <= 'z'):
			depth++
			continue
		case v[i] == '}' && depth > 0:
			depth--
			continue
		}
		if depth == 0 {
			b.WriteByte(v[i])
		}
	}
	return b.String()
}

// condition reads an intervening "if" clause, or nothing.
func (rd *reader) condition(s string, st state) []alt {
	out := []alt{{rest: s, st: st}}
	if rest, ok := lit(s, "if "); ok {
		for _, c := range rd.parse(dsl.Condition, "", rest, st) {
			if rest, ok := lit(c.rest, ", "); ok {
				out = append(out, alt{v: "; if " + c.v, rest: rest, st: c.st})
			}
		}
	}
	return out
}

// costs reads an activation cost: parts separated by commas.
func (rd *reader) costs(s string, st state) []alt {
	var out []alt
	var walk func(s string, acc []string, st state)
	walk = func(s string, acc []string, st state) {
		var parts []alt
		if m, rest := manaSymbols(s); m != "" {
			parts = append(parts, alt{v: m, rest: rest, st: st})
		}
		parts = append(parts, rd.records(dsl.Cost, "verb", s, st)...)
		for _, a := range parts {
			next := append(append([]string(nil), acc...), a.v)
			if a.rest == "" {
				out = append(out, alt{v: strings.Join(next, ", "), st: a.st})
				continue
			}
			if rest, ok := lit(a.rest, ", "); ok {
				walk(rest, next, a.st)
			}
		}
	}
	walk(s, nil, st)
	return out
}

// sentences reads effect lines: sentences ending in a period, the items of
// one joined with "and". place is where the effects must be allowed.
func (rd *reader) sentences(s, form string, st state, place dsl.Place) []alt {
	var out []alt
	var walk func(s string, acc []string, st state, cont bool)
	walk = func(s string, acc []string, st state, cont bool) {
		for _, l := range rd.list(s, form, st, place) {
			if cont && !rd.continues(l.v) {
				// Only a sentence that continues the one before refers
				// to the set that one named, "they" (Template.Continues).
				continue
			}
			next := append(append([]string(nil), acc...), "effect "+l.v)
			if l.rest == "." {
				out = append(out, alt{v: strings.Join(next, "; "), st: l.st})
				continue
			}
			if rest, ok := lit(l.rest, ". "); ok {
				// The object the sentence before named last is still
				// "it" ("Untap target Mountain. It becomes …"), as the
				// renderer writes it (nextSentence).
				walk(rest, next, l.st.with(func(s *state) { s.lastSet, s.players = "", nil }), false)
				if l.st.lastSet != "" {
					walk(rest, next, l.st.with(func(s *state) { s.players = nil }), true)
				}
			}
		}
	}
	walk(s, nil, st, false)
	return out
}

// list reads the items of one effect line: "a", "a and b", "a, b, and c".
func (rd *reader) list(s, form string, st state, place dsl.Place) []alt {
	var out []alt
	and := rd.form("and")
	var walk func(s string, acc []string, st state)
	walk = func(s string, acc []string, st state) {
		for _, a := range rd.parse(dsl.Effect, form, s, st) {
			if place != 0 {
				if e := rd.recordNamed(a.v); e != nil && e.Places&place == 0 && e.Places != 0 {
					continue
				}
			}
			next := append(append([]string(nil), acc...), a.v)
			out = append(out, alt{v: strings.Join(next, ", "), rest: a.rest, st: a.st})
			for _, sep := range []string{" " + and + " ", ", " + and + " ", ", "} {
				if rest, ok := lit(a.rest, sep); ok {
					walk(rest, next, a.st)
				}
			}
		}
	}
	walk(s, nil, st)
	return out
}

// spell reads a spell's paragraphs: effect lines, a choose line and modes.
func (rd *reader) spell(paras []string) []string {
	type acc struct {
		parts []string
		st    state
	}
	accs := []acc{{}}
	modes := 0
	for _, p := range paras {
		var next []acc
		for _, a := range accs {
			if rest, ok := lit(p, "• "); ok {
				for _, e := range rd.sentences(rest, "", state{}, dsl.InSpell) {
					next = append(next, acc{parts: append(append([]string(nil), a.parts...), "mode {"+e.v+"}"), st: a.st})
				}
				continue
			}
			if rest, ok := lit(p, "choose "); ok {
				if c := strings.TrimSuffix(rest, " —"); c != rest {
					next = append(next, acc{parts: append(append([]string(nil), a.parts...), "choose "+c), st: a.st})
				}
				continue
			}
			for _, e := range rd.sentences(p, "", a.st.with(func(s *state) { s.last, s.players = "", nil }), dsl.InSpell) {
				next = append(next, acc{parts: append(append([]string(nil), a.parts...), e.v), st: e.st})
			}
		}
		if strings.HasPrefix(p, "• ") {
			modes++
		}
		accs = next
	}
	var out []string
	for _, a := range accs {
		s := "spell " + strings.Join(a.parts, "; ")
		out = append(out, rd.chooseCounts(s, modes))
	}
	return out
}

// chooseCounts turns a choose line's words back into its numbers.
func (rd *reader) chooseCounts(s string, modes int) string {
	i := strings.Index(s, "choose ")
	if i < 0 {
		return s
	}
	j := strings.Index(s[i:], ";")
	if j < 0 {
		j = len(s) - i
	}
	words := s[i+len("choose ") : i+j]
	lo, hi := -1, -1
	switch words {
	case rd.form("choose-one-or-both"):
		lo, hi = 1, 2
	case rd.form("choose-one-or-more"):
		lo, hi = 1, modes
	default:
		if n := numberOf(words); n >= 0 {
			lo, hi = n, n
		} else if a, b, ok := strings.Cut(words, " to "); ok {
			lo, hi = numberOf(a), numberOf(b)
		}
	}
	return s[:i] + "choose " + strconv.Itoa(lo) + " to " + strconv.Itoa(hi) + s[i+j:]
}

// numberOf is the value of a number word or numeral, or -1.
func numberOf(w string) int {
	for i, n := range numberWords {
		if strings.EqualFold(n, w) {
			return i
		}
	}
	if n, err := strconv.Atoi(w); err == nil {
		return n
	}
	return -1
}

// manaSymbols reads mana symbols at the start of s: "{2}{G/U}".
func manaSymbols(s string) (string, string) {
	i := 0
	for i < len(s) && s[i] == '{' {
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			break
		}
		i += j + 1
	}
	return s[:i], s[i:]
}

// continues reports whether the first record of an effect line's
// canonical form continues the sentence before it (Template.Continues).
func (rd *reader) continues(v string) bool {
	name, _, _ := strings.Cut(v, "(")
	r := rd.byName[name]
	return r != nil && r.Template.Continues
}

// recordNamed returns the entry of the record a canonical form calls.
func (rd *reader) recordNamed(v string) *dsl.Entry {
	name, _, _ := strings.Cut(v, "(")
	if r := rd.byName[name]; r != nil {
		return r.Entry
	}
	return nil
}
