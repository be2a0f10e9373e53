package stdlib

import (
	"sort"
	"strings"
	"sync"

	"cardc/dsl"
	"cardc/interp"
	"cardc/render"
)

// Primitive is the one record of a primitive of the language.
type Primitive struct {
	dsl.Entry
	// Example is a line of card script that uses the primitive.
	Example string
	// Template is how the primitive reads in rules text (see Template).
	Template Template
	// Unsaid names the parameters the template doesn't render, each with
	// the reason.
	Unsaid map[string]string
	// Impl is the runtime implementation the interpreter calls, bound
	// from bind when the table is built.
	Impl *interp.Builtin
	// Defined says a keyword's meaning is its definition in the card
	// language (keywords.kw).
	Defined bool

	// bind makes the implementation, its accessors bound to the
	// signature (see binder); nil for a keyword, whose rules the engine
	// applies where they matter.
	bind func(b *binder) *interp.Builtin
	// role, zone: what the engine reads of the implementation besides
	// calling it (interp.Builtin's Role and Zone).
	role interp.Role
	zone interp.Zone
	// color: the color a color word names (interp.Builtin's Color).
	color interp.Colors
	// batch: an event pattern that says "one or more" (interp.Builtin's
	// Batched).
	batch bool
	// changesControl: a layered static effect that changes control
	// (interp.Builtin's ChangesControl).
	changesControl bool
	// changes: the rule a rule-changing static effect changes
	// (interp.Builtin's Changes).
	changes interp.RuleChange
	// local: the value, or the match, reads only the battlefield
	// (interp.Builtin's Local).
	battlefieldOnly bool
	// noTurn: see timeless.
	noTurn bool
	// pure: see pureValue.
	pure bool
	// production: see asksProduction.
	production bool
	// payable: see canPay.
	payable func(b *binder) payFn
	// kinds: see on.
	kinds uint64
}

func p(name string, t dsl.Type) dsl.Param   { return dsl.Param{Name: name, Type: t} }
func opt(name string, t dsl.Type) dsl.Param { return dsl.Param{Name: name, Type: t, Optional: true} }

// typeWords is a filter of type words only, the types a record gives
// ("Synth artifact creature"); the checker rejects any other word.
func typeWords(name string) dsl.Param {
	return dsl.Param{Name: name, Type: dsl.Objects, TypeWords: true}
}

// onlySupertypes is an optional filter of supertype words only, the
// supertypes a record gives ("legendary"); the checker rejects any other
// word.
func onlySupertypes(name string) dsl.Param {
	return dsl.Param{Name: name, Type: dsl.Objects, Optional: true, SupertypeWords: true}
}

// positive is a count that must be at least 1: up-to(0, …) chooses nothing.
func positive(name string, t dsl.Type) dsl.Param {
	return dsl.Param{Name: name, Type: t, Positive: true}
}
func rest(name string, t dsl.Type) dsl.Param {
	return dsl.Param{Name: name, Type: t, Variadic: true}
}

// fn declares a primitive called with arguments.
func fn(name string, result dsl.Type, places dsl.Place, doc, example string, params ...dsl.Param) *Primitive {
	return &Primitive{Entry: dsl.Entry{Name: name, Kind: dsl.Function, Doc: doc, Places: places,
		Sig: dsl.Signature{Params: params, Result: result, Call: true}}, Example: example}
}

// word declares a primitive written as a bare word.
func word(name string, result dsl.Type, doc, example string) *Primitive {
	return &Primitive{Entry: dsl.Entry{Name: name, Kind: dsl.Function, Doc: doc, Sig: dsl.Signature{Result: result}}, Example: example}
}

// filter declares a filter word; with params it is written as a call.
func filter(name string, result dsl.Type, doc, example string, params ...dsl.Param) *Primitive {
	return &Primitive{Entry: dsl.Entry{Name: name, Kind: dsl.FilterWord, Doc: doc,
		Sig: dsl.Signature{Params: params, Result: result, Call: len(params) > 0}}, Example: example}
}

// keyword declares a keyword ability.
func keyword(name, doc, example string, params ...dsl.Param) *Primitive {
	return &Primitive{Entry: dsl.Entry{Name: name, Kind: dsl.KeywordAbility, Doc: doc,
		Sig: dsl.Signature{Params: params, Result: dsl.Keyword, Call: len(params) > 0}}, Example: example}
}

func binds(pr *Primitive, t dsl.Type) *Primitive { pr.Sig.Binds = t; return pr }

// with adds parameters to a record declared as a word: it stays a bare
// word, and the parameters may be given in a call.
func (pr *Primitive) with(params ...dsl.Param) *Primitive {
	pr.Sig.Params = append(pr.Sig.Params, params...)
	return pr
}

// says sets the record's rules-text template.
func (pr *Primitive) says(t Template) *Primitive { pr.Template = t; return pr }

// only limits where a bare word may appear (a word is allowed anywhere).
func (pr *Primitive) only(places dsl.Place) *Primitive { pr.Places = places; return pr }

// text sets the record's rules-text template to a phrase.
func (pr *Primitive) text(s string) *Primitive { pr.Template.Text = s; return pr }

// remind gives the record reminder text that a card prints only where it
// asks with `reminder(…)` (Template.OptionalReminder).
func (pr *Primitive) remind(s string) *Primitive {
	pr.Template.Reminder, pr.Template.OptionalReminder = s, true
	return pr
}

// unsaid marks a parameter the template doesn't render, with the reason.
func (pr *Primitive) unsaid(param, reason string) *Primitive {
	if pr.Unsaid == nil {
		pr.Unsaid = map[string]string{}
	}
	pr.Unsaid[param] = reason
	return pr
}

// eval sets the record's implementation: a value or an effect.
func (pr *Primitive) eval(f func(b *binder) evalFn) *Primitive {
	pr.bind = func(b *binder) *interp.Builtin { return &interp.Builtin{Eval: f(b)} }
	return pr
}

// match sets the implementation of a filter word.
func (pr *Primitive) match(f func(b *binder) matchFn) *Primitive {
	pr.bind = func(b *binder) *interp.Builtin { return &interp.Builtin{Match: f(b)} }
	return pr
}

// event sets the implementation of an event pattern.
func (pr *Primitive) event(f func(b *binder) eventFn) *Primitive {
	pr.bind = func(b *binder) *interp.Builtin { return &interp.Builtin{Event: f(b)} }
	return pr
}

// fixed is the binding of an implementation that reads no parameter.
func fixed[F any](f F) func(*binder) F { return func(*binder) F { return f } }

// constant is the implementation of a word that stands for one value.
func constant(v val) func(*binder) evalFn {
	return fixed(func(*ctx, argv) val { return v })
}

// withRole sets the engine role the implementation plays.
func (pr *Primitive) withRole(role interp.Role) *Primitive { pr.role = role; return pr }

// colored sets the color a color word names.
func (pr *Primitive) colored(c interp.Colors) *Primitive { pr.color = c; return pr }

// changingControl marks a layered static effect that changes control
// (layer 2, CR 613.1b): the engine looks for control changes only in
// abilities with one.
func (pr *Primitive) changingControl() *Primitive { pr.changesControl = true; return pr }

// changesRule marks a static effect that changes rule r of the game (a
// *interp.RuleEffect with that rule, interp.RoleRule).
func (pr *Primitive) changesRule(r interp.RuleChange) *Primitive {
	pr.role, pr.changes = interp.RoleRule, r
	return pr
}

// local marks a record whose value, or whether an object matches,
// depends only on its arguments and the battlefield — the permanents,
// their characteristics and their status — never on players' life or
// zones, the turn or the stack (interp.Builtin's Local): a static
// ability's condition made of such records doesn't make the battlefield's
// characteristics depend on the players. Random play with the caches
// checked holds the records to it.
func (pr *Primitive) local() *Primitive { pr.battlefieldOnly = true; return pr }

// timeless marks a record whose value, or whether an object matches,
// depends only on its arguments, the objects in the zones and the
// players' life — never on the turn, the active player or the step
// (interp.Builtin's Timeless): a static ability's condition made of such
// records doesn't make the battlefield's characteristics change from one
// step to the next. Random play with the caches checked holds the
// records to it.
func (pr *Primitive) timeless() *Primitive { pr.noTurn = true; return pr }

// pureValue marks a record whose value depends on its arguments alone,
// never on the game (interp.Builtin's Pure): mana made of such records
// is fixed, worked out as the card is compiled.
func (pr *Primitive) pureValue() *Primitive { pr.pure = true; return pr }

// canPay sets, for a cost record, whether it could be paid with the game
// as it is (interp.Builtin's Payable): what its payment checks first,
// changing nothing.
func (pr *Primitive) canPay(f func(b *binder) payFn) *Primitive { pr.payable = f; return pr }

// on says which kinds of event an event pattern can match
// (interp.Builtin's Kinds): its implementation answers no to any other
// before reading its arguments.
func (pr *Primitive) on(kinds ...interp.EventKind) *Primitive {
	for _, k := range kinds {
		pr.kinds |= 1 << k
	}
	return pr
}

// asksProduction marks a record whose value is what objects could
// produce (interp.Builtin's AsksProduction, CR 106.7).
func (pr *Primitive) asksProduction() *Primitive { pr.production = true; return pr }

// inZone sets the zone a filter word looks in.
func (pr *Primitive) inZone(z interp.Zone) *Primitive { pr.zone = z; return pr }

// bindImpl makes the record's implementation, returning what is wrong
// with its binding.
func bindImpl(pr *Primitive) []string {
	if pr.bind == nil {
		// A keyword's implementation is its rules hook or the abilities
		// its definition stands for, set on its record (keywords.go).
		return nil
	}
	b := newBinder(pr)
	pr.Impl = pr.bind(b)
	if pr.payable != nil {
		pr.Impl.Payable = pr.payable(b)
	}
	b.finish()
	pr.Impl.Name = pr.Name
	pr.Impl.Role = pr.role
	pr.Impl.Zone = pr.zone
	pr.Impl.Color = pr.color
	pr.Impl.ManaTrigger = pr.ManaTrigger
	pr.Impl.Batched = pr.batch
	pr.Impl.ChangesControl = pr.changesControl
	pr.Impl.Changes = pr.changes
	pr.Impl.Local = pr.battlefieldOnly
	pr.Impl.Timeless = pr.noTurn
	pr.Impl.Pure = pr.pure
	pr.Impl.AsksProduction = pr.production
	pr.Impl.Kinds = pr.kinds
	return b.errs
}

// families are the groups of records, one file each.
var families = []func() []*Primitive{
	values, manaFamily, zones, status, lifeAndDamage, counters, copying, characteristics, statics, rules, control, events, moreEvents, turnHistory, filters, keywords, combatKeywords, payments,
	playerActions, amounts, keywordActions, libraryMoves, loyalty, searching, costKeywords, removal, moreFilters, conditions, moreStatics, lands, monarch, sets, moreEffects,
	activation, fromGraveyard, creatureTriggers, eventAmounts, dying, eitherOf, creatureKeywords, linked, damageHistory, requirements, equipment, predefinedTokens, tokenActions, afterEffects, batchedTriggers, tokenPermanents, amassing, stunAndUncounterable,
	choosing, castingFromEffects, vehicles, sagas, energy, evidence, cases, transforming, faceRecords, attacking, attackingTokens, damageSources, searchesByOthers, damageReplacements, untapLimits,
}

var (
	once  sync.Once
	table []*Primitive
	byKey map[string]*Primitive
	// byEntry finds the record of a checker entry (a keyword definition's
	// way to its record: no lookup by name).
	byEntry map[*dsl.Entry]*Primitive
	univ    *dsl.Universe
	bins    map[string]*interp.Builtin
	rend    *render.Renderer
)

// Table returns every primitive, sorted by name.
func Table() []*Primitive {
	build()
	return table
}

// Lookup returns the primitive, filter word or keyword called name.
func Lookup(name string) *Primitive {
	build()
	return byKey[name]
}

// Universe returns the checker's universe, built from the table.
func Universe() *dsl.Universe {
	build()
	return univ
}

// Builtins returns the interpreter's builtins: each record's implementation
// by name.
func Builtins() map[string]*interp.Builtin {
	build()
	return bins
}

func build() {
	once.Do(func() {
		// Changeling (CR 702.73a) needs the engine to know them.
		interp.SetCreatureTypes(CreatureTypes.Words)
		for _, family := range families {
			table = append(table, family()...)
		}
		sort.Slice(table, func(i, j int) bool { return table[i].Name < table[j].Name })
		byKey = map[string]*Primitive{}
		byEntry = map[*dsl.Entry]*Primitive{}
		bins = map[string]*interp.Builtin{}
		var errs []string
		entries := make([]*dsl.Entry, 0, len(table))
		for _, pr := range table {
			byKey[pr.Name] = pr
			byEntry[&pr.Entry] = pr
			errs = append(errs, bindImpl(pr)...)
			// The checker's view of a mana effect comes from the same
			// declaration as the runtime's.
			pr.ProducesMana = pr.Impl != nil && pr.Impl.Role == interp.RoleProduceMana
			if pr.Impl != nil {
				bins[pr.Name] = pr.Impl
			}
			entries = append(entries, &pr.Entry)
		}
		if len(errs) > 0 {
			panic("stdlib: " + strings.Join(errs, "; "))
		}
		univ = dsl.NewUniverse(entries, Supertypes, CardTypes, Counters, Colors)
		rend = newRenderer()
		univ.Render = rend.Text
		univ.Colorless = Colorless
		loadDefinitions(univ, bins)
		loadTokens(univ, bins)
		univ.VariantCardTypes = VariantCardTypes
		univ.AbilityWords = AbilityWords
	})
}
