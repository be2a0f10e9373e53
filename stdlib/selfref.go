package stdlib

// SelfSubtypes are the subtypes by which a nonlegendary permanent names
// itself, before its card type (CR 201.5): "this Equipment", "this Aura",
// "this Vehicle", "this Saga", "this Class", "this Siege", "this Case".
var SelfSubtypes = []string{"Equipment", "Aura", "Vehicle", "Saga", "Class", "Siege", "Case"}

// SelfTypes are the card types by which a nonlegendary permanent names
// itself when none of SelfSubtypes applies, in order of precedence (CR
// 201.5): any creature is "this creature" (an artifact or enchantment
// creature too), then "this land" (a land that animates itself too), "this
// artifact", "this enchantment"; anything else is "this permanent".
var SelfTypes = []string{"Creature", "Land", "Artifact", "Enchantment"}
