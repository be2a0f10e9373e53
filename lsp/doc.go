// Package lsp is cardc's language server: the Language Server Protocol
// over a byte stream (stdio for `cardc lsp`) for .card and .scenario files.
// It owns no language knowledge of its own. Diagnostics come from the
// checker (dsl.CheckFile and dsl.CheckNames, as `cardc check` runs them,
// with the file's pool: the cards/ directory it lives in), hover and
// completion from the stdlib records (stdlib.Table, stdlib.Lookup,
// stdlib.WordDoc), formatting from ast.Format, so that the editor and the
// command line can never disagree.
//
// The protocol types are github.com/tliron/glsp's (LSP 3.16); the JSON-RPC
// connection is github.com/sourcegraph/jsonrpc2, the transport glsp itself
// runs on, over a framing stream of this package that answers a malformed
// message with an error instead of closing the connection.
package lsp
