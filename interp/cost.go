package interp

// costProbe stops a cast once its total cost is known.
type costProbe struct{ total Total }

// CostOf returns the total cost a player would pay to cast a card with
// the given choices (CR 601.2f), without casting it.
func (g *Game) CostOf(p PlayerID, card ObjID, opt PlayOpts) (total Total, err error) {
	snap := g.Fork()
	defer func() {
		x := recover()
		g.restore(snap)
		switch v := x.(type) {
		case nil:
		case costProbe:
			total = v.total
		case *RuntimeError:
			err = v
		default:
			panic(x)
		}
	}()
	g.probeCost = true
	g.cast(p, card, opt)
	return Total{}, errorf("casting did not reach cost determination")
}
