package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// keywordActions are keyword actions (CR 701) on permanents and players
// that aren't zone changes: regenerate, proliferate, monstrosity.
func keywordActions() []*Primitive {
	return []*Primitive{
		fn("regenerate", dsl.Effect, dsl.AnyAbility,
			"Give a permanent a regeneration shield: the next time it would be destroyed this turn (by an effect or by lethal damage, CR 704.5g), instead all damage is removed from it, it is tapped, and it is removed from combat (CR 701.15a). Each shield is used once; unused shields end with the turn. Sacrificing isn't destroying: no shield applies.",
			"effect regenerate(self)", p("object", dsl.Object)).text("regenerate {object}").
			remind("The next time {object} would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.").
			eval(toObject("object", func(x *ctx, id interp.ObjID) { x.G.Regenerate(id) })),
		word("proliferate", dsl.Effect,
			"Choose any number of permanents and players with counters; each gets another counter of each kind already there (CR 701.34a). Each is a yes-or-no choice, permanents first.",
			"effect proliferate").text("proliferate").
			eval(fixed(func(x *ctx, _ argv) val { x.G.Proliferate(x.Controller, "proliferate"); return nil })),
		fn("monstrosity", dsl.Effect, dsl.AnyAbility,
			"If this permanent isn't monstrous, put that many +1/+1 counters on it and it becomes monstrous (CR 701.37a); if it is, nothing happens (CR 701.37b). It stays monstrous until it leaves the battlefield.",
			"effect monstrosity(3)", p("count", dsl.Number)).text("monstrosity {count:digits}").
			eval(onCount(func(x *ctx, n int) { x.G.Monstrosity(x.Source, n) })),
	}
}
