package lsp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/url"
	"path/filepath"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/dsl"
)

// Options configure a server.
type Options struct {
	// Universe is the checker's universe (stdlib.Universe()).
	Universe *dsl.Universe
	// Log receives what the server has to say that isn't protocol:
	// recovered panics. Nil discards it.
	Log io.Writer
}

// Server is one language server session: the open documents and the pools
// they are checked against.
type Server struct {
	opts    Options
	handler protocol.Handler
	conn    *jsonrpc2.Conn
	ctx     context.Context

	mu       sync.Mutex
	docs     map[string]*document // by URI
	shutdown bool
	// exitEarly: the client sent exit without shutdown first.
	exitEarly bool

	pools *poolCache
	// sem lets one analysis run at a time: on a machine of few cores an
	// editor typing fast must not start a check per keystroke in parallel.
	sem chan struct{}
	wg  sync.WaitGroup
}

// Serve runs a server on the stream r/w until the client sends exit or
// the input ends. closer, when not nil, is closed on exit.
func Serve(ctx context.Context, r io.Reader, w io.Writer, closer io.Closer, opts Options) error {
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	if ctx == nil {
		ctx = context.Background()
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &Server{opts: opts, ctx: ctx, docs: map[string]*document{}, pools: newPoolCache(), sem: make(chan struct{}, 1)}
	s.handler = s.protocolHandler()
	s.conn = jsonrpc2.NewConn(ctx, newStream(r, w, closer), jsonrpc2.HandlerWithError(s.handle),
		jsonrpc2.SetLogger(log.New(opts.Log, "cardc lsp: ", 0)))
	select {
	case <-s.conn.DisconnectNotify():
	case <-ctx.Done():
		s.conn.Close()
	}
	cancel()
	s.wg.Wait()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.exitEarly {
		return ErrExitBeforeShutdown
	}
	return nil
}

// ErrExitBeforeShutdown is what Serve returns when the client sent exit
// without a shutdown request first: the server then exits with status 1,
// as the protocol asks.
var ErrExitBeforeShutdown = errors.New("the client sent exit before shutdown")

// handle is one request or notification. Requests are handled in the order
// they arrive (a change is applied before the hover that follows it);
// diagnostics run in the background. A panic answers the request with an
// internal error and leaves the server running.
func (s *Server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (result any, err error) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(s.opts.Log, "cardc lsp: panic in %s: %v\n%s", req.Method, r, debug.Stack())
			result, err = nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("internal error in %s: %v", req.Method, r)}
		}
	}()
	if req.Method == protocol.MethodExit {
		s.mu.Lock()
		s.exitEarly = !s.shutdown
		s.mu.Unlock()
		return nil, conn.Close()
	}
	if !s.handler.IsInitialized() && req.Method != protocol.MethodInitialize {
		return nil, &jsonrpc2.Error{Code: codeServerNotInitialized, Message: "the server is not initialized"}
	}
	gc := &glsp.Context{
		Method: req.Method,
		Notify: func(method string, params any) { _ = conn.Notify(ctx, method, params) },
		Call:   func(method string, params any, result any) { _ = conn.Call(ctx, method, params, result) },
	}
	if req.Params != nil {
		gc.Params = *req.Params
	}
	r, validMethod, validParams, err := s.handler.Handle(gc)
	switch {
	case !validMethod:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: fmt.Sprintf("method not supported: %s", req.Method)}
	case !validParams:
		msg := "invalid params"
		if err != nil {
			msg += ": " + err.Error()
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
	case err != nil:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: err.Error()}
	}
	return r, nil
}

// codeServerNotInitialized is LSP's error for a request before initialize.
const codeServerNotInitialized = -32002

func (s *Server) protocolHandler() protocol.Handler {
	return protocol.Handler{
		Initialize:  s.initialize,
		Initialized: func(*glsp.Context, *protocol.InitializedParams) error { return nil },
		Shutdown: func(*glsp.Context) error {
			s.mu.Lock()
			s.shutdown = true
			s.mu.Unlock()
			return nil
		},
		SetTrace:      func(*glsp.Context, *protocol.SetTraceParams) error { return nil },
		CancelRequest: func(*glsp.Context, *protocol.CancelParams) error { return nil },

		TextDocumentDidOpen:   s.didOpen,
		TextDocumentDidChange: s.didChange,
		TextDocumentDidSave:   func(*glsp.Context, *protocol.DidSaveTextDocumentParams) error { return nil },
		TextDocumentDidClose:  s.didClose,

		TextDocumentHover:          s.hover,
		TextDocumentCompletion:     s.completion,
		TextDocumentDefinition:     s.definition,
		TextDocumentFormatting:     s.formatting,
		TextDocumentDocumentSymbol: s.documentSymbol,
	}
}

func (s *Server) initialize(_ *glsp.Context, _ *protocol.InitializeParams) (any, error) {
	yes := true
	full := protocol.TextDocumentSyncKindFull
	version := "0.1"
	return protocol.InitializeResult{
		Capabilities: protocol.ServerCapabilities{
			TextDocumentSync:           protocol.TextDocumentSyncOptions{OpenClose: &yes, Change: &full},
			HoverProvider:              true,
			CompletionProvider:         &protocol.CompletionOptions{TriggerCharacters: []string{"\"", "("}},
			DefinitionProvider:         true,
			DocumentFormattingProvider: true,
			DocumentSymbolProvider:     true,
		},
		ServerInfo: &protocol.InitializeResultServerInfo{Name: "cardc", Version: &version},
	}, nil
}

// uriPath is the file path of a file: URI ("" for any other scheme).
func uriPath(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return ""
	}
	return filepath.FromSlash(u.Path)
}

// pathURI is the file: URI of a path.
func pathURI(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// isScenario reports whether a document is a scenario (by its name).
func isScenario(uri string) bool { return strings.HasSuffix(uri, ".scenario") }
