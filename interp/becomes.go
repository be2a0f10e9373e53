package interp

import "slices"

// Becomes is what an effect of a resolved spell or ability says an object
// becomes, each part in its layer (CR 613.1, 613.4): "Until end of turn,
// target creature loses all abilities and becomes a blue Frog with base
// power and toughness 1/1."; "Switch target creature's power and
// toughness until end of turn."
type Becomes struct {
	// Subtypes replace the object's subtypes that Replaces reports (its
	// creature types, for "becomes a Frog"), in layer 4 (CR 613.1d,
	// 205.1a); its card types and other subtypes stay.
	Subtypes []string
	Replaces func(subtype string) bool
	// Types are card types it has in addition to its others, in layer 4:
	// a land that becomes a creature is still a land (CR 205.1b).
	Types []string
	// Supertypes are supertypes it has in addition to its others, in
	// layer 4 (CR 613.1d, 205.4): "It becomes a legendary … creature".
	Supertypes []string
	// Name, when not empty, is its name instead of its own (CR 201.2):
	// "It becomes a … creature … named [name]" changes it with its
	// types, in layer 4.
	Name string
	// Colors, when HasColors, are its colors, in layer 5 (CR 613.1e,
	// 105.3).
	Colors    Colors
	HasColors bool
	// LoseAll removes every ability, in layer 6 (CR 613.1f), before the
	// abilities the effect grants (Continuous.Grant).
	LoseAll bool
	// PT, when HasPT, is its base power and toughness, in layer 7b (CR
	// 613.4b).
	PT    [2]int
	HasPT bool
	// Switch switches its power and toughness, in layer 7d (CR 613.4d),
	// after every other change and its counters.
	Switch bool
}

// becomes applies the effect's part in layer l to the object's
// characteristics, when the effect is about the object.
func (e *Continuous) becomes(o *Object, c *Chars, l Layer) {
	b := e.Becomes
	if b == nil || e.Object != o.ID || e.Layer != l {
		return
	}
	switch l {
	case LayerType:
		c.Subtypes = slices.DeleteFunc(append([]string(nil), c.Subtypes...), b.Replaces)
		for _, st := range b.Subtypes {
			if !slices.Contains(c.Subtypes, st) {
				c.Subtypes = append(c.Subtypes, st)
			}
		}
		for _, t := range b.Types {
			if !slices.Contains(c.Types, t) {
				c.Types = append(append([]string(nil), c.Types...), t)
			}
		}
		// An added supertype is written first: "Legendary Basic Land".
		for i := len(b.Supertypes) - 1; i >= 0; i-- {
			if t := b.Supertypes[i]; !slices.Contains(c.Supertypes, t) {
				c.Supertypes = append([]string{t}, c.Supertypes...)
			}
		}
		if b.Name != "" {
			c.Name = b.Name
		}
	case LayerColor:
		if b.HasColors {
			c.Colors = b.Colors
		}
	case LayerAbility:
		if b.LoseAll {
			c.Keywords, c.Abilities = nil, nil
		}
	case Layer7b:
		if b.HasPT {
			c.Power, c.Toughness, c.HasPT = b.PT[0], b.PT[1], true
		}
	case Layer7d:
		if b.Switch {
			c.Power, c.Toughness = c.Toughness, c.Power
		}
	}
}

// NamedColors is the colors a filter of color words names: "blue", "white
// or blue" (CR 105.1); none for a filter of other words.
func (f *FilterVal) NamedColors() Colors {
	var out Colors
	if f == nil || f.F == nil {
		return 0
	}
	for _, alts := range f.F.Terms {
		for _, t := range alts {
			if t.Fn != nil {
				out |= t.Fn.Color
			}
		}
	}
	return out
}

// MatchQuality matches an object by its characteristics wherever it is,
// a spell or a permanent: "Counter target spell if it's blue" (CR 608.2b).
func (f *FilterVal) MatchQuality(r Ref) bool {
	if f == nil || f.hasJust || f.parts != nil {
		return f.Match(r)
	}
	return r.IsObj && f.X.G.Obj(r.Obj) != nil && f.matchAnyZone(r)
}
