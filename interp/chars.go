package interp

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
)

// Chars are an object's characteristics. The part before layer 2 is its
// copiable values (CR 707.2).
type Chars struct {
	Name           string
	ManaCost       ManaCost
	HasCost        bool
	ColorIndicator Colors
	HasIndicator   bool
	Colors         Colors
	Supertypes     []string
	Types          []string
	Subtypes       []string
	Power          int
	Toughness      int
	PowerStar      bool
	ToughnessStar  bool
	HasPT          bool
	Loyalty        int
	// Defense is a battle's printed defense (CR 310.4a).
	Defense   int
	Keywords  []Keyword
	Abilities []*AbilityDef
	Text      []string
	// BasePower is the power after layers 1–7b (C3, C4).
	BasePower int
	// EveryCreatureType: it is every creature type (changeling, CR
	// 702.73a), set in layer 4.
	EveryCreatureType bool
}

// HasCardType reports whether the object has the card type t (CR 205.2a),
// which must be one: Is answers for any type word, IsCardType says which
// are card types.
func (c *Chars) HasCardType(t string) bool {
	for _, ct := range c.Types {
		if ct == t {
			return true
		}
	}
	return false
}

// IsCardType reports whether t is a card type (CR 205.2a).
func IsCardType(t string) bool {
	switch t {
	case "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant", "Kindred",
		"Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard":
		return true
	}
	return false
}

// Is reports whether the object has the card type, supertype or subtype t.
func (c *Chars) Is(t string) bool {
	// The card types first: most questions are about them. (Their first
	// letters tell most apart without comparing the rest.)
	for _, ct := range c.Types {
		if len(ct) == len(t) && len(t) > 0 && ct[0] == t[0] && ct == t {
			return true
		}
	}
	// A card type is never a supertype or subtype, nor a supertype a
	// subtype (CR 205.2a, 205.4a): those lists needn't be searched.
	if IsCardType(t) {
		return false
	}
	switch t {
	case "Basic", "Legendary", "Ongoing", "Snow", "World":
		return slices.Contains(c.Supertypes, t)
	}
	return slices.Contains(c.Supertypes, t) || slices.Contains(c.Subtypes, t) ||
		c.EveryCreatureType && creatureTypes[t]
}

// creatureTypes are the creature types (CR 205.3m), as the vocabulary
// lists them (see SetCreatureTypes).
var creatureTypes = map[string]bool{}

// SetCreatureTypes tells the engine the creature types (CR 205.3m): an
// object that is every creature type (changeling, CR 702.73a) is each of
// them. The vocabulary calls it once as it is built.
func SetCreatureTypes(types []string) {
	m := make(map[string]bool, len(types))
	for _, t := range types {
		m[t] = true
	}
	creatureTypes = m
}

// HasKeyword reports whether the object has the keyword ability called
// name. The rules runtime asks for a rule instead (Has); a name comes from
// a script.
func (c *Chars) HasKeyword(name string) bool {
	_, ok := c.Keyword(name)
	return ok
}

// Keyword returns the keyword instance called name.
func (c *Chars) Keyword(name string) (Keyword, bool) {
	return c.findKeyword(func(k Keyword) bool { return k.Name == name })
}

// TypeLine renders the type line.
func (c *Chars) TypeLine() string {
	s := strings.Join(append(append([]string(nil), c.Supertypes...), c.Types...), " ")
	if len(c.Subtypes) > 0 {
		s += " — " + strings.Join(c.Subtypes, " ")
	}
	return s
}

func (c *Chars) clone() *Chars {
	n := new(Chars)
	c.cloneInto(n)
	return n
}

// cloneInto makes dst a copy of c. Slices are shared, capped at their
// length: nothing writes an element in place, and an append (a copy
// exception adding a subtype or an ability) then copies, so the original
// is never changed.
func (c *Chars) cloneInto(n *Chars) {
	*n = *c
	n.Supertypes = capped(c.Supertypes)
	n.Types = capped(c.Types)
	n.Subtypes = capped(c.Subtypes)
	n.Keywords = c.Keywords[:len(c.Keywords):len(c.Keywords)]
	n.Abilities = c.Abilities[:len(c.Abilities):len(c.Abilities)]
	n.Text = capped(c.Text)
}

func capped(s []string) []string { return s[:len(s):len(s)] }

func charsOfFace(f *Face) *Chars { return faceChars(f).clone() }

// faceChars returns a face's characteristics, shared: callers must not
// change them.
func faceChars(f *Face) *Chars {
	if f.chars != nil {
		return f.chars
	}
	return &Chars{
		Name: f.Name, ManaCost: f.ManaCost, HasCost: f.HasCost,
		ColorIndicator: f.ColorIndicator, HasIndicator: f.HasIndicator,
		Supertypes: f.Supertypes, Types: f.Types, Subtypes: f.Subtypes,
		Power: f.Power.N, Toughness: f.Toughness.N, PowerStar: f.Power.Star, ToughnessStar: f.Toughness.Star,
		HasPT: f.HasPT, Loyalty: f.Loyalty, Defense: f.Defense, Keywords: f.Keywords, Abilities: f.Abilities, Text: f.Text,
	}
}

// Printed returns the object's characteristics before any effect: the face
// that is up, or a token's characteristics as its creating effect stated.
func (g *Game) Printed(o *Object) *Chars {
	c := new(Chars)
	g.printedInto(o, c)
	return c
}

func (g *Game) printedInto(o *Object, c *Chars) {
	switch {
	case o.FaceDown:
		g.faceDownInto(o, c)
	case o.TokenCopy != nil:
		o.TokenCopy.cloneInto(c)
	case o.TokenFace != nil:
		faceChars(o.TokenFace).cloneInto(c)
	case o.Card.Half != nil:
		if h, ok := g.printedFace(o); ok {
			*c = *h
		} else {
			faceChars(o.Card.Front).cloneInto(c)
		}
	case o.Back && o.Card.Back != nil:
		faceChars(o.Card.Back).cloneInto(c)
		// CR 712.8e: a back face's mana value is the front face's.
		c.ManaCost = o.Card.Front.ManaCost
		c.HasCost = false
	default:
		faceChars(o.Card.Front).cloneInto(c)
	}
}

// Copiable returns the object's copiable values (CR 707.2): printed values
// modified by copy effects, the latest one winning (CR 613.2a).
func (g *Game) Copiable(o *Object) *Chars {
	c := new(Chars)
	g.copiableInto(o, c)
	return c
}

// copiableInto is Copiable, writing the values into c.
func (g *Game) copiableInto(o *Object, c *Chars) {
	switch {
	case o.Left && o.LKI != nil:
		if o.lkiCopiable != nil {
			o.lkiCopiable.cloneInto(c)
		} else {
			o.LKI.cloneInto(c)
		}
	case o.FaceDown:
		// CR 613.2b: layer 1b, after copy effects.
		g.faceDownInto(o, c)
	case len(o.Copies) > 0:
		o.Copies[len(o.Copies)-1].Values.cloneInto(c)
	default:
		g.printedInto(o, c)
	}
}

// Chars computes the object's characteristics through the layers (CR 613).
// An object that has left its zone answers with its last-known information.
// The result is shared: callers must not change it.
//
// The result is cached in the object (see charsKey for when the cache is
// valid). Objects with a characteristic-defining ability are never cached:
// such an ability may count anything in the game.
func (g *Game) Chars(o *Object) *Chars {
	if o.Left {
		if o.LKI != nil {
			return o.LKI
		}
		// Forks share objects that have left their zone, so their cache
		// would be written by several games: compute.
		c, _ := g.computeChars(o)
		return c
	}
	if o.Zone == Battlefield {
		// The commonest question, answered first: a permanent's
		// characteristics in a world known to hold (see Game.worldSure;
		// it is set only in world mode, and cleared as the battlefield
		// changes).
		if w := g.world; g.worldSure && g.building == nil && g.CacheCheck == nil {
			if c := w.chars.get(o.ID); c != nil {
				g.readWorld(w)
				return c
			}
		}
		if g.worldMode() {
			return g.worldChars(o)
		}
	}
	// Off the battlefield, counters don't count (see charsKeyOf), nor on
	// it when there are none: a cached value is checked against the
	// object's fields directly.
	if e := o.chars; e != nil && e.key.effects == g.effectsStamp && e.key.sameState(o) &&
		(o.Zone != Battlefield || len(o.Counters) == 0 && e.key.ptCounters == 0 && e.key.kwCounters == "") {
		if g.CacheCheck != nil {
			g.verifyCachedChars(o, e)
		}
		return e.c
	}
	key := g.charsKeyOf(o)
	if e := o.chars; e != nil && e.key == key {
		if g.CacheCheck != nil {
			g.verifyCachedChars(o, e)
		}
		return e.c
	}
	if e := o.chars; e != nil && e.key.effects != key.effects && g.sameEffectsAbout(o.ID, e.about) {
		// The effects changed, but none about this object: without a
		// characteristic-defining ability its characteristics depend only
		// on those (CR 613.1), so the cached ones still hold.
		stale := e.key
		stale.effects = key.effects
		if stale == key {
			// Forks may share the entry: any game with this stamp has
			// these effects (stamps are unique), so it holds for them too.
			e.key.effects = key.effects
			if g.CacheCheck != nil {
				g.verifyCachedChars(o, e)
			}
			return e.c
		}
	}
	if g.CacheCheck != nil {
		g.CacheCheck.Misses++
	}
	c, cda := g.computeChars(o)
	if cda {
		o.chars = nil
		return c
	}
	o.chars = &cachedChars{key: key, c: c, about: g.effectsAbout(o.ID)}
	return c
}

// effectsAbout lists the continuous effects of resolved spells and
// abilities about the object, in timestamp order (nil when none).
func (g *Game) effectsAbout(id ObjID) []*Continuous {
	var about []*Continuous
	for _, e := range g.Effects {
		if e.Object == id {
			about = append(about, e)
		}
	}
	return about
}

// sameEffectsAbout reports whether the continuous effects about the object
// are those of about (effects never change once made, see addEffect).
func (g *Game) sameEffectsAbout(id ObjID, about []*Continuous) bool {
	i := 0
	for _, e := range g.Effects {
		if e.Object != id {
			continue
		}
		if i == len(about) || about[i] != e {
			return false
		}
		i++
	}
	return i == len(about)
}

// cachedChars is an object's cached characteristics, with the ability
// lists they give, made when first asked for (listed).
type cachedChars struct {
	key       charsKey
	c         *Chars
	abilities abilityLists
	listed    bool
	// about are the continuous effects about the object when the
	// characteristics were computed (see effectsAbout).
	about []*Continuous
}

// charsKey is everything an object's characteristics depend on, when it
// has no characteristic-defining ability (see computeChars): the
// continuous effects (by the stamp of the effect list), the copiable
// values of its latest copy effect, its zone, which face is up, and its
// +1/+1, -1/-1 and keyword counters on the battlefield. Its card, token face and
// token copy are fixed when the object is made. A cached Chars is valid
// while the key is unchanged.
type charsKey struct {
	effects    uint64
	copyOf     *Chars
	ptCounters int
	// kwCounters are the kinds of keyword counters on it (CR 122.1b).
	kwCounters string
	zone       Zone
	back       bool
	faceDown   bool
	face       CastFace
	// solved: a Case's "Solved —" abilities apply (CR 719.2).
	solved bool
}

// sameState reports whether k, a key made off the battlefield, has o's
// zone, face and latest copy effect.
func (k *charsKey) sameState(o *Object) bool {
	if k.zone != o.Zone || k.back != o.Back || k.faceDown != o.FaceDown || k.face != o.Face || k.solved != o.Solved {
		return false
	}
	if n := len(o.Copies); n > 0 {
		return k.copyOf == o.Copies[n-1].Values
	}
	return k.copyOf == nil
}

func (g *Game) charsKeyOf(o *Object) charsKey {
	k := charsKey{effects: g.effectsStamp, zone: o.Zone, back: o.Back, faceDown: o.FaceDown, face: o.Face, solved: o.Solved}
	if n := len(o.Copies); n > 0 {
		k.copyOf = o.Copies[n-1].Values
	}
	if o.Zone == Battlefield && len(o.Counters) > 0 {
		k.ptCounters = o.Counters.Get("+1/+1") - o.Counters.Get("-1/-1")
		for _, c := range o.Counters {
			if _, ok := g.Pool.counterKeywords[c.Kind]; ok && c.N > 0 {
				k.kwCounters += c.Kind + " "
			}
		}
	}
	return k
}

// effectStamps hands out the stamps of continuous-effect lists: every
// change to a game's Effects takes a new stamp, unique in the process, so
// two different lists (in a game, its forks and its restored states) never
// share one.
var effectStamps atomic.Uint64

// effectsChanged records a change to g.Effects.
func (g *Game) effectsChanged() { g.effectsStamp, g.worldSure = effectStamps.Add(1), false }

// CacheCheck, set on a game (Game.CacheCheck), makes every cache hit
// recompute its value and compare (a stale cache panics) and every
// shortcut take the long way too, for tests; it counts the
// characteristics cache's hits and misses meanwhile. Forks of the game
// share it.
type CacheCheck struct{ Hits, Misses int }

func (g *Game) verifyCachedChars(o *Object, e *cachedChars) {
	fresh, _ := g.computeChars(o)
	if !reflect.DeepEqual(fresh, e.c) {
		panic(fmt.Sprintf("interp: cached characteristics of #%d are stale:\ncached %+v\nfresh  %+v", o.ID, *e.c, *fresh))
	}
	if e.listed && !reflect.DeepEqual(g.Pool.abilityListsOf(fresh), e.abilities) {
		panic(fmt.Sprintf("interp: cached abilities of #%d are stale", o.ID))
	}
	g.CacheCheck.Hits++
}

// computeChars computes the object's characteristics through the layers.
// cda reports whether the object has a characteristic-defining ability.
func (g *Game) computeChars(o *Object) (c *Chars, cda bool) {
	c = g.Copiable(o)
	for l := LayerControl; l <= Layer7d; l++ {
		any, global := g.layerStart(o, c, l)
		cda = any || cda
		g.read.turn = g.read.turn || global
		g.layerEnd(o, c, l)
	}
	return c, cda
}

// layerStart applies to c what comes first in layer l: the rules of the
// layer and the effects of resolved spells and abilities, in timestamp
// order. Effects of static abilities follow (see buildWorld), then
// layerEnd. cda reports whether the object has a characteristic-defining
// ability, global whether one reads more than the battlefield (see
// ReadsOnlyBattlefield).
func (g *Game) layerStart(o *Object, c *Chars, l Layer) (cda, global bool) {
	switch l {
	case LayerType:
		// CR 613.3: a characteristic-defining ability applies first in
		// its layer; changeling makes the object every creature type (CR
		// 702.73a).
		if kw, ok := c.KeywordFor(EveryCreatureType); ok {
			if g.Observer != nil {
				g.Observer.Keyword(c.Name, kw.Name)
			}
			c.EveryCreatureType = true
		}
		// Layer 4 (CR 613.1d): type-changing effects. They are not copy
		// effects, so they are never part of the copiable values (C6, P4).
		for _, e := range g.Effects {
			if e.Object == o.ID && e.Layer == LayerType && e.AddSubtype != "" && !c.Is(e.AddSubtype) {
				c.Subtypes = append(c.Subtypes, e.AddSubtype)
			}
			if e.Object == o.ID && e.Layer == LayerType {
				for _, t := range e.AddTypes {
					if !c.Is(t) {
						c.Types = append(c.Types, t)
					}
				}
			}
			e.becomes(o, c, l)
		}
	case LayerColor, Layer7d:
		// Layer 5 (CR 613.1e): color-changing effects; layer 7d (CR
		// 613.4d): effects that switch power and toughness.
		for _, e := range g.Effects {
			e.becomes(o, c, l)
		}
	case LayerAbility:
		// Layer 6 (CR 613.1f): effects that grant abilities.
		for _, e := range g.Effects {
			if e.Object == o.ID && e.Layer == LayerAbility {
				e.becomes(o, c, l)
				c.Keywords = append(c.Keywords, e.Grant...)
			}
		}
		if o.Zone == Battlefield {
			g.counterKeywords(o, c)
		}
	case Layer7a:
		// G6: on the battlefield or anywhere but the stack, X is 0 — the
		// mana cost keeps {X} and mana value counts it as 0.
		// Layer 7a (CR 613.4a): characteristic-defining abilities. A *
		// that no such ability defines is 0.
		if c.PowerStar {
			c.Power = 0
		}
		if c.ToughnessStar {
			c.Toughness = 0
		}
		cda, global = g.applyCDAs(o, c)
	case Layer7b:
		// Layer 7b (CR 613.4b): effects that set power or toughness.
		for _, e := range g.Effects {
			if e.Object == o.ID && e.Layer == Layer7b {
				e.becomes(o, c, l)
				if e.SetPower != nil {
					c.Power = *e.SetPower
				}
				if e.SetToughness != nil {
					c.Toughness = *e.SetToughness
				}
			}
		}
	case Layer7c:
		// Layer 7c: modifications.
		for _, e := range g.Effects {
			if e.Object == o.ID && e.Layer == Layer7c {
				c.Power += e.PT[0]
				c.Toughness += e.PT[1]
			}
		}
	}
	return cda, global
}

// layerEnd applies to c what comes last in layer l.
func (g *Game) layerEnd(o *Object, c *Chars, l Layer) {
	switch l {
	case LayerType:
		// Colors come from the mana cost or the color indicator (CR 202.2),
		// before color-changing effects (layer 5).
		if c.HasIndicator {
			c.Colors = c.ColorIndicator
		} else {
			c.Colors = c.ManaCost.Colors()
		}
		if kw, ok := c.KeywordFor(Colorless); ok {
			c.Colors = 0
			if g.Observer != nil {
				g.Observer.Keyword(c.Name, kw.Name)
			}
		}
	case Layer7b:
		// C3, C4: base power is the power after 7a and 7b — printed (or as
		// a token's creating effect or a copy effect stated), defined by a
		// characteristic-defining ability, or set by an effect; never the
		// modifications and counters of 7c.
		c.BasePower = c.Power
	case Layer7c:
		// Counters (CR 613.4c).
		if o.Zone == Battlefield {
			n := o.Counters.Get("+1/+1") - o.Counters.Get("-1/-1")
			c.Power += n
			c.Toughness += n
		}
	}
}

// ManaValue is the object's mana value (CR 202.3), X counted as the
// spell's X on the stack and 0 elsewhere (CR 107.3m).
func (g *Game) ManaValue(o *Object) int {
	c := g.Chars(o)
	x := 0
	if o.Zone == Stack {
		x = o.X
	}
	return c.ManaCost.Value(x)
}

// snapshotLKI records the object's characteristics as it last existed.
func (g *Game) snapshotLKI(o *Object) {
	if o.LKI != nil {
		return
	}
	cp := g.Copiable(o)
	o.LKI = g.Chars(o).clone()
	o.lkiCopiable = cp
}

// PTDefinition is what a characteristic-defining ability that defines
// power and toughness evaluates to (CR 604.3).
type PTDefinition struct{ Power, Toughness int }

// applyCDAs applies the characteristic-defining abilities among the
// static abilities of c that define power and toughness (layer 7a,
// CR 613.4a). They function in every zone (CR 604.3). An ability that
// counts objects may look at the object itself; while its value is being
// computed the object's own */* counts as 0, so the count terminates.
func (g *Game) applyCDAs(o *Object, c *Chars) (any, global bool) {
	for _, ab := range c.Abilities {
		if ab.Kind != StaticAbility {
			continue
		}
		for _, e := range ab.Effects {
			if e.Fn == nil || e.Fn.Role != RoleCDA {
				continue
			}
			any = true
			if !ReadsOnlyBattlefield(e) {
				global = true
			}
			if g.inCDA[o.ID] {
				continue
			}
			if g.inCDA == nil {
				g.inCDA = map[ObjID]bool{}
			}
			g.inCDA[o.ID] = true
			x := &Ctx{G: g, Source: o.ID, Controller: o.Controller, Ability: ab}
			v, ok := x.Eval(e).(PTDefinition)
			delete(g.inCDA, o.ID)
			if !ok {
				continue
			}
			if c.PowerStar || c.ToughnessStar {
				g.exercise(ab)
			}
			if c.PowerStar {
				c.Power = v.Power
			}
			if c.ToughnessStar {
				c.Toughness = v.Toughness
			}
		}
	}
	return any, global
}

// Text describes a copy effect's exceptions for the log: ", except it
// isn't legendary and has an ability".
func (cs CopyChanges) Text() string {
	var parts []string
	for _, ch := range cs {
		if ch.Text != "" {
			parts = append(parts, ch.Text)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return ", except it " + strings.Join(parts, " and ")
}

// Article puts "a" or "an" before a phrase for the log.
func Article(s string) string {
	if s == "" {
		return s
	}
	if strings.ContainsRune("aeiouAEIOU", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

// AbilityCount is the number of abilities the object has: its abilities,
// one for each keyword ability, and the intrinsic mana ability each of its
// basic land types gives it (CR 305.6), which a copy of a basic land or a
// land that became one has too.
func (c *Chars) AbilityCount() int {
	return len(c.Abilities) + len(c.Keywords) + len(intrinsicOf(c))
}

// PrintedColors are the face's colors as printed (CR 202.2): those of its
// color indicator or mana cost, none with devoid (CR 702.114a).
func (f *Face) PrintedColors() Colors {
	for _, k := range f.Keywords {
		if k.Rule == Colorless {
			return 0
		}
	}
	if f.HasIndicator {
		return f.ColorIndicator
	}
	return f.ManaCost.Colors()
}
