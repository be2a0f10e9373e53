package picture

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"flag"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden pictures")

// goldenCards are cards of different kinds (creature, double-faced,
// modal, hybrid, colourless, land, basic land, X cost, multicolour, untap
// symbol, long reminder text, a copy ability, a planeswalker with loyalty
// badges, a split card with fuse, an Adventure, a prepare card, a battle
// with its defense and a modal double-faced card made up for the test), as the pool's export gave them when the goldens were made:
// a fixed input, so that the goldens change only when drawing does, not
// when the renderer's wording does.
func goldenCards(t testing.TB) []Card {
	t.Helper()
	b, err := os.ReadFile("testdata/cards.json")
	if err != nil {
		t.Fatal(err)
	}
	var cards []Card
	if err := json.Unmarshal(b, &cards); err != nil {
		t.Fatal(err)
	}
	return cards
}

func fileName(c Card) string {
	return strings.NewReplacer(" ", "-", ",", "").Replace(strings.ToLower(c.Faces[0].Name))
}

// TestGolden compares the SVG and PNG of each golden card with
// testdata/NAME.svg and .png (rewrite them with -update, after looking at
// them), and checks two drawings are byte-identical.
func TestGolden(t *testing.T) {
	for _, c := range goldenCards(t) {
		for _, ext := range []string{".svg", ".png"} {
			a, b := drawCard(t, c, ext), drawCard(t, c, ext)
			if !bytes.Equal(a, b) {
				t.Errorf("%s%s: two drawings differ", fileName(c), ext)
			}
			path := filepath.Join("testdata", fileName(c)+ext)
			if *update {
				if err := os.WriteFile(path, a, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./picture -update to create it)", err)
			}
			if !bytes.Equal(want, a) {
				t.Errorf("%s differs: sha256 %x, want %x (look at both; rewrite with -update)", path, sha256.Sum256(a), sha256.Sum256(want))
			}
		}
	}
}

func drawCard(t testing.TB, c Card, ext string) []byte {
	var b bytes.Buffer
	s := Layout(c)
	var err error
	if ext == ".svg" {
		err = s.WriteSVG(&b)
	} else {
		err = s.WritePNG(&b)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGoldenFit checks the golden cards' layout boxes.
func TestGoldenFit(t *testing.T) {
	for _, c := range goldenCards(t) {
		s := Layout(c)
		if len(s.Warnings) > 0 {
			t.Errorf("%s: %q", c.Faces[0].Name, s.Warnings)
		}
		for _, b := range s.Boxes {
			if !b.Within.Contains(b.Rect) {
				t.Errorf("%s: %s %v outside %v", c.Faces[0].Name, b.What, b.Rect, b.Within)
			}
		}
		want := len(c.Faces)*CardW + (len(c.Faces)-1)*faceGap
		if c.Layout == LayoutSplit || c.Layout == LayoutAdventure || c.Layout == LayoutPrepare {
			want = CardW // one card
		}
		if s.W != want || s.H != CardH {
			t.Errorf("%s: %d×%d", c.Faces[0].Name, s.W, s.H)
		}
		if s.Turned() != (c.Layout == LayoutSplit) {
			t.Errorf("%s: turned %v", c.Faces[0].Name, s.Turned())
		}
		if names := countBoxes(s, "name"); names != len(c.Faces) {
			t.Errorf("%s: %d names for %d faces", c.Faces[0].Name, names, len(c.Faces))
		}
		if hints := countBoxes(s, "face hint"); (hints > 0) != (c.Layout == LayoutModalDFC) {
			t.Errorf("%s: %d face hints", c.Faces[0].Name, hints)
		}
		if c.Fuse != "" && countBoxes(s, "fuse bar") != 1 {
			t.Errorf("%s: no fuse bar", c.Faces[0].Name)
		}
	}
}

func countBoxes(s *Scene, what string) int {
	n := 0
	for _, b := range s.Boxes {
		if b.What == what {
			n++
		}
	}
	return n
}

// TestTurnedPNG checks a split card's picture is its sideways drawing
// turned a quarter anticlockwise: the drawing's top left corner is the
// picture's bottom left.
func TestTurnedPNG(t *testing.T) {
	var split Card
	for _, c := range goldenCards(t) {
		if c.Layout == LayoutSplit {
			split = c
		}
	}
	s := Layout(split)
	img := s.Image()
	side := image.NewRGBA(image.Rect(0, 0, s.H, s.W))
	s.drawInto(side)
	for _, p := range []image.Point{{0, 0}, {30, 40}, {600, 100}, {679, 487}} {
		if a, b := side.RGBAAt(p.X, p.Y), img.RGBAAt(p.Y, s.H-1-p.X); a != b {
			t.Errorf("%v: %v on its side, %v turned", p, a, b)
		}
	}
}

// TestSplitPara reads badges, bullets, symbols and reminder text.
func TestSplitPara(t *testing.T) {
	p := splitPara("−2: Add {G/P}. (Reminder {T}.) Then")
	if p.badge != "−2" || len(p.words) != 5 {
		t.Fatalf("%+v", p)
	}
	if w := p.words[1].pieces; len(w) != 2 || !w[0].sym || w[0].s != "G/P" || w[1].s != "." {
		t.Errorf("symbol word: %+v", w)
	}
	if w := p.words[2].pieces; w[0].style != Italic {
		t.Errorf("reminder: %+v", w)
	}
	if w := p.words[4].pieces; w[0].style != Regular {
		t.Errorf("after the reminder: %+v", w)
	}
	if q := splitPara("• Target creature gets +1/+1."); !q.bullet {
		t.Errorf("bullet: %+v", q)
	}
}

func BenchmarkLayout(b *testing.B) {
	cards := goldenCards(b)
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range cards {
			Layout(c)
		}
	}
}

// TestModalFaceAlone draws one face of a modal double-faced card alone,
// as the Cockatrice export does: it still has the hint of its other face.
func TestModalFaceAlone(t *testing.T) {
	for _, c := range goldenCards(t) {
		if c.Layout != LayoutModalDFC {
			continue
		}
		for i := range c.Faces {
			one := Card{Faces: c.Faces[i : i+1], Layout: c.Layout, Other: &c.Faces[1-i], Back: i == 1}
			s := Layout(one)
			if countBoxes(s, "face hint") == 0 || s.W != CardW {
				t.Errorf("%s alone: no hint, or %d wide", c.Faces[i].Name, s.W)
			}
			for _, b := range s.Boxes {
				if !b.Within.Contains(b.Rect) {
					t.Errorf("%s alone: %s %v outside %v", c.Faces[i].Name, b.What, b.Rect, b.Within)
				}
			}
		}
	}
}
