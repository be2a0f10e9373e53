package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// filters are the words of filter phrases: each tests one object or
// player.
func filters() []*Primitive {
	obj := func(name, doc string) *Primitive { return filter(name, dsl.Objects, doc, "target "+name+" as t") }
	return []*Primitive{
		obj("creature", "Creatures (permanents, or cards and spells with the creature type).").says(Template{Role: Noun, Text: "creature", Plural: "creatures"}).match(hasType("Creature")).local(),
		obj("land", "Lands: land permanents, cards and spells.").says(Template{Role: Noun, Text: "land", Plural: "lands"}).match(hasType("Land")).local(),
		obj("artifact", "Artifacts.").says(Template{Role: Noun, Text: "artifact", Plural: "artifacts"}).match(hasType("Artifact")).local(),
		obj("enchantment", "Enchantments.").says(Template{Role: Noun, Text: "enchantment", Plural: "enchantments"}).match(hasType("Enchantment")).local(),
		obj("planeswalker", "Planeswalkers.").says(Template{Role: Noun, Text: "planeswalker", Plural: "planeswalkers"}).match(hasType("Planeswalker")).local(),
		obj("instant", "Instants (cards and spells).").says(Template{Role: Noun, Text: "instant", Plural: "instants"}).match(hasType("Instant")),
		obj("sorcery", "Sorceries (cards and spells).").says(Template{Role: Noun, Text: "sorcery", Plural: "sorceries"}).match(hasType("Sorcery")),
		obj("permanent", "Permanents: objects on the battlefield.").says(Template{Role: Kind, Text: "permanent", Plural: "permanents"}).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Battlefield })).local(),
		obj("spell", "Spells: objects on the stack.").says(Template{Role: Kind, Text: "spell", Plural: "spells"}).inZone(interp.Stack).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Stack })),
		obj("another", "Other than the object the ability belongs to.").says(Template{Role: Det, Text: "another", Plural: "other"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool { return o.ID != x.Source })).local(),
		obj("nontoken", "Not a token.").says(Template{Role: Adjective, Text: "nontoken"}).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return !o.IsToken })).local(),
		obj("untapped", "Untapped permanents.").says(Template{Role: Adjective, Text: "untapped"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool { return !x.G.TappedStatus(o) })).local(),
		obj("tapped", "Tapped permanents.").says(Template{Role: Adjective, Text: "tapped"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool { return x.G.TappedStatus(o) })).local(),
		obj("legendary", "Legendary objects.").says(Template{Role: Adjective, Text: "legendary"}).match(hasType("Legendary")).local(),
		obj("noncreature", "Not creatures.").says(Template{Role: Adjective, Text: "noncreature"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Creature") })).local(),
		obj("nonlegendary", "Not legendary (CR 205.4d).").says(Template{Role: Adjective, Text: "nonlegendary"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Legendary") })).local(),
		obj("nonland", "Not lands.").says(Template{Role: Adjective, Text: "nonland"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Land") })).local(),
		obj("white", "White objects.").says(Template{Role: Adjective, Text: "white"}).match(hasColor(interp.White)).colored(interp.White).local(),
		obj("blue", "Blue objects.").says(Template{Role: Adjective, Text: "blue"}).match(hasColor(interp.Blue)).colored(interp.Blue).local(),
		obj("black", "Black objects.").says(Template{Role: Adjective, Text: "black"}).match(hasColor(interp.Black)).colored(interp.Black).local(),
		obj("red", "Red objects.").says(Template{Role: Adjective, Text: "red"}).match(hasColor(interp.Red)).colored(interp.Red).local(),
		obj("green", "Green objects.").says(Template{Role: Adjective, Text: "green"}).match(hasColor(interp.Green)).colored(interp.Green).local(),
		obj("colorless", "Colorless objects.").says(Template{Role: Adjective, Text: "colorless"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Colors == 0 })).local(),
		obj("multicolored", "Objects of two or more colors.").says(Template{Role: Adjective, Text: "multicolored"}).match(is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Colors.Count() >= 2 })).local(),
		obj("you-control", "Controlled by you.").says(Template{Role: Control, Text: "you control"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Controller == x.Controller })).local(),
		obj("opponent-controls", "Controlled by an opponent.").says(Template{Role: Control, Text: "an opponent controls", Plural: "your opponents control"}).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Controller != x.Controller })).local(),
		obj("in-your-graveyard", "Cards in your graveyard.").says(Template{Role: Zone, Text: "in your graveyard", Noun: "card", Forms: map[string]string{"from": "from your graveyard"}}).inZone(interp.Graveyard).match(is(func(x *ctx, o *interp.Object, _ *interp.Chars) bool {
			return o.Zone == interp.Graveyard && o.Owner == x.Controller
		})).timeless(),
		obj("in-a-single-graveyard", "Cards in a graveyard, all of one graveyard for a group of targets: \"up to three target cards from a single graveyard\" (CR 115.3, 601.2c); a target from another player's graveyard than the first target's is illegal.").says(Template{Role: Zone, Text: "in a single graveyard", Noun: "card", Forms: map[string]string{"from": "from a single graveyard"}}).inZone(interp.Graveyard).withRole(interp.RoleSingleGraveyard).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Graveyard })).timeless(),
		obj("in-a-graveyard", "Cards in any player's graveyard.").says(Template{Role: Zone, Text: "in a graveyard", Noun: "card", Forms: map[string]string{"from": "from a graveyard", "all-from": "from all graveyards"}}).inZone(interp.Graveyard).match(is(func(_ *ctx, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Graveyard })).timeless(),
		filter("controlled-by", dsl.Objects, "Controlled by the player.", "count(Zombie controlled-by(p))", p("player", dsl.Players)).says(Template{Role: Control, Subject: "player", Text: "control"}).match(func(b *binder) matchFn {
			player := b.filter("player")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				return player.Of(x, a).Match(interp.PlayerRef(o.Controller))
			})
		}),
		filter("with-counter", dsl.Objects, "With at least one counter of the kind.", "another creature with-counter(+1/+1)", p("kind", dsl.Counter)).says(Template{Role: Qualifier, Text: "with a {kind} counter on it", Plural: "with {kind} counters on them"}).match(func(b *binder) matchFn {
			kind := b.counter("kind")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				return o.Counters.Get(string(kind.Of(x, a))) > 0
			})
		}),
		filter("cast-by", dsl.Objects, "Spells cast by a player matching the filter.", "spell cast-by(opponent)", p("player", dsl.Players)).says(Template{Role: Qualifier, Subject: "player", Text: "cast"}).match(func(b *binder) matchFn {
			player := b.filter("player")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				return o.Zone == interp.Stack && player.Of(x, a).Match(interp.PlayerRef(o.Controller))
			})
		}),
		filter("targeting", dsl.Objects, "Spells or abilities with the object or player among their targets.", "spell targeting(self)", p("what", dsl.AnyTarget)).says(Template{Role: Qualifier, Text: "that targets {what}", Plural: "that target {what}"}).match(func(b *binder) matchFn {
			what := b.ref("what")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				want := what.Of(x, a)
				for _, v := range o.Slots {
					if r, ok := v.(interp.Ref); ok && !r.IsZero() && r == want {
						return true
					}
				}
				return !o.AttachedTo.IsZero() && o.AttachedTo == want
			})
		}),
		filter("mana-value-at-most", dsl.Objects, "With mana value at most the number.", "creature mana-value-at-most(3)", p("max", dsl.Number)).says(Template{Role: Qualifier, Text: "with mana value {max:digits} or less"}).match(func(b *binder) matchFn {
			max := b.num("max")
			return onObject(func(x *ctx, a argv, o *interp.Object, _ *interp.Chars) bool {
				return x.G.ManaValue(o) <= max.Of(x, a)
			})
		}),
		filter("player", dsl.Players, "Any player of the game.", "target player as p").says(Template{Role: Kind, Text: "player", Plural: "players"}).match(fixed(func(_ *ctx, _ argv, r interp.Ref) bool { return r.IsPlay })),
		filter("opponent", dsl.Players, "Opponents of the controller.", "target opponent as p").says(Template{Role: Kind, Text: "opponent", Plural: "opponents", Forms: map[string]string{"all": "your opponents"}}).match(fixed(func(x *ctx, _ argv, r interp.Ref) bool { return r.IsPlay && r.Player != x.Controller })),
		filter("any-target", dsl.AnyTargets, "A creature, player or planeswalker (CR 115.4).", "target any-target as t").says(Template{Role: Kind, Text: "any target", Forms: map[string]string{"target": "any target", "targets": "targets", "each": "each creature, each player, each planeswalker, and each battle"}}).match(fixed(func(x *ctx, _ argv, r interp.Ref) bool { return r.IsPlay || isDamageable(x, r) })),
	}
}

// onObject is a filter word's test of an object (never a player).
func onObject(f func(x *ctx, a argv, o *interp.Object, c *interp.Chars) bool) matchFn {
	return func(x *ctx, a argv, r interp.Ref) bool {
		if !r.IsObj {
			return false
		}
		o := x.G.Obj(r.Obj)
		if o == nil {
			return false
		}
		return f(x, a, o, x.G.Chars(o))
	}
}

// is is the implementation of a filter word without parameters that
// tests an object and its characteristics.
func is(f func(x *ctx, o *interp.Object, c *interp.Chars) bool) func(*binder) matchFn {
	return fixed(onObject(func(x *ctx, _ argv, o *interp.Object, c *interp.Chars) bool { return f(x, o, c) }))
}

// hasType tests a card type or supertype.
func hasType(t string) func(*binder) matchFn {
	if interp.IsCardType(t) {
		return is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.HasCardType(t) })
	}
	return is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Is(t) })
}

// hasColor tests a color.
func hasColor(col interp.Colors) func(*binder) matchFn {
	return is(func(_ *ctx, _ *interp.Object, c *interp.Chars) bool { return c.Colors&col != 0 })
}

// isDamageable reports whether r is a permanent damage can be dealt to
// (CR 120.1, 115.4).
func isDamageable(x *ctx, r interp.Ref) bool {
	if !r.IsObj {
		return false
	}
	o := x.G.Obj(r.Obj)
	if o == nil || o.Zone != interp.Battlefield {
		return false
	}
	c := x.G.Chars(o)
	return c.Is("Creature") || c.Is("Planeswalker") || c.Is("Battle")
}
