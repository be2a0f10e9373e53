package interp

import (
	"fmt"
	"strconv"
	"strings"
)

// Step is a step or phase of the turn (CR 500).
type Step int

// The steps, in order.
const (
	StepUntap Step = iota
	StepUpkeep
	StepDraw
	StepMain1
	StepBeginCombat
	StepDeclareAttackers
	StepDeclareBlockers
	// StepFirstStrikeDamage is the first of two combat damage steps,
	// which happens only when an attacking or blocking creature has first
	// strike or double strike (CR 510.4).
	StepFirstStrikeDamage
	StepCombatDamage
	StepEndCombat
	StepMain2
	StepEnd
	StepCleanup
	numSteps
)

var stepNames = [...]string{"untap", "upkeep", "draw", "main1", "begin-combat", "declare-attackers", "declare-blockers", "first-strike-damage", "combat-damage", "end-combat", "main2", "end", "cleanup"}

func (s Step) String() string { return stepNames[s] }

// StepByName returns the step called s.
func StepByName(s string) (Step, bool) {
	for i, n := range stepNames {
		if n == s {
			return Step(i), true
		}
	}
	return 0, false
}

// StackItem is a spell or an ability on the stack.
type StackItem struct {
	Spell      ObjID // the spell's object, or 0 for an ability
	Ability    *AbilityDef
	Source     ObjID
	Controller PlayerID
	X          *Ctx
	Trigger    bool
	Text       string
	// Modes are a modal triggered ability's chosen modes (CR 603.3c).
	Modes []int
}

// GameOver unwinds the current action when the game ends in the middle
// of it (a draw by a mandatory loop).
type GameOver struct{}

// Cancelled unwinds a game whose Context was cancelled: a driver of the
// game recovers it and reports Err.
type Cancelled struct{ Err error }

// Tick counts an action against the game's bound; at the bound the game
// ends in a draw (CR 104.4b). Every 64 actions it also checks the game's
// context, so a cancelled run stops inside a long loop.
func (g *Game) tick() {
	g.actions++
	if g.actions > g.MaxActions && !g.Over {
		g.Over, g.Draw = true, true
		g.logf("the game is a draw: it exceeded %d actions (a loop of mandatory actions, CR 104.4b)", g.MaxActions)
		panic(GameOver{})
	}
	if g.Context != nil && g.actions&63 == 0 {
		if err := g.Context.Err(); err != nil {
			panic(Cancelled{err})
		}
	}
}

// settle performs state-based actions and puts triggered abilities on the
// stack until neither happens (CR 117.5), before a player gets priority.
func (g *Game) settle() {
	for i := 0; ; i++ {
		g.tick()
		// CR 704.3: state-based actions are checked again until none
		// applies; only then do waiting triggered abilities go on the stack.
		acted := g.stateBasedActions()
		if !acted && len(g.pending) > 0 && !g.Over {
			g.putTriggersOnStack()
			acted = true
		}
		if !acted || g.Over {
			return
		}
		if i > 1000 {
			g.Over, g.Draw = true, true
			g.logf("the game is a draw: state-based actions and triggers loop forever (CR 104.4b)")
			panic(GameOver{})
		}
	}
}

// Pass makes the priority holder pass. When every player has passed in
// succession the top of the stack resolves, or with an empty stack the
// game moves to the next step (CR 117.4).
func (g *Game) Pass() {
	g.tick()
	g.logJoin(g.PlayerName(g.Priority), " passes")
	g.passes++
	if g.passes < len(g.Players) {
		g.Priority = g.Opponent(g.Priority)
		return
	}
	g.passes = 0
	if len(g.Stack) > 0 {
		g.resolveTop()
		g.Priority = g.Active
		g.settle()
		return
	}
	g.nextStep()
}

// GivePriority makes p the priority holder by having the others pass
// without anything resolving (used when a scenario acts as p).
func (g *Game) GivePriority(p PlayerID) {
	if g.Priority != p {
		g.logf("%s passes", g.PlayerName(g.Priority))
		g.Priority = p
		g.passes = 1
	}
}

// ActionTaken resets the pass count: after a player acts, everyone must
// pass again (CR 117.3c).
func (g *Game) actionTaken(p PlayerID) {
	g.passes = 0
	g.Priority = p
	g.settle()
}

// nextStep ends the current step and begins the next one: mana empties
// (CR 500.4, H5), then the new step's turn-based actions.
func (g *Game) nextStep() {
	g.emptyPools()
	if g.Step == StepCleanup {
		if g.cleanupAgain {
			// CR 514.3a: after priority in a cleanup step, another
			// cleanup step follows.
			g.cleanupAgain = false
			g.beginStep()
			return
		}
		g.endTurn()
		return
	}
	if g.Step == StepDeclareAttackers && !g.attacksDeclared && g.requiredAttacks() {
		return
	}
	if g.Step == StepDeclareBlockers && !g.blocksDeclared && g.declareNoBlocks() {
		return
	}
	if next, ok := g.afterMainPhase(); ok {
		g.Step = next
		g.beginStep()
		return
	}
	g.Step++
	g.blocksDeclared, g.attacksDeclared = false, false
	if (g.Step == StepDeclareBlockers || g.Step == StepFirstStrikeDamage || g.Step == StepCombatDamage) && !g.anyAttacking() {
		// CR 508.8: with no attackers, the blockers and damage steps are skipped.
		g.Step = StepEndCombat
	}
	if g.Step == StepFirstStrikeDamage && !g.anyFirstStriker() {
		// CR 510.4: only when an attacking or blocking creature has first
		// strike or double strike is there a first combat damage step.
		g.Step = StepCombatDamage
	}
	g.beginStep()
}

func (g *Game) endTurn() {
	if len(g.Stack) > 0 || len(g.pending) > 0 {
		// CR 514.3a: a turn ends only when its cleanup step ends with
		// nothing on the stack and no triggered ability waiting; the random
		// player reports a turn that didn't.
		g.unfinishedTurn = fmt.Sprintf("turn %d ended with %d objects on the stack and %d triggered abilities waiting (CR 514.3a)", g.Turn, len(g.Stack), len(g.pending))
	}
	for _, id := range g.Battlefield {
		g.Obj(id).LoyaltyUsed = false // CR 606.3: "that turn"
	}
	g.Turn++
	g.history = TurnHistory{}
	g.extraCombats, g.resume = 0, nil
	g.Active = g.Opponent(g.Active)
	g.Step = StepUntap
	g.beginStep()
}

// emptyPools empties the mana pools as a step or phase ends (CR 500.4),
// except for mana that lasts until end of combat while the step ending is
// one of the combat phase's before its end (CR 106.4, 511.1).
func (g *Game) emptyPools() {
	inCombat := g.Step >= StepBeginCombat && g.Step < StepEndCombat
	for _, p := range g.Players {
		if len(p.Pool) == 0 {
			continue
		}
		var keep, lost []Mana
		for _, m := range p.Pool {
			if m.UntilEndOfCombat && inCombat {
				keep = append(keep, m)
			} else {
				lost = append(lost, m)
			}
		}
		if len(lost) > 0 {
			g.logf("%s's mana pool empties: %s is lost", p.Name, poolText(lost))
		}
		p.Pool = keep
	}
}

// beginStep performs the step's turn-based actions and gives priority.
func (g *Game) beginStep() {
	g.logJoin("turn ", strconv.Itoa(g.Turn), " (", g.PlayerName(g.Active), "), ", g.Step.String(), " step")
	g.passes = 0
	g.Priority = g.Active
	switch g.Step {
	case StepUntap:
		g.endUntilNextTurn()
		// CR 502.3: the active player's permanents untap; they have been
		// controlled continuously since the turn began.
		// They untap at once: which of them don't is decided first,
		// before any untaps.
		ctrl := g.Controlled(g.Active)
		stay := make([]bool, len(ctrl))
		for i, o := range ctrl {
			stay[i] = o.Tapped && g.ruleApplies(o, RuleDoesntUntap)
		}
		g.limitUntaps(g.Active, ctrl, stay)
		for i, o := range ctrl {
			o.Sick = false
			if stay[i] {
				g.logf("%s doesn't untap (CR 502.3)", g.Name(o.ID))
				continue
			}
			if o.Tapped && !g.stunned(o) {
				o.Tapped = false
				g.tappedChanged()
				g.logJoin(g.Name(o.ID), " untaps")
			}
		}
		g.nextStep()
		return
	case StepUpkeep:
		g.fireDelayed(StepUpkeep)
		g.checkTriggers(&Event{Kind: EvStep, Step: StepUpkeep, StepPlayer: g.Active}, nil)
	case StepDraw:
		g.checkTriggers(&Event{Kind: EvStep, Step: StepDraw, StepPlayer: g.Active}, nil)
		// CR 103.8a: the player who goes first skips the draw step of the
		// game's first turn. A game (or scenario) on turn 1 is on that turn.
		if g.Turn == 1 {
			g.logf("%s skips the draw of the game's first turn (CR 103.8a)", g.PlayerName(g.Active))
			break
		}
		g.Draw1(g.Active)
	case StepMain1:
		g.addLoreCounters()
	case StepBeginCombat:
		g.attackedPlayers = [2]bool{} // a new combat (CR 506.1)
		g.checkTriggers(&Event{Kind: EvStep, Step: StepBeginCombat, StepPlayer: g.Active}, nil)
	case StepFirstStrikeDamage:
		g.combatDamage(true)
	case StepCombatDamage:
		g.combatDamage(false)
	case StepEndCombat:
		// CR 511.3: creatures are removed from combat. A combat with no
		// creature in it changes no status.
		changed := false
		for o := range g.EachPermanent() {
			if o.Attacking || o.Blocking != 0 || o.Blocked || o.StruckFirst || o.AttackTarget != 0 {
				o.Attacking, o.Blocking, o.Blocked, o.StruckFirst, o.AttackTarget = false, 0, false, false, 0
				changed = true
			}
		}
		if changed {
			g.combatChanged()
		}
	case StepEnd:
		g.fireDelayed(StepEnd)
		g.solveCases()
		g.monarchEndStep()
		g.checkTriggers(&Event{Kind: EvStep, Step: StepEnd, StepPlayer: g.Active}, nil)
	case StepCleanup:
		g.cleanup()
		// CR 514.3a: normally no player gets priority in the cleanup step;
		// but if state-based actions would be performed or triggered
		// abilities are waiting, they are, and the active player gets
		// priority (once all pass with the stack empty, another cleanup
		// step begins).
		if !g.stateBasedActions() && len(g.pending) == 0 {
			g.nextStep()
			return
		}
		g.cleanupAgain = true
	}
	g.settle()
}

// cleanup removes damage and ends "until end of turn" effects (CR 514.2).
func (g *Game) cleanup() {
	changed := false
	for o := range g.EachPermanent() {
		if o.Damage != 0 {
			o.Damage = 0
			changed = true
		}
	}
	if changed {
		g.combatChanged()
	}
	g.endEffects(func(d Duration) bool { return d == UntilEndOfTurn })
}

// Draw1 makes a player draw a card.
func (g *Game) Draw1(p PlayerID) {
	pl := g.Players[p]
	if len(pl.Library) == 0 {
		g.logf("%s can't draw: the library is empty", pl.Name)
		pl.Drew = -1
		return
	}
	id := pl.Library[0]
	n := g.move(g.Obj(id), Hand, moveOpts{})
	g.logJoin(pl.Name, " draws ", g.Name(n.ID))
	g.checkTriggers(&Event{Kind: EvDraw, Player: p, Obj: n.ID}, nil)
}

// resolveTop resolves the top item of the stack (CR 608).
func (g *Game) resolveTop() {
	item := g.Stack[len(g.Stack)-1]
	if item.Spell != 0 {
		g.resolveSpell(item)
		return
	}
	g.Stack = g.Stack[:len(g.Stack)-1]
	x := item.X
	ab := item.Ability
	g.logJoin(g.Name(item.Source), "'s ability resolves")
	g.Log.indent++
	defer func() { g.Log.indent-- }()
	// CR 603.4: the intervening if is checked again on resolution.
	if ab.If != nil {
		if ok, _ := x.Eval(ab.If).(bool); !ok {
			g.logf("the ability does nothing: its condition is false")
			return
		}
	}
	if !g.targetsStillLegal(x, allTargets(ab, item.Modes)) {
		g.logf("the ability is removed: all its targets are illegal (CR 608.2b)")
		return
	}
	g.exercise(ab)
	for _, e := range ab.Effects {
		x.Exec(e)
	}
	for _, m := range item.Modes {
		for _, e := range ab.Modes[m].Effects {
			x.Exec(e)
		}
	}
}

// targetsStillLegal reports whether at least one target is still legal,
// or there were no targets (CR 608.2b).
func (g *Game) targetsStillLegal(x *Ctx, ts []Target) bool {
	any, legal := false, false
	for _, t := range ts {
		if t.Slot < 0 || t.Slot >= len(x.Slots) {
			continue
		}
		if tl, ok := x.Slots[t.Slot].(*TargetList); ok {
			// Each target of a group is checked on its own; an illegal
			// one is dealt nothing (CR 608.2b).
			kept := &TargetList{Refs: append([]Ref(nil), tl.Refs...), Amounts: tl.Amounts}
			fv := x.Filter(t.Filter)
			for i, r := range kept.Refs {
				if r.IsZero() {
					continue
				}
				any = true
				if g.isLegalTarget(x, fv, r) {
					legal = true
				} else {
					g.logf("%s is no longer a legal target", g.RefName(r))
					kept.Refs[i] = Ref{}
				}
			}
			x.Slots[t.Slot] = kept
			continue
		}
		rs := slotRefs(x.Slots[t.Slot])
		var still Refs
		for _, r := range rs {
			any = true
			if g.isLegalTarget(x, x.Filter(t.Filter), r) {
				legal = true
				still = append(still, r)
			} else {
				// CR 608.2b: an illegal target isn't affected.
				g.logf("%s is no longer a legal target", g.RefName(r))
			}
		}
		switch {
		case len(still) == len(rs):
		case t.Max > 1:
			x.Slots[t.Slot] = still
		default:
			x.Slots[t.Slot] = Ref{}
		}
	}
	return !any || legal
}

func (g *Game) anyAttacking() bool {
	for o := range g.EachPermanent() {
		if o.Attacking {
			return true
		}
	}
	return false
}

// poolText is mana as the log and the state text print it, in pool order:
// each unit's symbol, with its spending restriction, or for a run of more
// than nine units of one type and restriction the symbol and the number
// (ManaRunText).
func poolText(pool []Mana) string {
	if len(pool) == 0 {
		return "nothing"
	}
	if len(pool) == 1 && pool[0].Amount == 1 && pool[0].Restrict == nil {
		// The commonest: one unit.
		return pool[0].Type.String()
	}
	var b strings.Builder
	for i := 0; i < len(pool); {
		m := pool[i]
		n := m.Amount
		j := i + 1
		for ; j < len(pool) && pool[j].Type == m.Type && restrictText(pool[j].Restrict) == restrictText(m.Restrict); j++ {
			n = addMana(n, pool[j].Amount)
		}
		i = j
		only := ""
		if m.Restrict != nil {
			only = "(only " + m.Restrict.Text + ")"
		}
		if n > 9 {
			b.WriteString(ManaRunText(m.Type, n) + only)
			continue
		}
		for k := 0; k < n; k++ {
			b.WriteString(m.Type.String() + only)
		}
	}
	return b.String()
}
