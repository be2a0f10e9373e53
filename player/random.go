package player

import (
	"cardc/interp"

	"fmt"
)

// RandomChooser answers every choice with a seeded random generator: the
// random legal player's half of the game.
type RandomChooser struct {
	rng *splitmix
}

// NewRandomChooser returns a chooser seeded with seed.
func NewRandomChooser(seed uint64) *RandomChooser { return &RandomChooser{rng: &splitmix{s: seed}} }

// Choose picks uniformly among the options, or a random order.
func (r *RandomChooser) Choose(_ *interp.Game, c interp.Choice) ([]int, error) {
	if c.Order {
		perm := make([]int, len(c.Options))
		for i := range perm {
			perm[i] = i
		}
		for i := len(perm) - 1; i > 0; i-- {
			j := r.rng.intn(i + 1)
			perm[i], perm[j] = perm[j], perm[i]
		}
		return perm, nil
	}
	return []int{r.rng.intn(len(c.Options))}, nil
}

// splitmix is a small deterministic generator (SplitMix64) whose whole
// state is one word, so games that fork stay reproducible.
type splitmix struct{ s uint64 }

func (r *splitmix) next() uint64 {
	r.s += 0x9E3779B97F4A7C15
	z := r.s
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func (r *splitmix) intn(n int) int {
	if n <= 1 {
		return 0
	}
	return int(r.next() % uint64(n))
}

// Action is one thing a player can do with priority.
type Action struct {
	Kind string // "cast", "prepared" (a prepared permanent's spell), "activate", "turn-face-up", "land", "attack", "pass"
	Obj  interp.ObjID
	// Attackers are the creatures an "attack" declares.
	Attackers []interp.ObjID
	Ability   int
	Opts      interp.PlayOpts
	Text      string
}

// describe sets the action's text, for messages: made only for the
// actions tried, not for every candidate.
func (a *Action) describe(g *interp.Game) {
	switch a.Kind {
	case "land":
		a.Text = "play " + g.Name(a.Obj)
	case "cast":
		a.Text = "cast " + g.Name(a.Obj)
		if a.Opts.FaceDown {
			a.Text += " face down"
		}
	case "turn-face-up":
		a.Text = "turn " + g.Name(a.Obj) + " face up"
	case "prepared":
		a.Text = "cast a copy of the spell of prepared " + g.Name(a.Obj)
	case "activate":
		a.Text = fmt.Sprintf("activate %s ability %d", g.Name(a.Obj), a.Ability)
	}
}

// LegalActions lists the actions worth trying for the priority holder:
// casting each card in hand, activating each ability, and passing, with
// targets, modes and X drawn from a generator seeded with seed. Each is
// checked by trying it on a fork of the game, so every action returned is
// legal now.
func LegalActions(g *interp.Game, seed uint64) []Action {
	var cands []Action
	pl := &planner{}
	pl.list(g, &splitmix{s: seed}, &sourcesSeen{})
	for i := range pl.opts {
		if a, ok := pl.work(&pl.opts[i]); ok {
			cands = append(cands, a)
		}
	}
	return verify(g, g.Priority, cands)
}

// spellOpts chooses how to cast the card o, of characteristics c, from
// where it is for player p: X, modes and random targets. It reports false when a
// required target has no legal choice.
func spellOpts(g *interp.Game, p interp.PlayerID, o *interp.Object, c *interp.Chars, rng *splitmix, pay interp.Payer) (interp.PlayOpts, bool) {
	id := o.ID
	opt := interp.PlayOpts{Payer: pay}
	if c.ManaCost.HasX() {
		opt.X, opt.HasX = rng.intn(4), true
	}
	if def := g.SpellAbility(o); def != nil {
		if len(def.Modes) > 0 {
			n := def.MinModes + rng.intn(def.MaxModes-def.MinModes+1)
			for i := 0; i < n && i < len(def.Modes); i++ {
				opt.Modes = append(opt.Modes, i)
			}
		}
		x := &interp.Ctx{G: g, Source: id, Controller: p, Slots: make([]interp.Value, def.Slots)}
		x.UseTargetX(def, opt.Modes)
		if !randomTargets(g, x, interp.AllTargets(def, opt.Modes), &opt, rng) {
			return opt, false
		}
	}
	if kw, ok := c.KeywordFor(interp.EnchantRestriction); ok && c.Is("Aura") {
		x := &interp.Ctx{G: g, Source: id, Controller: p}
		if ts := g.LegalTargets(x, x.Filter(kw.Arg)); len(ts) > 0 {
			opt.Targets = append(opt.Targets, ts[rng.intn(len(ts))])
		}
	}
	return opt, true
}

// randomTargets picks a random legal target for each requirement, adding
// them to opt; it reports false when a requirement that must be met has
// no legal target (CR 601.2c, 602.2b: the action can't be taken).
func randomTargets(g *interp.Game, x *interp.Ctx, reqs []interp.Target, opt *interp.PlayOpts, rng *splitmix) bool {
	for _, t := range reqs {
		ts := g.LegalTargets(x, x.Filter(t.Filter))
		if len(ts) == 0 {
			if t.Optional {
				continue
			}
			return false
		}
		opt.Targets = append(opt.Targets, ts[rng.intn(len(ts))])
	}
	return true
}

// verify keeps the candidates that succeed when tried on a fork of the
// game, and adds passing.
func verify(g *interp.Game, p interp.PlayerID, cands []Action) []Action {
	var legal []Action
	for _, a := range cands {
		a.describe(g)
		f := g.Fork()
		f.Log = &interp.Log{}
		// The fork answers choices exactly as the real game will.
		if rc, ok := g.Chooser.(*RandomChooser); ok {
			f.Chooser = &RandomChooser{rng: &splitmix{s: rc.rng.s}}
		}
		if try(f, p, a) == nil {
			legal = append(legal, a)
		}
	}
	return append(legal, Action{Kind: "pass", Text: "pass"})
}

// try performs an action, returning its error.
func try(g *interp.Game, p interp.PlayerID, a Action) (err error) {
	defer func() {
		if x := recover(); x != nil {
			if re, ok := x.(*interp.RuntimeError); ok {
				err = re
				return
			}
			if _, ok := x.(interp.GameOver); ok {
				return
			}
			panic(x)
		}
	}()
	switch a.Kind {
	case "cast":
		return g.Cast(p, a.Obj, a.Opts)
	case "prepared":
		return g.CastPrepared(p, a.Obj, a.Opts)
	case "activate":
		return g.Activate(p, a.Obj, a.Ability, a.Opts)
	case "turn-face-up":
		return g.TurnFaceUp(p, a.Obj, a.Opts)
	case "land":
		return g.PlayLandFace(p, a.Obj, a.Opts.Face)
	case "attack":
		return g.DeclareAttackers(p, a.Attackers)
	case "pass":
		g.Pass()
	}
	return nil
}

// PlayStats summarises random games.
type PlayStats struct {
	Games, Actions, Draws, Wins int
	Violations                  []string
}

// PlayRandom plays a whole two-player game from seeded random decks drawn
// from the pool, choosing uniformly among legal actions, and checks the
// engine's invariants after every action (one that only passes priority
// on leaves the state checked before as it was). It returns the number of
// actions and the violations found.
func PlayRandom(pool *interp.Pool, seed uint64, maxActions int) (actions int, g *interp.Game, violations []string) {
	return playRandom(pool, seed, maxActions, true, nil)
}

// PlayRandomCheckingCaches plays the same game as PlayRandom with the
// game's caches checked (see interp.CacheCheck), counting into cc: a
// stale cache panics, and the panic is a violation.
func PlayRandomCheckingCaches(pool *interp.Pool, seed uint64, maxActions int, cc *interp.CacheCheck) (actions int, g *interp.Game, violations []string) {
	return playRandom(pool, seed, maxActions, true, cc)
}

// PlayRandomUnchecked plays the same game as PlayRandom without checking
// the invariants after each action: the engine and the random player
// alone, to measure them.
func PlayRandomUnchecked(pool *interp.Pool, seed uint64, maxActions int) (actions int, g *interp.Game) {
	actions, g, _ = playRandom(pool, seed, maxActions, false, nil)
	return actions, g
}

// PlayRandomObserved plays the same game as PlayRandom with obs told
// what the game exercises (see interp.Observer).
func PlayRandomObserved(pool *interp.Pool, seed uint64, maxActions int, obs interp.Observer) (actions int, g *interp.Game, violations []string) {
	return playRandom(pool, seed, maxActions, true, nil, obs)
}

func playRandom(pool *interp.Pool, seed uint64, maxActions int, check bool, cc *interp.CacheCheck, obs ...interp.Observer) (actions int, g *interp.Game, violations []string) {
	rng := &splitmix{s: seed}
	mem := &sourcesSeen{}
	g = interp.NewGame(pool, []string{"alice", "bob"}, int64(seed))
	// A game logs some 1,500 lines: room for them from the start.
	g.Log.Lines = make([]string, 0, 2048)
	g.CacheCheck = cc
	if len(obs) > 0 {
		g.Observer = obs[0]
	}
	// A spell cast while something resolves (madness) is paid as the
	// player's own spells are.
	g.ResolutionPayer = &autoPayer{mem: mem}
	g.MaxActions = maxActions
	g.Chooser = NewRandomChooser(seed ^ 0x5DEECE66D)
	g.Turn, g.Active, g.Step, g.Priority = 1, 0, interp.StepMain1, 0
	// Decks: 12 lands and 18 random spells each; 7 cards in hand.
	var spells, lands []*interp.CardDef
	for _, n := range pool.Names {
		def := pool.Cards[n]
		if contains(def.Front.Types, "Land") {
			lands = append(lands, def)
		} else {
			spells = append(spells, def)
		}
	}
	for p := interp.PlayerID(0); p < 2; p++ {
		for i := 0; i < 30; i++ {
			var def *interp.CardDef
			if i%5 < 2 && len(lands) > 0 {
				def = lands[rng.intn(len(lands))]
			} else {
				def = spells[rng.intn(len(spells))]
			}
			zone := interp.Library
			if i < 7 {
				zone = interp.Hand
			}
			if i < 4 && contains(def.Front.Types, "Land") {
				zone = interp.Battlefield
			}
			g.NewCardObject(def, p, zone)
		}
	}
	defer func() {
		if x := recover(); x != nil {
			violations = append(violations, fmt.Sprintf("panic: %v", x))
		}
		g.Release()
	}()
	checked := 0
	plan := &planner{}
	var order []int
	// The chooser for the state-based actions Unsettled tries on a fork,
	// seeded afresh for each check.
	settle := NewRandomChooser(0)
	for actions = 0; !g.Over && actions < maxActions; actions++ {
		// changed: something was tried before passing (an attack, an
		// action that failed and was undone), so the state is checked
		// even if passing only hands priority on.
		changed := false
		if g.Step == interp.StepDeclareAttackers && g.Priority == g.Active && rng.intn(2) == 0 {
			changed = true
			randomAttack(g, rng)
			if g.Over {
				// The attack ended the game: its triggers decided it, or
				// reached the action limit (a draw, CR 104.4b).
				if !check {
					return
				}
				if v := g.CheckInvariants(checked); v != "" {
					violations = append(violations, fmt.Sprintf("after attacking: %s", v))
				}
				return
			}
		}
		// Passing is likelier, so games move on. Otherwise the candidates
		// are tried in a random order on the game itself: an illegal one
		// leaves the game as it was (casting and activating restore the
		// state on failure), and the first legal one is taken.
		a := Action{Kind: "pass", Text: "pass"}
		if rng.intn(3) == 0 {
			plan.list(g, rng, mem)
			// The options are taken in a random order: a shuffle of their
			// indexes, which are cheaper to swap than the options.
			opts := plan.opts
			order = order[:0]
			for i := range opts {
				order = append(order, i)
			}
			for i := len(order) - 1; i > 0; i-- {
				j := rng.intn(i + 1)
				order[i], order[j] = order[j], order[i]
			}
			for _, i := range order {
				c, ok := plan.work(&opts[i])
				if !ok {
					continue
				}
				// An action is worded only when a message needs it: a
				// failed one leaves the game as it was, and a taken one's
				// card answers with its name from where it went.
				before := len(g.Log.Lines)
				changed = true
				if try(g, g.Priority, c) == nil {
					c.describe(g)
					a = c
					break
				}
				plan.restored()
				if len(g.Log.Lines) != before {
					c.describe(g)
					violations = append(violations, fmt.Sprintf("illegal action %q left %d log lines behind", c.Text, len(g.Log.Lines)-before))
				}
			}
		}
		if a.Kind == "pass" {
			before, turn, step, stack := len(g.Log.Lines), g.Turn, g.Step, len(g.Stack)
			if err := try(g, g.Priority, a); err != nil {
				violations = append(violations, fmt.Sprintf("passing failed: %v", err))
			}
			if !changed && !g.Over && len(g.Log.Lines) == before+1 && g.Turn == turn && g.Step == step && len(g.Stack) == stack {
				// Passing only handed priority on (CR 117.3d): nothing
				// resolved and the step didn't end, its one line says so,
				// and nothing else happened since the state was last
				// checked. The check would look at that state again; the
				// line is looked at with the next ones.
				continue
			}
		}
		if !check {
			continue
		}
		v := g.CheckInvariants(checked)
		checked = len(g.Log.Lines)
		if v == "" && g.UnfinishedTurn() != "" {
			v = g.UnfinishedTurn()
		}
		if v == "" && !g.Over {
			settle.rng.s = 0
			v = g.Unsettled(settle)
		}
		if v != "" {
			violations = append(violations, fmt.Sprintf("after %q: %s", a.Text, v))
			return
		}
	}
	return
}

func randomAttack(g *interp.Game, rng *splitmix) {
	var ids []interp.ObjID
	for o := range g.EachControlled(g.Active) {
		c := g.Chars(o)
		if c.HasCardType("Creature") && !o.Tapped && !c.Has(interp.CantAttack) && (!o.Sick || c.Has(interp.IgnoresSummoningSickness)) && !o.Attacking && rng.intn(2) == 0 {
			ids = append(ids, o.ID)
		}
	}
	if len(ids) > 0 {
		// Through try, like every action: the game can end in the middle of
		// it.
		_ = try(g, g.Active, Action{Kind: "attack", Attackers: ids})
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}
