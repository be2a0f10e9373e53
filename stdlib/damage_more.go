package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// damageSources are the primitives about what deals damage and the
// damage dealt: the source of damage as a filter word.
func damageSources() []*Primitive {
	return []*Primitive{
		filter("source", dsl.Objects, "Sources of damage (CR 120.3, 609.7a): permanents and spells, the objects on the battlefield or the stack; \"a source an opponent controls\".",
			"whenever deals-damage(source opponent-controls, to: you)").says(Template{Role: Kind, Text: "source", Plural: "sources"}).
			inZone(interp.SourceZones).match(is(func(_ *ctx, _ *interp.Object, _ *interp.Chars) bool { return true })),
	}
}
