package player

import (
	"cardc/autopay"
	"cardc/interp"
)

// option is an action worth considering, worked out only when it comes up
// to be tried (see planner.work): what makes it illegal before anything
// changes is checked then, and its targets, modes and X drawn. Working
// options out one at a time, in a random order, until one is legal costs
// a few of them where listing every action with its choices costs them
// all.
type option struct {
	kind optionKind
	// act is the action as far as it is known: its kind, object,
	// ability and face.
	act Action
	o   *interp.Object
	c   *interp.Chars
	// ab is the ability to activate, or the spell ability of the face to
	// cast (nil: none with targets).
	ab *interp.AbilityDef
	// cost is the mana cost of a face cast (its own, or {3} face down),
	// the cost of a card cast from the graveyard, which replaces its mana
	// cost (CR 118.9), or a face-down permanent's cost to turn it face
	// up; hasCost says there is one that is mana.
	cost    interp.ManaCost
	hasCost bool
}

type optionKind uint8

const (
	// optAsIs: the action needs nothing worked out.
	optAsIs optionKind = iota
	// optCast: casting a card from the hand for its mana cost.
	optCast
	// optActivate: activating an ability of a permanent or of a card in
	// a zone it works from.
	optActivate
	// optFace: casting a face or half of a card, or a prepared
	// permanent's spell, with targets drawn for ab.
	optFace
	// optGraveyardCast: casting a card from its owner's graveyard for the
	// cost of the keyword that allows it.
	optGraveyardCast
	// optTurnUp: turning a face-down permanent face up for its cost.
	optTurnUp
)

// planner lists and works out the options of the priority holder at one
// moment of the game. Its list is reused from one moment to the next.
type planner struct {
	g    *interp.Game
	p    interp.PlayerID
	rng  *splitmix
	mem  *sourcesSeen
	pay  *autoPayer
	opts []option
	// srcs are the player's mana sources (see plannedSources), asked for
	// when a cost is first checked.
	srcs      []autopay.Source
	srcsKnown bool
	// srcIDs are the objects of srcs, for restored.
	srcIDs []interp.ObjID
	// kept are the sources listed last for each player, kept from one
	// moment to the next.
	kept []keptSources
	// others and needs are scratch space for affordable's sources but
	// one and for the needs of the cost being checked.
	others []autopay.Source
	needs  []interp.Symbol
	// reductions is interp.SpellReductions, once asked (-1 before).
	reductions int
	// listed are the options listed last for each player, kept from one
	// moment to the next (see list).
	listed []listedOptions
}

// listedOptions are a player's options as listed at a moment, with what
// they depend on (see listKeyOf).
type listedOptions struct {
	ok   bool
	key  listKey
	opts []option
}

// listKey is what a player's options depend on: the stamps of what
// characteristics depend on (those of tapping and combat only when the
// listing read them, see interp.Game.Reads), whether the player may act
// at sorcery speed and play a land, and the cards in their hand and
// graveyard and in exile.
type listKey struct {
	p                      interp.PlayerID
	stamps                 interp.Stamps
	tapped, combat         bool
	sorcery, land          bool
	hand, graveyard, exile uint64
}

// sameOptions compares two lists of options by what they would do.
func sameOptions(a, b []option) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if x.kind != y.kind || x.act.Kind != y.act.Kind || x.act.Obj != y.act.Obj || x.act.Ability != y.act.Ability ||
			x.act.Opts.Face != y.act.Opts.Face || x.act.Opts.FaceDown != y.act.Opts.FaceDown || x.ab != y.ab || x.hasCost != y.hasCost {
			return false
		}
	}
	return true
}

func idsSig(ids []interp.ObjID) uint64 {
	h := uint64(14695981039346656037)
	for _, id := range ids {
		h = (h ^ uint64(id)) * 1099511628211
	}
	return (h ^ uint64(len(ids))) * 1099511628211
}

// list lists the options of the priority holder: casting each card in
// hand, activating each ability, the other faces of cards
// (faceOptions) and the cards that work from other zones (zoneOptions).
//
// The options are kept for the next moment the player holds priority:
// while nothing they depend on has changed (listKey), they are the same.
func (pl *planner) list(g *interp.Game, rng *splitmix, mem *sourcesSeen) {
	p := g.Priority
	// The payer is the planner's from one moment to the next: an action
	// refers to it only while it is taken.
	pay := pl.pay
	if pay == nil || pay.mem != mem {
		pay = &autoPayer{mem: mem}
	}
	*pay = autoPayer{mem: mem}
	*pl = planner{g: g, p: p, rng: rng, mem: mem, pay: pay, opts: pl.opts[:0], others: pl.others, needs: pl.needs, srcIDs: pl.srcIDs[:0], kept: pl.kept, reductions: -1, listed: pl.listed}
	for int(p) >= len(pl.listed) {
		pl.listed = append(pl.listed, listedOptions{})
	}
	player := g.Players[p]
	sorcery := g.Active == p && (g.Step == interp.StepMain1 || g.Step == interp.StepMain2) && len(g.Stack) == 0
	key := listKey{p: p, sorcery: sorcery, land: g.LandPlayed(p), hand: idsSig(player.Hand), graveyard: idsSig(player.Graveyard), exile: idsSig(g.Exile)}
	m := &pl.listed[p]
	held := false
	if m.ok {
		k := key
		k.tapped, k.combat = m.key.tapped, m.key.combat
		k.stamps = g.StampsFor(k.tapped, k.combat)
		if held = k == m.key; held && g.CacheCheck == nil {
			pl.opts = append(pl.opts, m.opts...)
			return
		}
	}
	turn, tapped, combat := g.Reads(func() { pl.listNow(sorcery) })
	if held && !sameOptions(m.opts, pl.opts) {
		// With the caches checked, kept options are listed anew and
		// compared.
		panic("player: the options kept for the player are stale")
	}
	key.tapped, key.combat, key.stamps = tapped, combat, g.StampsFor(tapped, combat)
	*m = listedOptions{ok: !turn, key: key, opts: append(m.opts[:0], pl.opts...)}
}

// listNow lists the options as list does, looking at the game.
func (pl *planner) listNow(sorcery bool) {
	g, p := pl.g, pl.p
	player := g.Players[p]
	for _, id := range player.Hand {
		o := g.Obj(id)
		c := g.Chars(o)
		if c.HasCardType("Land") {
			if sorcery && !g.LandPlayed(p) {
				pl.add(option{act: Action{Kind: "land", Obj: id}})
			}
			continue
		}
		// What the timing rule rules out (CR 307.1) isn't an option.
		if g.CastTimingOK(p, c) {
			pl.add(option{kind: optCast, act: Action{Kind: "cast", Obj: id}, o: o, c: c})
		}
	}
	for o := range g.EachControlled(p) {
		for i, ab := range g.Abilities(o) {
			// Not an option: an ability that works from another zone (CR
			// 113.6), or one activated only as a sorcery at another time
			// (CR 602.5d).
			if ab.Kind != interp.ManaAbility && (ab.Zone == interp.ZoneNone || ab.Zone == interp.Battlefield) && (sorcery || !ab.SorcerySpeed) {
				pl.add(option{kind: optActivate, act: Action{Kind: "activate", Obj: o.ID, Ability: i + 1}, o: o, ab: ab})
			}
		}
	}
	pl.faceOptions()
	pl.zoneOptions()
}

func (pl *planner) add(o option) { pl.opts = append(pl.opts, o) }

// restored tells the planner that an action failed and the game was
// restored from a snapshot: the game is as it was, but its objects are
// in other memory, so the mana sources listed are pointed at them again.
func (pl *planner) restored() {
	for i, id := range pl.srcIDs {
		pl.srcs[i].Obj = pl.g.Obj(id)
	}
}

// work works an option out: it reports false when the option is illegal
// before anything changes (timing, the {T} and {Q} costs, a required
// target with nothing to target, a cost no source or pool unit could
// pay, another cost that surely can't be paid, see
// interp.CostsPayable), and otherwise returns the action with its
// choices.
func (pl *planner) work(op *option) (Action, bool) {
	g, p := pl.g, pl.p
	a := op.act
	a.Opts.Payer = pl.pay
	if op.o != nil {
		// An action tried and found illegal before this one restored the
		// game from a snapshot, in other memory: the object is looked up
		// again by its ID.
		op.o = g.Obj(a.Obj)
	}
	switch op.kind {
	case optAsIs:
		if a.Kind == "land" {
			a.Opts.Payer = nil
		}
		return a, true
	case optCast:
		// The timing was checked as the option was listed.
		if g.CastError(p, a.Obj) != nil || !pl.affordable(pl.spellNeeds(op.o, op.c, op.c.ManaCost), 0, true) {
			return a, false
		}
		opt, ok := spellOpts(g, p, op.o, op.c, pl.rng, pl.pay)
		a.Opts = opt
		return a, ok
	case optGraveyardCast:
		if g.CastError(p, a.Obj) != nil {
			return a, false
		}
		// The keyword's cost replaces the mana cost (CR 118.9); one that
		// isn't mana is paid as casting goes on.
		var needs interp.Total
		if op.hasCost {
			needs = pl.spellNeeds(op.o, op.c, op.cost)
		}
		if !pl.affordable(needs, 0, true) {
			return a, false
		}
		opt, ok := spellOpts(g, p, op.o, op.c, pl.rng, pl.pay)
		a.Opts = opt
		return a, ok
	case optActivate:
		except := interp.ObjID(0)
		if op.o.Zone == interp.Battlefield {
			except = op.o.ID
		}
		// Costs other than mana that surely can't be paid (too few
		// permanents to sacrifice, cards to discard) rule it out too.
		if g.ActivationError(p, a.Obj, a.Ability) != nil || !g.CostsPayable(p, a.Obj, a.Ability) || !pl.affordable(pl.activationNeeds(op.ab), except, false) {
			return a, false
		}
		x := &interp.Ctx{G: g, Source: a.Obj, Controller: p, Slots: make([]interp.Value, op.ab.Slots)}
		x.UseTargetX(op.ab, nil)
		return a, randomTargets(g, x, op.ab.Targets, &a.Opts, pl.rng)
	case optTurnUp:
		if op.hasCost {
			t := interp.Total{Needs: appendTyped(pl.needs[:0], op.cost.Symbols), Generic: op.cost.GenericPart(0)}
			pl.needs = t.Needs
			if !pl.affordable(t, 0, false) {
				return a, false
			}
		}
		return a, true
	case optFace:
		if !pl.affordable(pl.spellNeeds(op.o, op.c, op.cost), 0, true) {
			return a, false
		}
		if def := op.ab; def != nil {
			x := &interp.Ctx{G: g, Source: a.Obj, Controller: p, Slots: make([]interp.Value, def.Slots)}
			x.UseTargetX(def, nil)
			return a, randomTargets(g, x, interp.AllTargets(def, nil), &a.Opts, pl.rng)
		}
		return a, true
	}
	return a, false
}

// affordable rules out a cost that the sources and the pool can't pay:
// needs is all of an activation cost (paid as printed), or the colored
// symbols of a spell's and the least its generic part can come to (see
// spellNeeds). anyPool counts pool mana with a spend restriction too,
// which may pay for the spell.
func (pl *planner) affordable(needs interp.Total, except interp.ObjID, anyPool bool) bool {
	if len(needs.Needs) == 0 && needs.Generic == 0 {
		return true
	}
	if !pl.srcsKnown {
		pl.listSources()
		// What the sources could produce, for the payment.
		pl.pay.known = pl.mem.types
	}
	others := pl.srcs
	for i := range pl.srcs {
		if pl.srcs[i].Obj.ID == except {
			pl.others = append(append(pl.others[:0], pl.srcs[:i]...), pl.srcs[i+1:]...)
			others = pl.others
			break
		}
	}
	usable := unrestricted
	if anyPool {
		usable = anyMana
	}
	return autopay.Covers(pl.g.Players[pl.p].Pool, usable, others, needs)
}

// keptSources are a player's mana sources as listed at a moment of the
// game (see planner.listSources), with the objects' IDs: the objects
// themselves may since live in other memory (see planner.restored).
type keptSources struct {
	ok     bool
	turn   int
	stamps interp.Stamps
	srcs   []autopay.Source
	ids    []interp.ObjID
}

// listSources lists the player's mana sources, or takes those listed
// last for the player when nothing they depend on has changed since: the same
// turn (summoning sickness, CR 302.6, ends as a turn begins), and the
// same effects, battlefield, status and tapped permanents. Mana already
// in the pool is the game's, read when a cost is checked.
func (pl *planner) listSources() {
	g := pl.g
	for int(pl.p) >= len(pl.kept) {
		pl.kept = append(pl.kept, keptSources{})
	}
	k := &pl.kept[pl.p]
	st := g.Stamps()
	if k.ok && k.turn == g.Turn && k.stamps == st && g.CacheCheck == nil {
		for i, id := range k.ids {
			k.srcs[i].Obj = g.Obj(id)
		}
	} else {
		// The sources listed before are no longer referred to.
		srcs := plannedSources(k.srcs, g, pl.mem, pl.p, 0)
		*k = keptSources{ok: true, turn: g.Turn, stamps: st, srcs: srcs, ids: k.ids[:0]}
		for _, s := range srcs {
			k.ids = append(k.ids, s.Obj.ID)
		}
	}
	pl.srcs, pl.srcsKnown = k.srcs, true
	pl.srcIDs = append(pl.srcIDs[:0], k.ids...)
}

// spellNeeds is what casting o, of characteristics c, for cost needs at
// least: its colored symbols, and its generic part less every reduction
// that may apply (interp.GenericFloor).
func (pl *planner) spellNeeds(o *interp.Object, c *interp.Chars, cost interp.ManaCost) interp.Total {
	needs := interp.Total{Needs: coloredNeeds(pl.needs[:0], cost.Symbols)}
	pl.needs = needs.Needs
	if o.Card == nil || o.Card.Half != nil {
		// A card with two faces or halves is cast as one of them.
		return needs
	}
	if pl.reductions < 0 {
		pl.reductions = pl.g.SpellReductions()
	}
	needs.Generic, _ = pl.g.GenericFloor(c, cost, 0, pl.reductions)
	return needs
}

func (pl *planner) activationNeeds(ab *interp.AbilityDef) interp.Total {
	t := activationNeeds(pl.needs[:0], ab)
	pl.needs = t.Needs
	return t
}

// activationNeeds is the mana an activation cost needs: all of it, as
// printed, with X 0 (the symbols that need a type of mana appended to
// buf).
func activationNeeds(buf []interp.Symbol, ab *interp.AbilityDef) interp.Total {
	t := interp.Total{Needs: buf}
	for _, cp := range ab.Costs {
		if len(cp.Mana.Symbols) > 0 {
			t.Generic += cp.Mana.GenericPart(0)
			t.Needs = appendTyped(t.Needs, cp.Mana.Symbols)
		}
	}
	return t
}

// appendTyped appends the symbols of a cost that aren't generic or X
// (as ManaCost.Resolve leaves them).
func appendTyped(buf []interp.Symbol, cost []interp.Symbol) []interp.Symbol {
	for _, s := range cost {
		if !s.X && (s.Colored || len(s.Hybrid) > 0 || s.TwoHybrid || s.Snow) {
			buf = append(buf, s)
		}
	}
	return buf
}

// coloredNeeds appends to buf the part of a mana cost that needs a type
// of mana: its colored, hybrid and snow symbols.
func coloredNeeds(buf []interp.Symbol, cost []interp.Symbol) []interp.Symbol {
	for _, s := range cost {
		if s.Colored || len(s.Hybrid) > 0 || s.Snow {
			buf = append(buf, s)
		}
	}
	return buf
}

func unrestricted(m interp.Mana) bool { return m.Restrict == nil }
func anyMana(interp.Mana) bool        { return true }
