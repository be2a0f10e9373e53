package lsp

import (
	"bytes"
	"fmt"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/ast"
	"cardc/dsl"
	"cardc/scenario"
)

// parsed is a snapshot's syntax: a card file's, or a scenario's with its
// own cards as a file (nil when the scenario doesn't parse).
type parsed struct {
	file  *ast.File
	sc    *scenario.Scenario
	diags dsl.Diagnostics
}

func parse(snap snapshot) parsed {
	if snap.scenario() {
		sc, diags := scenario.Parse(snap.path, []byte(snap.text))
		if sc == nil {
			return parsed{diags: diags}
		}
		return parsed{file: &ast.File{Name: snap.path, Cards: sc.Cards}, sc: sc, diags: diags}
	}
	f, diags := dsl.ParseFile(snap.path, []byte(snap.text))
	return parsed{file: f, diags: diags}
}

// localCards is the names of a scenario's own cards.
func localCards(snap snapshot) []poolCard {
	p := parse(snap)
	if p.file == nil {
		return nil
	}
	var out []poolCard
	for _, c := range p.file.Cards {
		if c.Face.Name != nil {
			out = append(out, poolCard{File: snap.path, Name: c.Face.NameText(), Sp: c.Face.Name.Sp})
		}
	}
	return out
}

func contains(sp ast.Span, off int) bool { return sp.Start.Offset <= off && off <= sp.End.Offset }

func (s *Server) definition(_ *glsp.Context, p *protocol.DefinitionParams) (any, error) {
	snap, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	l := newLines(snap.text)
	off := l.offset(p.Position)
	pr := parse(snap)
	here := func(sp ast.Span) any { return protocol.Location{URI: snap.uri, Range: l.span(sp)} }
	// A name bound in a card: what the checker resolved it to.
	if pr.file != nil {
		prog, _ := dsl.Check([]*ast.File{pr.file}, s.opts.Universe)
		// Of two names touching the cursor, the one that starts there.
		var use *ast.Ident
		for id := range prog.Info.Uses {
			if contains(id.Sp, off) && (use == nil || id.Sp.Start.Offset > use.Sp.Start.Offset) {
				use = id
			}
		}
		if b := prog.Info.Uses[use]; b != nil {
			switch {
			case b.Decl != nil:
				return here(b.Decl.Span()), nil
			case b.Face != nil && b.Face.Ident != nil:
				return here(b.Face.Ident.Sp), nil
			}
		}
	}
	if pr.sc == nil {
		return nil, nil
	}
	// A card named in a scenario, or an object's label.
	var name *ast.StringLit
	var label *ast.Ident
	visitRefs(pr.sc, func(str *ast.StringLit, id *ast.Ident) {
		if str != nil && contains(str.Sp, off) {
			name = str
		}
		if id != nil && contains(id.Sp, off) {
			label = id
		}
	})
	if label != nil {
		if decl := labelDecl(pr.sc, label.Name); decl != nil {
			return here(decl.Sp), nil
		}
	}
	if name == nil {
		return nil, nil
	}
	pool, err := s.poolCards(s.ctx, snap.path, localCards(snap), true)
	if err != nil {
		return nil, err
	}
	c, ok := cardAt(pool, name.Value)
	if !ok {
		return nil, nil
	}
	if c.File == snap.path {
		return here(c.Sp), nil
	}
	if poolDir(snap.path) == "" {
		return nil, nil // the bundled pool has no file to show
	}
	return protocol.Location{URI: pathURI(c.File), Range: s.readLines(c.File).span(c.Sp)}, nil
}

// visitRefs calls f with every card name and label a scenario refers to.
func visitRefs(sc *scenario.Scenario, f func(*ast.StringLit, *ast.Ident)) {
	ref := func(r *scenario.SRef) {
		if r != nil {
			f(r.Name, r.Label)
		}
	}
	if sc.Setup != nil {
		for _, ps := range sc.Setup.Players {
			for _, z := range ps.Zones {
				for _, o := range z.Objects {
					f(o.Card, nil)
					ref(o.Attached)
				}
			}
		}
	}
	var step func(st *scenario.Step)
	step = func(st *scenario.Step) {
		if st == nil {
			return
		}
		ref(st.Object)
		for _, t := range st.Targets {
			ref(t)
		}
		for _, p := range st.Pay {
			ref(p.Source)
		}
		for _, a := range st.Choose {
			ref(a.Ref)
		}
		for _, a := range st.Attackers {
			ref(a)
		}
		for _, b := range st.Blocks {
			ref(b[0])
			ref(b[1])
		}
		if st.Expect != nil {
			ref(st.Expect.Subject)
			step(st.Expect.Action)
		}
	}
	for _, st := range sc.Steps {
		step(st)
	}
}

// labelDecl is where a scenario's setup gives an object a label.
func labelDecl(sc *scenario.Scenario, name string) *ast.Ident {
	if sc.Setup == nil {
		return nil
	}
	for _, ps := range sc.Setup.Players {
		for _, z := range ps.Zones {
			for _, o := range z.Objects {
				if o.Label != nil && o.Label.Name == name {
					return o.Label
				}
			}
		}
	}
	return nil
}

// formatting is `cardc fmt`: the canonical form of a card file, as one
// edit of the whole document; no edit when it is already canonical. A file
// that doesn't parse is not formatted (its diagnostics say why), as fmt -w
// never rewrites one; scenarios have no formatter.
func (s *Server) formatting(_ *glsp.Context, p *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	snap, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	if snap.scenario() {
		return nil, nil
	}
	f, diags := dsl.ParseFile(snap.path, []byte(snap.text))
	if len(diags) > 0 {
		return nil, fmt.Errorf("not formatted: %s", diags[0].Error())
	}
	out := ast.Format(f)
	if bytes.Equal(out, []byte(snap.text)) {
		return []protocol.TextEdit{}, nil
	}
	return []protocol.TextEdit{{Range: newLines(snap.text).whole(), NewText: string(out)}}, nil
}

// documentSymbol lists a file's cards, each with its faces and abilities.
func (s *Server) documentSymbol(_ *glsp.Context, p *protocol.DocumentSymbolParams) (any, error) {
	snap, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	l := newLines(snap.text)
	pr := parse(snap)
	out := []protocol.DocumentSymbol{}
	if pr.file == nil {
		return out, nil
	}
	for _, c := range pr.file.Cards {
		out = append(out, faceSymbol(l, c.Face, c.Sp))
	}
	if pr.sc != nil && pr.sc.Name != nil {
		sym := protocol.DocumentSymbol{Name: pr.sc.Name.Value, Kind: protocol.SymbolKindModule, Range: l.span(pr.sc.Sp), SelectionRange: l.span(pr.sc.Name.Sp), Children: out}
		out = []protocol.DocumentSymbol{sym}
	}
	return out, nil
}

func faceSymbol(l *lines, f *ast.Face, sp ast.Span) protocol.DocumentSymbol {
	sel := sp
	switch {
	case f.Name != nil:
		sel = f.Name.Sp
	case f.Ident != nil:
		sel = f.Ident.Sp
	}
	kind := protocol.SymbolKindClass
	if f.Kind == ast.TokenFace {
		kind = protocol.SymbolKindStruct
	}
	detail := f.Kind.String()
	name := f.NameText()
	if name == "" {
		name = "(unnamed " + detail + ")"
	}
	sym := protocol.DocumentSymbol{Name: name, Detail: &detail, Kind: kind, Range: l.span(sp), SelectionRange: l.span(sel)}
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.Face:
			sym.Children = append(sym.Children, faceSymbol(l, it, it.Sp))
		case *ast.Ability:
			r := l.span(it.Sp)
			sym.Children = append(sym.Children, protocol.DocumentSymbol{Name: it.Kind.String(), Kind: protocol.SymbolKindMethod, Range: r, SelectionRange: r})
		}
	}
	return sym
}
