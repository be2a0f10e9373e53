package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cardc/dsl"
	"cardc/picture"
	"cardc/stdlib"
)

// poolPictures is the bundled pool's cards as pictures, in name order.
func poolPictures(t testing.TB) []picture.Card {
	t.Helper()
	srcs, err := loadCards([]string{"../../cards"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	files, diags := parseAll(srcs)
	prog, cdiags := dsl.Check(files, stdlib.Universe())
	if len(diags)+len(cdiags) > 0 {
		t.Fatalf("pool: %v %v", diags, cdiags)
	}
	cards, err := exportCards(prog, prog.Cards)
	if err != nil {
		t.Fatal(err)
	}
	var out []picture.Card
	for _, c := range cards {
		out = append(out, pictureCard(c, "CARDC", "1"))
	}
	return out
}

// TestPicturesFit lays out every card of the pool (the corpus cards it
// scripts included): no text shrinks below the minimum, and every line,
// symbol row and box lies inside the box it belongs to.
func TestPicturesFit(t *testing.T) {
	cards := poolPictures(t)
	if len(cards) < 40 {
		t.Fatalf("%d cards", len(cards))
	}
	for _, c := range cards {
		s := picture.Layout(c)
		for _, w := range s.Warnings {
			t.Error(w)
		}
		var name, cost []picture.Rect
		for _, b := range s.Boxes {
			if !b.Within.Contains(b.Rect) {
				t.Errorf("%s: %s %v outside %v", c.Faces[0].Name, b.What, b.Rect, b.Within)
			}
			switch b.What {
			case "name":
				name = append(name, b.Rect)
			case "mana cost":
				cost = append(cost, b.Rect)
			}
		}
		for _, n := range name {
			for _, m := range cost {
				if n.Overlaps(m) {
					t.Errorf("%s: the name overlaps the mana cost", c.Faces[0].Name)
				}
			}
		}
		if len(name) != len(c.Faces) {
			t.Errorf("%s: %d names drawn for %d faces", c.Faces[0].Name, len(name), len(c.Faces))
		}
	}
}

// TestPictureOverflowWarns gives a card more text than fits: the layout
// warns, naming the card.
func TestPictureOverflowWarns(t *testing.T) {
	long := strings.Repeat("Draw a card, then discard a card. ", 60)
	s := picture.Layout(picture.Card{Faces: []picture.Face{{Name: "Wordy Sphinx", TypeLine: "Creature — Sphinx", Text: []string{long}}}})
	if len(s.Warnings) != 1 || !strings.Contains(s.Warnings[0], "Wordy Sphinx") {
		t.Errorf("warnings: %q", s.Warnings)
	}
}

// TestImageCommand draws a card by name as PNG and SVG.
func TestImageCommand(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{".png", ".svg"} {
		out := filepath.Join(dir, "bolt"+ext)
		code, _, errOut := cardc(t, "image", "Lightning Bolt", "-o", out, "--set", "CARDC", "--number", "22")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errOut)
		}
		b, err := os.ReadFile(out)
		if err != nil || len(b) < 1000 {
			t.Fatalf("%s: %d bytes, %v", out, len(b), err)
		}
	}
	if code, _, _ := cardc(t, "image", "Lightning Bolt", "-o", filepath.Join(dir, "x.jpg")); code != 2 {
		t.Errorf("a .jpg output: exit %d, want 2", code)
	}
}

// TestExportImages writes Cockatrice's pictures (one per face, named by
// the face, in a folder named by the set) and the HTML gallery.
func TestExportImages(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := cardc(t, "export", "--format", "cockatrice", "--set", "TST", "--images", dir, "../../cards")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, name := range []string{"Curious Homunculus", "Voracious Reader", "Kurbis, Harvest Celebrant"} {
		if _, err := os.Stat(filepath.Join(dir, "TST", name+".png")); err != nil {
			t.Error(err)
		}
		if !strings.Contains(out, "<name>"+name+"</name>") {
			t.Errorf("no card %q in the XML", name)
		}
	}
	faces := strings.Count(out, "<card>")
	pics, _ := filepath.Glob(filepath.Join(dir, "TST", "*.png"))
	if len(pics) != faces {
		t.Errorf("%d pictures for %d cards", len(pics), faces)
	}
	gal := t.TempDir()
	if code, _, errOut := cardc(t, "export", "--format", "html", "-o", gal, "../../cards"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	page, err := os.ReadFile(filepath.Join(gal, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	svgs, _ := filepath.Glob(filepath.Join(gal, "cards", "*.svg"))
	if n := strings.Count(string(page), "<figure class=\"card\""); n != len(svgs) || n < 40 {
		t.Errorf("%d figures, %d pictures", n, len(svgs))
	}
	for _, s := range svgs {
		if !bytes.Contains(page, []byte(`src="cards/`+filepath.Base(s)+`"`)) {
			t.Errorf("the page doesn't show %s", filepath.Base(s))
		}
	}
}

func benchPictures(b *testing.B, ext string) {
	cards := poolPictures(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cards {
			var buf bytes.Buffer
			if err := writeScene(&buf, picture.Layout(c), ext); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(cards)*b.N)/b.Elapsed().Seconds(), "cards/s")
}

// BenchmarkPicturesSVG draws the whole pool as SVG.
func BenchmarkPicturesSVG(b *testing.B) { benchPictures(b, ".svg") }

// BenchmarkPicturesPNG draws the whole pool as PNG.
func BenchmarkPicturesPNG(b *testing.B) { benchPictures(b, ".png") }

// TestBattlePicture draws a battle from a card file: the export carries
// its defense (CR 310.4a) and the picture shows it in the corner box.
func TestBattlePicture(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "siege.card")
	src := "card \"Siege of the Test Keep\" {\n  cost {2}{R}\n  type Battle — Siege\n  defense 5\n}\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cardc(t, "export", "--format", "json", file)
	if code != 0 || !strings.Contains(out, `"defense": "5"`) {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	srcs, err := loadCards([]string{file}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := parseAll(srcs)
	prog, diags := dsl.Check(files, stdlib.Universe())
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	cards, err := exportCards(prog, prog.Cards)
	if err != nil {
		t.Fatal(err)
	}
	pc := pictureCard(cards[0], "", "")
	if pc.Faces[0].Defense != "5" {
		t.Fatalf("defense %q", pc.Faces[0].Defense)
	}
	s := picture.Layout(pc)
	corner := 0
	for _, b := range s.Boxes {
		if b.What == "corner box" {
			corner++
		}
	}
	if corner != 1 || len(s.Warnings) > 0 {
		t.Errorf("%d corner boxes, warnings %q", corner, s.Warnings)
	}
	if code, _, errOut := cardc(t, "image", file, "-o", filepath.Join(dir, "siege.png")); code != 0 {
		t.Errorf("image: exit %d: %s", code, errOut)
	}
}

// TestFusePicture: a split card with fuse has the fuse paragraph once, on
// the bar across both halves (CR 702.102a), not in each half's text; a
// split card without fuse keeps its text.
func TestFusePicture(t *testing.T) {
	for _, c := range poolPictures(t) {
		if c.Layout != picture.LayoutSplit {
			continue
		}
		for _, f := range c.Faces {
			for _, p := range f.Text {
				if strings.HasPrefix(p, "Fuse") {
					t.Errorf("%s: the fuse paragraph is still in the half's text", f.Name)
				}
			}
		}
		if c.Faces[0].Name == "Armed" && !strings.HasPrefix(c.Fuse, "Fuse (") {
			t.Errorf("Armed // Dangerous: fuse %q", c.Fuse)
		}
	}
	halves := []picture.Face{{Text: []string{"Draw a card."}}, {Text: []string{"Discard a card."}}}
	if f := takeFuse(halves); f != "" || len(halves[0].Text) != 1 {
		t.Errorf("no fuse: %q, %q", f, halves[0].Text)
	}
}
