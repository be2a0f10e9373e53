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
// stamps), the stack's size, and each player's life, poison counters,
// draws from an empty library and loss. The turn, the step, the active
// player and the sizes of the players' zones, and which permanents are
// tapped, count only when what the check looked at read them (see
// charsRead): no state-based action reads them itself (CR 704.5). With the caches
// checked (CacheCheck), the check is made anyway, and a state-based
// action that applies in a state remembered as settled panics.
func (g *Game) settledStill() bool {
	s := &g.settled
	if s.effects != g.effectsStamp || s.battlefield != g.bfStamp || s.status != g.statusStamp || s.combat != g.combatStamp || s.readTapped && s.tap != g.tapStamp {
		return false
	}
	var buf [24]int
	if !slices.Equal(s.players, g.appendSettledPrint(buf[:0], s.readTurn)) {
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

// settledPrint is the fingerprint of a settled state (see settledStill):
// readTurn and readTapped say whether the check read the turn and the
// tapped permanents, and so whether the print holds them.
type settledPrint struct {
	fingerprint
	readTurn, readTapped bool
}

// charsRead is what the characteristics and filters a state-based action
// check looked at read beyond the battlefield's stamps and the players'
// life: a world, a characteristic-defining ability or a filter that reads
// the players' zones or the turn (turn), one that reads whether
// permanents are tapped (tapped), one that reads a permanent's combat or
// damage status (combat, which only a could-produce answer looks at, see
// cpMemo). The check clears it first.
type charsRead struct{ turn, tapped, combat bool }

// settledNow remembers the game's state as one in which no state-based
// action applies, with what the check read (g.read).
func (g *Game) settledNow() {
	g.settled = settledPrint{
		fingerprint: fingerprint{effects: g.effectsStamp, battlefield: g.bfStamp, status: g.statusStamp, tap: g.tapStamp, combat: g.combatStamp,
			players: g.appendSettledPrint(make([]int, 0, 6+7*len(g.Players)), g.read.turn)},
		readTurn: g.read.turn, readTapped: g.read.tapped,
	}
}

// appendSettledPrint appends what a state-based action looks at outside
// the stamps: with turn, the players' print (see appendPlayersPrint),
// else the stack's size and each player's life; then each player's poison
// counters, draws from an empty library and loss.
func (g *Game) appendSettledPrint(buf []int, turn bool) []int {
	if turn {
		buf = g.appendPlayersPrint(buf, true)
	} else {
		buf = append(buf, len(g.Stack))
		for _, p := range g.Players {
			buf = append(buf, p.Life)
		}
	}
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
