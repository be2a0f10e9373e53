package interp

import (
	"slices"
	"strings"
)

// Union is the set of what any of the filters matches: "each creature
// with flying and each player". Its candidates are those of each filter in
// turn, each once.
func Union(x *Ctx, fs ...*FilterVal) *FilterVal {
	// Never nil: the union of no filters matches nothing ("each of them"
	// when no target was chosen), not everything.
	parts := make([]*FilterVal, 0, len(fs))
	var texts []string
	for _, f := range fs {
		if f != nil {
			parts = append(parts, f)
			texts = append(texts, f.Text())
		}
	}
	return &FilterVal{X: x, F: &Filter{Text: strings.Join(texts, " and "), Any: true}, parts: parts}
}

func (f *FilterVal) unionMatch(r Ref, lki bool) bool {
	for _, p := range f.parts {
		if p.match(r, lki) {
			return true
		}
	}
	return false
}

func (f *FilterVal) unionCandidates() []Ref {
	var out []Ref
	for _, p := range f.parts {
		for _, r := range p.Candidates() {
			if !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	return out
}
