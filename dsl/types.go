package dsl

import (
	"sort"
	"strings"
)

// Type is the static type of an expression in the card language.
type Type int

// The types of the language.
const (
	Invalid     Type = iota
	Number           // an amount: 3, x, count(…)
	Mana             // a fixed amount of mana: {2}{G}
	ManaTypes        // a set of mana types: could-produce(…), any-color
	Counter          // a kind of counter: +1/+1, loyalty
	PTChange         // a signed power/toughness change: +3/+3
	Object           // one object: a permanent, spell or card
	Objects          // a set of objects: a filter, or one object
	Player           // one player
	Players          // a set of players: a player filter, or one player
	AnyTarget        // one object or player (a damage recipient)
	AnyTargets       // a filter over objects and players: any-target
	Event            // an event pattern, for triggers and replacements
	ManaEvent        // a mana-production event; also names its source
	Condition        // a truth value
	Effect           // an instruction an ability carries out
	Cost             // something paid to activate or cast
	Action           // an instruction that can be an effect or a cost
	Duration         // how long an effect lasts
	Ability          // an ability: a literal or this-ability
	CopyChange       // an "except" change of a copy effect
	Keyword          // a keyword ability
	Restriction      // a limit on what mana may be spent on
	Text             // a quoted string
	Token            // a token definition of the card: token soldier { … }
	Subtype          // a subtype name: Illusion
	Copiable         // copiable values: copy-of(…)
	Modes            // not an expression type: the choose clause
)

var typeNames = [...]string{
	Invalid: "invalid", Number: "number", Mana: "mana", ManaTypes: "mana types", Counter: "counter kind",
	PTChange: "P/T change", Object: "object", Objects: "objects", Player: "player", Players: "players",
	AnyTarget: "object or player", AnyTargets: "objects or players", Event: "event", ManaEvent: "mana event",
	Condition: "condition", Effect: "effect", Cost: "cost", Action: "action", Duration: "duration",
	Ability: "ability", CopyChange: "copy exception", Keyword: "keyword", Restriction: "spend restriction",
	Text: "text", Modes: "modes", Token: "token definition", Subtype: "subtype", Copiable: "copiable values",
}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return "type?"
}

// Article returns the type's name as a message uses it: with "a" or "an"
// for a countable type ("a player", "an object"), bare for a plural or a
// mass noun ("objects", "mana", "objects or players").
func (t Type) Article() string {
	s := t.String()
	switch t {
	case Mana, ManaTypes, Objects, Players, AnyTargets, Text, Copiable, Modes:
		return s
	}
	if strings.IndexByte("aeiou", s[0]) >= 0 {
		return "an " + s
	}
	return "a " + s
}

// AssignableTo reports whether a value of type t may be used where want is
// expected.
func (t Type) AssignableTo(want Type) bool {
	if t == want || t == Invalid || want == Invalid {
		return true
	}
	switch want {
	case Objects:
		return t == Object || t == ManaEvent
	case Object:
		return t == ManaEvent
	case Players:
		return t == Player
	case AnyTarget:
		return t == Object || t == Player || t == ManaEvent
	case AnyTargets:
		return t == Objects || t == Players || t == Object || t == Player || t == AnyTarget
	case Effect, Cost:
		return t == Action || (want == Cost && t == Mana)
	case Event:
		return t == ManaEvent
	}
	return false
}

// Place is a set of the places a primitive may appear: the kinds of
// abilities (and the spell ability of an instant or sorcery).
type Place uint

// The places.
const (
	InSpell Place = 1 << iota
	InStatic
	InTriggered
	InActivated
	InMana
	InReplacement
	InKeywordLine

	// AnyAbility is every place except the keyword line.
	AnyAbility = InSpell | InStatic | InTriggered | InActivated | InMana | InReplacement
)

var placeNames = []string{"a spell", "a static ability", "a triggered ability", "an activated ability", "a mana ability", "a replacement effect", "a keyword line"}

// String lists the places in words: "a mana ability or a triggered ability".
func (p Place) String() string {
	var parts []string
	for i, n := range placeNames {
		if p&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	switch len(parts) {
	case 0:
		return "nowhere"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// Param is one parameter of a primitive.
type Param struct {
	Name     string
	Type     Type
	Optional bool // may be left out
	Variadic bool // the last parameter may repeat
	Positive bool // a number written here must be at least 1 (a count of 0 does nothing)
	// TypeWords: the filter written here may name only card types and
	// subtypes ("Synth artifact creature"): they are the types it gives.
	TypeWords bool
	// SupertypeWords: the filter written here may name only supertypes
	// ("legendary snow"): they are the supertypes it gives.
	SupertypeWords bool
	// DefinesX: the number given here is X for the call's other
	// arguments ("gets +X/+1, where X is the number of artifacts you
	// control", CR 107.3a), so they may name x without an {X} cost.
	DefinesX bool
	// ChoosesX: in a cost, the argument may be x, which the cost then
	// binds: X is chosen as the ability is activated (CR 107.3, 601.2b),
	// as for {X} in a mana cost: the loyalty cost [−X] (CR 606.4).
	ChoosesX bool
}

// Signature is a primitive's typed interface.
type Signature struct {
	Params []Param
	Result Type
	// Binds is the type a name gets from `as name` after this primitive
	// (the exiled object, the dying creature, the tapped permanent).
	Binds Type
	// Call says the primitive is written with parentheses even when it takes
	// no arguments; otherwise it is a bare word.
	Call bool
}

// EntryKind says which namespace an entry lives in.
type EntryKind int

// The namespaces.
const (
	Function       EntryKind = iota // functions and constants used in expressions
	FilterWord                      // words of a filter phrase
	KeywordAbility                  // keyword abilities, for `keyword` lines
)

// Entry is the checker's view of one primitive: what it is called, what
// it takes and gives, and where it may appear. The stdlib table builds these.
type Entry struct {
	Name   string
	Kind   EntryKind
	Doc    string
	Sig    Signature
	Places Place
	// NeedsX says the primitive refers to X and so needs an {X} cost.
	NeedsX bool
	// DefinesX says the primitive's arguments see a name x it defines
	// ("…, where X is the number of creatures you control", CR 107.3a).
	DefinesX bool
	// ManaTrigger marks an event that makes a triggered ability a mana
	// ability (CR 605.1b: it triggers from a mana ability and produces mana).
	ManaTrigger bool
	// ProducesMana marks an effect that adds mana: an ability whose
	// effect uses it is a mana ability (CR 605.1a, 605.1b).
	ProducesMana bool
	// LoyaltyCost marks a loyalty cost (CR 606.4): an ability with one is
	// a loyalty ability, which may add mana without being a mana ability
	// (CR 605.1a).
	LoyaltyCost bool
	// KeywordCheck is, for a keyword ability, what it demands of the card.
	KeywordCheck KeywordCheck
	// BindsName is, for a keyword ability, the name it binds for the
	// face's abilities (an Aura's enchant keyword: what it enchants).
	BindsName string
}

// KeywordCheck is a rule the checker enforces on a card with a keyword
// ability, named by what the keyword does rather than how it is spelled.
type KeywordCheck int

// The keyword checks.
const (
	NoKeywordCheck KeywordCheck = iota
	// AuraAttachment: only an Aura has the keyword, and at most one; it
	// binds `enchanted` to the object or player it is attached to
	// (CR 702.5a, 303.4a).
	AuraAttachment
	// EquipmentAttachment: only an Equipment has the keyword, any number
	// of times (CR 702.6c); it binds `equipped` to the creature the
	// Equipment is attached to (CR 301.5a).
	EquipmentAttachment
	// ModalSpellCost: a cost per mode chosen beyond the first, so only a
	// modal instant or sorcery has it (CR 702.120a).
	ModalSpellCost
)

// Universe is everything the checker knows by name. It is built by the
// stdlib package and passed in, so that dsl never imports it.
type Universe struct {
	entries    map[string]*Entry
	keywords   map[string]*Entry
	Supertypes []string
	// CardTypes maps each card type to its subtypes.
	CardTypes map[string][]string
	Counters  []string
	Colors    []string
	// Colorless is the word among Colors that names no color: it can't be
	// combined with the others (CR 105.2c).
	Colorless string
	subtypeOf map[string]string
	// boundBy maps each name a keyword binds to the keyword.
	boundBy map[string]*Entry
	// owns holds each card type's subtypes as a set (CR 205.3c).
	owns map[string]map[string]bool
	// longSubtypes maps the first word of each subtype of several words
	// (Time Lord, CR 205.3m) to the subtypes it begins.
	longSubtypes map[string][]string
	// VariantCardTypes maps each card type a card of the language can't
	// have to where it is played ("Planechase (CR 901)").
	VariantCardTypes map[string]string
	// AbilityWords are the ability words an ability may be written with
	// (CR 207.2c), in the language's spelling: `landfall`, `fateful-hour`.
	AbilityWords []string
	// Render renders a checked card's rules text; when it is set, Check
	// compares it with each face's stated text (see TextRenderer).
	Render TextRenderer
}

// NewUniverse builds a universe from its entries and vocabularies.
func NewUniverse(entries []*Entry, supertypes []string, cardTypes map[string][]string, counters, colors []string) *Universe {
	u := &Universe{
		entries:    map[string]*Entry{},
		keywords:   map[string]*Entry{},
		Supertypes: supertypes,
		CardTypes:  cardTypes,
		Counters:   counters,
		Colors:     colors,
		subtypeOf:  map[string]string{},
		boundBy:    map[string]*Entry{},
		owns:       map[string]map[string]bool{},
	}
	for _, e := range entries {
		if e.Kind == KeywordAbility {
			u.keywords[e.Name] = e
			if e.BindsName != "" {
				u.boundBy[e.BindsName] = e
			}
		} else {
			u.entries[e.Name] = e
		}
	}
	for ct, subs := range cardTypes {
		u.owns[ct] = map[string]bool{}
		for _, s := range subs {
			u.owns[ct][s] = true
			if prev, ok := u.subtypeOf[s]; !ok || ct < prev {
				u.subtypeOf[s] = ct
			}
		}
	}
	for s := range u.subtypeOf {
		if first, _, long := strings.Cut(s, " "); long {
			if u.longSubtypes == nil {
				u.longSubtypes = map[string][]string{}
			}
			u.longSubtypes[first] = append(u.longSubtypes[first], s)
		}
	}
	for _, l := range u.longSubtypes {
		sort.Strings(l)
	}
	return u
}

// Lookup returns the primitive or filter word called name.
func (u *Universe) Lookup(name string) *Entry { return u.entries[name] }

// Keyword returns the keyword ability called name.
func (u *Universe) Keyword(name string) *Entry { return u.keywords[name] }

// Entries returns every entry, keywords included, in no particular order.
func (u *Universe) Entries() []*Entry {
	out := make([]*Entry, 0, len(u.entries)+len(u.keywords))
	for _, e := range u.entries {
		out = append(out, e)
	}
	for _, e := range u.keywords {
		out = append(out, e)
	}
	return out
}

func (u *Universe) names(kind EntryKind) []string {
	var out []string
	m := u.entries
	if kind == KeywordAbility {
		m = u.keywords
	}
	for n, e := range m {
		if kind == KeywordAbility || e.Kind == kind || kind < 0 {
			out = append(out, n)
		}
	}
	return out
}
