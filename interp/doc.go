// Package interp owns the rules runtime: game state (players, zones,
// objects with zone-change identity and last-known information), turn
// structure and priority, casting and activating with the full cost
// procedure, mana pools with spend restrictions, mana abilities, triggered
// abilities, replacement and prevention effects, continuous effects in
// layers with copy effects, state-based actions, combat, double-faced cards,
// the event log and the canonical state text. It runs cards compiled from
// the checked program of package dsl; the behaviour of each primitive comes
// in as a Builtin (package stdlib supplies them), so this package knows the
// rules and never a card.
//
// Players' decisions come in through a Chooser. The scenario runner
// (package scenario) drives a game through the exported API only, and so
// does the random legal player (package player); both may pay through a
// Payer (package autopay's automatic payer). interp imports none of them.
package interp
