package main

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// Our own argument-count checks: a misuse message names the command and
// what it takes, in the style of the other usage errors, instead of
// cobra's "accepts 1 arg(s), received 2".

// noArgs refuses any argument.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usageErr("%s takes no arguments; got %s (see cardc help %s)", cmd.Name(), quoteArgs(args), cmd.Name())
	}
	return nil
}

// exactArgs wants n arguments, each what ("a scenario file").
func exactArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return usageErr("%s takes %s; got %s (see cardc help %s)", cmd.Name(), what, countArgs(args), cmd.Name())
		}
		return nil
	}
}

// minArgs wants at least n arguments, described by what.
func minArgs(n int, what string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < n {
			return usageErr("%s needs %s; got %s (see cardc help %s)", cmd.Name(), what, countArgs(args), cmd.Name())
		}
		return nil
	}
}

func countArgs(args []string) string {
	if len(args) == 0 {
		return "none"
	}
	return fmt.Sprintf("%d: %s", len(args), quoteArgs(args))
}

func quoteArgs(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = fmt.Sprintf("%q", a)
	}
	return strings.Join(q, " ")
}

// version is cardc's version: the module version it was built as, or
// "devel" with the commit it was built from.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	v := bi.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" && len(s.Value) >= 12 {
				v += " " + s.Value[:12]
			}
		}
	}
	return v + " " + bi.GoVersion
}

func newVersion() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print cardc's version",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Fprintf(cmd.OutOrStdout(), "cardc %s\n", version())
			return nil
		},
	}
}
