package picture

import (
	"image/color"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// opKind is a path operation.
type opKind uint8

const (
	opMove opKind = iota
	opLine
	opCube
	opClose
)

// pathOp is one operation of a path; a cubic uses all three points, the
// others the first.
type pathOp struct {
	kind opKind
	pts  [3]point
}

// point is a position in pixels, y down.
type point struct{ x, y float32 }

// Path is a closed outline in pixels, filled with the non-zero rule.
type Path []pathOp

func (p *Path) moveTo(x, y float32) { *p = append(*p, pathOp{kind: opMove, pts: [3]point{{x, y}}}) }
func (p *Path) lineTo(x, y float32) { *p = append(*p, pathOp{kind: opLine, pts: [3]point{{x, y}}}) }
func (p *Path) cubeTo(x1, y1, x2, y2, x, y float32) {
	*p = append(*p, pathOp{kind: opCube, pts: [3]point{{x1, y1}, {x2, y2}, {x, y}}})
}
func (p *Path) close() { *p = append(*p, pathOp{kind: opClose}) }

// kappa places the control points of a cubic quarter circle.
//
// Products of floats are converted explicitly (float32(a*b)) wherever an
// addition follows, which forbids the compiler to fuse them into one
// multiply-add on the architectures that have one: the same card must give
// the same coordinates everywhere.
const kappa = 0.5522848

// roundRect adds a rectangle with corners of radius rad.
func (p *Path) roundRect(r Rect, rad float32) {
	k := float32(rad * (1 - kappa))
	x0, y0, x1, y1 := r.X0, r.Y0, r.X1, r.Y1
	p.moveTo(x0+rad, y0)
	p.lineTo(x1-rad, y0)
	p.cubeTo(x1-k, y0, x1, y0+k, x1, y0+rad)
	p.lineTo(x1, y1-rad)
	p.cubeTo(x1, y1-k, x1-k, y1, x1-rad, y1)
	p.lineTo(x0+rad, y1)
	p.cubeTo(x0+k, y1, x0, y1-k, x0, y1-rad)
	p.lineTo(x0, y0+rad)
	p.cubeTo(x0, y0+k, x0+k, y0, x0+rad, y0)
	p.close()
}

// circle adds a circle.
func (p *Path) circle(cx, cy, r float32) {
	k := float32(r * kappa)
	p.moveTo(cx+r, cy)
	p.cubeTo(cx+r, cy+k, cx+k, cy+r, cx, cy+r)
	p.cubeTo(cx-k, cy+r, cx-r, cy+k, cx-r, cy)
	p.cubeTo(cx-r, cy-k, cx-k, cy-r, cx, cy-r)
	p.cubeTo(cx+k, cy-r, cx+r, cy-k, cx+r, cy)
	p.close()
}

// halfCircle adds the left (left true) or right half of a circle.
func (p *Path) halfCircle(cx, cy, r float32, left bool) {
	k := float32(r * kappa)
	s := float32(1)
	if left {
		s = -1
	}
	p.moveTo(cx, cy-r)
	p.cubeTo(cx+s*k, cy-r, cx+s*r, cy-k, cx+s*r, cy)
	p.cubeTo(cx+s*r, cy+k, cx+s*k, cy+r, cx, cy+r)
	p.close()
}

// polygon adds a closed polygon.
func (p *Path) polygon(pts ...point) {
	p.moveTo(pts[0].x, pts[0].y)
	for _, q := range pts[1:] {
		p.lineTo(q.x, q.y)
	}
	p.close()
}

// bounds is the box of the path's points (control points included).
func (p Path) bounds() Rect {
	first := true
	var b Rect
	for _, op := range p {
		n := 1
		if op.kind == opCube {
			n = 3
		} else if op.kind == opClose {
			n = 0
		}
		for _, q := range op.pts[:n] {
			if first {
				b = Rect{q.x, q.y, q.x, q.y}
				first = false
				continue
			}
			b.X0, b.Y0 = min(b.X0, q.x), min(b.Y0, q.y)
			b.X1, b.Y1 = max(b.X1, q.x), max(b.Y1, q.y)
		}
	}
	return b
}

// Rect is an axis-aligned box in pixels.
type Rect struct{ X0, Y0, X1, Y1 float32 }

// Contains says r contains s.
func (r Rect) Contains(s Rect) bool {
	return s.X0 >= r.X0 && s.Y0 >= r.Y0 && s.X1 <= r.X1 && s.Y1 <= r.Y1
}

// Overlaps says r and s share an area.
func (r Rect) Overlaps(s Rect) bool {
	return r.X0 < s.X1 && s.X0 < r.X1 && r.Y0 < s.Y1 && s.Y0 < r.Y1
}

func (r Rect) inset(d float32) Rect { return Rect{r.X0 + d, r.Y0 + d, r.X1 - d, r.Y1 - d} }
func (r Rect) shift(dx float32) Rect {
	return Rect{r.X0 + dx, r.Y0, r.X1 + dx, r.Y1}
}

// item is one thing drawn: a filled path, or a glyph at a position.
type item struct {
	path  Path
	color color.RGBA
	// For a rounded rectangle: its box and corner radius, which the PNG
	// back end fills directly.
	rrect bool
	box   Rect
	rad   float32
	// For a glyph: its font, index, size and baseline origin.
	glyph bool
	style Style
	idx   sfnt.GlyphIndex
	size  fixed.Int26_6
	x, y  fixed.Int26_6
}

// Box is a laid-out element and the box it must stay inside; the tests
// check every Box's Rect lies within its Within.
type Box struct {
	What   string
	Rect   Rect
	Within Rect
}

// Scene is a laid-out picture: its size, what to draw in order, the
// containment boxes and any warnings (text shrunk below the minimum).
// A turned scene (a split card) is laid out on its side, H wide and W
// high, and drawn a quarter turn anticlockwise into W × H: its left edge
// becomes the picture's bottom. Its boxes are in the layout's coordinates.
type Scene struct {
	W, H     int
	items    []item
	Boxes    []Box
	Warnings []string
	turned   bool
}

// Turned says the scene is laid out on its side.
func (s *Scene) Turned() bool { return s.turned }

func (s *Scene) fill(p Path, c color.RGBA) { s.items = append(s.items, item{path: p, color: c}) }

func (s *Scene) rect(r Rect, rad float32, c color.RGBA) {
	var p Path
	p.roundRect(r, rad)
	s.items = append(s.items, item{path: p, color: c, rrect: true, box: r, rad: rad})
}

func (s *Scene) glyph(st Style, g glyphAdv, size, x, y fixed.Int26_6, c color.RGBA) {
	s.items = append(s.items, item{glyph: true, style: st, idx: g.idx, size: size, x: x, y: y, color: c})
}

// px converts 26.6 fixed point to pixels.
func px(v fixed.Int26_6) float32 { return float32(v) / 64 }

// fx converts pixels to 26.6 fixed point.
func fx(v float32) fixed.Int26_6 { return fixed.Int26_6(v * 64) }
