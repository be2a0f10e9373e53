package render

import (
	"fmt"

	"cardc/ast"
	"cardc/dsl"
)

// Unit is one ability of a card as its text prints it: a keyword line, an
// ability block or a spell's clauses, with its paragraphs and its
// canonical form (what Read gives back for those paragraphs).
type Unit struct {
	Face  *ast.Face
	Node  ast.Node // the keyword line, the ability, or the first spell clause
	Text  []string
	Canon string
	// Context is what a reader needs to know about the card to read the
	// text back.
	Context *ReadContext
}

// Units renders each ability of a checked card on its own, with its
// canonical form.
func (v *Renderer) Units(card *ast.Card, info *dsl.Info) (units []Unit, err error) {
	defer func() {
		if p := recover(); p != nil {
			units, err = nil, fmt.Errorf("rendering %s: %v", card.Face.NameText(), p)
		}
	}()
	for _, f := range card.CardFaces() {
		chars := info.Faces[f]
		if chars == nil {
			return nil, fmt.Errorf("%s: the face wasn't checked", f.NameText())
		}
		r := &renderer{Renderer: v, info: info}
		r.face = r.newFaceCtx(f, &FaceText{Face: f, FaceChars: chars})
		ctx := r.readContext(card.Face)
		ctx.Spell = contains(chars.Types, "Instant") || contains(chars.Types, "Sorcery")
		c := v.newCanon(info)
		var spell []ast.Clause
		for _, it := range f.Items {
			switch it := it.(type) {
			case *ast.KeywordLine:
				units = append(units, Unit{Face: f, Node: it, Text: r.keywordLine(it), Canon: c.keywords(it), Context: ctx})
			case *ast.Ability:
				c.targets = nil
				units = append(units, Unit{Face: f, Node: it, Text: []string{r.ability(it)}, Canon: c.ability(it), Context: ctx})
			case ast.Clause:
				spell = append(spell, it)
			}
		}
		if len(spell) > 0 {
			units = append(units, Unit{Face: f, Node: spell[0], Text: r.spell(spell), Canon: c.spell(spell), Context: ctx})
		}
	}
	return units, nil
}

// readContext is what a reader of the face's text knows about the card.
func (r *renderer) readContext(f *ast.Face) *ReadContext {
	ctx := &ReadContext{Name: r.face.name, Self: r.face.self, Noun: r.face.noun}
	if fc := r.face; fc.enchanted != nil {
		ctx.Enchanted = r.fill(fc.enchantedPrim, fc.enchanted, fc.enchantedPrim.Template.Forms["bound"])
		ctx.EnchantedName = fc.enchantedPrim.BindsName
	}
	var walk func(f *ast.Face)
	walk = func(f *ast.Face) {
		for _, it := range f.Items {
			if sub, ok := it.(*ast.Face); ok {
				if sub.Kind == ast.TokenFace {
					ctx.Tokens = append(ctx.Tokens, TokenText{Name: sub.Ident.Name, One: r.token(sub, false).s, Many: r.token(sub, true).s})
				} else {
					walk(sub)
				}
			}
		}
	}
	walk(f)
	return ctx
}
