package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"cardc/dsl"
	"cardc/stdlib"
)

func newDoc() *cobra.Command {
	return &cobra.Command{
		Use:   "doc [name | types]",
		Short: "Document the language's primitives, filter words, keywords, types, counter kinds and colors",
		Long: `With no argument, doc lists every primitive, filter word and keyword ability,
and sums up the types, counter kinds and colors. With a name it documents
that entry; a type word (Legendary, Creature, Hydra, Time Lord), a counter
kind (charge), a color (green) or an ability word (landfall) is said what it
is, with its rule. "doc
types" lists every supertype, card type and subtype of CR 205.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 0 {
				docList(out)
				return nil
			}
			// A subtype of two words is one name: doc Time Lord.
			word := strings.Join(args, " ")
			pr := stdlib.Lookup(word)
			if pr == nil && word == "types" {
				stdlib.WriteVocabulary(out)
				return nil
			}
			facts := stdlib.WordDoc(word)
			if d := dsl.ReservedDoc(word); d != "" {
				facts = append(facts, d)
			}
			if pr == nil && facts == nil {
				names := stdlib.VocabularyWords()
				for _, p := range stdlib.Table() {
					names = append(names, p.Name)
				}
				names = append(names, dsl.Keywords...)
				return usageErr("no primitive, keyword, type, counter kind, color or reserved word %q%s", word, dsl.Suggest(word, names))
			}
			if pr != nil {
				docEntry(out, pr)
				if facts != nil {
					fmt.Fprintln(out)
				}
			}
			for _, f := range facts {
				fmt.Fprintln(out, f)
			}
			return nil
		},
	}
}

// docList is `cardc doc` with no argument: one line for each entry of the
// table, by kind, then the vocabulary in a few lines.
func docList(out io.Writer) {
	for _, kind := range []dsl.EntryKind{dsl.Function, dsl.FilterWord, dsl.KeywordAbility} {
		fmt.Fprintf(out, "%s:\n", kindTitle(kind))
		for _, pr := range stdlib.Table() {
			if pr.Kind != kind {
				continue
			}
			first, _, _ := strings.Cut(pr.Doc, ". ")
			fmt.Fprintf(out, "  %-24s %s\n", pr.Name, strings.TrimSuffix(first, "."))
		}
		fmt.Fprintln(out)
	}
	fmt.Fprintln(out, "Types, counter kinds and colors (doc types lists every subtype; doc <word> says what one is):")
	for _, l := range stdlib.VocabularySummary() {
		fmt.Fprintf(out, "  %-24s %s\n", l[0], l[1])
	}
}

func kindTitle(k dsl.EntryKind) string {
	switch k {
	case dsl.FilterWord:
		return "Filter words"
	case dsl.KeywordAbility:
		return "Keyword abilities"
	}
	return "Primitives"
}

func docEntry(w io.Writer, pr *stdlib.Primitive) {
	fmt.Fprintf(w, "%s\n    %s\n\n", dsl.Usage(&pr.Entry), pr.Doc)
	kind := strings.ToLower(strings.TrimSuffix(kindTitle(pr.Kind), "s"))
	if pr.Kind == dsl.KeywordAbility {
		kind = "keyword ability"
	}
	fmt.Fprintf(w, "kind:     %s\n", kind)
	fmt.Fprintf(w, "result:   %s\n", pr.Sig.Result)
	if pr.Sig.Binds != dsl.Invalid {
		fmt.Fprintf(w, "as name:  binds %s\n", pr.Sig.Binds.Article())
	}
	if pr.Places != 0 && pr.Places != dsl.AnyAbility {
		fmt.Fprintf(w, "where:    only in %s\n", pr.Places)
	}
	fmt.Fprintf(w, "example:  %s\n", pr.Example)
	t := pr.Template
	fmt.Fprintf(w, "renders:  %s\n", t.Text)
	if t.Subject != "" {
		fmt.Fprintf(w, "subject:  %s (the verb agrees with it)\n", t.Subject)
	}
	if t.Reminder != "" {
		fmt.Fprintf(w, "reminder: (%s)\n", t.Reminder)
	}
	for _, prm := range pr.Sig.Params {
		if why, ok := pr.Unsaid[prm.Name]; ok {
			fmt.Fprintf(w, "unsaid:   %s (%s)\n", prm.Name, why)
		}
	}
}
