package render

import (
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// agent is the player an event named as the one who did it ("a player
// taps a land", "you cast a spell").
type agent struct{ you bool }

// Keys of what a phrase refers to, for pronouns and "that player".
type (
	selfKey      struct{}
	enchantedKey struct{}
	granterKey   struct{}
	agentKey     struct{ b *dsl.Binding }
)

// renderer renders one face. Its state follows the text as it is written:
// the last object named and the subject of the clause being written decide
// between "it" and a name; the players already named in the sentence are
// "that player"; a target's first mention says "target".
type renderer struct {
	*Renderer
	info *dsl.Info
	face *faceCtx
	// lastSubject is the subject of the last clause rendered in a list of
	// effects, and andSubject that of the item before the one being
	// rendered, which may leave out a subject it shares (see clause).
	lastSubject, andSubject *phrase
	// elided is set when a clause left out the subject it shares with the
	// item before it.
	elided bool
	// lastRecord and andRecord are the records of those clauses.
	lastRecord, andRecord *Record
	// granted is set inside a granted ability: the object is "this
	// creature"; grantNoun, when set, is the noun of the object it is
	// granted to ("enchanted land has …": "this land").
	granted   bool
	grantNoun string

	// Per ability.
	targets   map[*dsl.Binding]ast.Expr  // what each target may target
	boundBy   map[*dsl.Binding]*ast.Call // the primitive each cost or event name is bound to
	used      map[*dsl.Binding]bool      // targets mentioned already
	agents    map[*dsl.Binding]agent     // event names whose event named the player who did it
	reminders []string

	// Per sentence.
	last        any          // the object named last
	subject     any          // the subject of the clause being written
	subjectText string       // how that subject reads ("enchanted land")
	seen        map[any]bool // players named in the sentence
	copied      string       // what a copy effect copies, for {copied}
	inline      string       // reminder text owed at {reminded}, said once
	plural      bool         // rendering the qualifiers of a plural filter
	implied     []string     // filter words the primitive being rendered implies
	// lastSet is the set a filter phrase named last (see exprKey), and
	// continuing is set while a sentence that continues the one before is
	// written (Template.Continues): it may name that set as "they".
	lastSet    string
	continuing bool
	// eachs are the "for each" numbers of counted nouns, said at the end
	// of the primitive's phrase: "put a +1/+1 counter on it for each …".
	eachs []ast.Expr
	// afters are sentences owed after the one being rendered: what a
	// created token has ("They have \"…\"").
	afters []string
}

// phrase is a rendered noun phrase or clause with what agreement and
// pronouns need to know about it.
type phrase struct {
	s        string
	plural   bool // a plural subject: its verb takes the base form
	you      bool // "you": the verb takes the base form
	definite bool // "the sacrificed land", "that land", a name: a relative clause drops "that"
	key      any  // what it refers to, for pronouns
}

func (r *renderer) startAbility() {
	r.targets = map[*dsl.Binding]ast.Expr{}
	r.boundBy = map[*dsl.Binding]*ast.Call{}
	r.used = map[*dsl.Binding]bool{}
	r.agents = map[*dsl.Binding]agent{}
	r.reminders = nil
	r.afters = nil
	r.startSentence()
}

func (r *renderer) startSentence() {
	r.last, r.subject, r.seen, r.lastSet, r.continuing = nil, nil, map[any]bool{}, "", false
}

// nextSentence starts the sentence of an effect line after another in
// the same paragraph. The object the sentence before named last is still
// "it" ("Counter target spell. Its controller draws a card.", "Return
// target creature card … to the battlefield. It gains haste …"); a line
// that continues the one before also keeps its wording.
func (r *renderer) nextSentence(l []*ast.Bound) {
	last := r.last
	if r.continues(l) {
		r.subject, r.seen, r.continuing = nil, map[any]bool{}, true
		return
	}
	r.startSentence()
	r.last = last
}

// continues reports whether an effect line's first effect is later text
// that modifies the sentence before it (Template.Continues).
func (r *renderer) continues(l []*ast.Bound) bool {
	if len(l) == 0 {
		return false
	}
	call, ok := unparen(l[0].X).(*ast.Call)
	if !ok {
		return false
	}
	pr := r.primOf(r.info.Entries[call])
	return pr != nil && pr.Template.Continues
}

// collect records the targets and bound names of an ability's clauses.
func (r *renderer) collect(cs []ast.Clause) { collectNames(r.info, cs, r.targets, r.boundBy) }

// collectNames records what each target of an ability's clauses may
// target, and the primitive each cost or event name is bound to.
func collectNames(info *dsl.Info, cs []ast.Clause, targets map[*dsl.Binding]ast.Expr, boundBy map[*dsl.Binding]*ast.Call) {
	for _, cl := range cs {
		switch cl := cl.(type) {
		case *ast.Mode:
			collectNames(info, cl.Clauses, targets, boundBy)
		case *ast.ClauseLine:
			for _, b := range cl.Items {
				if b.As == nil {
					continue
				}
				bd := info.Uses[b.As]
				if bd == nil {
					continue
				}
				if cl.Kind == ast.TargetClause {
					targets[bd] = b.X
				} else if call, ok := unparen(b.X).(*ast.Call); ok {
					boundBy[bd] = call
				}
			}
		}
	}
}

func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.Paren)
		if !ok {
			return e
		}
		e = p.X
	}
}

// clauses sorts an ability's clause lines.
type clauses struct {
	costs   []*ast.Bound
	effects [][]*ast.Bound
	// also is, per effect line, whether it continues the paragraph of the
	// line before it (ast.ClauseLine.Also).
	also   []bool
	event  *ast.ClauseLine
	cond   []*ast.Bound
	choose *ast.Choose
	modes  []*ast.Mode
}

func sortClauses(cs []ast.Clause) *clauses {
	out := &clauses{}
	for _, cl := range cs {
		switch cl := cl.(type) {
		case *ast.Choose:
			out.choose = cl
		case *ast.Mode:
			out.modes = append(out.modes, cl)
		case *ast.ClauseLine:
			switch cl.Kind {
			case ast.CostClause:
				out.costs = append(out.costs, cl.Items...)
			case ast.EffectClause:
				out.effects = append(out.effects, cl.Items)
				out.also = append(out.also, cl.Also)
			case ast.WhenClause, ast.WheneverClause, ast.AtClause, ast.ReplaceClause:
				out.event = cl
			case ast.IfClause:
				out.cond = append(out.cond, cl.Items...)
			}
		}
	}
	return out
}

// ability renders an ability block as one paragraph.
func (r *renderer) ability(a *ast.Ability) string {
	r.startAbility()
	r.collect(a.Clauses)
	cs := sortClauses(a.Clauses)
	vals := map[string]string{}
	var tpl, prefix string
	effForm := ""
	switch a.Kind {
	case ast.Triggered:
		tpl = r.form("triggered")
		vals["when"] = r.form(cs.event.Kind.String())
		vals["event"] = r.event(cs.event)
		if len(cs.cond) > 0 {
			vals["if"] = r.list(cs.cond, "")
		}
		if e := r.eventEntry(cs.event); e != nil && e.ManaTrigger {
			// CR 605.1b: a mana ability that triggers on mana production
			// adds mana in addition to what the tapping produced.
			effForm = "trigger"
		}
		vals["effect"] = r.sentences(cs.effects, effForm, false)
		if cs.choose != nil {
			vals["effect"] = r.triggerModes(cs)
		}
		if e := r.primOf(r.eventEntry(cs.event)); e != nil && e.Template.Forms["ability"] != "" {
			// An event whose ability has its own form: a Saga's chapter
			// ability, "I, II — Create …" (CR 714.2a).
			tpl = r.form(e.Template.Forms["ability"])
			vals["effect"] = capitalise(vals["effect"])
		}
	case ast.Activated, ast.ManaAbility:
		tpl = r.form(a.Kind.String())
		costs, after := r.costsWithForm(cs.costs, "sentence")
		costs, prefixes := r.costsWithForm(costs, "prefix")
		for _, b := range prefixes {
			// A cost word that reads as the ability's prefix:
			// "Exhaust — {3}: …" (CR 702.177a).
			prefix = capitalise(r.expr(b.X, "prefix").s)
		}
		vals["cost"] = r.costs(costs)
		named := r.last
		r.startSentence()
		if named == (selfKey{}) {
			// A cost that named the source last makes it "it" in the
			// effect (Bear Trap: "Sacrifice this artifact: It deals 3
			// damage …").
			r.last = named
		}
		vals["effect"] = r.sentences(cs.effects, "", true)
		for _, b := range after {
			r.startSentence()
			vals["effect"] += ". " + capitalise(r.expr(b.X, "sentence").s)
		}
	case ast.Static:
		tpl = r.form("static")
		vals["effect"] = capitalise(r.sentences(cs.effects, "", true))
	case ast.Replacement:
		tpl = r.form("replacement")
		if cs.event != nil {
			vals["event"] = r.event(cs.event)
			vals["effect"] = r.sentences(cs.effects, "", false)
		} else {
			vals["effect"] = r.sentences(cs.effects, "", true)
		}
	}
	p := r.finish(capitalise(subst(tpl, vals)))
	if prefix != "" {
		p = subst(r.form("ability-word"), map[string]string{"word": prefix, "ability": p})
	}
	if a.Word != nil {
		p = subst(r.form("ability-word"), map[string]string{"word": AbilityWordText(a.Word.Name), "ability": p})
	}
	return p
}

// AbilityWordText is how an ability word reads: capitalised, a hyphen
// read as a space ("fateful-hour" is "Fateful hour", CR 207.2c).
func AbilityWordText(w string) string {
	return capitalise(strings.ReplaceAll(w, "-", " "))
}

// finish appends the reminder texts gathered while rendering a paragraph.
func (r *renderer) finish(p string) string {
	// A sentence that ends with a quoted ability ends inside the quotes.
	if endsInQuotes(strings.TrimSuffix(p, ".")) {
		p = strings.TrimSuffix(p, ".")
	}
	seen := map[string]bool{}
	for _, rem := range r.reminders {
		if seen[rem] {
			continue
		}
		seen[rem] = true
		p += " " + subst(r.form("reminder"), map[string]string{"reminder": rem})
	}
	r.reminders = nil
	return fixArticles(p)
}

func (r *renderer) eventEntry(cl *ast.ClauseLine) *dsl.Entry {
	if cl == nil || len(cl.Items) == 0 {
		return nil
	}
	return r.info.Entries[unparen(cl.Items[0].X)]
}

// namesSelf reports whether an event's first object argument is the
// source itself.
func (r *renderer) namesSelf(e ast.Expr) bool {
	call, ok := unparen(e).(*ast.Call)
	if !ok {
		return false
	}
	pr := r.primOf(r.info.Entries[call])
	if pr == nil {
		return false
	}
	for _, p := range pr.Sig.Params {
		if p.Type != dsl.Objects && p.Type != dsl.Object {
			continue
		}
		id, ok := unparenIdent(r.arg(call, pr, p.Name))
		if !ok {
			return false
		}
		b := r.info.Uses[id]
		return b != nil && b.Kind == dsl.BindSelf
	}
	return false
}

// event renders a trigger or replace line's event; the name it binds then
// refers to the object the event named.
func (r *renderer) event(cl *ast.ClauseLine) string {
	var parts []string
	for _, b := range cl.Items {
		p := r.expr(b.X, "")
		parts = append(parts, p.s)
		if b.As == nil {
			continue
		}
		bd := r.info.Uses[b.As]
		if bd == nil {
			continue
		}
		switch bd.Type {
		case dsl.Object, dsl.ManaEvent:
			// The object the event names is "it" when it is the source
			// itself ("When this creature dies, return it …"); any other
			// is "that creature" first ("Whenever another Ally you
			// control enters, put a +1/+1 counter on that creature and
			// it gains haste …").
			if bd.Type == dsl.ManaEvent || r.namesSelf(b.X) {
				r.last = r.keyOf(bd)
			}
		}
		if call, ok := unparen(b.X).(*ast.Call); ok {
			pr := r.primOf(r.info.Entries[call])
			if pr == nil || pr.Template.Subject == "" {
				continue
			}
			if a := r.arg(call, pr, pr.Template.Subject); a != nil {
				id, _ := unparenIdent(a)
				you := id != nil && r.info.Uses[id] != nil && r.info.Uses[id].Kind == dsl.BindYou
				r.agents[bd] = agent{you: you}
				r.seen[agentKey{bd}] = true
			}
		}
	}
	return strings.Join(parts, " "+r.form("and")+" ")
}

// costs renders an activation cost: its parts separated by commas, each
// capitalised.
func (r *renderer) costs(items []*ast.Bound) string {
	var parts []string
	for _, b := range items {
		if m, ok := unparen(b.X).(*ast.ManaLit); ok {
			for _, s := range m.Symbols {
				if f := r.SymbolReminders[s.Value().Kind]; f != "" {
					r.reminders = append(r.reminders, r.form(f))
				}
			}
			parts = append(parts, dsl.ManaText(m))
			continue
		}
		parts = append(parts, capitalise(r.expr(b.X, "verb").s))
	}
	return strings.Join(parts, ", ")
}

// costsWithForm separates from an activation cost the words whose record
// has the form: "sentence", said as a sentence after the effect ("Any
// player may activate this ability.", "Activate only if this creature is
// attacking."), or "prefix", said before the ability ("Exhaust — …").
func (r *renderer) costsWithForm(items []*ast.Bound, form string) (costs, taken []*ast.Bound) {
	for _, b := range items {
		var ent *dsl.Entry
		switch e := unparen(b.X).(type) {
		case *ast.Ident:
			ent = r.info.Entries[e]
		case *ast.Call:
			ent = r.info.Entries[e]
		}
		if pr := r.primOf(ent); pr != nil && pr.Template.Forms[form] != "" {
			taken = append(taken, b)
			continue
		}
		costs = append(costs, b)
	}
	return costs, taken
}

// sentences renders effect lines: the items of a line joined with "and",
// the lines as sentences. capFirst capitalises the first sentence too
// (after a colon, or at the start of a paragraph).
func (r *renderer) sentences(lines [][]*ast.Bound, form string, capFirst bool) string {
	var out []string
	for i, l := range lines {
		if i > 0 {
			r.nextSentence(l)
		}
		s := r.list(l, form)
		if i > 0 || capFirst {
			s = capitalise(s)
		}
		out = append(out, s)
		for _, a := range r.afters {
			out = append(out, capitalise(a))
		}
		r.afters = nil
	}
	return strings.Join(out, ". ")
}

// list renders the items of one line joined with "and".
func (r *renderer) list(items []*ast.Bound, f string) string {
	var parts []string
	defer func(old *phrase) { r.lastSubject = old }(r.lastSubject)
	r.lastSubject = nil
	for i, b := range items {
		if i > 0 {
			r.andSubject, r.andRecord = r.lastSubject, r.lastRecord
		}
		r.lastSubject, r.elided, r.lastRecord = nil, false, nil
		parts = append(parts, r.expr(b.X, f).s)
		if b.As != nil {
			if bd := r.info.Uses[b.As]; bd != nil && bd.Kind == dsl.BindChoice {
				// What an effect chose is "it" next: "Choose a creature
				// you control. It gets +2/+2 until end of turn."
				r.last = bd
			}
		}
		r.andSubject, r.andRecord = nil, nil
		if i > 0 && r.elided {
			parts[i-1] = r.sharedDuration(items[i-1].X, b.X, parts[i-1], parts[i])
		}
	}
	return r.durationFirst(items, r.joinList(parts))
}

// durationFirst moves the duration that ends a line to its front when the
// line's last record says its duration comes first (Template.DurationFirst)
// "Until end of turn, this creature becomes a Dragon …".
func (r *renderer) durationFirst(items []*ast.Bound, s string) string {
	if len(items) == 0 {
		return s
	}
	last := items[len(items)-1].X
	call, ok := unparen(last).(*ast.Call)
	if !ok {
		return s
	}
	pr := r.primOf(r.info.Entries[call])
	d := r.durationArg(last)
	if pr == nil || pr.Template.DurationFirst == "" || r.arg(call, pr, pr.Template.DurationFirst) == nil || d == nil {
		return s
	}
	ds := r.expr(d, "").s
	if ds == "" || !strings.HasSuffix(s, " "+ds) {
		return s
	}
	return ds + ", " + strings.TrimSuffix(s, " "+ds)
}

// sharedDuration says a duration once for two clauses with one subject
// that last as long: "gets +2/+0 and gains indestructible until end of
// turn". It returns the first clause without the duration when both end
// with the same one.
func (r *renderer) sharedDuration(a, b ast.Expr, first, second string) string {
	da, db := r.durationArg(a), r.durationArg(b)
	if da == nil || db == nil {
		return first
	}
	d := " " + r.expr(db, "").s
	if d == " " || d != " "+r.expr(da, "").s || !strings.HasSuffix(first, d) || !strings.HasSuffix(second, d) {
		return first
	}
	return strings.TrimSuffix(first, d)
}

// durationArg is a call's argument of the duration type, or nil.
func (r *renderer) durationArg(e ast.Expr) ast.Expr {
	call, ok := unparen(e).(*ast.Call)
	if !ok {
		return nil
	}
	pr := r.primOf(r.info.Entries[call])
	if pr == nil {
		return nil
	}
	for _, p := range pr.Sig.Params {
		if p.Type == dsl.Duration {
			return r.arg(call, pr, p.Name)
		}
	}
	return nil
}

// spell renders an instant's or sorcery's clauses: each effect line a
// paragraph; a modal spell's choose line and a bullet per mode.
func (r *renderer) spell(cls []ast.Clause) []string {
	r.startAbility()
	r.collect(cls)
	cs := sortClauses(cls)
	var paras []string
	// Each effect line is a paragraph, but for a line that continues the
	// one before (written `also`, or a record that continues, such as
	// "It can't be regenerated."): that is another sentence of its
	// paragraph.
	var lines [][]*ast.Bound
	flush := func() {
		if len(lines) > 0 {
			r.startSentence()
			p := r.finish(subst(r.form("spell"), map[string]string{"effect": r.sentences(lines, "", true)}))
			if pr := r.primOf(r.info.Entries[unparen(lines[0][0].X)]); pr != nil && pr.Template.AbilityWord != "" {
				// A spell's instruction printed after an ability word
				// (CR 207.2c): "Addendum — If you cast this spell …".
				p = subst(r.form("ability-word"), map[string]string{"word": AbilityWordText(pr.Template.AbilityWord), "ability": p})
			}
			paras = append(paras, p)
		}
		lines = nil
	}
	for i, l := range cs.effects {
		if !cs.also[i] && !r.continues(l) {
			flush()
		}
		lines = append(lines, l)
	}
	flush()
	if cs.choose != nil {
		paras = append(paras, subst(r.form("modal"), map[string]string{"choose": r.chooseWords(cs.choose, len(cs.modes))}))
	}
	for _, m := range cs.modes {
		mc := sortClauses(m.Clauses)
		r.used = map[*dsl.Binding]bool{}
		r.startSentence()
		paras = append(paras, r.finish(subst(r.form("mode"), map[string]string{"effect": r.sentences(mc.effects, "", true)})))
	}
	return paras
}

// triggerModes renders a modal triggered ability's choose line and modes
// as the rest of its sentence (CR 700.2): "choose one —", then a bullet
// per mode on a line of its own. The ability's template ends the last
// mode's sentence.
func (r *renderer) triggerModes(cs *clauses) string {
	lines := []string{subst(r.form("modal"), map[string]string{"choose": r.chooseWords(cs.choose, len(cs.modes))})}
	lines[0] = strings.ToLower(lines[0][:1]) + lines[0][1:]
	for _, m := range cs.modes {
		mc := sortClauses(m.Clauses)
		r.startSentence()
		lines = append(lines, subst(r.form("mode"), map[string]string{"effect": r.sentences(mc.effects, "", true)}))
	}
	return strings.TrimSuffix(strings.Join(lines, "\n"), ".")
}

// chooseWords are the words of a choose line: "one", "one or both", "one
// that hasn't been chosen" (CR 700.2).
func (r *Renderer) chooseWords(c *ast.Choose, modes int) string {
	words := r.choiceCount(c.Min.Value, c.Max.Value, modes)
	if c.Unchosen {
		return subst(r.form("choose-unchosen"), map[string]string{"choose": words})
	}
	return words
}

func (r *Renderer) choiceCount(min, max, modes int) string {
	switch {
	case min == max:
		return subst(r.form("choose-one"), map[string]string{"n": numberWord(min)})
	case min == 1 && max == 2 && modes == 2:
		return r.form("choose-one-or-both")
	case min == 1 && max == modes:
		return r.form("choose-one-or-more")
	}
	return subst(r.form("choose-range"), map[string]string{"min": numberWord(min), "max": numberWord(max)})
}

// endsInQuotes reports whether a sentence ends with a quoted ability, its
// period inside the quotes: `."`, or `.'"` for quotes within quotes.
func endsInQuotes(p string) bool {
	q := strings.TrimRight(p, "\"'")
	return len(q) < len(p) && strings.HasSuffix(q, ".")
}
