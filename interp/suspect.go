package interp

// Suspect makes a creature suspected (CR 701.60a): for as long as it is
// suspected it has menace and can't block (CR 701.60c). The designation
// stays until the permanent leaves the battlefield (it becomes a new
// object, CR 400.7); suspecting a suspected creature changes nothing
// (CR 701.60b).
func (g *Game) Suspect(id ObjID) {
	o := g.undesignated(id, func(o *Object) bool { return o.Suspected }, "suspected", "CR 701.60b")
	if o == nil {
		return
	}
	o.Suspected = true
	g.logf("%s becomes suspected", g.Name(id))
	menace := g.Pool.keywords[BlockedOnlyByTwoOrMore]
	g.addEffect(&Continuous{Layer: LayerAbility, Object: id, Until: Forever, Grant: []Keyword{menace},
		Text: g.Name(id) + " has " + menace.Name + " while suspected"})
	g.addEffect(&Continuous{Object: id, Rule: RuleCantBlock, Until: Forever, Text: g.Name(id) + " can't block while suspected"})
}
