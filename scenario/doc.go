// Package scenario owns the test harness of the rules runtime: it runs a
// scenario (setup, scripted actions and choices, hand-written
// expectations) against a compiled pool through package interp's
// exported API, and reports the event log, the final state and every
// expectation that didn't hold. The runtime never imports it.
package scenario
