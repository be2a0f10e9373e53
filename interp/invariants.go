package interp

import (
	"fmt"
	"strings"
)

// Unsettled describes the state-based actions that would still apply,
// tried on a fork of the game whose choices ch makes, or returns "".
// Before a player gets priority they are performed until none applies
// (CR 704.3, 117.5).
func (g *Game) Unsettled(ch Chooser) (desc string) {
	may := g.mayBeUnsettled()
	if !may && g.CacheCheck == nil {
		return ""
	}
	f := g.Fork()
	f.Log = &Log{}
	f.Chooser = ch
	defer func() {
		if x := recover(); x != nil {
			desc = fmt.Sprintf("performing the state-based actions that still apply panicked: %v", x)
		}
	}()
	if f.stateBasedActions() {
		missed := ""
		if !may {
			missed = " (and the check on the game itself missed them)"
		}
		return "state-based actions still apply" + missed + ": " + strings.TrimSpace(strings.Join(f.Log.Lines, "; "))
	}
	return ""
}

// mayBeUnsettled checks on the game itself, changing nothing, whether a
// state-based action applies, so that Unsettled forks only when one does
// (or when the check panics: the fork then reports the panic).
func (g *Game) mayBeUnsettled() (may bool) {
	defer func() {
		if recover() != nil {
			may = true
		}
	}()
	return g.stateBasedActionsApply()
}

// CheckInvariants returns a description of the first broken invariant:
// every live object in exactly one zone list matching its zone; no
// negative counters, damage or mana; no face-down card outside the
// battlefield and the stack; every object the log names (from line
// fromLine on) exists.
func (g *Game) CheckInvariants(fromLine int) string {
	// Where each object was listed, as a place number (see placeName);
	// ids outside the object table go in a map.
	seen := g.seenScratch
	if cap(seen) >= len(g.objs) {
		seen = seen[:len(g.objs)]
		clear(seen)
	} else {
		seen = make([]uint8, len(g.objs), len(g.objs)+len(g.objs)/2)
	}
	g.seenScratch = seen
	var odd map[ObjID]uint8
	const battlefield, exile, stack, command, firstPlayer = 1, 2, 3, 4, 5
	zoneNames := [...]string{"library", "hand", "graveyard"}
	placeName := func(pl uint8) string {
		switch pl {
		case battlefield:
			return Battlefield.String()
		case exile:
			return Exile.String()
		case stack:
			return Stack.String()
		case command:
			return Command.String()
		}
		i := int(pl - firstPlayer)
		return g.Players[i/3].Name + "'s " + zoneNames[i%3]
	}
	// place records where id is listed; the common case, an id of the
	// table seen for the first time, is written out where it is called.
	place := func(id ObjID, pl uint8) string {
		prev := uint8(0)
		if id > 0 && int(id) < len(seen) {
			prev, seen[id] = seen[id], pl
		} else {
			if odd == nil {
				odd = map[ObjID]uint8{}
			}
			prev, odd[id] = odd[id], pl
		}
		if prev != 0 {
			return fmt.Sprintf("%s is in both %s and %s", g.Name(id), placeName(prev), placeName(pl))
		}
		return ""
	}
	// Every listed object must exist, not have left its zone, and be in
	// the zone of its list; what it has is checked there (objectBroken).
	// Counting them, every object that hasn't left its zone is listed
	// when as many are listed as haven't (see Game.left).
	listed := 0
	inList := func(id ObjID, pl uint8, z Zone) string {
		o := g.Obj(id)
		switch {
		case o == nil:
			return fmt.Sprintf("#%d is listed in %s but doesn't exist", id, placeName(pl))
		case o.Left:
			return fmt.Sprintf("%s is listed in %s but has left it", g.Name(id), placeName(pl))
		case o.Zone != z:
			return fmt.Sprintf("%s is listed in %s but is in %s", g.Name(id), placeName(pl), o.Zone)
		case mayBeBroken(o):
			return g.objectBroken(o)
		}
		return ""
	}
	// each checks a zone list, the common case written out: an object
	// listed once, where it should be, with nothing that could be wrong.
	each := func(l []ObjID, pl uint8, z Zone) string {
		for _, id := range l {
			if id > 0 && int(id) < len(seen) && seen[id] == 0 {
				seen[id] = pl
			} else if s := place(id, pl); s != "" {
				return s
			}
			if o := g.Obj(id); o == nil || o.Left || o.Zone != z || mayBeBroken(o) {
				if s := inList(id, pl, z); s != "" {
					return s
				}
			}
		}
		listed += len(l)
		return ""
	}
	if s := each(g.Battlefield, battlefield, Battlefield); s != "" {
		return s
	}
	if s := each(g.Exile, exile, Exile); s != "" {
		return s
	}
	if s := each(g.Command, command, Command); s != "" {
		return s
	}
	for _, it := range g.Stack {
		if it.Spell != 0 {
			if s := place(it.Spell, stack); s != "" {
				return s
			}
			if s := inList(it.Spell, stack, Stack); s != "" {
				return s
			}
			listed++
		}
	}
	for i, p := range g.Players {
		for z, l := range [...][]ObjID{p.Library, p.Hand, p.Graveyard} {
			if s := each(l, uint8(firstPlayer+3*i+z), [...]Zone{Library, Hand, Graveyard}[z]); s != "" {
				return s
			}
		}
		for _, m := range p.Pool {
			if m.Type >= numManaTypes {
				return "a mana unit of no type"
			}
			if m.Amount <= 0 {
				return "a mana pool entry with no units"
			}
		}
	}
	if listed != len(g.objs)-1-g.left {
		// An object that hasn't left its zone isn't listed, or the count
		// is off: found by looking at every object. (What else is
		// unlisted was never in a zone: a copy made to be cast.)
		gone := 0
		for _, o := range g.objs[1:] {
			switch {
			case o.Left:
				gone++
			case o.Zone != ZoneNone && seen[o.ID] == 0:
				return fmt.Sprintf("%s is in %s but in no zone list", g.Name(o.ID), o.Zone)
			}
		}
		if gone != g.left {
			return fmt.Sprintf("%d objects have left their zones, but the game counts %d", gone, g.left)
		}
	}
	if fromLine > len(g.Log.Lines) {
		fromLine = 0
	}
	for _, line := range g.Log.Lines[fromLine:] {
		if ref, ok := g.unknownObjRef(line); ok {
			return fmt.Sprintf("the log names #%s, which never existed: %q", ref, strings.TrimSpace(line))
		}
	}
	return ""
}

// mayBeBroken reports whether objectBroken has anything to look at.
func mayBeBroken(o *Object) bool { return len(o.Counters) > 0 || o.FaceDown || o.Damage < 0 }

// objectBroken describes what is wrong with what an object in a zone
// has, or returns "".
func (g *Game) objectBroken(o *Object) string {
	for _, c := range o.Counters {
		if c.N < 0 {
			return fmt.Sprintf("%s has %d %s counters", g.Name(o.ID), c.N, c.Kind)
		}
	}
	if o.FaceDown && o.Zone != Battlefield && o.Zone != Stack {
		// CR 708.9: a face-down object leaving the battlefield or the
		// stack is face up in its new zone.
		return fmt.Sprintf("%s is face down in %s", g.Name(o.ID), o.Zone)
	}
	if o.Damage < 0 {
		return fmt.Sprintf("%s has negative damage", g.Name(o.ID))
	}
	return ""
}

// unknownObjRef finds the first #id reference in a log line to an object
// that never existed, and returns its digits.
func (g *Game) unknownObjRef(line string) (string, bool) {
	for i := 0; i < len(line); i++ {
		if line[i] != '#' {
			k := strings.IndexByte(line[i:], '#')
			if k < 0 {
				return "", false
			}
			i += k
		}
		n, j := 0, i+1
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			if n < len(g.objs) {
				n = n*10 + int(line[j]-'0')
			}
			j++
		}
		if j > i+1 && (n <= 0 || n >= len(g.objs)) {
			return line[i+1 : j], true
		}
		i = j - 1
	}
	return "", false
}
