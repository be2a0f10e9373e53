package interp

import "fmt"

// CollectEvidence makes player p collect evidence n (CR 701.59a): they
// exile cards from their graveyard with total mana value n or greater,
// choosing them one at a time until the total reaches n. A player whose
// graveyard's total mana value is less than n can't collect evidence n
// (CR 701.59b): as a cost it can't be paid, and as an effect nothing
// happens. It reports whether evidence was collected; when it was, the
// abilities that trigger "whenever you collect evidence" trigger
// (EvCollectEvidence).
func (g *Game) CollectEvidence(p PlayerID, n int, cost bool) bool {
	pl := g.Players[p]
	total := 0
	var cands []Ref
	for _, id := range pl.Graveyard {
		total += g.ManaValue(g.Obj(id))
		cands = append(cands, ObjRef(id))
	}
	if total < n {
		if cost {
			Fail("%s can't collect evidence %d: the cards in their graveyard have total mana value %d (CR 701.59b)", pl.Name, n, total)
		}
		g.logf("%s can't collect evidence %d: the cards in their graveyard have total mana value %d (CR 701.59b)", pl.Name, n, total)
		return false
	}
	var chosen []ObjID
	got := 0
	for got < n {
		opts := make([]string, len(cands))
		for i, c := range cands {
			opts[i] = g.RefName(c)
		}
		i := g.choose(Choice{Player: p, Kind: "evidence", Prompt: fmt.Sprintf("a card to exile to collect evidence %d (total so far %d)", n, got), Options: opts})
		c := cands[i]
		cands = append(cands[:i:i], cands[i+1:]...)
		chosen = append(chosen, c.Obj)
		got += g.ManaValue(g.Obj(c.Obj))
	}
	g.logf("%s collects evidence %d: exiles %d card%s with total mana value %d", pl.Name, n, len(chosen), plural(len(chosen)), got)
	for _, id := range chosen {
		g.Move(id, Exile, NoPlayer, false, Ref{})
	}
	g.checkTriggers(&Event{Kind: EvCollectEvidence, Player: p, Amount: got}, nil)
	return true
}
