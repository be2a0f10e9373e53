package interp

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// EventKind is the kind of a game event.
type EventKind int

// The event kinds.
const (
	EvZoneChange EventKind = iota + 1
	EvMana
	EvDamage
	EvCounters
	EvTap
	EvUntap
	EvCast
	EvStep
	EvLifeLoss
	EvLifeGain
	EvDraw
	EvBecomesTarget
	EvTransform
	EvAttack  // a creature is declared as an attacker (CR 508.3a)
	EvBlock   // a creature is declared as a blocker of Target (CR 509.3c)
	EvBlocked // an attacking creature becomes blocked (CR 509.3d)
	// EvUnblocked: blockers are declared and none blocks the attacking
	// creature Obj, which becomes unblocked (CR 509.1h).
	EvUnblocked
	EvCopy    // a copy of a spell is put on the stack (CR 707.10)
	EvMonarch // a player becomes the monarch (CR 724.1)
	EvDiscard // a player discards a card (CR 701.9a): Obj in hand, New in the graveyard
	EvCycle   // a player cycles a card (CR 702.29c): Obj in hand, New in the graveyard
	// EvCombatDamage is the combat damage one source dealt in a step, to
	// every recipient together (CR 510.2): Source and the total Amount.
	EvCombatDamage
	// EvLeaveGraveyard: one or more cards left Player's graveyard at the
	// same time, Objs the cards as they were there (CR 603.2c, 603.10a).
	EvLeaveGraveyard
	// EvCollectEvidence: Player collected evidence (CR 701.59a), Amount
	// the total mana value of the cards exiled.
	EvCollectEvidence
	// NumEventKinds is one more than the last kind.
	NumEventKinds
)

// Builtin.Kinds holds a bit for each kind.
var _ [64 - NumEventKinds]struct{}

// Event is a typed game event. It is first built as a "would" event and
// passed through replacement effects, then performed and, as a "did"
// event, matched against triggered abilities.
type Event struct {
	Kind   EventKind
	Would  bool
	Obj    ObjID // the object moving, dealt damage, tapped…
	New    ObjID // a zone change's new object
	From   Zone
	To     Zone
	Player PlayerID // who: the mana ability's activator, the caster, the player losing life
	Source ObjID    // the mana's or damage's source
	// Ability is the mana ability that produced mana.
	Ability *AbilityDef
	// TappedForMana: a mana ability with {T} in its cost (CR 106.12).
	TappedForMana bool
	Mana          ManaSpec
	Produced      []Mana // the mana a did-event added, an amount of each type
	Amount        int
	Combat        bool
	Target        Ref
	Step          Step
	StepPlayer    PlayerID
	Counter       CounterKind
	// Objs are the objects of a batched event (EvLeaveGraveyard).
	Objs []ObjID

	// Enter-the-battlefield modifications made by replacement effects.
	EnterCounters map[CounterKind]int
	// EnterTapped: the permanent enters tapped (CR 614.1c).
	EnterTapped bool
	// Top: a zone change to a library puts the card on top; otherwise on
	// the bottom (a replacement effect may redirect a move, CR 614.1a).
	Top bool
	// EnterIfCounters are counters added only if the entering permanent,
	// once its copy effect applies, matches the filter.
	EnterIfCounters []CopyChange
	EnterCopy       *CopyVal
	Transformed     bool
	// Sacrificed: a zone change from the battlefield that is a sacrifice
	// (CR 701.17a); Obj's controller as it last existed sacrificed it.
	Sacrificed bool
	AttachTo   Ref
	Controller PlayerID

	// applied records the replacement effects already applied (CR 616.1:
	// each applies once to an event).
	applied map[replKey]bool
}

type replKey struct {
	src ObjID
	ab  *AbilityDef
}

// ManaEventVal is what `as` binds for a mana event: the event, which also
// stands for its source permanent.
type ManaEventVal struct{ Ev *Event }

// replacement is one applicable replacement effect.
type replacement struct {
	src  ObjID
	ab   *AbilityDef
	ctrl PlayerID
	copy bool // an "enters as a copy" effect (CR 616.1c)
	self bool // a self-replacement effect (CR 614.15)
	desc string
}

// replacementsFor collects the replacement effects that apply to ev and
// haven't applied yet. self is the entering object for zone changes to
// the battlefield, whose own "enters with" and "enters as" abilities apply.
func (g *Game) replacementsFor(ev *Event, self *Object, selfChars *Chars) []replacement {
	var out []replacement
	var probe *Ctx
	if self != nil {
		// The entering object's abilities about itself.
		for _, ab := range selfChars.Abilities {
			if ab.Kind == ReplacementAbility && ab.Trigger == nil && !ev.applied[replKey{self.ID, ab}] {
				out = append(out, replacement{src: self.ID, ab: ab, ctrl: self.Controller, self: true, copy: abilityHas(ab, RoleEnterAsCopy), desc: selfChars.Name})
			}
		}
	}
	// Matching an event changes nothing, so the list is walked in place.
	for _, e := range g.abilities().replacements {
		if self != nil && e.id == self.ID {
			continue
		}
		if probe == nil {
			probe = new(Ctx)
		}
		out = g.matchReplacement(out, ev, replacementSource{g.Obj(e.id), e.c, e.ab}, probe)
	}
	return out
}

// replacementSource is a replacement ability of a permanent that applies
// to events (not to its own entering).
type replacementSource struct {
	o  *Object
	c  *Chars
	ab *AbilityDef
}

// replacementSources lists the battlefield's replacement abilities that
// apply to events.
func (g *Game) replacementSources() []replacementSource {
	var out []replacementSource
	for _, e := range g.abilities().replacements {
		out = append(out, replacementSource{g.Obj(e.id), e.c, e.ab})
	}
	return out
}

// matchReplacements returns those of srcs that apply to the event.
func (g *Game) matchReplacements(ev *Event, srcs []replacementSource) []replacement {
	var out []replacement
	probe := new(Ctx)
	for _, s := range srcs {
		out = g.matchReplacement(out, ev, s, probe)
	}
	return out
}

// matchReplacement adds s to out if it applies to the event and hasn't
// already modified it (CR 616.1), matching with the context probe.
func (g *Game) matchReplacement(out []replacement, ev *Event, s replacementSource, probe *Ctx) []replacement {
	if ev.applied[replKey{s.o.ID, s.ab}] {
		return out
	}
	*probe = Ctx{G: g, Source: s.o.ID, Controller: s.o.Controller, Ability: s.ab, Slots: make([]Value, s.ab.Slots), Event: ev}
	if _, ok := s.ab.Trigger.Fn.Event(probe, Args{s.ab.Trigger.Args}, ev); ok {
		out = append(out, replacement{src: s.o.ID, ab: s.ab, ctrl: s.o.Controller, desc: s.c.Name})
	}
	return out
}

// abilityHas reports whether an ability's effects use a builtin flagged
// with the given role.
func abilityHas(ab *AbilityDef, role Role) bool {
	return abilityUses(ab, func(b *Builtin) bool { return b.Role == role })
}

// abilityUses reports whether an ability's effects use a builtin that is.
func abilityUses(ab *AbilityDef, is func(*Builtin) bool) bool {
	found := false
	var walk func(n *Node)
	walk = func(n *Node) {
		if n == nil || found {
			return
		}
		if n.Fn != nil && is(n.Fn) {
			found = true
		}
		for _, a := range n.Args {
			walk(a)
		}
	}
	for _, e := range ab.Effects {
		walk(e)
	}
	return found
}

// applyReplacements runs the replacement effects on ev until none is left
// (CR 616.1): self-replacements and copy effects first, then the others
// in the order the affected player chooses. In hypothetical mode every
// order is tried and orders yields each outcome.
// maxReplacements bounds the replacement effects applied to one event:
// each applies at most once (CR 616.1), so only a bug reaches it.
const maxReplacements = 4096

func (g *Game) applyReplacements(ev *Event, self *Object, selfChars func() *Chars, affected PlayerID) {
	if ev.applied == nil {
		ev.applied = map[replKey]bool{}
	}
	for i := 0; i < maxReplacements; i++ {
		var sc *Chars
		if self != nil {
			sc = selfChars()
		}
		rs := g.replacementsFor(ev, self, sc)
		if len(rs) == 0 {
			return
		}
		// CR 616.1a–c: self-replacement and copy effects come first.
		var first []replacement
		for _, r := range rs {
			if r.copy {
				first = append(first, r)
			}
		}
		if len(first) == 0 {
			for _, r := range rs {
				if r.self {
					first = append(first, r)
				}
			}
		}
		if len(first) > 0 {
			rs = first
		}
		// CR 616.1: the affected player chooses one to apply. Instances of
		// one ability of permanents with the same controller are
		// interchangeable: choosing among them is no choice, so the player
		// chooses among the distinct effects only, and n copies of one
		// effect ask nothing.
		groups := groupReplacements(rs)
		pick := 0
		if len(groups) > 1 {
			opts := make([]string, len(groups))
			for i, gr := range groups {
				opts[i] = g.Name(gr.r.src)
			}
			pick = g.choose(Choice{Player: affected, Kind: "replacement", Prompt: fmt.Sprintf("which replacement effect applies first to %s", g.describeEvent(ev)), Options: opts})
		}
		r := groups[pick].r
		ev.applied[replKey{r.src, r.ab}] = true
		x := &Ctx{G: g, Source: r.src, Controller: r.ctrl, Ability: r.ab, Slots: make([]Value, r.ab.Slots), Event: ev}
		if self != nil && r.self {
			x.X = self.X
		}
		if r.ab.Trigger != nil && r.ab.TrigSlot >= 0 {
			v, _ := r.ab.Trigger.Fn.Event(x, Args{r.ab.Trigger.Args}, ev)
			x.Slots[r.ab.TrigSlot] = v
		}
		g.Log.Add(fmt.Sprintf("replacement: %s modifies %s", g.Name(r.src), g.describeEvent(ev)))
		g.exercise(r.ab)
		g.Log.indent++
		for _, e := range r.ab.Effects {
			x.Exec(e)
		}
		g.Log.indent--
	}
}

func (g *Game) describeEvent(ev *Event) string {
	switch ev.Kind {
	case EvZoneChange:
		if ev.From == Battlefield && ev.To != Battlefield {
			return fmt.Sprintf("%s leaving the battlefield for the %s", g.Name(ev.Obj), ev.To)
		}
		return fmt.Sprintf("%s entering the %s", g.Name(ev.Obj), ev.To)
	case EvMana:
		return fmt.Sprintf("the mana %s produces", g.Name(ev.Source))
	case EvDamage:
		return fmt.Sprintf("the %d damage %s would deal to %s", ev.Amount, g.Name(ev.Source), g.RefName(ev.Target))
	case EvCounters:
		return fmt.Sprintf("the %d %s counter%s %s would get", ev.Amount, ev.Counter, plural(ev.Amount), g.RefName(ev.Target))
	}
	return fmt.Sprintf("event %d", ev.Kind)
}

// pendingTrigger is a triggered ability waiting to be put on the stack.
type pendingTrigger struct {
	x    *Ctx
	desc string
}

// checkTriggers matches a did-event against every triggered ability of
// the permanents, and of the objects in lookback (those that just left
// the battlefield, seen as they last existed, CR 603.10).
func (g *Game) checkTriggers(ev *Event, lookback []ObjID) {
	g.noteHistory(ev)
	// Triggered mana abilities resolve at once and may change the
	// battlefield: the objects are listed first (on the stack, usually).
	// The permanents' triggered abilities come from the battlefield's
	// index; emblems' abilities function in the command zone (CR 114.4).
	var buf [16]ObjID
	ids := append(append(buf[:0], g.Command...), lookback...)
	// One context is matched against the event for each ability in turn;
	// an ability that triggers gets its own. The probe is the game's,
	// kept from one event to the next.
	tp := g.probeFree
	if tp == nil {
		tp = new(triggerProbe)
	}
	g.probeFree = nil
	probe := &tp.x
	// The probe's slots come from one buffer, each ability matched
	// clearing what it needs; an ability that triggers copies them.
	*probe = Ctx{G: g, Event: ev, slotBuf: tp.slots[:]}
	// Triggered mana abilities don't use the stack: they resolve once the
	// event has been matched, in the order their controllers choose.
	var manaTrigs []*pendingTrigger
	for _, e := range g.abilities().triggers {
		t := e.ab.Trigger
		// An event pattern that matches no event of this kind is passed
		// over; with the caches checked, it is matched anyway, and must
		// not trigger.
		skip := t != nil && t.Fn != nil && t.Fn.Kinds&(1<<ev.Kind) == 0 && t.Fn.Kinds != 0
		if skip && g.CacheCheck == nil {
			continue
		}
		before := len(g.Log.Lines) + len(g.pending) + len(manaTrigs)
		g.tryTrigger(probe, g.Obj(e.id), e.ab, ev, &manaTrigs)
		if skip && len(g.Log.Lines)+len(g.pending)+len(manaTrigs) != before {
			panic(fmt.Sprintf("interp: %s matched an event of kind %d, which it doesn't declare", t.Fn.Name, ev.Kind))
		}
	}
	for _, id := range ids {
		o := g.Obj(id)
		c := g.Chars(o)
		for _, ab := range c.Abilities {
			g.tryTrigger(probe, o, ab, ev, &manaTrigs)
		}
		// The abilities keyword abilities stand for (prowess, CR 702.108a)
		// come after the object's own.
		for _, k := range c.Keywords {
			for _, ab := range k.Abilities {
				g.tryTrigger(probe, o, ab, ev, &manaTrigs)
			}
		}
	}
	// Nothing the probe held is referred to any more.
	*probe = Ctx{}
	clear(tp.slots[:])
	g.probeFree = tp
	if len(manaTrigs) > 0 {
		g.resolveManaTriggers(manaTrigs)
	}
}

// triggerProbe is the context checkTriggers matches abilities in, with
// the buffer its slots come from.
type triggerProbe struct {
	x     Ctx
	slots [4]Value
}

// resolveManaTriggers resolves triggered mana abilities at once, without
// the stack (CR 605.1b, 605.4a): the active player's first, then the
// other's, each player ordering their own when they have several.
func (g *Game) resolveManaTriggers(trigs []*pendingTrigger) {
	for _, t := range g.orderByController(trigs, "mana ability order", "the order in which %s's %d triggered mana abilities resolve (first listed resolves first)") {
		x := t.x
		g.exercise(x.Ability)
		g.logf("%s's mana ability triggers and resolves", g.Name(x.Source))
		g.Log.indent++
		for _, e := range x.Ability.Effects {
			x.Exec(e)
		}
		g.Log.indent--
	}
}

// orderByController lists triggered abilities in APNAP order, the active
// player's first, each player ordering their own when they have several
// (CR 603.3b); prompt has the player's name and the number as verbs.
func (g *Game) orderByController(pend []*pendingTrigger, kind, prompt string) []*pendingTrigger {
	out := make([]*pendingTrigger, 0, len(pend))
	for _, p := range []PlayerID{g.Active, g.Opponent(g.Active)} {
		var mine []*pendingTrigger
		for _, t := range pend {
			if t.x.Controller == p {
				mine = append(mine, t)
			}
		}
		if len(mine) > 1 {
			opts := make([]string, len(mine))
			for i, t := range mine {
				opts[i] = t.desc
			}
			perm := g.chooseOrder(Choice{Player: p, Kind: kind, Prompt: fmt.Sprintf(prompt, g.PlayerName(p), len(mine)), Options: opts})
			sorted := make([]*pendingTrigger, len(mine))
			for i, j := range perm {
				sorted[i] = mine[j]
			}
			mine = sorted
		}
		out = append(out, mine...)
	}
	return out
}

// tryTrigger matches a did-event against one triggered ability of o, with
// probe as the context to match in, and queues the ability if it
// triggers: a triggered mana ability in manaTrigs, to resolve at once,
// any other to go on the stack.
func (g *Game) tryTrigger(probe *Ctx, o *Object, ab *AbilityDef, ev *Event, manaTrigs *[]*pendingTrigger) {
	id := o.ID
	if ab.Kind != TriggeredAbility || ab.Trigger == nil || ab.Trigger.Fn == nil || ab.Trigger.Fn.Event == nil {
		return
	}
	buf := probe.slotBuf
	*probe = Ctx{G: g, Source: id, Controller: o.Controller, Ability: ab, Event: ev, slotBuf: buf}
	if ab.Slots > 0 {
		if ab.Slots <= len(buf) {
			probe.Slots = buf[:ab.Slots]
			clear(probe.Slots)
		} else {
			probe.Slots = make([]Value, ab.Slots)
		}
	}
	if ev.Kind == EvZoneChange && ev.To == Battlefield && ev.New == id {
		// CR 107.3m: an ability that triggers on the object's own
		// entering uses the X of the spell that became it (0 if it
		// wasn't cast); elsewhere the permanent's X is 0.
		probe.X = o.X
	}
	v, ok := ab.Trigger.Fn.Event(probe, Args{ab.Trigger.Args}, ev)
	if !ok {
		return
	}
	times := 1
	if n, ok := v.(TriggerCount); ok {
		times, v = int(n), nil
	}
	x := new(Ctx)
	*x = *probe
	x.slotBuf = nil
	if x.Slots == nil {
		x.Slots = []Value{}
	} else {
		x.Slots = slices.Clone(x.Slots)
	}
	if ab.TrigSlot >= 0 {
		x.Slots[ab.TrigSlot] = v
	}
	// CR 603.4: an intervening if is checked as the ability triggers.
	if ab.If != nil {
		if ok, _ := x.Eval(ab.If).(bool); !ok {
			g.logf("%s's ability doesn't trigger: its condition is false", g.Name(id))
			return
		}
	}
	if ab.IsManaTrigger {
		*manaTrigs = append(*manaTrigs, &pendingTrigger{x: x, desc: g.triggerDesc(id, ab)})
		return
	}
	if !g.triggerAllowed(o, ab) {
		return
	}
	what := g.triggerSubject(x, ab)
	for i := 0; i < times; i++ {
		if i > 0 {
			// Each instance is an ability of its own on the stack.
			y := new(Ctx)
			*y = *x
			y.Slots = slices.Clone(x.Slots)
			x = y
		}
		if ab.Keyword != "" {
			g.logf("%s's %s triggers%s", g.Name(id), ab.Keyword, what)
			g.exerciseKeyword(o, ab.Keyword)
		} else {
			g.logJoin(g.Name(id), "'s ability triggers", what)
		}
		g.pending = append(g.pending, &pendingTrigger{x: x, desc: g.triggerDesc(id, ab) + what})
		g.triggerAgain(o, x, g.triggerDesc(id, ab)+what)
	}
}

// TriggerCount is what an event function returns when one event
// triggers its ability several times: a Saga's chapter ability with
// several chapter numbers reached at once (CR 714.2c), in the way one
// event that happens several times triggers once for each (CR 603.2c).
type TriggerCount int

// triggerDesc names a triggered ability for a choice of order: its text,
// or its position among the source's abilities.
func (g *Game) triggerDesc(id ObjID, ab *AbilityDef) string {
	if ab.Text != "" {
		return fmt.Sprintf("%s: %s", g.Name(id), ab.Text)
	}
	return fmt.Sprintf("%s's triggered ability %d", g.Name(id), ab.Index)
}

// triggerSubject names the object a trigger's event bound (" for
// Bears#9": the creature that died), so that several instances of
// one ability can be told apart when their controller orders them.
func (g *Game) triggerSubject(x *Ctx, ab *AbilityDef) string {
	if ab.TrigSlot < 0 || ab.TrigSlot >= len(x.Slots) {
		return ""
	}
	if r, ok := x.Slots[ab.TrigSlot].(Ref); ok && r.IsObj && r.Obj != x.Source {
		return " for " + g.Name(r.Obj)
	}
	return ""
}

// putTriggersOnStack puts waiting triggered abilities on the stack in
// APNAP order, each player ordering their own (CR 603.3b).
func (g *Game) putTriggersOnStack() {
	if len(g.pending) == 0 {
		return
	}
	pend := g.pending
	g.pending = nil
	for _, t := range g.orderByController(pend, "trigger order", "the order in which %s's %d triggered abilities go on the stack (first listed goes on the stack first)") {
		g.putAbilityOnStack(t.x, true)
	}
}

// putAbilityOnStack puts a triggered ability on the stack, choosing its
// targets (CR 603.3d).
func (g *Game) putAbilityOnStack(x *Ctx, trigger bool) {
	ab := x.Ability
	var modes []int
	if len(ab.Modes) > 0 {
		if modes = g.chooseTriggerModes(x, ab); modes == nil {
			g.logf("%s's ability is removed: no mode can be chosen (CR 603.3c)", g.Name(x.Source))
			return
		}
	}
	x.UseTargetX(ab, modes)
	if missing := g.pickTargets(x, ab, allTargets(ab, modes), g.Name(x.Source)+"'s ability"); missing != "" {
		g.logf("%s's ability is removed: it has no legal target for %s", g.Name(x.Source), missing)
		return
	}
	item := &StackItem{Ability: ab, Source: x.Source, Controller: x.Controller, X: x, Trigger: trigger, Text: ab.Text, Modes: modes}
	g.Stack = append(g.Stack, item)
	what := "triggered ability"
	if ab.Keyword != "" {
		what = ab.Keyword
	}
	g.logJoin(g.Name(x.Source), "'s ", what, " goes on the stack", g.targetText(x, ab))
	g.becameTargets(x, ab)
}

// pickTargets has x's controller choose the targets of requirements as
// the ability goes on the stack (CR 603.3d) or a spell is cast while
// another resolves (CR 601.2c), through the one choice mechanism; what
// names the spell or ability in the prompt. It returns the filter text of
// a required target with no legal choice, or "".
func (g *Game) pickTargets(x *Ctx, ab *AbilityDef, ts []Target, what string) string {
	for _, t := range ts {
		fv := x.Filter(t.Filter)
		cands := g.legalTargets(x, fv)
		if t.Multi && len(cands) > 0 {
			tl := g.pickMany(x, ab, t, fv, cands)
			g.chooseShares(x, ab, t, tl)
			if t.Slot >= 0 {
				x.Slots[t.Slot] = tl
			}
			continue
		}
		if len(cands) == 0 {
			if t.Optional {
				continue
			}
			return fv.Text()
		}
		if t.Max > 1 {
			if t.Slot >= 0 {
				x.Slots[t.Slot] = g.chooseManyTargets(x, t, fv, cands)
			}
			continue
		}
		var pick Ref
		if len(cands) == 1 && !t.Optional {
			pick = cands[0]
		} else {
			var opts []string
			for _, c := range cands {
				opts = append(opts, g.RefName(c))
			}
			pick = cands[g.choose(Choice{Player: x.Controller, Kind: "target", Prompt: fmt.Sprintf("a target (%s) for %s", fv.Text(), what), Options: opts})]
		}
		if t.Slot >= 0 {
			x.Slots[t.Slot] = pick
		}
	}
	return ""
}

func (g *Game) targetText(x *Ctx, ab *AbilityDef) string {
	var parts []string
	for _, t := range ab.Targets {
		if t.Slot >= 0 && t.Slot < len(x.Slots) {
			for _, r := range slotRefs(x.Slots[t.Slot]) {
				parts = append(parts, g.RefName(r))
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " targeting " + strings.Join(parts, ", ")
}

// becameTargets fires "becomes the target" events for an ability's
// or spell's targets.
func (g *Game) becameTargets(x *Ctx, ab *AbilityDef) {
	for _, t := range allTargets(ab, nil) {
		if t.Slot >= 0 && t.Slot < len(x.Slots) {
			for _, r := range slotRefs(x.Slots[t.Slot]) {
				if r.IsObj {
					g.checkTriggers(&Event{Kind: EvBecomesTarget, Obj: r.Obj, Source: x.Source, Player: x.Controller}, nil)
					g.wardTriggers(r.Obj, x.Controller)
				}
			}
		}
	}
}

func allTargets(ab *AbilityDef, modes []int) []Target {
	if ab == nil {
		return nil
	}
	ts := append([]Target(nil), ab.Targets...)
	if len(ab.Modes) > 0 {
		if modes == nil {
			for _, m := range ab.Modes {
				ts = append(ts, m.Targets...)
			}
		} else {
			for _, i := range modes {
				ts = append(ts, ab.Modes[i].Targets...)
			}
		}
	}
	return ts
}

func sortStrings(s []string) { sort.Strings(s) }
