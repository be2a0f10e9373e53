package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestLSPCommand runs `cardc lsp` on a session written in advance:
// initialize, shutdown, exit. The server answers both requests on stdout
// and returns when told to exit.
func TestLSPCommand(t *testing.T) {
	var in bytes.Buffer
	for _, msg := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`,
		`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`,
		`{"jsonrpc":"2.0","method":"exit"}`,
	} {
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
	}
	var out, errw bytes.Buffer
	root := newRoot(&out, &errw)
	root.SetIn(&in)
	root.SetArgs([]string{"lsp"})
	if err := root.Execute(); err != nil {
		t.Fatalf("lsp: %v (stderr %q)", err, errw.String())
	}
	got := out.String()
	for _, want := range []string{`"id":1,"result":{"capabilities":`, `"hoverProvider":true`, `"id":2,"result":null`} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %s:\n%s", want, got)
		}
	}
}

// TestLSPExitWithoutShutdown: an exit that no shutdown preceded ends the
// server with exit status 1, as the protocol asks.
func TestLSPExitWithoutShutdown(t *testing.T) {
	var in bytes.Buffer
	for _, msg := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`,
		`{"jsonrpc":"2.0","method":"exit"}`,
	} {
		fmt.Fprintf(&in, "Content-Length: %d\r\n\r\n%s", len(msg), msg)
	}
	var out, errw bytes.Buffer
	root := newRoot(&out, &errw)
	root.SetIn(&in)
	root.SetArgs([]string{"lsp"})
	if err := root.Execute(); err != findings {
		t.Errorf("lsp: %v, want exit status 1 (stderr %q)", err, errw.String())
	}
}
