package interp

// PayLife makes a player pay life as a cost (CR 119.4): only with a life
// total at least the payment; paying life is losing that much life.
func (g *Game) PayLife(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	pl := g.Players[p]
	if pl.Life < n {
		Fail("%s can't pay %d life: their life total is %d (CR 119.4)", pl.Name, n, pl.Life)
	}
	pl.Life -= n
	g.noteLifeLost(p, n)
	g.logf("%s pays %d life (life %d)", pl.Name, n, pl.Life)
	g.checkTriggers(&Event{Kind: EvLifeLoss, Player: p, Amount: n}, nil)
}
