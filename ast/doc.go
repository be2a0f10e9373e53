// Package ast owns the positioned syntax tree of card files: the node types
// (each carrying its span), the values read once from the text of literals
// (a mana symbol's Mana, a P/T's PTValue, with ReadMana and ReadPT), Walk, a
// compact Dump for golden tests, and Format, the canonical printer behind
// `cardc fmt`. It knows nothing of parsing files, checking or running cards.
package ast
