// Package player owns the seeded random legal player that soaks the rules
// runtime: a chooser that answers every choice at random, the actions it
// tries at each priority, how it pays (a plan over what each mana source
// could produce, CR 106.7), and whole random games checked against the
// engine's invariants after every action. It drives a game through
// package interp's exported API only; the runtime never imports it.
package player
