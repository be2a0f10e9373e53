package stdlib_test

import (
	"regexp"
	"strings"
	"testing"

	"cardc/dsl"
	"cardc/stdlib"
)

// TestEveryRecordHasTemplate checks that each primitive, filter word and
// keyword says how it reads in rules text, that its templates name only
// its own parameters, and that each filter word has its place in a
// phrase.
func TestEveryRecordHasTemplate(t *testing.T) {
	placeholder := regexp.MustCompile(`\{([a-z][a-z-]*)(?:[:#@][^}]*)?\}|<([a-z][a-z-]*)(?::[a-z-]+)?>|@([a-z][a-z-]*)\}`)
	for _, p := range stdlib.Table() {
		t.Run(p.Name, func(t *testing.T) {
			tpl := p.Template
			if strings.TrimSpace(tpl.Text) == "" && tpl.Reminder == "" {
				// A keyword may be its reminder text alone: a Saga's first paragraph.
				t.Fatalf("no rules-text template: give its record in primitives.go .text(\"…\") or .says(Template{…}) (see render/template.go)")
			}
			// {this} in a reminder is what has the keyword (render.Template.OptionalReminder).
			// {self} is the object the ability belongs to, as it names itself.
			params := map[string]bool{"copied": true, "reminded": tpl.Reminder != "", "this": tpl.Reminder != "", "self": true}
			for _, prm := range p.Sig.Params {
				params[prm.Name] = true
			}
			texts := map[string]string{"Text": tpl.Text, "Passive": tpl.Passive, "Reminder": tpl.Reminder, "Plural": tpl.Plural}
			for k, v := range tpl.Forms {
				texts["Forms["+k+"]"] = v
			}
			for where, text := range texts {
				for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
					for _, name := range m[1:] {
						if name != "" && !params[name] {
							t.Errorf("%s names %q, which is not a parameter", where, name)
						}
					}
				}
				if strings.Count(text, "[") != strings.Count(text, "]") || strings.Count(text, "{") != strings.Count(text, "}") {
					t.Errorf("%s %q has unbalanced brackets", where, text)
				}
			}
			if tpl.Subject != "" && tpl.Subject != "self" && tpl.Subject != "name" && tpl.Subject != "name's" && tpl.Subject != "this" && !params[tpl.Subject] {
				t.Errorf("subject %q is not a parameter", tpl.Subject)
			}
			if tpl.Count != "" && !params[tpl.Count] {
				t.Errorf("count %q is not a parameter", tpl.Count)
			}
			if (p.Kind == dsl.FilterWord) != (tpl.Role != stdlib.NoRole) {
				t.Errorf("kind %v with role %v: filter words, and only they, have a role", p.Kind, tpl.Role)
			}
		})
	}
}

// TestEveryFormHasTemplate checks the ability forms and other wording.
func TestEveryFormHasTemplate(t *testing.T) {
	forms := stdlib.Forms()
	if len(forms) < 20 {
		t.Fatalf("only %d forms", len(forms))
	}
	for _, f := range forms {
		if f.Name == "" || f.Template == "" || !strings.HasSuffix(f.Doc, ".") {
			t.Errorf("form %q is incomplete: %+v", f.Name, f)
		}
	}
}
