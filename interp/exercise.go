package interp

import (
	"fmt"
	"sort"
)

// Inventory lists every ability of every card in the pool, keyed the way
// exercise records them: "Face: triggered ability 2", "Face: spell
// ability", "Face: keyword flying". A scenario run reports which of these
// it exercised, so abilities no scenario plays can be listed.
func (p *Pool) Inventory() []string {
	var out []string
	for _, name := range p.Names {
		def := p.Cards[name]
		for _, f := range []*Face{def.Front, def.Back} {
			if f == nil {
				continue
			}
			for _, ab := range f.Abilities {
				out = append(out, p.key(ab))
			}
			if f.Spell != nil {
				out = append(out, p.key(f.Spell))
			}
			for _, k := range f.Keywords {
				out = append(out, f.Name+": keyword "+k.Name)
			}
		}
	}
	return out
}

func (p *Pool) key(ab *AbilityDef) string { return p.keys[ab] }

// indexAbilities names every ability of the pool's cards.
func (p *Pool) indexAbilities() {
	p.keys = map[*AbilityDef]string{}
	for _, name := range p.Names {
		def := p.Cards[name]
		for _, f := range []*Face{def.Front, def.Back} {
			if f == nil {
				continue
			}
			for _, a := range f.Abilities {
				p.keys[a] = fmt.Sprintf("%s: %s ability %d", f.Name, kindName(a.Kind), a.Index)
			}
			if f.Spell != nil {
				p.keys[f.Spell] = f.Name + ": spell ability"
			}
		}
	}
}

func kindName(k AbilityKind) string {
	return [...]string{"static", "triggered", "activated", "mana", "replacement", "spell"}[k]
}

// exercise records that an ability did its work in this game.
func (g *Game) exercise(ab *AbilityDef) {
	if ab == nil || g.Pool == nil {
		return
	}
	if k := g.Pool.key(ab); k != "" {
		if g.exercised == nil {
			g.exercised = map[string]bool{}
		}
		g.exercised[k] = true
	}
}

// exerciseKeyword records that a keyword ability of the object mattered.
func (g *Game) exerciseKeyword(o *Object, kw string) {
	if o == nil {
		return
	}
	if g.exercised == nil {
		g.exercised = map[string]bool{}
	}
	g.exercised[g.Chars(o).Name+": keyword "+kw] = true
}

// Exercised lists the abilities this game exercised, sorted.
func (g *Game) Exercised() []string {
	out := make([]string, 0, len(g.exercised))
	for k := range g.exercised {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
