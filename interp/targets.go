package interp

import "fmt"

// Refs is the value of a target requirement that chooses more than one
// target ("up to two target creatures", CR 115.1d, 601.2c): the objects
// and players chosen, each once (CR 115.3).
type Refs []Ref

// slotRefs returns what a target slot holds: one chosen target, several
// (Refs, or a TargetList for targets chosen for one word "target"), or
// none.
func slotRefs(v Value) []Ref {
	switch v := v.(type) {
	case Ref:
		if !v.IsZero() {
			return []Ref{v}
		}
	case Refs:
		return nonZero(v)
	case *TargetList:
		return nonZero(v.Refs)
	}
	return nil
}

func nonZero(rs []Ref) []Ref {
	var out []Ref
	for _, r := range rs {
		if !r.IsZero() {
			out = append(out, r)
		}
	}
	return out
}

// refsFilter is the filter of the targets a requirement chose: any of
// them.
func refsFilter(x *Ctx, rs Refs) *FilterVal {
	parts := make([]*FilterVal, 0, len(rs))
	for _, r := range rs {
		if !r.IsZero() {
			r := r
			parts = append(parts, &FilterVal{X: x, F: &Filter{Text: x.G.RefName(r)}, just: r, hasJust: true})
		}
	}
	return Union(x, parts...)
}

// chooseManyTargets has the controller choose up to t.Max different
// targets among cands for a triggered ability (CR 603.3d), stopping with
// "done" (an "up to" requirement may choose none, CR 601.2c).
func (g *Game) chooseManyTargets(x *Ctx, t Target, fv *FilterVal, cands []Ref) Refs {
	return g.chooseSome(x.Controller, cands, 0, t.Max, "target", func(n int) string {
		return fmt.Sprintf("a target (%s, %d of up to %d) for %s's ability, or done", fv.Text(), n+1, t.Max, g.Name(x.Source))
	})
}

// chooseSome has a player choose different objects or players among
// cands one at a time, at least least and at most most of them (0: any
// number), answering "done" to stop once they have the least; prompt
// words the choice of the (n+1)th. Targets chosen this way (CR 601.2c,
// 603.3d) and "up to N" choices (CR 701.19b) share it.
func (g *Game) chooseSome(p PlayerID, cands []Ref, least, most int, kind string, prompt func(n int) string) []Ref {
	cands = append([]Ref(nil), cands...)
	var out []Ref
	for (most == 0 || len(out) < most) && len(cands) > 0 {
		opts := make([]string, 0, len(cands)+1)
		for _, c := range cands {
			opts = append(opts, g.RefName(c))
		}
		if len(out) >= least {
			opts = append(opts, "done")
		}
		i := g.choose(Choice{Player: p, Kind: kind, Prompt: prompt(len(out)), Options: opts})
		if i == len(cands) {
			break
		}
		out = append(out, cands[i])
		cands = append(cands[:i:i], cands[i+1:]...)
	}
	return out
}

// takeTargets takes, for a requirement of up to t.Max targets, the given
// targets from the front of given as long as each is legal for it and
// not taken already (CR 115.3), returning them and the rest.
func (g *Game) takeTargets(x *Ctx, t Target, fv *FilterVal, given []Ref) (Refs, []Ref) {
	var out Refs
	for len(given) > 0 && len(out) < t.Max && g.isLegalTarget(x, fv, given[0]) && !containsRef(out, given[0]) && g.sameGraveyard(fv, out, given[0]) {
		out = append(out, given[0])
		given = given[1:]
	}
	return out, given
}

// sameGraveyard reports whether r may join the targets chosen for a
// requirement whose filter asks for cards from a single graveyard
// (RoleSingleGraveyard): it is in the graveyard of the first one's owner.
func (g *Game) sameGraveyard(fv *FilterVal, chosen Refs, r Ref) bool {
	if len(chosen) == 0 || fv == nil || fv.F == nil || !r.IsObj || !chosen[0].IsObj {
		return true
	}
	if !filterHas(fv.F, RoleSingleGraveyard) {
		return true
	}
	a, b := g.Obj(chosen[0].Obj), g.Obj(r.Obj)
	return a != nil && b != nil && a.Owner == b.Owner
}

// filterHas reports whether a word of the filter, or of a filter it is
// made of (the filter of up-to(3, …)), plays the role.
func filterHas(f *Filter, role Role) bool {
	if f == nil {
		return false
	}
	for _, d := range f.Terms {
		for _, n := range d {
			if n == nil {
				continue
			}
			if n.Fn != nil && n.Fn.Role == role || filterHas(n.Filter, role) {
				return true
			}
			for _, a := range n.Args {
				if a != nil && filterHas(a.Filter, role) {
					return true
				}
			}
		}
	}
	return false
}

func containsRef(rs []Ref, r Ref) bool {
	for _, q := range rs {
		if q == r {
			return true
		}
	}
	return false
}
