package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/stdlib"
)

// client drives a server as an editor does: JSON-RPC messages framed with
// Content-Length headers over a pair of pipes.
type client struct {
	t      *testing.T
	w      io.WriteCloser
	in     chan message
	held   []message // notifications read while waiting for a response
	nextID int
	done   chan struct{}
}

type message struct {
	ID     *json.RawMessage `json:"id"`
	Method string           `json:"method"`
	Params json.RawMessage  `json:"params"`
	Result json.RawMessage  `json:"result"`
	Error  *rpcError        `json:"error"`
}

type pipes struct{ r, w io.Closer }

func (p pipes) Close() error {
	p.r.Close()
	return p.w.Close()
}

func newClient(t *testing.T) *client {
	t.Helper()
	sr, cw := io.Pipe()
	cr, sw := io.Pipe()
	c := &client{t: t, w: cw, in: make(chan message, 1000), done: make(chan struct{})}
	go func() {
		defer close(c.done)
		if err := Serve(context.Background(), sr, sw, pipes{sr, sw}, Options{Universe: stdlib.Universe(), Log: os.Stderr}); err != nil {
			t.Errorf("Serve: %v", err)
		}
	}()
	go func() {
		defer close(c.in)
		br := bufio.NewReader(cr)
		for {
			body, err := readFrame(br)
			if err != nil {
				return
			}
			var m message
			if err := json.Unmarshal(body, &m); err != nil {
				t.Errorf("server sent a message that isn't JSON: %q", body)
				return
			}
			c.in <- m
		}
	}()
	t.Cleanup(func() {
		cw.Close()
		select {
		case <-c.done:
		case <-time.After(10 * time.Second):
			t.Errorf("server did not stop when its input closed")
		}
	})
	return c
}

func readFrame(br *bufio.Reader) ([]byte, error) {
	n := -1
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return nil, err
		}
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
			n, _ = strconv.Atoi(v)
		}
	}
	body := make([]byte, n)
	_, err := io.ReadFull(br, body)
	return body, err
}

// raw writes bytes as they are, for malformed input.
func (c *client) raw(s string) {
	c.t.Helper()
	if _, err := io.WriteString(c.w, s); err != nil {
		c.t.Fatal(err)
	}
}

func (c *client) send(v any) {
	c.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		c.t.Fatal(err)
	}
	c.raw(fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(b), b))
}

func (c *client) next() message {
	c.t.Helper()
	select {
	case m, ok := <-c.in:
		if !ok {
			c.t.Fatal("the server closed its output")
		}
		return m
	case <-time.After(30 * time.Second):
		c.t.Fatal("no message from the server in 30 s")
	}
	return message{}
}

// call sends a request and returns its response, holding the
// notifications that come before it.
func (c *client) call(method string, params any) message {
	c.t.Helper()
	c.nextID++
	id := c.nextID
	c.send(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params})
	return c.response(strconv.Itoa(id))
}

func (c *client) response(id string) message {
	c.t.Helper()
	for {
		m := c.next()
		if m.ID != nil && string(*m.ID) == id && m.Method == "" {
			return m
		}
		c.held = append(c.held, m)
	}
}

// result calls and decodes a successful result into v.
func (c *client) result(method string, params any, v any) {
	c.t.Helper()
	m := c.call(method, params)
	if m.Error != nil {
		c.t.Fatalf("%s: error %d %s", method, m.Error.Code, m.Error.Message)
	}
	if v != nil {
		if err := json.Unmarshal(m.Result, v); err != nil {
			c.t.Fatalf("%s: result %s: %v", method, m.Result, err)
		}
	}
}

func (c *client) notify(method string, params any) {
	c.t.Helper()
	c.send(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
}

// diagnostics waits for the diagnostics published for a version of uri.
func (c *client) diagnostics(uri string, version int) []protocol.Diagnostic {
	c.t.Helper()
	for {
		var m message
		if len(c.held) > 0 {
			m, c.held = c.held[0], c.held[1:]
		} else {
			m = c.next()
		}
		if m.Method != protocol.ServerTextDocumentPublishDiagnostics {
			continue
		}
		var p protocol.PublishDiagnosticsParams
		if err := json.Unmarshal(m.Params, &p); err != nil {
			c.t.Fatal(err)
		}
		if p.URI != uri {
			continue
		}
		if p.Version == nil {
			c.t.Fatalf("diagnostics of %s without a version", uri)
		}
		if int(*p.Version) > version {
			c.t.Fatalf("diagnostics of version %d while waiting for %d", *p.Version, version)
		}
		if int(*p.Version) == version {
			return p.Diagnostics
		}
	}
}

func (c *client) initialize() protocol.InitializeResult {
	c.t.Helper()
	var res protocol.InitializeResult
	c.result("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}, &res)
	c.notify("initialized", map[string]any{})
	return res
}

func (c *client) open(uri, text string) {
	c.t.Helper()
	c.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "cardc", "version": 1, "text": text}})
}

func (c *client) change(uri string, version int, text string) {
	c.t.Helper()
	c.notify("textDocument/didChange", map[string]any{"textDocument": map[string]any{"uri": uri, "version": version}, "contentChanges": []any{map[string]any{"text": text}}})
}

func at(uri string, line, char int) map[string]any {
	return map[string]any{"textDocument": map[string]any{"uri": uri}, "position": map[string]any{"line": line, "character": char}}
}

// project writes a project (cards/ and golden/) into a temporary
// directory, from the files of the bundled pool named, and returns its
// root.
func project(t *testing.T, cards ...string) string {
	t.Helper()
	root := t.TempDir()
	for _, d := range []string{"cards", "golden"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range cards {
		src, err := os.ReadFile(filepath.Join("..", "cards", name))
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(root, "cards", name), string(src))
	}
	return root
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(path string) ([]byte, error) { return os.ReadFile(path) }
