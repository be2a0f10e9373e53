package dsl_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

// memSources returns sources that read the given files' contents from
// memory, n of them, cycling through the files; each name is unique.
func memSources(t testing.TB, globs []string, n int) []dsl.Source {
	var names []string
	for _, g := range globs {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, m...)
	}
	var out []dsl.Source
	for i := 0; i < n; i++ {
		src, err := os.ReadFile(names[i%len(names)])
		if err != nil {
			t.Fatal(err)
		}
		name := names[i%len(names)]
		if i >= len(names) {
			name = fmt.Sprintf("%s.%d", name, i/len(names))
		}
		out = append(out, dsl.Source{Name: name, Read: func() ([]byte, error) { return src, nil }})
	}
	return out
}

// TestCheckPoolSameAsCheck checks that the streaming pipeline finds what
// ParseFile and Check find: over the pool twice (every name a duplicate)
// and the bad-input corpus.
func TestCheckPoolSameAsCheck(t *testing.T) {
	pool, _ := filepath.Glob("../cards/*.card")
	srcs := memSources(t, []string{"../cards/*.card", "testdata/errors/*"}, 2*len(pool)+162)
	var files []*ast.File
	var want dsl.Diagnostics
	cards := 0
	for _, s := range srcs {
		src, _ := s.Read()
		f, d := dsl.ParseFile(s.Name, src)
		files = append(files, f)
		want = append(want, d...)
		cards += len(f.Cards)
	}
	_, cd := dsl.Check(files, stdlib.Universe())
	want = append(want, cd...)
	want.Sort()
	res, err := dsl.CheckPool(context.Background(), srcs, stdlib.Universe(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Cards != cards {
		t.Errorf("%d cards, want %d", res.Cards, cards)
	}
	if diff := cmp.Diff(want, res.Diags); diff != "" {
		t.Errorf("CheckPool differs from Check (-want +got):\n%s", diff)
	}
	for _, d := range res.Diags {
		for _, file := range []string{d.File} {
			if res.Sources[file] == nil {
				t.Errorf("no source for %s", file)
			}
		}
		for _, r := range d.Related {
			if res.Sources[r.File] == nil {
				t.Errorf("no source for %s", r.File)
			}
		}
	}
}

// TestCheckPoolCancel checks that cancelling the context stops a large
// check promptly, with ctx.Err().
func TestCheckPoolCancel(t *testing.T) {
	srcs := memSources(t, []string{"../cards/*.card"}, 30000)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var read atomic.Int64
	for i := range srcs {
		r := srcs[i].Read
		srcs[i].Read = func() ([]byte, error) { read.Add(1); return r() }
	}
	start := time.Now()
	res, err := dsl.CheckPool(ctx, srcs, stdlib.Universe(), func(done int) {
		if done == 100 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || res != nil {
		t.Fatalf("CheckPool returned %v, %v; want nil, %v", res, err, context.Canceled)
	}
	// Each worker finishes the file it is on, and starts no other.
	if n := read.Load(); n > 100+int64(runtime.GOMAXPROCS(0)) {
		t.Errorf("read %d files after cancelling at 100", n)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v to stop", d)
	}
}

// TestCheckPoolReadError checks that a file that can't be read stops the
// check with its error.
func TestCheckPoolReadError(t *testing.T) {
	srcs := memSources(t, []string{"../cards/*.card"}, 100)
	bad := errors.New("cannot read")
	srcs[40].Read = func() ([]byte, error) { return nil, bad }
	if _, err := dsl.CheckPool(context.Background(), srcs, stdlib.Universe(), nil); err != bad {
		t.Fatalf("got %v, want %v", err, bad)
	}
}
