package interp

import "fmt"

// abilityIndex lists the battlefield's abilities of the kinds the engine
// looks for over and over — triggered abilities on every event (CR
// 603.2), replacement abilities on every would-event (CR 614), the static
// abilities (those that change rules or control apart too) — with the characteristics
// they come from, in battlefield order. It is valid while those
// characteristics are: in world mode, while the world it was made from is
// the game's and still holds (see fingerprint); otherwise while the
// effects, the battlefield and the permanents' status are unchanged
// (what a permanent's cached characteristics depend on, see charsKey).
// Forks share it: it never changes once made.
type abilityIndex struct {
	world                                *world
	effects, battlefield, status, combat uint64
	triggers, replacements               []indexed
	rules, control                       []indexed
	// casting are the statics about casting spells (AbilityDef.Casting).
	casting []indexed
}

// indexed is one ability of a permanent, with the characteristics it is
// in.
type indexed struct {
	id ObjID
	c  *Chars
	ab *AbilityDef
}

// abilities returns the battlefield's index, made anew when it no longer
// holds. While the world is being built, the characteristics are in the
// making: the index is made for the caller and not kept.
func (g *Game) abilities() *abilityIndex {
	view := g.steadyChars()
	if g.building != nil {
		return g.makeIndex(view)
	}
	ix := g.index
	fresh := ix == nil || ix.world != view.w || view.w == nil && (ix.effects != g.effectsStamp || ix.battlefield != g.bfStamp || ix.status != g.statusStamp || ix.combat != g.combatStamp)
	if fresh || g.CacheCheck != nil {
		made := g.makeIndex(view)
		if !fresh {
			ix.verify(made)
		}
		g.index = made
		return made
	}
	return ix
}

func (g *Game) makeIndex(view steadyView) *abilityIndex {
	ix := &abilityIndex{world: view.w, effects: g.effectsStamp, battlefield: g.bfStamp, status: g.statusStamp, combat: g.combatStamp}
	for _, id := range g.Battlefield {
		c := view.Chars(g.Obj(id))
		for _, ab := range c.Abilities {
			e := indexed{id, c, ab}
			switch {
			case ab.Kind == TriggeredAbility:
				ix.triggers = append(ix.triggers, e)
			case ab.Kind == ReplacementAbility && ab.Trigger != nil:
				ix.replacements = append(ix.replacements, e)
			}
			if ab.Rules {
				ix.rules = append(ix.rules, e)
			}
			if ab.Casting {
				ix.casting = append(ix.casting, e)
			}
			if ab.ChangesControl {
				ix.control = append(ix.control, e)
			}
		}
		// The abilities keyword abilities stand for (prowess, CR
		// 702.108a) come after the object's own.
		for _, k := range c.Keywords {
			for _, ab := range k.Abilities {
				if ab.Kind == TriggeredAbility {
					ix.triggers = append(ix.triggers, indexed{id, c, ab})
				}
			}
		}
	}
	return ix
}

// verify panics if an index that held differs from one made afresh (see
// CacheCheck).
func (ix *abilityIndex) verify(fresh *abilityIndex) {
	same := func(a, b []indexed) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i].id != b[i].id || a[i].ab != b[i].ab || !charsEqual(a[i].c, b[i].c) {
				return false
			}
		}
		return true
	}
	if !same(ix.triggers, fresh.triggers) || !same(ix.replacements, fresh.replacements) || !same(ix.rules, fresh.rules) || !same(ix.control, fresh.control) || !same(ix.casting, fresh.casting) {
		panic(fmt.Sprintf("interp: the battlefield's ability index is stale: %d/%d/%d/%d/%d abilities, fresh %d/%d/%d/%d/%d",
			len(ix.triggers), len(ix.replacements), len(ix.rules), len(ix.control), len(ix.casting),
			len(fresh.triggers), len(fresh.replacements), len(fresh.rules), len(fresh.control), len(fresh.casting)))
	}
}
