package stdlib

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordsAskTappedStatus holds the records to asking whether a
// permanent is tapped through the game (interp.Game.TappedStatus), never
// by reading the field: the battlefield's characteristics are computed
// again on tapping only when their computation asked.
func TestRecordsAskTappedStatus(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Tapped" {
				t.Errorf("%s: a record reads .Tapped; ask x.G.TappedStatus(o)", fset.Position(sel.Pos()))
			}
			return true
		})
	}
}
