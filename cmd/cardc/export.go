package main

import (
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"cardc/ast"
	"cardc/dsl"
	"cardc/interp"
	"cardc/render"
	"cardc/stdlib"
)

func newExport() *cobra.Command {
	var format, setCode, setName, released, images, outDir string
	cmd := &cobra.Command{
		Use:   "export --format json|cockatrice|html [paths...]",
		Short: "Export the compiled pool as JSON or as a Cockatrice card database",
		Long: `Export checks and compiles the cards (default: ./cards, or the bundled pool) and
prints them for other tools: --format json is cardc's documented JSON
(docs/export.md), --format cockatrice a Cockatrice cards.xml (version 4) holding
one custom set, to playtest the pool in Cockatrice (with --images DIR, a
picture of every card face beside it, in DIR/SET/NAME.png), --format html -o DIR
a gallery of the pool's pictures to open in a browser. A card whose script doesn't
check, or whose stated text differs from its rendering, stops the export.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch format {
			case "json", "cockatrice":
			case "html":
				if outDir == "" {
					return usageErr("export --format html needs -o DIR")
				}
			case "":
				return usageErr("export needs --format json, cockatrice or html")
			default:
				return usageErr("unknown export format %q; want json, cockatrice or html", format)
			}
			if images != "" && format != "cockatrice" {
				return usageErr("--images goes with --format cockatrice")
			}
			if err := checkSetFlags(setCode, setName, released); err != nil {
				return err
			}
			srcs, err := loadCards(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			files, diags := parseAll(srcs)
			prog, cdiags := dsl.Check(files, stdlib.Universe())
			diags = append(diags, cdiags...)
			if len(diags) > 0 {
				diags.Sort()
				diags.Print(cmd.ErrOrStderr(), sourceMap(srcs))
				return findings
			}
			cards, err := exportCards(prog, prog.Cards)
			if err != nil {
				return err
			}
			sort.SliceStable(cards, func(i, j int) bool { return cards[i].Name < cards[j].Name })
			out := cmd.OutOrStdout()
			switch format {
			case "json":
				return writeJSON(out, cards)
			case "html":
				return writeGallery(outDir, cards, setCode, cmd.ErrOrStderr())
			}
			if images != "" {
				if err := writeCockatriceImages(images, cards, setCode, cmd.ErrOrStderr()); err != nil {
					return err
				}
			}
			return writeCockatrice(out, cards, cockatriceSet{Name: setCode, LongName: setName, SetType: "Custom", ReleaseDate: released})
		},
	}
	cmd.Flags().StringVar(&format, "format", "", "output format: json or cockatrice")
	cmd.Flags().StringVar(&setCode, "set", "CARDC", "cockatrice: the set's code")
	cmd.Flags().StringVar(&setName, "set-name", "cardc pool", "cockatrice: the set's long name")
	cmd.Flags().StringVar(&images, "images", "", "cockatrice: also draw one picture per card face into DIR/SET/NAME.png")
	cmd.Flags().StringVarP(&outDir, "output", "o", "", "html: the directory to write the gallery to")
	cmd.Flags().StringVar(&released, "release-date", "", "cockatrice: the set's release date (YYYY-MM-DD); left out when empty")
	return cmd
}

// checkSetFlags refuses a Cockatrice set Cockatrice can't load: a set
// needs a code and a name, and a release date is a real YYYY-MM-DD date.
func checkSetFlags(code, name, released string) error {
	if strings.TrimSpace(code) == "" {
		return usageErr("export --set: the set's code can't be empty")
	}
	if strings.TrimSpace(name) == "" {
		return usageErr("export --set-name: the set's name can't be empty")
	}
	if released != "" {
		if _, err := time.Parse("2006-01-02", released); err != nil {
			return usageErr("export --release-date %q: want a date written YYYY-MM-DD, such as 2026-12-01", released)
		}
	}
	return nil
}

// exportCard is one card of the JSON export; docs/export.md documents it.
// Field order is the order of the struct.
type exportCard struct {
	Name          string       `json:"name"`
	Layout        string       `json:"layout"`
	ManaCost      string       `json:"mana_cost"`
	ManaValue     int          `json:"mana_value"`
	Colors        []string     `json:"colors"`
	ColorIdentity []string     `json:"color_identity"`
	Faces         []exportFace `json:"faces"`
	// Tokens are the tokens the card's `token` definitions describe.
	Tokens []exportToken `json:"tokens,omitempty"`
}

// exportFace is one face of an exported card.
type exportFace struct {
	Name           string   `json:"name"`
	ManaCost       string   `json:"mana_cost"`
	ManaValue      int      `json:"mana_value"`
	Colors         []string `json:"colors"`
	ColorIndicator []string `json:"color_indicator"`
	TypeLine       string   `json:"type_line"`
	Supertypes     []string `json:"supertypes"`
	Types          []string `json:"types"`
	Subtypes       []string `json:"subtypes"`
	Text           string   `json:"text"`
	Power          *string  `json:"power"`
	Toughness      *string  `json:"toughness"`
	Loyalty        *string  `json:"loyalty"`
	Defense        *string  `json:"defense,omitempty"`
}

// exportCards builds the export records of checked cards: characteristics
// from the compiled pool, rules text from the renderer.
func exportCards(prog *dsl.Program, cards []*dsl.CheckedCard) ([]exportCard, error) {
	sub := &dsl.Program{Cards: cards, Info: prog.Info}
	pool, err := interp.Compile(sub, stdlib.Builtins())
	if err != nil {
		return nil, err
	}
	out := []exportCard{}
	for _, cc := range cards {
		def := pool.Cards[cc.Name]
		ct, err := stdlib.RenderCard(cc.Card, prog.Info)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", cc.Name, err)
		}
		compiled := def.Faces()
		ec := exportCard{Name: cc.Name, Layout: layoutNames[def.Layout], ColorIdentity: []string{}}
		var identity interp.Colors
		var names []string
		for i, ft := range ct.Faces {
			cf := compiled[i]
			colors := cf.PrintedColors()
			mv := cf.ManaCost.Value(0)
			if cf == def.Back {
				mv = def.Front.ManaCost.Value(0) // CR 712.8e: a back face has the front's mana value
			}
			ef := exportFace{
				Name:           ft.Name,
				ManaCost:       ft.ManaCost,
				ManaValue:      mv,
				Colors:         colorLetters(colors),
				ColorIndicator: colorLetters(cf.ColorIndicator),
				TypeLine:       ft.TypeLine(),
				Supertypes:     nonNil(ft.Supertypes),
				Types:          nonNil(ft.Types),
				Subtypes:       nonNil(ft.Subtypes),
				Text:           strings.Join(ft.Text, "\n"),
			}
			if !cf.HasIndicator {
				ef.ColorIndicator = nil
			}
			if ft.HasPT() {
				p, t := ft.Power, ft.Toughness
				ef.Power, ef.Toughness = &p, &t
			}
			if ft.Loyalty != "" {
				l := ft.Loyalty
				ef.Loyalty = &l
			}
			if ft.Defense != "" {
				d := ft.Defense
				ef.Defense = &d
			}
			// CR 903.4: the mana symbols count, a devoid card's too.
			identity |= cf.ManaCost.Colors() | cf.ColorIndicator | textColors(ft)
			names = append(names, ft.Name)
			ec.Faces = append(ec.Faces, ef)
		}
		if len(ec.Faces) > 1 {
			ec.Name = strings.Join(names, " // ")
		}
		ec.ManaCost = ec.Faces[0].ManaCost
		ec.ManaValue = ec.Faces[0].ManaValue
		ec.Colors = ec.Faces[0].Colors
		if def.Layout == interp.LayoutSplit {
			// CR 709.4: outside the stack a split card has both halves'
			// mana costs, mana value and colors combined.
			ec.ManaCost = ec.Faces[0].ManaCost + " // " + ec.Faces[1].ManaCost
			ec.ManaValue += ec.Faces[1].ManaValue
			ec.Colors = colorLetters(compiled[0].PrintedColors() | compiled[1].PrintedColors())
		}
		ec.ColorIdentity = colorLetters(identity)
		if ec.Tokens, err = cardTokens(cc, prog.Info); err != nil {
			return nil, fmt.Errorf("%s: %v", cc.Name, err)
		}
		out = append(out, ec)
	}
	return out, nil
}

// layoutNames are the export's names of the layouts (docs/export.md).
var layoutNames = map[interp.Layout]string{
	interp.LayoutNormal: "normal", interp.LayoutTransform: "transform", interp.LayoutSplit: "split",
	interp.LayoutAdventure: "adventure", interp.LayoutPrepare: "prepare", interp.LayoutModal: "modal_dfc",
}

func nonNil(l []string) []string {
	if l == nil {
		return []string{}
	}
	return l
}

var colorOrder = []struct {
	c      interp.Colors
	letter string
}{{interp.White, "W"}, {interp.Blue, "U"}, {interp.Black, "B"}, {interp.Red, "R"}, {interp.Green, "G"}}

// colorLetters lists colors as letters in WUBRG order.
func colorLetters(c interp.Colors) []string {
	out := []string{}
	for _, o := range colorOrder {
		if c&o.c != 0 {
			out = append(out, o.letter)
		}
	}
	return out
}

var (
	symbolRE   = regexp.MustCompile(`\{([^{}]+)\}`)
	reminderRE = regexp.MustCompile(`\([^()]*\)`)
)

// textColors are the colors of the mana symbols in a face's rules text,
// reminder text left out, and of its basic land types' intrinsic mana
// abilities (CR 903.4, 305.6).
func textColors(f *render.FaceText) interp.Colors {
	var c interp.Colors
	add := func(sym string) { c |= interp.SymbolColors(ast.ReadMana(sym)) }
	for _, p := range f.Text {
		for _, m := range symbolRE.FindAllStringSubmatch(reminderRE.ReplaceAllString(p, ""), -1) {
			add(m[1])
		}
	}
	for _, s := range f.Subtypes {
		add(stdlib.BasicLandMana[s])
	}
	return c
}

// The Cockatrice card database, version 4 (cards.xml).
type cockatriceDB struct {
	XMLName xml.Name         `xml:"cockatrice_carddatabase"`
	Version string           `xml:"version,attr"`
	Sets    []cockatriceSet  `xml:"sets>set"`
	Cards   []cockatriceCard `xml:"cards>card"`
}

type cockatriceSet struct {
	Name        string `xml:"name"`
	LongName    string `xml:"longname"`
	SetType     string `xml:"settype"`
	ReleaseDate string `xml:"releasedate,omitempty"`
}

type cockatriceCard struct {
	Name     string              `xml:"name"`
	Text     string              `xml:"text"`
	Prop     cockatriceProp      `xml:"prop"`
	Set      cockatriceSetRef    `xml:"set"`
	Related  []cockatriceRelated `xml:"related"`
	Token    int                 `xml:"token,omitempty"`
	TableRow int                 `xml:"tablerow"`
}

type cockatriceProp struct {
	Layout        string `xml:"layout"`
	Side          string `xml:"side"`
	Type          string `xml:"type"`
	MainType      string `xml:"maintype"`
	ManaCost      string `xml:"manacost"`
	CMC           int    `xml:"cmc"`
	Colors        string `xml:"colors"`
	ColorIdentity string `xml:"coloridentity"`
	PT            string `xml:"pt,omitempty"`
	Loyalty       string `xml:"loyalty,omitempty"`
	// Defense is a battle's defense (CR 310.4): the importer of
	// Cockatrice's own database has no name for it, and a custom set's
	// properties are free-form, so it is written under MTGJSON's name.
	Defense string `xml:"defense,omitempty"`
}

type cockatriceSetRef struct {
	Num  string `xml:"num,attr"`
	Code string `xml:",chardata"`
}

type cockatriceRelated struct {
	Attach string `xml:"attach,attr,omitempty"`
	Name   string `xml:",chardata"`
}

// writeCockatrice writes the cards as a Cockatrice card database with one
// custom set: a card element per face, the faces of a double-faced card
// related to each other as transform.
func writeCockatrice(w io.Writer, cards []exportCard, set cockatriceSet) error {
	db := cockatriceDB{Version: "4", Sets: []cockatriceSet{set}}
	for i, c := range cards {
		for fi, f := range c.Faces {
			side := "front"
			if fi > 0 {
				side = "back"
			}
			cc := cockatriceCard{
				Name: f.Name,
				Text: f.Text,
				Prop: cockatriceProp{
					Layout:        c.Layout,
					Side:          side,
					Type:          f.TypeLine,
					MainType:      mainType(f.Types),
					ManaCost:      cockatriceCost(f.ManaCost),
					CMC:           f.ManaValue,
					Colors:        strings.Join(f.Colors, ""),
					ColorIdentity: strings.Join(c.ColorIdentity, ""),
				},
				Set:      cockatriceSetRef{Num: collectorNumber(i, fi, len(c.Faces)), Code: set.Name},
				TableRow: tableRow(f.Types),
			}
			if c.Layout == "transform" || c.Layout == "modal_dfc" {
				// Cockatrice turns either kind of double-faced card over
				// by the same relation.
				for oi, o := range c.Faces {
					if oi != fi {
						cc.Related = append(cc.Related, cockatriceRelated{Attach: "transform", Name: o.Name})
					}
				}
			}
			if f.Power != nil {
				cc.Prop.PT = *f.Power + "/" + *f.Toughness
			}
			if f.Loyalty != nil {
				cc.Prop.Loyalty = *f.Loyalty
			}
			if f.Defense != nil {
				cc.Prop.Defense = *f.Defense
			}
			if fi == 0 {
				for _, t := range c.Tokens {
					cc.Related = append(cc.Related, cockatriceRelated{Name: t.Name})
				}
			}
			db.Cards = append(db.Cards, cc)
		}
	}
	db.Cards = append(db.Cards, cockatriceTokens(cards, set.Name)...)
	var b strings.Builder
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", "  ")
	if err := enc.Encode(db); err != nil {
		return err
	}
	b.WriteString("\n")
	// encoding/xml escapes newlines and quotes everywhere; element content
	// needs neither, and rules text reads better without. No attribute
	// holds text (only set numbers and "transform"), so this is safe.
	out := strings.NewReplacer("&#xA;", "\n", "&#39;", "'", "&#34;", `"`).Replace(b.String())
	_, err := io.WriteString(w, out)
	return err
}

// collectorNumber is a face's number in the exported set: the card's
// position, with a and b for the faces of a double-faced card.
func collectorNumber(card, face, faces int) string {
	n := strconv.Itoa(card + 1)
	if faces > 1 {
		n += string(rune('a' + face))
	}
	return n
}

// cockatriceCost writes a mana cost as Cockatrice does: one-character
// symbols without braces ("1U"), longer ones (hybrid) kept in braces.
func cockatriceCost(cost string) string {
	return symbolRE.ReplaceAllStringFunc(cost, func(s string) string {
		if len(s) == 3 {
			return s[1:2]
		}
		return s
	})
}

// mainType is the type Cockatrice sorts a card by.
func mainType(types []string) string {
	for _, t := range []string{"Planeswalker", "Creature", "Land", "Sorcery", "Instant", "Artifact", "Enchantment", "Battle"} {
		for _, x := range types {
			if x == t {
				return t
			}
		}
	}
	if len(types) > 0 {
		return types[0]
	}
	return ""
}

// tableRow is the row of Cockatrice's table a card goes to: 0 lands, 1
// other permanents, 2 creatures, 3 instants and sorceries.
func tableRow(types []string) int {
	switch mainType(types) {
	case "Land":
		return 0
	case "Creature":
		return 2
	case "Instant", "Sorcery":
		return 3
	}
	return 1
}
