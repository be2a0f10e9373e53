// Command cardc compiles, checks, formats, renders, exports and documents
// card scripts, and runs them in the rules engine: golden scenarios (run,
// test, rulings) and random games (play). It is a thin layer of cobra
// commands over packages dsl, interp and stdlib.
//
// Exit status: 0 when all is well (warnings alone included, unless
// --strict), 1 when there are findings (diagnostics, unformatted files,
// failing scenarios, uncovered rulings), 2 on misuse or an I/O error, 3 on
// an internal error (a bug in cardc: please report it with the input),
// 130 when interrupted.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"slices"
	"strings"
)

// exitError carries an exit status out of a command.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// findings is returned by a command that ran fine but found problems.
var findings = &exitError{code: 1}

// interrupted is returned by a command that an interrupt (SIGINT) stopped.
var interrupted = &exitError{code: 130, msg: "interrupted"}

// internalStatus is the exit status of an internal error: a panic or an
// error no command should return, which is cardc's fault, not the user's.
const internalStatus = 3

func usageErr(format string, args ...any) error {
	return &exitError{code: 2, msg: fmt.Sprintf(format, args...)}
}

func main() {
	// An interrupt cancels the context: a long check stops promptly.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := runContext(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// longFlags are the long flags that may also be written Go-style with one
// dash (-update, -run re, -json), as go test users expect.
var longFlags = map[string]bool{"update": true, "run": true, "json": true, "ast": true, "ir": true}

func goStyleFlags(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		name, _, _ := strings.Cut(strings.TrimPrefix(a, "-"), "=")
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && longFlags[name] {
			a = "-" + a
		}
		out[i] = a
	}
	return out
}

// run executes cardc with args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	return runContext(context.Background(), args, stdout, stderr)
}

// runContext is run with a context that stops a long command when it is
// cancelled.
func runContext(ctx context.Context, args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "cardc: internal error: %v\n%s", r, debug.Stack())
			code = internalStatus
		}
	}()
	cmd := newRoot(stdout, stderr)
	cmd.SetArgs(goStyleFlags(args))
	err := cmd.ExecuteContext(ctx)
	if err == nil {
		return 0
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintf(stderr, "cardc: %s\n", ee.msg)
		}
		return ee.code
	}
	// Cobra's own errors: unknown command or flag. check --json still
	// prints an array, which its consumer can always parse.
	if len(args) > 0 && args[0] == "check" && (slices.Contains(args, "--json") || slices.Contains(args, "-json")) {
		fmt.Fprintln(stdout, "[]")
	}
	fmt.Fprintf(stderr, "cardc: %s\n", err)
	return 2
}
