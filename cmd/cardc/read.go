package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"cardc/render"
	"cardc/stdlib"
)

func newRead() *cobra.Command {
	var ctx render.ReadContext
	cmd := &cobra.Command{
		Use:   "read [--name NAME] [--spell] <paragraph>...",
		Short: "Read rules text back into the abilities the records say it with",
		Long: `Read matches the paragraphs of one ability's rules text (a keyword line, an
ability, or an instant's or sorcery's paragraphs with --spell) against the
records' templates, the renderer run backwards, and prints each reading in
canonical form, the simplest first. --name is how the card names itself.
Exit status 1 when the records can't read the text.`,
		Args: minArgs(1, "a paragraph of rules text"),
		RunE: func(cmd *cobra.Command, args []string) error {
			readings := stdlib.Renderer().Read(args, &ctx)
			if len(readings) == 0 {
				fmt.Fprintln(cmd.ErrOrStderr(), "the records can't read this text")
				return findings
			}
			for _, r := range readings {
				fmt.Fprintln(cmd.OutOrStdout(), r)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&ctx.Name, "name", "", "how the card names itself (a legendary card's short name)")
	cmd.Flags().StringVar(&ctx.Noun, "noun", "creature", "the card's main type, as a granted ability names it")
	cmd.Flags().BoolVar(&ctx.Spell, "spell", false, "the text is an instant's or sorcery's")
	return cmd
}
