//go:build !unix

package main

import "os"

// linkCount is how many hard links a file has (1 when unknown).
func linkCount(os.FileInfo) uint64 { return 1 }
