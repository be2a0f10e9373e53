package main

import (
	"fmt"
	"strings"
)

// unifiedDiff returns a unified diff from a to b (whole-file hunks with
// three lines of context), or "" when they are equal.
func unifiedDiff(name string, a, b []byte) string {
	if string(a) == string(b) {
		return ""
	}
	x, y := splitLines(string(a)), splitLines(string(b))
	ops := lineOps(x, y)
	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s (formatted)\n", name, name)
	const ctx = 3
	// Group ops into hunks around changes.
	i := 0
	for i < len(ops) {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		start := max(i-ctx, 0)
		end := i
		for end < len(ops) {
			if ops[end].kind != ' ' {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == ' ' {
				run++
			}
			if run-end > 2*ctx || run == len(ops) {
				end = min(end+ctx, len(ops))
				break
			}
			end = run
		}
		ax, ay := ops[start].ai, ops[start].bi
		var na, nb int
		var body strings.Builder
		for _, o := range ops[start:end] {
			switch o.kind {
			case ' ':
				na++
				nb++
				body.WriteString(" " + o.text)
			case '-':
				na++
				body.WriteString("-" + o.text)
			case '+':
				nb++
				body.WriteString("+" + o.text)
			}
		}
		fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n%s", ax+1, na, ay+1, nb, body.String())
		i = end
	}
	return out.String()
}

func splitLines(s string) []string {
	lines := strings.SplitAfter(s, "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		if !strings.HasSuffix(l, "\n") {
			lines[i] = l + "\n\\ No newline at end of file\n"
		}
	}
	return lines
}

type lineOp struct {
	kind   byte
	text   string
	ai, bi int
}

// lineOps computes an edit script by longest common subsequence; inputs
// too large for the quadratic table are diffed as a whole replacement.
func lineOps(x, y []string) []lineOp {
	var ops []lineOp
	if len(x)*len(y) > 4_000_000 {
		for i, l := range x {
			ops = append(ops, lineOp{'-', l, i, 0})
		}
		for j, l := range y {
			ops = append(ops, lineOp{'+', l, len(x), j})
		}
		return ops
	}
	n, m := len(x), len(y)
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if x[i] == y[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && x[i] == y[j]:
			ops = append(ops, lineOp{' ', x[i], i, j})
			i++
			j++
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, lineOp{'-', x[i], i, j})
			i++
		default:
			ops = append(ops, lineOp{'+', y[j], i, j})
			j++
		}
	}
	return ops
}
