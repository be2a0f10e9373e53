package render

import "strings"

// Template is how a primitive, filter word or keyword reads in rules text.
// The renderer (package render) composes templates; it knows the rules of card
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
//	{self}          the object the ability belongs to, as it names itself
//	                ("this creature", a legendary card's short name)
//	{reminded}      the record's Reminder in parentheses, said here when
//	                the card asks for it with `reminder(…)` ("{E} (energy
//	                counters)"), and nothing otherwise
//	[ … ]           a section rendered only when every optional argument
//	                it names is given
//
// The forms of an argument are those of its type: for a filter phrase a
// (indefinite, the default), bare, one (singular, no article), plural (every
// such object: "instant and sorcery spells"), plural-or (plural, joined by
// "or" where a negative means every such object: "can't be blocked by
// Vampires or Zombies"), count (a number of them:
// "instant and/or sorcery cards"), noun (its head noun), any (one chosen
// permanent: "any creature on the battlefield"), from (its zone as a
// source: "from your graveyard"), other ("another" where the card is one
// of the objects and is excluded); for an object or player poss (possessive),
// again (an event's object named again as the card it became: "it")
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
	// "self" for the object the ability belongs to ("this creature"), or
	// "name" for that object by its name ("name's" for its name as an
	// owner, Text then following it as it is): a characteristic-defining
	// ability works in every zone (CR 604.3), so its text names the card
	// rather than "this creature", or "this" for the words the object
	// names itself by even on an instant or sorcery ("This spell costs
	// {1} less to cast"), which otherwise keeps its name as the subject
	// of its own action. When an optional subject
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
	// Count ("many" when the count is more than one: "reveal them"; "=N"
	// when it is the literal N: "the other" of two cards), or "+param",
	// the wording when the optional argument param is given. Form "bound" is how a name bound with `as` to what the
	// primitive yields is referred to ("the exiled {what:noun}"); form
	// "reminder-granted" is a keyword's reminder text where an effect
	// grants it to another object ("Whenever its controller casts …"); form
	// "reminder-verb" is its reminder text where it is a cost ("To collect
	// evidence 3, exile …").
	Forms map[string]string
	// Reminder is reminder text printed in parentheses after the ability
	// or keyword: "Pay this cost for each mode chosen beyond the first."
	Reminder string
	// OptionalReminder makes Reminder printed only where a card asks for
	// it with `reminder(…)`: Oracle keeps the reminder text of flying,
	// menace or mill on some cards and not on others. In a reminder,
	// {This} is what has the keyword: "This creature" on a keyword line,
	// "It" where an effect grants it.
	OptionalReminder bool

	// AbilityWord is the ability word (CR 207.2c) printed before the
	// paragraph of a spell whose instruction this record is: "addendum"
	// reads "Addendum — If you cast this spell during your main phase, …".
	AbilityWord string

	// Continues says the record's sentence is later text that modifies
	// the sentence before it (CR 608.2c): in a spell it continues that
	// sentence's paragraph, and it may name that sentence's object or set
	// again as "it" or "they": "Destroy all creatures. They can't be
	// regenerated."
	Continues bool

	// DurationFirst names the optional parameter whose argument puts the
	// duration of the record's sentence first, as Oracle writes an effect
	// that sets what an object is and its base power and toughness:
	// "Until end of turn, target creature loses all abilities and becomes
	// a blue Frog with base power and toughness 1/1." but "Target
	// creature becomes a Coward until end of turn."
	DurationFirst string
	// TargetOnly says the record's phrase names targets and nothing else
	// ("one or two targets"): the reader reads it only where a target is
	// named, its forms for a literal count reading as that count.
	TargetOnly bool
	// Many says the record's phrase always names several objects ("any
	// number of target creatures"): named again, they are "them", or in
	// full (form "that") "those" and the record's "noun" form.
	Many bool
	// Unread says the reader doesn't read the phrase back: a pronoun
	// whose referent it doesn't track ("it" for the token an instruction
	// created), which would otherwise read every "it".
	Unread bool

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

// placeholderNames lists the parameters a template text names.
func placeholderNames(text string) []string {
	var out []string
	for {
		i := strings.IndexAny(text, "{<")
		if i < 0 {
			return out
		}
		closer := "}"
		if text[i] == '<' {
			closer = ">"
		}
		j := strings.Index(text[i:], closer)
		if j < 0 {
			return out
		}
		ph := text[i+1 : i+j]
		name := ph
		if k := strings.IndexAny(ph, ":#@"); k >= 0 {
			name = ph[:k]
			if ph[k] == '#' || ph[k] == '@' {
				out = append(out, placeholderNames(ph[k+1:])...)
				if ph[k] == '@' {
					out = append(out, ph[k+1:])
				}
			}
		}
		if name != "" && strings.ToLower(name) == name && !strings.ContainsAny(name, "/ ") {
			out = append(out, name)
		}
		text = text[i+j+1:]
	}
}

// subst fills a form's template with values: {name} and [sections], as
// in Template (without forms).
func subst(text string, vals map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		switch text[i] {
		case '[':
			j := strings.IndexByte(text[i:], ']')
			sec := text[i+1 : i+j]
			ok := true
			for _, n := range placeholderNames(sec) {
				if vals[n] == "" {
					ok = false
				}
			}
			if ok {
				b.WriteString(subst(sec, vals))
			}
			i += j + 1
		case '{':
			j := strings.IndexByte(text[i:], '}')
			name := text[i+1 : i+j]
			if v, ok := vals[name]; ok {
				b.WriteString(v)
			} else {
				b.WriteString(text[i : i+j+1])
			}
			i += j + 1
		default:
			b.WriteByte(text[i])
			i++
		}
	}
	return b.String()
}
