package stdlib

import (
	"sort"
	"sync"

	"cardc/dsl"
	"cardc/interp"
)

// Primitive is the one record of a primitive of the language.
type Primitive struct {
	dsl.Entry
	// Example is a line of card script that uses the primitive.
	Example string
	// Template is how the primitive reads in rules text (see Template).
	Template Template
	// Impl is the runtime implementation the interpreter calls.
	Impl *interp.Builtin
}

func p(name string, t dsl.Type) dsl.Param   { return dsl.Param{Name: name, Type: t} }
func opt(name string, t dsl.Type) dsl.Param { return dsl.Param{Name: name, Type: t, Optional: true} }
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

// text sets the record's rules-text template to a phrase.
func (pr *Primitive) text(s string) *Primitive { pr.Template.Text = s; return pr }

var (
	once  sync.Once
	table []*Primitive
	byKey map[string]*Primitive
	// byEntry finds the record of a checker entry (the renderer's way from
	// dsl.Info to templates: no lookup by name).
	byEntry map[*dsl.Entry]*Primitive
	univ    *dsl.Universe
	bins    map[string]*interp.Builtin
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

// primOf returns the record of a checker entry, or nil.
func primOf(e *dsl.Entry) *Primitive {
	if e == nil {
		return nil
	}
	build()
	return byEntry[e]
}

// Builtins returns the interpreter's builtins: each record's implementation
// by name.
func Builtins() map[string]*interp.Builtin {
	build()
	return bins
}

func build() {
	once.Do(func() {
		table = append(append(append(append([]*Primitive{}, values()...), effects()...), events()...), filters()...)
		table = append(table, keywords()...)
		sort.Slice(table, func(i, j int) bool { return table[i].Name < table[j].Name })
		byKey = map[string]*Primitive{}
		byEntry = map[*dsl.Entry]*Primitive{}
		bins = map[string]*interp.Builtin{}
		im := impls()
		entries := make([]*dsl.Entry, 0, len(table))
		for _, pr := range table {
			byKey[pr.Name] = pr
			byEntry[&pr.Entry] = pr
			pr.Impl = im[pr.Name]
			if pr.Impl != nil {
				bins[pr.Name] = pr.Impl
			}
			entries = append(entries, &pr.Entry)
		}
		univ = dsl.NewUniverse(entries, Supertypes, CardTypes, Counters, Colors)
		univ.VariantCardTypes = VariantCardTypes
		univ.Render = RenderText
	})
}
