package picture

import (
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Style is one of the embedded fonts.
type Style int

// The styles: rules text, reminder text, names and boxes.
const (
	Regular Style = iota
	Italic
	Bold
	numStyles
)

var (
	fontsOnce sync.Once
	fonts     [numStyles]*sfnt.Font
)

func loadFonts() {
	fontsOnce.Do(func() {
		for i, ttf := range [][]byte{goregular.TTF, goitalic.TTF, gobold.TTF} {
			f, err := sfnt.Parse(ttf)
			if err != nil {
				panic("picture: embedded font: " + err.Error())
			}
			fonts[i] = f
		}
	})
}

// fontSet measures text in the embedded fonts. It is not safe for
// concurrent use (sfnt.Buffer is scratch space); each layout makes its own.
type fontSet struct {
	buf sfnt.Buffer
	// advances caches glyph indices and advances by style, rune and size.
	advances map[advKey]glyphAdv
}

type advKey struct {
	style Style
	r     rune
	size  fixed.Int26_6
}

type glyphAdv struct {
	idx sfnt.GlyphIndex
	adv fixed.Int26_6
}

func newFontSet() *fontSet {
	loadFonts()
	return &fontSet{advances: map[advKey]glyphAdv{}}
}

// glyph gives a rune's glyph and advance at a size.
func (fs *fontSet) glyph(st Style, r rune, size fixed.Int26_6) glyphAdv {
	k := advKey{st, r, size}
	if g, ok := fs.advances[k]; ok {
		return g
	}
	f := fonts[st]
	idx, err := f.GlyphIndex(&fs.buf, r)
	if err != nil {
		idx = 0
	}
	adv, err := f.GlyphAdvance(&fs.buf, idx, size, font.HintingNone)
	if err != nil {
		adv = 0
	}
	g := glyphAdv{idx, adv}
	fs.advances[k] = g
	return g
}

// width is the advance width of s.
func (fs *fontSet) width(st Style, s string, size fixed.Int26_6) fixed.Int26_6 {
	var w fixed.Int26_6
	for _, r := range s {
		w += fs.glyph(st, r, size).adv
	}
	return w
}

// ascent and descent of the Go fonts as a fraction of the size (their
// metrics: ascent 0.9052, descent 0.2119 of the em), rounded up.
func ascent(size fixed.Int26_6) fixed.Int26_6  { return size * 91 / 100 }
func descent(size fixed.Int26_6) fixed.Int26_6 { return size * 22 / 100 }

// glyphSegments loads a glyph's outline at a size; y grows downwards from
// the baseline.
func glyphSegments(st Style, idx sfnt.GlyphIndex, size fixed.Int26_6) sfnt.Segments {
	loadFonts()
	var buf sfnt.Buffer
	segs, err := fonts[st].LoadGlyph(&buf, idx, size, nil)
	if err != nil {
		return nil
	}
	// LoadGlyph's result aliases buf; keep a copy.
	return append(sfnt.Segments(nil), segs...)
}
