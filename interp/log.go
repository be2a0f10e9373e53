package interp

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"
)

// Log is the game's event log: canonical lines, one an event.
type Log struct {
	Lines  []string
	indent int
	// arena holds the bytes of the lines logf wrote, end to end; a line is
	// a string over its bytes, which are never written again (see logf).
	arena []byte
}

// arenaChunk is the size of a fresh arena for log lines.
const arenaChunk = 16 << 10

// logf adds a line to the log at the current indentation, formatted as
// fmt.Sprintf formats. The lines share an arena: a line's bytes are
// appended after the last line's and the line is a string over them, so
// a line costs no allocation of its own. Bytes a string refers to are
// never written again: a line that fails to format in place is written
// again from its own start, which no string refers to yet, and a new
// arena is taken when the old one is full.
func (g *Game) logf(format string, args ...any) {
	l := g.Log
	if l.indent < 0 || l.indent >= len(indents) {
		l.Add(fmt.Sprintf(format, args...))
		return
	}
	start, buf := l.begin(len(format) + 16*len(args))
	buf, ok := appendLine(buf, format, args)
	if !ok {
		buf = fmt.Appendf(append(l.arena[:start], indents[l.indent]...), format, args...)
	}
	l.end(start, buf)
}

// logJoin adds a line made of parts, end to end, at the current
// indentation, as logf does: for the commonest lines, which need no
// formatting (and whose parts needn't be boxed as logf's arguments).
func (g *Game) logJoin(parts ...string) {
	l := g.Log
	if l.indent < 0 || l.indent >= len(indents) {
		l.Add(strings.Join(parts, ""))
		return
	}
	need := 0
	for _, p := range parts {
		need += len(p)
	}
	start, buf := l.begin(need)
	for _, p := range parts {
		buf = append(buf, p...)
	}
	l.end(start, buf)
}

// begin starts a line of about need bytes in the arena, taking a new
// arena when the old one is full: it returns where the line starts and
// the arena with the line's indentation appended.
func (l *Log) begin(need int) (int, []byte) {
	need += len(indents[l.indent])
	if cap(l.arena)-len(l.arena) < need {
		l.arena = make([]byte, 0, max(arenaChunk, 2*need))
	}
	start := len(l.arena)
	return start, append(l.arena, indents[l.indent]...)
}

// end adds the line that begin started and buf holds from start on.
func (l *Log) end(start int, buf []byte) {
	l.arena = buf
	line := buf[start:]
	if len(line) == 0 {
		l.Lines = append(l.Lines, "")
		return
	}
	l.Lines = append(l.Lines, unsafe.String(&line[0], len(line)))
}

// appendLine appends a log line formatted as fmt.Sprintf would when the
// format's only verbs are %s (of strings and Stringers) and %d (of ints),
// without fmt's general machinery; it reports false for anything else.
func appendLine(b []byte, format string, args []any) ([]byte, bool) {
	n := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b = append(b, c)
			continue
		}
		if i+1 >= len(format) || n >= len(args) {
			return b, false
		}
		i++
		switch verb, a := format[i], args[n]; {
		case verb == 's':
			switch v := a.(type) {
			case string:
				b = append(b, v...)
			case error:
				return b, false
			case fmt.Stringer:
				b = append(b, v.String()...)
			default:
				return b, false
			}
		case verb == 'd':
			v, ok := a.(int)
			if !ok {
				return b, false
			}
			b = strconv.AppendInt(b, int64(v), 10)
		default:
			return b, false
		}
		n++
	}
	return b, n == len(args)
}

// Add appends a line at the current indentation.
func (l *Log) Add(s string) {
	if l.indent >= 0 && l.indent < len(indents) {
		l.Lines = append(l.Lines, indents[l.indent]+s)
		return
	}
	l.Lines = append(l.Lines, strings.Repeat("  ", l.indent)+s)
}

// indents are the common indentations of log lines.
var indents = [...]string{"", "  ", "    ", "      ", "        ", "          ", "            ", "              "}

// String returns the log as text.
func (l *Log) String() string { return strings.Join(l.Lines, "\n") + "\n" }
