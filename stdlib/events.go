package stdlib

import (
	"slices"

	"cardc/dsl"
	"cardc/interp"
)

// events are the patterns triggers match against did-events: zone
// changes, steps, targeting and casting. (Mana and combat damage events
// are with their families.)
func events() []*Primitive {
	return []*Primitive{
		binds(fn("dies", dsl.Event, dsl.InTriggered, "A creature matching the filter is put into a graveyard from the battlefield; `as` names it as it last existed.",
			"whenever dies(creature) as dead", p("what", dsl.Objects)), dsl.Object).says(Template{Text: "{what:a} dies", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(diesEvent).on(interp.EvZoneChange),
		binds(fn("upkeep", dsl.Event, dsl.InTriggered, "The beginning of the upkeep (CR 503.1) of a player matching the filter; `as` names the player whose upkeep it is (\"that player\").",
			"at upkeep(player) as p", p("player", dsl.Players)), dsl.Player).says(Template{Text: "the beginning of {player:poss} upkeep", Forms: map[string]string{"bound": "that player"}}).
			event(func(b *binder) eventFn {
				player := b.filter("player")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvStep || ev.Step != interp.StepUpkeep {
						return nil, false
					}
					return interp.PlayerRef(ev.StepPlayer), player.Of(x, a).Match(interp.PlayerRef(ev.StepPlayer))
				}
			}).on(interp.EvStep),
		binds(fn("enters", dsl.Event, dsl.InTriggered, "A permanent matching the filter enters the battlefield (CR 603.6a); `as` names it.",
			"whenever enters(creature you-control) as arrival", p("what", dsl.Objects)), dsl.Object).says(Template{Subject: "what", Text: "enter", Forms: map[string]string{"bound": "that {what:noun}"}}).
			event(func(b *binder) eventFn {
				what := b.filter("what")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvZoneChange || ev.To != interp.Battlefield || ev.Would {
						return nil, false
					}
					r := interp.ObjRef(ev.New)
					return r, what.Of(x, a).Match(r)
				}
			}).on(interp.EvZoneChange),
		fn("becomes-target", dsl.Event, dsl.InTriggered, "The object becomes the target of a spell or ability.",
			"when becomes-target(self)", p("object", dsl.Object)).text("{object} becomes the target of a spell or ability").
			event(func(b *binder) eventFn {
				object := b.ref("object")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvBecomesTarget || object.Of(x, a).Obj != ev.Obj {
						return nil, false
					}
					return interp.ObjRef(ev.Obj), true
				}
			}),
		binds(fn("cast-or-copy", dsl.Event, dsl.InTriggered, "A player matching the filter casts a spell matching the filter (CR 601.2i) or puts a copy of one on the stack (CR 707.10), as magecraft says (CR 207.2c): \"Whenever you cast or copy an instant or sorcery spell\". A copy of a spell isn't cast, so `cast` doesn't see it.",
			"whenever cast-or-copy(instant or sorcery spell, by: you)", p("spell", dsl.Objects), opt("by", dsl.Players)), dsl.Object).says(Template{Subject: "by", Text: "cast or copy {spell:a}", Passive: "a player casts or copies {spell:a}", Forms: map[string]string{"bound": "that {spell:noun}"}}).
			event(castEvent(interp.EvCast, interp.EvCopy)).on(interp.EvCast, interp.EvCopy),
		binds(fn("cast", dsl.Event, dsl.InTriggered, "A player matching the filter casts a spell matching the filter.",
			"whenever cast(noncreature spell, by: you)", p("spell", dsl.Objects), opt("by", dsl.Players)), dsl.Object).says(Template{Subject: "by", Text: "cast {spell:a}", Passive: "a player casts {spell:a}", Forms: map[string]string{"bound": "that {spell:noun}"}}).
			event(castEvent(interp.EvCast)).on(interp.EvCast),
		fn("cast-first", dsl.Event, dsl.InTriggered, "A player matching the filter casts their first spell of a turn (CR 601.2i: a copy isn't cast, CR 707.10), during the turn of a player `during` matches when it's given: \"Whenever you cast your first spell during each opponent's turn\". The spell is counted with those cast before it this turn, whatever cast them.",
			"whenever cast-first(you, during: opponent)", p("by", dsl.Players), opt("during", dsl.Players)).says(Template{Subject: "by", Text: "cast {by:poss} first spell[ during each {during:bare}'s turn]"}).
			event(func(b *binder) eventFn {
				by, during := b.filter("by"), b.filter("during")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvCast || !by.Of(x, a).Match(interp.PlayerRef(ev.Player)) {
						return nil, false
					}
					if during.Given(a) && !during.Of(x, a).Match(interp.PlayerRef(x.G.Active)) {
						return nil, false
					}
					h := x.G.History()
					// CR 601.2i: the history has counted this spell already.
					return interp.ObjRef(ev.Obj), ev.Player >= 0 && int(ev.Player) < len(h.SpellsCast) && h.SpellsCast[ev.Player] == 1
				}
			}),
	}
}

// castEvent matches a spell's event of one of the kinds (its casting, its
// copying) by a spell filter and an optional player filter.
func castEvent(kinds ...interp.EventKind) func(b *binder) eventFn {
	return func(b *binder) eventFn {
		spell, by := b.filter("spell"), b.filter("by")
		return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
			if !slices.Contains(kinds, ev.Kind) || !spell.Of(x, a).Match(interp.ObjRef(ev.Obj)) {
				return nil, false
			}
			if by.Given(a) && !by.Of(x, a).Match(interp.PlayerRef(ev.Player)) {
				return nil, false
			}
			return interp.ObjRef(ev.Obj), true
		}
	}
}

// diesEvent matches a creature matching the filter "what" put into a
// graveyard from the battlefield, and binds it.
func diesEvent(b *binder) eventFn {
	what := b.filter("what")
	return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
		if ev.Kind != interp.EvZoneChange || ev.From != interp.Battlefield || ev.To != interp.Graveyard {
			return nil, false
		}
		o := x.G.Obj(ev.Obj)
		if o == nil || !x.G.Chars(o).Is("Creature") {
			return nil, false
		}
		// CR 603.10a: a leaves-the-battlefield trigger looks back.
		if !what.Of(x, a).MatchLKI(interp.ObjRef(ev.Obj)) {
			return nil, false
		}
		return interp.ObjRef(ev.Obj), true
	}
}
