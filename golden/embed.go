// Package golden holds the golden regression scenarios (*.scenario), their
// stored event logs and final states (*.golden), and the list of ruling
// IDs they must cover (rulings.txt), embedded so that cardc test works
// from any directory.
package golden

import "embed"

// FS is the bundled scenarios, golden files and ruling list.
//
//go:embed rulings.txt *.scenario *.golden
var FS embed.FS
