package main

import (
	"strconv"
	"strings"

	"cardc/dsl"
	"cardc/interp"
	"cardc/picture"
	"cardc/render"
	"cardc/stdlib"
)

// exportToken is a token a card of the export creates, as its `token`
// definition describes it (CR 111.3): the characteristics the effect that
// creates it gives it. docs/export.md documents it.
type exportToken struct {
	Name      string   `json:"name"`
	TypeLine  string   `json:"type_line"`
	Colors    []string `json:"colors"`
	Text      string   `json:"text"`
	Power     *string  `json:"power"`
	Toughness *string  `json:"toughness"`
}

// cardTokens renders the token definitions of a checked card.
func cardTokens(cc *dsl.CheckedCard, info *dsl.Info) ([]exportToken, error) {
	fts, err := stdlib.Renderer().Tokens(cc.Card, info)
	if err != nil {
		return nil, err
	}
	var out []exportToken
	for _, ft := range fts {
		out = append(out, tokenRecord(ft))
	}
	return out, nil
}

func tokenRecord(ft *render.FaceText) exportToken {
	var colors interp.Colors
	for _, c := range ft.ColorIndicator {
		colors |= colorNamed[c]
	}
	name := ft.Name
	if ft.Face.Name == nil && len(ft.Subtypes) > 0 {
		// CR 111.4: a token the effect doesn't name is named for its
		// subtypes and the word Token.
		name = strings.Join(ft.Subtypes, " ") + " Token"
	}
	t := exportToken{Name: name, TypeLine: ft.TypeLine(), Colors: colorLetters(colors), Text: strings.Join(ft.Text, "\n")}
	if ft.HasPT() {
		p, tg := ft.Power, ft.Toughness
		t.Power, t.Toughness = &p, &tg
	}
	return t
}

// cockatriceTokens are the tokens the cards create, as Cockatrice token
// cards (<token>1</token>), each name once: a card names the tokens it
// creates in its <related> elements. Two definitions with one name are one
// token, the first card's.
func cockatriceTokens(cards []exportCard, setCode string) []cockatriceCard {
	var out []cockatriceCard
	for i, t := range distinctTokens(cards) {
		types := strings.Fields(strings.SplitN(t.TypeLine, " — ", 2)[0])
		tc := cockatriceCard{
			Name: t.Name,
			Text: t.Text,
			Prop: cockatriceProp{
				Layout: "token",
				Side:   "front",
				// Cockatrice's own tokens say so on the type line.
				Type:          "Token " + t.TypeLine,
				MainType:      mainType(types),
				Colors:        strings.Join(t.Colors, ""),
				ColorIdentity: strings.Join(t.Colors, ""),
			},
			Set:      cockatriceSetRef{Num: tokenNumber(i), Code: setCode},
			Token:    1,
			TableRow: tableRow(types),
		}
		if t.Power != nil {
			tc.Prop.PT = *t.Power + "/" + *t.Toughness
		}
		out = append(out, tc)
	}
	return out
}

// distinctTokens are the tokens the cards create, each name once, the
// first card's definition.
func distinctTokens(cards []exportCard) []exportToken {
	var out []exportToken
	seen := map[string]bool{}
	for _, c := range cards {
		for _, t := range c.Tokens {
			if !seen[t.Name] {
				seen[t.Name] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// tokenNumber is a token's collector number in the exported set: T1, T2, ….
func tokenNumber(i int) string { return "T" + strconv.Itoa(i+1) }

// tokenPicture is a token as a picture draws it.
func tokenPicture(t exportToken) picture.Face {
	f := picture.Face{Name: t.Name, TypeLine: "Token " + t.TypeLine, Colors: t.Colors, Indicator: t.Colors, Text: splitText(t.Text)}
	if t.Power != nil {
		f.Power, f.Toughness = *t.Power, *t.Toughness
	}
	return f
}

// colorNamed maps a color line's words to colors.
var colorNamed = map[string]interp.Colors{"white": interp.White, "blue": interp.Blue, "black": interp.Black, "red": interp.Red, "green": interp.Green}
