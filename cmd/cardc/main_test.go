package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func cardc(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, &o, &e)
	return code, o.String(), e.String()
}

func TestCheckPool(t *testing.T) {
	code, out, errOut := cardc(t, "check", "../../cards")
	if code != 0 || out != "" {
		t.Fatalf("exit %d, output:\n%s%s", code, out, errOut)
	}
	if !regexp.MustCompile(fmt.Sprintf(`^checked %d cards in \d+ ms\n$`, poolSize(t))).MatchString(errOut) {
		t.Errorf("summary line = %q", errOut)
	}
}

// bundledNote is what a command says when it falls back to the bundled
// pool, as it does in this directory, which has no ./cards.
var bundledNote = func() string {
	n, _ := filepath.Glob("../../cards/*.card")
	return fmt.Sprintf("cardc: no ./cards directory here; using the %d bundled cards\n", len(n))
}()

func TestCheckEmbeddedPool(t *testing.T) {
	// No ./cards here (cmd/cardc): the bundled pool is checked.
	code, _, errOut := cardc(t, "check")
	if code != 0 || !strings.HasPrefix(errOut, bundledNote+fmt.Sprintf("checked %d cards", poolSize(t))) {
		t.Fatalf("exit %d: %s", code, errOut)
	}
}

// poolSize is the number of cards in the pool, so that adding a card
// changes no test.
func poolSize(t *testing.T) int {
	t.Helper()
	files, err := filepath.Glob("../../cards/*.card")
	if err != nil || len(files) == 0 {
		t.Fatalf("no pool: %v", err)
	}
	return len(files)
}

// poolBackFaces counts the pool's cards with a second face: a back face,
// a split half, an Adventure or a prepare spell.
func poolBackFaces(t *testing.T) int {
	t.Helper()
	files, _ := filepath.Glob("../../cards/*.card")
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{"back", "split", "adventure", "prepare", "modal"} {
			if strings.Contains(string(b), "\n  "+kind+" \"") {
				n++
			}
		}
	}
	return n
}

func writeFile(t *testing.T, dir, name, src string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const badCard = `card "Bears" {
  cost {1}{G}
  type Creature — Bear
  pt 2/2
  keyword flyng
}
`

func TestCheckFindings(t *testing.T) {
	p := writeFile(t, t.TempDir(), "bears.card", badCard)
	code, out, errOut := cardc(t, "check", p)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	want := p + `:5:11: error: unknown keyword "flyng"; did you mean "flying"?
      keyword flyng
              ^^^^^
`
	if out != want {
		t.Errorf("output:\n%s\nwant:\n%s", out, want)
	}
	if !strings.Contains(errOut, "1 error") {
		t.Errorf("summary %q", errOut)
	}
}

func TestCheckJSON(t *testing.T) {
	p := writeFile(t, t.TempDir(), "bears.card", badCard)
	code, out, _ := cardc(t, "check", "--json", p)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	var diags []struct {
		File    string
		Message string
		Start   struct{ Line, Col int }
	}
	if err := json.Unmarshal([]byte(out), &diags); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(diags) != 1 || diags[0].Start.Line != 5 || diags[0].Start.Col != 11 || diags[0].File != p {
		t.Errorf("got %+v", diags)
	}
	code, out, _ = cardc(t, "check", "--json", "../../cards/opt.card")
	if code != 0 || strings.TrimSpace(out) != "[]" {
		t.Errorf("clean --json: exit %d, %q", code, out)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"check", "/no/such/file.card"},
		{"frobnicate"},
		{"check", "--no-such-flag"},
		{"dump", "../../cards/opt.card"},
		{"doc", "copy-off"},
	} {
		code, _, errOut := cardc(t, args...)
		if code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errOut)
		}
	}
	_, _, errOut := cardc(t, "doc", "copy-off")
	if !strings.Contains(errOut, `did you mean "copy-of"?`) {
		t.Errorf("doc suggestion: %q", errOut)
	}
}

func TestFmt(t *testing.T) {
	dir := t.TempDir()
	ugly := writeFile(t, dir, "ugly.card", "card \"A\" { cost {1} type Artifact\n  mana { cost {T} effect produce-mana({C}) } }\n")
	broken := writeFile(t, dir, "broken.card", "card \"B\" { type }\n")
	brokenBefore, _ := os.ReadFile(broken)

	code, out, _ := cardc(t, "fmt", "-l", ugly)
	if code != 0 || out != ugly+"\n" {
		t.Errorf("fmt -l: exit %d, %q", code, out)
	}
	code, out, _ = cardc(t, "fmt", "-d", ugly)
	if code != 0 || !strings.Contains(out, "+  type Artifact") {
		t.Errorf("fmt -d: exit %d\n%s", code, out)
	}
	code, _, _ = cardc(t, "fmt", "-w", ugly, broken)
	if code != 1 {
		t.Errorf("fmt -w with an unparsable file: exit %d, want 1", code)
	}
	got, _ := os.ReadFile(ugly)
	want := "card \"A\" {\n  cost {1}\n  type Artifact\n  mana {\n    cost {T}\n    effect produce-mana({C})\n  }\n}\n"
	if string(got) != want {
		t.Errorf("fmt -w wrote:\n%s", got)
	}
	if after, _ := os.ReadFile(broken); !bytes.Equal(after, brokenBefore) {
		t.Errorf("fmt -w touched a file it can't parse")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	code, out, _ = cardc(t, "fmt", "-l", "../../cards")
	if code != 0 || out != "" {
		t.Errorf("pool not formatted: %s", out)
	}
}

func TestFmtEmbeddedPool(t *testing.T) {
	// No ./cards here (cmd/cardc): fmt reads the bundled pool, read-only.
	code, out, errOut := cardc(t, "fmt", "-l")
	if code != 0 || out != "" {
		t.Errorf("fmt -l: exit %d, %q %s", code, out, errOut)
	}
	code, out, _ = cardc(t, "fmt")
	if code != 0 || !strings.Contains(out, "card \"Grizzly Bears\" {") {
		t.Errorf("fmt: exit %d\n%s", code, out)
	}
	code, _, errOut = cardc(t, "fmt", "-w")
	if code != 2 || !strings.Contains(errOut, "bundled pool") {
		t.Errorf("fmt -w on the bundled pool: exit %d, %q; want 2", code, errOut)
	}
}

func TestCheckOneCard(t *testing.T) {
	code, _, errOut := cardc(t, "check", "../../cards/grizzly-bears.card")
	if code != 0 || !regexp.MustCompile(`^checked 1 card in \d+ ms\n$`).MatchString(errOut) {
		t.Errorf("exit %d, summary line = %q", code, errOut)
	}
}

func TestDumpAndDoc(t *testing.T) {
	code, out, _ := cardc(t, "dump", "--ast", "../../cards/opt.card")
	if code != 0 || !strings.Contains(out, "Ident scry") {
		t.Errorf("dump --ast: %d\n%s", code, out)
	}
	code, out, _ = cardc(t, "dump", "--ir", "../../cards/convolute.card")
	if code != 0 || !strings.Contains(out, "s: type object, binds s (object)") {
		t.Errorf("dump --ir: %d\n%s", code, out)
	}
	// The README's example, exactly.
	code, out, _ = cardc(t, "dump", "--ir", "../../cards/giant-growth.card")
	if want := `6:10 creature: type objects, primitive creature
6:22 t: binds t (object)
7:10 gets(…): type effect, primitive gets
7:15 t: type object, binds t (object)
7:18 +3/+3: type P/T change
7:32 end-of-turn: type duration, primitive end-of-turn
`; code != 0 || out != want {
		t.Errorf("dump --ir giant-growth: %d\n%s", code, out)
	}
	code, out, _ = cardc(t, "doc", "produce-mana")
	if code != 0 || !strings.Contains(out, "produce-mana(mana: mana, only-for: objects?, for: player?, per: number?, instead: mana?, condition: condition?)") {
		t.Errorf("doc: %d\n%s", code, out)
	}
	code, out, _ = cardc(t, "doc")
	if code != 0 || !strings.Contains(out, "Keyword abilities:") {
		t.Errorf("doc list: %d", code)
	}
}

// TestPlayParallel: random games played at once report what they report
// one at a time, in seed order.
func TestPlayParallel(t *testing.T) {
	code1, out1, err1 := cardc(t, "play", "--random", "--seed", "7", "--games", "6", "--jobs", "1")
	code2, out2, err2 := cardc(t, "play", "--random", "--seed", "7", "--games", "6", "--jobs", "3")
	if code1 != 0 || code2 != 0 {
		t.Fatalf("exit %d and %d:\n%s\n%s", code1, code2, err1, err2)
	}
	summary := func(s string) string { return s[:strings.LastIndex(s, " in ")] }
	if out1 != out2 || summary(err1) != summary(err2) {
		t.Errorf("one at a time:\n%s%s\nthree at once:\n%s%s", out1, err1, out2, err2)
	}
	if !strings.HasPrefix(err1, bundledNote+"played 6 games (") {
		t.Errorf("summary: %q", err1)
	}
}
