package interp

import (
	"fmt"
	"reflect"
	"slices"
)

// StaticEffect is the continuous effect a static ability generates
// (CR 604.1, 611.3): a layered change to the characteristics of the
// objects it applies to. What it applies to is determined continuously
// (CR 611.3a): each time characteristics are computed, at the layer where
// the effect first applies (CR 613.6).
type StaticEffect struct {
	// Objects is what the effect applies to.
	Objects *FilterVal
	// If, when set, is the effect's "as long as" condition (CR 611.3b):
	// it applies only while the condition is true.
	If func() bool
	// IfLocal: the condition reads only the battlefield (see
	// ReadsOnlyBattlefield), so it doesn't make the world's
	// characteristics depend on the players' state.
	IfLocal bool
	// IfTimeless: the condition reads neither the turn nor the step (see
	// ReadsNoTurn), so it doesn't make the world's characteristics
	// depend on them.
	IfTimeless bool
	// PT is a layer-7c change (+N/+N).
	PT [2]int
	// Grant lists keyword abilities the objects have (layer 6).
	Grant []Keyword
	// LoseAll removes every ability (layer 6, CR 613.1f).
	LoseAll bool
	// GrantAbilities lists abilities the objects have (layer 6), as a
	// quoted ability grants them: "Enchanted land has \"{T}: Add one mana
	// of any color.\"" (CR 113.1c, 613.1f).
	GrantAbilities []*AbilityDef
	// ChangesControl: the objects are controlled by Control (layer 2,
	// CR 613.1b); see applyControl.
	ChangesControl bool
	Control        PlayerID
	// Types and Subtypes are card types and subtypes the objects have in
	// addition to their other types (layer 4, CR 613.1d, 205.1b): "This
	// Case is a 4/4 Gorgon creature … in addition to its other types."
	Types, Subtypes []string
	// BasePT, when HasBasePT, is the objects' base power and toughness
	// (layer 7b, CR 613.4b).
	BasePT    [2]int
	HasBasePT bool
}

// in reports whether the effect has a part in layer l.
func (s *StaticEffect) in(l Layer) bool {
	switch l {
	case LayerAbility:
		return len(s.Grant) > 0 || s.LoseAll || len(s.GrantAbilities) > 0
	case LayerType:
		return len(s.Types) > 0 || len(s.Subtypes) > 0
	case Layer7b:
		return s.HasBasePT
	case Layer7c:
		return s.PT != [2]int{}
	}
	return false
}

// apply applies the effect's part in layer l to c.
func (s *StaticEffect) apply(c *Chars, l Layer) {
	switch l {
	case LayerAbility:
		if s.LoseAll {
			// CR 613.1f: an effect that removes all abilities removes
			// keyword abilities and every other ability.
			c.Keywords, c.Abilities = nil, nil
		}
		c.Keywords = append(c.Keywords, s.Grant...)
		c.Abilities = append(c.Abilities, s.GrantAbilities...)
	case LayerType:
		for _, t := range s.Types {
			if !slices.Contains(c.Types, t) {
				c.Types = append(slices.Clone(c.Types), t)
			}
		}
		for _, t := range s.Subtypes {
			if !slices.Contains(c.Subtypes, t) {
				c.Subtypes = append(slices.Clone(c.Subtypes), t)
			}
		}
	case Layer7b:
		c.Power, c.Toughness = s.BasePT[0], s.BasePT[1]
	case Layer7c:
		c.Power += s.PT[0]
		c.Toughness += s.PT[1]
	}
}

// staticSource is one static effect of an ability of a permanent, as the
// layer system carries it from layer to layer.
type staticSource struct {
	src  *Object
	ab   *AbilityDef
	eff  *StaticEffect
	ts   int
	to   []ObjID // what it applies to, fixed when it first applies (CR 613.6)
	on   bool    // it has started to apply
	dead bool    // it never applies (condition false, or its ability is gone)
}

// world is the characteristics of every permanent when some permanent has
// a static ability that changes characteristics: such an ability may
// change any object, so all of them are computed together, layer by layer
// (CR 613.1).
type world struct {
	print fingerprint
	chars charTable
	// lists are the ability lists of chars (see abilityLists), made as
	// they are first asked for: they follow from chars alone, so the
	// game's forks, which share the world, would make the same ones.
	// listAt holds, by object, 1 + the index of its lists (0: not made).
	lists  []abilityLists
	listAt []int32
	// readsTapped: the computation asked whether a permanent is tapped
	// (see TappedStatus), so the fingerprint covers tapping too.
	readsTapped bool
	// readsCombat: the computation asked for a permanent's combat or
	// damage status (see CombatStatus), so the fingerprint covers it too.
	readsCombat bool
	// full: an effect has a condition, or a permanent a
	// characteristic-defining ability, which may read anything in the
	// game, so the fingerprint covers the players too; turn: one of them
	// may read the turn or the step, which the fingerprint then covers
	// as well.
	full, turn bool
}

// worldMode reports whether some permanent has a layered static ability
// in its copiable values, so that characteristics are computed for the
// whole battlefield at once.
func (g *Game) worldMode() bool {
	if !g.Pool.layered || len(g.Battlefield) == 0 {
		return false
	}
	if g.bfStamp != 0 && g.layeredAt == g.bfStamp && g.CacheCheck == nil {
		return g.layeredOn
	}
	on := g.emblemsLayered()
	for _, id := range g.Battlefield {
		if g.hasLayered(g.Obj(id)) {
			on = true
			break
		}
	}
	g.layeredAt, g.layeredOn = g.bfStamp, on
	return on
}

// battlefieldChanged records a change to what is on the battlefield or
// to a permanent's copy effects: worldMode asks again.
func (g *Game) battlefieldChanged() { g.bfStamp, g.worldSure = effectStamps.Add(1), false }

// hasLayered reports whether the object may have a layered static
// ability: its latest copy effect's values have one, or a face of its
// card or token does (either face, whichever is up).
func (g *Game) hasLayered(o *Object) bool {
	switch {
	case len(o.Copies) > 0:
		return o.Copies[len(o.Copies)-1].Values.layered()
	case o.TokenCopy != nil:
		return o.TokenCopy.layered()
	case o.TokenFace != nil:
		return o.TokenFace.Layered
	}
	d := o.Card
	return d.Front.Layered || d.Back != nil && d.Back.Layered || d.Half != nil && d.Half.Layered
}

func (c *Chars) layered() bool {
	for _, ab := range c.Abilities {
		if ab.Layered {
			return true
		}
	}
	return false
}

// fingerprint is everything outside the effects and the copiable values
// that a static ability's effect may look at: the battlefield's contents
// (bfStamp) and its permanents' status (statusStamp), which are tapped
// (tapStamp) and their combat and damage status (combatStamp), the last
// two compared only when asked for (see fingerprintIs); with full, also the
// players' life and zones and the turn, which only a condition or a
// characteristic-defining ability reads. The world's characteristics are
// valid while it is unchanged.
type fingerprint struct {
	effects, battlefield, status, tap, combat uint64
	// players holds, with full, the stack's and exile's sizes and each
	// player's life and zone sizes, and with turn the turn, the active
	// player and the step (else zeros).
	players []int
}

func (g *Game) fingerprintOf(full, turn bool) fingerprint {
	f := fingerprint{effects: g.effectsStamp, battlefield: g.bfStamp, status: g.statusStamp, tap: g.tapStamp, combat: g.combatStamp}
	if full {
		f.players = g.appendPlayersPrint(make([]int, 0, 5+4*len(g.Players)), turn)
	}
	return f
}

// fingerprintIs reports whether the game's fingerprint is f, writing
// nothing.
func (g *Game) fingerprintIs(f fingerprint, full, turn, tapped, combat bool) bool {
	if f.effects != g.effectsStamp || f.battlefield != g.bfStamp || f.status != g.statusStamp || tapped && f.tap != g.tapStamp || combat && f.combat != g.combatStamp {
		return false
	}
	if !full {
		return true
	}
	var buf [16]int
	return slices.Equal(f.players, g.appendPlayersPrint(buf[:0], turn))
}

// appendPlayersPrint appends the players' part of a fingerprint: with
// turn, the turn, the active player and the step (else zeros in their
// place), then the stack's and exile's sizes and each player's life and
// zone sizes.
func (g *Game) appendPlayersPrint(buf []int, turn bool) []int {
	if turn {
		buf = append(buf, g.Turn, int(g.Active), int(g.Step))
	} else {
		buf = append(buf, 0, 0, 0)
	}
	buf = append(buf, len(g.Stack), len(g.Exile))
	for _, p := range g.Players {
		buf = append(buf, p.Life, len(p.Hand), len(p.Graveyard), len(p.Library))
	}
	return buf
}

// statusChanged records a change to an object's status — tapped,
// attacking or blocking, damage, counters, what it's attached to, which
// face is up — that a static ability's effect may look at: the world's
// characteristics are computed again (see fingerprint). Every write of
// those fields calls it.
func (g *Game) statusChanged() { g.statusStamp, g.worldSure = effectStamps.Add(1), false }

// combatChanged records a change to a permanent's combat or damage
// status: whether it is attacking, blocking or blocked, the damage marked
// on it and by what (CR 506.4, 120.3e). No characteristic depends on them
// but through a word that asks (see CombatStatus): the world's
// characteristics are computed again only when their computation did.
func (g *Game) combatChanged() { g.combatStamp, g.worldSure = effectStamps.Add(1), false }

// tappedChanged records that a permanent was tapped or untapped. Tapping
// is the commonest change of status (every mana ability with {T} in its
// cost), and few static abilities look at it: the world's
// characteristics are computed again only when their computation read
// whether a permanent is tapped (see TappedStatus).
func (g *Game) tappedChanged() { g.tapStamp, g.worldSure = effectStamps.Add(1), false }

// StatusChanged records a change to objects' status made outside the
// engine's actions, as a scenario's setup does.
func (g *Game) StatusChanged() {
	g.statusChanged()
	g.tappedChanged()
	g.combatChanged()
}

// TappedStatus reports whether a permanent is tapped, for the words of
// the language that ask (CR 110.5). Asked while the world's
// characteristics are computed, it makes their validity depend on which
// permanents are tapped.
func (g *Game) TappedStatus(o *Object) bool {
	if b := g.building; b != nil {
		b.readsTapped = true
	}
	g.read.tapped = true
	return o.Tapped
}

// CombatStatus is a permanent's combat and damage status, as the words of
// the language read it (see Game.CombatStatus).
type CombatStatus struct {
	IsAttacking bool
	// Blocks is the attacker it blocks (0: none).
	Blocks ObjID
	// AttackedIn is the turn it was last declared an attacker.
	AttackedIn int
	// DamagedIn is the last turn it was dealt damage, DamageSources the
	// sources that dealt it damage then.
	DamagedIn     int
	DamageSources []ObjID
}

// CombatStatus reports a permanent's combat and damage status, for the
// words of the language that ask. Asked while the world's characteristics
// are computed, it makes their validity depend on that status.
func (g *Game) CombatStatus(o *Object) CombatStatus {
	if b := g.building; b != nil {
		b.readsCombat = true
	}
	g.read.combat = true
	return CombatStatus{IsAttacking: o.Attacking, Blocks: o.Blocking, AttackedIn: o.AttackedTurn, DamagedIn: o.DamagedTurn, DamageSources: o.DamagedBy}
}

// steadyChars gives the characteristics of objects for a walk over the
// battlefield that changes nothing: in world mode the layered world is
// checked against the game once, not once a permanent. The view is a
// value, so a walk allocates nothing.
func (g *Game) steadyChars() steadyView {
	if g.building != nil || !g.worldMode() {
		return steadyView{g: g}
	}
	g.worldChars(g.Obj(g.Battlefield[0]))
	return steadyView{g: g, w: g.world}
}

// readWorld records that characteristics were read from w (see
// charsRead).
func (g *Game) readWorld(w *world) {
	g.read.turn = g.read.turn || w.full
	g.read.tapped = g.read.tapped || w.readsTapped
}

// steadyView is a walk's view of characteristics (see steadyChars).
type steadyView struct {
	g *Game
	w *world
}

// Chars returns the object's characteristics.
func (s steadyView) Chars(o *Object) *Chars {
	if s.w != nil && !o.Left && o.Zone == Battlefield {
		if c := s.w.chars.get(o.ID); c != nil {
			return c
		}
	}
	return s.g.Chars(o)
}

// worldChars returns the characteristics of a permanent in world mode.
func (g *Game) worldChars(o *Object) *Chars {
	if b := g.building; b != nil {
		if c := b.chars.get(o.ID); c != nil {
			return c
		}
	}
	if w := g.world; w != nil && g.worldSure {
		// Checked since the stamps last changed (see Game.worldSure).
		if g.CacheCheck != nil {
			if !g.fingerprintIs(w.print, w.full, w.turn, w.readsTapped, w.readsCombat) {
				panic("interp: the world is taken to hold, but the game's fingerprint has changed")
			}
			g.verifyWorld(w)
		}
		g.readWorld(w)
		if c := w.chars.get(o.ID); c != nil {
			return c
		}
		c, _ := g.computeChars(o)
		return c
	}
	if w := g.world; w != nil && g.fingerprintIs(w.print, w.full, w.turn, w.readsTapped, w.readsCombat) {
		// A world that depends on the stamps alone holds until one
		// changes.
		g.worldSure = !w.full
		g.readWorld(w)
		if c := w.chars.get(o.ID); c != nil {
			if g.CacheCheck != nil {
				g.verifyWorld(w)
			}
			return c
		}
		// An object entering the battlefield, not yet in its list: the
		// world is the one a rebuild would make, without it.
		c, _ := g.computeChars(o)
		return c
	}
	w := g.buildWorld()
	w.print = g.fingerprintOf(w.full, w.turn)
	g.world, g.worldSure = w, !w.full
	g.readWorld(w)
	if c := w.chars.get(o.ID); c != nil {
		return c
	}
	// An object entering the battlefield, not yet in its list (CR 614.12):
	// its own characteristics.
	c, _ := g.computeChars(o)
	return c
}

func (g *Game) verifyWorld(w *world) {
	saved := g.world
	fresh := g.buildWorld()
	g.world = saved
	for _, id := range g.Battlefield {
		if !charsEqual(fresh.chars.get(id), w.chars.get(id)) {
			panic(fmt.Sprintf("interp: cached characteristics of #%d on the battlefield are stale:\ncached %+v\nfresh  %+v", id, *w.chars.get(id), *fresh.chars.get(id)))
		}
	}
	g.CacheCheck.Hits++
}

// buildWorld computes every permanent's characteristics through the
// layers at once (CR 613.1): in each layer, the effects that apply there
// — from resolved spells and abilities and from static abilities — in
// timestamp order (CR 613.7), an effect that depends on another applying
// after it (CR 613.8).
func (g *Game) buildWorld() *world {
	outer := g.building
	w := &world{chars: make(charTable, len(g.objs))}
	objs := g.Permanents()
	// cs[i] is objs[i]'s characteristics, as w.chars has them: the layer
	// loop below reads them without a map lookup.
	cs := make([]*Chars, len(objs))
	backing := make([]Chars, len(objs))
	for i, o := range objs {
		cs[i] = &backing[i]
		g.copiableInto(o, cs[i])
		w.chars[o.ID] = cs[i]
	}
	// Emblems' static abilities apply from the command zone (CR 114.4):
	// their characteristics are in the world for their effects to start.
	ems := make([]*Chars, len(g.Command))
	for i, id := range g.Command {
		ems[i] = g.Printed(g.Obj(id))
		w.chars[id] = ems[i]
	}
	g.building = w
	defer func() { g.building = outer }()
	var statics []*staticSource
	gatherFrom := func(o *Object, c *Chars) {
		for _, ab := range c.Abilities {
			if !ab.Layered || gathered(statics, o, ab) {
				continue
			}
			x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab}
			for _, e := range ab.Effects {
				if s, ok := x.Eval(e).(*StaticEffect); ok && s != nil {
					statics = append(statics, &staticSource{src: o, ab: ab, eff: s, ts: o.Timestamp})
				}
			}
		}
	}
	gather := func() {
		for i, o := range objs {
			gatherFrom(o, cs[i])
		}
		for i, id := range g.Command {
			gatherFrom(g.Obj(id), ems[i])
		}
	}
	gather()
	// CR 613.7a: a static ability's effect has the timestamp of the
	// object with the ability.
	slices.SortStableFunc(statics, byTimestamp)
	for l := LayerControl; l <= Layer7d; l++ {
		for i, o := range objs {
			if _, global := g.layerStart(o, cs[i], l); global {
				w.full, w.turn = true, true
			}
		}
		g.applyStatics(w, statics, l)
		for i, o := range objs {
			g.layerEnd(o, cs[i], l)
		}
		if l == LayerAbility {
			// Abilities granted in layer 6 may be static abilities too.
			n := len(statics)
			gather()
			slices.SortStableFunc(statics[n:], byTimestamp)
		}
	}
	return w
}

func byTimestamp(a, b *staticSource) int { return a.ts - b.ts }

func gathered(statics []*staticSource, o *Object, ab *AbilityDef) bool {
	for _, s := range statics {
		if s.src == o && s.ab == ab {
			return true
		}
	}
	return false
}

// applyStatics applies the static effects that have a part in layer l,
// in timestamp order except where one depends on another (CR 613.8).
func (g *Game) applyStatics(w *world, statics []*staticSource, l Layer) {
	var todo []*staticSource
	for _, s := range statics {
		if !s.dead && s.eff.in(l) {
			todo = append(todo, s)
		}
	}
	for len(todo) > 0 {
		i := g.nextStatic(w, todo, l)
		s := todo[i]
		todo = append(todo[:i], todo[i+1:]...)
		if !s.on {
			if !g.startStatic(w, s) {
				continue
			}
		}
		for _, id := range s.to {
			if c := w.chars.get(id); c != nil {
				s.eff.apply(c, l)
			}
		}
	}
}

// startStatic fixes what an effect applies to as it first applies
// (CR 613.6), and reports whether it applies at all: its ability must
// still exist (an effect removed in an earlier layer never starts) and its
// condition hold (CR 611.3b).
func (g *Game) startStatic(w *world, s *staticSource) bool {
	s.on = true
	s.to = g.staticTargets(w, s)
	if s.to == nil {
		s.dead = true
		return false
	}
	if len(s.to) > 0 {
		g.exercise(s.ab)
	}
	return true
}

// staticTargets is what the effect would apply to now, or nil if it
// doesn't apply.
func (g *Game) staticTargets(w *world, s *staticSource) []ObjID {
	if c := w.chars.get(s.src.ID); c == nil || !slices.Contains(c.Abilities, s.ab) {
		return nil
	}
	if s.eff.If != nil {
		w.full = w.full || !s.eff.IfLocal
		w.turn = w.turn || !s.eff.IfTimeless
		if !s.eff.If() {
			return nil
		}
	}
	to := []ObjID{}
	for _, r := range s.eff.Objects.Candidates() {
		if r.IsObj && w.chars.get(r.Obj) != nil {
			to = append(to, r.Obj)
		}
	}
	return to
}

// nextStatic picks the effect to apply next among todo: the earliest by
// timestamp that depends on no other one still to apply (CR 613.8b). An
// effect depends on another if applying the other would change whether it
// applies or what it applies to (CR 613.8a); effects that depend on each
// other (a loop) apply in timestamp order (CR 613.8b).
func (g *Game) nextStatic(w *world, todo []*staticSource, l Layer) int {
	if len(todo) == 1 {
		return 0
	}
	for i, a := range todo {
		free := true
		for j, b := range todo {
			if i != j && !a.on && g.dependsOn(w, a, b, l) && !(!b.on && g.dependsOn(w, b, a, l)) {
				free = false
				break
			}
		}
		if free {
			return i
		}
	}
	return 0
}

// dependsOn reports whether applying b's part in layer l first would
// change whether a applies or what it applies to (CR 613.8a).
func (g *Game) dependsOn(w *world, a, b *staticSource, l Layer) bool {
	before := g.staticTargets(w, a)
	saved := w.chars
	w.chars = slices.Clone(w.chars)
	bTo := b.to
	if !b.on {
		bTo = g.staticTargets(w, b)
	}
	for _, id := range bTo {
		if c := w.chars.get(id); c != nil {
			c = c.clone()
			b.eff.apply(c, l)
			w.chars[id] = c
		}
	}
	after := g.staticTargets(w, a)
	w.chars = saved
	return !slices.Equal(before, after) || (before == nil) != (after == nil)
}

// charTable holds characteristics by object ID; an object made after the
// table has none.
type charTable []*Chars

func (t charTable) get(id ObjID) *Chars {
	if int(id) < len(t) {
		return t[id]
	}
	return nil
}

func charsEqual(a, b *Chars) bool { return reflect.DeepEqual(a, b) }
