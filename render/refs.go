package render

import (
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// grantAbility renders an ability literal: in quotes, the object being "this
// creature".
func (r *renderer) grantAbility(a *ast.Ability) phrase {
	sub := &renderer{Renderer: r.Renderer, info: r.info, face: r.face, granted: true, grantNoun: r.granteeNoun()}
	text := sub.ability(a)
	if r.granted {
		// Quotes within quotes are single (an emblem's ability granting
		// one: "Mountains you control have '{T}: …'").
		return phrase{s: subst(r.form("granted-nested"), map[string]string{"ability": text})}
	}
	return phrase{s: subst(r.form("granted"), map[string]string{"ability": text})}
}

// keyOf is what a name refers to: an event's name that the event bound to
// a named object (dies(self) as dead) is that object.
func (r *renderer) keyOf(b *dsl.Binding) any {
	switch b.Kind {
	case dsl.BindSelf:
		return selfKey{}
	case dsl.BindEnchanted:
		return enchantedKey{}
	case dsl.BindGranter:
		return granterKey{}
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
	pr := r.primOf(r.info.Entries[call])
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
	return r.last == key && (r.subject == nil || r.subject == key || r.youSubject())
}

// youSubject reports whether the clause being written is about you: "it"
// can't be mistaken for "you" ("You gain control of it.").
func (r *renderer) youSubject() bool {
	s, ok := r.subject.(string)
	return ok && s == r.form("you")
}

// object renders a reference to an object: "it" when pronoun allows,
// otherwise full; poss makes it possessive.
func (r *renderer) object(key any, f string, full func() phrase) phrase {
	var p phrase
	// Form "that" names the object again in full even where "it" would
	// do: "with the same name as that permanent"; form "name" is a name
	// used as a name ("creatures named <its name>"), never a pronoun.
	if f != "that" && f != "name" && r.pronoun(key) {
		if f == "poss" {
			p = phrase{s: r.form("its"), definite: true}
		} else {
			p = phrase{s: r.form("it"), definite: true}
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
	if r.seen[key] && f == "poss" && r.subject == key {
		// The clause's own subject, named again as an owner: "enchanted
		// player mills X cards, where X is … put into their graveyard".
		r.seen[key] = true
		return phrase{s: r.form("their"), definite: true, key: key}
	}
	if r.seen[key] && (f == "" || f == "a") && r.subject == key {
		// The clause's subject named again as the subject of a clause
		// within it: "target opponent chooses a creature they control".
		return phrase{s: r.form("they"), plural: true, definite: true, key: key}
	}
	if r.seen[key] {
		p = phrase{s: subst(r.form("that"), map[string]string{"noun": "player"}), definite: true}
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

// binding renders a name's use.
func (r *renderer) binding(b *dsl.Binding, f string) phrase {
	switch b.Kind {
	case dsl.BindSelf:
		return r.object(selfKey{}, f, func() phrase {
			s := r.selfRef(f)
			return phrase{s: s, definite: true, plural: r.face.plural && !r.granted && s == r.face.name}
		})
	case dsl.BindYou:
		if f == "poss" {
			return phrase{s: r.form("your"), you: true, definite: true}
		}
		return phrase{s: r.form("you"), you: true, definite: true}
	case dsl.BindX:
		return phrase{s: "X"}
	case dsl.BindThisAbility:
		return phrase{s: r.form("this-ability"), definite: true}
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
	case dsl.BindGranter:
		// In quotes, "this" is the object that has the ability: the one
		// that grants it is named by its name.
		return r.object(granterKey{}, f, func() phrase { return phrase{s: r.face.name, definite: true} })
	case dsl.BindTarget:
		return r.target(b, f)
	case dsl.BindCost, dsl.BindEvent, dsl.BindChoice:
		if id := r.aliasOf(b); id != nil {
			return r.expr(id, f)
		}
		full := func() phrase {
			call := r.boundBy[b]
			pr := r.primOf(r.info.Entries[call])
			if pr == nil || pr.Template.Forms["bound"] == "" {
				r.fail("%s has no form for a name bound to it", exprName(call))
			}
			return phrase{s: r.fill(pr, call, pr.Template.Forms["bound"]), definite: true}
		}
		if b.Type == dsl.Player || b.Type == dsl.Players {
			return r.player(b, f, full)
		}
		if f == "again" && b.Kind == dsl.BindEvent && r.subject == nil {
			// Form "again": the object an event named, named again as the
			// card it became in its new zone, is "it" when the clause has
			// no subject of its own: "Whenever a creature dies, return it
			// to the battlefield".
			r.last = b
		}
		return r.object(b, f, full)
	case dsl.BindToken:
		return r.token(b.Face, f == "plural")
	}
	r.fail("can't render the name %q", b.Name)
	return phrase{}
}

// selfRef is how the object the ability belongs to names itself (CR
// 201.5). Form "subject" asks for it as the subject of its own action,
// "name" for its name: a characteristic-defining ability works in every
// zone (CR 604.3) and so names the card.
func (r *renderer) selfRef(f string) string {
	fc := r.face
	switch {
	case r.granted:
		// An ability granted to an object names the object that has it.
		noun := fc.noun
		if r.grantNoun != "" {
			noun = r.grantNoun
		}
		return subst(r.form("granted-self"), map[string]string{"noun": noun})
	case f == "name":
		return fc.name
	case f == "card":
		// The card outside the battlefield and the stack (CR 201.5).
		return r.form("this-card")
	case f == "subject" && fc.spell:
		// An instant or sorcery keeps its name as the subject of what it
		// does: "<name> deals 3 damage to any target."
		return fc.name
	}
	return fc.self
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
			return phrase{s: subst(r.form("that"), map[string]string{"noun": r.noun(x)}), definite: true}
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
	if f == "that" && r.used[b] && r.manyTarget(x) {
		// Named again in full: "those creatures".
		r.last = b
		return phrase{s: subst(r.form("those"), map[string]string{"noun": r.noun(x)}), plural: true, definite: true, key: b}
	}
	if r.pluralTarget(x) {
		// Up to two target creatures, named again: "them", "their".
		p := r.object(b, f, full)
		switch p.s {
		case r.form("it"):
			p.s, p.plural = r.form("them"), true
		case r.form("its"):
			p.s, p.plural = r.form("their"), true
		}
		return p
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
			if pr := r.primOf(r.info.Entries[e]); pr != nil && pr.Template.Role == Noun && contains(r.PermanentTypes, titleCase(pr.Template.Text)) {
				out = append(out, pr.Template.Text)
			}
		}
	}
	walk(x)
	return strings.Join(out, " "+r.form("or")+" ")
}

// granteeNoun is the card type noun of the clause's subject, when an
// ability in quotes is granted to it: "enchanted land has \"…\"" grants
// to a land, which the ability names "this land". Empty when the subject
// ends in no card type of a permanent.
func (r *renderer) granteeNoun() string {
	words := strings.Fields(r.subjectText)
	if len(words) == 0 {
		return ""
	}
	last := words[len(words)-1]
	for _, t := range r.PermanentTypes {
		if strings.EqualFold(t, last) {
			return last
		}
	}
	// A subtype as the head noun, before a qualifier: "Mountains you
	// control" have "… this land …".
	for _, w := range words {
		if n := r.SubtypeNouns[w]; n != "" {
			return n
		}
		if n := r.SubtypeNouns[strings.TrimSuffix(w, "s")]; n != "" {
			return n
		}
	}
	return ""
}

// manyTarget reports whether a target line's record always names several
// objects (Template.Many): "any number of target creatures".
func (r *renderer) manyTarget(x ast.Expr) bool {
	call, ok := unparen(x).(*ast.Call)
	if !ok {
		return false
	}
	pr := r.primOf(r.info.Entries[call])
	return pr != nil && pr.Template.Many
}

// pluralTarget reports whether a target requirement names several
// objects: one whose record always does (Template.Many), or one counting
// more than one.
func (r *renderer) pluralTarget(x ast.Expr) bool {
	call, ok := unparen(x).(*ast.Call)
	if !ok {
		return false
	}
	pr := r.primOf(r.info.Entries[call])
	return pr != nil && (pr.Template.Many || pr.Template.Count != "" && r.many(r.arg(call, pr, pr.Template.Count)))
}
