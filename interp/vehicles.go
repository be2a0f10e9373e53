package interp

import "fmt"

// Vehicles (CR 301.7) and the crew keyword ability (CR 702.122): a Vehicle
// has a printed power and toughness but isn't a creature (CR 301.7a); crew
// makes it an artifact creature until end of turn, so only then can it
// attack or block.

// crewAbility is the activated ability a crew keyword stands for
// (CR 702.122a): "Tap any number of untapped creatures you control with
// total power N or more: This permanent becomes an artifact creature until
// end of turn." N is the keyword's argument, the cost's one argument. Every
// crew ability shares its builtins, so the abilities of equal
// characteristics are equal.
func crewAbility(k Keyword) *AbilityDef {
	return &AbilityDef{Kind: ActivatedAbility, TrigSlot: -1, Keyword: k.Name,
		Costs:   []CostPart{{Node: &Node{Op: OpCall, Str: k.Name, Fn: crewCost, Args: []*Node{k.Arg}}, Slot: -1}},
		Effects: []*Node{becomeArtifactCreature},
		Text:    fmt.Sprintf("%s %d", k.Name, k.Arg.Int)}
}

// crewCost and becomeArtifactCreature are the cost and the effect of every
// crew ability (CR 702.122a).
var (
	crewCost               *Builtin
	becomeArtifactCreature *Node
)

func init() {
	crewCost = &Builtin{Name: "tap creatures with total power N", Eval: payCrew, Payable: crewPayable}
	becomeArtifactCreature = &Node{Op: OpCall, Str: "becomes an artifact creature", Fn: &Builtin{Name: "becomes an artifact creature", Eval: func(x *Ctx, _ Args) Value {
		g := x.G
		o := g.Obj(x.Source)
		if o == nil || o.Left || o.Zone != Battlefield {
			g.logf("%s is no longer on the battlefield", g.Name(x.Source))
			return nil
		}
		g.exerciseKeyword(o, x.Ability.Keyword)
		// A type-changing effect (layer 4, CR 613.1d) until end of turn.
		g.addEffect(&Continuous{Layer: LayerType, Object: o.ID, Until: UntilEndOfTurn, AddTypes: []string{"Artifact", "Creature"},
			Text: g.Name(o.ID) + " becomes an artifact creature"})
		return nil
	}}}
}

// crewPayable reports whether the untapped creatures of the controller
// have the total power a crew cost needs (see payCrew).
func crewPayable(x *Ctx, a Args) bool {
	need, _ := x.Eval(a.node(0)).(int)
	total := 0
	for _, o := range x.G.Controlled(x.Controller) {
		if c := x.G.Chars(o); c.Is("Creature") && !o.Tapped {
			total += c.Power
		}
	}
	return total >= need
}

// payCrew pays a crew cost: "Tap any number of untapped creatures you
// control with total power N or greater" (CR 702.122a). Its controller
// chooses the creatures one at a time; once their total power is N or
// more they may stop (answering done) or tap more — any number, so a
// creature may be tapped for crewing though it isn't needed. Tapping them
// isn't a {T} cost of theirs, so a creature that came under its
// controller's control this turn may crew (CR 302.6 limits only its own
// {T} abilities). With too little power among them all, nothing is tapped
// and the activation is illegal (CR 602.2b, 601.2h).
func payCrew(x *Ctx, a Args) Value {
	g := x.G
	need, _ := x.Eval(a.node(0)).(int)
	var cands []Ref
	total := 0
	for _, o := range g.Controlled(x.Controller) {
		if c := g.Chars(o); c.Is("Creature") && !o.Tapped {
			cands = append(cands, ObjRef(o.ID))
			total += c.Power
		}
	}
	if total < need {
		Fail("%s can't crew: its controller's untapped creatures have total power %d, less than %d (CR 702.122a)", g.Name(x.Source), total, need)
	}
	power := 0
	for len(cands) > 0 {
		var r Ref
		switch {
		case power < need && len(cands) == 1:
			r = cands[0]
		case power < need:
			r = g.ChooseRef(x.Controller, x.Ability.Keyword, fmt.Sprintf("an untapped creature to tap to crew %s (total power %d of %d)", g.Name(x.Source), power, need), cands)
		default:
			more := g.chooseSome(x.Controller, cands, 0, 1, x.Ability.Keyword, func(int) string {
				return fmt.Sprintf("another untapped creature to tap to crew %s (total power %d, %d needed), or done", g.Name(x.Source), power, need)
			})
			if len(more) == 0 {
				return nil
			}
			r = more[0]
		}
		for i, c := range cands {
			if c == r {
				cands = append(cands[:i:i], cands[i+1:]...)
				break
			}
		}
		power += g.Chars(g.Obj(r.Obj)).Power
		g.TapObj(r.Obj, "to crew "+g.Name(x.Source))
	}
	return nil
}

// counterKeywords appends to c the keyword abilities the object's keyword
// counters give it (CR 122.1b), once a kind however many it has.
func (g *Game) counterKeywords(o *Object, c *Chars) {
	for _, k := range o.Counters {
		if kw, ok := g.Pool.counterKeywords[k.Kind]; ok && k.N > 0 {
			c.Keywords = append(c.Keywords, kw)
		}
	}
}
