package interp

// The activated and mana abilities of an object, listed with its
// characteristics.

// Abilities returns the activated and mana abilities of an object, in
// order; scenarios number them from 1. The list is shared: callers must
// not change it.
func (g *Game) Abilities(o *Object) []*AbilityDef { return g.abilityLists(o).all }

// abilityLists are the activated and mana abilities of characteristics:
// all of them, and the mana abilities alone.
type abilityLists struct{ all, mana []*AbilityDef }

// abilityLists returns the object's ability lists, kept with its cached
// characteristics.
func (g *Game) abilityLists(o *Object) abilityLists {
	c := g.Chars(o)
	if e := o.chars; e != nil && e.c == c {
		if !e.listed {
			e.abilities, e.listed = g.Pool.abilityListsOf(c), true
		}
		return e.abilities
	}
	if w := g.world; w != nil && w.chars.get(o.ID) == c {
		// The world's table covers every object it has characteristics
		// for, o among them.
		if w.listAt == nil {
			w.listAt = make([]int32, len(w.chars))
		}
		i := w.listAt[o.ID]
		if i == 0 {
			w.lists = append(w.lists, g.Pool.abilityListsOf(c))
			i = int32(len(w.lists))
			w.listAt[o.ID] = i
		}
		return w.lists[i-1]
	}
	return g.Pool.abilityListsOf(c)
}

// abilityListsOf lists the activated and mana abilities of
// characteristics, in order: printed (or copied), then the intrinsic
// abilities of basic land types, then those keyword abilities stand for.
func (p *Pool) abilityListsOf(c *Chars) abilityLists {
	intrinsic, keyword := intrinsicOf(c), p.keywordAbilitiesOf(c)
	n, mana := len(intrinsic)+len(keyword), 0
	for _, ab := range c.Abilities {
		if ab.Kind == ActivatedAbility || ab.Kind == ManaAbility {
			n++
		}
	}
	if n == 0 {
		return abilityLists{}
	}
	var all []*AbilityDef
	printed := n - len(intrinsic) - len(keyword)
	switch {
	case printed == len(c.Abilities) && printed == n:
		// Every ability is listed, in order: the list is the
		// characteristics' own (shared, as lists are).
		all = c.Abilities[:n:n]
	case len(intrinsic) == n:
		all = intrinsic
	default:
		all = make([]*AbilityDef, 0, n)
		for _, ab := range c.Abilities {
			if ab.Kind == ActivatedAbility || ab.Kind == ManaAbility {
				all = append(all, ab)
			}
		}
		all = append(append(all, intrinsic...), keyword...)
	}
	for _, ab := range all {
		if ab.Kind == ManaAbility {
			mana++
		}
	}
	l := abilityLists{all: all}
	switch {
	case mana == len(all):
		l.mana = all
	case mana > 0:
		l.mana = make([]*AbilityDef, 0, mana)
		for _, ab := range all {
			if ab.Kind == ManaAbility {
				l.mana = append(l.mana, ab)
			}
		}
	}
	return l
}
