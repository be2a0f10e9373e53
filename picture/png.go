package picture

import (
	"image"
	"image/draw"
	"image/png"
	"io"
	"math"
	"sync"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Image rasterizes the scene: shapes and glyphs anti-aliased by
// golang.org/x/image/vector, drawn over a transparent background.
func (s *Scene) Image() *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, s.W, s.H))
	s.render(dst)
	return dst
}

// render draws the scene into dst, which is W × H: a turned scene is
// drawn on its side and its pixels turned a quarter anticlockwise, which
// moves whole pixels and so loses nothing.
func (s *Scene) render(dst *image.RGBA) {
	if !s.turned {
		s.drawInto(dst)
		return
	}
	side := image.NewRGBA(image.Rect(0, 0, s.H, s.W))
	s.drawInto(side)
	// The side's pixel (x, y) lands on (y, H-1-x).
	for y := 0; y < s.W; y++ {
		for x := 0; x < s.H; x++ {
			i := side.PixOffset(x, y)
			j := dst.PixOffset(y, s.H-1-x)
			copy(dst.Pix[j:j+4], side.Pix[i:i+4])
		}
	}
}

func (s *Scene) drawInto(dst *image.RGBA) {
	z := vector.NewRasterizer(1, 1)
	for _, it := range s.items {
		if it.glyph {
			drawGlyph(dst, it)
			continue
		}
		if it.rrect && fillRoundRect(dst, it) {
			continue
		}
		b := it.path.bounds()
		r := image.Rect(int(math.Floor(float64(b.X0))), int(math.Floor(float64(b.Y0))), int(math.Ceil(float64(b.X1))), int(math.Ceil(float64(b.Y1))))
		r = r.Intersect(dst.Bounds())
		if r.Empty() {
			continue
		}
		z.Reset(r.Dx(), r.Dy())
		z.DrawOp = draw.Over
		ox, oy := float32(r.Min.X), float32(r.Min.Y)
		for _, op := range it.path {
			p := op.pts
			switch op.kind {
			case opMove:
				z.MoveTo(p[0].x-ox, p[0].y-oy)
			case opLine:
				z.LineTo(p[0].x-ox, p[0].y-oy)
			case opCube:
				z.CubeTo(p[0].x-ox, p[0].y-oy, p[1].x-ox, p[1].y-oy, p[2].x-ox, p[2].y-oy)
			case opClose:
				z.ClosePath()
			}
		}
		z.Draw(dst, r, image.NewUniform(it.color), image.Point{})
	}
}

// fillRoundRect fills an opaque rounded rectangle on whole pixels: the
// inside as solid rectangles, the corners from a cached anti-aliased
// quarter of a circle (the same curves the rasterizer would fill). It
// reports false for a rectangle it can't draw so.
func fillRoundRect(dst *image.RGBA, it item) bool {
	b, rad := it.box, it.rad
	whole := func(v float32) bool { return v == float32(int(v)) }
	if it.color.A != 0xff || !whole(b.X0) || !whole(b.Y0) || !whole(b.X1) || !whole(b.Y1) || !whole(rad) || rad < 1 {
		return false
	}
	x0, y0, x1, y1, r := int(b.X0), int(b.Y0), int(b.X1), int(b.Y1), int(rad)
	if x1-x0 < 2*r || y1-y0 < 2*r {
		return false
	}
	src := image.NewUniform(it.color)
	draw.Draw(dst, image.Rect(x0+r, y0, x1-r, y1), src, image.Point{}, draw.Src)
	draw.Draw(dst, image.Rect(x0, y0+r, x0+r, y1-r), src, image.Point{}, draw.Src)
	draw.Draw(dst, image.Rect(x1-r, y0+r, x1, y1-r), src, image.Point{}, draw.Src)
	disc := discMask(r)
	corner := func(x, y, mx, my int) {
		draw.DrawMask(dst, image.Rect(x, y, x+r, y+r), src, image.Point{}, disc, image.Pt(mx, my), draw.Over)
	}
	corner(x0, y0, 0, 0)
	corner(x1-r, y0, r, 0)
	corner(x0, y1-r, 0, r)
	corner(x1-r, y1-r, r, r)
	return true
}

var discs = map[int]*image.Alpha{}

// discMask is a disc of radius r filling a 2r-pixel square.
func discMask(r int) *image.Alpha {
	maskMu.Lock()
	defer maskMu.Unlock()
	if m, ok := discs[r]; ok {
		return m
	}
	var p Path
	p.circle(float32(r), float32(r), float32(r))
	z := vector.NewRasterizer(2*r, 2*r)
	for _, op := range p {
		q := op.pts
		switch op.kind {
		case opMove:
			z.MoveTo(q[0].x, q[0].y)
		case opCube:
			z.CubeTo(q[0].x, q[0].y, q[1].x, q[1].y, q[2].x, q[2].y)
		case opClose:
			z.ClosePath()
		}
	}
	m := image.NewAlpha(image.Rect(0, 0, 2*r, 2*r))
	z.Draw(m, m.Bounds(), image.Opaque, image.Point{})
	discs[r] = m
	return m
}

// WritePNG writes the scene as a PNG with image/png's default encoder
// settings, which depend on nothing but the pixels.
func (s *Scene) WritePNG(w io.Writer) error {
	var dst *image.RGBA
	if v, ok := canvases.Get().(*image.RGBA); ok && v.Rect.Dx() == s.W && v.Rect.Dy() == s.H {
		clear(v.Pix)
		dst = v
	} else {
		dst = image.NewRGBA(image.Rect(0, 0, s.W, s.H))
	}
	defer canvases.Put(dst)
	s.render(dst)
	enc := png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: encoderBuffers{}}
	return enc.Encode(w, dst)
}

// canvases and encoderBuffers reuse the memory of one picture for the
// next: drawing a pool allocates a canvas and the encoder's buffers once.
var (
	canvases   sync.Pool
	pngBuffers sync.Pool
)

type encoderBuffers struct{}

func (encoderBuffers) Get() *png.EncoderBuffer {
	b, _ := pngBuffers.Get().(*png.EncoderBuffer)
	return b
}

func (encoderBuffers) Put(b *png.EncoderBuffer) { pngBuffers.Put(b) }

// maskKey is a glyph's coverage at a size and a quarter-pixel offset.
type maskKey struct {
	glyphKey
	fx, fy int8
}

type glyphMask struct {
	mask *image.Alpha
	// off is the mask's top-left relative to the whole-pixel origin.
	off image.Point
}

var (
	maskMu    sync.Mutex
	maskCache = map[maskKey]glyphMask{}
)

// drawGlyph draws a glyph from its cached coverage mask; the origin is
// rounded to a quarter pixel.
func drawGlyph(dst *image.RGBA, it item) {
	q := func(v fixed.Int26_6) (int, int8) {
		v = (v + 8) &^ 15 // quarter pixels
		return int(v >> 6), int8((v & 63) >> 4)
	}
	ix, fxq := q(it.x)
	iy, fyq := q(it.y)
	k := maskKey{glyphKey{it.style, it.idx, it.size}, fxq, fyq}
	maskMu.Lock()
	m, ok := maskCache[k]
	maskMu.Unlock()
	if !ok {
		m = rasterGlyph(k)
		maskMu.Lock()
		maskCache[k] = m
		maskMu.Unlock()
	}
	if m.mask == nil {
		return
	}
	r := m.mask.Bounds().Sub(m.mask.Bounds().Min).Add(image.Pt(ix, iy).Add(m.off))
	draw.DrawMask(dst, r, image.NewUniform(it.color), image.Point{}, m.mask, image.Point{}, draw.Over)
}

func rasterGlyph(k maskKey) glyphMask {
	segs := glyphSegments(k.style, k.idx, k.size)
	if len(segs) == 0 {
		return glyphMask{}
	}
	dx := float32(k.fx) / 4
	dy := float32(k.fy) / 4
	var b Rect
	first := true
	for _, sg := range segs {
		for _, a := range sg.Args[:argCount(sg.Op)] {
			x, y := px(a.X)+dx, px(a.Y)+dy
			if first {
				b, first = Rect{x, y, x, y}, false
			}
			b.X0, b.Y0, b.X1, b.Y1 = min(b.X0, x), min(b.Y0, y), max(b.X1, x), max(b.Y1, y)
		}
	}
	r := image.Rect(int(math.Floor(float64(b.X0))), int(math.Floor(float64(b.Y0))), int(math.Ceil(float64(b.X1))), int(math.Ceil(float64(b.Y1))))
	if r.Empty() {
		return glyphMask{}
	}
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	ox, oy := float32(r.Min.X)-dx, float32(r.Min.Y)-dy
	for _, sg := range segs {
		a := sg.Args
		switch sg.Op {
		case sfnt.SegmentOpMoveTo:
			z.MoveTo(px(a[0].X)-ox, px(a[0].Y)-oy)
		case sfnt.SegmentOpLineTo:
			z.LineTo(px(a[0].X)-ox, px(a[0].Y)-oy)
		case sfnt.SegmentOpQuadTo:
			z.QuadTo(px(a[0].X)-ox, px(a[0].Y)-oy, px(a[1].X)-ox, px(a[1].Y)-oy)
		case sfnt.SegmentOpCubeTo:
			z.CubeTo(px(a[0].X)-ox, px(a[0].Y)-oy, px(a[1].X)-ox, px(a[1].Y)-oy, px(a[2].X)-ox, px(a[2].Y)-oy)
		}
	}
	mask := image.NewAlpha(image.Rect(0, 0, r.Dx(), r.Dy()))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return glyphMask{mask: mask, off: r.Min}
}

func argCount(op sfnt.SegmentOp) int {
	switch op {
	case sfnt.SegmentOpQuadTo:
		return 2
	case sfnt.SegmentOpCubeTo:
		return 3
	}
	return 1
}
