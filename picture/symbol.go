package picture

import (
	"image/color"
	"strings"

	"golang.org/x/image/math/fixed"
)

// The palette: our own colours, one per colour of Magic, for frames and
// for mana symbols.
var (
	ink       = color.RGBA{0x1c, 0x1b, 0x20, 0xff}
	paper     = color.RGBA{0xf6, 0xf3, 0xec, 0xff}
	artPanel  = color.RGBA{0x8e, 0x92, 0x97, 0xff}
	artInner  = color.RGBA{0xa4, 0xa8, 0xad, 0xff}
	footInk   = color.RGBA{0xc8, 0xc8, 0xcc, 0xff}
	goldFrame = color.RGBA{0xc6, 0x9f, 0x3e, 0xff}
	greyFrame = color.RGBA{0x9c, 0xa1, 0xa7, 0xff}
	landFrame = color.RGBA{0x8a, 0x74, 0x5a, 0xff}

	frameColors = map[string]color.RGBA{
		"W": {0xe6, 0xdd, 0xc2, 0xff},
		"U": {0x33, 0x70, 0xb0, 0xff},
		"B": {0x45, 0x3d, 0x40, 0xff},
		"R": {0xc0, 0x48, 0x30, 0xff},
		"G": {0x32, 0x7c, 0x48, 0xff},
	}
	symbolColors = map[string]color.RGBA{
		"W": {0xf6, 0xf0, 0xcf, 0xff},
		"U": {0x9e, 0xca, 0xe9, 0xff},
		"B": {0xb6, 0xab, 0xa8, 0xff},
		"R": {0xed, 0x9f, 0x85, 0xff},
		"G": {0x9b, 0xca, 0x9f, 0xff},
	}
	genericSymbol = color.RGBA{0xcf, 0xc8, 0xc2, 0xff}
	tapSymbol     = color.RGBA{0x4a, 0x4a, 0x50, 0xff}
	snowSymbol    = color.RGBA{0xe4, 0xee, 0xf4, 0xff}
)

// mix blends c towards d by t/100.
func mix(c, d color.RGBA, t int) color.RGBA {
	m := func(a, b uint8) uint8 { return uint8((int(a)*(100-t) + int(b)*t) / 100) }
	return color.RGBA{m(c.R, d.R), m(c.G, d.G), m(c.B, d.B), 0xff}
}

var white = color.RGBA{0xff, 0xff, 0xff, 0xff}

// symbolWidth is the advance of an inline mana symbol at a text size: a
// disc of the text's cap height and a little, plus a gap.
func symbolWidth(size fixed.Int26_6) fixed.Int26_6 { return size*84/100 + size/12 }

// drawSymbol draws a mana or other symbol ("U", "2/W", "G/P", "T") as a
// disc whose left edge is at x, sitting on the baseline y of text of the
// given size.
func (l *layout) drawSymbol(sym string, size, x, y fixed.Int26_6) {
	d := float32(px(size) * 0.84)
	r := d / 2
	cx := px(x) + px(size)/24 + r
	cy := px(y) - float32(px(size)*0.33)
	var ring Path
	ring.circle(cx, cy, r)
	l.s.fill(ring, ink)
	in := r - max(0.8, r/10)
	parts := strings.Split(sym, "/")
	phyrexian := len(parts) > 1 && parts[len(parts)-1] == "P"
	if phyrexian {
		parts = parts[:len(parts)-1]
	}
	letterSize := size * 62 / 100
	label := func(s string, cx float32, ls fixed.Int26_6, c color.RGBA) {
		w := l.fs.width(Bold, s, ls)
		bx := fx(cx) - w/2
		by := fx(cy) + ascent(ls)*36/100
		l.text(Bold, s, ls, bx, by, c)
	}
	if len(parts) == 2 {
		for i, part := range parts {
			var h Path
			h.halfCircle(cx, cy, in, i == 0)
			l.s.fill(h, symbolFill(part))
			off := in / 2
			if i == 0 {
				off = -off
			}
			label(symbolLetter(part, phyrexian), cx+float32(off*0.9), size*44/100, ink)
		}
		return
	}
	part := parts[0]
	var disc Path
	disc.circle(cx, cy, in)
	fg := ink
	switch part {
	case "T", "Q":
		fg = paper
	}
	l.s.fill(disc, symbolFill(part))
	if part == "C" {
		// Colourless mana: a diamond of our own.
		var dm Path
		q := float32(in * 0.55)
		dm.polygon(point{cx, cy - q}, point{cx + float32(q*0.75), cy}, point{cx, cy + q}, point{cx - float32(q*0.75), cy})
		l.s.fill(dm, ink)
		return
	}
	ls := letterSize
	if len(part) > 1 {
		ls = size * 50 / 100
	}
	label(symbolLetter(part, phyrexian), cx, ls, fg)
}

// symbolFill is the disc colour of a symbol part.
func symbolFill(part string) color.RGBA {
	if c, ok := symbolColors[part]; ok {
		return c
	}
	switch part {
	case "T", "Q":
		return tapSymbol
	case "S":
		return snowSymbol
	}
	return genericSymbol
}

// symbolLetter is what a symbol part shows: its letter or number; a
// Phyrexian coloured part shows Φ.
func symbolLetter(part string, phyrexian bool) string {
	if _, ok := symbolColors[part]; ok && phyrexian {
		return "Φ"
	}
	return part
}

// splitSymbols splits a mana cost "{1}{U/B}" into its symbols.
func splitSymbols(cost string) []string {
	var out []string
	for cost != "" {
		i := strings.IndexByte(cost, '{')
		j := strings.IndexByte(cost, '}')
		if i != 0 || j < 0 {
			break
		}
		out = append(out, cost[1:j])
		cost = cost[j+1:]
	}
	return out
}
