package interp

import "cardc/ast"

// This file is the part of the exported surface that drivers of a game
// (the scenario runner, the random player) read besides the actions.

// ManaOf converts a mana literal of a script to a mana cost.
func ManaOf(m *ast.ManaLit) ManaCost { return manaOf(m) }

// PoolText renders a mana pool canonically, as the state text does:
// "nothing", or its units with any spend restriction.
func PoolText(pool []Mana) string { return poolText(pool) }

// ZoneList returns the objects in a player's library, hand or graveyard,
// or on the battlefield or in exile, in order (nil for the stack, whose
// items are Stack). The slice is the game's own: callers only read it.
func (g *Game) ZoneList(z Zone, p PlayerID) []ObjID {
	if l := g.zoneList(z, p); l != nil {
		return *l
	}
	return nil
}

// StepNames lists the steps' names in turn order.
func StepNames() []string { return stepNames[:] }

// NumManaTypes is the number of mana types (WUBRG and colorless); as a
// ManaType it stands for "any type".
const NumManaTypes = numManaTypes

// CastError says what makes casting a card illegal from the start (where
// it is, what it is, timing), changing nothing, or returns nil.
func (g *Game) CastError(p PlayerID, card ObjID) error {
	if err := g.castError(p, card, PlayOpts{}); err != nil {
		return err
	}
	return nil
}

// CastTimingOK reports whether the player may cast a spell with these
// characteristics now (CR 307.1, 301.1).
func (g *Game) CastTimingOK(p PlayerID, c *Chars) bool { return g.castTimingOK(p, c) }

// CostsPayable predicts, changing nothing, whether the costs of an
// object's ability (1-based index) other than mana, {T} and {Q} could be
// paid with the game as it is: false when one of them says it can't be
// (Builtin.Payable: too few permanents to sacrifice or tap, cards to
// discard, counters to remove, energy to pay, power to crew). Paying the
// other costs first might change that in rare cases (a mana ability that
// makes a Treasure to sacrifice), so the engine decides only as it pays
// (CR 601.2h, 602.2b); a driver may use the prediction to leave out what
// would surely fail.
func (g *Game) CostsPayable(p PlayerID, id ObjID, index int) (ok bool) {
	o := g.Obj(id)
	if o == nil {
		return false
	}
	abs := g.Abilities(o)
	if index < 1 || index > len(abs) {
		return false
	}
	ab := abs[index-1]
	defer func() {
		if recover() != nil {
			// A cost that can't even be worked out now says nothing.
			ok = true
		}
	}()
	var x *Ctx
	for _, cp := range ab.Costs {
		n := cp.Node
		if n == nil || n.Op != OpCall || n.Fn == nil || n.Fn.Payable == nil {
			continue
		}
		if x == nil {
			x = &Ctx{G: g, Source: id, Controller: p, Ability: ab, Slots: make([]Value, ab.Slots), Paying: true}
		}
		if !n.Fn.Payable(x, Args{n.Args}) {
			return false
		}
	}
	return true
}

// CastChars returns the characteristics the card o is cast with as opt
// says, which the timing rule looks at: its face's or half's, or a
// face-down spell's (CR 709.3, 708.4).
func (g *Game) CastChars(o *Object, opt PlayOpts) *Chars { return g.castCharsFor(o, opt) }

// ActivationError says what makes activating an object's ability (1-based
// index) illegal from the start, changing nothing, or returns nil.
func (g *Game) ActivationError(p PlayerID, id ObjID, index int) error {
	if _, err := g.activationError(p, id, index); err != nil {
		return err
	}
	return nil
}

// SpellAbility returns the spell ability of a card, nil for permanents.
func (g *Game) SpellAbility(o *Object) *AbilityDef { return g.spellAbility(o) }

// AllTargets lists an ability's target requirements with those of the
// chosen modes (0-based).
func AllTargets(ab *AbilityDef, modes []int) []Target { return allTargets(ab, modes) }

// LegalTargets lists what a target requirement evaluated in x could
// target now.
func (g *Game) LegalTargets(x *Ctx, fv *FilterVal) []Ref { return g.legalTargets(x, fv) }

// ManaAbilities lists an object's mana abilities.
func (g *Game) ManaAbilities(o *Object) []*AbilityDef { return g.manaAbilities(o) }

// FixedProduction returns what an object with these mana abilities
// (ManaAbilities) could produce when each adds fixed mana
// (AbilityDef.Produces) and reports true; what it says holds unless a
// replacement effect can modify mana (see ManaReplaceable), as
// CouldProduceEach would find (CR 106.7).
func FixedProduction(abs []*AbilityDef) (ManaSet, bool) {
	var set ManaSet
	for _, ab := range abs {
		if ab.Produces == 0 {
			return 0, false
		}
		set |= ab.Produces
	}
	return set, true
}

// ManaReplaceable reports whether a permanent has a replacement ability
// that can modify mana production (CR 106.12b, 614): fixed production
// then isn't what a mana ability could produce.
func (g *Game) ManaReplaceable() bool {
	for _, e := range g.abilities().replacements {
		if e.ab.Trigger.Fn.ManaTrigger {
			return true
		}
	}
	return false
}

// CouldProduceEach answers "could produce" (CR 106.7) for each object on
// its own, in one query: the i-th set is what ids[i] could produce.
func (g *Game) CouldProduceEach(ids []ObjID) []ManaSet { return g.couldProduceEach(ids) }

// ActivateManaAs activates a mana ability of o for player p, as during a
// payment (CR 601.2g); want, unless nil, is the type asked of it where
// the ability offers a choice.
func (g *Game) ActivateManaAs(p PlayerID, o *Object, ab *AbilityDef, want *ManaType) {
	g.payType = want
	g.activateMana(p, o, ab, PlayOpts{})
	g.payType = nil
}

// EffectsStamp identifies the contents of the continuous effects: it
// changes whenever they do.
func (g *Game) EffectsStamp() uint64 { return g.effectsStamp }

// Stamps identifies the state permanents' characteristics, abilities and
// status are computed from: the continuous effects, the battlefield's
// contents and copy effects, the objects' status, which permanents are
// tapped and their combat and damage status. Each part changes whenever what it identifies does (a restored
// game has its snapshot's stamps again).
type Stamps struct{ effects, battlefield, status, tapped, combat uint64 }

// Stamps returns the game's stamps.
func (g *Game) Stamps() Stamps { return g.StampsFor(true, true) }

// StampsFor returns the game's stamps of the effects, the battlefield and
// the permanents' status, with those of tapping and combat status only
// when asked for (else zero): what characteristics depend on, as Reads
// reports.
func (g *Game) StampsFor(tapped, combat bool) Stamps {
	s := Stamps{effects: g.effectsStamp, battlefield: g.bfStamp, status: g.statusStamp}
	if tapped {
		s.tapped = g.tapStamp
	}
	if combat {
		s.combat = g.combatStamp
	}
	return s
}

// Reads runs f and reports what the characteristics and filters it asked
// about read beyond the effects, the battlefield and the permanents'
// status (see charsRead): the players' zones or the turn, which
// permanents are tapped, their combat status. A driver that worked
// something out from those alone may keep it while StampsFor(tapped,
// combat) is unchanged, unless turn.
func (g *Game) Reads(f func()) (turn, tapped, combat bool) {
	outer := g.read
	g.read = charsRead{}
	defer func() {
		read := g.read
		g.read = charsRead{turn: outer.turn || read.turn, tapped: outer.tapped || read.tapped, combat: outer.combat || read.combat}
	}()
	f()
	return g.read.turn, g.read.tapped, g.read.combat
}

// LandPlayed reports whether the player has played a land this turn.
func (g *Game) LandPlayed(p PlayerID) bool { return g.Players[p].landTurn == g.Turn }

// UnfinishedTurn describes the last turn that ended with work left (an
// object on the stack, a triggered ability waiting), or "".
func (g *Game) UnfinishedTurn() string { return g.unfinishedTurn }
