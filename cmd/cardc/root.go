package main

import (
	"io"

	"github.com/spf13/cobra"
)

func newRoot(stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "cardc",
		Short:         "cardc compiles and checks card scripts for Magic: The Gathering cards",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version(),
	}
	root.SetVersionTemplate("cardc {{.Version}}\n")
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(newCheck(), newFmt(), newDump(), newDoc(), newRun(), newTest(), newRulings(), newCoverage(), newPlay(), newRender(), newExport(), newRead())
	root.AddCommand(newImage())
	root.AddCommand(newLSP())
	root.AddCommand(newVersion())
	return root
}
