package render

import (
	"cardc/ast"
	"cardc/dsl"
)

// Record is what the renderer knows of one primitive, filter word or
// keyword: its checker entry (name, kind, parameters) and its template.
type Record struct {
	*dsl.Entry
	Template *Template
}

// Vocab is everything the renderer reads its wording from: the records
// and the forms, and the few rules facts templating depends on.
type Vocab struct {
	// Records are the primitives, filter words and keywords.
	Records []Record
	// Forms are the ability forms and other rules text that isn't a
	// record's, looked up by name.
	Forms []*Form
	// PermanentTypes are the card types of permanents (CR 110.4).
	PermanentTypes []string
	// SelfSubtypes are the subtypes by which a nonlegendary permanent
	// names itself, in order of precedence: "this Equipment", "this Aura"
	// (CR 201.5).
	SelfSubtypes []string
	// SelfTypes are the card types by which a nonlegendary permanent
	// names itself when none of SelfSubtypes applies, in order of
	// precedence: an artifact creature is "this creature", an animated
	// land "this land" (CR 201.5).
	SelfTypes []string
	// BasicLandMana maps each basic land type to the mana symbol of its
	// intrinsic ability (CR 305.6).
	BasicLandMana map[string]string
	// Subtypes are the subtypes the language knows: a reader tells a
	// subtype in a filter phrase from the card's own name by them.
	Subtypes []string
	// SubtypeNouns maps a subtype to the card type by which an object
	// named by that subtype alone is named again: a creature type to
	// "creature" ("that creature"), a land type to "land".
	SubtypeNouns map[string]string
	// SymbolReminders maps a mana symbol that an ability's cost may
	// contain to the form of its reminder text: Q to "untap-symbol".
	SymbolReminders map[ast.ManaKind]string
	// AbilityWords are the ability words (CR 207.2c) in the language's
	// spelling: `fateful-hour` reads "Fateful hour".
	AbilityWords []string
	// CounterReminders maps a counter kind with a rule of its own to the
	// form of its reminder text ({kind:reminder}).
	CounterReminders map[string]string
}

// Renderer renders checked cards with one vocabulary. It is safe for
// concurrent use.
type Renderer struct {
	Vocab
	byEntry map[*dsl.Entry]*Record
	byName  map[string]*Record
	forms   map[string]string
	subtype map[string]bool
}

// New returns a renderer over the vocabulary.
func New(v Vocab) *Renderer {
	r := &Renderer{Vocab: v, byEntry: map[*dsl.Entry]*Record{}, byName: map[string]*Record{}, forms: map[string]string{}, subtype: map[string]bool{}}
	for _, st := range v.Subtypes {
		r.subtype[st] = true
	}
	for i := range v.Records {
		rec := &r.Records[i]
		r.byEntry[rec.Entry] = rec
		r.byName[rec.Name] = rec
	}
	for _, f := range v.Forms {
		r.forms[f.Name] = f.Template
	}
	return r
}

// primOf returns the record of a checker entry, or nil.
func (r *Renderer) primOf(e *dsl.Entry) *Record {
	if e == nil {
		return nil
	}
	return r.byEntry[e]
}

// form returns the template of the named form; an unknown name is a bug in
// the renderer.
func (r *Renderer) form(name string) string {
	f, ok := r.forms[name]
	if !ok {
		panic("render: no form " + name)
	}
	return f
}
