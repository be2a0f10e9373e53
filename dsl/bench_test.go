package dsl_test

import (
	"os"
	"path/filepath"
	"testing"

	"cardc/dsl"
)

// BenchmarkParsePool parses every card of the pool.
func BenchmarkParsePool(b *testing.B) {
	files, _ := filepath.Glob("../cards/*.card")
	var srcs [][]byte
	size := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += len(src)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j, src := range srcs {
			if _, diags := dsl.ParseFile(files[j], src); len(diags) > 0 {
				b.Fatal(diags)
			}
		}
	}
}
