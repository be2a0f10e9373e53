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
		Use:   "doc [primitive]",
		Short: "Document the language's primitives, filter words and keywords",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 1 {
				pr := stdlib.Lookup(args[0])
				if pr == nil {
					var names []string
					for _, p := range stdlib.Table() {
						names = append(names, p.Name)
					}
					return usageErr("no primitive %q%s", args[0], dsl.Suggest(args[0], names))
				}
				docEntry(out, pr)
				return nil
			}
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
			return nil
		},
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
