package interp

import (
	"fmt"
	"slices"
)

// Value is the runtime value of an expression. Its dynamic type follows
// the static type: int (number), ManaCost (a mana literal), ManaSpec (mana
// to produce), ManaSet, CounterKind, PTChange, Ref (object or player),
// *FilterVal, Duration, *AbilityDef, CopyChanges, *CopyVal, bool
// (condition), *Face (token definition), Subtype, CostChange, or nil.
type Value any

// CounterKind is a kind of counter: "+1/+1", "loyalty".
type CounterKind string

// Subtype is a subtype name.
type Subtype string

// PTChange is a +N/+N or -N/-N change.
type PTChange [2]int

// FilterVal is a filter with the context it is evaluated in (for words
// like another and you-control).
type FilterVal struct {
	F *Filter
	X *Ctx
	// just, when hasJust, is the one object or player a filter made from
	// one matches (held by value: no allocation of its own).
	just    Ref
	hasJust bool
	// parts: a union of filters (see Union).
	parts []*FilterVal
}

// CopyChange is one exception of a copy effect (CR 707.9): it edits the
// copiable values.
type CopyChange struct {
	Apply func(c *Chars)
	// EnterCounter adds a counter as the copy enters, if the copy matches
	// EnterIf.
	EnterCounter CounterKind
	EnterIf      *FilterVal
	Text         string
}

// CopyChanges is a list of copy exceptions.
type CopyChanges []CopyChange

// CopyVal is copiable values to become: either already fixed (Values) or
// to be chosen as the object enters (Choose, a filter).
type CopyVal struct {
	Values  *Chars
	From    Ref
	Choose  *FilterVal
	Changes CopyChanges
}

// CostChange is a static cost modification (CR 601.2f): spells matching
// Spells cost Reduce generic mana less, or Increase generic mana more.
type CostChange struct {
	Spells   *FilterVal
	Reduce   int
	Increase int
	Source   ObjID
	Ability  *AbilityDef
	// Own: the change is the spell's own ("This spell costs {2} less to
	// cast", CR 601.2f) and applies to it alone.
	Own bool
}

// applies reports whether the change applies to the spell.
func (ch CostChange) applies(spell *Object) bool {
	if ch.Own {
		return ch.Source == spell.ID
	}
	return ch.Spells.Match(ObjRef(spell.ID))
}

// Ctx is the context an ability's expressions are evaluated in: the game,
// the ability and its source, its controller, its bound values and X.
type Ctx struct {
	G          *Game
	Source     ObjID
	Controller PlayerID
	Ability    *AbilityDef
	Slots      []Value
	// slotBuf is the buffer a trigger probe's slots come from (see
	// checkTriggers).
	slotBuf []Value
	X       int
	// Event is the event a trigger matched or a replacement is modifying.
	Event *Event
	// Hypo marks a hypothetical evaluation (could-produce, CR 106.7): no
	// game state changes, and chosen mana reports every possible type.
	Hypo bool
	// Produced collects the mana an ability produces (hypothetical mode).
	Produced *ManaSet
	// Line is the scenario line of the action that caused this, for errors.
	Line int
	// Prevented is the damage a prevention shield prevented, for the
	// effect it does afterwards (CR 615.5: "the damage prevented this
	// way").
	Prevented int
	// Replaced is set by a spell's instruction that is done instead of
	// its other instructions (CR 608.2c: "If you cast this spell during
	// your main phase, instead …"): the spell's remaining instructions
	// aren't done.
	Replaced bool
	// Paying is set while a cost part is evaluated: sacrifice and exile
	// then choose among permanents the controller controls.
	Paying bool
	// Each is, while an effect on each of a set works out its amount for
	// one of them, that one: "each player … equal to half that player's
	// life total".
	Each *Ref
	// Among, while an effect on a set of players is done to only some of
	// them ("each opponent loses 3 life unless they discard a card", CR
	// 101.4), are those players; nil otherwise.
	Among []PlayerID
	// Created is the token the ability last created, for its later
	// instructions and the delayed abilities it creates ("Sacrifice it at
	// the beginning of the next end step").
	Created ObjID
	// Chosen are the choices the ability made as it is carried out
	// ("that name", "that type"): see ChooseWord.
	Chosen Chosen
	// Exiled are the cards the ability's instruction exiled from a
	// library, for its later instructions: "If you exiled a land card
	// this way".
	Exiled []ObjID
	// Counted is how many objects the ability's last counting instruction
	// acted on (the creatures it exiled), for a later "that many".
	Counted int
	// Dealt are the objects the ability's damage instructions dealt damage
	// to, for "a creature dealt damage this way".
	Dealt []ObjID
}

// RuntimeError is an error raised while running: an impossible or
// unanswered choice, or an illegal action.
type RuntimeError struct {
	Msg string
	// format and args, while Msg is empty, make the message when it is
	// first asked for (see errorOf): most errors the checks of an action
	// raise are never read.
	format string
	args   []any
}

func (e *RuntimeError) Error() string {
	if e.format != "" {
		e.Msg, e.format, e.args = fmt.Sprintf(e.format, e.args...), "", nil
	}
	return e.Msg
}

// errorOf is an error whose message is formatted as fmt.Sprintf would,
// when asked for if the arguments are names, numbers and flags, which
// don't change; with any other argument (a value that may share memory
// that changes), at once.
func errorOf(format string, args []any) *RuntimeError {
	for _, a := range args {
		switch a.(type) {
		case string, int, bool:
		default:
			return &RuntimeError{Msg: fmt.Sprintf(format, args...)}
		}
	}
	return &RuntimeError{format: format, args: args}
}

// objRefValues and playerRefValues are references as Values, made once:
// a reference made a Value is copied to memory of its own, and the
// commonest ones needn't be.
var (
	objRefValues = func() (v [1024]Value) {
		for i := range v {
			v[i] = ObjRef(ObjID(i))
		}
		return v
	}()
	playerRefValues = [...]Value{PlayerRef(0), PlayerRef(1), PlayerRef(2), PlayerRef(3)}
)

func objRefValue(id ObjID) Value {
	if id >= 0 && int(id) < len(objRefValues) {
		return objRefValues[id]
	}
	return ObjRef(id)
}

func playerRefValue(p PlayerID) Value {
	if p >= 0 && int(p) < len(playerRefValues) {
		return playerRefValues[p]
	}
	return PlayerRef(p)
}

// Fail aborts the current action with a runtime error.
func Fail(format string, args ...any) {
	panic(errorOf(format, args))
}

// Eval evaluates a node.
func (x *Ctx) Eval(n *Node) Value {
	if n == nil {
		return nil
	}
	if n.Const != nil {
		return n.Const
	}
	switch n.Op {
	case OpInt:
		return n.Int
	case OpMana:
		return n.Mana
	case OpPT:
		return PTChange{n.P + n.XP*x.X, n.T + n.XT*x.X}
	case OpCounter:
		return CounterKind(n.Str)
	case OpSubtype:
		return Subtype(n.Str)
	case OpText:
		return n.Str
	case OpSelf:
		return objRefValue(x.Source)
	case OpYou:
		return playerRefValue(x.Controller)
	case OpX:
		return x.X
	case OpEnchanted:
		if o := x.G.Obj(x.Source); o != nil {
			return o.AttachedTo
		}
		return Ref{}
	case OpGranter:
		if x.Ability != nil && x.Ability.GrantedBy != 0 {
			return ObjRef(x.Ability.GrantedBy)
		}
		return ObjRef(x.Source)
	case OpThisAbility:
		return x.Ability
	case OpSlot:
		if n.Slot < len(x.Slots) {
			return x.Slots[n.Slot]
		}
		return nil
	case OpToken:
		return n.Token
	case OpFilter:
		return &FilterVal{F: n.Filter, X: x}
	case OpAbility:
		return n.Ability
	case OpKeyword:
		return Keyword{Name: n.Str, Rule: n.Fn.Rule, Abilities: n.Fn.Abilities, Arg: firstArg(n)}.instance()
	case OpCall:
		if n.Fn == nil || n.Fn.Eval == nil {
			Fail("%s has no implementation", n.Str)
		}
		x.G.observe(n)
		return n.Fn.Eval(x, Args{n.Args})
	}
	return nil
}

// Num evaluates a number (0 when absent).
func (x *Ctx) Num(n *Node) int {
	v, _ := x.Eval(n).(int)
	return v
}

// Ref evaluates an object or player reference. A filter in a place that
// wants one object yields the zero Ref.
func (x *Ctx) Ref(n *Node) Ref {
	switch v := x.Eval(n).(type) {
	case Ref:
		return v
	case *ManaEventVal:
		return ObjRef(v.Ev.Source)
	}
	return Ref{}
}

// Object evaluates a reference to an object and returns it (nil if none).
func (x *Ctx) Object(n *Node) *Object {
	r := x.Ref(n)
	if !r.IsObj {
		return nil
	}
	return x.G.Obj(r.Obj)
}

// Player evaluates a player reference (NoPlayer if none).
func (x *Ctx) Player(n *Node) PlayerID {
	switch v := x.Eval(n).(type) {
	case Ref:
		if v.IsPlay {
			return v.Player
		}
		if v.IsObj {
			if o := x.G.Obj(v.Obj); o != nil {
				return o.Controller
			}
		}
	case *ManaEventVal:
		return v.Ev.Player
	}
	return NoPlayer
}

// Filter evaluates a filter argument; a single object or player becomes a
// filter matching just it.
func (x *Ctx) Filter(n *Node) *FilterVal {
	switch v := x.Eval(n).(type) {
	case *FilterVal:
		return v
	case Ref:
		return &FilterVal{X: x, F: justFilter, just: v, hasJust: true}
	case Refs:
		return refsFilter(x, v)
	case *TargetList:
		return refsFilter(x, nonZero(v.Refs))
	case *ManaEventVal:
		r := ObjRef(v.Ev.Source)
		return &FilterVal{X: x, F: justFilter, just: r, hasJust: true}
	}
	return nil
}

// Exec performs an effect.
func (x *Ctx) Exec(n *Node) {
	v := x.Eval(n)
	if n != nil && n.Fills > 0 && n.Fills <= len(x.Slots) {
		x.Slots[n.Fills-1] = v
	}
}

// Match reports whether the object or player matches the filter.
func (f *FilterVal) Match(r Ref) bool { return f.match(r, false) }

// MatchLKI matches an object that has just left its zone, as it last
// existed there (CR 603.10: leaves-the-battlefield abilities look back).
func (f *FilterVal) MatchLKI(r Ref) bool { return f.match(r, true) }

// MatchAsEntering matches a permanent that is entering the battlefield.
func (f *FilterVal) MatchAsEntering(r Ref) bool { return f.match(r, true) }

func (f *FilterVal) match(r Ref, lki bool) bool {
	if f == nil {
		return false
	}
	if f.hasJust {
		return f.just == r || (f.just.IsObj && r.IsObj && f.just.Obj == r.Obj)
	}
	if f.parts != nil {
		return f.unionMatch(r, lki)
	}
	x := f.X
	if r.IsObj {
		o := x.G.Obj(r.Obj)
		if o == nil {
			return false
		}
		if f.F.Player && !f.F.Any {
			return false
		}
		if !f.zoneOK(o, lki) {
			return false
		}
	}
	if r.IsPlay && !f.F.Player && !f.F.Any {
		return false
	}
	return f.matchTerms(r, false)
}

// matchAnyZone matches ignoring the filter's zone (for qualities such as
// protection from multicolored).
func (f *FilterVal) matchAnyZone(r Ref) bool { return f.matchTerms(r, true) }

// MatchAnyZone matches ignoring the filter's zone: a card as it was in
// the zone it left ("one or more creature cards leave your graveyard").
func (f *FilterVal) MatchAnyZone(r Ref) bool { return f != nil && f.matchAnyZone(r) }

// matchTerms reports whether r matches every term group of the filter
// (one word of each or-group); anyZone counts zone words as matching.
func (f *FilterVal) matchTerms(r Ref, anyZone bool) bool {
	for _, group := range f.F.Terms {
		ok := false
		for _, t := range group {
			if (anyZone && t.Fn != nil && t.Fn.Zone != ZoneNone) || f.X.matchTerm(t, r) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// zoneOK checks the zone a filter looks in: the zone a word names (spell:
// the stack; in-your-graveyard: a graveyard), else the battlefield.
func (f *FilterVal) zoneOK(o *Object, lki bool) bool {
	z := f.zone()
	return (o.Zone == z || z == SourceZones && (o.Zone == Battlefield || o.Zone == Stack)) && (lki || !o.Left)
}

// zone is the zone the filter looks in: the zone a word names, else the
// battlefield.
func (f *FilterVal) zone() Zone {
	if f.F.hasZone {
		return f.F.zone
	}
	return filterZone(f.F)
}

// filterZone is the zone a filter looks in (see FilterVal.zone).
func filterZone(f *Filter) Zone {
	want := Battlefield
	for _, group := range f.Terms {
		for _, t := range group {
			if t.Fn != nil && t.Fn.Zone != ZoneNone {
				want = t.Fn.Zone
			}
		}
	}
	return want
}

func (x *Ctx) matchTerm(t *Node, r Ref) bool {
	switch t.Op {
	case OpSubtype:
		if !r.IsObj {
			return false
		}
		return x.G.Chars(x.G.Obj(r.Obj)).Is(t.Str)
	case OpCall:
		if t.Fn == nil || t.Fn.Match == nil {
			Fail("filter word %s has no implementation", t.Str)
		}
		x.G.observe(t)
		return t.Fn.Match(x, Args{t.Args}, r)
	}
	return false
}

// Candidates lists the objects or players the filter can match, in a
// stable order: players, then the filter's zone in zone order.
func (f *FilterVal) Candidates() []Ref {
	if f.hasJust {
		return []Ref{f.just}
	}
	if f.parts != nil {
		return f.unionCandidates()
	}
	g := f.X.G
	if q := g.couldProduce; q != nil && !f.F.Bound && g.CacheCheck == nil {
		// Nothing changes while a "could produce" question is answered:
		// what a filter matches is asked once per source and controller.
		k := filterKey{f.F, f.X.Source, f.X.Controller}
		out, ok := q.matches[k]
		if !ok {
			out = f.candidates()
			if q.matches == nil {
				q.matches = map[filterKey][]Ref{}
			}
			q.matches[k] = out
		}
		return out[:len(out):len(out)]
	}
	return f.candidates()
}

// filterKey is what a filter without bindings matches by.
type filterKey struct {
	f    *Filter
	src  ObjID
	ctrl PlayerID
}

// candidates is Candidates without the query's memory.
func (f *FilterVal) candidates() []Ref {
	g := f.X.G
	var out []Ref
	if f.F.Player || f.F.Any {
		out = f.matchingPlayers()
		if !f.F.Any {
			return out
		}
	}
	// An object matches only in the filter's zone (zoneOK), so only that
	// zone's list is looked at.
	consider := func(id ObjID) {
		if f.Match(ObjRef(id)) {
			out = append(out, ObjRef(id))
		}
	}
	z := f.zone()
	if z == Battlefield || z == SourceZones {
		for _, id := range g.Battlefield {
			consider(id)
		}
	}
	switch z {
	case Stack, SourceZones:
		for _, it := range g.Stack {
			if it.Spell != 0 {
				consider(it.Spell)
			}
		}
	case Graveyard:
		for _, p := range g.Players {
			for _, id := range p.Graveyard {
				consider(id)
			}
		}
	case Exile:
		for _, id := range g.Exile {
			consider(id)
		}
	}
	if f.X.G.CacheCheck != nil {
		if slow := f.candidatesEverywhere(); !slices.Equal(out, slow) {
			panic(fmt.Sprintf("interp: candidates of %q in its zone are %v, everywhere %v", f.Text(), out, slow))
		}
	}
	return out
}

// matchingPlayers lists the players the filter matches, in order.
func (f *FilterVal) matchingPlayers() []Ref {
	var out []Ref
	for _, p := range f.X.G.Players {
		if f.Match(PlayerRef(p.ID)) {
			out = append(out, PlayerRef(p.ID))
		}
	}
	return out
}

// candidatesEverywhere is Candidates looking at every zone's list (for
// checking it).
func (f *FilterVal) candidatesEverywhere() []Ref {
	g := f.X.G
	var out []Ref
	if f.F.Player || f.F.Any {
		out = f.matchingPlayers()
	}
	var ids []ObjID
	ids = append(ids, g.Battlefield...)
	for _, it := range g.Stack {
		if it.Spell != 0 {
			ids = append(ids, it.Spell)
		}
	}
	for _, p := range g.Players {
		ids = append(ids, p.Graveyard...)
	}
	ids = append(ids, g.Exile...)
	for _, id := range ids {
		if f.Match(ObjRef(id)) {
			out = append(out, ObjRef(id))
		}
	}
	return out
}

// Text is the filter's source text.
func (f *FilterVal) Text() string {
	if f == nil || f.F == nil {
		return ""
	}
	if f.F == justFilter && f.hasJust {
		return f.X.G.RefName(f.just)
	}
	return f.F.Text
}

// justFilter is the compiled filter of a FilterVal that matches just one
// object or player: its text is that object's or player's name, said
// when it is asked for (see FilterVal.Text).
var justFilter = &Filter{}
