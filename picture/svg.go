package picture

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"strconv"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// glyphKey names a glyph outline at a size.
type glyphKey struct {
	style Style
	idx   sfnt.GlyphIndex
	size  fixed.Int26_6
}

// WriteSVG writes the scene as SVG: every shape a path, every glyph a use
// of its outline, defined once (so the picture needs no font). Numbers are
// written with at most two decimals, so the bytes are the same everywhere.
func (s *Scene) WriteSVG(w io.Writer) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", s.W, s.H, s.W, s.H)
	ids := map[glyphKey]int{}
	b.WriteString("<defs>\n")
	for _, it := range s.items {
		if !it.glyph {
			continue
		}
		k := glyphKey{it.style, it.idx, it.size}
		if _, ok := ids[k]; ok {
			continue
		}
		ids[k] = len(ids)
		fmt.Fprintf(&b, `<path id="g%d" d="`, ids[k])
		writeSegments(&b, glyphSegments(k.style, k.idx, k.size))
		b.WriteString("\"/>\n")
	}
	b.WriteString("</defs>\n")
	if s.turned {
		// A quarter turn anticlockwise: (x, y) goes to (y, H-x).
		fmt.Fprintf(&b, `<g transform="matrix(0 -1 1 0 0 %d)">`+"\n", s.H)
	}
	for _, it := range s.items {
		if it.glyph {
			fmt.Fprintf(&b, `<use href="#g%d" x="`, ids[glyphKey{it.style, it.idx, it.size}])
			b.Write(num(nil, px(it.x)))
			b.WriteString(`" y="`)
			b.Write(num(nil, px(it.y)))
			fmt.Fprintf(&b, `" fill="%s"/>`+"\n", hex(it.color))
			continue
		}
		b.WriteString(`<path d="`)
		writePath(&b, it.path)
		fmt.Fprintf(&b, `" fill="%s"/>`+"\n", hex(it.color))
	}
	if s.turned {
		b.WriteString("</g>\n")
	}
	b.WriteString("</svg>\n")
	_, err := w.Write(b.Bytes())
	return err
}

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// num appends v rounded to two decimals, without trailing zeros.
func num(b []byte, v float32) []byte {
	r := float64(int64(v*100+copySign(0.5, v))) / 100
	out := strconv.AppendFloat(b, r, 'f', -1, 64)
	if string(out[len(b):]) == "-0" {
		out = append(out[:len(b)], '0')
	}
	return out
}

func copySign(a, v float32) float32 {
	if v < 0 {
		return -a
	}
	return a
}

func writePath(b *bytes.Buffer, p Path) {
	var tmp []byte
	pt := func(q point) {
		tmp = num(tmp[:0], q.x)
		tmp = append(tmp, ' ')
		tmp = num(tmp, q.y)
		b.Write(tmp)
	}
	for _, op := range p {
		switch op.kind {
		case opMove:
			b.WriteByte('M')
			pt(op.pts[0])
		case opLine:
			b.WriteByte('L')
			pt(op.pts[0])
		case opCube:
			b.WriteByte('C')
			pt(op.pts[0])
			b.WriteByte(' ')
			pt(op.pts[1])
			b.WriteByte(' ')
			pt(op.pts[2])
		case opClose:
			b.WriteByte('Z')
		}
	}
}

func writeSegments(b *bytes.Buffer, segs sfnt.Segments) {
	var tmp []byte
	pt := func(q fixed.Point26_6) {
		tmp = num(tmp[:0], px(q.X))
		tmp = append(tmp, ' ')
		tmp = num(tmp, px(q.Y))
		b.Write(tmp)
	}
	open := false
	for _, sg := range segs {
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			if open {
				b.WriteByte('Z')
			}
			b.WriteByte('M')
			pt(sg.Args[0])
			open = true
		case sfnt.SegmentOpLineTo:
			b.WriteByte('L')
			pt(sg.Args[0])
		case sfnt.SegmentOpQuadTo:
			b.WriteByte('Q')
			pt(sg.Args[0])
			b.WriteByte(' ')
			pt(sg.Args[1])
		case sfnt.SegmentOpCubeTo:
			b.WriteByte('C')
			pt(sg.Args[0])
			b.WriteByte(' ')
			pt(sg.Args[1])
			b.WriteByte(' ')
			pt(sg.Args[2])
		}
	}
	if open {
		b.WriteByte('Z')
	}
}
