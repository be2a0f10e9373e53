// Package picture draws card pictures: an original frame coloured by the
// card's colours, the name and mana cost with mana symbols drawn as
// symbols, the type line, the rules text as the renderer gives it (wrapped
// by measured glyph widths and shrunk until it fits), the power and
// toughness, loyalty or defense box and a footer, as SVG or PNG. A card's
// layout says how its faces share the picture: a split card's halves one
// frame turned on its side, an Adventure a panel of the text box, a
// double-faced card's faces side by side.
//
// It owns layout (Layout computes a Scene of positioned shapes and glyphs
// plus the boxes that must contain each other, which the tests check) and
// the two back ends (SVG and PNG), both written from the one Scene so that
// they never disagree. It knows nothing of scripts: callers hand it a Card
// of strings built from the compiled pool.
//
// The fonts are the Go fonts (Go Regular, Italic and Bold, BSD-licensed),
// embedded by golang.org/x/image/font/gofont; glyph metrics and outlines
// come from golang.org/x/image/font/sfnt and PNGs are rasterized with
// golang.org/x/image/vector, so every machine draws the same bytes.
package picture
