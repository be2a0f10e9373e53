package lsp

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"cardc/cards"
	"cardc/dsl"
)

// poolDir is the directory of the pool a file is checked with: the
// nearest enclosing directory named cards, or else the cards directory
// beside an enclosing directory (a scenario in golden/ is checked with
// ../cards). "" when there is none.
func poolDir(path string) string {
	if !filepath.IsAbs(path) {
		return ""
	}
	for dir := filepath.Dir(path); ; dir = filepath.Dir(dir) {
		if filepath.Base(dir) == "cards" {
			return dir
		}
		if st, err := os.Stat(filepath.Join(dir, "cards")); err == nil && st.IsDir() {
			return filepath.Join(dir, "cards")
		}
		if parent := filepath.Dir(dir); parent == dir {
			return ""
		}
	}
}

// poolCache keeps the card names of each pool file, checked once per
// modification of the file, so that checking a document against its pool
// reads only the files that changed.
type poolCache struct {
	mu      sync.Mutex
	files   map[string]cachedFile
	bundled []poolCard
	once    sync.Once
}

type cachedFile struct {
	mod   time.Time
	size  int64
	cards []poolCard
}

// poolCard is a card of the pool: its name, where the name is, and the
// rules-text diagnostics CheckNames adds for a name that isn't a
// duplicate (kept only for the document being checked).
type poolCard = dsl.CardName

func newPoolCache() *poolCache { return &poolCache{files: map[string]cachedFile{}} }

// namesOf parses and checks one file for its card names.
func namesOf(name string, src []byte, u *dsl.Universe) []poolCard {
	f, _ := dsl.ParseFile(name, src)
	names, _ := dsl.CheckFile(f, u)
	for i := range names {
		names[i].Text = nil
	}
	return names
}

// poolCards returns the cards of the pool of the file self, in the order
// `cardc check` checks them (the directory's .card files in lexical
// order), with self's cards replaced by own — or appended, when self is
// not a file of the pool. Open documents other than self are read from the
// editor, not from disk. With no pool directory, a scenario is checked
// with the bundled pool, as `cardc test` does outside a project.
func (s *Server) poolCards(ctx context.Context, self string, own []poolCard, withBundled bool) ([]poolCard, error) {
	dir := poolDir(self)
	if dir == "" {
		if !withBundled {
			return own, nil
		}
		return append(s.bundled(), own...), nil
	}
	var paths []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // an unreadable entry is no card of the pool
		}
		if !d.IsDir() && strings.HasSuffix(path, ".card") {
			paths = append(paths, path)
		}
		return ctx.Err()
	})
	if err != nil {
		return nil, err
	}
	var out []poolCard
	found := false
	for _, path := range paths {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if path == self {
			out = append(out, own...)
			found = true
			continue
		}
		out = append(out, s.fileCards(path)...)
	}
	if !found {
		out = append(out, own...)
	}
	return out, nil
}

// fileCards is the card names of one pool file other than the document
// being checked.
func (s *Server) fileCards(path string) []poolCard {
	if text, ok := s.openText(path); ok {
		return namesOf(path, []byte(text), s.opts.Universe)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil
	}
	c := s.pools
	c.mu.Lock()
	cf, ok := c.files[path]
	c.mu.Unlock()
	if ok && cf.mod.Equal(st.ModTime()) && cf.size == st.Size() {
		return cf.cards
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	cf = cachedFile{mod: st.ModTime(), size: st.Size(), cards: namesOf(path, src, s.opts.Universe)}
	c.mu.Lock()
	c.files[path] = cf
	c.mu.Unlock()
	return cf.cards
}

// bundled is the card names of the pool built into cardc.
func (s *Server) bundled() []poolCard {
	c := s.pools
	c.once.Do(func() {
		var paths []string
		_ = fs.WalkDir(cards.FS, ".", func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".card") {
				paths = append(paths, path)
			}
			return nil
		})
		sort.Strings(paths)
		for _, p := range paths {
			if src, err := fs.ReadFile(cards.FS, p); err == nil {
				c.bundled = append(c.bundled, namesOf("cards/"+p, src, s.opts.Universe)...)
			}
		}
	})
	return append([]poolCard(nil), c.bundled...)
}

// cardAt finds a card of the pool by name.
func cardAt(pool []poolCard, name string) (poolCard, bool) {
	for _, c := range pool {
		if c.Name == name {
			return c, true
		}
	}
	return poolCard{}, false
}

// readLines is the line index of a file on disk or open in the editor.
func (s *Server) readLines(path string) *lines {
	if text, ok := s.openText(path); ok {
		return newLines(text)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return newLines("")
	}
	return newLines(string(src))
}
