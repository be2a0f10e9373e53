package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"cardc/picture"
)

func newImage() *cobra.Command {
	var out, set, number string
	cmd := &cobra.Command{
		Use:   "image <name|file> -o out.png|out.svg",
		Short: "Draw a card's picture from its script, as PNG or SVG",
		Long: `Image draws one card: a frame coloured by its colours, its name and mana
cost, type line, the rules text its script renders to (as cardc render prints
it, with mana symbols drawn inline and reminder text in italics), its
power/toughness, loyalty or defense, an empty art panel, and a footer with --set and
--number when given. A double-faced card shows both faces side by side (a
modal one each with a tab naming the other face's type); a split card is one
card turned on its side with its two halves (and the fuse bar across them);
an adventurer or prepare card puts its spell in a panel on the left of the
text box. The
output's extension chooses the format. Text that only fits below the minimum
size is drawn anyway, with a warning naming the card.`,
		Args: exactArgs(1, "a card name or a .card file"),
		RunE: func(cmd *cobra.Command, args []string) error {
			ext := strings.ToLower(filepath.Ext(out))
			if ext != ".png" && ext != ".svg" {
				return usageErr("image needs -o FILE ending in .png or .svg")
			}
			rc, err := resolveCards(args, cmd.ErrOrStderr())
			if err != nil {
				return err
			}
			if len(rc.diags) > 0 {
				rc.diags.Print(cmd.ErrOrStderr(), sourceMap(rc.srcs))
				return findings
			}
			if len(rc.cards) != 1 {
				return usageErr("image draws one card; %s holds %d", args[0], len(rc.cards))
			}
			cards, err := exportCards(rc.prog, rc.cards)
			if err != nil {
				return err
			}
			scene := picture.Layout(pictureCard(cards[0], set, number))
			for _, w := range scene.Warnings {
				fmt.Fprintf(cmd.ErrOrStderr(), "warning: %s\n", w)
			}
			var b bytes.Buffer
			if err := writeScene(&b, scene, ext); err != nil {
				return err
			}
			return os.WriteFile(out, b.Bytes(), 0o644)
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "the picture to write: a .png or .svg file")
	cmd.Flags().StringVar(&set, "set", "", "the set code shown in the footer")
	cmd.Flags().StringVar(&number, "number", "", "the collector number shown in the footer")
	return cmd
}

// writeScene writes a laid-out picture in the format of an extension.
func writeScene(w io.Writer, s *picture.Scene, ext string) error {
	if ext == ".svg" {
		return s.WriteSVG(w)
	}
	return s.WritePNG(w)
}

// pictureCard is what a picture shows of an exported card.
func pictureCard(c exportCard, set, number string) picture.Card {
	pc := picture.Card{Set: set, Number: number, Layout: c.Layout}
	for _, f := range c.Faces {
		pf := picture.Face{
			Name:      f.Name,
			ManaCost:  f.ManaCost,
			TypeLine:  f.TypeLine,
			Colors:    f.Colors,
			Indicator: f.ColorIndicator,
			Text:      splitText(f.Text),
		}
		for _, t := range f.Types {
			if t == "Land" {
				pf.Land = true
			}
		}
		if f.Power != nil {
			pf.Power, pf.Toughness = *f.Power, *f.Toughness
		}
		if f.Loyalty != nil {
			pf.Loyalty = *f.Loyalty
		}
		if f.Defense != nil {
			pf.Defense = *f.Defense
		}
		pc.Faces = append(pc.Faces, pf)
	}
	if c.Layout == picture.LayoutSplit && len(pc.Faces) == 2 {
		pc.Fuse = takeFuse(pc.Faces)
	}
	return pc
}

// takeFuse takes the fuse paragraph both halves of a split card end with
// (CR 702.102a: fuse is printed once, across both halves) out of their
// text and returns it; it returns "" when the card has no fuse.
func takeFuse(halves []picture.Face) string {
	last := func(f picture.Face) string {
		if len(f.Text) == 0 {
			return ""
		}
		return f.Text[len(f.Text)-1]
	}
	a, b := last(halves[0]), last(halves[1])
	if a != b || !strings.HasPrefix(a, "Fuse") {
		return ""
	}
	for i := range halves {
		halves[i].Text = halves[i].Text[:len(halves[i].Text)-1]
	}
	return a
}

func splitText(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
