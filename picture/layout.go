package picture

import (
	"fmt"
	"image/color"
	"strings"

	"golang.org/x/image/math/fixed"
)

// Face is what a picture shows of one face of a card: strings as the
// renderer prints them.
type Face struct {
	Name     string
	ManaCost string // "{X}{G}{G}"; empty without
	TypeLine string
	// Colors are the face's colours as letters (WUBRG); Indicator its colour
	// indicator, if any.
	Colors    []string
	Indicator []string
	Land      bool
	// Text is the rules text, one paragraph a string, exactly as rendered.
	Text             []string
	Power, Toughness string
	Loyalty, Defense string
}

// Card is a card to draw: its faces and, when the pool has them, the set
// code and collector number of the footer. Layout is the export's layout
// name ("normal", "transform", "modal_dfc", "split", "adventure",
// "prepare"), which says how the faces share the picture: a split card's
// halves share one turned frame, an Adventure or prepare spell a panel of
// the card's text box, and a double-faced card's faces stand side by side
// (a modal one's each with a hint of the other). Fuse, for a split card
// with fuse, is the fuse paragraph, drawn once across both halves.
// Other is, for one face of a modal double-faced card drawn alone, the
// face on its other side, which its hint names; Back says the face drawn
// is the back face.
type Card struct {
	Faces       []Face
	Set, Number string
	Layout      string `json:",omitempty"`
	Fuse        string `json:",omitempty"`
	Other       *Face  `json:",omitempty"`
	Back        bool   `json:",omitempty"`
}

// The layouts Layout draws differently from faces side by side.
const (
	LayoutSplit     = "split"
	LayoutAdventure = "adventure"
	LayoutPrepare   = "prepare"
	LayoutModalDFC  = "modal_dfc"
)

// The card's size in pixels (63 × 88 mm at about 7.75 px/mm, the size of
// the pictures Cockatrice shows), and the gap between two faces.
const (
	CardW   = 488
	CardH   = 680
	faceGap = 16
)

// Text sizes in pixels: the rules text starts at maxText and shrinks in
// steps of half a pixel; below minText the layout warns.
const (
	maxText  = 18
	minText  = 9
	nameSize = 20
	typeSize = 17
	boxSize  = 21
)

// frame is the boxes of one face's frame.
type frame struct {
	outer, body, name, art, typ, text, corner, foot Rect
}

// standard is the frame of a face at x 0.
var standard = frame{
	outer:  Rect{0, 0, CardW, CardH},
	body:   Rect{12, 12, CardW - 12, CardH - 40},
	name:   Rect{22, 22, CardW - 22, 60},
	art:    Rect{32, 66, CardW - 32, 336},
	typ:    Rect{22, 342, CardW - 22, 378},
	text:   Rect{32, 384, CardW - 32, 614},
	corner: Rect{CardW - 128, 600, CardW - 22, 636},
	foot:   Rect{22, CardH - 36, CardW - 22, CardH - 8},
}

func (f frame) shift(dx float32) frame {
	return frame{f.outer.shift(dx), f.body.shift(dx), f.name.shift(dx), f.art.shift(dx), f.typ.shift(dx),
		f.text.shift(dx), f.corner.shift(dx), f.foot.shift(dx)}
}

type layout struct {
	s    *Scene
	fs   *fontSet
	name string // the card's name, for warnings
}

// Layout lays a card out. It never fails: text that doesn't fit at the
// minimum size is drawn at it anyway and a warning names the card.
func Layout(c Card) *Scene {
	l := &layout{fs: newFontSet()}
	var names []string
	for _, f := range c.Faces {
		names = append(names, f.Name)
	}
	l.name = strings.Join(names, " // ")
	switch {
	case len(c.Faces) == 2 && c.Layout == LayoutSplit:
		l.split(c)
		return l.s
	case len(c.Faces) == 2 && (c.Layout == LayoutAdventure || c.Layout == LayoutPrepare):
		l.adventure(c)
		return l.s
	}
	n := max(len(c.Faces), 1)
	l.s = &Scene{W: n*CardW + (n-1)*faceGap, H: CardH}
	for i, f := range c.Faces {
		fr := standard.shift(float32(i * (CardW + faceGap)))
		l.face(f, c, fr)
		switch {
		case c.Layout == LayoutModalDFC && len(c.Faces) == 2:
			l.otherFaceHint(c.Faces[1-i], i == 0, fr)
		case c.Layout == LayoutModalDFC && c.Other != nil:
			l.otherFaceHint(*c.Other, !c.Back, fr)
		}
	}
	return l.s
}

// frameColor is the frame's colour: the face's colour, gold for two or
// more, grey for none, brown for a land.
func frameColor(f Face) color.RGBA {
	switch {
	case f.Land && len(f.Colors) == 0:
		return landFrame
	case len(f.Colors) == 0:
		return greyFrame
	case len(f.Colors) > 1:
		return goldFrame
	}
	if c, ok := frameColors[f.Colors[0]]; ok {
		return c
	}
	return greyFrame
}

func (l *layout) face(f Face, c Card, fr frame) {
	s := l.s
	s.rect(fr.outer, 20, ink)
	bar := l.body(f, fr)
	content := fr.text.inset(10)
	if corner := l.cornerBox(f, fr.corner, bar); corner != (Rect{}) {
		content.Y1 = min(content.Y1, corner.Y0-4)
	}
	l.rulesText(f.Text, content)
	l.footer(c, fr.foot)
}

// body draws a face's frame inside the card's outline: the frame in the
// face's colour, the name and type bars with their text, the art panel
// and the text box, and returns the colour of the bars.
func (l *layout) body(f Face, fr frame) color.RGBA {
	s := l.s
	fc := frameColor(f)
	bar := mix(fc, white, 72)
	s.rect(fr.body, 12, fc)
	s.rect(fr.name.inset(-2), 9, ink)
	s.rect(fr.name, 8, bar)
	s.rect(fr.art.inset(-2), 3, ink)
	s.rect(fr.art, 2, artPanel)
	s.rect(fr.art.inset(14), 2, artInner)
	s.rect(fr.typ.inset(-2), 9, ink)
	s.rect(fr.typ, 8, bar)
	s.rect(fr.text.inset(-2), 4, ink)
	s.rect(fr.text, 3, mix(fc, paper, 90))
	l.nameLine(f, fr.name, nameSize)
	l.typeLine(f, fr.typ, typeSize)
	return bar
}

// nameLine draws the name, left, and the mana cost, right, shrinking the
// name until both fit.
func (l *layout) nameLine(f Face, bar Rect, start int) {
	syms := splitSymbols(f.ManaCost)
	costSize := fixed.Int26_6(start * 64)
	costW := fixed.Int26_6(len(syms)) * symbolWidth(costSize)
	right := fx(bar.X1 - 10)
	costX := right - costW
	nameRoom := Rect{bar.X0 + 10, bar.Y0, px(costX) - 6, bar.Y1}
	size := l.fitLine(Bold, f.Name, fixed.Int26_6(start*64), fx(nameRoom.X1-nameRoom.X0), "name")
	base := fx((bar.Y0+bar.Y1)/2) + ascent(size)*36/100
	x := fx(nameRoom.X0)
	end := l.text(Bold, f.Name, size, x, base, ink)
	l.box("name", x, end, base, size, nameRoom)
	cbase := fx((bar.Y0+bar.Y1)/2) + fx(float32(px(costSize)*0.33))
	for i, sym := range syms {
		l.drawSymbol(sym, costSize, costX+fixed.Int26_6(i)*symbolWidth(costSize), cbase)
	}
	if len(syms) > 0 {
		l.s.Boxes = append(l.s.Boxes, Box{"mana cost", Rect{px(costX), bar.Y0 + 2, px(right), bar.Y1 - 2}, bar})
	}
}

// typeLine draws the type line, after the colour indicator if any.
func (l *layout) typeLine(f Face, bar Rect, start int) {
	x0 := bar.X0 + 10
	if len(f.Indicator) > 0 {
		cy := (bar.Y0 + bar.Y1) / 2
		var ring Path
		ring.circle(x0+8, cy, 8)
		l.s.fill(ring, ink)
		for i, c := range f.Indicator {
			var p Path
			if len(f.Indicator) == 1 {
				p.circle(x0+8, cy, 7)
			} else {
				p.halfCircle(x0+8, cy, 7, i == 0)
			}
			l.s.fill(p, symbolFill(c))
		}
		x0 += 22
	}
	room := Rect{x0, bar.Y0, bar.X1 - 10, bar.Y1}
	size := l.fitLine(Bold, f.TypeLine, fixed.Int26_6(start*64), fx(room.X1-room.X0), "type line")
	base := fx((bar.Y0+bar.Y1)/2) + ascent(size)*36/100
	end := l.text(Bold, f.TypeLine, size, fx(x0), base, ink)
	l.box("type line", fx(x0), end, base, size, room)
}

// cornerBox draws the power/toughness, loyalty or defense box and returns
// its rectangle (zero without one).
func (l *layout) cornerBox(f Face, at Rect, fill color.RGBA) Rect {
	var label string
	switch {
	case f.Power != "" || f.Toughness != "":
		label = f.Power + "/" + f.Toughness
	case f.Loyalty != "":
		label = f.Loyalty
	case f.Defense != "":
		label = f.Defense
	default:
		return Rect{}
	}
	size := fixed.Int26_6(boxSize * 64)
	w := px(l.fs.width(Bold, label, size)) + 28
	r := at
	r.X0 = min(r.X0, r.X1-w)
	var p Path
	switch {
	case f.Loyalty != "" && f.Power == "":
		// A shield: flat top, pointed bottom.
		m := (r.X0 + r.X1) / 2
		p.polygon(point{r.X0, r.Y0 - 4}, point{r.X1, r.Y0 - 4}, point{r.X1, r.Y1 - 8}, point{m, r.Y1 + 4}, point{r.X0, r.Y1 - 8})
		l.s.fill(p, ink)
		var q Path
		q.polygon(point{r.X0 + 2, r.Y0 - 2}, point{r.X1 - 2, r.Y0 - 2}, point{r.X1 - 2, r.Y1 - 9}, point{m, r.Y1 + 1.5}, point{r.X0 + 2, r.Y1 - 9})
		l.s.fill(q, fill)
	case f.Defense != "" && f.Power == "":
		// A notched plate.
		p.polygon(point{r.X0 + 10, r.Y0 - 2}, point{r.X1 - 10, r.Y0 - 2}, point{r.X1, (r.Y0 + r.Y1) / 2}, point{r.X1 - 10, r.Y1 + 2}, point{r.X0 + 10, r.Y1 + 2}, point{r.X0, (r.Y0 + r.Y1) / 2})
		l.s.fill(p, ink)
		var q Path
		q.polygon(point{r.X0 + 11, r.Y0}, point{r.X1 - 11, r.Y0}, point{r.X1 - 2, (r.Y0 + r.Y1) / 2}, point{r.X1 - 11, r.Y1}, point{r.X0 + 11, r.Y1}, point{r.X0 + 2, (r.Y0 + r.Y1) / 2})
		l.s.fill(q, fill)
	default:
		l.s.rect(r.inset(-2), 9, ink)
		l.s.rect(r, 8, fill)
	}
	tw := l.fs.width(Bold, label, size)
	x := fx((r.X0+r.X1)/2) - tw/2
	base := fx((r.Y0+r.Y1)/2) + ascent(size)*36/100
	end := l.text(Bold, label, size, x, base, ink)
	l.box("corner box", x, end, base, size, r.inset(-4))
	return r.inset(-4)
}

// footer writes the set code and collector number, when there are.
func (l *layout) footer(c Card, f Rect) {
	var parts []string
	if c.Set != "" {
		parts = append(parts, c.Set)
	}
	if c.Number != "" {
		parts = append(parts, c.Number)
	}
	if len(parts) == 0 {
		return
	}
	size := fixed.Int26_6(13 * 64)
	s := strings.Join(parts, " · ")
	base := fx((f.Y0+f.Y1)/2) + ascent(size)*36/100
	x := fx(f.X0 + 4)
	end := l.text(Bold, s, size, x, base, footInk)
	l.box("footer", x, end, base, size, f)
}

// fitLine is the largest size, from start down to two thirds of it in
// half-pixel steps, at which s fits in width; the smallest otherwise,
// with a warning.
func (l *layout) fitLine(st Style, s string, start, width fixed.Int26_6, what string) fixed.Int26_6 {
	least := start * 2 / 3
	for size := start; size >= least; size -= 32 {
		if l.fs.width(st, s, size) <= width {
			return size
		}
	}
	l.s.Warnings = append(l.s.Warnings, fmt.Sprintf("%s: the %s doesn't fit at %s px", l.name, what, pxString(least)))
	return least
}

// text draws s from x on baseline y and returns where it ends.
func (l *layout) text(st Style, s string, size, x, y fixed.Int26_6, c color.RGBA) fixed.Int26_6 {
	for _, r := range s {
		g := l.fs.glyph(st, r, size)
		if r != ' ' {
			l.s.glyph(st, g, size, x, y, c)
		}
		x += g.adv
	}
	return x
}

// box records a line of text from x0 to x1 on baseline y and the box it
// must stay within.
func (l *layout) box(what string, x0, x1, y, size fixed.Int26_6, within Rect) {
	r := Rect{px(x0), px(y - ascent(size)), px(x1), px(y + descent(size))}
	l.s.Boxes = append(l.s.Boxes, Box{what, r, within})
}

func pxString(v fixed.Int26_6) string {
	return fmt.Sprintf("%.1f", px(v))
}
