package main

import (
	"errors"
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
// the bundled pool otherwise.
func loadCards(paths []string) ([]source, error) {
	files, embedded, err := listCards(paths)
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
func listCards(paths []string) ([]dsl.Source, bool, error) {
	if len(paths) == 0 {
		if st, err := os.Stat("cards"); err == nil && st.IsDir() {
			paths = []string{"cards"}
		} else {
			files, err := embedded(cards.FS, ".card")
			return files, true, err
		}
	}
	var out []dsl.Source
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, false, usageErr("%s", errors.Unwrap(err).Error()+": "+p)
		}
		if !st.IsDir() {
			out = append(out, diskSource(p))
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".card") {
				return nil
			}
			out = append(out, diskSource(path))
			return nil
		})
		if err != nil {
			return nil, false, usageErr("%v", err)
		}
	}
	return out, false, nil
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
