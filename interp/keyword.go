package interp

import (
	"cardc/ast"
	"cardc/dsl"
)

// KeywordRule names a rule of the game that a keyword ability changes:
// the typed hook through which the engine applies the keyword where that
// rule is decided (declaring blockers, assigning combat damage, choosing
// targets, paying costs). The keyword's record in package stdlib says
// which rule it changes; the engine asks an object's characteristics for
// the rule, never for a keyword's spelling.
type KeywordRule int

// The rules keyword abilities change, by the kind of hook.
const (
	NoKeywordRule KeywordRule = iota

	// Block restrictions (CR 509.1b).

	// BlockedOnlyByFliers: can't be blocked except by creatures with
	// flying or reach, and can block creatures with flying (CR 702.9b).
	BlockedOnlyByFliers
	// BlocksFliers: can block creatures with flying (CR 702.17b).
	BlocksFliers

	// Combat-damage rules (CR 510.1).

	// AssignExcessToPlayer: excess combat damage may be assigned to the
	// player or planeswalker the creature attacks (CR 702.19b).
	AssignExcessToPlayer

	// Attack and untap rules.

	// IgnoresSummoningSickness: may attack and pay {T} and {Q} costs the
	// turn it came under its controller's control (CR 702.10b, 302.6).
	IgnoresSummoningSickness
	// AttacksUntapped: attacking doesn't cause it to tap (CR 702.20b).
	AttacksUntapped

	// Targeting restrictions (CR 115).

	// UntargetableByAll: can't be the target of spells or abilities
	// (CR 702.18a).
	UntargetableByAll
	// UntargetableByOpponents: can't be the target of spells or
	// abilities its opponents control (CR 702.11b).
	UntargetableByOpponents
	// ProtectionFromQuality: can't be damaged, enchanted, equipped,
	// blocked or targeted by anything with the quality its argument
	// names (CR 702.16).
	ProtectionFromQuality

	// Attachment rules.

	// EnchantRestriction: an Aura spell targets, and an Aura may only be
	// attached to, what its argument allows (CR 702.5a, 303.4a, 303.4d).
	EnchantRestriction

	// Cost rules (CR 601.2f).

	// CostPerExtraMode: its argument is an additional cost paid for each
	// mode chosen beyond the first (CR 702.120a).
	CostPerExtraMode

	// Abilities the keyword stands for.

	// ReturnFromGraveyard: an activated ability from the graveyard that
	// returns the card with haste and exiles it at the next end step or
	// if it would leave (CR 702.84a).
	ReturnFromGraveyard

	// Combat-damage steps and results (CR 510, 702.2, 702.4, 702.7,
	// 702.15): see damage.go.

	// DealsFirstStrikeDamage: deals combat damage in the first-strike
	// combat damage step, and not in the regular one (CR 702.7b).
	DealsFirstStrikeDamage
	// DealsDoubleStrikeDamage: deals combat damage in both combat damage
	// steps (CR 702.4b).
	DealsDoubleStrikeDamage
	// DamageIsLethal: any nonzero damage it deals to a creature is lethal
	// (CR 702.2b, 704.5h), and 1 damage counts as lethal when it assigns
	// combat damage (CR 702.2c).
	DamageIsLethal
	// DamageGainsLife: damage it deals also causes its controller to gain
	// that much life (CR 702.15b).
	DamageGainsLife

	// More block and attack restrictions (CR 508.1c, 509.1b).

	// BlockedOnlyByTwoOrMore: can't be blocked except by two or more
	// creatures (CR 702.111b).
	BlockedOnlyByTwoOrMore
	// CantAttack: can't attack (CR 702.3b).
	CantAttack
	// BlockedOnlyByArtifactOrBlack: can't be blocked except by artifact
	// creatures and/or black creatures (fear, CR 702.36b).
	BlockedOnlyByArtifactOrBlack
	// BlockedOnlyBySharedColorOrArtifact: can't be blocked except by
	// artifact creatures and/or creatures that share a color with it
	// (intimidate, CR 702.13b).
	BlockedOnlyBySharedColorOrArtifact
	// UnblockableWhileDefenderControls: can't be blocked as long as the
	// defending player controls a land with the quality its record names
	// (landwalk, CR 702.14c).
	UnblockableWhileDefenderControls

	// Timing, destruction and more targeting rules.

	// CastAnyTime: may be cast any time its controller could cast an
	// instant (flash, CR 702.8a).
	CastAnyTime
	// NotDestroyed: can't be destroyed — not by destroy effects, not by
	// lethal damage or deathtouch (CR 702.12b).
	NotDestroyed
	// UntargetableByOpponentsFrom: can't be the target of spells its
	// opponents control that have the quality its argument names, or of
	// abilities they control from sources with it (hexproof from,
	// CR 702.11d).
	UntargetableByOpponentsFrom
	// CounterUnlessPaid: whenever it becomes the target of a spell or
	// ability an opponent controls, a triggered ability counters that
	// spell or ability unless its controller pays the cost the argument
	// names (ward, CR 702.21a).
	CounterUnlessPaid

	// Keyword abilities with costs and zone permissions (see cycling.go).

	// CycleFromHand: an activated ability from its owner's hand, "[its
	// argument], Discard this card: Draw a card." (cycling, CR 702.29a),
	// or, for a record naming a quality, a search for a card with it
	// (typecycling, CR 702.29e).
	CycleFromHand
	// CastFromGraveyard: the card may be cast from its owner's graveyard
	// by paying its argument instead of its mana cost, and is exiled
	// instead of going anywhere else when it leaves the stack
	// (flashback, CR 702.34a).
	CastFromGraveyard
	// EscapeFromGraveyard: the card may be cast from its owner's
	// graveyard by paying its first argument and exiling its second
	// argument's number of other cards from that graveyard instead of its
	// mana cost (escape, CR 702.138a-b); the spell, and the permanent it
	// becomes, escaped (CR 702.138c). Nothing exiles it afterwards.
	EscapeFromGraveyard
	// DiscardIntoExile: while the card is in its owner's hand, if it
	// would be discarded it is exiled instead; a linked triggered ability
	// then lets its owner cast it by paying its argument instead of its
	// mana cost, or else puts it into the graveyard (madness, CR
	// 702.35a; see madness.go).
	DiscardIntoExile
	// TurnFaceUpFor: the card may be cast face down as a 2/2 creature
	// for {3}, and the face-down permanent turned face up for its
	// argument (morph, CR 702.37c, 702.37e; see facedown.go).
	TurnFaceUpFor
	// TurnFaceUpForWarded: as TurnFaceUpFor, the face-down creature
	// having ward {2} (disguise, CR 702.168a, 702.168d).
	TurnFaceUpForWarded
	// OptionalAdditionalCost: an additional cost the caster may pay once
	// as the spell is cast (kicker, CR 702.33a).
	OptionalAdditionalCost
	// OptionalAdditionalCostAnyTimes: an additional cost the caster may
	// pay any number of times (multikicker, CR 702.33c).
	OptionalAdditionalCostAnyTimes
	// AttachToCreature: an activated ability, "[its first argument]:
	// Attach this permanent to target creature you control. Activate
	// only as a sorcery.", the target narrowed by its second argument
	// when given (equip, CR 702.6a; see equip.go).
	AttachToCreature
	// EveryCreatureType: the object is every creature type, a
	// characteristic-defining ability applied first in layer 4, in every
	// zone (changeling, CR 702.73a, 604.3, 613.3).
	EveryCreatureType
	// LocksTheStack: while it is a spell on the stack, players can't
	// cast spells or activate abilities that aren't mana abilities
	// (split second, CR 702.61a).
	LocksTheStack
	// DamageAsCounters: it deals damage to creatures in the form of -1/-1
	// counters and to players in the form of poison counters (infect,
	// CR 702.90b, 120.3b, 120.3d).
	DamageAsCounters
	// EntersWithCountersIfOpponentDamaged: if an opponent was dealt damage
	// this turn, it enters with its argument's number of +1/+1 counters
	// (bloodthirst, CR 702.54a).
	EntersWithCountersIfOpponentDamaged

	// Ways to pay a spell's total cost other than mana, and optional
	// additional costs (see spellcosts.go).

	// TapCreaturesToPay: each creature its caster taps while paying pays
	// for {1} or one mana of that creature's color (convoke, CR 702.51a).
	TapCreaturesToPay
	// ExileCardsToPay: each card its caster exiles from their graveyard
	// while paying pays for {1} (delve, CR 702.66a).
	ExileCardsToPay
	// OptionalSacrificeCost: as an additional cost, the caster may
	// sacrifice an artifact, enchantment or token; the spell is then
	// bargained (bargain, CR 702.166a-b).
	OptionalSacrificeCost
	// Colorless: a characteristic-defining ability that makes the object
	// colorless, whatever its mana cost (devoid, CR 702.114a); effects
	// that change its color still apply after it (layer 5, CR 613.1e).
	Colorless
	// ExileAndReturnTransformed: an activated ability that exiles the
	// permanent and materials the second argument describes, and returns
	// it transformed, only as a sorcery (craft, CR 702.167a; see
	// craft.go).
	ExileAndReturnTransformed

	// Vehicles (see vehicles.go).

	// CrewsVehicle: an activated ability, "Tap any number of untapped
	// creatures you control with total power N or more: This permanent
	// becomes an artifact creature until end of turn.", N its argument
	// (crew, CR 702.122a).
	CrewsVehicle
	// SagaLore: a Saga's reminder of the lore-counter rules, "(As this
	// Saga enters and after your draw step, add a lore counter. Sacrifice
	// after III.)" (CR 714.3); the rules apply to every Saga with chapter
	// abilities (see sagas.go), and the keyword only says them.
	SagaLore

	// CastBothHalves: while the split card is in its owner's hand, both
	// its halves may be cast together as one spell, paying both costs
	// (fuse, CR 702.102a).
	CastBothHalves

	numKeywordRules
)

// Keyword is a keyword ability instance: flying, escalate({2}).
type Keyword struct {
	// Name is the keyword as the card spells it, for reports and the log.
	Name string
	// Rule is the rule the keyword changes, from its record.
	Rule KeywordRule
	// Arg is the keyword's first argument; Args are all of them, in
	// parameter order, nil for an omitted optional one.
	Arg  *Node
	Args []*Node
	// Quality is, for a keyword of a family whose records each name a
	// quality (landwalk: the land type), that quality as a test of
	// characteristics.
	Quality *KeywordQuality
	// Abilities are the abilities the keyword stands for, from its
	// definition in the card language (prowess: a triggered ability).
	Abilities []*AbilityDef
}

// KeywordQuality is the quality a record of a keyword family names
// (landwalk: a land type), shared by every instance of that keyword.
type KeywordQuality struct {
	// Test reports whether characteristics have the quality.
	Test func(*Chars) bool
}

// CompileKeyword compiles the abilities of a keyword defined in the card
// language, checked by dsl.CheckKeywords, resolving every primitive to
// its builtin. Each ability is marked as standing for the keyword, whose
// name the log and the exercise report use for it.
func CompileKeyword(info *dsl.Info, file, name string, abilities []*ast.Ability, tokens []*ast.Face, builtins map[string]*Builtin) ([]*AbilityDef, error) {
	c := &compiler{info: info, builtins: builtins, file: file, tokens: map[string]*Face{}, faceOf: map[*ast.Face]*Face{}}
	// The tokens its abilities create, as a card's token definitions.
	for _, sub := range tokens {
		tf := &Face{Name: tokenName(sub, info.Faces[sub])}
		c.faceOf[sub], c.tokens[sub.Ident.Name] = tf, tf
		c.fillFace(tf, sub)
		tf.chars = charsOfFace(tf)
	}
	var out []*AbilityDef
	for _, a := range abilities {
		def := c.ability(a, nil)
		def.Keyword, def.Text = name, name
		out = append(out, def)
	}
	return out, c.err
}

// instance gives the abilities a keyword stands for the keyword's
// argument, which keyword-number reads ("firebending 2" stands for an
// ability that adds {R}{R}): a keyword with an argument has copies of its
// definition's abilities, each knowing the argument.
func (k Keyword) instance() Keyword {
	if k.Arg == nil || len(k.Abilities) == 0 {
		return k
	}
	abs := make([]*AbilityDef, len(k.Abilities))
	for i, ab := range k.Abilities {
		c := *ab
		c.KeywordArg = k.Arg
		abs[i] = &c
	}
	k.Abilities = abs
	return k
}

// Has reports whether the object has a keyword ability that changes the
// rule.
func (c *Chars) Has(r KeywordRule) bool {
	_, ok := c.KeywordFor(r)
	return ok
}

// KeywordFor returns the object's first keyword instance that changes the
// rule.
func (c *Chars) KeywordFor(r KeywordRule) (Keyword, bool) {
	return c.findKeyword(func(k Keyword) bool { return k.Rule == r })
}

// findKeyword returns the object's first keyword instance that matches.
func (c *Chars) findKeyword(match func(Keyword) bool) (Keyword, bool) {
	for _, k := range c.Keywords {
		if match(k) {
			return k, true
		}
	}
	return Keyword{}, false
}

// keywordsByRule indexes the builtins of keyword abilities by the rule
// they change, so that an effect can grant a keyword by its rule
// (unearth's haste) without spelling it.
func keywordsByRule(builtins map[string]*Builtin) [numKeywordRules]Keyword {
	var out [numKeywordRules]Keyword
	for _, b := range builtins {
		if b.Rule != NoKeywordRule && b.Rule < numKeywordRules {
			if prev := out[b.Rule]; prev.Name == "" || b.Name < prev.Name {
				out[b.Rule] = Keyword{Name: b.Name, Rule: b.Rule}
			}
		}
	}
	return out
}
