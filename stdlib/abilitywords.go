package stdlib

// AbilityWords are the ability words of CR 207.2c, in the language's
// spelling: lower case, a hyphen for a space (`fateful-hour`). An ability
// word has no rules meaning; it is printed in italics before an ability
// that shares a theme with others (CR 207.2c): `triggered landfall { … }`
// reads "Landfall — Whenever a land you control enters, …".
var AbilityWords = []string{
	"adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel", "chroma",
	"cohort", "constellation", "converge", "council's-dilemma", "coven", "delirium", "descend-4",
	"descend-8", "domain", "eerie", "eminence", "enrage", "fateful-hour", "fathomless-descent",
	"ferocious", "flurry", "formidable", "grandeur", "hellbent", "heroic", "imprint", "inspired",
	"join-forces", "kinship", "landfall", "lieutenant", "magecraft", "metalcraft", "morbid",
	"pack-tactics", "paradox", "parley", "radiance", "raid", "rally", "revolt", "secret-council",
	"spell-mastery", "strive", "survival", "sweep", "tempting-offer", "threshold", "undergrowth",
	"valiant", "void", "will-of-the-council",
}
