package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"cardc/ast"
	"cardc/interp"
)

// expect checks one hand-written expectation and records a failure when
// it doesn't hold.
func (r *runner) expect(e *Expect) {
	g := r.g
	at := e.Sp.Start
	check := func(what string, got, want any) {
		if fmt.Sprint(got) != fmt.Sprint(want) {
			r.failf(at, "expect %s: got %v, want %v", what, got, want)
		}
	}
	yes := func() bool {
		if e.Word == nil || (e.Word.Name != "yes" && e.Word.Name != "no") {
			r.fatal(at, "expect %s needs yes or no", e.What.Name)
		}
		return e.Word.Name == "yes"
	}
	subj := func() *interp.Object {
		id := r.obj(e.Subject)
		return g.Obj(id)
	}
	switch e.What.Name {
	case "life":
		p := r.playerRef(e.Subject)
		check("life of "+g.PlayerName(p), g.Players[p].Life, e.Int.Value)
	case "zone":
		o := subj()
		z := o.Zone
		if o.Left && o.Zone != interp.ZoneNone {
			z = interp.ZoneNone
		}
		check("zone of "+e.Subject.Text(), z, e.Word.Name)
	case "counters":
		// A player has counters too (CR 122.1): poison, energy.
		if ref := r.ref(e.Subject); ref.IsPlay {
			check(fmt.Sprintf("%s counters on %s", e.Counter, e.Subject.Text()), g.Players[ref.Player].Counters.Get(e.Counter), e.Int.Value)
			break
		}
		o := subj()
		check(fmt.Sprintf("%s counters on %s", e.Counter, e.Subject.Text()), o.Counters.Get(e.Counter), e.Int.Value)
	case "pt":
		c := g.Chars(subj())
		check("power/toughness of "+e.Subject.Text(), fmt.Sprintf("%d/%d", c.Power, c.Toughness), e.PT.Power+"/"+e.PT.Toughness)
	case "damage":
		check("damage marked on "+e.Subject.Text(), subj().Damage, e.Int.Value)
	case "base-power":
		check("base power of "+e.Subject.Text(), g.Chars(subj()).BasePower, e.Int.Value)
	case "name":
		check("name of "+e.Subject.Text(), g.Chars(subj()).Name, e.Str.Value)
	case "type":
		check("type line of "+e.Subject.Text(), g.Chars(subj()).TypeLine(), e.Str.Value)
	case "colors":
		check("colors of "+e.Subject.Text(), g.Chars(subj()).Colors.String(), e.Str.Value)
	case "abilities":
		check("number of abilities of "+e.Subject.Text(), g.Chars(subj()).AbilityCount(), e.Int.Value)
	case "mana-value":
		check("mana value of "+e.Subject.Text(), g.ManaValue(subj()), e.Int.Value)
	case "token":
		check("whether "+e.Subject.Text()+" is a token", subj().IsToken, yes())
	case "tapped":
		check("whether "+e.Subject.Text()+" is tapped", subj().Tapped, yes())
	case "pool":
		p := r.playerRef(e.Subject)
		got := interp.PoolText(g.Players[p].Pool)
		want := "nothing"
		if e.Mana != nil {
			want = poolWant(e.Mana, e.Times)
		} else if e.Word.Name != "empty" {
			r.fatal(at, "expect pool needs mana such as {G}{G} or empty")
		}
		check("mana pool of "+g.PlayerName(p), stripRestrictions(got), want)
	case "could-produce":
		o := subj()
		x := &interp.Ctx{G: g, Source: o.ID, Controller: o.Controller}
		got := g.CouldProduce(x, []interp.Ref{interp.ObjRef(o.ID)})
		want := interp.ManaSet(0)
		if e.Mana != nil {
			for _, s := range interp.ManaOf(e.Mana).Symbols {
				if s.Colored {
					want = want.With(s.Type)
				}
			}
		} else if e.Word.Name != "none" {
			r.fatal(at, "expect could-produce needs mana such as {W}{U} or none")
		}
		check("types of mana "+e.Subject.Text()+" could produce", got, want)
	case "attached":
		o := subj()
		want := "nothing"
		if e.Action != nil && e.Action.Object != nil {
			want = g.RefName(r.ref(e.Action.Object))
		}
		check("what "+e.Subject.Text()+" is attached to", g.RefName(o.AttachedTo), want)
	case "permanents":
		p := r.playerRef(e.Subject)
		n := 0
		for _, o := range g.Controlled(p) {
			if g.Chars(o).Name == e.Str.Value {
				n++
			}
		}
		check(fmt.Sprintf("permanents named %q %s controls", e.Str.Value, g.PlayerName(p)), n, e.Int.Value)
	case "stack":
		check("number of items on the stack", len(g.Stack), e.Int.Value)
	case "cards":
		p := r.playerRef(e.Subject)
		z, ok := interp.ZoneByName(e.Word.Name)
		if !ok || z == interp.Battlefield || z == interp.Stack || z == interp.Exile {
			r.fatal(at, "expect cards needs library, hand or graveyard")
		}
		check(fmt.Sprintf("cards in %s's %s", g.PlayerName(p), z), len(g.ZoneList(z, p)), e.Int.Value)
	case "step":
		check("step", g.Step.String(), e.Word.Name)
	case "turn":
		check("turn", g.Turn, e.Int.Value)
	case "draw":
		check("whether the game is a draw", g.Over && g.Draw, yes())
	case "winner":
		p := r.playerRef(e.Subject)
		check("winner", g.PlayerName(g.Winner), g.PlayerName(p))
	case "monarch":
		p := r.playerRef(e.Subject)
		check("monarch", g.PlayerName(g.Monarch), g.PlayerName(p))
	case "cost":
		st := e.Action
		if st.Verb != "cast" {
			r.fatal(at, "expect cost takes a cast: expect cost alice cast bears {1}{G}")
		}
		total, err := g.CostOf(r.player(st.Actor), r.obj(st.Object), r.opts(st))
		if err != nil {
			r.failf(at, "expect cost: casting is illegal: %v", err)
			return
		}
		want := interp.ManaOf(e.Mana).Resolve(0)
		check("total cost", total.String(), want.String())
	case "illegal":
		st := e.Action
		before := len(g.Log.Lines)
		// The inner action's own `choose …` answers its choices.
		ch := g.Chooser.(*scripted)
		saved, savedUsed := ch.answers, ch.used
		ch.answers, ch.used = st.Choose, 0
		err := func() error {
			// Restored however the inner action ends: a scenario error
			// in it (a reference to nothing, say) unwinds past here.
			defer func() { ch.answers, ch.used = saved, savedUsed }()
			return r.act(st)
		}()
		if err == nil {
			r.failf(at, "expect illegal: the action was legal")
			return
		}
		if !strings.Contains(err.Error(), e.Str.Value) {
			r.failf(at, "expect illegal: the reason was %q, which doesn't contain %q", err.Error(), e.Str.Value)
		}
		g.Log.Lines = g.Log.Lines[:before]
		g.Note("illegal: %s", err.Error())
	default:
		r.fatal(at, "unknown expectation %q", e.What.Name)
	}
}

func (r *runner) playerRef(s *SRef) interp.PlayerID {
	ref := r.ref(s)
	if !ref.IsPlay {
		r.fatal(s.Sp.Start, "%s is not a player", s.Text())
	}
	return ref.Player
}

// poolWant is the pool an expectation states, as the state text prints
// it: adjacent units of one type are one run, and a run of more than nine
// is the symbol and the number (interp.ManaRunText).
func poolWant(m *ast.ManaLit, times []int) string {
	var b strings.Builder
	for i := 0; i < len(m.Symbols); {
		sym, n := m.Symbols[i].Text, times[i]
		j := i + 1
		for ; j < len(m.Symbols) && m.Symbols[j].Text == sym; j++ {
			n += times[j]
		}
		i = j
		if n > 9 {
			b.WriteString("{" + sym + "}x" + strconv.Itoa(n))
			continue
		}
		b.WriteString(strings.Repeat("{"+sym+"}", n))
	}
	return b.String()
}

func stripRestrictions(s string) string {
	for {
		i := strings.Index(s, "(only ")
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], ")")
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+1:]
	}
}
