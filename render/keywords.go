package render

import (
	"strings"

	"cardc/ast"
)

// keywordLine renders a keyword line: the keywords joined by commas, the
// first capitalised; a keyword with reminder text is a paragraph of its
// own.
func (r *renderer) keywordLine(kl *ast.KeywordLine) []string {
	var paras, run []string
	flush := func() {
		if len(run) > 0 {
			paras = append(paras, capitalise(strings.Join(run, r.form("keyword-line"))))
			run = nil
		}
	}
	for i, k := range kl.Keywords {
		pr := r.primOf(r.info.Entries[k])
		if pr == nil {
			r.fail("no keyword record for %s", exprName(k))
		}
		if kl.IsReminded(i) && pr.Template.Reminder == "" {
			r.fail("%s has no reminder text", exprName(k))
		}
		r.startAbility()
		call, _ := k.(*ast.Call)
		if form := pr.Template.Forms["nonmana"]; form != "" && call != nil && len(call.Args) > 0 {
			if _, mana := call.Args[0].Value.(*ast.ManaLit); !mana {
				// A keyword whose cost isn't mana is a line of its own,
				// "Keyword—Cost.", the cost a sentence: "Ward—Pay 3 life."
				flush()
				text := r.fill(pr, call, form)
				if i := strings.Index(text, "—"); i >= 0 {
					text = text[:i+len("—")] + capitalise(text[i+len("—"):])
				}
				if pr.Template.Reminder != "" && (!pr.Template.OptionalReminder || kl.IsReminded(i)) {
					rp := withHolder(pr, r.face.self)
					text += " " + subst(r.form("reminder"), map[string]string{"reminder": r.fill(rp, call, rp.Template.Reminder)})
				}
				paras = append(paras, capitalise(text))
				continue
			}
		}
		text := r.fill(pr, call, pr.Template.Text)
		if pr.Template.Reminder == "" || pr.Template.OptionalReminder && !kl.IsReminded(i) {
			run = append(run, text)
			continue
		}
		flush()
		rp := withHolder(pr, r.face.self)
		rem := subst(r.form("reminder"), map[string]string{"reminder": r.fill(rp, call, rp.Template.Reminder)})
		if text == "" {
			// Reminder text alone: a Saga's first paragraph.
			paras = append(paras, fixArticles(rem))
			continue
		}
		paras = append(paras, fixArticles(capitalise(text)+" "+rem))
	}
	flush()
	return paras
}

// token renders a token definition: "1/1 white Soldier creature token".
func (r *renderer) token(f *ast.Face, plural bool) phrase {
	vals := map[string]string{"token": "token"}
	if plural {
		vals["token"] = "tokens"
	}
	chars := r.info.Faces[f]
	if chars == nil {
		r.fail("token %s wasn't checked", f.Ident.Name)
	}
	if chars.HasPT() {
		vals["pt"] = chars.Power + "/" + chars.Toughness
	}
	var types, kws []string
	for _, t := range append(append([]string{}, chars.Supertypes...), chars.Types...) {
		types = append(types, strings.ToLower(t))
	}
	for _, it := range f.Items {
		if kl, ok := it.(*ast.KeywordLine); ok {
			for _, k := range kl.Keywords {
				pr := r.primOf(r.info.Entries[k])
				if pr == nil {
					r.fail("no keyword record for %s", exprName(k))
				}
				call, _ := k.(*ast.Call)
				kws = append(kws, r.fill(pr, call, pr.Template.Text))
			}
		}
	}
	vals["types"] = strings.Join(types, " ")
	vals["subtypes"] = strings.Join(chars.Subtypes, " ")
	vals["colors"] = r.joinList(chars.ColorIndicator)
	if len(kws) > 0 {
		vals["keywords"] = r.joinList(kws)
	}
	s := subst(r.form("token"), vals)
	s = strings.Join(strings.Fields(s), " ")
	r.tokenAbilities(f, plural)
	r.last = f
	return phrase{s: s, plural: plural, key: f}
}

// tokenAbilities says the abilities of a token definition other than its
// keywords in a sentence after the one that creates it, quoted, the token
// naming itself "this token": "They have \"Sacrifice this token: Add
// {C}.\"" (CR 111.3: the abilities the creating effect gives it).
func (r *renderer) tokenAbilities(f *ast.Face, plural bool) {
	var quoted []string
	sub := &renderer{Renderer: r.Renderer, info: r.info, face: &faceCtx{ast: f, noun: r.form("token-self")}, granted: true}
	for _, it := range f.Items {
		if a, ok := it.(*ast.Ability); ok {
			quoted = append(quoted, subst(r.form("granted"), map[string]string{"ability": sub.ability(a)}))
		}
	}
	if len(quoted) == 0 {
		return
	}
	form := "token-has"
	if plural {
		form = "tokens-have"
	}
	r.afters = append(r.afters, subst(r.form(form), map[string]string{"ability": r.joinList(quoted)}))
}
