package ast

import "strconv"

// PTValue is one side of a power/toughness, `2`, `*` or `+1`, as a value.
type PTValue struct {
	// N is the number, its sign applied; 0 for a star or a number too
	// large to read.
	N int
	// Star is `*`: a characteristic-defining ability gives the number
	// (CR 208.2a).
	Star bool
	// Sign is '+' or '-' when the side was written with one, else 0; a
	// change of P/T (+1/+1) is signed, a printed one (2/2) is not.
	Sign byte
	// X is a change by X, the number chosen for the spell or ability
	// (+X/+0, -X/-X); N is then 0.
	X bool
}

// NewPTLit is the P/T literal whose sides are written power and
// toughness, read.
func NewPTLit(power, toughness string, sp Span) *PTLit {
	return &PTLit{Power: power, Toughness: toughness, P: ReadPT(power), T: ReadPT(toughness), Sp: sp}
}

// ReadPT reads one side of a P/T as the lexer gives it: an optional sign,
// then digits or `*`.
func ReadPT(s string) PTValue {
	var v PTValue
	if s != "" && (s[0] == '+' || s[0] == '-') {
		v.Sign, s = s[0], s[1:]
	}
	if s == "*" {
		v.Star = true
		return v
	}
	if s == "X" {
		v.X = true
		return v
	}
	if n, err := strconv.Atoi(s); err == nil {
		v.N = n
		if v.Sign == '-' {
			v.N = -n
		}
	}
	return v
}
