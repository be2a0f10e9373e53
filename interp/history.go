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
	// Damaged says each player was dealt damage this turn (CR 120.3),
	// whatever its result (life loss or poison counters).
	Damaged [2]bool
	// CreatureCardsToGraveyard counts, for each player, the creature
	// cards put into their graveyard from anywhere this turn (a token
	// isn't a card, CR 111.1), indexed by PlayerID.
	CreatureCardsToGraveyard [2]int
	// CardsDrawn counts the cards each player drew this turn (CR 121.1),
	// indexed by PlayerID.
	CardsDrawn [2]int
	// CardsToGraveyard counts the cards put into each player's graveyard
	// from anywhere this turn, indexed by their owner (a token is no card,
	// CR 111.1, and a spell copy isn't either, CR 707.10).
	CardsToGraveyard [2]int
	// Descended is, for each player, whether a permanent card (CR 110.4b:
	// an artifact, battle, creature, enchantment, land or planeswalker
	// card) was put into their graveyard from anywhere this turn: the
	// player descended (the reminder text of "if you descended this
	// turn").
	Descended [2]bool
	// CreatureSpellCountered is, for each player, whether a creature
	// spell they cast was countered this turn by a spell or ability
	// another player controlled (CR 701.5a).
	CreatureSpellCountered [2]bool
	// EnergyPaidOrLost counts the energy counters each player paid or
	// lost this turn (CR 107.14: "if you've paid or lost four or more {E}
	// this turn"), indexed by PlayerID.
	EnergyPaidOrLost [2]int
	// Entered lists the permanents that entered the battlefield this
	// turn, each with the player under whose control it entered.
	Entered []Entered
	// Sacrificed counts the permanents each player sacrificed this turn
	// (CR 701.17a: a player sacrifices a permanent they control), as a
	// cost or an effect, indexed by PlayerID.
	Sacrificed [2]int
	// SpellsCast counts the spells each player cast this turn (CR
	// 601.2i), indexed by PlayerID: a copy isn't cast (CR 707.10), so it
	// isn't counted. A trigger on a cast sees the count with that spell.
	SpellsCast [2]int
}

// Entered is a permanent that entered the battlefield (CR 603.6a), and
// the player under whose control it entered.
type Entered struct {
	Obj        ObjID
	Controller PlayerID
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
		if ev.To == Battlefield {
			n := g.Obj(ev.New)
			if n == nil {
				n = g.Obj(ev.Obj)
			}
			if n != nil {
				// A fork shares the list: appending copies it.
				h.Entered = append(h.Entered[:len(h.Entered):len(h.Entered)], Entered{Obj: n.ID, Controller: n.Controller})
			}
		}
		if o := g.Obj(ev.Obj); ev.To == Graveyard && o != nil && !o.IsToken && !o.IsCopy && int(o.Owner) < len(h.CardsToGraveyard) && o.Owner >= 0 {
			h.CardsToGraveyard[o.Owner]++
		}
		if ev.To == Graveyard {
			h.noteDescent(g, g.Obj(ev.New))
		}
		if ev.From == Battlefield && ev.To == Graveyard {
			if o := g.Obj(ev.Obj); o != nil && g.Chars(o).Is("Creature") {
				h.CreaturesDied++
			}
		}
		if ev.To == Graveyard {
			if n := g.Obj(ev.New); n != nil && !n.IsToken && g.Chars(n).Is("Creature") && int(n.Owner) < len(h.CreatureCardsToGraveyard) {
				h.CreatureCardsToGraveyard[n.Owner]++
			}
		}
	case EvCast:
		if ev.Player >= 0 && int(ev.Player) < len(h.SpellsCast) {
			h.SpellsCast[ev.Player]++
		}
	case EvDraw:
		if int(ev.Player) < len(h.CardsDrawn) {
			h.CardsDrawn[ev.Player]++
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
			if p := ev.Target.Player; p >= 0 && int(p) < len(h.Damaged) && ev.Amount > 0 {
				h.Damaged[p] = true
			}
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
