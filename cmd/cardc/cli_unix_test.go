//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSkipsNonRegular: a FIFO named *.card is skipped with a warning and
// never opened (opening it would block until a writer came).
func TestSkipsNonRegular(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.card")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	writeFile(t, dir, "opt.card", mustRead(t, "../../cards/opt.card"))
	code, _, errOut := cardc(t, "check", dir)
	want := "cardc: warning: " + fifo + " is not a regular file; skipped\n"
	if code != 0 || !strings.HasPrefix(errOut, want+"checked 1 card in ") {
		t.Errorf("directory: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = cardc(t, "check", fifo)
	if code != 0 || !strings.HasPrefix(errOut, "cardc: warning: "+fifo+" is not a regular file; skipped\nchecked 0 cards") {
		t.Errorf("named: exit %d, stderr %q", code, errOut)
	}
}
