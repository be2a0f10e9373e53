package main

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

func TestProgressAlways(t *testing.T) {
	code, out, errOut := cardc(t, "check", "--progress=always", "../../cards")
	if code != 0 || out != "" {
		t.Fatalf("exit %d, output:\n%s%s", code, out, errOut)
	}
	// The line ends with the count done, and is erased before the summary.
	n := poolSize(t)
	width := len(fmt.Sprintf("checking %d/%d files", n, n))
	if !regexp.MustCompile(fmt.Sprintf(`\rchecking %d/%d files\r {%d}\rchecked %d cards in \d+ ms\n$`, n, n, width, n)).MatchString(errOut) {
		t.Errorf("stderr = %q", errOut)
	}
	code, _, errOut = cardc(t, "test", "--progress=always", "-run", "bolt")
	if code != 0 || !strings.Contains(errOut, "\rrunning ") || !strings.Contains(errOut, " scenarios\r") {
		t.Errorf("exit %d, stderr = %q", code, errOut)
	}
}

// TestProgressNotOnPipes checks that auto shows nothing when stderr isn't
// a terminal (as in tests and CI logs), and never shows nothing at all.
func TestProgressNotOnPipes(t *testing.T) {
	for _, mode := range []string{"--progress=auto", "--progress=never"} {
		for _, args := range [][]string{{"check", mode, "../../cards"}, {"test", mode, "-run", "bolt"}} {
			_, _, errOut := cardc(t, args...)
			if strings.Contains(errOut, "\r") {
				t.Errorf("%v: stderr = %q", args, errOut)
			}
		}
	}
	if code, _, errOut := cardc(t, "check", "--progress=sometimes"); code != 2 {
		t.Errorf("--progress=sometimes: exit %d, %s", code, errOut)
	}
}

func TestCheckInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var o, e bytes.Buffer
	if code := runContext(ctx, []string{"check", "../../cards"}, &o, &e); code != 130 || e.String() != "cardc: interrupted\n" {
		t.Errorf("exit %d, stderr %q", code, e.String())
	}
}
