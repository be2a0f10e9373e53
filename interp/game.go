package interp

import (
	"context"
	"fmt"
	"iter"
	"math/rand"
	"sort"
	"strconv"
)

// ObjID identifies an object. A card that changes zones becomes a new
// object with a new ID (CR 400.7); the old ID keeps its last-known
// information.
type ObjID int32

// PlayerID identifies a player: 0 or 1.
type PlayerID int8

// NoPlayer is the zero value for "no player".
const NoPlayer PlayerID = -1

// Zone is where an object is.
type Zone uint8

// The zones.
const (
	ZoneNone Zone = iota
	Library
	Hand
	Battlefield
	Graveyard
	Stack
	Exile
	// Command is the command zone, where emblems are (CR 408, 114.1).
	Command
	// SourceZones is no zone but where a filter looks for a source of
	// damage: the battlefield or the stack (a permanent or a spell, CR
	// 120.3). No object is ever in it.
	SourceZones
)

var zoneNames = [...]string{"nowhere", "library", "hand", "battlefield", "graveyard", "stack", "exile", "command", "the battlefield or the stack"}

func (z Zone) String() string { return zoneNames[z] }

// ZoneByName returns the zone called s.
func ZoneByName(s string) (Zone, bool) {
	for i, n := range zoneNames {
		if n == s && i > 0 && Zone(i) != SourceZones {
			return Zone(i), true
		}
	}
	return 0, false
}

// Player is one player's state.
type Player struct {
	ID        PlayerID
	Name      string
	Life      int
	Library   []ObjID // top first
	Hand      []ObjID
	Graveyard []ObjID // bottom first
	Pool      []Mana
	Lost      bool
	Drew      int
	// landTurn is the turn the player last played a land (0: never).
	landTurn int
	// Counters are the counters on the player (CR 122.1): poison, for one.
	Counters Counters
	// lifeLost is the life the player lost in turn lifeLostTurn (see
	// LifeLostThisTurn).
	lifeLost, lifeLostTurn int
	// landsPlayed is how many lands the player played in turn landTurn.
	landsPlayed int
}

// Object is a card, token or copy in a zone. Its characteristics are not
// stored: Chars computes them from the printed values and the effects that
// apply (CR 613).
//
// The fields are ordered so that the small ones pack (Fork copies every
// live object).
//
// Its status — Controller, Counters, Damage, AttachedTo, Back, Tapped,
// Attacking, Blocking — is what static abilities may look at: code that
// changes one of them on an object calls Game.statusChanged, so that
// characteristics computed for the whole battlefield are computed again
// (CacheCheck finds a missed call).
type Object struct {
	ID         ObjID
	Owner      PlayerID
	Controller PlayerID
	Zone       Zone
	// Left is set when the object has left its zone; LKI then holds its
	// characteristics as they last existed (CR 608.2h). (Left, Zone,
	// Counters, Damage and FaceDown come first: the invariant check reads
	// them for every object.)
	Left      bool
	IsToken   bool
	Card      *CardDef
	TokenFace *Face  // a token's characteristics as its creating effect stated
	TokenCopy *Chars // a token that is a copy (of a spell, CR 707.10f)
	Counters  Counters
	Damage    int
	// FaceDown: a face-down spell or permanent (CR 708), cast face down
	// with morph or disguise (CR 702.37c, 702.168a): its characteristics
	// are those faceDownInto writes.
	FaceDown   bool
	AttachedTo Ref
	Timestamp  int
	Copies     []CopyEffect // layer-1 copy effects, oldest first
	IsCopy     bool         // a copy of a spell: not cast, not a card
	Back       bool         // back face up (transformed)
	// Face is, for a spell, the face of its card it was cast as: a split
	// card's half or both fused, an Adventure (CR 709.3, 715.3).
	Face CastFace
	// Adventuring: it is a card exiled by its resolving Adventure, which
	// its owner may cast from exile (CR 715.3d, 715.4).
	Adventuring bool
	// Prepared: the permanent is prepared; its controller may cast a copy
	// of its prepare spell, which unprepares it (see CastPrepared).
	Prepared bool
	Tapped   bool
	Sick     bool // not controlled continuously since its controller's turn began
	// ControlChanged: a control-changing effect gave it its controller;
	// BaseController is the one it had before (CR 613.1b).
	ControlChanged bool
	BaseController PlayerID
	// Suspected: it is suspected (CR 701.60).
	Suspected bool
	// LoyaltyUsed: a loyalty ability of it was activated this turn
	// (CR 606.3); cleared as each turn ends.
	LoyaltyUsed bool
	// ExileIfLeaves: if it would leave the battlefield, it is exiled
	// instead (unearth, CR 702.84a); on the stack, if it would leave the
	// stack (flashback, CR 702.34a).
	ExileIfLeaves bool
	// CastFromGraveyard: a spell cast from its owner's graveyard by a
	// keyword's permission, whose cost replaces its mana cost (flashback,
	// CR 702.34a, 118.9).
	CastFromGraveyard bool
	// Escaped: it was cast with escape (CR 702.138c); the permanent a
	// spell becomes keeps it.
	Escaped bool
	// Madness: it was cast for its madness cost (CR 702.35a: "its
	// madness cost was paid"); the permanent a spell becomes keeps it.
	Madness bool
	// Kicks is how many times its kicker cost was paid as it was cast
	// (CR 702.33d: it "was kicked"); the permanent a spell becomes keeps
	// it.
	Kicks int
	// Alternative is the alternative cost its caster chose to pay
	// instead of its mana cost (CR 118.9), or nil.
	Alternative *Node
	// CastFree: it was cast without paying its mana cost, by a
	// permanent's permission (CR 118.9).
	CastFree bool
	// Solved is a Case's designation (CR 719.2): it became solved, and its
	// "Solved —" ability applies; it is a new object, unsolved, after a
	// zone change (CR 400.7).
	Solved bool
	// CastInMainPhase: it was cast during its caster's main phase (the
	// condition of addendum, CR 207.2c).
	CastInMainPhase bool
	// Bargained: its bargain cost was paid as it was cast (CR 702.166b);
	// the permanent a spell becomes keeps it.
	Bargained bool
	// Monstrous is set by monstrosity (CR 701.37c).
	Monstrous bool
	// AttackedTurn is the turn in which it was last declared as an
	// attacker ("creatures that attacked this turn", CR 508.1).
	AttackedTurn int
	// DamagedTurn is the last turn in which damage was dealt to it.
	DamagedTurn int
	// DamagedBy are the sources that dealt damage to it in DamagedTurn
	// ("dealt damage by this creature this turn").
	DamagedBy []ObjID

	// Spell facts, kept by the permanent the spell becomes.
	X                 int
	ManaSpent         int
	Modes             []int
	Slots             []Value
	SpellDef          *AbilityDef
	Blocking          ObjID
	WasCast           bool
	Attacking         bool
	DealtCombatDamage bool
	// Blocked: an attacking creature stays blocked for the rest of combat
	// once a creature blocked it, even if its blockers leave (CR 509.1h).
	Blocked bool
	// StruckFirst: it had first strike or double strike as the first
	// combat damage step began (CR 510.4).
	StruckFirst bool
	// DeathtouchDamage: it was dealt damage by a source with deathtouch
	// since state-based actions were last checked (CR 704.5h).
	DeathtouchDamage bool

	// LKI holds its characteristics as they last existed once it has
	// left its zone (see Left).
	LKI         *Chars
	lkiCopiable *Chars
	// Next is the object it became in its new zone.
	Next ObjID
	// notes are the facts about it that few objects have (nil: none).
	notes *objectNotes
	// AttackTarget is the planeswalker it attacks (CR 508.1b); 0 when
	// it attacks the defending player.
	AttackTarget ObjID

	// chars caches the characteristics Chars computed, with the key they
	// are valid for.
	chars *cachedChars
	// inMem: it lives in a fork's memory (see forkMemory), which is
	// reused once the fork is discarded or restored over.
	inMem bool
	// logName is what Name last gave it, for the name logBase: the log
	// names an object many times under one name.
	logName, logBase string
}

// objectNotes are the facts about an object that few objects have. Forks
// of the game share them: they never change once made, and an object
// whose notes change gets new ones (see Object.editNotes). A new object
// has none (CR 400.7).
type objectNotes struct {
	// Chosen are the choices made for it as it entered the battlefield
	// (CR 614.12).
	Chosen Chosen
	// UsedModes are the modes its abilities that choose "one that hasn't
	// been chosen" have chosen (CR 700.2).
	UsedModes []UsedMode
	// Exhausted are its abilities that may be activated only once that
	// were activated (exhaust, CR 702.177a).
	Exhausted []*AbilityDef
	// onceTriggered: the abilities of it that trigger only once each turn
	// and the turns they last did (see triggerAllowed).
	onceTriggered []onceMark
	// Linked are the objects one of its abilities exiled for another of
	// its abilities to find (linked abilities, CR 607.2a).
	Linked []ObjID
	// PlayTurn and PlayBy: an effect let PlayBy play this card in turn
	// PlayTurn ("You may play them this turn", CR 601.2a, 305.1); 0 is
	// no permission. The permission is the card's in its zone: once it
	// moves it is a new object without it (CR 400.7).
	PlayTurn int
	PlayBy   PlayerID
	// Regeneration shields (CR 701.15a): how many, made in turn regenTurn.
	regen, regenTurn int
	// noRegenTurn: the turn in which an effect said it can't be
	// regenerated (CR 701.15).
	noRegenTurn int
}

// noNotes are the notes of an object that has none.
var noNotes objectNotes

// note returns the object's notes, for reading.
func (o *Object) note() *objectNotes {
	if o.notes == nil {
		return &noNotes
	}
	return o.notes
}

// editNotes gives the object notes of its own, a copy of those it had,
// and returns them for writing. Their lists are capped, so that an append
// never writes where the notes it had still refer.
func (o *Object) editNotes() *objectNotes {
	n := &objectNotes{}
	if o.notes != nil {
		*n = *o.notes
		n.UsedModes = n.UsedModes[:len(n.UsedModes):len(n.UsedModes)]
		n.Exhausted = n.Exhausted[:len(n.Exhausted):len(n.Exhausted)]
		n.onceTriggered = n.onceTriggered[:len(n.onceTriggered):len(n.onceTriggered)]
		n.Linked = n.Linked[:len(n.Linked):len(n.Linked)]
	}
	o.notes = n
	return n
}

// addCounters changes the number of counters of a kind.
func (g *Game) addCounters(o *Object, kind string, n int) {
	o.Counters.Add(kind, n)
	g.statusChanged()
}

// Ref is a reference to an object or a player.
type Ref struct {
	Obj    ObjID
	Player PlayerID
	IsObj  bool
	IsPlay bool
}

// ObjRef and PlayerRef make references.
func ObjRef(id ObjID) Ref      { return Ref{Obj: id, IsObj: true, Player: NoPlayer} }
func PlayerRef(p PlayerID) Ref { return Ref{Player: p, IsPlay: true} }
func (r Ref) IsZero() bool     { return !r.IsObj && !r.IsPlay }
func (r Ref) String() string {
	switch {
	case r.IsObj:
		return fmt.Sprintf("#%d", r.Obj)
	case r.IsPlay:
		return fmt.Sprintf("player %d", r.Player)
	}
	return "nothing"
}

// CopyEffect is a copy effect on a permanent: the copiable values it
// takes (already including its exceptions), with its timestamp.
type CopyEffect struct {
	Values    *Chars
	Timestamp int
	Source    ObjID
}

// Continuous is a continuous effect from a resolved spell or ability
// (CR 611.2) that applies in a layer.
type Continuous struct {
	Layer     Layer
	Timestamp int
	Object    ObjID
	Until     Duration
	PT        [2]int // layer 7c: +N/+N
	SetPower  *int   // layer 7b
	Text      string
	// Grant lists keyword abilities the object gains (layer 6).
	Grant []Keyword

	// SetToughness is a layer-7b toughness.
	SetToughness *int
	// AddSubtype is a layer-4 subtype the object has in addition to its
	// other types.
	AddSubtype string
	// AddTypes are layer-4 card types the object has in addition to its
	// other types: a crewed Vehicle is an artifact creature (CR 702.122a).
	AddTypes []string
	// Becomes is a layer-4 to 7d part of an effect that sets what an
	// object is: "becomes a blue Frog with base power and toughness 1/1"
	// (see Becomes).
	Becomes *Becomes
	// Rule is a rule change for the object from a resolved spell or
	// ability, in no layer: "target creature can't block this turn"
	// (CR 611.2c). With no object it is a rule of the game, for the
	// players Players lists (all of them when nil).
	Rule    RuleChange
	Players []PlayerID
	// Other is the creature a requirement names: the attacker that Object
	// must block (RuleMustBlock).
	Other ObjID
	// Controller is, in layer 2 (LayerControl), the player who controls
	// Object: "gain control of target creature" (CR 613.1b).
	Controller PlayerID
}

// Layer names the layers and sublayers of CR 613.1 and 613.4.
type Layer int

// The layers.
const (
	LayerCopy    Layer = iota + 1 // 613.1a
	LayerControl                  // 613.1b
	LayerText                     // 613.1c
	LayerType                     // 613.1d
	LayerColor                    // 613.1e
	LayerAbility                  // 613.1f
	Layer7a                       // 613.4a characteristic-defining abilities
	Layer7b                       // 613.4b set power/toughness
	Layer7c                       // 613.4c modify power/toughness and counters
	Layer7d                       // 613.4d switch
)

// Duration is how long an effect lasts.
type Duration int

// The durations.
const (
	UntilEndOfTurn Duration = iota + 1
	Forever
)

// Prevention is a prevention shield (CR 615): all damage that would be
// dealt to the object is prevented for the duration.
type Prevention struct {
	Object ObjID
	Until  Duration
	Source ObjID
	// CombatOnly: only combat damage is prevented (CR 510.2); By: the
	// damage Object would deal is prevented too, to anything.
	CombatOnly, By bool
}

// Game is the whole state of a game.
type Game struct {
	Pool        *Pool
	Players     []*Player
	objs        []*Object // indexed by ObjID; #0 is unused
	nextID      ObjID
	Battlefield []ObjID
	Stack       []*StackItem
	Exile       []ObjID
	// Command lists the emblems in the command zone (CR 114.1).
	Command     []ObjID
	Turn        int
	Active      PlayerID
	Step        Step
	Priority    PlayerID
	passes      int
	ts          int
	Effects     []*Continuous
	Preventions []*Prevention
	// shields are the prevention shields against a chosen source's next
	// damage (CR 615.7).
	shields     []*SourceShield
	pending     []*pendingTrigger
	batchEvents []*Event
	payType     *ManaType
	probeCost   bool
	delayed     []*delayedTrigger
	history     TurnHistory
	logLen      int
	logIndent   int
	Log         *Log
	Chooser     Chooser
	rng         *rand.Rand
	Over        bool
	Winner      PlayerID
	Draw        bool
	// blocksDeclared: the defending player declared blockers this step.
	blocksDeclared bool
	// attacksDeclared: the active player declared attackers this step.
	attacksDeclared bool
	// attackedPlayers are the players the active player attacked with
	// one or more creatures in this combat (not their planeswalkers), as
	// the attackers were declared (melee, CR 702.121a), indexed by
	// PlayerID.
	attackedPlayers [2]bool
	// Monarch is the player who is the monarch (CR 724.1), or NoPlayer:
	// no one is until an effect makes a player the monarch.
	Monarch PlayerID
	actions int
	// ResolutionPay lists the mana abilities the next payment asked for
	// during a resolution ("unless its controller pays {4}") activates
	// first (CR 605.3a); a scenario step's `pay` list fills it.
	ResolutionPay []PaySource
	// ResolutionPayer, when set and ResolutionPay names nothing, activates
	// the mana abilities for a spell cast while something resolves (a
	// madness cost, CR 702.35a, 605.3a): a driver's own way of paying, as
	// PlayOpts.Payer is for the spells it casts. Without it only the mana
	// already in the pool pays.
	ResolutionPayer Payer
	// MaxActions bounds the work of one game (mandatory loops end in a
	// draw, CR 104.4b).
	MaxActions int
	// Observer, when set, is told what the game exercises.
	Observer Observer
	// CacheCheck, when set, has the game check its caches (for tests).
	CacheCheck *CacheCheck
	// Context, when set, stops the game when it is cancelled: the action
	// running panics with Cancelled (see tick).
	Context context.Context
	// unfinishedTurn describes a turn that ended with work left (see
	// endTurn), for the random player's invariants.
	unfinishedTurn string
	// extraCombats counts the additional combat phases, each followed by
	// an additional main phase, that come after the current main phase
	// (CR 500.8); resume is where the turn goes on after each additional
	// main phase, innermost last.
	extraCombats int
	resume       []Step
	// cleanupAgain is set when players got priority in a cleanup step:
	// another cleanup step follows (CR 514.3a).
	cleanupAgain bool

	// couldProduce is the "could produce" question being answered, if any
	// (CR 106.7): nested questions share its fixed-point computation.
	couldProduce *couldProduceQuery
	// cpMemo remembers answers to it that hold while the battlefield is
	// unchanged.
	cpMemo *cpMemo

	// effectsStamp identifies the contents of Effects, which change only
	// through addEffect and cleanup: each change takes a new stamp (the
	// characteristics cache is keyed by it).
	effectsStamp uint64

	// inCDA marks the objects whose characteristic-defining abilities are
	// being evaluated (layer 7a), so a self-referential count terminates.
	inCDA map[ObjID]bool

	// mem is the memory of this game's state when it is a fork (see
	// forkMemory); spare holds the memories of discarded snapshots and of
	// states restored over, for the next snapshots.
	mem   *forkMemory
	spare []*forkMemory
	// left counts the objects that have left their zones (Object.Left):
	// CheckInvariants finds every other object listed in a zone by
	// counting them.
	left int
	// seenScratch is CheckInvariants' table of where each object was
	// listed, kept for its next call (a fork starts without one).
	seenScratch []uint8
	// ephemeral are the tokens and spell copies ever made, by id: those
	// that cease to exist off the battlefield and the stack (CR 704.5d,
	// 704.5e). Forks share the list capped, so an append copies it.
	ephemeral []ObjID
	// probeFree is checkTriggers' probe, kept for its next call (a fork
	// starts without one; a call made while another runs takes its own).
	probeFree *triggerProbe
	// world caches the battlefield's characteristics in world mode, and
	// building is the one being computed (see buildWorld).
	world    *world
	building *world
	// worldSure: world has been found to hold since the stamps last
	// changed, and depends on nothing else (it isn't full): it holds
	// until one changes. Every stamp's change clears it.
	worldSure bool
	// bfStamp identifies the battlefield's contents and copy effects
	// (see battlefieldChanged); layeredOn is worldMode's answer for the
	// stamp layeredAt.
	bfStamp, layeredAt uint64
	// statusStamp identifies the status of the objects (see
	// statusChanged); combatStamp their combat and damage status (see
	// combatChanged).
	statusStamp, combatStamp uint64
	// tapStamp identifies which permanents are tapped (see
	// tappedChanged).
	tapStamp  uint64
	layeredOn bool
	// settled is the fingerprint of the last state in which no
	// state-based action applied (see settledStill); read is what the
	// check of state-based actions under way has read.
	settled settledPrint
	read    charsRead
	// control caches the control-changing effects (see controlEffects).
	control *controlCache
	// index lists the battlefield's abilities by kind (see abilities).
	index *abilityIndex
}

// NewGame makes an empty two-player game over a pool.
func NewGame(pool *Pool, names []string, seed int64) *Game {
	g := &Game{Pool: pool, objs: []*Object{nil}, nextID: 1, rng: rand.New(rand.NewSource(seed)), Log: &Log{}, MaxActions: 20000, Winner: NoPlayer, Monarch: NoPlayer}
	for i, n := range names {
		g.Players = append(g.Players, &Player{ID: PlayerID(i), Name: n, Life: 20})
	}
	g.Turn, g.Step = 1, StepMain1
	return g
}

// Obj returns the object with the id (nil if there is none).
func (g *Game) Obj(id ObjID) *Object {
	if id <= 0 || int(id) >= len(g.objs) {
		return nil
	}
	return g.objs[id]
}

// addObj records a new object; ids are handed out in order, so the table
// is indexed by id.
func (g *Game) addObj(o *Object) {
	if int(o.ID) != len(g.objs) {
		panic(fmt.Sprintf("interp: object #%d created out of order (next is #%d)", o.ID, len(g.objs)))
	}
	g.objs = append(g.objs, o)
	if o.IsToken || o.IsCopy {
		g.ephemeral = append(g.ephemeral, o.ID)
	}
}

// Objects returns every object ever created, by id.
func (g *Game) Objects() []*Object {
	return append([]*Object(nil), g.objs[1:]...)
}

// Opponent returns p's opponent.
func (g *Game) Opponent(p PlayerID) PlayerID { return 1 - p }

// NextTimestamp returns a new timestamp (CR 613.7).
func (g *Game) NextTimestamp() int { g.ts++; return g.ts }

// NewCardObject creates an object for a card in a zone, without events:
// for game setup.
func (g *Game) NewCardObject(def *CardDef, owner PlayerID, zone Zone) *Object {
	o := &Object{ID: g.nextID, Card: def, Owner: owner, Controller: owner, Zone: zone, Timestamp: g.NextTimestamp(), Blocking: 0}
	g.nextID++
	g.addObj(o)
	g.addToZone(o, zone, false)
	return o
}

// NewTokenObject creates a token on the battlefield, without events.
func (g *Game) newTokenObject(face *Face, copyOf *Chars, owner PlayerID) *Object {
	o := &Object{ID: g.nextID, TokenFace: face, TokenCopy: copyOf, IsToken: true, Owner: owner, Controller: owner, Timestamp: g.NextTimestamp()}
	g.nextID++
	g.addObj(o)
	return o
}

func (g *Game) zoneList(z Zone, p PlayerID) *[]ObjID {
	switch z {
	case Library:
		return &g.Players[p].Library
	case Hand:
		return &g.Players[p].Hand
	case Graveyard:
		return &g.Players[p].Graveyard
	case Battlefield:
		return &g.Battlefield
	case Exile:
		return &g.Exile
	case Command:
		return &g.Command
	}
	return nil
}

func (g *Game) addToZone(o *Object, z Zone, top bool) {
	if z == Battlefield {
		g.battlefieldChanged()
	}
	o.Zone = z
	l := g.zoneList(z, o.Owner)
	if l == nil {
		return
	}
	if top && z == Library {
		*l = append([]ObjID{o.ID}, *l...)
		return
	}
	*l = append(*l, o.ID)
}

func (g *Game) removeFromZone(o *Object) {
	if o.Zone == Battlefield {
		g.battlefieldChanged()
	}
	if o.Zone == Stack {
		for i, it := range g.Stack {
			if it.Spell == o.ID {
				g.Stack = append(g.Stack[:i], g.Stack[i+1:]...)
				break
			}
		}
		return
	}
	l := g.zoneList(o.Zone, o.Owner)
	if l == nil {
		return
	}
	for i, id := range *l {
		if id == o.ID {
			*l = append((*l)[:i], (*l)[i+1:]...)
			return
		}
	}
}

// Name returns the object's current name for the log: Name#id.
func (g *Game) Name(id ObjID) string {
	o := g.Obj(id)
	if id == 0 {
		// The source of an inherent ability of a designation, which is no
		// object (the monarch's, CR 724.2).
		return "the game"
	}
	if o == nil {
		return "#" + strconv.Itoa(int(id))
	}
	n := g.nameOf(o)
	if o.Left {
		// Forks share the objects that have left their zone: no cache.
		return n + "#" + strconv.Itoa(int(id))
	}
	if o.logName == "" || o.logBase != n {
		o.logBase, o.logName = n, n+"#"+strconv.Itoa(int(id))
	}
	return o.logName
}

// nameOf is the object's name: its printed name as copy effects modify it
// (layer 1, CR 613.2a, 707.2), then as an effect of a resolved spell or
// ability that gives it a new name says ("It becomes … named Vitu-Ghazi",
// CR 201.2; see Becomes.Name). No static ability changes a name, so this
// needs no layered characteristics: naming an object in the log doesn't
// rebuild them.
func (g *Game) nameOf(o *Object) string {
	n := g.baseName(o)
	if o.Left || o.FaceDown {
		return n
	}
	// In timestamp order: the latest new name wins (CR 613.7).
	for _, e := range g.Effects {
		if e.Object == o.ID && e.Becomes != nil && e.Becomes.Name != "" {
			n = e.Becomes.Name
		}
	}
	return n
}

// baseName is nameOf before effects that give the object a new name.
func (g *Game) baseName(o *Object) string {
	switch {
	case o.FaceDown:
		return faceDownName
	case o.Left:
		return g.Chars(o).Name // last-known information
	case len(o.Copies) > 0:
		if n := o.Copies[len(o.Copies)-1].Values.Name; n != "" {
			return n
		}
		// A copy of a face-down permanent has no name (CR 707.2, 708.2a).
		return namelessName
	case o.TokenCopy != nil:
		return o.TokenCopy.Name
	case o.TokenFace != nil:
		return o.TokenFace.Name
	case o.Back && o.Card.Back != nil:
		return o.Card.Back.Name
	}
	if n, ok := g.faceName(o); ok {
		return n
	}
	return o.Card.Front.Name
}

// PlayerName returns the player's name.
func (g *Game) PlayerName(p PlayerID) string {
	if p < 0 || int(p) >= len(g.Players) {
		return "nobody"
	}
	return g.Players[p].Name
}

// RefName names an object or player for the log.
func (g *Game) RefName(r Ref) string {
	switch {
	case r.IsObj:
		return g.Name(r.Obj)
	case r.IsPlay:
		return g.PlayerName(r.Player)
	}
	return "nothing"
}

// Controlled returns the permanents p controls, in battlefield order.
func (g *Game) Controlled(p PlayerID) []*Object {
	// One allocation, not one per doubling: it is asked at every priority.
	out := make([]*Object, 0, len(g.Battlefield))
	for _, id := range g.Battlefield {
		if o := g.Obj(id); o.Controller == p {
			out = append(out, o)
		}
	}
	return out
}

// EachControlled yields the permanents p controls in battlefield order,
// as Controlled lists them, without making a list. The battlefield must
// not change while it yields.
func (g *Game) EachControlled(p PlayerID) iter.Seq[*Object] {
	return func(yield func(*Object) bool) {
		for _, id := range g.Battlefield {
			if o := g.Obj(id); o.Controller == p && !yield(o) {
				return
			}
		}
	}
}

// EachPermanent yields the objects on the battlefield in order, as
// Permanents lists them, without making a list. The battlefield must not
// change while it yields.
func (g *Game) EachPermanent() iter.Seq[*Object] {
	return func(yield func(*Object) bool) {
		for _, id := range g.Battlefield {
			if !yield(g.Obj(id)) {
				return
			}
		}
	}
}

// Permanents returns the objects on the battlefield in order.
func (g *Game) Permanents() []*Object {
	out := make([]*Object, 0, len(g.Battlefield))
	for _, id := range g.Battlefield {
		out = append(out, g.Obj(id))
	}
	return out
}

func sortedKeysObj(m map[string][]*Object) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Note adds a line to the log at the current indentation.
func (g *Game) Note(format string, args ...any) { g.logf(format, args...) }
