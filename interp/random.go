package interp

import (
	"fmt"
	"math/bits"
	"strings"
)

// RandomChooser answers every choice with a seeded random generator: the
// random legal player's half of the game.
type RandomChooser struct {
	rng *splitmix
}

// NewRandomChooser returns a chooser seeded with seed.
func NewRandomChooser(seed uint64) *RandomChooser { return &RandomChooser{rng: &splitmix{s: seed}} }

// Choose picks uniformly among the options, or a random order.
func (r *RandomChooser) Choose(_ *Game, c Choice) ([]int, error) {
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

// autoPay pays for the random player: it activates the player's
// untapped mana sources (permanents with a mana ability whose only cost
// is {T}) that planPayment picks, asking each for the type the plan wants
// of it. What each source could produce comes from known when given
// (what the action's chooser found), else from a "could produce" query.
// When no plan covers the total it activates nothing, and paying fails on
// the pool as it is; a plan that asks a source for a type it can't make
// fails the same way (the action is then illegal, and undone).
func (g *Game) autoPay(p PlayerID, total Total, except ObjID, known map[ObjID]ManaSet) {
	var srcs []manaSource
	if known != nil {
		srcs = g.manaSources(p, except, known)
	} else {
		srcs = g.plannedSources(p, except)
	}
	plan, ok := planPayment(g.Players[p].Pool, srcs, total)
	if !ok {
		return
	}
	for _, ps := range plan {
		o := ps.src.obj
		if o.Tapped || o.Left {
			// An earlier activation changed it (a triggered mana ability).
			continue
		}
		if ps.want != numManaTypes {
			t := ps.want
			g.payType = &t
		}
		g.activateMana(p, o, ps.src.ab, PlayOpts{})
		g.payType = nil
	}
}

// manaSource is a permanent autoPay may tap for mana: its mana ability
// whose only cost is {T}, and the types it could produce (CR 106.7).
type manaSource struct {
	obj   *Object
	ab    *AbilityDef
	types ManaSet
}

// manaSources lists the player's untapped permanents, other than except,
// that can pay {T} now (CR 302.6) and have a mana ability costing only
// {T}, with what each could produce: from known where it has the source,
// the others all in one "could produce" query.
func (g *Game) manaSources(p PlayerID, except ObjID, known map[ObjID]ManaSet) []manaSource {
	var srcs []manaSource
	var ids []ObjID
	var asked []int
	for _, o := range g.Controlled(p) {
		if o.ID == except || o.Tapped {
			continue
		}
		c := g.Chars(o)
		if c.Is("Creature") && o.Sick && !c.HasKeyword("haste") {
			continue
		}
		for _, ab := range g.manaAbilities(o) {
			if ab.HasTapCost() && len(ab.Costs) == 1 {
				if set, ok := known[o.ID]; ok {
					srcs = append(srcs, manaSource{obj: o, ab: ab, types: set})
				} else {
					asked = append(asked, len(srcs))
					srcs = append(srcs, manaSource{obj: o, ab: ab})
					ids = append(ids, o.ID)
				}
				break
			}
		}
	}
	if len(ids) > 0 {
		for i, set := range g.couldProduceEach(ids) {
			srcs[asked[i]].types = set
		}
	}
	return srcs
}

// sourcesSeen is the random player's memory of what permanents could
// produce, for one battlefield: a plan made with it only picks what to
// tap (a wrong pick makes the action illegal, and undone), so it is asked
// again only when the battlefield has changed. The map never changes once
// made, so forks of the game share it.
type sourcesSeen struct {
	sig   uint64
	types map[ObjID]ManaSet
}

// plannedSources is manaSources with what the player remembers of the
// battlefield as it is, remembering what it had to ask.
func (g *Game) plannedSources(p PlayerID, except ObjID) []manaSource {
	sig := g.battlefieldSig()
	var known map[ObjID]ManaSet
	if g.sourcesSeen.sig == sig && !checkCaches {
		known = g.sourcesSeen.types
	}
	srcs := g.manaSources(p, except, known)
	seen := known
	for _, s := range srcs {
		if _, ok := seen[s.obj.ID]; ok {
			continue
		}
		if len(seen) == len(known) {
			seen = make(map[ObjID]ManaSet, len(known)+len(srcs))
			for id, t := range known {
				seen[id] = t
			}
		}
		seen[s.obj.ID] = s.types
	}
	g.sourcesSeen = sourcesSeen{sig: sig, types: seen}
	return srcs
}

// battlefieldSig sums up the battlefield for sourcesSeen: its objects
// (an object that changes zones is a new one, CR 400.7), their
// controllers, faces, copy effects and counters, and the continuous
// effects.
func (g *Game) battlefieldSig() uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * 1099511628211 }
	mix(g.effectsStamp)
	for _, id := range g.Battlefield {
		o := g.Obj(id)
		back := uint64(0)
		if o.Back {
			back = 1
		}
		mix(uint64(id))
		mix(uint64(o.Controller)<<32 | uint64(len(o.Copies))<<16 | uint64(len(o.Counters))<<1 | back)
	}
	return h
}

// plannedSource is a source a payment plan activates, and the type it
// wants of it (numManaTypes: any).
type plannedSource struct {
	src  *manaSource
	want ManaType
}

// planPayment plans paying total with the mana in pool and one unit from
// each of srcs: each symbol that needs a type takes a usable pool unit of
// that type or else the source of that type that could produce the fewest
// types, colored symbols before hybrid ones (as payMana pays them); the
// generic part takes what is left. Mana with a spend restriction is left
// out. It reports false when the units can't cover the total; a source
// that makes more than one unit may still pay what the plan can't.
func planPayment(pool []Mana, srcs []manaSource, total Total) ([]plannedSource, bool) {
	free := 0 // unrestricted pool units left for the generic part
	var poolTypes [numManaTypes]int
	for _, m := range pool {
		if m.Restrict == nil && m.Type < numManaTypes {
			poolTypes[m.Type]++
			free++
		}
	}
	used := make([]bool, len(srcs))
	var plan []plannedSource
	take := func(types []ManaType) bool {
		for _, t := range types {
			if poolTypes[t] > 0 {
				poolTypes[t]--
				free--
				return true
			}
		}
		best, bestN := -1, 0
		for i := range srcs {
			if used[i] {
				continue
			}
			for _, t := range types {
				if srcs[i].types.Has(t) {
					if n := bits.OnesCount32(uint32(srcs[i].types)); best < 0 || n < bestN {
						best, bestN = i, n
					}
					break
				}
			}
		}
		if best < 0 {
			return false
		}
		used[best] = true
		want := types[0]
		for _, t := range types {
			if srcs[best].types.Has(t) {
				want = t
				break
			}
		}
		plan = append(plan, plannedSource{src: &srcs[best], want: want})
		return true
	}
	generic := total.Generic
	for pass := 0; pass < 2; pass++ {
		for _, s := range total.Needs {
			switch {
			case pass == 0 && s.Colored:
				if !take([]ManaType{s.Type}) {
					return nil, false
				}
			case pass == 1 && len(s.Hybrid) > 0:
				if !take(s.Hybrid) {
					if !s.TwoHybrid {
						return nil, false
					}
					generic += 2
				}
			case pass == 0 && s.Snow:
				return nil, false
			}
		}
	}
	for i := range srcs {
		if generic <= free {
			break
		}
		if !used[i] && srcs[i].types != 0 {
			used[i] = true
			plan = append(plan, plannedSource{src: &srcs[i], want: numManaTypes})
			generic--
		}
	}
	return plan, generic <= free
}

// Action is one thing a player can do with priority.
type Action struct {
	Kind string // "cast", "activate", "land", "attack", "pass"
	Obj  ObjID
	// Attackers are the creatures an "attack" declares.
	Attackers []ObjID
	Ability   int
	Opts      PlayOpts
	Text      string
}

// LegalActions lists the actions worth trying for the priority holder:
// casting each card in hand, activating each ability, and passing. Each is
// checked by trying it on a fork of the game, so every action returned is
// legal now.
func (g *Game) LegalActions(rng *splitmix) []Action {
	return g.verify(g.Priority, g.candidates(rng))
}

// candidates lists the actions worth trying for the priority holder, with
// random targets, modes and X. What is illegal before anything changes
// (timing, the land drop, the {T} and {Q} costs, a required target with
// nothing to target, a colored symbol no source could produce) is left
// out here, where it costs little, rather than tried.
func (g *Game) candidates(rng *splitmix) []Action {
	p := g.Priority
	var cands []Action
	pl := g.Players[p]
	sorcery := g.Active == p && (g.Step == StepMain1 || g.Step == StepMain2) && len(g.Stack) == 0
	// Mana symbols that need a type no source or pool unit can give rule
	// the action out. The generic part isn't checked: cost reductions
	// (CR 601.2f) apply to it and are known only once casting begins.
	var srcs []manaSource
	var known map[ObjID]ManaSet // what srcs could produce, for autoPay
	srcsKnown := false
	affordable := func(cost []Symbol, except ObjID) bool {
		needs := Total{}
		for _, s := range cost {
			if s.Colored || len(s.Hybrid) > 0 || s.Snow {
				needs.Needs = append(needs.Needs, s)
			}
		}
		if len(needs.Needs) == 0 {
			return true
		}
		if !srcsKnown {
			srcs, srcsKnown = g.plannedSources(p, 0), true
			known = g.sourcesSeen.types
		}
		others := srcs
		for i := range srcs {
			if srcs[i].obj.ID == except {
				others = append(append([]manaSource(nil), srcs[:i]...), srcs[i+1:]...)
				break
			}
		}
		_, ok := planPayment(pl.Pool, others, needs)
		return ok
	}
	for _, id := range pl.Hand {
		o := g.Obj(id)
		c := g.Chars(o)
		if c.Is("Land") {
			if sorcery && pl.landTurn != g.Turn {
				cands = append(cands, Action{Kind: "land", Obj: id, Text: "play " + g.Name(id)})
			}
			continue
		}
		if !g.castTimingOK(p, c) || g.castError(p, id) != nil || !affordable(c.ManaCost.Symbols, 0) {
			continue
		}
		opt := PlayOpts{AutoPay: true}
		if c.ManaCost.HasX() {
			opt.X, opt.HasX = rng.intn(4), true
		}
		if def := g.spellAbility(o); def != nil {
			if len(def.Modes) > 0 {
				n := def.MinModes + rng.intn(def.MaxModes-def.MinModes+1)
				for i := 0; i < n && i < len(def.Modes); i++ {
					opt.Modes = append(opt.Modes, i)
				}
			}
			x := &Ctx{G: g, Source: id, Controller: p, Slots: make([]Value, def.Slots)}
			if !g.randomTargets(x, allTargets(def, opt.Modes), &opt, rng) {
				continue
			}
		}
		if kw, ok := c.Keyword("enchant"); ok && c.Is("Aura") {
			x := &Ctx{G: g, Source: id, Controller: p}
			if ts := g.legalTargets(x, x.Filter(kw.Arg)); len(ts) > 0 {
				opt.Targets = append(opt.Targets, ts[rng.intn(len(ts))])
			}
		}
		cands = append(cands, Action{Kind: "cast", Obj: id, Opts: opt, Text: "cast " + g.Name(id)})
	}
	for _, o := range g.Controlled(p) {
		for i, ab := range g.Abilities(o) {
			if ab.Kind == ManaAbility {
				continue
			}
			if _, err := g.activationError(p, o.ID, i+1); err != nil || !affordable(costSymbols(ab), o.ID) {
				continue
			}
			opt := PlayOpts{AutoPay: true}
			x := &Ctx{G: g, Source: o.ID, Controller: p, Slots: make([]Value, ab.Slots)}
			if !g.randomTargets(x, ab.Targets, &opt, rng) {
				continue
			}
			cands = append(cands, Action{Kind: "activate", Obj: o.ID, Ability: i + 1, Opts: opt, Text: fmt.Sprintf("activate %s ability %d", g.Name(o.ID), i+1)})
		}
	}
	// Abilities that work from the graveyard (unearth, CR 702.84a).
	for _, id := range g.Players[p].Graveyard {
		o := g.Obj(id)
		for i, ab := range g.Abilities(o) {
			if ab.Zone != Graveyard {
				continue
			}
			if _, err := g.activationError(p, id, i+1); err == nil {
				cands = append(cands, Action{Kind: "activate", Obj: id, Ability: i + 1, Opts: PlayOpts{AutoPay: true}, Text: fmt.Sprintf("activate %s ability %d", g.Name(id), i+1)})
			}
		}
	}
	for i := range cands {
		cands[i].Opts.sourceTypes = known
	}
	return cands
}

// costSymbols lists the mana symbols of an activation cost.
func costSymbols(ab *AbilityDef) []Symbol {
	var syms []Symbol
	for _, cp := range ab.Costs {
		syms = append(syms, cp.Mana.Symbols...)
	}
	return syms
}

// randomTargets picks a random legal target for each requirement, adding
// them to opt; it reports false when a requirement that must be met has
// no legal target (CR 601.2c, 602.2b: the action can't be taken).
func (g *Game) randomTargets(x *Ctx, reqs []Target, opt *PlayOpts, rng *splitmix) bool {
	for _, t := range reqs {
		ts := g.legalTargets(x, x.Filter(t.Filter))
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
func (g *Game) verify(p PlayerID, cands []Action) []Action {
	var legal []Action
	for _, a := range cands {
		f := g.Fork()
		f.Log = &Log{}
		// The fork answers choices exactly as the real game will.
		if rc, ok := g.Chooser.(*RandomChooser); ok {
			f.Chooser = &RandomChooser{rng: &splitmix{s: rc.rng.s}}
		}
		if f.try(p, a) == nil {
			legal = append(legal, a)
		}
	}
	return append(legal, Action{Kind: "pass", Text: "pass"})
}

// try performs an action, returning its error.
func (g *Game) try(p PlayerID, a Action) (err error) {
	defer func() {
		if x := recover(); x != nil {
			if re, ok := x.(*RuntimeError); ok {
				err = re
				return
			}
			if _, ok := x.(GameOver); ok {
				return
			}
			panic(x)
		}
	}()
	switch a.Kind {
	case "cast":
		return g.Cast(p, a.Obj, a.Opts)
	case "activate":
		return g.Activate(p, a.Obj, a.Ability, a.Opts)
	case "land":
		return g.PlayLand(p, a.Obj)
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
// engine's invariants after every action. It returns the number of actions
// and the violations found.
func PlayRandom(pool *Pool, seed uint64, maxActions int) (actions int, g *Game, violations []string) {
	return playRandom(pool, seed, maxActions, true)
}

// PlayRandomUnchecked plays the same game as PlayRandom without checking
// the invariants after each action: the engine and the random player
// alone, to measure them.
func PlayRandomUnchecked(pool *Pool, seed uint64, maxActions int) (actions int, g *Game) {
	actions, g, _ = playRandom(pool, seed, maxActions, false)
	return actions, g
}

func playRandom(pool *Pool, seed uint64, maxActions int, check bool) (actions int, g *Game, violations []string) {
	rng := &splitmix{s: seed}
	g = NewGame(pool, []string{"alice", "bob"}, int64(seed))
	g.MaxActions = maxActions
	g.Chooser = NewRandomChooser(seed ^ 0x5DEECE66D)
	g.Turn, g.Active, g.Step, g.Priority = 1, 0, StepMain1, 0
	// Decks: 12 lands and 18 random spells each; 7 cards in hand.
	var spells, lands []*CardDef
	for _, n := range pool.Names {
		def := pool.Cards[n]
		if contains(def.Front.Types, "Land") {
			lands = append(lands, def)
		} else {
			spells = append(spells, def)
		}
	}
	for p := PlayerID(0); p < 2; p++ {
		for i := 0; i < 30; i++ {
			var def *CardDef
			if i%5 < 2 && len(lands) > 0 {
				def = lands[rng.intn(len(lands))]
			} else {
				def = spells[rng.intn(len(spells))]
			}
			zone := Library
			if i < 7 {
				zone = Hand
			}
			if i < 4 && contains(def.Front.Types, "Land") {
				zone = Battlefield
			}
			g.NewCardObject(def, p, zone)
		}
	}
	defer func() {
		if x := recover(); x != nil {
			violations = append(violations, fmt.Sprintf("panic: %v", x))
		}
	}()
	checked := 0
	for actions = 0; !g.Over && actions < maxActions; actions++ {
		if g.Step == StepDeclareAttackers && g.Priority == g.Active && rng.intn(2) == 0 {
			g.randomAttack(rng)
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
			cands := g.candidates(rng)
			for i := len(cands) - 1; i > 0; i-- {
				j := rng.intn(i + 1)
				cands[i], cands[j] = cands[j], cands[i]
			}
			for _, c := range cands {
				before := len(g.Log.Lines)
				if g.try(g.Priority, c) == nil {
					a = c
					break
				}
				if len(g.Log.Lines) != before {
					violations = append(violations, fmt.Sprintf("illegal action %q left %d log lines behind", c.Text, len(g.Log.Lines)-before))
				}
			}
		}
		if a.Kind == "pass" {
			if err := g.try(g.Priority, a); err != nil {
				violations = append(violations, fmt.Sprintf("passing failed: %v", err))
			}
		}
		if !check {
			continue
		}
		v := g.CheckInvariants(checked)
		checked = len(g.Log.Lines)
		if v == "" && g.unfinishedTurn != "" {
			v = g.unfinishedTurn
		}
		if v == "" && !g.Over {
			v = g.unsettled()
		}
		if v != "" {
			violations = append(violations, fmt.Sprintf("after %q: %s", a.Text, v))
			return
		}
	}
	return
}

// unsettled describes the state-based actions that would still apply,
// tried on a fork of the game, or returns "". Before a player gets
// priority they are performed until none applies (CR 704.3, 117.5).
func (g *Game) unsettled() (desc string) {
	may := g.mayBeUnsettled()
	if !may && !checkCaches {
		return ""
	}
	f := g.Fork()
	f.Log = &Log{}
	f.Chooser = NewRandomChooser(0)
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
// state-based action applies, so that unsettled forks only when one does
// (or when the check panics: the fork then reports the panic).
func (g *Game) mayBeUnsettled() (may bool) {
	defer func() {
		if recover() != nil {
			may = true
		}
	}()
	return g.stateBasedActionsApply()
}

func (g *Game) randomAttack(rng *splitmix) {
	var ids []ObjID
	for _, o := range g.Controlled(g.Active) {
		c := g.Chars(o)
		if c.Is("Creature") && !o.Tapped && (!o.Sick || c.HasKeyword("haste")) && !o.Attacking && rng.intn(2) == 0 {
			ids = append(ids, o.ID)
		}
	}
	if len(ids) > 0 {
		// Through try, like every action: the game can end in the middle of
		// it.
		_ = g.try(g.Active, Action{Kind: "attack", Attackers: ids})
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

// CheckInvariants returns a description of the first broken invariant:
// every live object in exactly one zone list matching its zone; no
// negative counters, damage or mana; every object the log names (from
// line fromLine on) exists.
func (g *Game) CheckInvariants(fromLine int) string {
	// Where each object was listed, as a place number (see placeName);
	// ids outside the object table go in a map.
	seen := make([]uint8, len(g.objs))
	var odd map[ObjID]uint8
	const battlefield, exile, stack, firstPlayer = 1, 2, 3, 4
	zoneNames := [...]string{"library", "hand", "graveyard"}
	placeName := func(pl uint8) string {
		switch pl {
		case battlefield:
			return "battlefield"
		case exile:
			return "exile"
		case stack:
			return "stack"
		}
		i := int(pl - firstPlayer)
		return g.Players[i/3].Name + "'s " + zoneNames[i%3]
	}
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
	for _, id := range g.Battlefield {
		if s := place(id, battlefield); s != "" {
			return s
		}
		if o := g.Obj(id); o.Zone != Battlefield || o.Left {
			return fmt.Sprintf("%s is listed on the battlefield but is in %s", g.Name(id), o.Zone)
		}
	}
	for _, id := range g.Exile {
		if s := place(id, exile); s != "" {
			return s
		}
	}
	for _, it := range g.Stack {
		if it.Spell != 0 {
			if s := place(it.Spell, stack); s != "" {
				return s
			}
		}
	}
	for i, p := range g.Players {
		for z, l := range [...][]ObjID{p.Library, p.Hand, p.Graveyard} {
			for _, id := range l {
				if s := place(id, uint8(firstPlayer+3*i+z)); s != "" {
					return s
				}
			}
		}
		for _, m := range p.Pool {
			if m.Type >= numManaTypes {
				return "a mana unit of no type"
			}
		}
	}
	for _, o := range g.objs[1:] {
		live := !o.Left && o.Zone != ZoneNone
		if live && seen[o.ID] == 0 {
			return fmt.Sprintf("%s is in %s but in no zone list", g.Name(o.ID), o.Zone)
		}
		for _, c := range o.Counters {
			if c.N < 0 {
				return fmt.Sprintf("%s has %d %s counters", g.Name(o.ID), c.N, c.Kind)
			}
		}
		if o.Damage < 0 {
			return fmt.Sprintf("%s has negative damage", g.Name(o.ID))
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

// unknownObjRef finds the first #id reference in a log line to an object
// that never existed, and returns its digits.
func (g *Game) unknownObjRef(line string) (string, bool) {
	for i := 0; i < len(line); i++ {
		if line[i] != '#' {
			continue
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
