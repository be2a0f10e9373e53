// Package autopay owns the deterministic automatic payer: given a total
// cost (CR 601.2f), it plans which of a player's mana sources to tap and
// for which type, over what each could produce (CR 106.7) and the mana
// already in the pool, and activates them (CR 601.2g) so the payment
// from the pool (CR 601.2h) succeeds. Scenarios use it for `pay auto`
// and the random player for all its payments, so one strategy is tested
// by both. It drives a game through package interp's exported API only;
// the runtime never imports it. docs/scenarios.md ("Paying") describes
// the strategy.
package autopay
