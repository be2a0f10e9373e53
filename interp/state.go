package interp

import (
	"fmt"
	"strings"
)

// StateText renders the game's state canonically.
func (g *Game) StateText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d, %s's %s step", g.Turn, g.PlayerName(g.Active), g.Step)
	if g.Over {
		switch {
		case g.Draw:
			b.WriteString(", game over: draw")
		case g.Winner != NoPlayer:
			fmt.Fprintf(&b, ", game over: %s wins", g.PlayerName(g.Winner))
		}
	}
	b.WriteString("\n")
	if g.Monarch != NoPlayer {
		fmt.Fprintf(&b, "monarch: %s\n", g.PlayerName(g.Monarch))
	}
	for _, p := range g.Players {
		fmt.Fprintf(&b, "%s: life %d, pool %s\n", p.Name, p.Life, poolText(p.Pool))
		fmt.Fprintf(&b, "  library: %d cards\n", len(p.Library))
		g.zoneText(&b, "hand", p.Hand)
		var bf []ObjID
		for _, id := range g.Battlefield {
			if g.Obj(id).Controller == p.ID {
				bf = append(bf, id)
			}
		}
		g.zoneText(&b, "battlefield", bf)
		g.zoneText(&b, "graveyard", p.Graveyard)
		var ex []ObjID
		for _, id := range g.Exile {
			if g.Obj(id).Owner == p.ID {
				ex = append(ex, id)
			}
		}
		g.zoneText(&b, Exile.String(), ex)
		var em []ObjID
		for _, id := range g.Command {
			if g.Obj(id).Owner == p.ID {
				em = append(em, id)
			}
		}
		g.zoneText(&b, Command.String(), em)
	}
	if len(g.Stack) > 0 {
		b.WriteString("stack (top last):\n")
		for _, it := range g.Stack {
			if it.Spell != 0 {
				fmt.Fprintf(&b, "  %s\n", g.describeObj(g.Obj(it.Spell)))
			} else {
				fmt.Fprintf(&b, "  ability of %s\n", g.Name(it.Source))
			}
		}
	}
	return b.String()
}

func (g *Game) zoneText(b *strings.Builder, name string, ids []ObjID) {
	if len(ids) == 0 {
		return
	}
	fmt.Fprintf(b, "  %s:\n", name)
	for _, id := range ids {
		fmt.Fprintf(b, "    %s\n", g.describeObj(g.Obj(id)))
	}
}

func (g *Game) describeObj(o *Object) string {
	c := g.Chars(o)
	if o.Zone == Command {
		// An emblem has no characteristics but its abilities (CR 114.2).
		return fmt.Sprintf("%s — emblem with %d abilit%s", g.Name(o.ID), len(c.Abilities), map[bool]string{true: "y", false: "ies"}[len(c.Abilities) == 1])
	}
	s := fmt.Sprintf("%s — %s", g.Name(o.ID), c.TypeLine())
	if c.Is("Creature") {
		s += fmt.Sprintf(" %d/%d", c.Power, c.Toughness)
	}
	var flags []string // the state text's status words
	if o.IsToken {
		flags = append(flags, "token")
	}
	if o.IsCopy {
		flags = append(flags, "copy")
	}
	if o.Zone == Battlefield {
		if o.Tapped {
			flags = append(flags, "tapped")
		}
		if o.Damage > 0 {
			flags = append(flags, fmt.Sprintf("damage %d", o.Damage))
		}
		if len(o.Copies) > 0 {
			flags = append(flags, "copying "+copiedName(o.Copies[len(o.Copies)-1].Values))
		}
		if !o.AttachedTo.IsZero() {
			flags = append(flags, "attached to "+g.RefName(o.AttachedTo))
		}
		for _, k := range choiceKinds {
			if v := o.note().Chosen.Get(k); v != "" {
				flags = append(flags, "chosen "+k+" "+v)
			}
		}
	}
	flags = append(flags, faceFlags(o)...)
	if len(o.Counters) > 0 {
		flags = append(flags, countersText(o.Counters))
	}
	if len(flags) > 0 {
		s += " [" + strings.Join(flags, ", ") + "]"
	}
	return s
}
