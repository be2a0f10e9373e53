package stdlib

import (
	"fmt"
	"slices"
	"strings"

	"cardc/dsl"
	"cardc/interp"
)

// moreEffects are effects of spells on objects that change their
// characteristics for a while (CR 611.2): what an object becomes, a
// switch of power and toughness; and the durations they last.
func moreEffects() []*Primitive {
	return []*Primitive{
		word("until-your-next-turn", dsl.Duration, "Until your next turn: the effect ends as your next turn begins, before its untap step's actions (CR 611.2b).",
			"effect gains(c, haste, until: until-your-next-turn)").says(Template{Text: "until your next turn"}).
			eval(fixed(func(x *ctx, _ argv) val { return interp.UntilNextTurnOf(x.Controller) })),
		fn("becomes", dsl.Effect, dsl.AnyAbility, "The object becomes a creature of the subtype for the duration, with the base power and toughness given (both or neither), each part in its layer: the subtype replaces its creature types, its card types and other subtypes staying (layer 4, CR 613.1d, 205.1a); given `colored`, a color word, it is that color only (layer 5, CR 613.1e); it gains the keywords given with `gains` (layer 6, CR 613.1f); its base power and toughness are set (layer 7b, CR 613.4b), so +N/+N changes and counters still apply on top. Oracle says the duration first (\"Until end of turn, this creature becomes a Dragon with base power and toughness 4/4, flying, and haste\").",
			"effect becomes(self, Dragon, end-of-turn, power: 4, toughness: 4, gains: flying, gains: haste)",
			p("object", dsl.Object), p("subtype", dsl.Subtype), p("until", dsl.Duration), opt("power", dsl.Number), opt("toughness", dsl.Number), opt("colored", dsl.Objects), rest("gains", dsl.Keyword)).
			says(Template{Subject: "object", DurationFirst: "power",
				Text:  "become {subtype:a}[ with base power and toughness {power:digits}/{toughness:digits}]{gains:more} {until}",
				Forms: map[string]string{"+colored": "become a {colored:bare} {subtype}[ with base power and toughness {power:digits}/{toughness:digits}]{gains:more} {until}"}}).
			eval(becoming(nil)),
		fn("becomes-creature", dsl.Effect, dsl.AnyAbility, "The object becomes a creature of the subtype with the base power and toughness given for the duration, or for good without `until` (CR 611.2a), in addition to its other types (CR 205.1b): a land that becomes a creature is still a land. Each part is in its layer, as for `becomes`: the creature type, the card type and the supertypes `supertype` names (layer 4, CR 613.1d, 205.4), `colored` (layer 5), `gains` (layer 6), the base power and toughness (layer 7b). `named` is the name it has instead of its own (CR 201.2), changed with its types in layer 4: a permanent that becomes legendary and named is subject to the legend rule under that name (CR 704.5j). `still` names the type it keeps, which Oracle says again (\"It's still a land.\").",
			"effect becomes-creature(t, Elemental, end-of-turn, power: 4, toughness: 4, colored: red, still: land)",
			p("object", dsl.Object), p("subtype", dsl.Subtype), opt("until", dsl.Duration), p("power", dsl.Number), opt("toughness", dsl.Number), opt("colored", dsl.Objects), opt("still", dsl.Objects), onlySupertypes("supertype"), opt("named", dsl.Text), rest("gains", dsl.Keyword)).
			says(Template{Subject: "object", Text: "become a [{supertype:bare} ]{power:digits}/{toughness:digits} [{colored:bare} ]{subtype} creature[ with {gains}][ named {named:bare}][ {until}][. It's still {still:a}]"}).
			eval(becoming([]string{"Creature"})),
		word("color-of-your-choice", dsl.Objects, "The objects of one color that the ability's controller chooses as the effect resolves (CR 105.1, 608.2d), a quality: \"gains protection from the color of your choice until end of turn\". A keyword granted with it keeps the color chosen then (CR 608.2h).",
			"effect gains(t, protection(color-of-your-choice), until: end-of-turn)").says(Template{Text: "the color of your choice"}).
			eval(fixed(func(x *ctx, _ argv) val {
				return interp.ColorFilter(x, x.G.ChooseColor(x.Controller, "a color for "+x.G.Name(x.Source)))
			})),
		fn("search-for-a-card", dsl.Effect, dsl.AnyAbility, "Search your library for any one card and put it into your hand (CR 701.19a); with `then`, do that effect next; then shuffle (CR 701.24a). The card needn't be revealed: it has no quality the search looks for (CR 701.20a).",
			"effect search-for-a-card(then: discard-at-random(1))", opt("then", dsl.Effect)).
			says(Template{Text: "search your library for a card, put that card into your hand[, {then}], then shuffle"}).
			eval(func(b *binder) evalFn {
				then := b.node("then")
				return func(x *ctx, a argv) val {
					x.G.PutFound(x.G.SearchLibrary(x.Controller, 1, interp.AnyCard(x), "search"), interp.Hand, false)
					if then.Given(a) {
						x.Exec(then.Node(a))
					}
					x.G.Shuffle(x.Controller)
					return nil
				}
			}),
		fn("discard-at-random", dsl.Effect, dsl.AnyAbility, "A player (by default you), or each player of a set in APNAP order, discards cards chosen at random from their hand (CR 701.9a, 701.9b): no one chooses them.",
			"effect discard-at-random(1)", p("count", dsl.Number), opt("player", dsl.Players)).says(Template{Subject: "player", Text: "discard {count#card} at random"}).
			eval(func(b *binder) evalFn {
				count, player := b.num("count"), b.filter("player")
				return func(x *ctx, a argv) val {
					for _, p := range playersOf(x, a, player) {
						x.G.Discard(x.G.AtRandom(x.G.Players[p].Hand, count.Of(x, a)))
					}
					return nil
				}
			}),
		fn("greatest-power", dsl.Number, dsl.AnyAbility, "The greatest power among the objects the filter matches now (CR 208.3), 0 when there are none: \"the greatest power among creatures you control\".",
			"effect draw(greatest-power(creature you-control))", p("objects", dsl.Objects)).text("the greatest power among {objects:plural}").
			eval(func(b *binder) evalFn {
				objects := b.filter("objects")
				return func(x *ctx, a argv) val {
					n := 0
					for _, id := range objectsOf(candidates(objects.Of(x, a))) {
						n = max(n, x.G.Chars(x.G.Obj(id)).Power)
					}
					return n
				}
			}),
		fn("greater-of", dsl.Number, dsl.AnyAbility, "The greater of two numbers: \"2 or the greatest power among Dinosaurs you control, whichever is greater\".",
			"effect deal-damage(self, t, greater-of(2, greatest-power(Dinosaur you-control)))", p("first", dsl.Number), p("second", dsl.Number)).text("{first:digits} or {second}, whichever is greater").
			eval(func(b *binder) evalFn {
				first, second := b.num("first"), b.num("second")
				return func(x *ctx, a argv) val { return max(first.Of(x, a), second.Of(x, a)) }
			}),
		fn("if-it-is", dsl.Effect, dsl.AnyAbility, "Do the effect only if the object matches the filter as the ability resolves: \"Counter target spell if it's blue.\" The condition isn't part of what may be targeted, so any spell is a legal target; one that isn't blue as the spell resolves is left alone (CR 608.2b, 608.2c).",
			"effect if-it-is(s, blue, counter-spell(s))", p("object", dsl.Object), p("what", dsl.Objects), p("effect", dsl.Effect)).
			says(Template{Text: "{effect} if it's {what:bare}"}).
			unsaid("object", "the effect has just named the object: \"it\"").
			eval(func(b *binder) evalFn {
				object, what, effect := b.ref("object"), b.filter("what"), b.node("effect")
				return func(x *ctx, a argv) val {
					if r := object.Of(x, a); r.IsObj && what.Of(x, a).MatchQuality(r) {
						x.Exec(effect.Node(a))
					} else {
						x.G.Note("%s isn't %s: nothing happens", x.G.RefName(r), what.Of(x, a).Text())
					}
					return nil
				}
			}),
		fn("switch-pt", dsl.Effect, dsl.AnyAbility, "Switch the object's power and toughness for the duration (layer 7d, CR 613.4d): applied after every other change to them and after counters, so a 1/3 that gets +2/+0 and has it switched is 3/3, and a +1/+1 counter put on it later raises both.",
			"effect switch-pt(t, until: end-of-turn)", p("object", dsl.Object), p("until", dsl.Duration)).
			says(Template{Text: "switch {object:poss} power and toughness {until}"}).
			eval(func(b *binder) evalFn {
				return untilEffect(b, func(x *ctx, _ argv, o *interp.Object, d interp.Duration) {
					x.G.AddEffect(&interp.Continuous{Layer: interp.Layer7d, Object: o.ID, Until: d, Becomes: &interp.Becomes{Switch: true},
						Text: fmt.Sprintf("%s has its power and toughness switched %s (layer 7d)", x.G.Name(o.ID), durationWords(x, d))})
				})
			}),
	}
}

// isCreatureType reports whether a subtype is a creature type (CR
// 205.3m).
func isCreatureType(st string) bool { return slices.Contains(CreatureTypes.Words, st) }

// untilEffect is the implementation of an effect on the object parameter
// "object" for the duration "until"; it does nothing to an object that
// has left its zone.
func untilEffect(b *binder, do func(x *ctx, a argv, o *interp.Object, d interp.Duration)) evalFn {
	object, until := b.object("object"), b.duration("until")
	return func(x *ctx, a argv) val {
		if o := object.Of(x, a); o != nil && !o.Left {
			// Without a duration the effect lasts for good (CR 611.2a);
			// a required duration is always given.
			do(x, a, o, until.Or(x, a, interp.Forever))
		}
		return nil
	}
}

// becoming is the implementation of becomes and becomes-creature: the
// object becomes a creature of the subtype, with the card types given in
// addition to its others (CR 205.1b), each part in its layer.
func becoming(types []string) func(b *binder) evalFn {
	return func(b *binder) evalFn {
		subtype, power, toughness := b.subtype("subtype"), b.num("power"), b.num("toughness")
		if types != nil {
			b.ignores("still", "the renderer reads it: the object keeps its other types anyway")
		}
		var supertype interp.Arg[*interp.FilterVal]
		var named interp.Arg[val]
		if types != nil {
			supertype, named = b.filter("supertype"), b.value("named", dsl.Text)
		}
		color, gains := b.filter("colored"), b.rest("gains", dsl.Keyword)
		return untilEffect(b, func(x *ctx, a argv, o *interp.Object, d interp.Duration) {
			st := subtype.Of(x, a)
			if st == "" {
				return
			}
			name, dw := x.G.Name(o.ID), durationWords(x, d)
			be := &interp.Becomes{Subtypes: []string{string(st)}, Replaces: isCreatureType, Types: types}
			extra := ""
			if types != nil && supertype.Given(a) {
				be.Supertypes = supertypeWords(supertype.Of(x, a))
				extra += ", " + strings.ToLower(strings.Join(be.Supertypes, " "))
			}
			if types != nil && named.Given(a) {
				be.Name, _ = named.Of(x, a).(string)
				extra += ", named " + be.Name
			}
			x.G.AddEffect(&interp.Continuous{Layer: interp.LayerType, Object: o.ID, Until: d, Becomes: be,
				Text: fmt.Sprintf("%s is %s instead of its other creature types%s%s %s (layer 4)", name, interp.Article(string(st)), typesWords(types), extra, dw)})
			if color.Given(a) {
				cs := color.Of(x, a).NamedColors()
				x.G.AddEffect(&interp.Continuous{Layer: interp.LayerColor, Object: o.ID, Until: d,
					Becomes: &interp.Becomes{Colors: cs, HasColors: true},
					Text:    fmt.Sprintf("%s is %s %s (layer 5)", name, cs, dw)})
			}
			grant(x, o, keywordValues(x, gains.Nodes(a)), d)
			if !power.Given(a) {
				return
			}
			pt := [2]int{power.Of(x, a), toughness.Or(x, a, power.Of(x, a))}
			x.G.AddEffect(&interp.Continuous{Layer: interp.Layer7b, Object: o.ID, Until: d,
				Becomes: &interp.Becomes{PT: pt, HasPT: true},
				Text:    fmt.Sprintf("%s has base power and toughness %d/%d %s (layer 7b)", name, pt[0], pt[1], dw)})
		})
	}
}

// supertypeWords is the supertypes a filter of supertype words names
// ("legendary"), as the type line writes them (CR 205.4a).
func supertypeWords(f *interp.FilterVal) []string {
	var out []string
	if f == nil || f.F == nil {
		return nil
	}
	for _, alts := range f.F.Terms {
		for _, t := range alts {
			if t.Fn == nil {
				continue
			}
			for _, st := range []string{"Basic", "Legendary", "Snow", "World"} {
				if t.Fn.Name == strings.ToLower(st) && !slices.Contains(out, st) {
					out = append(out, st)
				}
			}
		}
	}
	return out
}

// typesWords says the card types an effect adds, for the log.
func typesWords(types []string) string {
	if len(types) == 0 {
		return ""
	}
	return ", and a " + strings.ToLower(strings.Join(types, " ")) + " in addition to its other types"
}
