// Package scenario owns the test harness of the rules runtime, the whole
// scenario feature: the scenario language's syntax tree and parser (in the
// card language's lexer family: dsl.Lex gives the tokens, and cards defined
// in a scenario go through the card parser), running a scenario (setup,
// scripted actions and choices, hand-written expectations) against a
// compiled pool through package interp's exported API, the comparison of
// its event log and final state with a golden file, and the accounting of
// what passing scenarios exercise (abilities of the pool, and the
// primitives, events, filter words and keywords of the language). The
// runtime never imports it.
package scenario
