package stdlib

import (
	"sort"

	"cardc/ast"
)

// Template is how a primitive, filter word or keyword reads in rules text.
// The renderer (render.go) composes templates; it knows the rules of card
// templating (articles, plurals, pronouns, number words, capitals) but no
// wording of its own.
//
// Text is the phrase, written with the parameters as placeholders:
//
//	{name}          the argument, in the form its type takes by default
//	{name:form}     the argument in a named form (see below)
//	{name#noun}     a counted noun: the number argument name counting the
//	                noun, whose words may name arguments as <name>:
//	                "a card", "two cards", "X +1/+1 counters", "cards equal
//	                to its base power", "a … token for each …"; with a
//	                "!" before the noun, one is "one", not "a"
//	{name@subject}  a cost argument as a clause whose subject is the
//	                argument subject: "its controller pays {4}", "you
//	                sacrifice a creature"
//	{copied}        the object a copy effect copies ("the spell")
//	[ … ]           a section rendered only when every optional argument
//	                it names is given
//
// The forms of an argument are those of its type: for a filter phrase a
// (indefinite, the default), bare, one (singular, no article), plural (every
// such object: "instant and sorcery spells"), count (a number of them:
// "instant and/or sorcery cards"), noun (its head noun), any (one chosen
// permanent: "any creature on the battlefield"), from (its zone as a
// source: "from your graveyard"); for an object or player poss (possessive)
// and rel (as the subject of a relative clause: "that a land you control"
// but "the sacrificed land"); for a number digits, times ("twice"), each
// ("each Zombie that player controls"); for mana additional ("an
// additional {G}") and verb ("pay {1}"); for an effect base (the bare
// infinitive after "may": "have it enter"). Any other form names one of
// the argument's own Forms. A filter also has all ("all creatures your
// opponents control") and, for players, poss ("each opponent's"). The
// renderer asks an effect for its form "trigger" in a mana ability that
// triggers on mana production (its mana is "an additional {G}"), and a
// target for "target" at its first mention.
type Template struct {
	// Text is the phrase. With a Subject it is the verb phrase that follows
	// the subject, its verb in the base form ("deal {amount:digits} damage
	// to {to}"); the renderer conjugates it.
	Text string
	// Subject names the parameter that is the subject of Text's verb, or
	// "self" for the object the ability belongs to. When an optional subject
	// is left out, Text is an imperative ("draw a card") or, for an event,
	// Passive.
	Subject string
	// Passive is the phrase of an event whose optional subject is left out:
	// "{what:a} is tapped for mana".
	Passive string
	// Count names the number parameter that selects the variants "each"
	// (a number counted one by one: count, counters) and "amount" (any other
	// number that isn't a literal or X) among Forms.
	Count string
	// Forms are named variants of Text, asked for with {param:form} by the
	// template of the primitive that uses this one, or chosen through
	// Count. Form "bound" is how a name bound with `as` to what the
	// primitive yields is referred to ("the exiled {what:noun}").
	Forms map[string]string
	// Reminder is reminder text printed in parentheses after the ability
	// or keyword: "Pay this cost for each mode chosen beyond the first."
	Reminder string

	// Role is a filter word's place in a filter phrase.
	Role Role
	// Plural is a filter word's plural ("sorceries", "that target {what}").
	Plural string
	// Noun is the noun a zone word puts after the card types: "card".
	Noun string
	// Implied lists filter words the phrase leaves unsaid because the
	// primitive implies them: a player can sacrifice only what they
	// control.
	Implied []string
}

// Role is the place of a filter word in a filter phrase: "another" (a
// determiner), "nontoken artifact" (adjectives and type nouns before the
// head noun), "creature" (the head noun), "you control" (a qualifier after
// it).
type Role int

// The roles of filter words.
const (
	NoRole    Role = iota // not a filter word
	Det                   // replaces the article: another
	Adjective             // before the nouns: nontoken, untapped, red
	Noun                  // a type noun; the last one is the head: artifact creature
	Kind                  // a noun for the kind of object, not a card type: spell, permanent, player
	Qualifier             // after the head noun: with a +1/+1 counter on it
	Control               // a qualifier that says who controls it: you control
	Zone                  // a qualifier naming a zone, which makes the head noun "card"
)

// Form is the template of an ability form or another piece of rules text
// that isn't a primitive: how a triggered ability reads, a modal spell's
// choose line, a token's description.
type Form struct {
	Name string
	Doc  string
	// Template has placeholders the renderer fills: {event}, {effect},
	// {cost} and so on, as the form's doc says.
	Template string
}

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
	{Name: "replacement", Doc: "A replacement effect: the event it replaces (a `replace` line), then its effects.", Template: "[If {event}, ]{effect}."},
	{Name: "and", Doc: "The items of one effect line, or the exceptions of a copy: two are joined with this word, more with commas and this word before the last.", Template: "and"},
	{Name: "modal", Doc: "A modal spell's choose line ({choose} is one of the choose- forms).", Template: "Choose {choose} —"},
	{Name: "mode", Doc: "One mode of a modal spell: a bullet and the mode's effects.", Template: "• {effect}."},
	{Name: "choose-one", Doc: "Choose exactly {n} mode(s).", Template: "{n}"},
	{Name: "choose-one-or-both", Doc: "Choose one or two of two modes.", Template: "one or both"},
	{Name: "choose-one-or-more", Doc: "Choose one or more of three or more modes.", Template: "one or more"},
	{Name: "choose-range", Doc: "Choose between {min} and {max} modes.", Template: "{min} to {max}"},
	{Name: "keyword-line", Doc: "A keyword line: its keywords separated by this, the first capitalised.", Template: ", "},
	{Name: "reminder", Doc: "Reminder text after a keyword or at the end of an ability's paragraph.", Template: "({reminder})"},
	{Name: "granted", Doc: "An ability granted by a copy exception or an effect: the ability in quotes, with \"this creature\" for the object.", Template: "\"{ability}\""},
	{Name: "granted-self", Doc: "How a granted ability names the object that has it ({noun} is its main card type).", Template: "this {noun}"},
	{Name: "token", Doc: "A token's description, as create(…) names it; {token} is token or tokens.", Template: "{pt} {colors} {subtypes} {types} {token}[ with {keywords}]"},
	{Name: "intrinsic-mana", Doc: "The intrinsic mana ability of a basic land type (CR 305.6), as reminder text.", Template: "({T}: Add {mana}.)"},
	{Name: "untap-symbol", Doc: "Reminder text for an ability whose cost has {Q}.", Template: "{Q} is the untap symbol."},
	{Name: "it", Doc: "An object named again right after it was named, by the clause that named it.", Template: "it"},
	{Name: "its", Doc: "The possessive of \"it\".", Template: "its"},
	{Name: "that", Doc: "A target or chosen object or player named again: \"that player\".", Template: "that {noun}"},
	{Name: "target", Doc: "A target's first mention: \"target creature\", \"another target permanent\".", Template: "target {noun}"},
	{Name: "this-ability", Doc: "The ability itself.", Template: "this ability"},
	{Name: "you", Doc: "The controller.", Template: "you"},
	{Name: "your", Doc: "The controller, possessive.", Template: "your"},
	{Name: "any", Doc: "A permanent chosen among all of them, as a copy effect words it.", Template: "any {noun} on the battlefield"},
	{Name: "all", Doc: "Every object a filter matches, as destroy(…) words it.", Template: "all {noun}"},
	{Name: "each-player", Doc: "A player filter as a possessive: every such player's.", Template: "each {player}"},
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

var formByName = func() map[string]*Form {
	m := map[string]*Form{}
	for _, f := range forms {
		m[f.Name] = f
	}
	return m
}()

// form returns the template of the named form; an unknown name is a bug in
// the renderer.
func form(name string) string {
	f := formByName[name]
	if f == nil {
		panic("stdlib: no form " + name)
	}
	return f.Template
}

// PermanentTypes are the card types of permanents (CR 110.4).
var PermanentTypes = []string{"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}

// BasicLandMana maps each basic land type to the mana symbol of its
// intrinsic ability (CR 305.6).
var BasicLandMana = map[string]string{"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

// symbolReminders are the reminder texts (forms) of mana symbols that an
// ability's cost may contain.
var symbolReminders = map[ast.ManaKind]string{ast.ManaUntap: "untap-symbol"}

// numberWords are the number words of rules text (CR 107.1).
var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

// timesWords are the multipliers "twice", "three times".
var timesWords = map[int]string{1: "once", 2: "twice"}
