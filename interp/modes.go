package interp

import (
	"fmt"
	"slices"
	"sort"
)

// UsedMode is a mode an ability of an object chose, for an ability that
// chooses only modes that haven't been chosen (CR 700.2).
type UsedMode struct {
	Ability *AbilityDef
	Mode    int
}

// chooseTriggerModes asks the controller of a modal triggered ability for
// its modes as it is put on the stack (CR 603.3c): between the ability's
// minimum and maximum, each once, a mode whose targets can't all be chosen
// never offered (CR 700.2a). It returns nil when fewer than the minimum
// can be chosen: the ability is removed from the stack.
func (g *Game) chooseTriggerModes(x *Ctx, ab *AbilityDef) []int {
	var legal []int
	src := g.Obj(x.Source)
	for i, m := range ab.Modes {
		if ab.Unchosen && src != nil && slices.Contains(src.note().UsedModes, UsedMode{ab, i}) {
			// CR 700.2: a mode chosen before isn't offered again.
			continue
		}
		if g.modeHasTargets(x, m) {
			legal = append(legal, i)
		}
	}
	if len(legal) < ab.MinModes || len(legal) == 0 {
		return nil
	}
	var chosen []int
	for len(chosen) < ab.MaxModes && len(legal) > 0 {
		var opts []string
		for _, i := range legal {
			opts = append(opts, fmt.Sprintf("mode %d", i+1))
		}
		if len(chosen) >= ab.MinModes {
			opts = append(opts, "done")
		}
		pick := 0
		if len(opts) > 1 {
			pick = g.choose(Choice{Player: x.Controller, Kind: "mode", Prompt: fmt.Sprintf("a mode for %s's ability", g.Name(x.Source)), Options: opts})
		}
		if pick == len(legal) {
			break
		}
		chosen = append(chosen, legal[pick])
		legal = append(legal[:pick:pick], legal[pick+1:]...)
	}
	sort.Ints(chosen)
	if ab.Unchosen && src != nil {
		for _, i := range chosen {
			n := src.editNotes()
			n.UsedModes = append(n.UsedModes, UsedMode{ab, i})
		}
	}
	g.logf("%s's ability: modes %s", g.Name(x.Source), modesText(chosen))
	return chosen
}

// modeHasTargets reports whether each required target of the mode has a
// legal choice.
func (g *Game) modeHasTargets(x *Ctx, m *AbilityDef) bool {
	for _, t := range m.Targets {
		if !t.Optional && len(g.legalTargets(x, x.Filter(t.Filter))) == 0 {
			return false
		}
	}
	return true
}
