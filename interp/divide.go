package interp

import (
	"fmt"
	"strings"
)

// Targets chosen together for one word "target" of a number of targets
// ("among one or two targets"), and damage divided among them as the
// spell is cast or the ability put on the stack (CR 601.2d, 603.3d,
// 115.7).

// TargetList is the value of a target requirement for several targets:
// the objects and players chosen, each different (CR 115.3), and, when
// an effect divides an amount among them, each one's share, in the same
// order. A target that became illegal is the zero Ref; its share is
// dealt to no one (CR 608.2b).
type TargetList struct {
	Refs    []Ref
	Amounts []int
}

// chooseMany assigns announced targets to a requirement for several
// targets: as many as there are left beyond those the later required
// targets need, at most its maximum, at least its minimum; each legal and
// each different (CR 115.3).
func (g *Game) chooseMany(x *Ctx, t Target, fv *FilterVal, given []Ref, later int, what string) (*TargetList, int) {
	n := len(given) - later
	if t.Max > 0 && n > t.Max {
		n = t.Max
	}
	if n < 0 {
		n = 0
	}
	if n < t.Min {
		var opts []string
		for _, c := range g.legalTargets(x, fv) {
			opts = append(opts, g.RefName(c))
		}
		Fail("%s needs %d to %s targets: %s (legal: %s)", what, t.Min, maxText(t.Max), fv.Text(), orNone(opts))
	}
	tl := &TargetList{}
	for _, r := range given[:n] {
		if !g.isLegalTarget(x, fv, r) {
			Fail("%s is not a legal target for %s (%s)", g.RefName(r), what, g.whyIllegal(x, fv, r))
		}
		for _, o := range tl.Refs {
			if o == r {
				Fail("%s is chosen twice: one object or player can be chosen only once for one word \"target\" (CR 115.3)", g.RefName(r))
			}
		}
		if !g.sameGraveyard(fv, tl.Refs, r) {
			Fail("%s is not a legal target for %s: the targets must be from a single graveyard (CR 115.3)", g.RefName(r), what)
		}
		tl.Refs = append(tl.Refs, r)
		g.logf("target: %s", g.RefName(r))
	}
	return tl, n
}

func maxText(n int) string {
	if n == 0 {
		return "any number of"
	}
	return fmt.Sprint(n)
}

// pickMany chooses the targets of a triggered ability's requirement for
// several targets as it is put on the stack (CR 603.3d): one at a time,
// each different, until its controller is done (after the minimum) or
// the maximum is reached. Among targets that divide an amount, each
// gets at least 1, so there are no more of them than the amount
// (CR 601.2d).
func (g *Game) pickMany(x *Ctx, ab *AbilityDef, t Target, fv *FilterVal, cands []Ref) *TargetList {
	most := t.Max
	if n, ok := dividedAmount(x, ab, t.Slot); ok && (most == 0 || n < most) {
		most = n
	}
	return &TargetList{Refs: g.chooseSome(x.Controller, cands, t.Min, most, "target", func(n int) string {
		return fmt.Sprintf("target %d (%s) for %s's ability, or done", n+1, fv.Text(), g.Name(x.Source))
	})}
}

// dividedAmount is the amount an effect of the ability divides among the
// targets of the slot, evaluated as the division is made, and whether
// one does.
func dividedAmount(x *Ctx, ab *AbilityDef, slot int) (int, bool) {
	var find func(e *Node) *Node
	find = func(e *Node) *Node {
		if e == nil || e.Op != OpCall {
			return nil
		}
		if e.Fn != nil && e.Fn.Role == RoleDividesAmong && len(e.Args) > 2 {
			if to := e.Args[1]; to.Op == OpSlot && to.Slot == slot {
				return e
			}
		}
		// An effect inside another ("you may … If you do, …").
		for _, a := range e.Args {
			if n := find(a); n != nil {
				return n
			}
		}
		return nil
	}
	for _, e := range ab.Effects {
		if n := find(e); n != nil {
			return x.Num(n.Args[2]), true
		}
	}
	return 0, false
}

// divide sets each target's share of the amount an effect divides among
// them (CR 601.2d): the announced shares, each at least 1, adding up to
// the amount; one target takes it all.
func (g *Game) divide(x *Ctx, ab *AbilityDef, t Target, tl *TargetList, shares []int) {
	total, ok := dividedAmount(x, ab, t.Slot)
	if !ok {
		if len(shares) > 0 {
			Fail("nothing of %s is divided among its targets", g.Name(x.Source))
		}
		return
	}
	if len(shares) == 0 && len(tl.Refs) == 1 {
		shares = []int{total}
	}
	if len(shares) != len(tl.Refs) {
		Fail("dividing %d among %d targets needs a share for each (divide …, CR 601.2d)", total, len(tl.Refs))
	}
	sum := 0
	for _, s := range shares {
		if s < 1 {
			Fail("each target gets at least 1 of what is divided (CR 601.2d)")
		}
		sum += s
	}
	if sum != total {
		Fail("the shares add up to %d, not %d (CR 601.2d)", sum, total)
	}
	tl.Amounts = append([]int(nil), shares...)
	g.logf("divided: %s", sharesText(g, tl))
}

// chooseShares asks a triggered ability's controller how to divide the
// amount among its targets (CR 603.3d): each target in turn gets at
// least 1 and leaves at least 1 for each one after it; the last takes
// what is left.
func (g *Game) chooseShares(x *Ctx, ab *AbilityDef, t Target, tl *TargetList) {
	total, ok := dividedAmount(x, ab, t.Slot)
	if !ok || len(tl.Refs) == 0 {
		return
	}
	var shares []int
	left := total
	for i, r := range tl.Refs {
		if i == len(tl.Refs)-1 {
			shares = append(shares, left)
			break
		}
		most := left - (len(tl.Refs) - 1 - i)
		var opts []string
		for n := 1; n <= most; n++ {
			opts = append(opts, fmt.Sprint(n))
		}
		n := g.choose(Choice{Player: x.Controller, Kind: "division", Prompt: fmt.Sprintf("how much of %d goes to %s", total, g.RefName(r)), Options: opts}) + 1
		shares = append(shares, n)
		left -= n
	}
	g.divide(x, ab, t, tl, shares)
}

func sharesText(g *Game, tl *TargetList) string {
	var parts []string
	for i, r := range tl.Refs {
		parts = append(parts, fmt.Sprintf("%d to %s", tl.Amounts[i], g.RefName(r)))
	}
	return strings.Join(parts, ", ")
}

// divideTargets makes the division a spell announces among the targets
// of each of its groups (CR 601.2d).
func (g *Game) divideTargets(x *Ctx, def *AbilityDef, shares []int) {
	used := false
	for _, t := range allTargets(def, nil) {
		if t.Slot < 0 || t.Slot >= len(x.Slots) {
			continue
		}
		if tl, ok := x.Slots[t.Slot].(*TargetList); ok && t.Multi {
			g.divide(x, def, t, tl, shares)
			used = true
		}
	}
	if len(shares) > 0 && !used {
		Fail("%s divides nothing among targets", g.Name(x.Source))
	}
}
