package render

import (
	"fmt"
	"strings"

	"cardc/ast"
	"cardc/dsl"
)

// FaceText is one face of a card as printed: its characteristics (as the
// checker computed them) and the rules text its script renders to, one
// paragraph a string.
type FaceText struct {
	Face *ast.Face
	*dsl.FaceChars
	Text []string
}

// CardText is a card's rendering: its faces, front first.
type CardText struct {
	Faces []*FaceText
}

// Card renders a checked card: each face's characteristics and the rules
// text composed from the templates of the primitives its script uses. info
// is the checker's side tables for the card.
func (v *Renderer) Card(card *ast.Card, info *dsl.Info) (*CardText, error) {
	out := &CardText{}
	for _, f := range card.CardFaces() {
		ft, err := v.face(f, info)
		if err != nil {
			return nil, err
		}
		if f.Kind == ast.AdventureFace && len(ft.Text) > 0 && len(out.Faces) > 0 {
			v.adventureReminder(ft, out.Faces[0])
		}
		out.Faces = append(out.Faces, ft)
	}
	return out, nil
}

// adventureReminder ends an Adventure's last paragraph with the reminder
// of what happens as it resolves (CR 715.3d, 715.4), naming the card's
// permanent by its main card type: "(Then exile this card. You may cast
// the creature later from exile.)".
func (v *Renderer) adventureReminder(ft, permanent *FaceText) {
	kind := "permanent"
	for _, t := range []string{"Creature", "Artifact", "Enchantment", "Planeswalker", "Battle", "Land"} {
		if contains(permanent.Types, t) {
			kind = strings.ToLower(t)
			break
		}
	}
	last := len(ft.Text) - 1
	ft.Text[last] += " " + subst(v.form("adventure"), map[string]string{"type": kind})
}

// Tokens renders the token definitions of a checked card (`token name {
// … }` on any of its faces), in the order written: each one's
// characteristics and rules text, as Card renders a face.
func (v *Renderer) Tokens(card *ast.Card, info *dsl.Info) ([]*FaceText, error) {
	var out []*FaceText
	var walk func(f *ast.Face) error
	walk = func(f *ast.Face) error {
		for _, it := range f.Items {
			sub, ok := it.(*ast.Face)
			if !ok {
				continue
			}
			if sub.Kind == ast.TokenFace {
				ft, err := v.face(sub, info)
				if err != nil {
					return err
				}
				out = append(out, ft)
			}
			if err := walk(sub); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(card.Face); err != nil {
		return nil, err
	}
	return out, nil
}

// Text renders the rules text of each face of a checked card. It is the
// checker's dsl.TextRenderer, with which `cardc check` compares a card's
// stated text.
func (v *Renderer) Text(card *ast.Card, info *dsl.Info) (map[*ast.Face][]string, error) {
	ct, err := v.Card(card, info)
	if err != nil {
		return nil, err
	}
	m := map[*ast.Face][]string{}
	for _, f := range ct.Faces {
		m[f.Face] = f.Text
	}
	return m, nil
}

func (v *Renderer) face(f *ast.Face, info *dsl.Info) (ft *FaceText, err error) {
	chars := info.Faces[f]
	if chars == nil {
		return nil, fmt.Errorf("%s: the face wasn't checked", f.NameText())
	}
	ft = &FaceText{Face: f, FaceChars: chars}
	r := &renderer{Renderer: v, info: info}
	r.face = r.newFaceCtx(f, ft)
	defer func() {
		// A construct without a template is an error the checker reports
		// at the card's text; so is a bug here, rather than a crash of
		// `cardc check`.
		if p := recover(); p != nil {
			if re, ok := p.(renderError); ok {
				ft, err = nil, re
				return
			}
			ft, err = nil, fmt.Errorf("internal error rendering %s: %v", f.NameText(), p)
		}
	}()
	ft.Text = r.faceText(f)
	return ft, nil
}

// renderError is a construct the renderer has no template for.
type renderError string

func (e renderError) Error() string { return string(e) }

func (r *renderer) fail(format string, args ...any) {
	panic(renderError(fmt.Sprintf(format, args...)))
}

// faceCtx is what the renderer knows about the face it renders.
type faceCtx struct {
	ast *ast.Face
	// name is the face's name as its text says it: for a legendary card
	// the part before the comma, its short name (CR 201.5).
	name string
	// self is how the face names itself (CR 201.5): a nonlegendary
	// permanent by its type word ("this creature", "this Aura"), a
	// legendary one by its short name, an instant or sorcery "this
	// spell".
	self string
	// plural is set by a plural-name line: the name, as the face names
	// itself, takes a plural verb.
	plural bool
	// spell is set for an instant or sorcery face: it keeps its name as
	// the subject of its own action ("<name> deals 3 damage to any target").
	spell bool
	// noun is its main card type, as a granted ability names it: "this
	// creature".
	noun string
	// enchanted is the keyword that gives an Aura its `enchanted`, with
	// its record.
	enchanted     *ast.Call
	enchantedPrim *Record
	basicTypes    []string
}

func (r *renderer) newFaceCtx(f *ast.Face, ft *FaceText) *faceCtx {
	fc := &faceCtx{ast: f, name: ft.Name}
	legendary := contains(ft.Supertypes, "Legendary")
	if legendary {
		if short, _, ok := strings.Cut(ft.Name, ","); ok {
			fc.name = short
		}
	}
	fc.spell = true
	for _, t := range ft.Types {
		if contains(r.PermanentTypes, t) {
			fc.spell = false
		}
	}
	switch {
	case fc.spell:
		fc.self = r.form("this-spell")
	case legendary:
		fc.self = fc.name
		fc.plural = ft.PluralName
	default:
		fc.self = subst(r.form("self"), map[string]string{"noun": r.selfNoun(ft.FaceChars)})
	}
	fc.noun = r.form("permanent")
	for _, t := range []string{"Creature", "Planeswalker", "Artifact", "Enchantment", "Land", "Battle"} {
		if contains(ft.Types, t) {
			fc.noun = strings.ToLower(t)
			break
		}
	}
	for _, it := range f.Items {
		kl, ok := it.(*ast.KeywordLine)
		if !ok {
			continue
		}
		for _, k := range kl.Keywords {
			call, ok := k.(*ast.Call)
			if !ok {
				continue
			}
			if pr := r.primOf(r.info.Entries[k]); pr != nil && pr.Template.Forms["bound"] != "" {
				fc.enchanted, fc.enchantedPrim = call, pr
			}
		}
	}
	for _, s := range ft.Subtypes {
		if r.BasicLandMana[s] != "" {
			fc.basicTypes = append(fc.basicTypes, s)
		}
	}
	return fc
}

// selfNoun is the word by which a nonlegendary permanent names itself
// (CR 201.5): a subtype such as Equipment or Aura as written, else its
// first card type in the order of SelfTypes, else "permanent".
func (r *Renderer) selfNoun(ch *dsl.FaceChars) string {
	for _, s := range r.SelfSubtypes {
		if contains(ch.Subtypes, s) {
			return s
		}
	}
	for _, t := range r.SelfTypes {
		if contains(ch.Types, t) {
			return strings.ToLower(t)
		}
	}
	return r.form("permanent")
}

// faceText renders the face's paragraphs in the order the script gives
// them.
func (r *renderer) faceText(f *ast.Face) []string {
	var paras []string
	if len(r.face.basicTypes) > 0 {
		// CR 305.6: each basic land type has its intrinsic mana ability;
		// a land with several says them in one reminder, its symbols as
		// alternatives: "({T}: Add {R} or {G}.)".
		var syms []string
		for _, t := range r.face.basicTypes {
			syms = append(syms, "{"+r.BasicLandMana[t]+"}")
		}
		paras = append(paras, subst(r.form("intrinsic-mana"), map[string]string{"mana": r.orList(syms)}))
	}
	var spell []ast.Clause
	spellAt := -1
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.KeywordLine:
			paras = append(paras, r.keywordLine(it)...)
		case *ast.Ability:
			paras = append(paras, r.ability(it))
		case ast.Clause:
			if spellAt < 0 {
				spellAt = len(paras)
			}
			spell = append(spell, it)
		}
	}
	if len(spell) > 0 {
		sp := r.spell(spell)
		paras = append(paras[:spellAt], append(sp, paras[spellAt:]...)...)
	}
	return paras
}
