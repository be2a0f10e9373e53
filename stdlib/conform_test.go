package stdlib_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/interp"
	"cardc/scenario"
	"cardc/stdlib"
)

// usage is what the golden scenarios made one record's implementation
// do: how many times it ran, and what it returned that its declared type
// doesn't allow.
type usage struct {
	calls int
	bad   []string
}

// unexercised are the records no golden scenario runs, each with the
// reason; TestUnexercisedWaivers fails when one of them is exercised.
var unexercised = map[string]string{
	"greater-power-or-toughness":   "only evolve's definition (keywords.kw) uses it, compiled once with the unwrapped builtins; keyword-bloodthirst-evolve.scenario runs it both ways",
	"up-to":                        "the compiler unwraps it into the target requirement (its count the maximum, its filter what may be chosen); its Eval runs only where a target isn't",
	"exactly":                      "the compiler unwraps it into the target requirement (its count the number, its filter what may be chosen); its Eval runs only where a target isn't",
	"among":                        "the compiler unwraps it into a requirement for several targets (its count the maximum, its filter what may be chosen); its Eval runs only where a target isn't",
	"any-number":                   "the compiler unwraps it into a requirement for several targets (its filter what may be chosen); its Eval runs only where a target isn't",
	"create-attached":              "it runs in living weapon's definition (keywords.kw), which is compiled once with the table's own builtins, not the wrapped ones",
	"add-mana-until-end-of-combat": "it runs in firebending's definition (keywords.kw), which is compiled once with the table's own builtins, not the wrapped ones; firebending-fire-nation-cadets.scenario runs it",
	"keyword-number":               "it runs in firebending's definition (keywords.kw), which is compiled once with the table's own builtins, not the wrapped ones; firebending-fire-nation-cadets.scenario runs it",
	"triggers-once-each-turn":      "the compiler takes it out of the effects into the ability's limit on triggering (AbilityDef.OncePerTurn); its Eval never runs",
	"any-number-of":                "the compiler unwraps it into a requirement for any number of targets (its filter what may be chosen); its Eval runs only where a target isn't",
	"to-solve":                     "the engine checks its condition as its controller's end step begins (Game.solveCases) without evaluating the word; its Eval never runs",
	"opponents-attacked":           "only melee's definition (keywords.kw) uses it, compiled once with the unwrapped builtins; keyword-melee.scenario runs it with one opponent attacked and with none",
}

var (
	exerciseOnce sync.Once
	exercised    map[string]*usage
	exerciseErr  error
	// changed lists the golden scenarios whose output the wrapping changed.
	changed []string
)

// exercise runs every golden scenario with each record's implementation
// wrapped to count its calls and check each result against the record's
// declared type: the result of an Eval against Sig.Result, the value an
// Event binds against Sig.Binds. The scenarios must still produce their
// golden logs, so the wrapping changes nothing.
func exercise(t *testing.T) map[string]*usage {
	t.Helper()
	exerciseOnce.Do(func() { exercised, changed, exerciseErr = runGoldens() })
	if exerciseErr != nil {
		t.Fatal(exerciseErr)
	}
	for _, name := range changed {
		t.Errorf("%s: the checked implementations changed the golden output", name)
	}
	return exercised
}

func runGoldens() (use map[string]*usage, changed []string, err error) {
	var mu sync.Mutex
	use = map[string]*usage{}
	note := func(name string, ok bool, v any) {
		mu.Lock()
		defer mu.Unlock()
		u := use[name]
		if u == nil {
			u = &usage{}
			use[name] = u
		}
		u.calls++
		if !ok && len(u.bad) < 3 {
			u.bad = append(u.bad, fmt.Sprintf("%T %v", v, v))
		}
	}
	checked := map[string]*interp.Builtin{}
	for name, b := range stdlib.Builtins() {
		pr := stdlib.Lookup(name)
		w := *b
		if eval := b.Eval; eval != nil {
			w.Eval = func(x *interp.Ctx, a interp.Args) interp.Value {
				v := eval(x, a)
				// An effect that binds a name returns what the name names.
				ok := stdlib.Conforms(pr.Sig.Result, v) ||
					pr.Sig.Result == dsl.Effect && pr.Sig.Binds != dsl.Invalid && stdlib.Conforms(pr.Sig.Binds, v)
				note(name, ok, v)
				return v
			}
		}
		if match := b.Match; match != nil {
			w.Match = func(x *interp.Ctx, a interp.Args, r interp.Ref) bool {
				note(name, true, nil)
				return match(x, a, r)
			}
		}
		if event := b.Event; event != nil {
			w.Event = func(x *interp.Ctx, a interp.Args, ev *interp.Event) (interp.Value, bool) {
				v, ok := event(x, a, ev)
				note(name, !ok || pr.Sig.Binds == dsl.Invalid || stdlib.Conforms(pr.Sig.Binds, v), v)
				return v, ok
			}
		}
		checked[name] = &w
	}
	cards, err := parseCards()
	if err != nil {
		return nil, nil, err
	}
	names, _ := filepath.Glob("../golden/*.scenario")
	if len(names) == 0 {
		return nil, nil, fmt.Errorf("no golden scenarios")
	}
	for _, name := range names {
		same, err := runGolden(name, cards, checked)
		if err != nil {
			return nil, nil, err
		}
		if !same {
			changed = append(changed, name)
		}
	}
	return use, changed, nil
}

func parseCards() ([]*ast.File, error) {
	names, _ := filepath.Glob("../cards/*.card")
	var files []*ast.File
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		f, diags := dsl.ParseFile(n, src)
		if len(diags) > 0 {
			return nil, diags
		}
		files = append(files, f)
	}
	return files, nil
}

// runGolden runs one golden scenario with the checked builtins and
// reports whether its output is the golden file's.
func runGolden(name string, cards []*ast.File, checked map[string]*interp.Builtin) (bool, error) {
	src, err := os.ReadFile(name)
	if err != nil {
		return false, err
	}
	sc, diags := scenario.Parse(name, src)
	if len(diags) > 0 {
		return false, diags
	}
	files := cards
	if len(sc.Cards) > 0 {
		files = append(append([]*ast.File(nil), cards...), &ast.File{Name: name, Cards: sc.Cards})
	}
	prog, diags := dsl.Check(files, stdlib.Universe())
	if len(diags) > 0 {
		return false, diags
	}
	pool, err := interp.Compile(prog, checked)
	if err != nil {
		return false, err
	}
	want, err := os.ReadFile(strings.TrimSuffix(name, ".scenario") + ".golden")
	if err != nil {
		return false, err
	}
	return scenario.Run(sc, pool).Golden() == string(want), nil
}

// checkResults checks that the golden scenarios run the record's
// implementation and that every result conforms to its declared type.
func checkResults(t *testing.T, p *stdlib.Primitive, u *usage) {
	t.Helper()
	if p.Impl == nil || (p.Impl.Eval == nil && p.Impl.Match == nil && p.Impl.Event == nil) {
		return
	}
	if u == nil {
		if unexercised[p.Name] == "" {
			t.Errorf("no golden scenario runs the implementation")
		}
		return
	}
	for _, b := range u.bad {
		t.Errorf("result %s doesn't conform to the declared %s", b, resultType(p))
	}
}

func resultType(p *stdlib.Primitive) dsl.Type {
	if p.Impl.Event != nil {
		return p.Sig.Binds
	}
	return p.Sig.Result
}

// TestUnexercisedWaivers fails when a waived record is exercised after
// all, or no longer exists.
func TestUnexercisedWaivers(t *testing.T) {
	use := exercise(t)
	var names []string
	for n := range unexercised {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if stdlib.Lookup(n) == nil {
			t.Errorf("waiver for %s, which isn't a record", n)
		} else if use[n] != nil {
			t.Errorf("%s is exercised now: drop its waiver", n)
		}
	}
}

// checkExample checks that the record's example parses as part of a card
// and uses the record.
func checkExample(t *testing.T, p *stdlib.Primitive) {
	t.Helper()
	f, diags := dsl.ParseFile("example.card", []byte(exampleCard(p.Example)))
	if len(diags) > 0 {
		t.Errorf("example %q doesn't parse: %v", p.Example, diags)
		return
	}
	used := false
	ast.Walk(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Call:
			used = used || n.Fn.Name == p.Name
		case *ast.Ident:
			used = used || n.Name == p.Name
		}
		return !used
	})
	if !used {
		t.Errorf("example %q doesn't use %s", p.Example, p.Name)
	}
}

// exampleCard puts an example line where it belongs in a card: a keyword
// line on the card, a trigger or another ability line in an ability, and
// a bare expression as an effect.
func exampleCard(ex string) string {
	var body string
	switch word, _, _ := strings.Cut(ex, " "); word {
	case "keyword":
		body = ex
	case "when", "whenever", "at":
		body = "triggered {\n    " + ex + "\n    effect draw(1)\n  }"
	case "replace":
		body = "replacement {\n    " + ex + "\n    effect draw(1)\n  }"
	case "effect", "cost", "target", "if":
		body = "activated {\n    " + ex + "\n  }"
	default:
		body = "activated {\n    effect " + ex + "\n  }"
	}
	return "card \"Example\" {\n  type Artifact\n  " + body + "\n}\n"
}

// checkRendered checks that the template renders every parameter, or
// that the record says why it doesn't.
func checkRendered(t *testing.T, p *stdlib.Primitive) {
	t.Helper()
	tp := p.Template
	texts := []string{tp.Text, tp.Passive, tp.Reminder}
	for _, f := range tp.Forms {
		texts = append(texts, f)
	}
	for _, prm := range p.Sig.Params {
		q := regexp.QuoteMeta(prm.Name)
		re := regexp.MustCompile(`\{` + q + `[}:#@]|<` + q + `[>:]|@` + q + `\}`)
		said := tp.Subject == prm.Name || tp.Count == prm.Name
		for _, s := range texts {
			said = said || re.MatchString(s)
		}
		reason, unsaid := p.Unsaid[prm.Name]
		switch {
		case said && unsaid:
			t.Errorf("parameter %q is rendered but marked unsaid (%s)", prm.Name, reason)
		case !said && !unsaid:
			t.Errorf("template %q doesn't render parameter %q", tp.Text, prm.Name)
		case unsaid && reason == "":
			t.Errorf("parameter %q is unsaid without a reason", prm.Name)
		}
	}
	for name := range p.Unsaid {
		if !slices.ContainsFunc(p.Sig.Params, func(prm dsl.Param) bool { return prm.Name == name }) {
			t.Errorf("unsaid %q is no parameter", name)
		}
	}
}
