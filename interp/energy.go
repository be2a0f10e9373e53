package interp

// EnergyCounter is the kind of counter a player gets as energy: the
// energy symbol {E} (CR 107.14) stands for one energy counter on a player
// (CR 122.1, 122.1c). A player gets energy by an effect ("you get {E}{E}")
// and pays it as a cost ("Pay {E}{E}{E}{E}:"), and can't pay more than
// they have.
const EnergyCounter CounterKind = "energy"

// GetEnergy gives player p n energy counters ("you get {E}{E}", CR
// 107.14); the replacement effects on a player getting counters apply
// first (AddPlayerCounters).
func (g *Game) GetEnergy(p PlayerID, n int) {
	if n <= 0 {
		g.logf("%s gets no {E}", g.PlayerName(p))
		return
	}
	g.AddPlayerCounters(p, EnergyCounter, n)
}

// PayEnergy makes player p pay n energy counters, a cost (CR 107.14,
// 118.3): paying removes that many; with fewer the cost can't be paid.
// The turn's history counts the energy paid (EnergyPaidOrLost).
func (g *Game) PayEnergy(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	pl := g.Players[p]
	if have := pl.Counters.Get(string(EnergyCounter)); have < n {
		Fail("%s can't pay %d {E}: they have %d (CR 107.14, 118.3)", pl.Name, n, have)
	}
	pl.Counters.Add(string(EnergyCounter), -n)
	if int(p) >= 0 && int(p) < len(g.history.EnergyPaidOrLost) {
		g.history.EnergyPaidOrLost[p] += n
	}
	g.logf("%s pays %d {E} (now %d)", pl.Name, n, pl.Counters.Get(string(EnergyCounter)))
}

// Energy is how many energy counters player p has.
func (g *Game) Energy(p PlayerID) int {
	return g.Players[p].Counters.Get(string(EnergyCounter))
}
