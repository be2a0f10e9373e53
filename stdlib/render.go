package stdlib

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"cardc/ast"
	"cardc/dsl"
)

// FaceText is one face of a card as printed: its characteristics and the
// rules text its script renders to, one paragraph a string.
type FaceText struct {
	Face           *ast.Face
	Name           string
	ManaCost       string   // "{X}{G}{G}"; empty when the face has none
	ColorIndicator []string // color names, in the order written
	Supertypes     []string
	Types          []string
	Subtypes       []string
	Text           []string
	Power          string // as printed; empty without a pt line
	Toughness      string
	Loyalty        string // empty without a loyalty line
}

// TypeLine is the face's type line: "Legendary Creature — Treefolk".
func (f *FaceText) TypeLine() string {
	s := strings.Join(append(append([]string{}, f.Supertypes...), f.Types...), " ")
	if len(f.Subtypes) > 0 {
		s += " — " + strings.Join(f.Subtypes, " ")
	}
	return s
}

// HasPT reports whether the face has power and toughness.
func (f *FaceText) HasPT() bool { return f.Power != "" || f.Toughness != "" }

// CardText is a card's rendering: its faces, front first.
type CardText struct {
	Faces []*FaceText
}

// RenderCard renders a checked card: each face's characteristics and the
// rules text composed from the templates of the primitives its script
// uses. info is the checker's side tables for the card.
func RenderCard(card *ast.Card, info *dsl.Info) (*CardText, error) {
	build()
	out := &CardText{}
	faces := []*ast.Face{card.Face}
	for _, it := range card.Face.Items {
		if f, ok := it.(*ast.Face); ok && f.Kind == ast.BackFace {
			faces = append(faces, f)
		}
	}
	for _, f := range faces {
		ft, err := renderFace(f, info)
		if err != nil {
			return nil, err
		}
		out.Faces = append(out.Faces, ft)
	}
	return out, nil
}

// RenderText renders the rules text of each face of a checked card. It is
// the checker's dsl.TextRenderer (see Universe), with which `cardc check`
// compares a card's stated text.
func RenderText(card *ast.Card, info *dsl.Info) (map[*ast.Face][]string, error) {
	ct, err := RenderCard(card, info)
	if err != nil {
		return nil, err
	}
	m := map[*ast.Face][]string{}
	for _, f := range ct.Faces {
		m[f.Face] = f.Text
	}
	return m, nil
}

func renderFace(f *ast.Face, info *dsl.Info) (ft *FaceText, err error) {
	ft = &FaceText{Face: f, Name: f.NameText()}
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.CostField:
			ft.ManaCost = manaString(it.Cost)
		case *ast.TypeField:
			for _, t := range it.Types {
				if contains(Supertypes, t.Name) {
					ft.Supertypes = append(ft.Supertypes, t.Name)
				} else {
					ft.Types = append(ft.Types, t.Name)
				}
			}
			for _, s := range it.Subs {
				ft.Subtypes = append(ft.Subtypes, s.Name)
			}
		case *ast.ColorField:
			for _, c := range it.Colors {
				ft.ColorIndicator = append(ft.ColorIndicator, c.Name)
			}
		case *ast.PTField:
			ft.Power, ft.Toughness = it.PT.Power, it.PT.Toughness
		case *ast.LoyaltyField:
			ft.Loyalty = it.Value.Text
		}
	}
	r := &renderer{info: info, face: newFaceCtx(f, ft, info)}
	defer func() {
		// A construct without a template is an error the checker reports
		// at the card's text; so is a bug here, rather than a crash of
		// `cardc check`.
		if p := recover(); p != nil {
			if re, ok := p.(renderError); ok {
				ft, err = nil, re
				return
			}
			ft, err = nil, fmt.Errorf("internal error rendering %s: %v", f.NameText(), p)
		}
	}()
	ft.Text = r.faceText(f)
	return ft, nil
}

// renderError is a construct the renderer has no template for.
type renderError string

func (e renderError) Error() string { return string(e) }

func (r *renderer) fail(format string, args ...any) {
	panic(renderError(fmt.Sprintf(format, args...)))
}

// faceCtx is what the renderer knows about the face it renders.
type faceCtx struct {
	ast *ast.Face
	// name is how the face names itself: its name, or for a legendary card
	// the part before the comma (CR 201.5).
	name string
	// noun is its main card type, as a granted ability names it: "this
	// creature".
	noun string
	// enchanted is the keyword that gives an Aura its `enchanted`, with
	// its record.
	enchanted     *ast.Call
	enchantedPrim *Primitive
	basicTypes    []string
}

func newFaceCtx(f *ast.Face, ft *FaceText, info *dsl.Info) *faceCtx {
	fc := &faceCtx{ast: f, name: ft.Name}
	if contains(ft.Supertypes, "Legendary") {
		if short, _, ok := strings.Cut(ft.Name, ","); ok {
			fc.name = short
		}
	}
	fc.noun = form("permanent")
	for _, t := range []string{"Creature", "Planeswalker", "Artifact", "Enchantment", "Land", "Battle"} {
		if contains(ft.Types, t) {
			fc.noun = strings.ToLower(t)
			break
		}
	}
	for _, it := range f.Items {
		kl, ok := it.(*ast.KeywordLine)
		if !ok {
			continue
		}
		for _, k := range kl.Keywords {
			call, ok := k.(*ast.Call)
			if !ok {
				continue
			}
			if pr := primOf(info.Entries[k]); pr != nil && pr.Template.Forms["bound"] != "" {
				fc.enchanted, fc.enchantedPrim = call, pr
			}
		}
	}
	for _, s := range ft.Subtypes {
		if BasicLandMana[s] != "" {
			fc.basicTypes = append(fc.basicTypes, s)
		}
	}
	return fc
}

// agent is the player an event named as the one who did it ("a player
// taps a land", "you cast a spell").
type agent struct{ you bool }

// Keys of what a phrase refers to, for pronouns and "that player".
type (
	selfKey      struct{}
	enchantedKey struct{}
	agentKey     struct{ b *dsl.Binding }
)

// renderer renders one face. Its state follows the text as it is written:
// the last object named and the subject of the clause being written decide
// between "it" and a name; the players already named in the sentence are
// "that player"; a target's first mention says "target".
type renderer struct {
	info *dsl.Info
	face *faceCtx
	// granted is set inside a granted ability: the object is "this
	// creature".
	granted bool

	// Per ability.
	targets   map[*dsl.Binding]ast.Expr  // what each target may target
	boundBy   map[*dsl.Binding]*ast.Call // the primitive each cost or event name is bound to
	used      map[*dsl.Binding]bool      // targets mentioned already
	agents    map[*dsl.Binding]agent     // event names whose event named the player who did it
	reminders []string

	// Per sentence.
	last    any          // the object named last
	subject any          // the subject of the clause being written
	seen    map[any]bool // players named in the sentence
	copied  string       // what a copy effect copies, for {copied}
	plural  bool         // rendering the qualifiers of a plural filter
	implied []string     // filter words the primitive being rendered implies
	// eachs are the "for each" numbers of counted nouns, said at the end
	// of the primitive's phrase: "put a +1/+1 counter on it for each …".
	eachs []ast.Expr
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
	r.startSentence()
}

func (r *renderer) startSentence() {
	r.last, r.subject, r.seen = nil, nil, map[any]bool{}
}

// collect records the targets and bound names of an ability's clauses.
func (r *renderer) collect(cs []ast.Clause) {
	for _, cl := range cs {
		switch cl := cl.(type) {
		case *ast.Mode:
			r.collect(cl.Clauses)
		case *ast.ClauseLine:
			for _, b := range cl.Items {
				if b.As == nil {
					continue
				}
				bd := r.info.Uses[b.As]
				if bd == nil {
					continue
				}
				if cl.Kind == ast.TargetClause {
					r.targets[bd] = b.X
				} else if call, ok := unparen(b.X).(*ast.Call); ok {
					r.boundBy[bd] = call
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

// faceText renders the face's paragraphs in the order the script gives
// them.
func (r *renderer) faceText(f *ast.Face) []string {
	var paras []string
	for _, t := range r.face.basicTypes {
		paras = append(paras, subst(form("intrinsic-mana"), map[string]string{"mana": "{" + BasicLandMana[t] + "}"}))
	}
	var spell []ast.Clause
	spellAt := -1
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.KeywordLine:
			paras = append(paras, r.keywordLine(it)...)
		case *ast.Ability:
			paras = append(paras, r.ability(it))
		case ast.Clause:
			if spellAt < 0 {
				spellAt = len(paras)
			}
			spell = append(spell, it)
		}
	}
	if len(spell) > 0 {
		sp := r.spell(spell)
		paras = append(paras[:spellAt], append(sp, paras[spellAt:]...)...)
	}
	return paras
}

// keywordLine renders a keyword line: the keywords joined by commas, the
// first capitalised; a keyword with reminder text is a paragraph of its
// own.
func (r *renderer) keywordLine(kl *ast.KeywordLine) []string {
	var paras, run []string
	flush := func() {
		if len(run) > 0 {
			paras = append(paras, capitalise(strings.Join(run, form("keyword-line"))))
			run = nil
		}
	}
	for _, k := range kl.Keywords {
		pr := primOf(r.info.Entries[k])
		if pr == nil {
			r.fail("no keyword record for %s", exprName(k))
		}
		r.startAbility()
		call, _ := k.(*ast.Call)
		text := r.fill(pr, call, pr.Template.Text)
		if pr.Template.Reminder == "" {
			run = append(run, text)
			continue
		}
		flush()
		rem := r.fill(pr, call, pr.Template.Reminder)
		paras = append(paras, fixArticles(capitalise(text)+" "+subst(form("reminder"), map[string]string{"reminder": rem})))
	}
	flush()
	return paras
}

// clauses sorts an ability's clause lines.
type clauses struct {
	costs   []*ast.Bound
	effects [][]*ast.Bound
	event   *ast.ClauseLine
	cond    []*ast.Bound
	choose  *ast.Choose
	modes   []*ast.Mode
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
	var tpl string
	effForm := ""
	switch a.Kind {
	case ast.Triggered:
		tpl = form("triggered")
		vals["when"] = form(cs.event.Kind.String())
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
	case ast.Activated, ast.ManaAbility:
		tpl = form(a.Kind.String())
		vals["cost"] = r.costs(cs.costs)
		r.startSentence()
		vals["effect"] = r.sentences(cs.effects, "", true)
	case ast.Static:
		tpl = form("static")
		vals["effect"] = capitalise(r.sentences(cs.effects, "", true))
	case ast.Replacement:
		tpl = form("replacement")
		if cs.event != nil {
			vals["event"] = r.event(cs.event)
			vals["effect"] = r.sentences(cs.effects, "", false)
		} else {
			vals["effect"] = r.sentences(cs.effects, "", true)
		}
	}
	return r.finish(capitalise(subst(tpl, vals)))
}

// finish appends the reminder texts gathered while rendering a paragraph.
func (r *renderer) finish(p string) string {
	// A sentence that ends with a quoted ability ends inside the quotes.
	if strings.HasSuffix(p, ".\".") {
		p = strings.TrimSuffix(p, ".")
	}
	seen := map[string]bool{}
	for _, rem := range r.reminders {
		if seen[rem] {
			continue
		}
		seen[rem] = true
		p += " " + subst(form("reminder"), map[string]string{"reminder": rem})
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
			r.last = r.keyOf(bd)
		}
		if call, ok := unparen(b.X).(*ast.Call); ok {
			pr := primOf(r.info.Entries[call])
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
	return strings.Join(parts, " "+form("and")+" ")
}

// costs renders an activation cost: its parts separated by commas, each
// capitalised.
func (r *renderer) costs(items []*ast.Bound) string {
	var parts []string
	for _, b := range items {
		if m, ok := unparen(b.X).(*ast.ManaLit); ok {
			for _, s := range m.Symbols {
				if f := symbolReminders[s.Value().Kind]; f != "" {
					r.reminders = append(r.reminders, form(f))
				}
			}
			parts = append(parts, manaString(m))
			continue
		}
		parts = append(parts, capitalise(r.expr(b.X, "verb").s))
	}
	return strings.Join(parts, ", ")
}

// sentences renders effect lines: the items of a line joined with "and",
// the lines as sentences. capFirst capitalises the first sentence too
// (after a colon, or at the start of a paragraph).
func (r *renderer) sentences(lines [][]*ast.Bound, form string, capFirst bool) string {
	var out []string
	for i, l := range lines {
		if i > 0 {
			r.startSentence()
		}
		s := r.list(l, form)
		if i > 0 || capFirst {
			s = capitalise(s)
		}
		out = append(out, s)
	}
	return strings.Join(out, ". ")
}

// list renders the items of one line joined with "and".
func (r *renderer) list(items []*ast.Bound, f string) string {
	var parts []string
	for _, b := range items {
		parts = append(parts, r.expr(b.X, f).s)
	}
	return joinList(parts)
}

// joinList joins "a and b", "a, b, and c".
func joinList(parts []string) string {
	and := form("and")
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " " + and + " " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", " + and + " " + parts[len(parts)-1]
}

// spell renders an instant's or sorcery's clauses: each effect line a
// paragraph; a modal spell's choose line and a bullet per mode.
func (r *renderer) spell(cls []ast.Clause) []string {
	r.startAbility()
	r.collect(cls)
	cs := sortClauses(cls)
	var paras []string
	for _, l := range cs.effects {
		r.startSentence()
		paras = append(paras, r.finish(subst(form("spell"), map[string]string{"effect": capitalise(r.list(l, ""))})))
	}
	if cs.choose != nil {
		paras = append(paras, subst(form("modal"), map[string]string{"choose": chooseWords(cs.choose.Min.Value, cs.choose.Max.Value, len(cs.modes))}))
	}
	for _, m := range cs.modes {
		mc := sortClauses(m.Clauses)
		r.used = map[*dsl.Binding]bool{}
		r.startSentence()
		paras = append(paras, r.finish(subst(form("mode"), map[string]string{"effect": r.sentences(mc.effects, "", true)})))
	}
	return paras
}

func chooseWords(min, max, modes int) string {
	switch {
	case min == max:
		return subst(form("choose-one"), map[string]string{"n": numberWord(min)})
	case min == 1 && max == 2 && modes == 2:
		return form("choose-one-or-both")
	case min == 1 && max == modes:
		return form("choose-one-or-more")
	}
	return subst(form("choose-range"), map[string]string{"min": numberWord(min), "max": numberWord(max)})
}

// expr renders an expression in a form (see Template).
func (r *renderer) expr(e ast.Expr, f string) phrase {
	switch e := e.(type) {
	case *ast.Paren:
		return r.expr(e.X, f)
	case *ast.IntLit:
		return phrase{s: numberForm(e.Value, f)}
	case *ast.ManaLit:
		return r.mana(e, f)
	case *ast.PTLit:
		return phrase{s: e.Power + "/" + e.Toughness}
	case *ast.StringLit:
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
			return r.call(nil, primOf(ent), f)
		}
		switch r.info.Types[e] {
		case dsl.Objects:
			return r.filter([]ast.Expr{e}, e, f)
		case dsl.Subtype:
			if f == "a" {
				return phrase{s: form("article") + " " + e.Name}
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
		return r.call(e, primOf(ent), f)
	case *ast.Phrase:
		return r.filter(e.Terms, e, f)
	}
	r.fail("can't render %T", e)
	return phrase{}
}

func (r *renderer) mana(m *ast.ManaLit, f string) phrase {
	s := manaString(m)
	switch f {
	case "additional":
		return phrase{s: subst(form("additional-mana"), map[string]string{"mana": s})}
	case "verb":
		return phrase{s: subst(form("pay"), map[string]string{"mana": s})}
	}
	return phrase{s: s}
}

func manaString(m *ast.ManaLit) string {
	var b strings.Builder
	for _, s := range m.Symbols {
		b.WriteString("{" + s.Text + "}")
	}
	return b.String()
}

// grantAbility renders an ability literal: in quotes, the object being "this
// creature".
func (r *renderer) grantAbility(a *ast.Ability) phrase {
	sub := &renderer{info: r.info, face: r.face, granted: true}
	text := sub.ability(a)
	return phrase{s: subst(form("granted"), map[string]string{"ability": text})}
}

// keyOf is what a name refers to: an event's name that the event bound to
// a named object (dies(self) as dead) is that object.
func (r *renderer) keyOf(b *dsl.Binding) any {
	switch b.Kind {
	case dsl.BindSelf:
		return selfKey{}
	case dsl.BindEnchanted:
		return enchantedKey{}
	case dsl.BindEvent:
		if id := r.aliasOf(b); id != nil {
			return r.keyOf(r.info.Uses[id])
		}
	}
	return b
}

// aliasOf returns the name an event's object argument gives, when the
// event bound with `as` is about a named object: dies(self) as dead.
func (r *renderer) aliasOf(b *dsl.Binding) *ast.Ident {
	call := r.boundBy[b]
	if call == nil {
		return nil
	}
	pr := primOf(r.info.Entries[call])
	if pr == nil {
		return nil
	}
	for i, p := range pr.Sig.Params {
		if p.Type != dsl.Objects && p.Type != dsl.Object {
			continue
		}
		a := r.arg(call, pr, pr.Sig.Params[i].Name)
		if id, ok := unparenIdent(a); ok {
			if ub := r.info.Uses[id]; ub != nil && ub != b && (ub.Type == dsl.Object || ub.Type == dsl.ManaEvent) {
				return id
			}
		}
		return nil
	}
	return nil
}

func unparenIdent(e ast.Expr) (*ast.Ident, bool) {
	if e == nil {
		return nil, false
	}
	id, ok := unparen(e).(*ast.Ident)
	return id, ok
}

// pronoun reports whether an object can be "it": it is the object named
// last, and the clause being written has no other subject.
func (r *renderer) pronoun(key any) bool {
	return r.last == key && (r.subject == nil || r.subject == key)
}

// object renders a reference to an object: "it" when pronoun allows,
// otherwise full; poss makes it possessive.
func (r *renderer) object(key any, f string, full func() phrase) phrase {
	var p phrase
	if r.pronoun(key) {
		if f == "poss" {
			p = phrase{s: form("its"), definite: true}
		} else {
			p = phrase{s: form("it"), definite: true}
		}
	} else {
		p = full()
		if f == "poss" {
			p.s = possessive(p.s)
		}
	}
	p.key = key
	r.last = key
	return p
}

// player renders a reference to a player: full the first time in a
// sentence, "that player" after.
func (r *renderer) player(key any, f string, full func() phrase) phrase {
	var p phrase
	if r.seen[key] {
		p = phrase{s: subst(form("that"), map[string]string{"noun": "player"}), definite: true}
	} else {
		p = full()
	}
	r.seen[key] = true
	if f == "poss" {
		p.s = possessive(p.s)
	}
	p.key = key
	return p
}

func possessive(s string) string {
	if strings.HasSuffix(s, "s") {
		return s + "'"
	}
	return s + "'s"
}

// binding renders a name's use.
func (r *renderer) binding(b *dsl.Binding, f string) phrase {
	switch b.Kind {
	case dsl.BindSelf:
		return r.object(selfKey{}, f, func() phrase {
			if r.granted {
				return phrase{s: subst(form("granted-self"), map[string]string{"noun": r.face.noun}), definite: true}
			}
			return phrase{s: r.face.name, definite: true}
		})
	case dsl.BindYou:
		if f == "poss" {
			return phrase{s: form("your"), you: true, definite: true}
		}
		return phrase{s: form("you"), you: true, definite: true}
	case dsl.BindX:
		return phrase{s: "X"}
	case dsl.BindThisAbility:
		return phrase{s: form("this-ability"), definite: true}
	case dsl.BindEnchanted:
		full := func() phrase {
			fc := r.face
			if fc.enchanted == nil {
				r.fail("enchanted without an enchant keyword")
			}
			return phrase{s: r.fill(fc.enchantedPrim, fc.enchanted, fc.enchantedPrim.Template.Forms["bound"]), definite: true}
		}
		if b.Type == dsl.Player {
			return r.player(enchantedKey{}, f, full)
		}
		return r.object(enchantedKey{}, f, full)
	case dsl.BindTarget:
		return r.target(b, f)
	case dsl.BindCost, dsl.BindEvent:
		if id := r.aliasOf(b); id != nil {
			return r.expr(id, f)
		}
		full := func() phrase {
			call := r.boundBy[b]
			pr := primOf(r.info.Entries[call])
			if pr == nil || pr.Template.Forms["bound"] == "" {
				r.fail("%s has no form for a name bound to it", exprName(call))
			}
			return phrase{s: r.fill(pr, call, pr.Template.Forms["bound"]), definite: true}
		}
		if b.Type == dsl.Player || b.Type == dsl.Players {
			return r.player(b, f, full)
		}
		return r.object(b, f, full)
	case dsl.BindToken:
		return r.token(b.Face, f == "plural")
	}
	r.fail("can't render the name %q", b.Name)
	return phrase{}
}

// target renders a target: "target creature" the first time, then "it" or
// "that creature"; "that player" for a player.
func (r *renderer) target(b *dsl.Binding, f string) phrase {
	x := r.targets[b]
	if x == nil {
		r.fail("target %q has no target line", b.Name)
	}
	full := func() phrase {
		if r.used[b] {
			return phrase{s: subst(form("that"), map[string]string{"noun": r.noun(x)}), definite: true}
		}
		r.used[b] = true
		mode := "target"
		if f == "from" {
			mode = "target-from"
		}
		p := r.expr(x, mode)
		p.definite = false
		return p
	}
	if f == "permanent-types" {
		return phrase{s: r.permanentTypes(x)}
	}
	if b.Type == dsl.Player {
		if !r.used[b] {
			p := full()
			r.seen[b] = true
			if f == "poss" {
				p.s = possessive(p.s)
			}
			p.key = b
			return p
		}
		return r.player(b, f, full)
	}
	return r.object(b, f, full)
}

// noun is the head noun of what a target or name may be: "creature".
func (r *renderer) noun(x ast.Expr) string {
	return r.expr(x, "noun").s
}

// permanentTypes is the permanent card types a filter names, for a
// reminder about copies of permanent spells: "creature".
func (r *renderer) permanentTypes(x ast.Expr) string {
	var out []string
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch e := unparen(e).(type) {
		case *ast.Phrase:
			for _, t := range e.Terms {
				walk(t)
			}
		case *ast.Or:
			for _, t := range e.Alts {
				walk(t)
			}
		case *ast.Ident:
			if pr := primOf(r.info.Entries[e]); pr != nil && pr.Template.Role == Noun && contains(PermanentTypes, titleCase(pr.Template.Text)) {
				out = append(out, pr.Template.Text)
			}
		}
	}
	walk(x)
	return strings.Join(out, " "+form("or")+" ")
}

// token renders a token definition: "1/1 white Soldier creature token".
func (r *renderer) token(f *ast.Face, plural bool) phrase {
	vals := map[string]string{"token": "token"}
	if plural {
		vals["token"] = "tokens"
	}
	var types, subs, colors, kws []string
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.PTField:
			vals["pt"] = it.PT.Power + "/" + it.PT.Toughness
		case *ast.TypeField:
			for _, t := range it.Types {
				types = append(types, strings.ToLower(t.Name))
			}
			for _, s := range it.Subs {
				subs = append(subs, s.Name)
			}
		case *ast.ColorField:
			for _, c := range it.Colors {
				colors = append(colors, c.Name)
			}
		case *ast.KeywordLine:
			for _, k := range it.Keywords {
				pr := primOf(r.info.Entries[k])
				if pr == nil {
					r.fail("no keyword record for %s", exprName(k))
				}
				call, _ := k.(*ast.Call)
				kws = append(kws, r.fill(pr, call, pr.Template.Text))
			}
		}
	}
	vals["types"] = strings.Join(types, " ")
	vals["subtypes"] = strings.Join(subs, " ")
	vals["colors"] = joinList(colors)
	if len(kws) > 0 {
		vals["keywords"] = joinList(kws)
	}
	s := subst(form("token"), vals)
	s = strings.Join(strings.Fields(s), " ")
	r.last = f
	return phrase{s: s, plural: plural, key: f}
}

// call renders a primitive used in an expression.
func (r *renderer) call(call *ast.Call, pr *Primitive, f string) phrase {
	if pr == nil {
		r.fail("primitive without a record")
	}
	t := &pr.Template
	text := t.Text
	switch {
	case f != "" && t.Forms[f] != "":
		text = t.Forms[f]
	case t.Count != "":
		if v := t.Forms[r.numberKind(r.arg(call, pr, t.Count))]; v != "" {
			text = v
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
						return phrase{s: form("you"), you: true, definite: true}
					}
					r.seen[agentKey{b}] = true
					return phrase{s: v, definite: true, key: agentKey{b}}
				}
			}
		}
	}
	if v := t.Forms["copied"]; v != "" {
		defer func(old string) { r.copied = old }(r.copied)
		r.copied = v
	}
	if t.Reminder != "" && pr.Kind != dsl.KeywordAbility {
		if rem := r.reminder(pr, call); rem != "" {
			defer func() { r.reminders = append(r.reminders, rem) }()
		}
	}
	if t.Subject == "" {
		return phrase{s: r.fill(pr, call, text), plural: r.many(r.arg(call, pr, t.Count))}
	}
	return r.clause(pr, call, text, f == "base", nil)
}

// reminder renders a primitive's reminder text, or "" when a part of it
// renders empty (the reminder doesn't apply).
func (r *renderer) reminder(pr *Primitive, call *ast.Call) string {
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
	s := r.fillWith(pr, call, pr.Template.Reminder, func(p string) { empty = empty || p == "" })
	r.used = saved.used
	if empty {
		return ""
	}
	return s
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
func (r *renderer) clause(pr *Primitive, call *ast.Call, text string, base bool, subj *phrase) phrase {
	t := &pr.Template
	var sp phrase
	switch {
	case subj != nil:
		sp = *subj
	case t.Subject == "self":
		sp = r.binding(&dsl.Binding{Name: "self", Kind: dsl.BindSelf, Type: dsl.Object}, "")
	default:
		a := r.arg(call, pr, t.Subject)
		if a == nil {
			if t.Passive != "" {
				return phrase{s: r.fill(pr, call, t.Passive)}
			}
			return phrase{s: r.fill(pr, call, text)}
		}
		sp = r.expr(a, "a")
	}
	defer func(old any) { r.subject = old }(r.subject)
	r.subject = sp.key
	if r.subject == nil {
		r.subject = sp.s
	}
	rest := r.fill(pr, call, text)
	switch {
	case base && sp.you:
		return phrase{s: rest}
	case base:
		return phrase{s: subst(form("causative"), map[string]string{"subject": sp.s, "verb": rest})}
	}
	return phrase{s: sp.s + " " + conjugate(rest, sp)}
}

// conjugate puts the first word of a verb phrase in the form its subject
// takes: "you tap", "a player taps", "spells cost".
func conjugate(vp string, subj phrase) string {
	if subj.you || subj.plural {
		return vp
	}
	verb, rest, _ := strings.Cut(vp, " ")
	switch verb {
	case "have":
		verb = "has"
	case "be":
		verb = "is"
	case "do":
		verb = "does"
	default:
		switch {
		case strings.HasSuffix(verb, "s"), strings.HasSuffix(verb, "sh"), strings.HasSuffix(verb, "ch"),
			strings.HasSuffix(verb, "x"), strings.HasSuffix(verb, "z"), strings.HasSuffix(verb, "o"):
			verb += "es"
		case strings.HasSuffix(verb, "y") && len(verb) > 1 && !strings.ContainsRune("aeiou", rune(verb[len(verb)-2])):
			verb = verb[:len(verb)-1] + "ies"
		default:
			verb += "s"
		}
	}
	if rest == "" {
		return verb
	}
	return verb + " " + rest
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
		if pr := primOf(r.info.Entries[e]); pr != nil && pr.Template.Forms["each"] != "" {
			return "each"
		}
		return "amount"
	case *ast.Call:
		if pr := primOf(r.info.Entries[e]); pr != nil && pr.Template.Forms["each"] != "" {
			return "each"
		}
	}
	return "amount"
}

// arg returns the argument given for the named parameter, or nil.
func (r *renderer) arg(call *ast.Call, pr *Primitive, name string) ast.Expr {
	if l := args(call, pr)[name]; len(l) > 0 {
		return l[0]
	}
	return nil
}

// args matches a call's arguments to the parameters, as the checker does.
func args(call *ast.Call, pr *Primitive) map[string][]ast.Expr {
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

// fill renders a template text with the call's arguments. skip names a
// parameter already rendered (the subject).
func (r *renderer) fill(pr *Primitive, call *ast.Call, text string) string {
	return r.fillWith(pr, call, text, nil)
}

// fillWith is fill, calling each with every placeholder's rendering. A
// counted noun's "for each" goes at the end of the phrase.
func (r *renderer) fillWith(pr *Primitive, call *ast.Call, text string, each func(string)) string {
	defer func(old []ast.Expr) { r.eachs = old }(r.eachs)
	r.eachs = nil
	s := r.fillText(pr, call, text, each)
	for _, n := range r.eachs {
		s += " " + subst(form("for-each"), map[string]string{"each": r.expr(n, "each").s})
	}
	return s
}

func (r *renderer) fillText(pr *Primitive, call *ast.Call, text string, each func(string)) string {
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
		if name == "copied" {
			continue
		}
		if len(as[name]) == 0 {
			return false
		}
	}
	return true
}

// placeholderNames lists the parameters a template text names.
func placeholderNames(text string) []string {
	var out []string
	for {
		i := strings.IndexAny(text, "{<")
		if i < 0 {
			return out
		}
		closer := "}"
		if text[i] == '<' {
			closer = ">"
		}
		j := strings.Index(text[i:], closer)
		if j < 0 {
			return out
		}
		ph := text[i+1 : i+j]
		name := ph
		if k := strings.IndexAny(ph, ":#@"); k >= 0 {
			name = ph[:k]
			if ph[k] == '#' || ph[k] == '@' {
				out = append(out, placeholderNames(ph[k+1:])...)
				if ph[k] == '@' {
					out = append(out, ph[k+1:])
				}
			}
		}
		if name != "" && strings.ToLower(name) == name && !strings.ContainsAny(name, "/ ") {
			out = append(out, name)
		}
		text = text[i+j+1:]
	}
}

// placeholder renders one {…} of a template; ok is false when ph names no
// parameter (a mana symbol written in the template).
func (r *renderer) placeholder(pr *Primitive, ph string, as map[string][]ast.Expr) (string, bool) {
	name, rest := ph, ""
	kind := byte(0)
	if k := strings.IndexAny(ph, ":#@"); k >= 0 {
		name, kind, rest = ph[:k], ph[k], ph[k+1:]
	}
	if name == "copied" {
		return r.copied, true
	}
	if !r.hasParam(pr, name) {
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
	var parts []string
	for _, v := range vals {
		if rest == "rel" {
			// The subject of a relative clause: "that a land you control
			// could produce", but "the sacrificed land could produce".
			p := r.expr(v, "a")
			if !p.definite {
				p.s = subst(form("relative"), map[string]string{"subject": p.s})
			}
			parts = append(parts, p.s)
			continue
		}
		parts = append(parts, r.expr(v, rest).s)
	}
	return joinList(parts), true
}

func (r *renderer) hasParam(pr *Primitive, name string) bool {
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
	pr := primOf(r.info.Entries[call])
	return r.clause(pr, call, pr.Template.Text, false, &subj).s
}

// counted renders a counted noun: the number n (nil: one) counting the
// noun spec, whose words may name arguments as <name>.
func (r *renderer) counted(pr *Primitive, n ast.Expr, spec string, as map[string][]ast.Expr) string {
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
		return form("article") + " " + noun(false)
	case "amount":
		s := noun(true)
		return subst(form("equal-to"), map[string]string{"noun": s, "amount": r.expr(n, "").s})
	}
	if n == nil {
		return form("article") + " " + noun(false)
	}
	if lit, ok := unparen(n).(*ast.IntLit); ok {
		switch {
		case lit.Value == 1 && word:
			return numberWord(1) + " " + noun(false)
		case lit.Value == 1:
			return form("article") + " " + noun(false)
		}
		return numberWord(lit.Value) + " " + noun(true)
	}
	return r.expr(n, "").s + " " + noun(true)
}

func (r *renderer) countedFilter(x, n ast.Expr, kind string) string {
	switch kind {
	case "each":
		r.eachs = append(r.eachs, n)
		return r.expr(x, "a").s
	case "amount":
		s := r.expr(x, "plural").s
		return subst(form("equal-to"), map[string]string{"noun": s, "amount": r.expr(n, "").s})
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
func (r *renderer) nounSpec(pr *Primitive, spec string, as map[string][]ast.Expr, plural bool) string {
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
		if last && plural {
			f = "plural"
		}
		if v := as[name]; len(v) > 0 {
			b.WriteString(r.expr(v[0], f).s)
		}
	}
	return b.String()
}

// fword is one word of a filter phrase.
type fword struct {
	x    ast.Expr
	pr   *Primitive // nil for a subtype
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
	switch mode {
	case "", "verb", "base", "trigger":
		mode = "a"
	}
	// Group the words: the alternatives of an Or are one group.
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
				w.pr = primOf(r.info.Entries[t])
				if b := r.info.Uses[t]; b != nil {
					r.fail("a name in a filter phrase")
				}
			case *ast.Call:
				w.name = t.Fn.Name
				w.pr = primOf(r.info.Entries[t])
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
	if head < 0 {
		// Only adjectives: "multicolored", "legendary".
		head = len(pre) - 1
	}
	plural := mode == "plural" || mode == "count" || mode == "counted" || mode == "all"
	conj := form("or")
	switch mode {
	case "plural", "all":
		conj = form("and-all")
	case "count":
		conj = form("and-or")
	}
	group := func(g []fword, pl bool) string {
		var ws []string
		for _, w := range g {
			ws = append(ws, w.text(pl))
		}
		return strings.Join(ws, " "+conj+" ")
	}
	if mode == "noun" {
		if head < 0 {
			return phrase{s: form("permanent")}
		}
		return phrase{s: group(pre[head], false)}
	}
	if mode == "permanent-types" {
		return phrase{s: r.permanentTypes(&ast.Phrase{Terms: terms})}
	}
	var words []string
	for i, g := range pre {
		words = append(words, group(g, plural && i == head))
	}
	r.plural = plural
	for _, g := range post {
		w := g[0]
		if w.pr == nil {
			continue
		}
		t := w.pr.Template
		text := t.Text
		if plural && t.Plural != "" {
			text = t.Plural
		}
		if from && t.Forms["from"] != "" {
			text = t.Forms["from"]
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
		s = subst(form("target"), map[string]string{"noun": body})
		if det != "" {
			s = det + " " + s
		}
	case "a":
		if det != "" {
			s = det + " " + body
		} else {
			s = form("article") + " " + body
		}
	case "any":
		switch {
		case det != "":
			s = det + " " + body
		case controlled:
			s = form("article") + " " + body
		default:
			s = subst(form("any"), map[string]string{"noun": body})
		}
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
		s = subst(form("each-player"), map[string]string{"player": possessive(body)})
	case "all":
		if det != "" {
			body = det + " " + body
		}
		s = subst(form("all"), map[string]string{"noun": body})
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
	}
	return p
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

// subst fills a form's template with values: {name} and [sections], as
// in Template (without forms).
func subst(text string, vals map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		switch text[i] {
		case '[':
			j := strings.IndexByte(text[i:], ']')
			sec := text[i+1 : i+j]
			ok := true
			for _, n := range placeholderNames(sec) {
				if vals[n] == "" {
					ok = false
				}
			}
			if ok {
				b.WriteString(subst(sec, vals))
			}
			i += j + 1
		case '{':
			j := strings.IndexByte(text[i:], '}')
			name := text[i+1 : i+j]
			if v, ok := vals[name]; ok {
				b.WriteString(v)
			} else {
				b.WriteString(text[i : i+j+1])
			}
			i += j + 1
		default:
			b.WriteByte(text[i])
			i++
		}
	}
	return b.String()
}

func numberWord(n int) string {
	if n >= 0 && n < len(numberWords) {
		return numberWords[n]
	}
	return strconv.Itoa(n)
}

func numberForm(n int, f string) string {
	switch f {
	case "digits":
		return strconv.Itoa(n)
	case "a":
		if n == 1 {
			return "a"
		}
	case "times":
		if w := timesWords[n]; w != "" {
			return w
		}
		return subst(form("times"), map[string]string{"n": numberWord(n)})
	}
	return numberWord(n)
}

// pluralWord is the plural of an English noun.
func pluralWord(w string) string {
	switch {
	case w == "":
		return w
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "sh"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "x"), strings.HasSuffix(w, "z"):
		return w + "es"
	case strings.HasSuffix(w, "y") && len(w) > 1 && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		return w[:len(w)-1] + "ies"
	case strings.HasSuffix(w, "f"):
		return w[:len(w)-1] + "ves"
	}
	return w + "s"
}

// capitalise makes the first letter upper case.
func capitalise(s string) string {
	for i, c := range s {
		if unicode.IsLetter(c) {
			return s[:i] + string(unicode.ToUpper(c)) + s[i+utf8.RuneLen(c):]
		}
		if c != '"' && c != '•' && c != ' ' && c != '(' {
			return s
		}
	}
	return s
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// fixArticles turns "a" into "an" before a vowel sound: "an instant", "an
// Illusion", "an additional {G}".
func fixArticles(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		if (s[i] == 'a' || s[i] == 'A') && (i == 0 || !isWordByte(s[i-1])) && i+2 < len(s) && s[i+1] == ' ' && vowelSound(s[i+2:]) {
			b.WriteByte(s[i])
			b.WriteByte('n')
			i++
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '\'' || c == '-' || c == '/' || c >= 0x80
}

func vowelSound(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] {
	case 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U':
		return true
	case '8':
		return true
	}
	return strings.HasPrefix(s, "11") || strings.HasPrefix(s, "18")
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}
