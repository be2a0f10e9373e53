package interp

// TurnHistory is what the game remembers of the current turn for the
// conditions and amounts that ask about it ("if a creature died this
// turn", "the amount of life you lost this turn"). It is kept as events
// happen (see noteHistory) and forgotten as each turn begins. It is a
// value, so forking a game copies it.
type TurnHistory struct {
	// CreaturesDied counts the creatures put into a graveyard from the
	// battlefield this turn (CR 700.4: "dies").
	CreaturesDied int
	// LifeGained and LifeLost are each player's totals this turn (CR
	// 119.3), indexed by PlayerID.
	LifeGained, LifeLost [2]int
	// Descended is, for each player, whether a permanent card (CR 110.4b:
	// an artifact, battle, creature, enchantment, land or planeswalker
	// card) was put into their graveyard from anywhere this turn: the
	// player descended (the reminder text of "if you descended this
	// turn").
	Descended [2]bool
}

// History returns the current turn's history.
func (g *Game) History() *TurnHistory { return &g.history }

// noteHistory records a did-event in the turn's history.
func (g *Game) noteHistory(ev *Event) {
	if ev.Would {
		return
	}
	h := &g.history
	switch ev.Kind {
	case EvZoneChange:
		if ev.To == Graveyard {
			h.noteDescent(g, g.Obj(ev.New))
		}
		if ev.From == Battlefield && ev.To == Graveyard {
			if o := g.Obj(ev.Obj); o != nil && g.Chars(o).Is("Creature") {
				h.CreaturesDied++
			}
		}
	case EvLifeGain:
		if int(ev.Player) < len(h.LifeGained) {
			h.LifeGained[ev.Player] += ev.Amount
		}
	case EvLifeLoss:
		h.loseLife(ev.Player, ev.Amount)
	case EvDamage:
		// CR 120.3a: damage dealt to a player causes that much life loss.
		if ev.Target.IsPlay {
			h.loseLife(ev.Target.Player, ev.Amount)
		}
	}
}

func (h *TurnHistory) loseLife(p PlayerID, n int) {
	if p >= 0 && int(p) < len(h.LifeLost) {
		h.LifeLost[p] += n
	}
}

// noteDescent records that the owner of a permanent card put into a
// graveyard descended. A token isn't a card (CR 111.1).
func (h *TurnHistory) noteDescent(g *Game, o *Object) {
	if o == nil || o.IsToken || o.Owner < 0 || int(o.Owner) >= len(h.Descended) {
		return
	}
	c := g.Chars(o)
	for _, t := range []string{"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"} {
		if c.Is(t) {
			h.Descended[o.Owner] = true
			return
		}
	}
}
