// Package stdlib owns the card language's primitives: one record each,
// with its name, documentation, typed signature, the places it may appear,
// and the vocabulary of types, subtypes, counters and colors. The checker's
// universe (Universe), `cardc doc` and the renderer's vocabulary (Renderer;
// package render composes the templates) are derived from this one table;
// the runtime's implementations join each record with the rules runtime.
package stdlib
