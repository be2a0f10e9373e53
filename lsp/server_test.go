package lsp

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

const cub = `card "Cub • of — Bears" { cost {1}{G}{Q}
  type Creature — Baer
  pt 2/2
}
`

// TestDiagnostics checks that a document's diagnostics are `cardc check`'s
// (the same messages and positions, those counted in UTF-16 code units
// after "•" and "—"), and that they are cleared when the error is fixed.
func TestDiagnostics(t *testing.T) {
	root := project(t, "grizzly-bears.card")
	path := filepath.Join(root, "cards", "cub.card")
	write(t, path, cub)
	c := newClient(t)
	res := c.initialize()
	if res.ServerInfo == nil || res.ServerInfo.Name != "cardc" {
		t.Errorf("server info %+v", res.ServerInfo)
	}
	uri := pathURI(path)
	c.open(uri, cub)
	got := c.diagnostics(uri, 1)

	// What cardc check says of the pool.
	pool, err := dsl.CheckPool(context.Background(), []dsl.Source{diskSource(filepath.Join(root, "cards", "grizzly-bears.card")), diskSource(path)}, stdlib.Universe(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, d := range pool.Diags {
		want = append(want, d.Message)
	}
	var msgs []string
	for _, d := range got {
		msgs = append(msgs, d.Message)
	}
	if diff := cmp.Diff(want, msgs); diff != "" {
		t.Errorf("messages differ from cardc check's (-check +lsp):\n%s", diff)
	}
	if !slices.ContainsFunc(msgs, func(m string) bool { return strings.Contains(m, `did you mean "Bear"?`) }) {
		t.Errorf("no suggestion in %q", msgs)
	}
	// {Q} is at byte column 42 of line 1; "•" and "—" are three bytes
	// and one UTF-16 unit each.
	wantRanges := []protocol.Range{
		{Start: protocol.Position{Line: 0, Character: 37}, End: protocol.Position{Line: 0, Character: 40}},
		{Start: protocol.Position{Line: 1, Character: 18}, End: protocol.Position{Line: 1, Character: 22}},
	}
	var ranges []protocol.Range
	for _, d := range got {
		ranges = append(ranges, d.Range)
	}
	if diff := cmp.Diff(wantRanges, ranges); diff != "" {
		t.Errorf("ranges (-want +got):\n%s", diff)
	}

	fixed := strings.Replace(strings.Replace(cub, "{Q}", "", 1), "Baer", "Bear", 1)
	c.change(uri, 2, fixed)
	if got := c.diagnostics(uri, 2); len(got) != 0 {
		t.Errorf("diagnostics after the fix: %+v", got)
	}
}

func diskSource(path string) dsl.Source {
	return dsl.Source{Name: path, Read: func() ([]byte, error) { return readFile(path) }}
}

// TestPool checks a document within its pool: a name another file of
// cards/ has is a duplicate, with the first definition as related
// information; the editor's text of the document wins over the file's.
func TestPool(t *testing.T) {
	root := project(t, "grizzly-bears.card")
	path := filepath.Join(root, "cards", "zz-bears.card")
	write(t, path, `card "Something Else" {`+"\n}\n")
	c := newClient(t)
	c.initialize()
	uri := pathURI(path)
	text := strings.Replace(string(must(readFile(filepath.Join(root, "cards", "grizzly-bears.card")))), "Grizzly Bears", "Grizzly Bears", 1)
	c.open(uri, text)
	got := c.diagnostics(uri, 1)
	if len(got) != 1 || got[0].Message != `duplicate card name "Grizzly Bears"` {
		t.Fatalf("diagnostics %+v", got)
	}
	rel := got[0].RelatedInformation
	if len(rel) != 1 || rel[0].Location.URI != pathURI(filepath.Join(root, "cards", "grizzly-bears.card")) || rel[0].Location.Range.Start.Line != 0 || rel[0].Message != "first defined here" {
		t.Errorf("related information %+v", rel)
	}
}

// TestScenario checks a scenario against the pool beside its directory:
// a card its setup names that the pool doesn't have is an error; going to
// the definition of a card name opens the card's file, of a label its
// setup line.
func TestScenario(t *testing.T) {
	root := project(t, "grizzly-bears.card", "forest.card")
	path := filepath.Join(root, "golden", "bears.scenario")
	text := `scenario "Bears" {
  setup {
    turn 1 alice main1
    player alice {
      hand "Grizzly Bears" as bears
      battlefield "Forest" as f1, "Forest" as f2, "Grizly Bears"
    }
    player bob {
    }
  }

  alice cast bears pay f1, f2
}
`
	c := newClient(t)
	c.initialize()
	uri := pathURI(path)
	c.open(uri, text)
	got := c.diagnostics(uri, 1)
	if len(got) != 1 || got[0].Message != `no card named "Grizly Bears" in the pool` || got[0].Range.Start.Line != 5 {
		t.Fatalf("diagnostics %+v", got)
	}
	var loc protocol.Location
	c.result("textDocument/definition", at(uri, 4, 12), &loc)
	if loc.URI != pathURI(filepath.Join(root, "cards", "grizzly-bears.card")) || loc.Range.Start != (protocol.Position{Line: 0, Character: 5}) {
		t.Errorf("definition of a card name: %+v", loc)
	}
	c.result("textDocument/definition", at(uri, 11, 14), &loc)
	if loc.URI != uri || loc.Range.Start != (protocol.Position{Line: 4, Character: 30}) {
		t.Errorf("definition of a label: %+v", loc)
	}
	var h struct {
		Contents protocol.MarkupContent `json:"contents"`
	}
	c.result("textDocument/hover", at(uri, 4, 12), &h)
	if !strings.Contains(h.Contents.Value, "type Creature — Bear") {
		t.Errorf("hover over a card name: %q", h.Contents.Value)
	}
	var list protocol.CompletionList
	c.result("textDocument/completion", at(uri, 5, 62), &list)
	if labels := labelsOf(list); !slices.Contains(labels, "Grizzly Bears") || !slices.Contains(labels, "Forest") {
		t.Errorf("completion in a card name: %q", labels)
	}
}

func labelsOf(l protocol.CompletionList) []string {
	var out []string
	for _, it := range l.Items {
		out = append(out, it.Label)
	}
	return out
}

const kurbis = `card "Kurbis, Harvest Celebrant" {
  cost {X}{G}{G}
  type Legendary Creature — Treefolk
  pt 0/0

  replacement {
    effect enters-with-counters(+1/+1, mana-spent-to-cast(self))
  }

  token soldier {
    color white
    type Creature — Soldier
    pt 1/1
  }

  activated {
    cost remove-counters(self, +1/+1, 1)
    target another creature with-counter(+1/+1) as t
    effect prevent-damage(t, until: end-of-turn)
    effect create(soldier)
  }
}
`

// TestFeatures drives hover, completion, definition, symbols and
// formatting on one card.
func TestFeatures(t *testing.T) {
	root := project(t)
	path := filepath.Join(root, "cards", "kurbis.card")
	c := newClient(t)
	c.initialize()
	uri := pathURI(path)
	c.open(uri, kurbis)
	c.diagnostics(uri, 1)

	hover := func(line, char int) string {
		t.Helper()
		var h struct {
			Contents protocol.MarkupContent `json:"contents"`
		}
		c.result("textDocument/hover", at(uri, line, char), &h)
		return h.Contents.Value
	}
	for _, tc := range []struct {
		line, char int
		want       string
	}{
		{6, 12, dsl.Usage(&stdlib.Lookup("enters-with-counters").Entry)}, // a primitive
		{6, 34, "counter kind"},   // +1/+1
		{2, 10, "supertype"},      // Legendary
		{2, 30, "creature type"},  // Treefolk
		{17, 30, "filter word"},   // with-counter
		{11, 22, "creature type"}, // Soldier
	} {
		if got := hover(tc.line, tc.char); !strings.Contains(got, tc.want) {
			t.Errorf("hover at %d:%d = %q, want %q in it", tc.line, tc.char, got, tc.want)
		}
	}

	var list protocol.CompletionList
	c.result("textDocument/completion", at(uri, 18, 11), &list)
	labels := labelsOf(list)
	for _, want := range []string{"t", "soldier", "self", "create", "flying", "another", "Soldier", "effect"} {
		if !slices.Contains(labels, want) {
			t.Errorf("completion lacks %q", want)
		}
	}
	for _, it := range list.Items {
		if it.Label == "create" && (it.Detail == nil || !strings.HasPrefix(*it.Detail, "create(")) {
			t.Errorf("create's detail is %v, want its signature", it.Detail)
		}
	}
	// t is bound in the activated ability only.
	c.result("textDocument/completion", at(uri, 6, 11), &list)
	if slices.Contains(labelsOf(list), "t") {
		t.Errorf("t completed outside the ability that binds it")
	}

	var loc protocol.Location
	c.result("textDocument/definition", at(uri, 18, 26), &loc)
	if loc.Range.Start != (protocol.Position{Line: 17, Character: 51}) {
		t.Errorf("definition of t: %+v", loc.Range)
	}
	c.result("textDocument/definition", at(uri, 19, 20), &loc)
	if loc.Range.Start != (protocol.Position{Line: 9, Character: 8}) {
		t.Errorf("definition of soldier: %+v", loc.Range)
	}

	var syms []protocol.DocumentSymbol
	c.result("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &syms)
	if len(syms) != 1 || syms[0].Name != "Kurbis, Harvest Celebrant" || len(syms[0].Children) != 3 {
		t.Fatalf("symbols %+v", syms)
	}
	var kids []string
	for _, k := range syms[0].Children {
		kids = append(kids, k.Name)
	}
	if diff := cmp.Diff([]string{"replacement", "soldier", "activated"}, kids); diff != "" {
		t.Errorf("children (-want +got):\n%s", diff)
	}

	var edits []protocol.TextEdit
	format := map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{"tabSize": 2, "insertSpaces": true}}
	c.result("textDocument/formatting", format, &edits)
	if len(edits) != 0 {
		t.Errorf("edits of a formatted file: %+v", edits)
	}
	messy := strings.ReplaceAll(kurbis, "\n  ", "\n      ")
	c.change(uri, 2, messy)
	c.result("textDocument/formatting", format, &edits)
	f, _ := dsl.ParseFile(path, []byte(messy))
	if len(edits) != 1 || edits[0].NewText != string(ast.Format(f)) || edits[0].Range.Start != (protocol.Position{}) || edits[0].Range.End.Line != 22 {
		t.Errorf("formatting edits %+v", edits)
	}
	if edits[0].NewText != kurbis {
		t.Errorf("formatted text differs from the canonical form")
	}
}

// TestRobust sends what an editor shouldn't: the server answers each with
// an error or diagnostics, and goes on answering.
func TestRobust(t *testing.T) {
	root := project(t)
	c := newClient(t)
	if m := c.call("textDocument/hover", at("file:///x.card", 0, 0)); m.Error == nil || m.Error.Code != -32002 {
		t.Errorf("a request before initialize: %+v", m)
	}
	c.initialize()

	c.raw("Content-Length: 9\r\n\r\n{not json")
	if m := c.next(); m.Error == nil || m.Error.Code != -32700 {
		t.Errorf("malformed JSON: %+v", m)
	}
	c.raw("Content-Length: 2\r\n\r\n{}")
	if m := c.next(); m.Error == nil || m.Error.Code != -32600 {
		t.Errorf("not a JSON-RPC message: %+v", m)
	}
	c.raw("Content-Length: x\r\n\r\n")
	if m := c.next(); m.Error == nil || m.Error.Code != -32700 {
		t.Errorf("bad header: %+v", m)
	}
	if m := c.call("cardc/nothing", map[string]any{}); m.Error == nil || m.Error.Code != -32601 {
		t.Errorf("unknown method: %+v", m)
	}
	c.notify("cardc/nothing", map[string]any{})
	if m := c.call("textDocument/hover", "nonsense"); m.Error == nil || m.Error.Code != -32602 {
		t.Errorf("invalid params: %+v", m)
	}
	if m := c.call("textDocument/hover", at("file:///nowhere.card", 0, 0)); m.Error == nil {
		t.Errorf("hover in a document never opened: %+v", m)
	}

	uri := pathURI(filepath.Join(root, "cards", "broken.card"))
	c.open(uri, "card \"Broken\" {\n  cost {1\n  effect (((\n")
	if got := c.diagnostics(uri, 1); len(got) == 0 {
		t.Errorf("no diagnostics for a file that doesn't parse")
	}
	for _, req := range []string{"textDocument/hover", "textDocument/completion", "textDocument/definition"} {
		if m := c.call(req, at(uri, 2, 10)); m.Error != nil {
			t.Errorf("%s in a broken file: %+v", req, m.Error)
		}
	}
	var syms []protocol.DocumentSymbol
	c.result("textDocument/documentSymbol", map[string]any{"textDocument": map[string]any{"uri": uri}}, &syms)
	if m := c.call("textDocument/formatting", map[string]any{"textDocument": map[string]any{"uri": uri}, "options": map[string]any{}}); m.Error == nil {
		t.Errorf("formatting a broken file gave no error")
	}

	// A document of 4 MiB: the parser's limit, then one byte more.
	var big strings.Builder
	big.WriteString("card \"Big\" {\n  type Land\n}\n")
	for big.Len() < 4<<20-200 {
		big.WriteString("// a long comment line that fills the file up to its limit of size\n")
	}
	c.change(uri, 2, big.String())
	if got := c.diagnostics(uri, 2); len(got) != 0 {
		t.Errorf("diagnostics of a file of comments: %+v", got[:1])
	}
	c.change(uri, 3, big.String()+strings.Repeat("/", 4<<20-big.Len()+1))
	if got := c.diagnostics(uri, 3); len(got) != 1 || !strings.Contains(got[0].Message, "too large") {
		t.Errorf("diagnostics of a file over the limit: %+v", got)
	}
	c.result("textDocument/hover", at(uri, 1000, 5), nil)
}

// TestSuperseded sends changes faster than they are checked: only the
// newest version's diagnostics are published last, and none is published
// after a newer one.
func TestSuperseded(t *testing.T) {
	root := project(t, "grizzly-bears.card")
	uri := pathURI(filepath.Join(root, "cards", "cub.card"))
	c := newClient(t)
	c.initialize()
	c.open(uri, cub)
	for v := 2; v <= 20; v++ {
		c.change(uri, v, strings.Replace(cub, "Baer", strings.Repeat("x", v), 1))
	}
	got := c.diagnostics(uri, 20) // fails on a version published out of order
	if len(got) != 2 || !strings.Contains(got[1].Message, strings.Repeat("x", 20)) {
		t.Errorf("diagnostics of the last version: %+v", got)
	}
}

// TestShutdown is the end of a session: shutdown, then exit stops the
// server.
func TestShutdown(t *testing.T) {
	c := newClient(t)
	c.initialize()
	c.result("shutdown", nil, nil)
	c.notify("exit", nil)
	<-c.done
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
