// Package ast owns the positioned syntax tree of card files: the node types
// (each carrying its span), Walk, a compact Dump for golden tests, and Format,
// the canonical printer behind `cardc fmt`. It knows nothing of parsing,
// checking or running cards.
package ast
