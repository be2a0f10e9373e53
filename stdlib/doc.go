// Package stdlib owns the card language's primitives: one record each,
// with its name, documentation, typed signature, the places it may appear,
// its rules-text template and its implementation, declared together in the
// file of its family (mana.go, zones.go, combat.go, counters.go, copy.go,
// characteristics.go, status.go, values.go, control.go, events.go,
// filters.go, keywords.go, players.go for actions of players and sets of
// players and library moves, amounts.go for numbers, keywordactions.go
// for regenerate, proliferate and monstrosity), and the vocabulary of types, subtypes,
// counters and colors (vocab.go). An implementation reads its arguments
// through typed accessors bound by parameter name when the table is built
// (args.go). Keyword records (keywords.go) also say what the keyword
// means: a typed rules hook the engine applies, or a definition in the card
// language (keywords.kw) that this package loads and compiles into the
// abilities the keyword stands for. The checker's universe (Universe), the
// interpreter's builtins (Builtins), `cardc doc` and the renderer's
// vocabulary (Renderer; package render composes the templates) are derived
// from this one table.
package stdlib
