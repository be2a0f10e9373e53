package dsl

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Source is a file of a pool: its name and how to read it. Read may be
// called again for a file that has diagnostics, to print them.
type Source struct {
	Name string
	Read func() ([]byte, error)
}

// PoolResult is what CheckPool found.
type PoolResult struct {
	Cards int         // cards parsed
	Diags Diagnostics // sorted, as Check sorts them
	// Warnings are Lint's, sorted: they don't make the pool fail.
	Warnings Diagnostics
	// Sources holds the contents of the files the diagnostics and their
	// notes are in, and only of those.
	Sources map[string][]byte
}

// CheckPool parses and checks a pool of files as ParseFile and Check do,
// giving the same diagnostics, but streaming: worker goroutines (one per
// processor) each read, parse and check one file at a time, and drop its
// syntax tree once it is checked. Only the names of the cards (for the
// pool-level duplicate check) and the diagnostics are kept, so memory
// stays flat however large the pool.
//
// progress, when not nil, is called with the number of files done after
// each file, one call at a time. When ctx is cancelled the workers stop
// after the file they are on, and CheckPool returns ctx.Err(). A file that
// can't be read stops the check too: the error of the first such file in
// pool order is returned.
func CheckPool(ctx context.Context, files []Source, u *Universe, progress func(done int)) (*PoolResult, error) {
	type result struct {
		cards int
		parse Diagnostics
		check Diagnostics
		warn  Diagnostics
		names []CardName
		src   []byte // kept only when the file has diagnostics
		err   error
	}
	results := make([]result, len(files))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next, done atomic.Int64
		mu         sync.Mutex
		wg         sync.WaitGroup
	)
	workers := runtime.GOMAXPROCS(0)
	if workers > len(files) {
		workers = len(files)
	}
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(files) {
					return
				}
				r := &results[i]
				src, err := files[i].Read()
				if err != nil {
					r.err = err
					cancel()
					return
				}
				f, diags := ParseFile(files[i].Name, src)
				r.cards, r.parse = len(f.Cards), diags
				r.names, r.check = CheckFile(f, u)
				if len(r.parse) == 0 && len(r.check) == 0 {
					// A file with errors gets no warnings: they would
					// bury what must be fixed.
					r.warn = Lint(f)
				}
				if len(r.parse) > 0 || len(r.check) > 0 || len(r.warn) > 0 {
					r.src = src
				}
				for _, n := range r.names {
					if len(n.Text) > 0 {
						r.src = src
					}
				}
				n := int(done.Add(1))
				if progress != nil {
					mu.Lock()
					progress(n)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	for _, r := range results {
		if r.err != nil {
			return nil, r.err
		}
	}
	if err := ctx.Err(); err != nil && int(done.Load()) < len(files) {
		return nil, err
	}
	res := &PoolResult{Sources: map[string][]byte{}}
	var names []CardName
	var all Diagnostics
	for _, r := range results {
		res.Cards += r.cards
		all = append(all, r.parse...)
	}
	for i, r := range results {
		all = append(all, r.check...)
		res.Warnings = append(res.Warnings, r.warn...)
		names = append(names, r.names...)
		if r.src != nil {
			res.Sources[files[i].Name] = r.src
		}
	}
	all = append(all, CheckNames(names)...)
	all.Sort()
	res.Diags = all
	res.Warnings.Sort()
	// The files a diagnostic's note points into (the first definition of
	// a duplicate name) are read again to print them.
	index := map[string]int{}
	for i, f := range files {
		index[f.Name] = i
	}
	for _, d := range all {
		for _, file := range append([]string{d.File}, relatedFiles(d)...) {
			if _, ok := res.Sources[file]; ok {
				continue
			}
			if i, ok := index[file]; ok {
				if src, err := files[i].Read(); err == nil {
					res.Sources[file] = src
				}
			}
		}
	}
	return res, nil
}

func relatedFiles(d Diagnostic) []string {
	var out []string
	for _, r := range d.Related {
		out = append(out, r.File)
	}
	return out
}
