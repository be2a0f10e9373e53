package interp

import (
	"fmt"
	"slices"
)

// The memory of a settled state: state-based actions (CR 704.3) are
// checked every time a player would receive priority, and most of those
// times nothing that they look at has changed since the last check found
// none to perform.

// settledStill reports whether the game is, as far as any state-based
// action can tell, the state in which the last check found none: the
// continuous effects, the battlefield and its permanents' status (the
// stamps), the turn, the stack's and the zones' sizes, and each player's
// life, poison counters, draws from an empty library and loss. With the
// caches checked (CacheCheck), the check is made anyway, and a
// state-based action that applies in a state remembered as settled
// panics.
func (g *Game) settledStill() bool {
	s := &g.settled
	if s.effects != g.effectsStamp || s.battlefield != g.bfStamp || s.status != g.statusStamp || s.tap != g.tapStamp {
		return false
	}
	var buf [24]int
	if !slices.Equal(s.players, g.appendSettledPrint(buf[:0])) {
		return false
	}
	if g.CacheCheck != nil {
		saved := *s
		g.CacheCheck.Hits++
		if g.findStateBasedActions(false) {
			panic(fmt.Sprintf("interp: a state-based action applies in a state remembered as settled (%+v)", saved))
		}
		return false
	}
	return true
}

// settledNow remembers the game's state as one in which no state-based
// action applies.
func (g *Game) settledNow() {
	g.settled = fingerprint{effects: g.effectsStamp, battlefield: g.bfStamp, status: g.statusStamp, tap: g.tapStamp,
		players: g.appendSettledPrint(nil)}
}

// appendSettledPrint appends what a state-based action looks at outside
// the stamps: the players' print (see appendPlayersPrint) and each
// player's poison counters, draws from an empty library and loss.
func (g *Game) appendSettledPrint(buf []int) []int {
	buf = g.appendPlayersPrint(buf)
	for _, p := range g.Players {
		lost := 0
		if p.Lost {
			lost = 1
		}
		buf = append(buf, p.Counters.Get(string(PoisonCounter)), p.Drew, lost)
	}
	if g.Over {
		buf = append(buf, 1)
	}
	return buf
}
