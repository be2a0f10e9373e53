package stdlib

import (
	"cardc/dsl"
	"cardc/interp"
)

// manaFamily are the primitives of mana: the types it comes in, adding it
// to a pool, the event of tapping for it and the replacements of that
// event, and what spells cost.
func manaFamily() []*Primitive {
	return []*Primitive{
		word("any-color", dsl.ManaTypes, "The five colors of mana: white, blue, black, red and green.",
			"effect produce-mana(one-of(any-color))").text("any color").pureValue().eval(constant(interp.AllColors)),
		fn("could-produce", dsl.ManaTypes, dsl.AnyAbility,
			"Every type of mana the objects could produce (CR 106.7): what their mana abilities would produce if they resolved now, with replacement effects in every order, ignoring costs. Undefined types give an empty set.",
			"effect produce-mana(one-of(could-produce(land you-control)))", p("objects", dsl.Objects)).asksProduction().says(Template{Text: "any type {objects:rel} could produce", Forms: map[string]string{"color": "any color {objects:rel} could produce"}}).
			eval(func(b *binder) evalFn {
				objects := b.filter("objects")
				return func(x *ctx, a argv) val { return x.G.CouldProduce(x, candidates(objects.Of(x, a))) }
			}),
		fn("colors-in", dsl.ManaTypes, dsl.AnyAbility, "The colored types among a set of mana types (colorless is not a color).",
			"one-of(colors-in(could-produce(land opponent-controls)))", p("types", dsl.ManaTypes)).text("{types:color}").pureValue().
			eval(func(b *binder) evalFn {
				types := b.manaTypes("types")
				return func(x *ctx, a argv) val { return types.Of(x, a) & interp.AllColors }
			}),
		fn("produced", dsl.ManaTypes, dsl.AnyAbility, "The types of mana a mana event produced.",
			"produce-mana(one-of(produced(tap)), for: controller(tap))", p("event", dsl.ManaEvent)).says(Template{Text: "any type {event:rel} produced", Forms: map[string]string{"color": "any color {event:rel} produced"}}).
			eval(func(b *binder) evalFn {
				event := b.manaEvent("event")
				return func(x *ctx, a argv) val {
					var s interp.ManaSet
					if mv := event.Of(x, a); mv != nil {
						for _, m := range mv.Ev.Produced {
							s = s.With(m.Type)
						}
					}
					return s
				}
			}),
		fn("either", dsl.Mana, dsl.AnyAbility, "One mana of one of the literal's types, chosen when the ability resolves: \"Add {G} or {U}.\" (CR 106.4, 106.7: the source could produce each of them).",
			"effect produce-mana(either({G}{U}))", p("mana", dsl.Mana)).text("{mana:or}").pureValue().
			eval(func(b *binder) evalFn {
				mana := b.mana("mana")
				return func(x *ctx, a argv) val {
					var set interp.ManaSet
					for _, t := range mana.Of(x, a).Fixed {
						set = set.With(t)
					}
					return interp.ManaSpec{OneOf: set, Count: 1, Choice: true}
				}
			}),
		fn("one-of", dsl.Mana, dsl.AnyAbility, "One mana of a type chosen from the set when the ability resolves; nothing if the set is empty (CR 106.7).",
			"produce-mana(one-of(any-color))", p("types", dsl.ManaTypes)).text("one mana of {types}").pureValue().
			eval(func(b *binder) evalFn {
				types := b.manaTypes("types")
				return func(x *ctx, a argv) val { return interp.ManaSpec{OneOf: types.Of(x, a), Count: 1, Choice: true} }
			}),
		fn("produce-mana", dsl.Effect, dsl.InMana,
			"Adds mana to a player's mana pool (CR 106.4). The optional restriction limits what the mana may be spent on; the mana goes to the ability's controller unless `for` names another player; `per` adds it once for each of a number (\"Add {R} for each Mountain you control\"), none for 0. With `instead` and `condition` (\"{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.\"), it adds the other mana instead when the condition holds as the ability resolves (CR 608.2c), and what it could produce is worked out the same way (CR 106.7). A loyalty ability may add mana too: it is no mana ability and uses the stack (CR 605.1a).",
			"effect produce-mana({C}, only-for: instant or sorcery spell)",
			p("mana", dsl.Mana), opt("only-for", dsl.Objects), opt("for", dsl.Player), opt("per", dsl.Number), opt("instead", dsl.Mana), opt("condition", dsl.Condition)).says(Template{Subject: "for", Text: "add {mana}[ for {per:each}][. If {condition}, add {instead} instead][. Spend this mana only to cast {only-for:a}]", Forms: map[string]string{"trigger": "add {mana:additional}[. Spend this mana only to cast {only-for:a}]"}}).
			withRole(interp.RoleProduceMana).
			eval(func(b *binder) evalFn {
				mana, onlyFor, to, per, instead, cond := b.mana("mana"), b.filter("only-for"), b.player("for"), b.num("per"), b.mana("instead"), b.value("condition", dsl.Condition)
				return func(x *ctx, a argv) val {
					spec := mana.Of(x, a)
					if instead.Given(a) && cond.Given(a) {
						// CR 608.2c: the condition is checked as the ability
						// resolves; the other mana replaces the first.
						if held, _ := cond.Of(x, a).(bool); held {
							spec = instead.Of(x, a)
							if !x.Hypo {
								x.G.Note("the condition holds: %s adds the other mana instead", x.G.Name(x.Source))
							}
						}
					}
					if per.Given(a) {
						if spec.Times = per.Of(x, a); spec.Times <= 0 {
							x.G.Note("%s adds no mana", x.G.Name(x.Source))
							return nil
						}
					}
					var r *interp.Restriction
					if n := onlyFor.Node(a); n != nil {
						r = &interp.Restriction{Filter: n.Filter, Source: x.Source, Controller: x.Controller, Text: onlyFor.Of(x, a).Text()}
					}
					x.G.ProduceMana(x, spec, r, to.Or(x, a, x.Controller))
					return nil
				}
			}),
		manaTrigger(binds(fn("tapped-for-mana", dsl.ManaEvent, dsl.InTriggered|dsl.InReplacement,
			"A permanent is tapped for mana: a mana ability with {T} in its cost resolves and produces mana (CR 106.12). `by` limits who activated it; `of` limits it to mana of the types in a mana literal (\"tapped for {G}\": it must produce {G}, CR 106.12a). A trigger on it is a mana ability (CR 605.1b).",
			"whenever tapped-for-mana(land) as tap", p("what", dsl.Objects), opt("by", dsl.Players), opt("of", dsl.Mana)), dsl.ManaEvent)).says(Template{Subject: "by", Text: "tap {what:a} for mana", Passive: "{what:a} is tapped for mana", Forms: map[string]string{"bound": "that {what:noun}"}}).
			unsaid("of", "the template doesn't word a mana type yet (\"tapped for {G}\"); no card of the pool names one").
			event(func(b *binder) eventFn {
				what, by, of := b.filter("what"), b.filter("by"), b.mana("of")
				return func(x *ctx, a argv, ev *interp.Event) (val, bool) {
					if ev.Kind != interp.EvMana || !ev.TappedForMana {
						return nil, false
					}
					if !ev.Would && len(ev.Produced) == 0 {
						return nil, false
					}
					if !what.Of(x, a).Match(interp.ObjRef(ev.Source)) {
						return nil, false
					}
					if by.Given(a) && !by.Of(x, a).Match(interp.PlayerRef(ev.Player)) {
						return nil, false
					}
					if of.Given(a) {
						// CR 106.12a: "tapped for mana of a specified type" needs
						// mana of that type — produced, or about to be produced
						// for a replacement effect.
						want := of.Of(x, a).Types()
						got := ev.Mana.Types()
						if !ev.Would {
							got = 0
							for _, m := range ev.Produced {
								got = got.With(m.Type)
							}
						}
						if got&want == 0 {
							return nil, false
						}
					}
					return &interp.ManaEventVal{Ev: ev}, true
				}
			}).on(interp.EvMana),
		fn("multiply-mana", dsl.Effect, dsl.InReplacement, "Replacement on a mana event: it produces that much mana times the factor instead (CR 106.12b).",
			"effect multiply-mana(tap, 2)", p("event", dsl.ManaEvent), p("factor", dsl.Number)).says(Template{Subject: "event", Text: "produce {factor:times} as much of that mana instead"}).
			eval(func(b *binder) evalFn {
				event, factor := b.manaEvent("event"), b.num("factor")
				return func(x *ctx, a argv) val {
					mv := event.Of(x, a)
					k := factor.Of(x, a)
					if mv == nil || k < 1 {
						return nil
					}
					spec := mv.Ev.Mana.Multiply(k)
					mv.Ev.Mana = spec
					if !x.Hypo {
						x.G.Note("the mana is multiplied by %d", k)
					}
					return nil
				}
			}),
		fn("replace-mana", dsl.Effect, dsl.InReplacement, "Replacement on a mana event: it produces this mana instead of any other type and amount (CR 106.12b).",
			"effect replace-mana(tap, {B})", p("event", dsl.ManaEvent), p("mana", dsl.Mana)).says(Template{Subject: "event", Text: "produce {mana} instead of any other type and amount"}).
			eval(func(b *binder) evalFn {
				event, mana := b.manaEvent("event"), b.mana("mana")
				return func(x *ctx, a argv) val {
					mv := event.Of(x, a)
					if mv == nil {
						return nil
					}
					mv.Ev.Mana = mana.Of(x, a)
					if !x.Hypo {
						x.G.Note("the mana becomes %s", mana.Node(a).Mana)
					}
					return nil
				}
			}),
		costChange("reduce-cost", "Static: spells matching the filter cost less to cast (CR 601.2f); applied after increases.",
			"effect reduce-cost(spell cast-by(opponent) targeting(self), {1})", "less",
			func(n int) interp.CostChange { return interp.CostChange{Reduce: n} }),
	}
}

// manaTrigger marks an event whose triggers are mana abilities (CR
// 605.1b).
func manaTrigger(pr *Primitive) *Primitive { pr.ManaTrigger = true; return pr }

// manaSpec is mana to produce from a mana value: one-of(…) as it is, a
// literal as its colored symbols.
func manaSpec(v val) interp.ManaSpec {
	switch v := v.(type) {
	case interp.ManaSpec:
		return v
	case interp.ManaCost:
		return v.Spec()
	}
	return interp.ManaSpec{}
}
