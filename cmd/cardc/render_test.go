package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files of render and export")

// compareGolden compares got with testdata/name, or rewrites it with -update.
func compareGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/cardc -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}

// TestRenderGolden renders the whole pool, by file and as JSON.
func TestRenderGolden(t *testing.T) {
	code, out, errOut := cardc(t, "render", "../../cards")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	compareGolden(t, "render.golden", out)
	code, out, errOut = cardc(t, "render", "--json", "../../cards/curious-homunculus.card", "../../cards/kurbis-harvest-celebrant.card")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	compareGolden(t, "render-json.golden", out)
}

// TestRenderByName finds cards of the bundled pool by name (either face,
// any case) and prints each line of their Oracle text.
func TestRenderByName(t *testing.T) {
	code, out, errOut := cardc(t, "render", "voracious reader", "Shock")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	want := `Curious Homunculus {1}{U}
Creature — Homunculus
{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.
At the beginning of your upkeep, if there are three or more instant and/or sorcery cards in your graveyard, transform this creature.
1/1
//
Voracious Reader
Color indicator: blue
Creature — Eldrazi Homunculus
Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)
Instant and sorcery spells you cast cost {1} less to cast.
3/4

Shock {R}
Instant
Shock deals 2 damage to any target.
`
	if out != want {
		t.Errorf("got:\n%s\nwant:\n%s", out, want)
	}
	code, _, errOut = cardc(t, "render", "Shok")
	if code != 2 || !strings.Contains(errOut, `did you mean "Shock"?`) {
		t.Errorf("unknown name: exit %d, %q", code, errOut)
	}
}

// TestRenderIgnoresStatedText renders a card whose stated text is out of
// date: render shows the script's text; check reports the difference.
func TestRenderIgnoresStatedText(t *testing.T) {
	p := writeFile(t, t.TempDir(), "zap.card", `card "Zap" {
  cost {R}
  type Instant
  text "Zap deals 1 damage to any target."
  target any-target as t
  effect deal-damage(self, t, 2)
}
`)
	code, out, _ := cardc(t, "render", p)
	if code != 0 || !strings.Contains(out, "Zap deals 2 damage to any target.\n") {
		t.Errorf("render: exit %d\n%s", code, out)
	}
	if code, _, _ := cardc(t, "check", p); code != 1 {
		t.Errorf("check: exit %d, want 1", code)
	}
}

// TestCheckTextMismatch changes one word of a pool card's stated text:
// check exits 1 with a diagnostic at that word, inside the string.
func TestCheckTextMismatch(t *testing.T) {
	src, err := os.ReadFile("../../cards/shock.card")
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(src), `"Shock deals 2 damage to any target."`, `"Shock deals 3 damage to any target."`, 1)
	if changed == string(src) {
		t.Fatal("shock.card doesn't state the text the test changes")
	}
	p := writeFile(t, t.TempDir(), "shock.card", changed)
	code, out, _ := cardc(t, "check", p)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s", code, out)
	}
	line, col := position(changed, "3 damage")
	want := p + ":" + line + ":" + col + `: error: rules text differs from the script's rendering: script says "deals 2 damage", text says "deals 3 damage"`
	if first, _, _ := strings.Cut(out, "\n"); first != want {
		t.Errorf("got  %s\nwant %s", first, want)
	}
	if !strings.Contains(out, "\n    "+strings.Repeat(" ", atoi(col)-1)+"^\n") {
		t.Errorf("caret not under the word:\n%s", out)
	}

	// An escape before the difference counts as the bytes it is written
	// with: the column is the source column.
	escaped := strings.Replace(string(src), `"Shock deals 2 damage to any target."`, `"\u0053hock deals 2 damage to any targets."`, 1)
	p = writeFile(t, t.TempDir(), "shock.card", escaped)
	code, out, _ = cardc(t, "check", p)
	line, col = position(escaped, "s.\"")
	want = p + ":" + line + ":" + col + `: error: rules text differs from the script's rendering: script says "any target.", text says "any targets."`
	if first, _, _ := strings.Cut(out, "\n"); code != 1 || first != want {
		t.Errorf("got  %s\nwant %s", first, want)
	}

	// A missing paragraph and an extra one.
	src, _ = os.ReadFile("../../cards/opt.card")
	p = writeFile(t, t.TempDir(), "opt.card", strings.Replace(string(src), `"Scry 1."`, `"Scry 1." "Shuffle."`, 1))
	code, out, _ = cardc(t, "check", "--json", p)
	if code != 1 || !strings.Contains(out, `rules text has a paragraph the script doesn't render: \"Shuffle.\"`) {
		t.Errorf("extra paragraph: exit %d\n%s", code, out)
	}
	p = writeFile(t, t.TempDir(), "opt.card", strings.Replace(string(src), `
    "Draw a card."`, "", 1))
	code, out, _ = cardc(t, "check", p)
	if code != 1 || !strings.Contains(out, `rules text is missing a paragraph the script renders: "Draw a card."`) {
		t.Errorf("missing paragraph: exit %d\n%s", code, out)
	}
}

// position returns the 1-based line and byte column of the first
// occurrence of s in src.
func position(src, s string) (string, string) {
	i := strings.Index(src, s)
	line := strings.Count(src[:i], "\n") + 1
	col := i - strings.LastIndex(src[:i], "\n")
	return itoa(line), itoa(col)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func atoi(s string) int {
	var n int
	_ = json.Unmarshal([]byte(s), &n)
	return n
}

// TestExportJSON exports the pool as JSON: golden, and well-formed with
// the documented fields in order.
func TestExportJSON(t *testing.T) {
	code, out, errOut := cardc(t, "export", "--format", "json", "../../cards")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	compareGolden(t, "export.json", out)
	var cards []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &cards); err != nil {
		t.Fatal(err)
	}
	if n := poolSize(t); len(cards) != n {
		t.Errorf("%d cards, want %d", len(cards), n)
	}
	var first bytes.Buffer
	_ = json.Compact(&first, []byte(out))
	for _, key := range []string{`"name"`, `"layout"`, `"mana_cost"`, `"mana_value"`, `"colors"`, `"color_identity"`, `"faces"`} {
		if !strings.Contains(first.String(), key+":") {
			t.Errorf("no field %s", key)
		}
	}
	var dfc struct {
		Name, Layout string
		Faces        []struct {
			Name           string
			ColorIndicator []string `json:"color_indicator"`
			Text           string
		}
	}
	for _, c := range cards {
		if string(c["name"]) == `"Curious Homunculus // Voracious Reader"` {
			b, _ := json.Marshal(c)
			_ = json.Unmarshal(b, &dfc)
		}
	}
	if dfc.Layout != "transform" || len(dfc.Faces) != 2 || dfc.Faces[1].ColorIndicator[0] != "U" ||
		dfc.Faces[1].Text != "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nInstant and sorcery spells you cast cost {1} less to cast." {
		t.Errorf("double-faced card: %+v", dfc)
	}
}

// TestExportCockatrice exports the pool as a Cockatrice card database: golden,
// and decoded as XML with the fields Cockatrice reads.
func TestExportCockatrice(t *testing.T) {
	code, out, errOut := cardc(t, "export", "--format", "cockatrice", "--release-date", "2025-01-01", "../../cards")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	compareGolden(t, "export.cockatrice.xml", out)
	var db struct {
		XMLName xml.Name `xml:"cockatrice_carddatabase"`
		Version string   `xml:"version,attr"`
		Sets    []struct {
			Name        string `xml:"name"`
			LongName    string `xml:"longname"`
			SetType     string `xml:"settype"`
			ReleaseDate string `xml:"releasedate"`
		} `xml:"sets>set"`
		Cards []struct {
			Name string `xml:"name"`
			Text string `xml:"text"`
			Prop struct {
				Layout        string `xml:"layout"`
				Side          string `xml:"side"`
				Type          string `xml:"type"`
				MainType      string `xml:"maintype"`
				ManaCost      string `xml:"manacost"`
				CMC           *int   `xml:"cmc"`
				Colors        string `xml:"colors"`
				ColorIdentity string `xml:"coloridentity"`
				PT            string `xml:"pt"`
				Loyalty       string `xml:"loyalty"`
			} `xml:"prop"`
			Set struct {
				Code string `xml:",chardata"`
				Num  string `xml:"num,attr"`
			} `xml:"set"`
			Related []struct {
				Attach string `xml:"attach,attr"`
				Name   string `xml:",chardata"`
			} `xml:"related"`
			Token    int  `xml:"token"`
			TableRow *int `xml:"tablerow"`
		} `xml:"cards>card"`
	}
	dec := xml.NewDecoder(strings.NewReader(out))
	dec.Strict = true
	if err := dec.Decode(&db); err != nil {
		t.Fatalf("not well-formed: %v", err)
	}
	if db.Version != "4" || len(db.Sets) != 1 || db.Sets[0].Name != "CARDC" || db.Sets[0].SetType != "Custom" || db.Sets[0].ReleaseDate != "2025-01-01" {
		t.Errorf("root or sets: version %q, sets %+v", db.Version, db.Sets)
	}
	faces := 0
	for _, c := range db.Cards {
		if c.Token == 0 {
			faces++
		}
	}
	if n, backs := poolSize(t), poolBackFaces(t); faces != n+backs {
		t.Errorf("%d card elements that aren't tokens, want %d (%d cards, %d with a back face)", faces, n+backs, n, backs)
	}
	byName := map[string]int{}
	for i, c := range db.Cards {
		byName[c.Name] = i
		p := c.Prop
		if c.Name == "" || p.Layout == "" || p.Side == "" || p.Type == "" || p.MainType == "" || p.CMC == nil || c.TableRow == nil || c.Set.Code != "CARDC" {
			t.Errorf("card %q lacks a field Cockatrice reads: %+v", c.Name, c)
		}
		if strings.Contains(p.Type, "Creature") && p.PT == "" {
			t.Errorf("creature %q has no pt", c.Name)
		}
	}
	reader := db.Cards[byName["Voracious Reader"]]
	homunculus := db.Cards[byName["Curious Homunculus"]]
	if reader.Prop.Side != "back" || reader.Prop.Layout != "transform" || reader.Prop.Colors != "U" ||
		len(homunculus.Related) != 1 || homunculus.Related[0].Attach != "transform" || homunculus.Related[0].Name != "Voracious Reader" {
		t.Errorf("transform faces: %+v\n%+v", homunculus, reader)
	}
	// Raise the Alarm names the token it creates, a token card of its own.
	alarm, soldier := db.Cards[byName["Raise the Alarm"]], db.Cards[byName["Soldier Token"]]
	if len(alarm.Related) != 1 || alarm.Related[0].Name != "Soldier Token" || alarm.Related[0].Attach != "" ||
		soldier.Token != 1 || soldier.Prop.Layout != "token" || soldier.Prop.Type != "Token Creature — Soldier" ||
		soldier.Prop.PT != "1/1" || soldier.Prop.Colors != "W" || !strings.HasPrefix(soldier.Set.Num, "T") {
		t.Errorf("tokens: %+v\n%+v", alarm, soldier)
	}
	kurbis := db.Cards[byName["Kurbis, Harvest Celebrant"]]
	if kurbis.Prop.ManaCost != "XGG" || *kurbis.Prop.CMC != 2 || kurbis.Prop.PT != "0/0" || kurbis.Prop.MainType != "Creature" ||
		!strings.HasPrefix(kurbis.Text, "Kurbis enters with a number of +1/+1 counters") {
		t.Errorf("Kurbis: %+v", kurbis)
	}
}

// TestExportUsage: a format is required, and a pool with errors isn't
// exported.
func TestExportUsage(t *testing.T) {
	if code, _, _ := cardc(t, "export", "../../cards"); code != 2 {
		t.Errorf("no format: exit %d, want 2", code)
	}
	if code, _, _ := cardc(t, "export", "--format", "yaml", "../../cards"); code != 2 {
		t.Errorf("unknown format: exit %d, want 2", code)
	}
	p := writeFile(t, t.TempDir(), "bears.card", badCard)
	if code, out, _ := cardc(t, "export", "--format", "json", p); code != 1 || out != "" {
		t.Errorf("bad card: exit %d, output %q", code, out)
	}
}

// TestExportCockatriceDefense writes a battle's defense (CR 310.4) as a
// property of its card, and none for a card that isn't a battle.
func TestExportCockatriceDefense(t *testing.T) {
	dir := t.TempDir()
	battle := "card \"Siege of the Test Keep\" {\n  cost {2}{R}\n  type Battle — Siege\n  defense 5\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "siege.card"), []byte(battle), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cardc(t, "export", "--format", "cockatrice", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "<defense>5</defense>") || strings.Contains(out, "<loyalty>") {
		t.Errorf("battle's properties:\n%s", out)
	}
	code, out, errOut = cardc(t, "export", "--format", "cockatrice", "../../cards/shock.card")
	if code != 0 || strings.Contains(out, "<defense>") {
		t.Errorf("exit %d, %s: a card that isn't a battle has a defense:\n%s", code, errOut, out)
	}
}
