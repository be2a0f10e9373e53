package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// moreFilters are filter words that test an object's keywords, colors,
// combat status, mana value and what happened to it this turn.
func moreFilters() []*Primitive {
	obj := func(name, doc string) *Primitive {
		return filter(name, dsl.Objects, doc, "target "+name+" creature as t")
	}
	return []*Primitive{
		filter("with", dsl.Objects, "Objects that have the keyword ability (\"creature with flying\").", "target creature with(flying) as t", p("keyword", dsl.Keyword)).says(Template{Role: Qualifier, Text: "with {keyword}"}).match(hasKeyword(true)),
		filter("without", dsl.Objects, "Objects that don't have the keyword ability (\"each creature without flying\").", "effect deal-damage(self, creature without(flying), 1)", p("keyword", dsl.Keyword)).says(Template{Role: Qualifier, Text: "without {keyword}"}).match(hasKeyword(false)),
		obj("monocolored", "Objects of exactly one color (CR 105.2b).").says(Template{Role: Adjective, Text: "monocolored"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Colors.Count() == 1 })),
		obj("nonartifact", "Not artifacts.").says(Template{Role: Adjective, Text: "nonartifact"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Artifact") })),
		obj("nongreen", "Not green (CR 105.2).").says(Template{Role: Adjective, Text: "nongreen"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Colors&interp.Green == 0 })),
		obj("nonblack", "Not black (CR 105.2).").says(Template{Role: Adjective, Text: "nonblack"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Colors&interp.Black == 0 })),
		obj("attacking", "Attacking creatures (CR 506.4): declared as attackers this combat and not removed from combat.").says(Template{Role: Adjective, Text: "attacking"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool {
			return o.Zone == interp.Battlefield && x.G.CombatStatus(o).IsAttacking
		})),
		filter("mana-value-at-least", dsl.Objects, "With mana value at least the number (CR 202.3).", "target spell mana-value-at-least(4) as s", p("min", dsl.Number)).says(Template{Role: Qualifier, Text: "with mana value {min:digits} or greater"}).match(func(b *binder) matchFn {
			min := b.num("min")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				return x.G.ManaValue(o) >= min.Of(x, a)
			})
		}),
		filter("mana-value-is", dsl.Objects, "With mana value equal to the number (CR 202.3): \"target nonlegendary creature card with mana value X\".", "target creature mana-value-is(2) in-your-graveyard as c", p("n", dsl.Number)).says(Template{Role: Qualifier, Text: "with mana value {n:digits}"}).match(func(b *binder) matchFn {
			n := b.num("n")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				return x.G.ManaValue(o) == n.Of(x, a)
			})
		}),
		filter("dealt-damage-this-turn", dsl.Objects, "Permanents that were dealt damage this turn (CR 120.3), whether or not the damage is still marked on them.", "target creature dealt-damage-this-turn as t").says(Template{Role: Qualifier, Text: "that was dealt damage this turn", Plural: "that were dealt damage this turn"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool {
			t := x.G.CombatStatus(o).DamagedIn
			return o.Zone == interp.Battlefield && t == x.G.Turn && t != 0
		})),
	}
}

// hasKeyword tests whether an object has the keyword ability the filter
// word names (want) or doesn't (!want).
func hasKeyword(want bool) func(*binder) matchFn {
	return func(b *binder) matchFn {
		keyword := b.value("keyword", dsl.Keyword)
		return onObject(func(x *ctx, a argv, _ *interp.Object, c *interp.Chars) bool {
			k, _ := keyword.Of(x, a).(interp.Keyword)
			return c.HasKeyword(k.Name) == want
		})
	}
}
