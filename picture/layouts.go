package picture

import (
	"strings"

	"golang.org/x/image/math/fixed"
)

// The turned frame of a split card (CR 709.1), laid out on its side: the
// card is as wide as a card is high. The halves stand side by side, the
// first on the left, each with its own name bar, art panel, type bar and
// text box; a card with fuse (CR 702.102) has a bar across both below
// them, and the footer runs along the bottom.
const (
	turnedW   = CardH
	turnedH   = CardW
	halfGap   = 8
	halfW     = (turnedW - 24 - halfGap) / 2
	fuseH     = 32
	splitFoot = turnedH - 36
)

// splitHalf is the frame of half i of a split card whose halves end at
// bottom.
func splitHalf(i int, bottom float32) frame {
	x0 := float32(12 + i*(halfW+halfGap))
	x1 := x0 + halfW
	return frame{
		body: Rect{x0, 12, x1, bottom},
		name: Rect{x0 + 10, 22, x1 - 10, 56},
		art:  Rect{x0 + 20, 62, x1 - 20, 176},
		typ:  Rect{x0 + 10, 182, x1 - 10, 214},
		text: Rect{x0 + 20, 220, x1 - 20, bottom - 10},
	}
}

// split draws a split card: one card turned on its side, its two halves
// each with its name, mana cost, type line and text (CR 709.2), and the
// fuse bar when the card has fuse. The picture is a card standing up, so
// that it sits among the others; the scene turns the drawing a quarter
// turn anticlockwise, as the card lies in a player's hand.
func (l *layout) split(c Card) {
	l.s = &Scene{W: CardW, H: CardH, turned: true}
	s := l.s
	s.rect(Rect{0, 0, turnedW, turnedH}, 20, ink)
	bottom := float32(splitFoot - 6)
	if c.Fuse != "" {
		bottom -= fuseH + 8
	}
	for i, f := range c.Faces {
		fr := splitHalf(i, bottom)
		l.body(f, fr)
		l.rulesText(f.Text, fr.text.inset(10))
	}
	if c.Fuse != "" {
		l.fuseBar(c, Rect{22, bottom + 8, turnedW - 22, bottom + 8 + fuseH})
	}
	l.footer(c, Rect{22, splitFoot, turnedW - 22, turnedH - 8})
}

// fuseBar draws the fuse paragraph once, across both halves (CR
// 702.102a), on a bar blending the halves' colours.
func (l *layout) fuseBar(c Card, r Rect) {
	a, b := frameColor(c.Faces[0]), frameColor(c.Faces[1])
	s := l.s
	s.rect(r.inset(-2), 9, ink)
	s.rect(r, 8, mix(mix(mix(a, b, 50), goldFrame, 50), white, 55))
	room := Rect{r.X0 + 8, r.Y0, r.X1 - 8, r.Y1}
	p := splitPara(c.Fuse)
	start := fixed.Int26_6(15 * 64)
	size := start * 2 / 3
	for sz := start; sz >= start*2/3; sz -= 32 {
		if l.lineWidth(&p, sz) <= fx(room.X1-room.X0) {
			size = sz
			break
		}
	}
	w := l.lineWidth(&p, size)
	if w > fx(room.X1-room.X0) {
		l.s.Warnings = append(l.s.Warnings, l.name+": the fuse bar doesn't fit at "+pxString(size)+" px")
	}
	base := fx((r.Y0+r.Y1)/2) + ascent(size)*36/100
	x := fx((room.X0+room.X1)/2) - w/2
	end := l.words(p.words, size, x, base)
	l.box("fuse bar", x, end, base, size, room)
}

// lineWidth is the width of a paragraph set on one line.
func (l *layout) lineWidth(p *para, size fixed.Int26_6) fixed.Int26_6 {
	l.measure(p, size)
	space := l.fs.glyph(Regular, ' ', size).adv
	var w fixed.Int26_6
	for i, wd := range p.words {
		if i > 0 {
			w += space
		}
		w += wd.w
	}
	return w
}

// The frame of an adventurer card: the standard frame with a smaller art
// panel, so that the text box has room for two columns.
var adventurer = frame{
	outer:  standard.outer,
	body:   standard.body,
	name:   standard.name,
	art:    Rect{32, 66, CardW - 32, 292},
	typ:    Rect{22, 298, CardW - 22, 334},
	text:   Rect{32, 340, CardW - 32, 614},
	corner: standard.corner,
	foot:   standard.foot,
}

// adventure draws an adventurer card (CR 715.1): one frame, the
// permanent's name, cost, type line and power and toughness, and its text
// box split, the Adventure's name, mana cost, type line and text in a
// panel of its own on the left half (CR 715.2), the permanent's text on
// the right. A prepare card's spell is drawn the same way.
func (l *layout) adventure(c Card) {
	l.s = &Scene{W: CardW, H: CardH}
	main, spell := c.Faces[0], c.Faces[1]
	fr := adventurer
	l.s.rect(fr.outer, 20, ink)
	bar := l.body(main, fr)
	mid := (fr.text.X0 + fr.text.X1) / 2
	panel := Rect{fr.text.X0 + 6, fr.text.Y0 + 6, mid - 4, fr.text.Y1 - 6}
	l.spellPanel(spell, panel)
	right := Rect{mid + 6, fr.text.Y0 + 10, fr.text.X1 - 10, fr.text.Y1 - 10}
	if corner := l.cornerBox(main, fr.corner, bar); corner != (Rect{}) {
		right.Y1 = min(right.Y1, corner.Y0-4)
	}
	l.rulesText(main.Text, right)
	l.footer(c, fr.foot)
}

// spellPanel draws the spell of an adventurer or prepare card in its
// panel: a small name bar with its mana cost, a type bar, and its text.
func (l *layout) spellPanel(f Face, r Rect) {
	s := l.s
	fc := frameColor(f)
	bar := mix(fc, white, 72)
	s.rect(r.inset(-2), 5, ink)
	s.rect(r, 4, mix(fc, paper, 55))
	name := Rect{r.X0 + 4, r.Y0 + 4, r.X1 - 4, r.Y0 + 30}
	typ := Rect{r.X0 + 4, r.Y0 + 34, r.X1 - 4, r.Y0 + 56}
	s.rect(name, 6, bar)
	s.rect(typ, 6, bar)
	l.nameLine(f, name, 15)
	l.typeLine(f, typ, 13)
	text := Rect{r.X0 + 4, r.Y0 + 60, r.X1 - 4, r.Y1 - 4}
	s.rect(text, 3, mix(fc, paper, 88))
	l.rulesText(f.Text, text.inset(5))
}

// otherFaceHint draws, at the bottom left of a modal double-faced card's
// face, a tab naming the other face's type line and mana cost (CR 712.1:
// either face may be played, so a player needs to know what is on the
// other side). A triangle points up on the front face, down on the back.
func (l *layout) otherFaceHint(other Face, front bool, fr frame) {
	s := l.s
	label := other.TypeLine
	if i := strings.Index(label, " — "); i >= 0 {
		label = label[:i]
	}
	size := fixed.Int26_6(12 * 64)
	syms := splitSymbols(other.ManaCost)
	costW := fixed.Int26_6(len(syms)) * symbolWidth(size)
	if len(syms) > 0 {
		costW += size / 3
	}
	r := Rect{fr.text.X0, fr.text.Y1 + 5, fr.corner.X0 - 10, fr.text.Y1 + 23}
	r.X1 = min(r.X1, r.X0+22+px(l.fs.width(Bold, label, size)+costW)+8)
	s.rect(r.inset(-1.5), 6, ink)
	s.rect(r, 5, mix(frameColor(other), white, 60))
	cx, cy := r.X0+11, (r.Y0+r.Y1)/2
	var tri Path
	if front {
		tri.polygon(point{cx - 5, cy + 4}, point{cx + 5, cy + 4}, point{cx, cy - 5})
	} else {
		tri.polygon(point{cx - 5, cy - 4}, point{cx + 5, cy - 4}, point{cx, cy + 5})
	}
	s.fill(tri, ink)
	room := Rect{r.X0 + 22, r.Y0, r.X1 - 6 - px(costW), r.Y1}
	size = l.fitLine(Bold, label, size, fx(room.X1-room.X0), "face hint")
	base := fx(cy) + ascent(size)*36/100
	end := l.text(Bold, label, size, fx(room.X0), base, ink)
	l.box("face hint", fx(room.X0), end, base, size, room)
	x := end + size/3
	for _, sym := range syms {
		l.drawSymbol(sym, size, x, base)
		x += symbolWidth(size)
	}
	l.s.Boxes = append(l.s.Boxes, Box{"face hint", Rect{r.X0 + 22, r.Y0, px(x), r.Y1}, r})
}
