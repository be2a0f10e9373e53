package stdlib

import (
	"sort"

	"cardc/ast"
	"cardc/render"
)

// Template is how a primitive, filter word or keyword reads in rules text;
// render.Template says how it is written.
type Template = render.Template

// Role is the place of a filter word in a filter phrase (see render.Role).
type Role = render.Role

// The roles of filter words.
const (
	NoRole    = render.NoRole
	Det       = render.Det
	Adjective = render.Adjective
	Noun      = render.Noun
	Kind      = render.Kind
	Qualifier = render.Qualifier
	Control   = render.Control
	Zone      = render.Zone
)

// Form is the template of an ability form or another piece of rules text
// that isn't a primitive (see render.Form).
type Form = render.Form

// forms are the ability forms and other pieces of rules text. The renderer
// looks each up by its name.
var forms = []*Form{
	{Name: "spell", Doc: "An instant's or sorcery's effect line: one paragraph each ({effect}).", Template: "{effect}."},
	{Name: "triggered", Doc: "A triggered ability: its trigger word, event, intervening if and effects.", Template: "{when} {event}, [if {if}, ]{effect}."},
	{Name: "when", Doc: "The trigger word of a `when` line.", Template: "When"},
	{Name: "whenever", Doc: "The trigger word of a `whenever` line.", Template: "Whenever"},
	{Name: "at", Doc: "The trigger word of an `at` line.", Template: "At"},
	{Name: "activated", Doc: "An activated ability: its costs, a colon, its effects.", Template: "{cost}: {effect}."},
	{Name: "mana", Doc: "A mana ability: its costs, a colon, its effects.", Template: "{cost}: {effect}."},
	{Name: "static", Doc: "A static ability: its effects.", Template: "{effect}."},
	{Name: "chapter", Doc: "A Saga's chapter ability (CR 714.2a): its chapter numbers ({event}), a dash, its effects.", Template: "{event} — {effect}."},
	{Name: "replacement", Doc: "A replacement effect: the event it replaces (a `replace` line), then its effects.", Template: "[If {event}, ]{effect}."},
	{Name: "and", Doc: "The items of one effect line, or the exceptions of a copy: two are joined with this word, more with commas and this word before the last.", Template: "and"},
	{Name: "modal", Doc: "A modal spell's choose line ({choose} is one of the choose- forms).", Template: "Choose {choose} —"},
	{Name: "mode", Doc: "One mode of a modal spell: a bullet and the mode's effects.", Template: "• {effect}."},
	{Name: "choose-one", Doc: "Choose exactly {n} mode(s).", Template: "{n}"},
	{Name: "choose-one-or-both", Doc: "Choose one or two of two modes.", Template: "one or both"},
	{Name: "choose-one-or-more", Doc: "Choose one or more of three or more modes.", Template: "one or more"},
	{Name: "choose-unchosen", Doc: "Modes the ability's source hasn't chosen before (`choose 1 to 1 unchosen`, CR 700.2): {choose} is the count.", Template: "{choose} that hasn't been chosen"},
	{Name: "choose-range", Doc: "Choose between {min} and {max} modes.", Template: "{min} to {max}"},
	{Name: "keyword-line", Doc: "A keyword line: its keywords separated by this, the first capitalised.", Template: ", "},
	{Name: "reminder", Doc: "Reminder text after a keyword or at the end of an ability's paragraph.", Template: "({reminder})"},
	{Name: "granted", Doc: "An ability granted by a copy exception or an effect: the ability in quotes, with \"this creature\" for the object.", Template: "\"{ability}\""},
	{Name: "granted-nested", Doc: "An ability granted by an ability that is itself in quotes: in single quotes.", Template: "'{ability}'"},
	{Name: "self", Doc: "How a nonlegendary permanent names itself (CR 201.5): {noun} is its type word, chosen by SelfSubtypes and SelfTypes (\"this creature\", \"this Aura\"). A legendary permanent names itself by its short name, the part of its name before a comma.", Template: "this {noun}"},
	{Name: "this-card", Doc: "How a card names itself where it is neither a permanent nor a spell: in a hand, a graveyard, a library or exile (CR 201.5): \"when you cycle this card\", \"return this card from your graveyard\". A template asks for it with the form card: {card:card}.", Template: "this card"},
	{Name: "this-spell", Doc: "How an instant or sorcery names itself (CR 201.5), except as the subject of its own action, where it keeps its name (\"<name> deals 3 damage\").", Template: "this spell"},
	{Name: "granted-self", Doc: "How a granted ability names the object that has it ({noun} is its main card type).", Template: "this {noun}"},
	{Name: "token", Doc: "A token's description, as create(…) names it; {token} is token or tokens.", Template: "{pt} {colors} {subtypes} {types} {token}[ with {keywords}]"},
	{Name: "ability-word", Doc: "An ability with an ability word (CR 207.2c): the word, capitalised with its hyphens read as spaces, before the ability's text.", Template: "{word} — {ability}"},
	{Name: "token-self", Doc: "How an ability of a token definition, said after the token is created, names the token.", Template: "token"},
	{Name: "token-has", Doc: "The sentence after one that creates a token, with the token's abilities other than keywords, each quoted.", Template: "it has {ability}"},
	{Name: "tokens-have", Doc: "The sentence after one that creates tokens, with their abilities other than keywords, each quoted.", Template: "they have {ability}"},
	{Name: "intrinsic-mana", Doc: "The intrinsic mana ability of a basic land type (CR 305.6), as reminder text.", Template: "({T}: Add {mana}.)"},
	{Name: "reminder-it", Doc: "What has a keyword, as the reminder text of a keyword an effect grants names it: \"(It can't be blocked except by two or more creatures.)\".", Template: "it"},
	{Name: "adventure", Doc: "The reminder text that ends an Adventure's rules text (CR 715.3d, 715.4): {type} is the main card type of the card's permanent face, \"creature\" for any creature.", Template: "(Then exile this card. You may cast the {type} later from exile.)"},
	{Name: "stun-counter", Doc: "Reminder text for putting stun counters (CR 122.1d).", Template: "If a permanent with a stun counter would become untapped, remove one from it instead."},
	{Name: "shield-counter", Doc: "Reminder text for a permanent that has or gets a shield counter (CR 122.1c).", Template: "If it would be dealt damage or destroyed, remove a shield counter from it instead."},
	{Name: "those", Doc: "Several targets named again in full (form that): \"those creatures\".", Template: "those {noun}"},
	{Name: "them", Doc: "Objects named again after they were named, as \"it\" names one.", Template: "them"},
	{Name: "untap-symbol", Doc: "Reminder text for an ability whose cost has {Q}.", Template: "{Q} is the untap symbol."},
	{Name: "it", Doc: "An object named again right after it was named, by the clause that named it.", Template: "it"},
	{Name: "its", Doc: "The possessive of \"it\".", Template: "its"},
	{Name: "they", Doc: "A set of objects named again by the sentence that continues the one that named it (Template.Continues).", Template: "they"},
	{Name: "their", Doc: "The possessive of \"they\".", Template: "their"},
	{Name: "that", Doc: "A target or chosen object or player named again: \"that player\".", Template: "that {noun}"},
	{Name: "target", Doc: "A target's first mention: \"target creature\", \"another target permanent\".", Template: "target {noun}"},
	{Name: "this-ability", Doc: "The ability itself.", Template: "this ability"},
	{Name: "you", Doc: "The controller.", Template: "you"},
	{Name: "your", Doc: "The controller, possessive.", Template: "your"},
	{Name: "you-are", Doc: "The controller as the subject of the verb be, contracted: \"if you're the monarch\".", Template: "you're"},
	{Name: "any", Doc: "A permanent chosen among all of them, as a copy effect words it.", Template: "any {noun} on the battlefield"},
	{Name: "all", Doc: "Every object a filter matches, as destroy(…) words it.", Template: "all {noun}"},
	{Name: "each", Doc: "A set of players as the subject of an action each of them does: \"each opponent discards a card\".", Template: "each {noun}"},
	{Name: "each-player", Doc: "A player filter as a possessive: every such player's.", Template: "each {player}"},
	{Name: "another", Doc: "A filter's determiner when the card that names the objects is one of them and is excluded (the \"other\" form): \"Exile another artifact you control\".", Template: "another"},
	{Name: "article", Doc: "The indefinite article; it becomes \"an\" before a vowel sound.", Template: "a"},
	{Name: "or", Doc: "Words joined by `or` in a filter that means one object: \"instant or sorcery spell\".", Template: "or"},
	{Name: "and-all", Doc: "Words joined by `or` in a filter that means every such object: \"instant and sorcery spells\".", Template: "and"},
	{Name: "and-or", Doc: "Words joined by `or` in a filter whose objects are counted: \"instant and/or sorcery cards\".", Template: "and/or"},
	{Name: "relative", Doc: "The subject of a relative clause when it is indefinite: \"any type that a land you control could produce\" (a definite one drops it: \"the sacrificed land could produce\").", Template: "that {subject}"},
	{Name: "causative", Doc: "An effect whose subject isn't you, after \"you may\": \"you may have it enter\".", Template: "have {subject} {verb}"},
	{Name: "for-each", Doc: "A counted noun counted one by one, at the end of its phrase: \"a +1/+1 counter … for each …\".", Template: "for {each}"},
	{Name: "equal-to", Doc: "A counted noun counted by another number: \"cards equal to its base power\".", Template: "{noun} equal to {amount}"},
	{Name: "additional-mana", Doc: "Mana added by a mana ability that triggers on tapping for mana.", Template: "an additional {mana}"},
	{Name: "pay", Doc: "A mana cost as an action: \"pay {4}\".", Template: "pay {mana}"},
	{Name: "times", Doc: "A multiplier other than once and twice: \"three times\".", Template: "{n} times"},
	{Name: "permanent", Doc: "The noun of an object when nothing names one.", Template: "permanent"},
}

// Forms returns the ability forms and other rules-text templates, sorted
// by name.
func Forms() []*Form {
	out := append([]*Form(nil), forms...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// PermanentTypes are the card types of permanents (CR 110.4).
var PermanentTypes = []string{"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}

// BasicLandMana maps each basic land type to the mana symbol of its
// intrinsic ability (CR 305.6).
var BasicLandMana = map[string]string{"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

// SymbolReminders are the reminder texts (forms) of mana symbols that an
// ability's cost may contain.
var SymbolReminders = map[ast.ManaKind]string{ast.ManaUntap: "untap-symbol"}

// CounterReminders are the reminder texts (forms) of the counter kinds
// with a rule of their own (CR 122.1d), as `{kind:reminder}` says them.
var CounterReminders = map[string]string{"stun": "stun-counter", "shield": "shield-counter"}
