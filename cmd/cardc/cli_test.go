package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestMisuseMessages: every misuse exits 2 with our own message, never
// cobra's argument-count wording, and never a panic or a hang.
func TestMisuseMessages(t *testing.T) {
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"play", "--random", "--games", "-1"}, "cardc: play --games -1: want a number of at least 1\n"},
		{[]string{"play", "--random", "--limit", "0"}, "cardc: play --limit 0: want a number of at least 1\n"},
		{[]string{"play", "--random", "--jobs", "0"}, "cardc: play --jobs 0: want a number of at least 1\n"},
		{[]string{"run"}, "cardc: run takes a scenario file; got none (see cardc help run)\n"},
		{[]string{"run", "a.scenario", "b.scenario"}, `cardc: run takes a scenario file; got 2: "a.scenario" "b.scenario" (see cardc help run)` + "\n"},
		{[]string{"dump", "--ast"}, "cardc: dump takes one card file; got none (see cardc help dump)\n"},
		{[]string{"rulings", "x"}, `cardc: rulings takes no arguments; got "x" (see cardc help rulings)` + "\n"},
		{[]string{"render"}, "cardc: render needs a card file, directory or card name; got none (see cardc help render)\n"},
		{[]string{"export", "--format", "cockatrice", "--set", ""}, "cardc: export --set: the set's code can't be empty\n"},
		{[]string{"export", "--format", "cockatrice", "--set-name", " "}, "cardc: export --set-name: the set's name can't be empty\n"},
		{[]string{"export", "--format", "cockatrice", "--release-date", "2026-13-01"}, `cardc: export --release-date "2026-13-01": want a date written YYYY-MM-DD, such as 2026-12-01` + "\n"},
		{[]string{"export", "--format", "cockatrice", "--release-date", "1/2/2026"}, `cardc: export --release-date "1/2/2026": want a date written YYYY-MM-DD, such as 2026-12-01` + "\n"},
	} {
		code, out, errOut := cardc(t, c.args...)
		if code != 2 || errOut != c.msg || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.msg)
		}
	}
}

func TestTestUpdateBundled(t *testing.T) {
	code, _, errOut := cardc(t, "test", "-update")
	want := "cardc: test -update can't rewrite the bundled scenarios, which are built into cardc; name the scenario files or directory to update\n"
	if code != 2 || !strings.HasSuffix(errOut, want) {
		t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut, want)
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, _ := cardc(t, args...)
		if code != 0 || !regexp.MustCompile(`^cardc \S+.* go1\.\S+\n$`).MatchString(out) {
			t.Errorf("%v: exit %d, %q", args, code, out)
		}
	}
}

// TestCheckJSONMisuse: check --json prints an array even on misuse.
func TestCheckJSONMisuse(t *testing.T) {
	for _, args := range [][]string{{"check", "--json", "/no/such.card"}, {"check", "--json", "--no-such-flag"}} {
		code, out, _ := cardc(t, args...)
		if code != 2 || out != "[]\n" {
			t.Errorf("%v: exit %d, stdout %q; want 2 and []", args, code, out)
		}
	}
}

func TestHelpCheck(t *testing.T) {
	_, out, _ := cardc(t, "help", "check")
	for _, want := range []string{"file:line:col: error: message", "--json", "Exit status: 0 when every card checks, 1 when there are errors, 2 on\nmisuse", "3 on an internal error"} {
		if !strings.Contains(out, want) {
			t.Errorf("help check lacks %q:\n%s", want, out)
		}
	}
}

// panicWriter stands for a bug: writing to it panics.
type panicWriter struct{}

func (panicWriter) Write([]byte) (int, error) { panic("a bug") }

// TestInternalError: a panic is an internal error with its own status.
func TestInternalError(t *testing.T) {
	var e strings.Builder
	code := run([]string{"version"}, panicWriter{}, &e)
	if code != internalStatus || !strings.HasPrefix(e.String(), "cardc: internal error: ") {
		t.Errorf("exit %d, stderr %q", code, e.String())
	}
}

func mustRead(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPathsDeduplicated: a card reached by several paths is one card.
func TestPathsDeduplicated(t *testing.T) {
	code, out, errOut := cardc(t, "check", "../../cards", "../../cards/", "./../../cards/opt.card")
	if code != 0 || out != "" || !strings.HasPrefix(errOut, fmt.Sprintf("checked %d cards in ", poolSize(t))) {
		t.Errorf("exit %d:\n%s%s", code, out, errOut)
	}
}

func TestEmptyPathWarns(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := cardc(t, "check", dir)
	if code != 0 || !strings.HasPrefix(errOut, "cardc: warning: "+dir+" holds no cards\nchecked 0 cards in ") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = cardc(t, "test", "--cards", "../../cards", dir)
	if code != 0 || errOut != "cardc: warning: "+dir+" holds no scenarios\n"+fmt.Sprintf("checked %d cards, ran 0 scenarios: 0 passed, 0 failed\n", poolSize(t)) {
		t.Errorf("test: exit %d, stderr %q", code, errOut)
	}
}

// TestCardsFlag: run and test compile the cards --cards names, here a
// directory outside ./cards, and say "1 scenario" (which fails: it has
// no golden file yet).
func TestCardsFlag(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "bears.card", mustRead(t, "../../cards/grizzly-bears.card"))
	sc := writeFile(t, dir, "s.scenario", "scenario \"bears\" {\n  battlefield p1 { \"Grizzly Bears\" }\n  expect p1 controls \"Grizzly Bears\"\n}\n")
	code, _, errOut := cardc(t, "test", "--cards", dir, sc)
	if code != 1 || errOut != "checked 1 card, ran 1 scenario: 0 passed, 1 failed\n" {
		t.Errorf("test --cards: exit %d, stderr %q", code, errOut)
	}
}

// TestFmtWriteLinks: fmt -w writes through a symbolic link (which stays a
// link) and keeps a hard link's names together.
func TestFmtWriteLinks(t *testing.T) {
	dir := t.TempDir()
	ugly := "card \"A\" { cost {1} type Artifact }\n"
	want := "card \"A\" {\n  cost {1}\n  type Artifact\n}\n"
	target := writeFile(t, dir, "target.card", ugly)
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(sub, "link.card")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	if code, _, errOut := cardc(t, "fmt", "-w", link); code != 0 {
		t.Fatalf("fmt -w symlink: exit %d %s", code, errOut)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v %v", fi, err)
	}
	if got := mustRead(t, target); got != want {
		t.Errorf("target:\n%s", got)
	}
	if entries, _ := os.ReadDir(sub); len(entries) != 1 {
		t.Errorf("sub: %v", entries)
	}
	hard := writeFile(t, dir, "hard.card", ugly)
	other := filepath.Join(dir, "other-name")
	if err := os.Link(hard, other); err != nil {
		t.Skip("no hard links here:", err)
	}
	if code, _, errOut := cardc(t, "fmt", "-w", hard); code != 0 {
		t.Fatalf("fmt -w hard link: exit %d %s", code, errOut)
	}
	if got := mustRead(t, other); got != want {
		t.Errorf("the other name of a hard link:\n%s", got)
	}
}

// TestWarnings: a warning is printed with "warning:", counted apart from
// errors, and fails the check only with --strict.
func TestWarnings(t *testing.T) {
	p := writeFile(t, t.TempDir(), "tarmo.card", "card \"Tarmo\" {\n  type Creature — Lhurgoyf\n  pt */*\n}\n")
	want := p + `:1:6: warning: card "Tarmo" has no text line, so its rules text is not compared with its script
    card "Tarmo" {
         ^^^^^^^
` + p + `:1:6: warning: creature card "Tarmo" has no mana cost; write its cost line (a card without one can't be cast)
    card "Tarmo" {
         ^^^^^^^
` + p + `:3:3: warning: */* has * but no static ability defines it
      pt */*
      ^^^^^^
`
	code, out, errOut := cardc(t, "check", p)
	if code != 0 || out != want || !regexp.MustCompile(`^checked 1 card in \d+ ms: 3 warnings\n$`).MatchString(errOut) {
		t.Errorf("exit %d, stderr %q, output:\n%s\nwant:\n%s", code, errOut, out, want)
	}
	if code, _, _ := cardc(t, "check", "--strict", p); code != 1 {
		t.Errorf("--strict: exit %d, want 1", code)
	}
	code, out, _ = cardc(t, "check", "--json", p)
	if code != 0 || strings.Count(out, `"severity": "warning"`) != 3 {
		t.Errorf("--json: exit %d\n%s", code, out)
	}
}

// A scenario's failures read like a card's diagnostics: position,
// "error:", message, the source line and a caret.
func TestScenarioDiagnosticStyle(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "x.scenario")
	src := "scenario \"x\" {\n  setup {\n    turn 3 alice main1\n    player alice {\n    }\n    player bob {\n    }\n  }\n  expect life alice 19\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := cardc(t, "run", path)
	want := path + ":9:10: error: expect life of alice: got 20, want 19\n      expect life alice 19\n             ^\n"
	if code != 1 || !strings.HasSuffix(errOut, want) {
		t.Errorf("exit %d, stderr:\n%s\nwant suffix:\n%s", code, errOut, want)
	}
}
