package interp

// Role is an engine role a builtin plays: the rules runtime singles out
// builtins by role where a rule treats them apart, never by name.
type Role int

// The roles.
const (
	NoRole Role = iota
	// RoleProduceMana marks the builtin that adds mana (CR 106.4): its
	// first argument is the mana (a literal for fixed mana), the others a
	// spending restriction and a recipient.
	RoleProduceMana
	// RoleCDA marks a builtin whose static effect is a
	// characteristic-defining ability (CR 604.3) that the layer system
	// applies in layer 7a.
	RoleCDA
	// RoleEnterAsCopy marks effects that make an object enter as a copy:
	// such replacement effects are ordered first (CR 616.1c).
	RoleEnterAsCopy
	// RoleOptionalTarget marks a target that may be chosen or not: its
	// first argument is the most targets, its second their filter
	// ("up to one target creature", CR 601.2c).
	RoleOptionalTarget
	// RoleLayered marks a builtin whose static effect is a layered
	// continuous effect (a *StaticEffect, CR 611.3) that the layer system
	// applies to the objects it names.
	RoleLayered
	// RoleRule marks a builtin whose static effect changes a rule of the
	// game (a *RuleEffect) that the engine asks for where it decides.
	RoleRule
	// RoleLoyaltyCost marks a loyalty cost (CR 606.4): an activated ability
	// with one is a loyalty ability, with the timing of CR 606.3. Its first
	// argument is the number of loyalty counters, its Loyalty field the sign.
	RoleLoyaltyCost
	// RoleModifiesEarlier marks an effect that is later text modifying the
	// meaning of earlier text of the same ability ("Destroy target
	// creature. It can't be regenerated.", CR 608.2c): it is carried out
	// before the effects written before it.
	RoleModifiesEarlier
	// RoleAnyPlayer marks a part of an activation cost that pays nothing
	// but lets any player activate the ability ("Any player may activate
	// this ability.", CR 602.2).
	RoleAnyPlayer
	// RoleSorcerySpeed marks a part of an activation cost that pays
	// nothing but restricts the timing: "Activate only as a sorcery."
	// (CR 602.5d).
	RoleSorcerySpeed
	// RoleActivationCondition marks a part of an activation cost that pays
	// nothing but restricts when the ability may be activated: "Activate
	// only if this creature is attacking." (CR 602.5b). Its first argument
	// is the condition, checked before anything changes.
	RoleActivationCondition
	// RoleOnlyOnce marks a part of an activation cost that pays nothing
	// but lets the ability be activated only once for as long as its
	// source stays the same object (exhaust, CR 702.177a).
	RoleOnlyOnce
	// RoleFromGraveyard marks an effect that returns its source from its
	// owner's graveyard: an activated ability with one functions only
	// from the graveyard (CR 113.6k, 602.2).
	RoleFromGraveyard
	// RoleFromHand marks a cost that discards its source from its
	// owner's hand ("Discard this card"): an activated ability with one
	// functions only from the hand (CR 113.6k, 602.2).
	RoleFromHand
	// RoleTargetGroup marks a target requirement for several targets
	// chosen for one word "target" ("among one or two targets"): its
	// arguments are the most targets (none: any number) and their filter
	// (CR 115.3, 601.2c); at least one is chosen.
	RoleTargetGroup
	// RoleDividesAmong marks an effect that divides an amount among the
	// targets of a group (CR 601.2d): its second argument is the targets,
	// its third the amount, divided as the targets are chosen.
	RoleDividesAmong
	// RoleCastingRule marks a static effect of a spell about casting it,
	// evaluated as it is cast: a casting restriction (CR 601.3) or its
	// own cost reduction (CR 601.2f).
	RoleCastingRule
	// RoleAlternativeCost marks a static effect of a spell that is an
	// alternative cost ("you may pay {R} rather than pay this spell's
	// mana cost", CR 118.9): its first argument is the cost, paid instead
	// of the mana cost when the caster chooses it and its condition holds.
	RoleAlternativeCost
	// RoleAdditionalCost marks a static effect of a spell that is an
	// additional cost to cast it ("As an additional cost to cast this
	// spell, sacrifice a land.", CR 601.2b): its argument is the cost,
	// paid with the spell's total cost (CR 601.2h).
	RoleAdditionalCost
	// RoleOncePerTurn marks the instruction of a triggered ability that
	// it "triggers only once each turn": not an effect but a limit on
	// triggering (CR 603.2 applies no more than once a turn to the
	// object).
	RoleOncePerTurn
	// RoleExactTargets marks a target requirement for a fixed number of
	// different targets for one word "target" ("two target artifacts"):
	// its arguments are the number and their filter; exactly that many are
	// chosen (CR 115.3, 601.2c).
	RoleExactTargets
	// RoleChapter marks a Saga's chapter event (CR 714.2): its arguments
	// are the chapter numbers, from which the final chapter number comes
	// (CR 714.2c, 704.5s).
	RoleChapter
	// RoleSingleGraveyard marks a filter word of cards in a graveyard
	// that, for a group of targets, asks for all of them from one
	// graveyard ("up to three target cards from a single graveyard"):
	// a target from another graveyard than the first one's is illegal
	// (CR 115.3, 601.2c).
	RoleSingleGraveyard
	// RoleToSolve marks a Case's "To solve — [condition]" (CR 719.3a): its
	// argument is the condition, checked as its controller's end step
	// begins (Game.solveCases).
	RoleToSolve
	// RoleAnyTargets marks a target requirement for any number of
	// different objects for one word "target" ("untap any number of target
	// creatures"): its argument is their filter; none may be chosen (CR
	// 115.3, 601.2c).
	RoleAnyTargets
	// RoleCostChange marks a static effect of a permanent that makes
	// spells cost more or less to cast (a CostChange, CR 601.2f).
	RoleCostChange
)
