package lsp

import (
	"context"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/ast"
	"cardc/dsl"
	"cardc/scenario"
)

// diagnose checks a snapshot as the command line would: a card file as
// `cardc check` checks it within its pool (so a name the pool already
// has is a duplicate), a scenario as `cardc test` compiles it against its
// pool, and its setup's card names against the pool's. Only the
// diagnostics in the document are returned. nil when ctx is cancelled.
func (s *Server) diagnose(ctx context.Context, snap snapshot) dsl.Diagnostics {
	var diags dsl.Diagnostics
	var own []poolCard
	var sc *scenario.Scenario
	if snap.scenario() {
		var pd dsl.Diagnostics
		sc, pd = scenario.Parse(snap.path, []byte(snap.text))
		if len(pd) > 0 {
			return pd
		}
		own, diags = dsl.CheckFile(&ast.File{Name: snap.path, Cards: sc.Cards}, s.opts.Universe)
	} else {
		f, pd := dsl.ParseFile(snap.path, []byte(snap.text))
		var cd dsl.Diagnostics
		own, cd = dsl.CheckFile(f, s.opts.Universe)
		diags = append(pd, cd...)
	}
	if ctx.Err() != nil {
		return nil
	}
	pool, err := s.poolCards(ctx, snap.path, own, snap.scenario())
	if err != nil {
		return nil
	}
	for _, d := range dsl.CheckNames(pool) {
		if d.File == snap.path {
			diags = append(diags, d)
		}
	}
	if sc != nil && sc.Setup != nil {
		diags = append(diags, setupCards(snap.path, sc.Setup, pool)...)
	}
	diags.Sort()
	return diags
}

// setupCards reports the cards a scenario's setup places that the pool
// doesn't have, with the message `cardc run` stops with.
func setupCards(file string, su *scenario.Setup, pool []poolCard) dsl.Diagnostics {
	var d dsl.Diagnostics
	for _, ps := range su.Players {
		for _, z := range ps.Zones {
			for _, o := range z.Objects {
				if _, ok := cardAt(pool, o.Card.Value); !ok {
					d.Add(file, o.Card.Sp, "no card named %q in the pool", o.Card.Value)
				}
			}
		}
	}
	return d
}

// lspDiagnostics converts diagnostics to the protocol's, with their notes
// as related information (positions in other files read from them).
func (s *Server) lspDiagnostics(snap snapshot, diags dsl.Diagnostics) []protocol.Diagnostic {
	out := make([]protocol.Diagnostic, 0, len(diags))
	l := newLines(snap.text)
	other := map[string]*lines{}
	linesOf := func(file string) *lines {
		if file == snap.path {
			return l
		}
		if ol, ok := other[file]; ok {
			return ol
		}
		ol := s.readLines(file)
		other[file] = ol
		return ol
	}
	severity := protocol.DiagnosticSeverityError
	source := "cardc"
	for _, d := range diags {
		pd := protocol.Diagnostic{Range: l.span(d.Span), Severity: &severity, Source: &source, Message: d.Message}
		for _, r := range d.Related {
			uri := snap.uri
			if r.File != snap.path {
				uri = pathURI(r.File)
			}
			pd.RelatedInformation = append(pd.RelatedInformation, protocol.DiagnosticRelatedInformation{
				Location: protocol.Location{URI: uri, Range: linesOf(r.File).span(r.Span)},
				Message:  r.Message,
			})
		}
		out = append(out, pd)
	}
	return out
}
