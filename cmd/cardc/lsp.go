package main

import (
	"errors"
	"io"

	"github.com/spf13/cobra"

	"cardc/lsp"
	"cardc/stdlib"
)

func newLSP() *cobra.Command {
	return &cobra.Command{
		Use:   "lsp",
		Short: "Run the language server for .card and .scenario files over stdin and stdout",
		Long: `lsp speaks the Language Server Protocol over stdin and stdout, for an editor
to start: diagnostics as you type (those of cardc check, each file checked
with the cards/ directory it lives in), hover documentation (that of cardc
doc), completion, go to definition, document symbols and formatting (that of
cardc fmt). It runs until the editor sends exit or closes stdin.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			in := cmd.InOrStdin()
			closer, _ := in.(io.Closer)
			err := lsp.Serve(cmd.Context(), in, cmd.OutOrStdout(), closer, lsp.Options{Universe: stdlib.Universe(), Log: cmd.ErrOrStderr()})
			if errors.Is(err, lsp.ErrExitBeforeShutdown) {
				// The protocol: exit without shutdown is exit status 1.
				return findings
			}
			return err
		},
	}
}
