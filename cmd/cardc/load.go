package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"cardc/ast"
	"cardc/cards"
	"cardc/dsl"
)

// source is one card file's name and contents.
type source struct {
	name string
	src  []byte
	// embedded marks a file of the bundled pool, which can't be written.
	embedded bool
}

// loadCards reads the .card files named by paths (files, or directories
// searched recursively). With no paths it reads ./cards when it exists and
// the bundled pool otherwise. Warnings (a path skipped, a directory with no
// cards, the fallback to the bundled pool) go to warn.
func loadCards(paths []string, warn io.Writer) ([]source, error) {
	files, embedded, err := listCards(paths, warn)
	if err != nil {
		return nil, err
	}
	out := make([]source, 0, len(files))
	for _, f := range files {
		b, err := f.Read()
		if err != nil {
			return nil, usageErr("%v", err)
		}
		out = append(out, source{name: f.Name, src: b, embedded: embedded})
	}
	return out, nil
}

// listCards finds the .card files loadCards reads, without reading them,
// and reports whether they are the bundled pool's.
func listCards(paths []string, warn io.Writer) ([]dsl.Source, bool, error) {
	if len(paths) == 0 {
		if st, err := os.Stat("cards"); err == nil && st.IsDir() {
			paths = []string{"cards"}
		} else {
			files, err := embedded(cards.FS, ".card")
			fmt.Fprintf(warn, "cardc: no ./cards directory here; using the %d bundled cards\n", len(files))
			return files, true, err
		}
	}
	names, err := findFiles(paths, ".card", "cards", warn)
	if err != nil {
		return nil, false, err
	}
	out := make([]dsl.Source, len(names))
	for i, n := range names {
		out[i] = diskSource(n)
	}
	return out, false, nil
}

// findFiles lists the files ending in ext named by paths: files, or
// directories searched recursively. Each file is listed once however many
// paths reach it (cards, ./cards/ and cards/x.card name one card), in the
// order first reached. A file that isn't a regular file (a FIFO, a device)
// is skipped with a warning and never opened, so a check can't hang on
// it; so is a directory holding no such file (what is told "holds no
// cards").
func findFiles(paths []string, ext, what string, warn io.Writer) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	add := func(path string) {
		path = filepath.Clean(path)
		if !seen[path] {
			seen[path] = true
			out = append(out, path)
		}
	}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, usageErr("%s", errors.Unwrap(err).Error()+": "+p)
		}
		if !st.IsDir() {
			if !st.Mode().IsRegular() {
				fmt.Fprintf(warn, "cardc: warning: %s is not a regular file; skipped\n", p)
				continue
			}
			add(p)
			continue
		}
		found := 0
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ext) {
				return nil
			}
			if !d.Type().IsRegular() {
				// A symbolic link is followed when it leads to a regular file.
				if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
					fmt.Fprintf(warn, "cardc: warning: %s is not a regular file; skipped\n", path)
					return nil
				}
			}
			found++
			add(path)
			return nil
		})
		if err != nil {
			return nil, usageErr("%v", err)
		}
		if found == 0 {
			fmt.Fprintf(warn, "cardc: warning: %s holds no %s\n", p, what)
		}
	}
	return out, nil
}

func diskSource(path string) dsl.Source {
	return dsl.Source{Name: path, Read: func() ([]byte, error) { return os.ReadFile(path) }}
}

func embedded(fsys fs.FS, ext string) ([]dsl.Source, error) {
	var out []dsl.Source
	err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ext) {
			return err
		}
		out = append(out, dsl.Source{Name: "cards/" + path, Read: func() ([]byte, error) { return fs.ReadFile(fsys, path) }})
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, err
}

// parseAll parses the sources in parallel, keeping their order.
func parseAll(srcs []source) ([]*ast.File, dsl.Diagnostics) {
	files := make([]*ast.File, len(srcs))
	diags := make([]dsl.Diagnostics, len(srcs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				files[i], diags[i] = dsl.ParseFile(srcs[i].name, srcs[i].src)
			}
		}()
	}
	for i := range srcs {
		next <- i
	}
	close(next)
	wg.Wait()
	var all dsl.Diagnostics
	for _, d := range diags {
		all = append(all, d...)
	}
	return files, all
}

func sourceMap(srcs []source) map[string][]byte {
	m := make(map[string][]byte, len(srcs))
	for _, s := range srcs {
		m[s.name] = s.src
	}
	return m
}
