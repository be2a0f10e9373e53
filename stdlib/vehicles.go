package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// vehicles are the records of Vehicles and what the cards with them need:
// crew (CR 702.122), which makes a Vehicle an artifact creature; the
// attack trigger firebending stands for and the mana it adds, which lasts
// until end of combat (CR 106.4); exhaust's once-only activation
// (CR 702.177); keyword counters (CR 122.1b); and the number a keyword
// definition reads from its keyword.
func vehicles() []*Primitive {
	return []*Primitive{
		keyword("crew", "An activated ability of a Vehicle: \"Tap any number of untapped creatures you control with total power N or more: This Vehicle becomes an artifact creature until end of turn.\" (CR 702.122a). A Vehicle has a printed power and toughness but isn't a creature otherwise (CR 301.7a), so uncrewed it can't attack or block. Its controller taps creatures one at a time until their total power is N or more, then may tap any number more or stop (done) (summoning-sick ones too: it isn't their {T}, CR 302.6); with too little power among their untapped creatures the activation is illegal.",
			"keyword crew(1)", p("power", dsl.Number)).
			says(Template{Text: "crew {power:digits}"}).
			remind("Tap any number of creatures you control with total power {power:digits} or more: {This} becomes an artifact creature until end of turn.").
			rule(interp.CrewsVehicle),
		fn("is-also", dsl.Effect, dsl.InStatic, "In a static ability: the objects have the card types (artifact, creature, enchantment, land, planeswalker) and subtypes the type words name, in addition to their other types (layer 4, CR 613.1d, 205.1b), as in \"As long as …, this Vehicle is an artifact creature\". A Vehicle that becomes a creature has its printed power and toughness (CR 301.7a, 208.3), so it can attack and block without being crewed.",
			"effect as-long-as-first(controls(you, creature, at-least: 3), is-also(self, artifact creature))", p("object", dsl.Objects), typeWords("types")).
			says(Template{Subject: "object", Text: "be {types:a}"}).
			withRole(interp.RoleLayered).
			eval(func(b *binder) evalFn {
				objects, types := b.filter("object"), b.filter("types")
				return func(x *ctx, a argv) val {
					// CR 613.1d: a type-changing effect, layer 4; an object
					// that becomes a creature has its printed power and
					// toughness (CR 208.3).
					cts, sts := namedTypes(types.Of(x, a))
					return &interp.StaticEffect{Objects: objects.Of(x, a), Types: cts, Subtypes: sts}
				}
			}),
		keyword("firebending", "A triggered ability: \"Whenever this creature attacks, add N {R}. This mana lasts until end of combat.\" (firebending N, its reminder text; CR 603.2, 106.4): the mana stays in its controller's pool as the combat steps end, and empties when the end of combat step ends.",
			"keyword firebending(2)", p("amount", dsl.Number)).
			says(Template{Text: "firebending {amount:digits}", Reminder: "Whenever this creature attacks, add {amount:symbols-R}. This mana lasts until end of combat."}).
			defined(),
		word("keyword-number", dsl.Number, "In a keyword definition (keywords.kw): the number the keyword is written with, \"firebending 2\"'s 2 (each instance of the keyword has its own, CR 702); 0 in any other ability.",
			"effect add-mana-until-end-of-combat({R}, times: keyword-number)").
			says(Template{Text: "N", Forms: map[string]string{"digits": "N"}}).
			eval(fixed(func(x *ctx, _ argv) val {
				if x.Ability == nil || x.Ability.KeywordArg == nil {
					return 0
				}
				n, _ := x.Eval(x.Ability.KeywordArg).(int)
				return n
			})),
		fn("add-mana-until-end-of-combat", dsl.Effect, dsl.AnyAbility, "Adds the mana, `times` times over, to its controller's mana pool; it doesn't empty as the combat phase's steps end, only when the end of combat step ends (CR 106.4, 511.1). An ability that isn't a mana ability may add mana (firebending's attack trigger uses the stack, CR 605.1a).",
			"effect add-mana-until-end-of-combat({R}, times: keyword-number)", p("mana", dsl.Mana), opt("times", dsl.Number)).
			says(Template{Text: "add {mana}[ {times:times}]. This mana lasts until end of combat"}).
			eval(func(b *binder) evalFn {
				mana, times := b.mana("mana"), b.num("times")
				return func(x *ctx, a argv) val {
					spec := mana.Of(x, a)
					n := times.Or(x, a, 1)
					if n <= 0 {
						return nil
					}
					spec.Times = n
					x.G.ProduceManaUntilEndOfCombat(x, spec, x.Controller)
					return nil
				}
			}),
		word("exhaust", dsl.Cost, "Written among an activated ability's costs, it pays nothing: the ability is an exhaust ability, \"Exhaust — [Cost]: [Effect]\", which may be activated only once (CR 702.177a) — once for as long as its source stays the same object (CR 400.7). It reads as the ability's prefix, \"Exhaust — \", with its reminder text at the end of the paragraph.",
			"cost {3}, exhaust").
			says(Template{Text: "exhaust", Forms: map[string]string{"prefix": "exhaust"}, Reminder: "Activate each exhaust ability only once."}).
			withRole(interp.RoleOnlyOnce).eval(constant(nil)),
		fn("there-is", dsl.Condition, dsl.AnyAbility, "True when the filter matches at least one object: \"as long as there's a Lesson card in your graveyard\".",
			"effect as-long-as(have(self, reminder(firebending(2))), there-is(Lesson in-your-graveyard))", p("what", dsl.Objects)).
			says(Template{Text: "there's {what:a}"}).
			eval(func(b *binder) evalFn {
				what := b.filter("what")
				return func(x *ctx, a argv) val { return len(what.Of(x, a).Candidates()) > 0 }
			}).timeless(),
	}
}

// counter makes a keyword's name a keyword counter kind (CR 122.1b): a
// permanent with such a counter on it has the keyword ("a double strike
// counter"). The kind is the keyword's name; Counters must list it.
func (pr *Primitive) counter() *Primitive {
	pr.Impl.Counter = true
	return pr
}

// sagas are the records of Sagas (CR 714): the chapter event their
// chapter abilities trigger on and the reminder of their lore-counter
// rules. The rules themselves — a lore counter as a Saga enters and as
// its controller's precombat main phase begins, the sacrifice after the
// final chapter — apply to every Saga with chapter abilities (CR 714.3,
// 704.5s).
func sagas() []*Primitive {
	return []*Primitive{
		keyword("saga-chapters", "A Saga's first paragraph, the reminder of its rules: \"(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\" (CR 714.3a-b, 714.4, 704.5s). The argument is its final chapter number (CR 714.2c). The rules apply to every Saga with chapter abilities, written with this keyword or not.",
			"keyword saga-chapters(3)", p("chapters", dsl.Number)).
			says(Template{Reminder: "As this Saga enters and after your draw step, add a lore counter. Sacrifice after {chapters:roman}."}).
			rule(interp.SagaLore),
		fn("chapter", dsl.Event, dsl.InTriggered, "A Saga's chapter ability triggers (CR 714.2b): lore counters are put on it, taking their number from below one of the chapter numbers to it or above — as it enters with its first lore counter too (CR 714.3a); it triggers once for each of its chapter numbers crossed at once (CR 714.2c). The ability reads \"I, II — [Effect]\" (CR 714.2a), in the form its template's \"ability\" names.",
			"when chapter(1, 2)", rest("chapters", dsl.Number)).
			says(Template{Text: "{chapters:roman-list}", Forms: map[string]string{"ability": "chapter"}}).
			withRole(interp.RoleChapter).
			event(func(b *binder) eventFn {
				chapters := b.rest("chapters", dsl.Number)
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					o := x.G.Obj(x.Source)
					if o == nil || ev.Would {
						return nil, false
					}
					after := o.Counters.Get(string(interp.LoreCounter))
					before := after
					switch {
					case ev.Kind == interp.EvCounters && ev.Obj == x.Source && ev.Counter == interp.LoreCounter:
						before = after - ev.Amount
					case ev.Kind == interp.EvZoneChange && ev.To == interp.Battlefield && ev.New == x.Source:
						before = 0
					default:
						return nil, false
					}
					var ns []int
					for _, n := range chapters.Nodes(a) {
						if v, ok := x.Eval(n).(int); ok {
							ns = append(ns, v)
						}
					}
					n := interp.ChaptersCrossed(ns, before, after)
					return interp.TriggerCount(n), n > 0
				}
			}),
	}
}
