// Package cards holds the bundled card pool, one card per .card file, and
// embeds it so that cardc works from any directory.
package cards

import "embed"

// FS is the bundled pool.
//
//go:embed *.card
var FS embed.FS
