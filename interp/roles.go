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
	// RoleFromGraveyard marks an effect that returns its source from its
	// owner's graveyard: an activated ability with one functions only
	// from the graveyard (CR 113.6k, 602.2).
	RoleFromGraveyard
)
