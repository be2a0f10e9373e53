package dsl

import (
	"slices"

	"cardc/ast"
)

// checkSecond checks a card's second face, declared in its front face:
// a transforming back face, a split card's second half, an Adventure, a
// prepare spell or a modal double-faced card's back face, each with its
// own rules about the two faces.
func (c *checker) checkSecond(b *ast.Face, front *faceInfo, tokens map[string]*ast.Face) {
	if b.Kind == ast.BackFace {
		for _, it := range b.Items {
			if cf, ok := it.(*ast.CostField); ok {
				c.errorf(cf, "a back face has no mana cost (CR 712.8e: it has the front face's mana value)")
			}
		}
	}
	c.checkFace(b, tokens)
	chars := c.info.Faces[b]
	if chars == nil || c.recovered || !front.typesKnown() {
		return
	}
	spell := slices.Contains(chars.Types, "Instant") || slices.Contains(chars.Types, "Sorcery")
	switch b.Kind {
	case ast.SplitFace:
		// CR 709.1: each half is a card's characteristics of its own; a
		// split card has a mana cost on each half (CR 709.4).
		if front.cost == nil {
			c.errorf(nameNode(front.face), "each half of a split card has a mana cost (CR 709.1): add a cost line")
		}
		if !hasField[*ast.CostField](b) {
			c.errorf(nameNode(b), "each half of a split card has a mana cost (CR 709.1): add a cost line")
		}
	case ast.AdventureFace:
		// CR 715.2: an adventurer card is a permanent card whose inset
		// frame is an instant or sorcery with the subtype Adventure.
		if front.isSpellCard() {
			c.errorf(nameNode(front.face), "an adventurer card is a permanent card (CR 715.2): its front face can't be an instant or sorcery")
		}
		if !spell || !slices.Contains(chars.Subtypes, "Adventure") {
			c.errorf(nameNode(b), "an Adventure is an instant or sorcery with the subtype Adventure (CR 715.2a): type Sorcery — Adventure")
		}
	case ast.ModalFace:
		// CR 712.4: a modal double-faced card's faces are independent: each
		// is a card face with its own mana cost, but a land face has none
		// (CR 305), and the card can't transform (CR 701.28c).
		if !front.is("Land") && front.cost == nil {
			c.errorf(nameNode(front.face), "each face of a modal double-faced card that isn't a land has its own mana cost (CR 712.4): add a cost line")
		}
		if !slices.Contains(chars.Types, "Land") && !hasField[*ast.CostField](b) {
			c.errorf(nameNode(b), "each face of a modal double-faced card that isn't a land has its own mana cost (CR 712.4): add a cost line")
		}
	case ast.PrepareFace:
		if !front.is("Creature") {
			c.errorf(nameNode(front.face), "a prepare card's front face is a creature")
		}
		if !spell {
			c.errorf(nameNode(b), "a prepare spell is an instant or sorcery")
		}
	}
}

// hasField reports whether a face has a field of type T.
func hasField[T ast.Item](f *ast.Face) bool {
	for _, it := range f.Items {
		if _, ok := it.(T); ok {
			return true
		}
	}
	return false
}
