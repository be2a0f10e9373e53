package lsp

import (
	"context"
	"fmt"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// document is an open document: the editor's text, which overrides the
// file's on disk.
type document struct {
	snap   snapshot
	cancel context.CancelFunc // the analysis of the current version
}

// snapshot is one version of a document.
type snapshot struct {
	uri     string
	path    string // the file name diagnostics give; the URI when not a file
	text    string
	version protocol.Integer
}

func (s snapshot) scenario() bool { return isScenario(s.uri) }

func newSnapshot(uri string, text string, version protocol.Integer) snapshot {
	path := uriPath(uri)
	if path == "" {
		path = uri
	}
	return snapshot{uri: uri, path: path, text: text, version: version}
}

func (s *Server) didOpen(_ *glsp.Context, p *protocol.DidOpenTextDocumentParams) error {
	s.update(newSnapshot(p.TextDocument.URI, p.TextDocument.Text, p.TextDocument.Version))
	return nil
}

func (s *Server) didChange(_ *glsp.Context, p *protocol.DidChangeTextDocumentParams) error {
	uri := p.TextDocument.URI
	s.mu.Lock()
	d := s.docs[uri]
	s.mu.Unlock()
	if d == nil {
		return fmt.Errorf("document %s is not open", uri)
	}
	text := d.snap.text
	for _, c := range p.ContentChanges {
		switch c := c.(type) {
		case protocol.TextDocumentContentChangeEventWhole:
			text = c.Text
		case protocol.TextDocumentContentChangeEvent:
			if c.Range == nil {
				text = c.Text
				continue
			}
			start, end := c.Range.IndexesIn(text)
			if end < start {
				end = start
			}
			text = text[:start] + c.Text + text[end:]
		}
	}
	s.update(newSnapshot(uri, text, p.TextDocument.Version))
	return nil
}

func (s *Server) didClose(ctx *glsp.Context, p *protocol.DidCloseTextDocumentParams) error {
	uri := p.TextDocument.URI
	s.mu.Lock()
	d := s.docs[uri]
	delete(s.docs, uri)
	s.mu.Unlock()
	if d != nil && d.cancel != nil {
		d.cancel()
	}
	ctx.Notify(protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{URI: uri, Diagnostics: []protocol.Diagnostic{}})
	return nil
}

// current is the open document's latest snapshot.
func (s *Server) current(uri string) (snapshot, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.docs[uri]
	if d == nil {
		return snapshot{}, fmt.Errorf("document %s is not open", uri)
	}
	return d.snap, nil
}

// openText is the text of the open document of a path, if any.
func (s *Server) openText(path string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.docs {
		if d.snap.path == path {
			return d.snap.text, true
		}
	}
	return "", false
}

// update records a new version of a document and starts its analysis,
// cancelling the analysis of the version it supersedes: that one neither
// finishes its work (it stops at the next file of the pool) nor publishes.
func (s *Server) update(snap snapshot) {
	ctx, cancel := context.WithCancel(s.ctx)
	s.mu.Lock()
	d := s.docs[snap.uri]
	if d == nil {
		d = &document{}
		s.docs[snap.uri] = d
	}
	if d.cancel != nil {
		d.cancel()
	}
	d.snap, d.cancel = snap, cancel
	s.mu.Unlock()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		select {
		case s.sem <- struct{}{}:
		case <-ctx.Done():
			return
		}
		defer func() { <-s.sem }()
		defer func() {
			if r := recover(); r != nil {
				fmt.Fprintf(s.opts.Log, "cardc lsp: panic checking %s: %v\n", snap.path, r)
			}
		}()
		diags := s.diagnose(ctx, snap)
		if ctx.Err() != nil {
			return
		}
		version := protocol.UInteger(snap.version)
		_ = s.conn.Notify(s.ctx, protocol.ServerTextDocumentPublishDiagnostics, protocol.PublishDiagnosticsParams{
			URI: snap.uri, Version: &version, Diagnostics: s.lspDiagnostics(snap, diags),
		})
	}()
}
