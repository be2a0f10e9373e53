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
// permanent is tapped through the game (interp.Game.TappedStatus), and
// for its combat and damage status (interp.Game.CombatStatus), never by
// reading the fields: the battlefield's characteristics are computed
// again on tapping, or as combat and damage change, only when their
// computation asked.
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
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			switch sel.Sel.Name {
			case "Tapped":
				t.Errorf("%s: a record reads .Tapped; ask x.G.TappedStatus(o)", fset.Position(sel.Pos()))
			case "Attacking", "Blocking", "Blocked", "Damage", "DeathtouchDamage", "AttackedTurn", "DamagedTurn", "DamagedBy":
				t.Errorf("%s: a record reads .%s; ask x.G.CombatStatus(o)", fset.Position(sel.Pos()), sel.Sel.Name)
			}
			return true
		})
	}
}
