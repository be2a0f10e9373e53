package scenario

import (
	"fmt"
	"sort"

	"cardc/dsl"
	"cardc/interp"
)

// Inventory lists every ability of every card in the pool, keyed the way
// a run's Exercised list names them: "Face: triggered ability 2",
// "Face: spell ability", "Face: keyword flying". The abilities that no
// scenario exercises are the ones missing from every run's list.
func Inventory(p *interp.Pool) []string {
	var out []string
	eachAbility(p, func(key string, _ *interp.AbilityDef) { out = append(out, key) })
	return out
}

// eachAbility calls f with the key of every ability of the pool's cards,
// in the pool's order; keywords come with a nil definition.
func eachAbility(p *interp.Pool, f func(key string, ab *interp.AbilityDef)) {
	for _, name := range p.Names {
		def := p.Cards[name]
		for _, fc := range def.Faces() {
			for _, ab := range fc.Abilities {
				f(fmt.Sprintf("%s: %s ability %d", fc.Name, kindName(ab.Kind), ab.Index), ab)
			}
			if fc.Spell != nil {
				f(fc.Name+": spell ability", fc.Spell)
			}
			for _, k := range fc.Keywords {
				f(keywordKey(fc.Name, k.Name), nil)
			}
		}
	}
}

func keywordKey(face, kw string) string { return face + ": keyword " + kw }

func kindName(k interp.AbilityKind) string {
	return [...]string{"static", "triggered", "activated", "mana", "replacement", "spell"}[k]
}

// tracker is a run's observer: it keeps what the game exercised.
type tracker struct {
	keys      map[*interp.AbilityDef]string
	abilities map[string]bool
	keywords  map[string]bool
	entries   map[*dsl.Entry]bool
}

func newTracker(p *interp.Pool) *tracker {
	t := &tracker{keys: map[*interp.AbilityDef]string{}, abilities: map[string]bool{}, keywords: map[string]bool{}, entries: map[*dsl.Entry]bool{}}
	eachAbility(p, func(key string, ab *interp.AbilityDef) {
		if ab != nil {
			t.keys[ab] = key
		}
	})
	return t
}

// Ability records a pool ability that did its work, the event its
// trigger matched and the primitives folded into its target requirements
// (which are never evaluated on their own).
func (t *tracker) Ability(ab *interp.AbilityDef) {
	if k := t.keys[ab]; k != "" {
		t.abilities[k] = true
	}
	if ab.Trigger != nil && ab.Trigger.Entry != nil {
		t.entries[ab.Trigger.Entry] = true
	}
	for _, tg := range interp.AllTargets(ab, nil) {
		if tg.Entry != nil {
			t.entries[tg.Entry] = true
		}
	}
}

// Keyword records a keyword ability that mattered.
func (t *tracker) Keyword(face, kw string) {
	t.abilities[keywordKey(face, kw)] = true
	t.keywords[kw] = true
}

// Entry records an evaluated primitive or tested filter word.
func (t *tracker) Entry(e *dsl.Entry) { t.entries[e] = true }

// fill puts what the run exercised in the result, sorted.
func (t *tracker) fill(res *Result) {
	res.Exercised = sortedKeys(t.abilities)
	res.Keywords = sortedKeys(t.keywords)
	res.Entries = make([]*dsl.Entry, 0, len(t.entries))
	for e := range t.entries {
		res.Entries = append(res.Entries, e)
	}
	sort.Slice(res.Entries, func(i, j int) bool {
		a, b := res.Entries[i], res.Entries[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.Kind < b.Kind
	})
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
