package interp

import (
	"fmt"
	"sort"
	"strconv"
)

// ProduceMana is the mana-production procedure of a resolving ability
// (CR 106.4): the would-event passes through mana replacement effects
// (CR 106.12b, G5) in the order the player chooses, then the player adds
// the mana — none when no type can be defined (CR 106.7, G1) — and
// "tapped for mana" triggers see the did-event (CR 106.12a, G4). In
// hypothetical mode it only records the types the ability could produce,
// over every order of replacements (CR 106.7, G2).
func (g *Game) ProduceMana(x *Ctx, spec ManaSpec, restrict *Restriction, to PlayerID) {
	g.produceMana(x, spec, restrict, to, false)
}

// ProduceManaUntilEndOfCombat is ProduceMana for mana that lasts until
// end of combat: it stays in the pool as the combat phase's steps end,
// until the end of combat step ends (CR 106.4, 511.1; firebending).
func (g *Game) ProduceManaUntilEndOfCombat(x *Ctx, spec ManaSpec, to PlayerID) {
	g.produceMana(x, spec, nil, to, true)
}

func (g *Game) produceMana(x *Ctx, spec ManaSpec, restrict *Restriction, to PlayerID, untilEndOfCombat bool) {
	if to == NoPlayer {
		to = x.Controller
	}
	tapped := x.Ability != nil && x.Ability.Kind == ManaAbility && x.Ability.HasTapCost()
	if spec.Choice && spec.Count > 0 && spec.OneOf == 0 {
		// CR 106.7: mana of an undefined type is no mana at all, so there
		// is no mana production for a replacement effect to modify
		// (CR 106.12b) and no "tapped for mana" trigger (CR 106.12a).
		spec.Count = 0
		if !x.Hypo {
			why := ""
			if tapped && len(spec.Fixed) == 0 {
				why = "; with no mana produced, no \"tapped for mana\" effect applies (CR 106.12a-b)"
			}
			g.logf("%s produces no mana: no type of mana can be defined (CR 106.7)%s", g.Name(x.Source), why)
		}
	}
	if spec.Amount() == 0 {
		return
	}
	if q := g.couldProduce; x.Hypo && q != nil && q.replOK && !q.manaRepl && g.CacheCheck == nil {
		// No replacement effect can modify the production.
		*x.Produced |= spec.Types()
		return
	}
	ev := &Event{Kind: EvMana, Would: true, Source: x.Source, Ability: x.Ability, Mana: spec, Player: to, TappedForMana: tapped}
	if x.Hypo {
		g.hypoReplacements(x, ev)
		return
	}
	g.applyReplacements(ev, nil, nil, to)
	var t ManaType
	if ev.Mana.Choice && ev.Mana.Count > 0 {
		if ev.Mana.OneOf == 0 {
			g.logf("%s produces no mana: no type of mana can be defined (CR 106.7)", g.Name(x.Source))
			ev.Mana.Count = 0
		} else {
			t = g.chooseProducedType(to, ev.Mana.OneOf, x.Source)
		}
	}
	runs := ev.Mana.Runs(t)
	if len(runs) == 0 {
		return
	}
	pl := g.Players[to]
	for _, m := range runs {
		m.Source, m.Restrict, m.UntilEndOfCombat = x.Source, restrict, untilEndOfCombat
		pl.Pool = append(pl.Pool, m)
	}
	ev.Would, ev.Produced = false, runs
	lasts := ""
	if untilEndOfCombat {
		lasts = " (it lasts until end of combat)"
	}
	g.logJoin(g.Name(x.Source), " adds ", poolText(runs), " to ", pl.Name, "'s mana pool", restrictText(restrict), lasts)
	g.checkTriggers(ev, nil)
}

func restrictText(r *Restriction) string {
	if r == nil {
		return ""
	}
	return " (spend only on " + r.Text + ")"
}

// chooseProducedType asks for the type of a "one mana of any type" unit,
// using the type the scenario's payment named when there is one.
func (g *Game) chooseProducedType(p PlayerID, set ManaSet, src ObjID) ManaType {
	if g.payType != nil {
		t := *g.payType
		g.payType = nil
		if !set.Has(t) {
			Fail("%s can't produce %s: it can produce %s", g.Name(src), t, set)
		}
		return t
	}
	if t, ok := set.only(); ok {
		return t // no choice to word
	}
	return g.ChooseManaType(p, set, fmt.Sprintf("the type of mana %s produces (%s)", g.Name(src), set))
}

// hypoReplacements records the types a would-event could produce after
// the applicable replacement effects in any order (CR 106.7). It searches
// the states the event can reach, not the orders: a state is the mana the
// event would produce and how many of each group of interchangeable
// effects (the same ability with the same controller) are left to apply,
// so n copies of one effect are n+1 states, not n! orders.
func (g *Game) hypoReplacements(x *Ctx, ev *Event) {
	var rs []replacement
	if q := g.couldProduce; q != nil {
		if !q.replOK {
			q.repl, q.replOK = g.replacementSources(), true
		}
		rs = g.matchReplacements(ev, q.repl)
	} else {
		rs = g.replacementsFor(ev, nil, nil)
	}
	groups := groupReplacements(rs)
	left := make([]int, len(groups))
	for i, gr := range groups {
		left[i] = gr.n
	}
	seen := map[string]bool{}
	var visit func(ev *Event, left []int)
	visit = func(ev *Event, left []int) {
		key := hypoKey(ev.Mana, left)
		if seen[key] {
			return
		}
		seen[key] = true
		progressed := false
		for i, gr := range groups {
			if left[i] == 0 {
				continue
			}
			r := gr.r
			e2 := *ev
			e2.applied = nil
			rx := &Ctx{G: g, Source: r.src, Controller: r.ctrl, Ability: r.ab, Slots: make([]Value, r.ab.Slots), Event: &e2, Hypo: true, Produced: x.Produced}
			v, ok := r.ab.Trigger.Fn.Event(rx, Args{r.ab.Trigger.Args}, &e2)
			if !ok {
				continue
			}
			if r.ab.TrigSlot >= 0 {
				rx.Slots[r.ab.TrigSlot] = v
			}
			for _, e := range r.ab.Effects {
				rx.Exec(e)
			}
			progressed = true
			rest := append([]int(nil), left...)
			rest[i]--
			visit(&e2, rest)
		}
		if !progressed && ev.Mana.Amount() > 0 {
			*x.Produced |= ev.Mana.Types()
		}
	}
	visit(ev, left)
}

// replacementGroup is a replacement effect and how many interchangeable
// instances of it apply: the same ability of permanents with the same
// controller, each of which applies to the event.
type replacementGroup struct {
	r replacement
	n int
}

func groupReplacements(rs []replacement) []replacementGroup {
	var out []replacementGroup
next:
	for _, r := range rs {
		for i := range out {
			if out[i].r.ab == r.ab && out[i].r.ctrl == r.ctrl {
				out[i].n++
				continue next
			}
		}
		out = append(out, replacementGroup{r: r, n: 1})
	}
	return out
}

// hypoKey identifies a state of the search of hypoReplacements.
func hypoKey(m ManaSpec, left []int) string {
	b := make([]byte, 0, 32)
	for _, t := range m.Fixed {
		b = append(b, byte(t))
	}
	b = append(b, '|', byte(m.OneOf))
	b = strconv.AppendInt(b, int64(m.Count), 10)
	if m.Choice {
		b = append(b, 'c')
	}
	b = append(b, '*')
	b = strconv.AppendInt(b, int64(m.times()), 10)
	for _, n := range left {
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return string(b)
}

// couldProduceQuery is the state of one "could produce" question
// (CR 106.7) while it is being answered: the current approximation of
// every permanent asked about so far, in the order they were first asked.
//
// An evaluation of an object reads the approximations of the objects it
// asks about (its dependencies) and nothing else that changes during the
// query: the object is evaluated again only when one of them has grown
// since, and an object that asked about nothing is final at once. Nothing
// changes in the game while a query is answered, so the permanents with
// replacement abilities and what each filter matches are gathered once.
type couldProduceQuery struct {
	// entries are the objects asked about, in the order first asked; a
	// query asks about a few dozen at most, so they are looked up by a
	// scan.
	entries []cpEntry
	// tick counts evaluations and changes.
	tick     int
	asked    []int // entries asked about by the evaluation in progress
	repl     []replacementSource
	replOK   bool
	manaRepl bool // a replacement can modify mana production
	matches  map[filterKey][]Ref
}

// cpEntry is one object's state in a query: its current approximation,
// the tick of its last change (grown) and of its last evaluation
// (evaluated, 0 before the first), and the entries that evaluation asked
// about.
type cpEntry struct {
	id        ObjID
	approx    ManaSet
	grown     int
	evaluated int
	deps      []int
}

// entry returns the index of id's entry, adding it.
func (q *couldProduceQuery) entry(id ObjID) int {
	for i := range q.entries {
		if q.entries[i].id == id {
			return i
		}
	}
	q.entries = append(q.entries, cpEntry{id: id})
	return len(q.entries) - 1
}

func (q *couldProduceQuery) ask(id ObjID) ManaSet {
	i := q.entry(id)
	q.asked = append(q.asked, i)
	return q.entries[i].approx
}

// stale reports whether entry i needs evaluating: never evaluated, or
// one of its dependencies grew since.
func (q *couldProduceQuery) stale(i int) bool {
	e := &q.entries[i]
	if e.evaluated == 0 {
		return true
	}
	for _, d := range e.deps {
		if q.entries[d].grown > e.evaluated {
			return true
		}
	}
	return false
}

// CouldProduce returns the types of mana the objects could produce
// (CR 106.7): every type any of their mana abilities would produce if it
// resolved now, ignoring costs, replacement effects applied in every
// order. A mana ability that itself asks what other permanents could
// produce ("one mana of any type that a land you control could produce")
// is evaluated by the same production code in hypothetical mode.
// Permanents may look at each other, so the answer is the least fixed
// point: every permanent asked about starts at "nothing" and is
// re-evaluated against the others' current answers until none grows. Two
// such lands alone stay at nothing; the work is polynomial in the number
// of permanents, whatever the cycles.
func (g *Game) CouldProduce(x *Ctx, objs []Ref) ManaSet {
	var set ManaSet
	if q := g.couldProduce; q != nil {
		// Asked while a query is being answered: the current answers.
		for _, r := range objs {
			if r.IsObj && g.Obj(r.Obj) != nil {
				set |= q.ask(r.Obj)
			}
		}
		return set
	}
	ids := make([]ObjID, 0, len(objs))
	for _, r := range objs {
		if r.IsObj {
			ids = append(ids, r.Obj)
		}
	}
	for _, s := range g.couldProduceEach(ids) {
		set |= s
	}
	return set
}

// couldProduceEach answers "could produce" for each object on its own, in
// one query: the i-th set is what ids[i] could produce (nothing for an id
// that names no object).
func (g *Game) couldProduceEach(ids []ObjID) []ManaSet {
	q := g.couldProduce
	if q == nil {
		if sets, ok := g.remembered(ids); ok {
			return sets
		}
		// What the characteristics computed during the query read, for
		// remember; the outer reader sees it too.
		outer := g.read
		g.read = charsRead{}
		q = &couldProduceQuery{entries: make([]cpEntry, 0, len(ids))}
		g.couldProduce = q
		answered := false
		defer func() {
			g.couldProduce = nil
			read := g.read
			g.read = charsRead{turn: outer.turn || read.turn, tapped: outer.tapped || read.tapped, combat: outer.combat || read.combat}
			if answered {
				g.remember(q, read)
			}
		}()
		// Objects whose mana abilities add fixed mana first: they are
		// final after one evaluation, before the others ask about them.
		for _, fixed := range [...]bool{true, false} {
			for _, id := range ids {
				if o := g.Obj(id); o != nil && g.fixedProducer(o) == fixed {
					q.entry(id)
				}
			}
		}
		for changed := true; changed; {
			changed = false
			// Objects first asked about during this pass join its end.
			for i := 0; i < len(q.entries); i++ {
				if !q.stale(i) && g.CacheCheck == nil {
					continue
				}
				q.tick++
				q.entries[i].evaluated = q.tick
				q.asked = q.asked[:0]
				s := q.entries[i].approx | g.couldProduceNow(g.Obj(q.entries[i].id))
				e := &q.entries[i] // evaluating may have added entries
				e.deps = append(e.deps[:0], q.asked...)
				if s != e.approx {
					q.tick++
					e.approx, e.grown = s, q.tick
					changed = true
				}
			}
		}
		answered = true
	}
	sets := make([]ManaSet, len(ids))
	for i, id := range ids {
		if g.Obj(id) != nil {
			sets[i] = q.ask(id)
		}
	}
	return sets
}

// fixedProducer reports whether every mana ability of the object adds
// fixed mana (AbilityDef.Produces).
func (g *Game) fixedProducer(o *Object) bool {
	for _, ab := range g.manaAbilities(o) {
		if ab.Produces == 0 {
			return false
		}
	}
	return true
}

// couldProduceNow runs an object's mana abilities hypothetically, with
// the other permanents' could-produce sets as the current query has them.
func (g *Game) couldProduceNow(o *Object) ManaSet {
	var set ManaSet
	q := g.couldProduce
	if !q.replOK {
		q.repl, q.replOK = g.replacementSources(), true
		// Only a replacement of a mana-production event (an event whose
		// triggers are mana abilities, CR 605.1b) can modify what a mana
		// ability produces.
		for _, r := range q.repl {
			q.manaRepl = q.manaRepl || r.ab.Trigger.Fn.ManaTrigger
		}
	}
	manaRepl := q.manaRepl
	for _, ab := range g.manaAbilities(o) {
		if ab.Produces != 0 && !manaRepl && g.CacheCheck == nil {
			// Fixed mana, and no replacement effect to modify it.
			set |= ab.Produces
			continue
		}
		var got ManaSet
		hx := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab, Slots: make([]Value, ab.Slots), Hypo: true, Produced: &got}
		for _, e := range ab.Effects {
			hx.Exec(e)
		}
		if g.CacheCheck != nil && ab.Produces != 0 && !manaRepl && got != ab.Produces {
			panic(fmt.Sprintf("interp: %s's fixed production is %s, but running it produces %s", g.Name(o.ID), ab.Produces, got))
		}
		set |= got
	}
	return set
}

// manaAbilities returns the object's mana abilities (shared: callers must
// not change the list).
func (g *Game) manaAbilities(o *Object) []*AbilityDef { return g.abilityLists(o).mana }

// activateMana activates a mana ability: it pays its costs and resolves at
// once, without the stack (CR 605.3).
func (g *Game) activateMana(p PlayerID, o *Object, ab *AbilityDef, opt PlayOpts) {
	g.logJoin(g.PlayerName(p), " activates ", g.Name(o.ID), "'s mana ability")
	g.Log.indent++
	defer func() { g.Log.indent-- }()
	x := &Ctx{G: g, Source: o.ID, Controller: p, Ability: ab, Slots: make([]Value, ab.Slots)}
	g.payAbilityCosts(p, o, ab, x, opt)
	g.exercise(ab)
	for _, e := range ab.Effects {
		x.Exec(e)
	}
}

// activateForPayment activates the mana abilities a payment names.
func (g *Game) activateForPayment(p PlayerID, srcs []PaySource) {
	for _, s := range srcs {
		o := g.Obj(s.Obj)
		if o == nil || o.Left || o.Zone != Battlefield {
			Fail("%s is not on the battlefield to pay with", g.Name(s.Obj))
		}
		if o.Controller != p {
			Fail("%s can't pay with %s: %s controls it", g.PlayerName(p), g.Name(s.Obj), g.PlayerName(o.Controller))
		}
		mas := g.manaAbilities(o)
		if len(mas) == 0 {
			Fail("%s has no mana ability", g.Name(s.Obj))
		}
		i := s.Ability
		if i == 0 {
			i = 1
		}
		if i > len(mas) {
			Fail("%s has no mana ability %d", g.Name(s.Obj), i)
		}
		g.payType = s.Type
		g.activateMana(p, o, mas[i-1], PlayOpts{})
		g.payType = nil
	}
}

// payMana pays a total from the player's pool (CR 601.2h): each specific
// symbol with a unit of its type, then the generic part, spending units in
// pool order. A unit with a spend restriction is usable only for a spell
// it allows (CR 106.6). It returns the number of units spent.
func (g *Game) payMana(p PlayerID, total Total, spell *Object) int {
	pl := g.Players[p]
	usable := make([]bool, len(pl.Pool))
	for i, m := range pl.Pool {
		usable[i] = m.Restrict == nil
		if m.Restrict != nil && spell != nil {
			fv := &FilterVal{F: m.Restrict.Filter, X: &Ctx{G: g, Source: m.Restrict.Source, Controller: m.Restrict.Controller}}
			usable[i] = fv.Match(ObjRef(spell.ID))
		}
	}
	// taken counts the units spent from each entry.
	taken := make([]int, len(pl.Pool))
	take := func(ok func(Mana) bool) bool {
		for i, m := range pl.Pool {
			if taken[i] < m.Amount && usable[i] && ok(m) {
				taken[i]++
				return true
			}
		}
		return false
	}
	fail := func(what string) {
		Fail("%s can't pay %s: %s (pool: %s)", pl.Name, total, what, poolText(pl.Pool))
	}
	// Symbols with one way to pay come first, then hybrid ones, so a
	// hybrid symbol doesn't take the unit a colored one needs.
	needs := append([]Symbol(nil), total.Needs...)
	sort.SliceStable(needs, func(i, j int) bool { return needs[i].Colored && !needs[j].Colored })
	for _, s := range needs {
		switch {
		case s.Colored:
			if !take(func(m Mana) bool { return m.Type == s.Type }) {
				fail("no usable " + s.Type.String())
			}
		case len(s.Hybrid) > 0:
			if !take(func(m Mana) bool {
				for _, h := range s.Hybrid {
					if m.Type == h {
						return true
					}
				}
				return false
			}) {
				if s.TwoHybrid {
					total.Generic += 2
					continue
				}
				fail("no usable mana for " + s.String())
			}
		case s.Snow:
			fail("snow mana is not supported")
		}
	}
	// The generic part takes whole runs at once, in pool order.
	need := total.Generic
	for i, m := range pl.Pool {
		if need == 0 {
			break
		}
		if usable[i] {
			n := min(need, m.Amount-taken[i])
			taken[i] += n
			need -= n
		}
	}
	if need > 0 {
		for i, m := range pl.Pool {
			if !usable[i] && taken[i] < m.Amount {
				fail("the rest of the pool can't be spent on this")
			}
		}
		fail("not enough mana")
	}
	var rest, spent []Mana
	units := 0
	for i, m := range pl.Pool {
		if taken[i] > 0 {
			sm := m
			sm.Amount = taken[i]
			spent = append(spent, sm)
			units = addMana(units, taken[i])
		}
		if left := m.Amount - taken[i]; left > 0 {
			m.Amount = left
			rest = append(rest, m)
		}
	}
	pl.Pool = rest
	g.logJoin(pl.Name, " pays ", total.String(), " with ", poolText(spent))
	return units
}

// PayDuringResolution pays a cost while a spell or ability resolves
// ("unless its controller pays {4}"): this is not casting a spell, so
// mana restricted to spells can't be spent (H3).
func (g *Game) PayDuringResolution(p PlayerID, cost ManaCost) bool {
	ok := true
	func() {
		defer func() {
			if r := recover(); r != nil {
				if re, isRE := r.(*RuntimeError); isRE {
					g.logf("%s", re.Error())
					ok = false
					return
				}
				panic(r)
			}
		}()
		// CR 605.3a: a player may activate mana abilities whenever an
		// effect asks for a mana payment, in the middle of a resolution too.
		if len(g.ResolutionPay) > 0 {
			srcs := g.ResolutionPay
			g.ResolutionPay = nil
			g.activateForPayment(p, srcs)
		}
		g.payMana(p, cost.Resolve(0), nil)
	}()
	return ok
}

// intrinsicOf returns the intrinsic mana abilities of the basic land types
// among the subtypes (CR 305.6).
func intrinsicOf(c *Chars) []*AbilityDef {
	var out []*AbilityDef
	for _, s := range c.Subtypes {
		if ab, ok := intrinsicAbilities[s]; ok {
			if out == nil {
				// One basic land type, the commonest: its list is made once
				// (shared, as ability lists are).
				out = intrinsicLists[s]
				continue
			}
			out = append(out[:len(out):len(out)], ab)
		}
	}
	return out
}

// intrinsicLists are the lists of one basic land type's ability.
var intrinsicLists map[string][]*AbilityDef

// intrinsicAbilities are the mana abilities of the basic land types, made
// in init: producing mana reaches characteristics, which list them.
var intrinsicAbilities map[string]*AbilityDef

func init() {
	m := map[string]*AbilityDef{}
	for name, t := range map[string]ManaType{"Plains": ManaW, "Island": ManaU, "Swamp": ManaB, "Mountain": ManaR, "Forest": ManaG} {
		t := t
		produce := &Builtin{Name: "intrinsic mana", Eval: func(x *Ctx, _ Args) Value {
			x.G.ProduceMana(x, ManaSpec{Fixed: []ManaType{t}}, nil, x.Controller)
			return nil
		}}
		m[name] = &AbilityDef{Kind: ManaAbility, Costs: []CostPart{{Tap: true, Slot: -1}}, Effects: []*Node{{Op: OpCall, Fn: produce, Str: "intrinsic mana"}}, TrigSlot: -1, Text: "{T}: Add " + t.String() + ".", Produces: ManaSet(0).With(t), LocalProduction: true}
	}
	intrinsicAbilities = m
	intrinsicLists = map[string][]*AbilityDef{}
	for name, ab := range m {
		intrinsicLists[name] = []*AbilityDef{ab}
	}
}
