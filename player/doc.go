// Package player owns the seeded random legal player that soaks the rules
// runtime: a chooser that answers every choice at random, the actions it
// tries at each priority, its memory of what each mana source could
// produce (CR 106.7) for the automatic payer it pays with (package
// autopay), and whole random games checked against the
// engine's invariants after every action. It drives a game through
// package interp's exported API only; the runtime never imports it.
package player
