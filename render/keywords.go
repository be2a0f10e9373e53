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
	for _, k := range kl.Keywords {
		pr := r.primOf(r.info.Entries[k])
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
		paras = append(paras, fixArticles(capitalise(text)+" "+subst(r.form("reminder"), map[string]string{"reminder": rem})))
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
	vals["subtypes"] = strings.Join(subs, " ")
	vals["colors"] = r.joinList(colors)
	if len(kws) > 0 {
		vals["keywords"] = r.joinList(kws)
	}
	s := subst(r.form("token"), vals)
	s = strings.Join(strings.Fields(s), " ")
	r.last = f
	return phrase{s: s, plural: plural, key: f}
}
