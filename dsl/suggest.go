package dsl

import (
	"fmt"
	"sort"
	"strings"
)

// Suggest returns `; did you mean "x"?` for the known name closest to
// name, or "" when none is close.
func Suggest(name string, known []string) string {
	best := closest(name, known)
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", best)
}

// closest returns the known name closest to name, or "" when none is
// close enough to suggest.
func closest(name string, known []string) string {
	best, bestD := "", 1<<30
	sorted := append([]string(nil), known...)
	sort.Strings(sorted)
	for _, k := range sorted {
		d := distance(strings.ToLower(name), strings.ToLower(k))
		if d < bestD {
			best, bestD = k, d
		}
	}
	limit := len(name) / 3
	if limit < 1 {
		limit = 1
	}
	if limit > 3 {
		limit = 3
	}
	if bestD > limit {
		return ""
	}
	return best
}

// distance is the optimal-string-alignment distance between a and b, in
// bytes: insertions, deletions, substitutions, and swaps of two adjacent
// letters ("lief" is one edit from "life").
func distance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 20
	}
	// d[i][j] is the distance between a[:i] and b[:j]; three rows suffice.
	pprev := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			c = min(c, prev[j]+1, cur[j-1]+1)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				c = min(c, pprev[j-2]+1)
			}
			cur[j] = c
		}
		pprev, prev, cur = prev, cur, pprev
	}
	return prev[len(b)]
}
