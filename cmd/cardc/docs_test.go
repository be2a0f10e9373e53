package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// fence is a fenced block of a Markdown file: its info string, body and
// the line its body starts on.
type fence struct {
	info, body string
	line       int
}

func fences(md string) []fence {
	var out []fence
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "```") {
			continue
		}
		f := fence{info: strings.TrimPrefix(lines[i], "```"), line: i + 2}
		var body []string
		for i++; i < len(lines) && !strings.HasPrefix(lines[i], "```"); i++ {
			body = append(body, lines[i])
		}
		f.body = strings.Join(body, "\n") + "\n"
		out = append(out, f)
	}
	return out
}

var shownCheck = regexp.MustCompile(`^\$ cardc check (\S+\.card)\n`)

// TestDocExamples: every full card in the README and docs/ checks clean,
// unless the block after it shows `cardc check` of it, whose diagnostics
// must then be the ones cardc prints.
func TestDocExamples(t *testing.T) {
	docs, _ := filepath.Glob("../../docs/*.md")
	docs = append([]string{"../../README.md"}, docs...)
	n := 0
	for _, doc := range docs {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		fs := fences(string(b))
		for i, f := range fs {
			if !strings.HasPrefix(strings.TrimSpace(f.body), `card "`) {
				continue
			}
			n++
			where := filepath.Base(doc) + ":" + strconv.Itoa(f.line)
			name, want := "example.card", ""
			if i+1 < len(fs) {
				if m := shownCheck.FindStringSubmatch(fs[i+1].body); m != nil {
					name = m[1]
					shown := strings.TrimPrefix(fs[i+1].body, m[0])
					if j := strings.Index(shown, "\nchecked "); j >= 0 {
						want = shown[:j+1]
					} else if strings.HasPrefix(shown, "checked ") {
						want = ""
					}
				}
			}
			dir := t.TempDir()
			p := writeFile(t, dir, filepath.Base(name), f.body)
			code, out, _ := cardc(t, "check", p)
			out = strings.ReplaceAll(withoutWarnings(out), p, name)
			if want == "" && code != 0 {
				t.Errorf("%s: cardc check exits %d", where, code)
			}
			if out != want {
				t.Errorf("%s: cardc check prints\n%s\nthe docs show\n%s", where, out, want)
			}
		}
	}
	if n < 10 {
		t.Errorf("found %d card examples in the docs; the extraction is broken", n)
	}
}

// withoutWarnings drops the warnings (each with its two source lines) of
// printed diagnostics: an example may leave out its text line.
func withoutWarnings(out string) string {
	lines := strings.SplitAfter(out, "\n")
	var keep []string
	for i := 0; i < len(lines); i++ {
		if strings.Contains(lines[i], ": warning: ") {
			i += 2
			continue
		}
		keep = append(keep, lines[i])
	}
	return strings.Join(keep, "")
}
