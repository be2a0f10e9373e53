package main

import (
	"bytes"
	"fmt"
	"html/template"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"cardc/picture"
)

// writeCockatriceImages draws one picture per card face, where Cockatrice
// looks for a custom set's pictures: DIR/SET/NAME.png, NAME the face's
// name as its <card> element gives it. The footer carries the set code and
// the face's number in the set. A face printed on the same side as the
// other (a split card's half, an Adventure) shows the whole card.
func writeCockatriceImages(dir string, cards []exportCard, set string, warn io.Writer) error {
	sub := filepath.Join(dir, set)
	if err := os.MkdirAll(sub, 0o755); err != nil {
		return err
	}
	for i, c := range cards {
		pc := pictureCard(c, set, "")
		for fi, f := range pc.Faces {
			one := picture.Card{Faces: []picture.Face{f}, Set: set, Number: collectorNumber(i, fi, len(pc.Faces))}
			switch {
			case oneCard(pc.Layout):
				// Both faces are printed on one side: each shows the card.
				one = pc
				one.Number = collectorNumber(i, fi, len(pc.Faces))
			case pc.Layout == picture.LayoutModalDFC && len(pc.Faces) == 2:
				// Each side names the other (CR 712).
				one.Layout, one.Other, one.Back = pc.Layout, &pc.Faces[1-fi], fi == 1
			}
			if err := writePicture(filepath.Join(sub, pictureFileName(f.Name)+".png"), one, warn); err != nil {
				return err
			}
		}
	}
	for i, t := range distinctTokens(cards) {
		one := picture.Card{Faces: []picture.Face{tokenPicture(t)}, Set: set, Number: tokenNumber(i)}
		if err := writePicture(filepath.Join(sub, pictureFileName(t.Name)+".png"), one, warn); err != nil {
			return err
		}
	}
	return nil
}

// oneCard says a layout prints its faces on one side of the card: a split
// card (CR 709.1), an adventurer card (CR 715.1) or a prepare card.
func oneCard(layout string) bool {
	return layout == picture.LayoutSplit || layout == picture.LayoutAdventure || layout == picture.LayoutPrepare
}

// writePicture lays a card out and writes it as PNG or SVG, by the path's
// extension, printing the layout's warnings.
func writePicture(path string, c picture.Card, warn io.Writer) error {
	s := picture.Layout(c)
	for _, w := range s.Warnings {
		fmt.Fprintf(warn, "warning: %s\n", w)
	}
	var b bytes.Buffer
	if err := writeScene(&b, s, filepath.Ext(path)); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}

// pictureFileName is a card name made safe as a file name on every
// system: the characters Windows forbids are left out.
func pictureFileName(name string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`<>:"/\|?*`, r) {
			return -1
		}
		return r
	}, name)
}

// galleryCard is one card of the HTML gallery.
type galleryCard struct {
	Name, File, TypeLine, Text, Search string
	Colors, Types                      string
	ManaValue                          int
}

// writeGallery writes DIR/index.html, a page that shows every card's
// picture (SVG files in DIR/cards) with its text, searchable by name and
// text and filtered by colour, type and mana value. It needs no server:
// the page holds its script and styles and refers to the pictures by
// relative paths.
func writeGallery(dir string, cards []exportCard, set string, warn io.Writer) error {
	if err := os.MkdirAll(filepath.Join(dir, "cards"), 0o755); err != nil {
		return err
	}
	var gcs []galleryCard
	types := map[string]bool{}
	var typeList []string
	for i, c := range cards {
		file := fmt.Sprintf("cards/%03d-%s.svg", i+1, slug(c.Name))
		if err := writePicture(filepath.Join(dir, filepath.FromSlash(file)), pictureCard(c, set, strconv.Itoa(i+1)), warn); err != nil {
			return err
		}
		gc := galleryCard{Name: c.Name, File: file, ManaValue: c.ManaValue}
		var tl, tx, ts []string
		colors := map[string]bool{}
		for _, f := range c.Faces {
			tl = append(tl, f.TypeLine)
			tx = append(tx, f.Text)
			for _, t := range f.Types {
				ts = append(ts, t)
				if !types[t] {
					types[t] = true
					typeList = append(typeList, t)
				}
			}
			for _, col := range f.Colors {
				colors[col] = true
			}
		}
		for _, o := range colorOrder {
			if colors[o.letter] {
				gc.Colors += o.letter
			}
		}
		if gc.Colors == "" {
			gc.Colors = "C"
		}
		gc.TypeLine = strings.Join(tl, " // ")
		gc.Text = strings.Join(tx, "\n//\n")
		gc.Types = strings.Join(ts, " ")
		gc.Search = strings.ToLower(c.Name + "\n" + gc.TypeLine + "\n" + gc.Text)
		gcs = append(gcs, gc)
	}
	sort.Strings(typeList)
	var b bytes.Buffer
	err := galleryTemplate.Execute(&b, map[string]any{"Cards": gcs, "Types": typeList, "Set": set,
		"Colors": []string{"W", "U", "B", "R", "G", "C"}, "Values": []string{"0", "1", "2", "3", "4", "5", "6", "7+"}})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.html"), b.Bytes(), 0o644)
}

// slug is a name in lower case letters and digits joined by hyphens.
func slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	return b.String()
}

var galleryTemplate = template.Must(template.New("gallery").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{.Set}} — card gallery</title>
<style>
body { font-family: sans-serif; margin: 0; background: #2a2a30; color: #eee; }
header { position: sticky; top: 0; background: #1c1b20; padding: 10px 16px; display: flex; flex-wrap: wrap; gap: 12px; align-items: center; z-index: 1; }
header input[type=search] { width: 22em; padding: 4px; }
main { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; }
figure { margin: 0; width: 244px; }
figure img { width: 100%; display: block; }
figure.dfc { width: 504px; }
figcaption { font-size: 12px; white-space: pre-wrap; color: #ccc; }
figcaption b { color: #fff; }
.hidden { display: none; }
</style>
</head>
<body>
<header>
<input type="search" id="search" placeholder="Search name and text">
<span id="colors">{{range .Colors}}<label><input type="checkbox" value="{{.}}"> {{.}}</label> {{end}}</span>
<select id="type"><option value="">any type</option>{{range .Types}}<option>{{.}}</option>{{end}}</select>
<select id="mv"><option value="">any mana value</option>{{range .Values}}<option>{{.}}</option>{{end}}</select>
<span id="count">{{len .Cards}} cards</span>
</header>
<main>
{{range .Cards}}<figure class="card" data-search="{{.Search}}" data-colors="{{.Colors}}" data-types="{{.Types}}" data-mv="{{.ManaValue}}">
<img src="{{.File}}" alt="{{.Name}}">
<figcaption><b>{{.Name}}</b>
{{.TypeLine}}
{{.Text}}</figcaption>
</figure>
{{end}}</main>
<script>
(function () {
  var cards = Array.prototype.slice.call(document.querySelectorAll("figure.card"));
  cards.forEach(function (c) {
    var img = c.querySelector("img");
    img.addEventListener("load", function () { if (img.naturalWidth > img.naturalHeight) c.classList.add("dfc"); });
  });
  var search = document.getElementById("search"), type = document.getElementById("type"), mv = document.getElementById("mv");
  var boxes = Array.prototype.slice.call(document.querySelectorAll("#colors input"));
  function update() {
    var q = search.value.toLowerCase().trim(), t = type.value, v = mv.value, shown = 0;
    var want = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
    cards.forEach(function (c) {
      var ok = c.dataset.search.indexOf(q) >= 0;
      if (ok && t) ok = (" " + c.dataset.types + " ").indexOf(" " + t + " ") >= 0;
      if (ok && v) ok = v === "7+" ? Number(c.dataset.mv) >= 7 : c.dataset.mv === v;
      if (ok && want.length) ok = want.some(function (w) { return c.dataset.colors.indexOf(w) >= 0; });
      c.classList.toggle("hidden", !ok);
      if (ok) shown++;
    });
    document.getElementById("count").textContent = shown + " of " + cards.length + " cards";
  }
  // A search given in the address (index.html#q=bolt) starts the page filtered.
  var m = /^#q=(.*)$/.exec(location.hash);
  if (m) search.value = decodeURIComponent(m[1]);
  window.addEventListener("load", function () {
    document.body.dataset.images = cards.filter(function (c) { var i = c.querySelector("img"); return i.complete && i.naturalWidth > 0; }).length;
  });
  [search, type, mv].concat(boxes).forEach(function (e) { e.addEventListener("input", update); e.addEventListener("change", update); });
  update();
})();
</script>
</body>
</html>
`))
