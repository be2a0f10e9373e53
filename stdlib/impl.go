package stdlib

import (
	"fmt"

	"cardc/interp"
)

// The runtime implementations, joined to their records by build. Each
// works through the game's rules procedures; none knows a card.

type (
	ctx  = interp.Ctx
	node = interp.Node
	val  = interp.Value
)

func eval(f func(x *ctx, a []*node) val) *interp.Builtin { return &interp.Builtin{Eval: f} }

func match(f func(x *ctx, a []*node, r interp.Ref) bool) *interp.Builtin {
	return &interp.Builtin{Match: f}
}

func objMatch(f func(x *ctx, a []*node, o *interp.Object, c *interp.Chars) bool) *interp.Builtin {
	return match(func(x *ctx, a []*node, r interp.Ref) bool {
		if !r.IsObj {
			return false
		}
		o := x.G.Obj(r.Obj)
		if o == nil {
			return false
		}
		return f(x, a, o, x.G.Chars(o))
	})
}

func hasType(t string) *interp.Builtin {
	return objMatch(func(_ *ctx, _ []*node, _ *interp.Object, c *interp.Chars) bool { return c.Is(t) })
}

func color(col interp.Colors) *interp.Builtin {
	return objMatch(func(_ *ctx, _ []*node, _ *interp.Object, c *interp.Chars) bool { return c.Colors&col != 0 })
}

func event(f func(x *ctx, a []*node, ev *interp.Event) (val, bool)) *interp.Builtin {
	return &interp.Builtin{Event: f}
}

func duration(x *ctx, n *node) interp.Duration {
	if d, ok := x.Eval(n).(interp.Duration); ok {
		return d
	}
	return interp.UntilEndOfTurn
}

func manaSpec(v val) interp.ManaSpec {
	switch v := v.(type) {
	case interp.ManaSpec:
		return v
	case interp.ManaCost:
		var s interp.ManaSpec
		for _, sym := range v.Symbols {
			if sym.Colored {
				s.Fixed = append(s.Fixed, sym.Type)
			}
		}
		return s
	}
	return interp.ManaSpec{}
}

// refs lists what a filter or single reference denotes.
func refs(x *ctx, n *node) []interp.Ref {
	fv := x.Filter(n)
	if fv == nil {
		return nil
	}
	return fv.Candidates()
}

// choosePermanents picks count permanents the controller controls that
// match, for a cost (CR 118.3) or an effect.
func choosePermanents(x *ctx, n *node, count int, what string) []interp.ObjID {
	fv := x.Filter(n)
	var cands []interp.Ref
	for _, r := range fv.Candidates() {
		if o := x.G.Obj(r.Obj); r.IsObj && o != nil && (o.Controller == x.Controller || !x.Paying) {
			cands = append(cands, r)
		}
	}
	if len(cands) < count {
		interp.Fail("%s: not enough to %s (%s: %d of %d)", x.G.Name(x.Source), what, fv.Text(), len(cands), count)
	}
	var out []interp.ObjID
	for i := 0; i < count; i++ {
		var r interp.Ref
		if len(cands) == count-i {
			r = cands[0]
		} else {
			r = x.G.ChooseRef(x.Controller, what, fmt.Sprintf("%s to %s for %s", fv.Text(), what, x.G.Name(x.Source)), cands)
		}
		out = append(out, r.Obj)
		for j, c := range cands {
			if c == r {
				cands = append(cands[:j], cands[j+1:]...)
				break
			}
		}
	}
	return out
}

func impls() map[string]*interp.Builtin {
	m := map[string]*interp.Builtin{
		// Values.
		"end-of-turn":   eval(func(*ctx, []*node) val { return interp.UntilEndOfTurn }),
		"any-color":     eval(func(*ctx, []*node) val { return interp.AllColors }),
		"not-legendary": eval(func(*ctx, []*node) val { return notLegendary }),
		"mana-spent-to-cast": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil {
				return o.ManaSpent
			}
			return 0
		}),
		"base-power": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil {
				bp := x.G.Chars(o).BasePower
				if o.Left && !x.Hypo {
					// C5: an object that left uses its last-known information.
					x.G.Note("%s has left the %s: its last-known base power is %d", x.G.Name(o.ID), o.Zone, bp)
				}
				return bp
			}
			return 0
		}),
		"count": eval(func(x *ctx, a []*node) val { return len(refs(x, a[0])) }),
		"counters": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil {
				k, _ := x.Eval(a[1]).(interp.CounterKind)
				return o.Counters.Get(string(k))
			}
			return 0
		}),
		"controller": eval(func(x *ctx, a []*node) val { return interp.PlayerRef(x.Player(a[0])) }),
		"could-produce": eval(func(x *ctx, a []*node) val {
			return x.G.CouldProduce(x, refs(x, a[0]))
		}),
		"colors-in": eval(func(x *ctx, a []*node) val {
			s, _ := x.Eval(a[0]).(interp.ManaSet)
			return s & interp.AllColors
		}),
		"produced": eval(func(x *ctx, a []*node) val {
			var s interp.ManaSet
			if mv, ok := x.Eval(a[0]).(*interp.ManaEventVal); ok {
				for _, t := range mv.Ev.Produced {
					s = s.With(t)
				}
			}
			return s
		}),
		"one-of": eval(func(x *ctx, a []*node) val {
			s, _ := x.Eval(a[0]).(interp.ManaSet)
			return interp.ManaSpec{OneOf: s, Count: 1, Choice: true}
		}),
		"at-least": eval(func(x *ctx, a []*node) val { return x.Num(a[0]) >= x.Num(a[1]) }),
		"up-to":    withRole(interp.RoleOptionalTarget, eval(func(x *ctx, a []*node) val { return x.Eval(a[1]) })),

		// Effects.
		"produce-mana": withRole(interp.RoleProduceMana, eval(func(x *ctx, a []*node) val {
			spec := manaSpec(x.Eval(a[0]))
			var r *interp.Restriction
			if a[1] != nil {
				r = &interp.Restriction{Filter: a[1].Filter, Source: x.Source, Controller: x.Controller, Text: x.Filter(a[1]).Text()}
			}
			to := x.Controller
			if a[2] != nil {
				to = x.Player(a[2])
			}
			x.G.ProduceMana(x, spec, r, to)
			return nil
		})),
		"draw": eval(func(x *ctx, a []*node) val {
			p := x.Controller
			if a[1] != nil {
				p = x.Player(a[1])
			}
			n := x.Num(a[0])
			if n <= 0 {
				x.G.Note("%s draws no cards", x.G.PlayerName(p))
			}
			for i := 0; i < n; i++ {
				x.G.Draw1(p)
			}
			return nil
		}),
		"scry": eval(func(x *ctx, a []*node) val { x.G.Scry(x.Controller, x.Num(a[0])); return nil }),
		"deal-damage": eval(func(x *ctx, a []*node) val {
			to := x.Ref(a[1])
			if to.IsZero() {
				return nil
			}
			x.G.DealDamage(x.Ref(a[0]).Obj, to, x.Num(a[2]))
			return nil
		}),
		"gets": eval(func(x *ctx, a []*node) val {
			o := x.Object(a[0])
			if o == nil || o.Left {
				return nil
			}
			ch, _ := x.Eval(a[1]).(interp.PTChange)
			per := 1
			if a[3] != nil {
				per = x.Num(a[3])
			}
			p, t := ch[0]*per, ch[1]*per
			x.G.AddEffect(&interp.Continuous{Layer: interp.Layer7c, Object: o.ID, PT: [2]int{p, t}, Until: duration(x, a[2]),
				Text: fmt.Sprintf("%s gets %+d/%+d until end of turn", x.G.Name(o.ID), p, t)})
			return nil
		}),
		"set-power": eval(func(x *ctx, a []*node) val {
			o := x.Object(a[0])
			if o == nil || o.Left {
				return nil
			}
			n := x.Num(a[1])
			x.G.AddEffect(&interp.Continuous{Layer: interp.Layer7b, Object: o.ID, SetPower: &n, Until: duration(x, a[2]),
				Text: fmt.Sprintf("%s has base power %d %s (layer 7b)", x.G.Name(o.ID), n, durationWords(duration(x, a[2])))})
			return nil
		}),
		"gains-subtype": eval(func(x *ctx, a []*node) val {
			o := x.Object(a[0])
			st, _ := x.Eval(a[1]).(interp.Subtype)
			if o == nil || o.Left || st == "" {
				return nil
			}
			d := duration(x, a[2])
			x.G.AddEffect(&interp.Continuous{Layer: interp.LayerType, Object: o.ID, AddSubtype: string(st), Until: d,
				Text: fmt.Sprintf("%s is %s in addition to its other types %s (layer 4)", x.G.Name(o.ID), interp.Article(string(st)), durationWords(d))})
			return nil
		}),
		"defines-pt": withRole(interp.RoleCDA, eval(func(x *ctx, a []*node) val {
			return interp.PTDefinition{Power: x.Num(a[0]), Toughness: x.Num(a[1])}
		})),
		"destroy": eval(func(x *ctx, a []*node) val {
			var ids []interp.ObjID
			for _, r := range refs(x, a[0]) {
				if r.IsObj {
					ids = append(ids, r.Obj)
				}
			}
			x.G.Destroy(ids)
			return nil
		}),
		"create-copy": eval(func(x *ctx, a []*node) val {
			r := x.Ref(a[0])
			p := x.Controller
			if a[1] != nil {
				p = x.Player(a[1])
			}
			if r.IsObj && p != interp.NoPlayer {
				x.G.CreateTokenCopy(r.Obj, p)
			}
			return nil
		}),
		"prevent-damage": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil && !o.Left {
				x.G.AddPrevention(&interp.Prevention{Object: o.ID, Until: duration(x, a[1]), Source: x.Source})
			}
			return nil
		}),
		"create": eval(func(x *ctx, a []*node) val {
			face, _ := x.Eval(a[0]).(*interp.Face)
			n := 1
			if a[1] != nil {
				n = x.Num(a[1])
			}
			p := x.Controller
			if a[2] != nil {
				p = x.Player(a[2])
			}
			if face != nil && p != interp.NoPlayer {
				if n <= 0 {
					x.G.Note("%s creates no %s tokens", x.G.PlayerName(p), face.Name)
				}
				x.G.CreateTokens(face, p, n)
			}
			return nil
		}),
		"counter-spell": eval(func(x *ctx, a []*node) val {
			if r := x.Ref(a[0]); r.IsObj {
				x.G.CounterSpell(r.Obj)
			}
			return nil
		}),
		"unless": eval(func(x *ctx, a []*node) val {
			p := x.Player(a[0])
			if p != interp.NoPlayer && x.G.YesNo(p, "unless", fmt.Sprintf("pay the cost to stop %s's effect", x.G.Name(x.Source))) && x.G.PaidCost(x, p, a[1]) {
				return nil
			}
			x.Exec(a[2])
			return nil
		}),
		"may": eval(func(x *ctx, a []*node) val {
			if x.Hypo {
				x.Exec(a[0])
				return nil
			}
			if x.G.YesNo(x.Controller, "may", fmt.Sprintf("use %s's optional effect", x.G.Name(x.Source))) {
				x.Exec(a[0])
			}
			return nil
		}),
		"then": eval(func(x *ctx, a []*node) val {
			x.Exec(a[0])
			x.Exec(a[1])
			return nil
		}),
		"may-pay": eval(func(x *ctx, a []*node) val {
			if x.G.YesNo(x.Controller, "may pay", fmt.Sprintf("pay the cost of %s's ability", x.G.Name(x.Source))) && x.G.PaidCost(x, x.Controller, a[0]) {
				x.Exec(a[1])
			}
			return nil
		}),
		"copy-of": eval(func(x *ctx, a []*node) val {
			changes, _ := x.Eval(a[1]).(interp.CopyChanges)
			switch v := x.Eval(a[0]).(type) {
			case interp.Ref:
				return &interp.CopyVal{Values: x.G.CopiableOf(v.Obj, changes), From: v, Changes: changes}
			case *interp.FilterVal:
				return &interp.CopyVal{Choose: v, Changes: changes}
			}
			return nil
		}),
		"become": eval(func(x *ctx, a []*node) val {
			o := x.Object(a[0])
			cv, _ := x.Eval(a[1]).(*interp.CopyVal)
			if o == nil || cv == nil || cv.Values == nil {
				return nil
			}
			x.G.BecomeCopy(o.ID, cv.Values, cv.From.Obj, cv.Changes...)
			return nil
		}),
		"enter-as": eval(func(x *ctx, a []*node) val {
			cv, _ := x.Eval(a[0]).(*interp.CopyVal)
			ev := x.Event
			if cv == nil || ev == nil {
				return nil
			}
			if cv.Choose != nil {
				var cands []interp.Ref
				for _, r := range cv.Choose.Candidates() {
					if r.IsObj && r.Obj != ev.Obj {
						cands = append(cands, r)
					}
				}
				if len(cands) == 0 {
					x.G.Note("%s has nothing to enter as a copy of (%s)", x.G.Name(ev.Obj), cv.Choose.Text())
					return nil
				}
				r := x.G.ChooseRef(x.Controller, "copy", "the permanent to copy ("+cv.Choose.Text()+")", cands)
				cv = &interp.CopyVal{Values: x.G.CopiableOf(r.Obj, cv.Changes), From: r, Changes: cv.Changes}
			}
			// The entering object is the replacement's source (CR 614.12).
			x.G.EnterAsCopy(ev, x.Source, cv)
			what := cv.Values.Name
			if cv.From.IsObj {
				what = x.G.Name(cv.From.Obj)
			}
			x.G.Note("%s will enter as a copy of %s%s", x.G.Name(ev.Obj), what, cv.Changes.Text())
			return nil
		}),
		"copy-spell": eval(func(x *ctx, a []*node) val {
			changes, _ := x.Eval(a[1]).(interp.CopyChanges)
			if r := x.Ref(a[0]); r.IsObj {
				x.G.CopySpell(r.Obj, x.Controller, changes)
			}
			return nil
		}),
		"except": eval(func(x *ctx, a []*node) val {
			var out interp.CopyChanges
			for _, n := range a {
				if n == nil {
					continue
				}
				if cs, ok := x.Eval(n).(interp.CopyChanges); ok {
					out = append(out, cs...)
				}
			}
			return out
		}),
		"has": eval(func(x *ctx, a []*node) val {
			ab, _ := x.Eval(a[0]).(*interp.AbilityDef)
			return interp.CopyChanges{{Text: "has an additional ability", Apply: func(c *interp.Chars) {
				if ab != nil {
					c.Abilities = append(c.Abilities, ab)
				}
			}}}
		}),
		"add-subtype": eval(func(x *ctx, a []*node) val {
			st, _ := x.Eval(a[0]).(interp.Subtype)
			return interp.CopyChanges{{Text: "is also " + interp.Article(string(st)), Apply: func(c *interp.Chars) {
				if !c.Is(string(st)) {
					c.Subtypes = append(c.Subtypes, string(st))
				}
			}}}
		}),
		"extra-counter": eval(func(x *ctx, a []*node) val {
			k, _ := x.Eval(a[0]).(interp.CounterKind)
			return interp.CopyChanges{{Text: "enters with an additional " + string(k) + " counter if it is " + interp.Article(x.Filter(a[1]).Text()), EnterCounter: k, EnterIf: x.Filter(a[1])}}
		}),
		"enters-with-counters": eval(func(x *ctx, a []*node) val {
			ev := x.Event
			if ev == nil {
				return nil
			}
			k, _ := x.Eval(a[0]).(interp.CounterKind)
			n := x.Num(a[1])
			if ev.EnterCounters == nil {
				ev.EnterCounters = map[interp.CounterKind]int{}
			}
			ev.EnterCounters[k] += n
			x.G.Note("%s will enter with %d %s counters", x.G.Name(ev.Obj), n, k)
			return nil
		}),
		"multiply-mana": eval(func(x *ctx, a []*node) val {
			mv, _ := x.Eval(a[0]).(*interp.ManaEventVal)
			k := x.Num(a[1])
			if mv == nil || k < 1 {
				return nil
			}
			spec := mv.Ev.Mana
			var fixed []interp.ManaType
			for i := 0; i < k; i++ {
				fixed = append(fixed, spec.Fixed...)
			}
			spec.Fixed = fixed
			spec.Count *= k
			mv.Ev.Mana = spec
			if !x.Hypo {
				x.G.Note("the mana is multiplied by %d", k)
			}
			return nil
		}),
		"replace-mana": eval(func(x *ctx, a []*node) val {
			mv, _ := x.Eval(a[0]).(*interp.ManaEventVal)
			if mv == nil {
				return nil
			}
			mv.Ev.Mana = manaSpec(x.Eval(a[1]))
			if !x.Hypo {
				x.G.Note("the mana becomes %s", a[1].Mana)
			}
			return nil
		}),
		"reduce-cost": eval(func(x *ctx, a []*node) val {
			mc, _ := x.Eval(a[1]).(interp.ManaCost)
			return interp.CostChange{Spells: x.Filter(a[0]), Reduce: mc.Resolve(0).Generic}
		}),
		"transform": eval(func(x *ctx, a []*node) val {
			if r := x.Ref(a[0]); r.IsObj {
				x.G.Transform(r.Obj)
			}
			return nil
		}),
		"return-transformed": eval(func(x *ctx, a []*node) val {
			r := x.Ref(a[0])
			var at interp.Ref
			if a[1] != nil {
				at = x.Ref(a[1])
			}
			if r.IsObj {
				o := x.G.Obj(r.Obj)
				if o != nil && o.Left && o.Next != 0 {
					// "it": the card the object became in its new zone.
					o = x.G.Obj(o.Next)
				}
				if o != nil && !o.Left && o.Zone != interp.Battlefield {
					x.G.Move(o.ID, interp.Battlefield, x.Controller, true, at)
				}
			}
			return nil
		}),
		"return-to-battlefield": eval(func(x *ctx, a []*node) val {
			if r := x.Ref(a[0]); r.IsObj {
				x.G.Move(r.Obj, interp.Battlefield, x.Controller, false, interp.Ref{})
			}
			return nil
		}),
		"return-to-hand": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil {
				x.G.Move(o.ID, interp.Hand, interp.NoPlayer, false, interp.Ref{})
			}
			return nil
		}),
		"lose-life": eval(func(x *ctx, a []*node) val {
			if p := x.Player(a[0]); p != interp.NoPlayer {
				x.G.LoseLife(p, x.Num(a[1]))
			}
			return nil
		}),
		"gain-life": eval(func(x *ctx, a []*node) val {
			if p := x.Player(a[0]); p != interp.NoPlayer {
				x.G.GainLife(p, x.Num(a[1]))
			}
			return nil
		}),
		"put-counters": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil {
				k, _ := x.Eval(a[1]).(interp.CounterKind)
				x.G.AddCounters(o.ID, k, x.Num(a[2]))
			}
			return nil
		}),
		"double-counters": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil && !o.Left {
				for _, k := range o.Counters.Kinds() {
					x.G.AddCounters(o.ID, interp.CounterKind(k), o.Counters.Get(k))
				}
			}
			return nil
		}),
		"tap-or-untap": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil && !o.Left {
				if x.G.YesNo(x.Controller, "tap or untap", fmt.Sprintf("tap %s (no: untap it)", x.G.Name(o.ID))) {
					x.G.TapObj(o.ID, "(effect)")
				} else {
					x.G.UntapObj(o.ID, "(effect)")
				}
			}
			return nil
		}),
		"sacrifice": eval(func(x *ctx, a []*node) val {
			var ids []interp.ObjID
			if r, ok := x.Eval(a[0]).(interp.Ref); ok && r.IsObj {
				ids = []interp.ObjID{r.Obj}
			} else {
				ids = choosePermanents(x, a[0], 1, "sacrifice")
			}
			if len(ids) == 0 {
				return nil
			}
			o := x.G.Obj(ids[0])
			x.G.Sacrifice(ids)
			return interp.ObjRef(o.ID)
		}),
		"exile": eval(func(x *ctx, a []*node) val {
			var ids []interp.ObjID
			if r, ok := x.Eval(a[0]).(interp.Ref); ok && r.IsObj {
				ids = []interp.ObjID{r.Obj}
			} else {
				ids = choosePermanents(x, a[0], 1, "exile")
			}
			if len(ids) == 0 {
				return nil
			}
			x.G.ExileObj(ids[0])
			// The name refers to the object as it last existed (C2).
			return interp.ObjRef(ids[0])
		}),
		"tap": eval(func(x *ctx, a []*node) val {
			n := 1
			if a[1] != nil {
				n = x.Num(a[1])
			}
			if r, ok := x.Eval(a[0]).(interp.Ref); ok && r.IsObj {
				x.G.TapObj(r.Obj, "(effect)")
				return nil
			}
			for _, id := range choosePermanents(x, a[0], n, "tap") {
				x.G.TapObj(id, "to pay a cost")
			}
			return nil
		}),
		"untap": eval(func(x *ctx, a []*node) val {
			n := 1
			if a[1] != nil {
				n = x.Num(a[1])
			}
			if r, ok := x.Eval(a[0]).(interp.Ref); ok && r.IsObj {
				x.G.UntapObj(r.Obj, "(effect)")
				return nil
			}
			for _, id := range choosePermanents(x, a[0], n, "untap") {
				x.G.UntapObj(id, "to pay a cost")
			}
			return nil
		}),
		"remove-counters": eval(func(x *ctx, a []*node) val {
			if o := x.Object(a[0]); o != nil {
				k, _ := x.Eval(a[1]).(interp.CounterKind)
				x.G.RemoveCounters(o.ID, k, x.Num(a[2]), x.Paying)
			}
			return nil
		}),

		// Events.
		"tapped-for-mana": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvMana || !ev.TappedForMana {
				return nil, false
			}
			if !ev.Would && len(ev.Produced) == 0 {
				return nil, false
			}
			if !x.Filter(a[0]).Match(interp.ObjRef(ev.Source)) {
				return nil, false
			}
			if a[1] != nil && !x.Filter(a[1]).Match(interp.PlayerRef(ev.Player)) {
				return nil, false
			}
			if len(a) > 2 && a[2] != nil {
				// CR 106.12a: "tapped for mana of a specified type" needs
				// mana of that type — produced, or about to be produced
				// for a replacement effect.
				want := manaSpec(x.Eval(a[2])).Types()
				got := ev.Mana.Types()
				if !ev.Would {
					got = 0
					for _, t := range ev.Produced {
						got = got.With(t)
					}
				}
				if got&want == 0 {
					return nil, false
				}
			}
			return &interp.ManaEventVal{Ev: ev}, true
		}),
		"dies": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvZoneChange || ev.From != interp.Battlefield || ev.To != interp.Graveyard {
				return nil, false
			}
			o := x.G.Obj(ev.Obj)
			if o == nil || !x.G.Chars(o).Is("Creature") {
				return nil, false
			}
			if !x.Filter(a[0]).MatchLKI(interp.ObjRef(ev.Obj)) {
				return nil, false
			}
			return interp.ObjRef(ev.Obj), true
		}),
		"deals-combat-damage": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvDamage || !ev.Combat || !ev.Target.IsPlay {
				return nil, false
			}
			if x.Ref(a[0]).Obj != ev.Source || !x.Filter(a[1]).Match(ev.Target) {
				return nil, false
			}
			return ev.Target, true
		}),
		"upkeep": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvStep || ev.Step != interp.StepUpkeep {
				return nil, false
			}
			return interp.PlayerRef(ev.StepPlayer), x.Filter(a[0]).Match(interp.PlayerRef(ev.StepPlayer))
		}),
		"enters": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvZoneChange || ev.To != interp.Battlefield || ev.Would {
				return nil, false
			}
			r := interp.ObjRef(ev.New)
			return r, x.Filter(a[0]).Match(r)
		}),
		"becomes-target": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvBecomesTarget || x.Ref(a[0]).Obj != ev.Obj {
				return nil, false
			}
			return interp.ObjRef(ev.Obj), true
		}),
		"cast": event(func(x *ctx, a []*node, ev *interp.Event) (val, bool) {
			if ev.Kind != interp.EvCast || !x.Filter(a[0]).Match(interp.ObjRef(ev.Obj)) {
				return nil, false
			}
			if a[1] != nil && !x.Filter(a[1]).Match(interp.PlayerRef(ev.Player)) {
				return nil, false
			}
			return interp.ObjRef(ev.Obj), true
		}),

		// Filter words.
		"creature":     hasType("Creature"),
		"land":         hasType("Land"),
		"artifact":     hasType("Artifact"),
		"enchantment":  hasType("Enchantment"),
		"planeswalker": hasType("Planeswalker"),
		"instant":      hasType("Instant"),
		"sorcery":      hasType("Sorcery"),
		"legendary":    hasType("Legendary"),
		"permanent":    objMatch(func(_ *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Battlefield }),
		"spell":        objMatch(func(_ *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return o.Zone == interp.Stack }),
		"another":      objMatch(func(x *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return o.ID != x.Source }),
		"nontoken":     objMatch(func(_ *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return !o.IsToken }),
		"untapped":     objMatch(func(_ *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return !o.Tapped }),
		"tapped":       objMatch(func(_ *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return o.Tapped }),
		"noncreature":  objMatch(func(_ *ctx, _ []*node, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Creature") }),
		"nonland":      objMatch(func(_ *ctx, _ []*node, _ *interp.Object, c *interp.Chars) bool { return !c.Is("Land") }),
		"white":        color(interp.White),
		"blue":         color(interp.Blue),
		"black":        color(interp.Black),
		"red":          color(interp.Red),
		"green":        color(interp.Green),
		"colorless":    objMatch(func(_ *ctx, _ []*node, _ *interp.Object, c *interp.Chars) bool { return c.Colors == 0 }),
		"multicolored": objMatch(func(_ *ctx, _ []*node, _ *interp.Object, c *interp.Chars) bool { return c.Colors.Count() >= 2 }),
		"you-control":  objMatch(func(x *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool { return o.Controller == x.Controller }),
		"opponent-controls": objMatch(func(x *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool {
			return o.Controller != x.Controller
		}),
		"in-your-graveyard": objMatch(func(x *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool {
			return o.Zone == interp.Graveyard && o.Owner == x.Controller
		}),
		"in-a-graveyard": objMatch(func(_ *ctx, _ []*node, o *interp.Object, _ *interp.Chars) bool {
			return o.Zone == interp.Graveyard
		}),
		"controlled-by": objMatch(func(x *ctx, a []*node, o *interp.Object, _ *interp.Chars) bool {
			return x.Filter(a[0]).Match(interp.PlayerRef(o.Controller))
		}),
		"with-counter": objMatch(func(x *ctx, a []*node, o *interp.Object, _ *interp.Chars) bool {
			k, _ := x.Eval(a[0]).(interp.CounterKind)
			return o.Counters.Get(string(k)) > 0
		}),
		"cast-by": objMatch(func(x *ctx, a []*node, o *interp.Object, _ *interp.Chars) bool {
			return o.Zone == interp.Stack && x.Filter(a[0]).Match(interp.PlayerRef(o.Controller))
		}),
		"targeting": objMatch(func(x *ctx, a []*node, o *interp.Object, _ *interp.Chars) bool {
			want := x.Ref(a[0])
			for _, v := range o.Slots {
				if r, ok := v.(interp.Ref); ok && !r.IsZero() && r == want {
					return true
				}
			}
			return !o.AttachedTo.IsZero() && o.AttachedTo == want
		}),
		"mana-value-at-most": objMatch(func(x *ctx, a []*node, o *interp.Object, _ *interp.Chars) bool {
			return x.G.ManaValue(o) <= x.Num(a[0])
		}),
		"player":     match(func(_ *ctx, _ []*node, r interp.Ref) bool { return r.IsPlay }),
		"opponent":   match(func(x *ctx, _ []*node, r interp.Ref) bool { return r.IsPlay && r.Player != x.Controller }),
		"any-target": match(func(x *ctx, _ []*node, r interp.Ref) bool { return r.IsPlay || isDamageable(x, r) }),
	}
	m["tapped-for-mana"].ManaTrigger = true
	m["spell"].Zone = interp.Stack
	m["in-your-graveyard"].Zone = interp.Graveyard
	m["in-a-graveyard"].Zone = interp.Graveyard
	m["enter-as"].Role = interp.RoleEnterAsCopy
	for name, b := range m {
		b.Name = name
	}
	return m
}

var notLegendary = interp.CopyChanges{{Text: "isn't legendary", Apply: func(c *interp.Chars) {
	var keep []string
	for _, s := range c.Supertypes {
		if s != "Legendary" {
			keep = append(keep, s)
		}
	}
	c.Supertypes = keep
}}}

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

func withRole(role interp.Role, b *interp.Builtin) *interp.Builtin { b.Role = role; return b }

func durationWords(d interp.Duration) string {
	if d == interp.UntilEndOfTurn {
		return "until end of turn"
	}
	return "indefinitely"
}
