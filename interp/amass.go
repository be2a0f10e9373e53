package interp

import "fmt"

// Amass makes player p amass subtype n (CR 701.47a): if p controls no Army
// creature, p creates a 0/0 black [subtype] Army creature token (army is
// the Army token's face); p chooses an Army creature they control and puts
// n +1/+1 counters on it; if it isn't a [subtype], it becomes one in
// addition to its other types.
func (g *Game) Amass(p PlayerID, army *Face, subtype string, n int) {
	armies := g.armies(p)
	if len(armies) == 0 {
		f := *army
		f.Subtypes = append([]string{subtype}, army.Subtypes...)
		f.Name = subtype + " " + army.Name
		f.chars = nil
		f.chars = charsOfFace(&f)
		g.CreateTokens(&f, p, 1)
		if armies = g.armies(p); len(armies) == 0 {
			g.logf("%s controls no Army to amass with", g.PlayerName(p))
			return
		}
	}
	chosen := armies[0]
	if len(armies) > 1 {
		chosen = g.ChooseRef(p, "army", "an Army to put the counters on", armies)
	}
	g.AddCounters(chosen.Obj, "+1/+1", n)
	if o := g.Obj(chosen.Obj); o != nil && !o.Left && !g.Chars(o).Is(subtype) {
		g.AddEffect(&Continuous{Layer: LayerType, Object: o.ID, AddSubtype: subtype, Until: Forever,
			Text: fmt.Sprintf("%s is %s in addition to its other types (layer 4)", g.Name(o.ID), Article(subtype))})
	}
}

// armies are the Army creatures p controls.
func (g *Game) armies(p PlayerID) []Ref {
	var out []Ref
	for _, o := range g.Controlled(p) {
		if c := g.Chars(o); c.Is("Creature") && c.Is("Army") {
			out = append(out, ObjRef(o.ID))
		}
	}
	return out
}
