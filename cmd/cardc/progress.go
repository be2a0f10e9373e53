package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

// progressFlag is the --progress flag of check and test.
type progressFlag string

func (f *progressFlag) String() string { return string(*f) }
func (f *progressFlag) Type() string   { return "auto|always|never" }
func (f *progressFlag) Set(s string) error {
	switch s {
	case "auto", "always", "never":
		*f = progressFlag(s)
		return nil
	}
	return fmt.Errorf("must be auto, always or never")
}

func addProgressFlag(cmd *cobra.Command, f *progressFlag) {
	*f = "auto"
	cmd.Flags().Var(f, "progress", "show progress on stderr: auto (only when stderr is a terminal), always, never")
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progress shows "checking 12000/30000 files" on one line of stderr,
// rewritten with \r, and erases it when done. With auto it shows nothing
// unless stderr is a terminal, and nothing for a run that ends within a
// quarter of a second; it never writes more than ten times a second.
type progress struct {
	w      io.Writer
	format string // with the count done and the total
	total  int
	always bool
	start  time.Time
	last   time.Time
	width  int // of the line shown, 0 when none is
}

// newProgress returns the progress display for mode, or nil for none.
func newProgress(mode progressFlag, w io.Writer, format string, total int) *progress {
	if mode == "never" || mode == "auto" && !isTerminal(w) {
		return nil
	}
	return &progress{w: w, format: format, total: total, always: mode == "always", start: time.Now()}
}

// update shows that done of the total are done.
func (p *progress) update(done int) {
	if p == nil {
		return
	}
	now := time.Now()
	if !p.always && now.Sub(p.start) < 250*time.Millisecond {
		return
	}
	if p.width > 0 && now.Sub(p.last) < 100*time.Millisecond && done < p.total {
		return
	}
	line := fmt.Sprintf(p.format, done, p.total)
	fmt.Fprintf(p.w, "\r%s", line)
	p.width, p.last = len(line), now
}

// done erases the line.
func (p *progress) done() {
	if p == nil || p.width == 0 {
		return
	}
	fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.width))
	p.width = 0
}
