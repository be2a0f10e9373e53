package stdlib

import (
	"sort"

	"cardc/ast"
	"cardc/dsl"
	"cardc/render"
)

// Renderer returns the renderer over the records: their templates, the
// forms and the rules facts templating needs.
func Renderer() *render.Renderer {
	build()
	return rend
}

func newRenderer() *render.Renderer {
	recs := make([]render.Record, len(table))
	for i, pr := range table {
		recs[i] = render.Record{Entry: &pr.Entry, Template: &pr.Template}
	}
	var subtypes []string
	for _, ct := range sortedKeys(CardTypes) {
		subtypes = append(subtypes, CardTypes[ct]...)
	}
	// A creature or land named by its subtype alone is named again by its
	// card type: "another Ally you control enters, put a +1/+1 counter on
	// that creature".
	nouns := map[string]string{}
	for _, w := range CreatureTypes.Words {
		nouns[w] = "creature"
	}
	for _, w := range LandTypes.Words {
		nouns[w] = "land"
	}
	return render.New(render.Vocab{Subtypes: subtypes, SubtypeNouns: nouns, Records: recs, Forms: forms,
		PermanentTypes: PermanentTypes, SelfSubtypes: SelfSubtypes, SelfTypes: SelfTypes, BasicLandMana: BasicLandMana, SymbolReminders: SymbolReminders,
		AbilityWords: AbilityWords, CounterReminders: CounterReminders})
}

// RenderCard renders a checked card with the records' templates (see
// render.Renderer.Card).
func RenderCard(card *ast.Card, info *dsl.Info) (*render.CardText, error) {
	return Renderer().Card(card, info)
}

// RenderText renders the rules text of each face of a checked card. It is
// the checker's dsl.TextRenderer (see Universe), with which `cardc check`
// compares a card's stated text.
func RenderText(card *ast.Card, info *dsl.Info) (map[*ast.Face][]string, error) {
	return Renderer().Text(card, info)
}

func sortedKeys(m map[string][]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
