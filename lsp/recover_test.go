package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"testing"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// TestPanicIsAnError checks that a request whose handler panics is
// answered with an internal error instead of ending the server.
func TestPanicIsAnError(t *testing.T) {
	s := &Server{opts: Options{Log: io.Discard}}
	s.handler = protocol.Handler{
		Initialize: func(*glsp.Context, *protocol.InitializeParams) (any, error) { return nil, nil },
		TextDocumentHover: func(*glsp.Context, *protocol.HoverParams) (*protocol.Hover, error) {
			var l []int
			_ = l[len(l)] // an index out of range: a panic as a bug would make one
			return nil, nil
		},
	}
	s.handler.SetInitialized(true)
	params := json.RawMessage(`{"textDocument":{"uri":"file:///x.card"},"position":{"line":0,"character":0}}`)
	_, err := s.handle(context.Background(), nil, &jsonrpc2.Request{Method: "textDocument/hover", Params: &params})
	var rpc *jsonrpc2.Error
	if !errors.As(err, &rpc) || rpc.Code != jsonrpc2.CodeInternalError {
		t.Fatalf("err = %v, want an internal error", err)
	}
}
