// Package stdlib owns the card language's primitives: one record each,
// with its name, documentation, typed signature, the places it may appear,
// and the vocabulary of types, subtypes, counters and colors. Keyword
// records (keywords.go) also say what the keyword means: a typed rules hook
// the engine applies, or a definition in the card language (keywords.kw)
// that this package loads and compiles into the abilities the keyword
// stands for. The checker's
// universe (Universe) and `cardc doc` are derived from this one table; the
// runtime's implementations join each record with the rules runtime.
package stdlib
