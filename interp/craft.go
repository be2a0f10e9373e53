package interp

import "fmt"

// Craft (CR 702.167): an activated ability of a transforming
// double-faced permanent that exiles it together with materials from the
// battlefield and its controller's graveyard, and returns it transformed.

// craftAbility is the activated ability a craft keyword stands for
// (CR 702.167a): "[Cost], Exile this permanent, Exile [materials] from
// among permanents you control and/or cards in your graveyard: Return
// this card to the battlefield transformed under its owner's control.
// Activate only as a sorcery." The keyword's second argument describes
// the materials.
func craftAbility(k Keyword) *AbilityDef {
	materials := &Node{Op: OpCall, Str: "exile materials", Fn: exileMaterials, Args: []*Node{k.Args[1]}}
	return &AbilityDef{Kind: ActivatedAbility, TrigSlot: -1, SorcerySpeed: true, Keyword: k.Name,
		Costs:   []CostPart{{Mana: k.Arg.Mana, Slot: -1}, {Node: materials, Slot: -1}, {Node: exileThisPermanent, Slot: -1}},
		Effects: []*Node{returnCrafted},
		Text:    k.Name + " " + k.Arg.Mana.String()}
}

// exileMaterials, exileThisPermanent and returnCrafted are the parts of
// every craft ability, made in init: what they do reaches
// characteristics, which list them.
var (
	exileMaterials                    *Builtin
	exileThisPermanent, returnCrafted *Node
)

func init() {
	exileMaterials = &Builtin{Name: "exile materials", Eval: payMaterials}
	exileThisPermanent = &Node{Op: OpCall, Str: "exile this permanent", Fn: &Builtin{Name: "exile this permanent", Eval: func(x *Ctx, _ Args) Value {
		o := x.G.Obj(x.Source)
		if o == nil || o.Left || o.Zone != Battlefield {
			Fail("%s can't be exiled to pay for craft: it is not on the battlefield", x.G.Name(x.Source))
		}
		x.G.ExileObj(o.ID)
		return nil
	}}}
	returnCrafted = &Node{Op: OpCall, Str: "return transformed", Fn: &Builtin{Name: "return transformed", Eval: func(x *Ctx, _ Args) Value {
		x.G.exerciseKeyword(x.G.Obj(x.Source), x.Ability.Keyword)
		x.G.ReturnTransformed(x.Source)
		return nil
	}}}
}

// payMaterials exiles the materials of a craft cost (CR 702.167a): one
// object its description matches, chosen among the other permanents the
// player controls and the cards in their graveyard. With none, the cost
// can't be paid.
func payMaterials(x *Ctx, a Args) Value {
	g := x.G
	fv := x.Filter(a.node(0))
	var cands []Ref
	for _, id := range g.Battlefield {
		if o := g.Obj(id); id != x.Source && o.Controller == x.Controller && fv.MatchAnyZone(ObjRef(id)) {
			cands = append(cands, ObjRef(id))
		}
	}
	for _, id := range g.Players[x.Controller].Graveyard {
		if fv.MatchAnyZone(ObjRef(id)) {
			cands = append(cands, ObjRef(id))
		}
	}
	if len(cands) == 0 {
		Fail("%s: no materials to craft with (%s you control or in your graveyard, CR 702.167a)", g.Name(x.Source), fv.Text())
	}
	r := cands[0]
	if len(cands) > 1 {
		r = g.ChooseRef(x.Controller, x.Ability.Keyword, fmt.Sprintf("%s to exile to craft %s", fv.Text(), g.Name(x.Source)), cands)
	}
	g.ExileObj(r.Obj)
	return nil
}

// ReturnTransformed returns a card that was exiled (the object id, or
// the card it became in exile) to the battlefield with its back face up
// under its owner's control (CR 712.14): a new object (CR 400.7). A card
// with no back face stays in exile (CR 701.28c).
func (g *Game) ReturnTransformed(id ObjID) *Object {
	o := g.Obj(id)
	for o != nil && o.Left && o.Next != 0 {
		o = g.Obj(o.Next)
	}
	if o == nil || o.Left || o.Zone != Exile {
		g.logf("%s is no longer in exile to return", g.Name(id))
		return nil
	}
	if o.Card == nil || o.Card.Back == nil || o.IsToken {
		g.logf("%s can't return transformed: it has no back face (CR 701.28c)", g.Name(o.ID))
		return nil
	}
	return g.move(o, Battlefield, moveOpts{Controller: NoPlayer, Transformed: true})
}
