// Package dsl owns the front end of the card language: the one lexer table
// and its scanner, which the scenario language of package scenario shares
// (Lex gives another front end a file's tokens and the card parser); the participle grammar
// (unexported concrete syntax, lowered into package ast), which is the
// reference, and a hand-written parser that builds the same syntax for
// cards without errors; parsing with error recovery at card, item and
// clause boundaries; keyword definitions, which have a card's syntax; the type checker that resolves every name and types
// every expression against a universe of primitives passed in as a
// parameter (package stdlib builds it; dsl never imports stdlib or
// interp); and diagnostics with their positions, text and JSON forms.
package dsl
