package picture

import (
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/image/math/fixed"
)

// piece is a run of one style, or one symbol.
type piece struct {
	s     string
	sym   bool
	style Style
}

// word is what a line may break between: pieces without a space.
type word struct {
	pieces []piece
	w      fixed.Int26_6
}

// para is a paragraph made ready to wrap: its words, and the badge (a
// loyalty cost) or bullet that hangs before it.
type para struct {
	words  []word
	badge  string
	bullet bool
}

// loyaltyRE matches a loyalty ability's cost (CR 606.4): "+1: ", "−2: ",
// "0: ", "−X: ".
var loyaltyRE = regexp.MustCompile(`^([+−-]?(?:[0-9]+|X)): `)

// splitPara reads a paragraph: a loyalty cost or bullet in front, then
// words whose pieces are plain text, reminder text (parenthesised, in
// italics) and symbols. depth carries parentheses across words.
func splitPara(s string) para {
	var p para
	if m := loyaltyRE.FindStringSubmatch(s); m != nil {
		p.badge = m[1]
		s = s[len(m[0]):]
	} else if rest, ok := strings.CutPrefix(s, "• "); ok {
		p.bullet = true
		s = rest
	}
	depth := 0
	for _, w := range strings.Split(s, " ") {
		if w == "" {
			continue
		}
		var wd word
		add := func(text string, st Style) {
			if n := len(wd.pieces); n > 0 && !wd.pieces[n-1].sym && wd.pieces[n-1].style == st {
				wd.pieces[n-1].s += text
				return
			}
			wd.pieces = append(wd.pieces, piece{s: text, style: st})
		}
		for i := 0; i < len(w); {
			if w[i] == '{' {
				if j := strings.IndexByte(w[i:], '}'); j > 0 {
					wd.pieces = append(wd.pieces, piece{s: w[i+1 : i+j], sym: true})
					i += j + 1
					continue
				}
			}
			c := w[i]
			if c == '(' {
				depth++
			}
			st := Regular
			if depth > 0 {
				st = Italic
			}
			if c == ')' && depth > 0 {
				depth--
			}
			// Copy one UTF-8 character.
			n := 1
			for i+n < len(w) && w[i+n]&0xc0 == 0x80 {
				n++
			}
			add(w[i:i+n], st)
			i += n
		}
		p.words = append(p.words, wd)
	}
	return p
}

// measure sets the words' widths at a size.
func (l *layout) measure(p *para, size fixed.Int26_6) {
	for i := range p.words {
		var w fixed.Int26_6
		for _, pc := range p.words[i].pieces {
			if pc.sym {
				w += symbolWidth(size)
			} else {
				w += l.fs.width(pc.style, pc.s, size)
			}
		}
		p.words[i].w = w
	}
}

// indent is the room a paragraph's badge or bullet takes.
func (l *layout) indent(p *para, size fixed.Int26_6) fixed.Int26_6 {
	switch {
	case p.badge != "":
		return l.fs.width(Bold, "−00", size) + size*9/10
	case p.bullet:
		return l.fs.width(Regular, "• ", size)
	}
	return 0
}

// wrap breaks a paragraph into lines no wider than width (a word wider
// than the line gets a line of its own).
func (l *layout) wrap(p *para, size, width fixed.Int26_6) [][]word {
	space := l.fs.glyph(Regular, ' ', size).adv
	var lines [][]word
	var cur []word
	var w fixed.Int26_6
	for _, wd := range p.words {
		if len(cur) > 0 && w+space+wd.w > width {
			lines = append(lines, cur)
			cur, w = nil, 0
		}
		if len(cur) > 0 {
			w += space
		}
		cur = append(cur, wd)
		w += wd.w
	}
	if len(cur) > 0 || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

func lineHeight(size fixed.Int26_6) fixed.Int26_6 { return size * 124 / 100 }
func paraGap(size fixed.Int26_6) fixed.Int26_6    { return size * 42 / 100 }

// textHeight is the height of the wrapped paragraphs.
func textHeight(lines [][][]word, size fixed.Int26_6) fixed.Int26_6 {
	var h fixed.Int26_6
	for i, ls := range lines {
		if i > 0 {
			h += paraGap(size)
		}
		h += fixed.Int26_6(len(ls)) * lineHeight(size)
	}
	return h
}

// rulesText wraps the paragraphs at the largest size that fits the box,
// shrinking half a pixel at a time, and draws them centred vertically.
func (l *layout) rulesText(text []string, box Rect) {
	if len(text) == 0 {
		return
	}
	paras := make([]para, len(text))
	for i, t := range text {
		paras[i] = splitPara(t)
	}
	width := fx(box.X1 - box.X0)
	height := fx(box.Y1 - box.Y0)
	var size fixed.Int26_6
	var lines [][][]word
	fits := func(sz fixed.Int26_6) bool {
		lines = lines[:0]
		for i := range paras {
			l.measure(&paras[i], sz)
			ind := l.indent(&paras[i], sz)
			ls := l.wrap(&paras[i], sz, width-ind)
			for _, ln := range ls {
				if len(ln) == 1 && ln[0].w > width-ind {
					return false
				}
			}
			lines = append(lines, ls)
		}
		return textHeight(lines, sz) <= height
	}
	for size = maxText * 64; size > minText*64; size -= 32 {
		if fits(size) {
			break
		}
	}
	if size <= minText*64 {
		size = minText * 64
		if !fits(size) {
			l.s.Warnings = append(l.s.Warnings, fmt.Sprintf("%s: the rules text doesn't fit at %d px", l.name, minText))
		}
	}
	h := textHeight(lines, size)
	y := fx(box.Y0) + (height-h)/2
	if h > height {
		y = fx(box.Y0)
	}
	for i, ls := range lines {
		if i > 0 {
			y += paraGap(size)
		}
		p := &paras[i]
		ind := l.indent(p, size)
		x0 := fx(box.X0) + ind
		for li, ln := range ls {
			base := y + (lineHeight(size)-ascent(size)-descent(size))/2 + ascent(size)
			if li == 0 {
				l.hanger(p, size, fx(box.X0), base, box)
			}
			x := l.words(ln, size, x0, base)
			l.box("rules text", x0, x, base, size, box)
			y += lineHeight(size)
		}
	}
}

// words draws a line of words from x on baseline base and returns where
// it ends.
func (l *layout) words(ln []word, size, x, base fixed.Int26_6) fixed.Int26_6 {
	space := l.fs.glyph(Regular, ' ', size).adv
	for wi, wd := range ln {
		if wi > 0 {
			x += space
		}
		for _, pc := range wd.pieces {
			if pc.sym {
				l.drawSymbol(pc.s, size, x, base)
				x += symbolWidth(size)
			} else {
				x = l.text(pc.style, pc.s, size, x, base, ink)
			}
		}
	}
	return x
}

// hanger draws a paragraph's loyalty badge or bullet at x.
func (l *layout) hanger(p *para, size, x, base fixed.Int26_6, box Rect) {
	switch {
	case p.badge != "":
		w := l.fs.width(Bold, "−00", size) + size/2
		top := px(base - ascent(size)*80/100)
		bot := px(base + descent(size)*70/100)
		r := Rect{px(x), top, px(x + w), bot}
		l.s.rect(r, 4, ink)
		label := strings.Replace(p.badge, "-", "−", 1)
		tw := l.fs.width(Bold, label, size)
		l.text(Bold, label, size, fx((r.X0+r.X1)/2)-tw/2, base, paper)
		l.s.Boxes = append(l.s.Boxes, Box{"loyalty badge", r, box.inset(-10)})
	case p.bullet:
		l.text(Regular, "•", size, x, base, ink)
	}
}
