package interp

import "strconv"

// anyFirstStriker reports whether an attacking or blocking creature has
// first strike or double strike, so that combat has a first-strike combat
// damage step (CR 510.4).
func (g *Game) anyFirstStriker() bool {
	for o := range g.EachPermanent() {
		if o.Attacking || o.Blocking != 0 {
			if c := g.Chars(o); c.Has(DealsFirstStrikeDamage) || c.Has(DealsDoubleStrikeDamage) {
				return true
			}
		}
	}
	return false
}

// markFirstStrikers records, as the first-strike combat damage step
// begins, which attacking and blocking creatures have first strike or
// double strike: only those deal damage in it, and of those only the ones
// with double strike deal damage again in the regular step (CR 510.4,
// 702.7c).
func (g *Game) markFirstStrikers() {
	for o := range g.EachPermanent() {
		if !o.Attacking && o.Blocking == 0 {
			continue
		}
		c := g.Chars(o)
		if kw, ok := c.KeywordFor(DealsFirstStrikeDamage); ok {
			g.exerciseKeyword(o, kw.Name)
			o.StruckFirst = true
		}
		if kw, ok := c.KeywordFor(DealsDoubleStrikeDamage); ok {
			g.exerciseKeyword(o, kw.Name)
			o.StruckFirst = true
		}
	}
}

// dealsCombatDamage reports whether an attacking or blocking creature
// deals combat damage in this combat damage step (CR 510.4): in the
// first-strike step, if it has first strike or double strike; in the
// regular step, if it had neither as the first step began, or it has
// double strike now (CR 702.4b, 702.7c).
func (g *Game) dealsCombatDamage(o *Object, c *Chars, firstStrike bool) bool {
	if firstStrike {
		return o.StruckFirst
	}
	if !o.StruckFirst {
		return true
	}
	kw, ok := c.KeywordFor(DealsDoubleStrikeDamage)
	if ok {
		g.exerciseKeyword(o, kw.Name)
	}
	return ok
}

// lethalDamage is the damage an attacker must assign to a blocker before
// it may assign damage beyond it (CR 702.19b): the blocker's toughness
// less the damage already marked on it, or 1 from a source with
// deathtouch (CR 702.2c, 702.19c).
func (g *Game) lethalDamage(src *Object, sc *Chars, b *Object) int {
	need := max(g.Chars(b).Toughness-b.Damage, 0)
	if kw, ok := sc.KeywordFor(DamageIsLethal); ok && need > 1 {
		g.exerciseKeyword(src, kw.Name)
		need = 1
	}
	return need
}

// dealCombatDamage deals the assigned combat damage, all at once, then
// looks for the triggers of the damage events (CR 510.2).
func (g *Game) dealCombatDamage(hits []hit) {
	var evs []*Event
	for _, h := range hits {
		if ev := g.dealDamage(h.src, h.to, h.amount, true, true); ev != nil {
			evs = append(evs, ev)
		}
	}
	for _, ev := range evs {
		g.checkTriggers(ev, nil)
		g.monarchDamaged(ev)
	}
	g.combatDamageTotals(evs)
}

// combatDamageTotals: the combat damage a source deals in one step, to
// however many recipients, is dealt at once (CR 510.2), so "whenever this
// creature deals combat damage" triggers once, and "that much" is the
// total (CR 120.3, 603.2c). One event for each source, in the order the
// damage was dealt.
func (g *Game) combatDamageTotals(evs []*Event) {
	var order []ObjID
	total := map[ObjID]int{}
	for _, ev := range evs {
		if _, seen := total[ev.Source]; !seen {
			order = append(order, ev.Source)
		}
		total[ev.Source] += ev.Amount
	}
	for _, src := range order {
		g.checkTriggers(&Event{Kind: EvCombatDamage, Source: src, Amount: total[src], Combat: true}, nil)
	}
}

// DealDamage deals damage from a source to an object or player (CR 120),
// after prevention (CR 615) and protection.
func (g *Game) DealDamage(src ObjID, to Ref, n int) {
	if ev := g.dealDamage(src, to, n, false, false); ev != nil {
		g.checkTriggers(ev, nil)
	}
}

func (g *Game) dealDamage(src ObjID, to Ref, n int, combat, defer_ bool) *Event {
	if n <= 0 {
		return nil
	}
	if n = g.replaceDamage(src, to, n, combat); n <= 0 {
		return nil
	}
	if g.shieldCounter(to, "dealt damage") {
		return nil
	}
	if !g.gameRule(RuleDamageCantBePrevented, NoPlayer) && g.shieldDamage(src, to, n) {
		return nil
	}
	srcObj := g.Obj(src)
	// CR 615.12: damage that can't be prevented isn't, by prevention
	// shields or by protection (CR 702.16e).
	unpreventable := g.gameRule(RuleDamageCantBePrevented, NoPlayer)
	if to.IsObj {
		if o := g.Obj(to.Obj); o == nil || o.Left || o.Zone != Battlefield {
			return nil
		}
	}
	if pv := g.shieldFor(src, to, combat); pv != nil && !unpreventable {
		g.logf("damage %s would deal to %s is prevented (prevention from %s)", g.Name(src), g.RefName(to), g.Name(pv.Source))
		return nil
	}
	if to.IsObj {
		o := g.Obj(to.Obj)
		if srcObj != nil && !unpreventable && g.protectedFrom(o, srcObj) {
			g.logf("damage %s would deal to %s is prevented: protection", g.Name(src), g.Name(o.ID))
			return nil
		}
		c := g.Chars(o)
		if o.DamagedTurn != g.Turn {
			o.DamagedBy = nil
		}
		o.DamagedTurn = g.Turn
		o.DamagedBy = append(o.DamagedBy, src)
		if c.Is("Planeswalker") {
			// CR 120.3c: damage dealt to a planeswalker removes that many
			// loyalty counters from it; it isn't marked.
			have := o.Counters.Get(string(LoyaltyCounter))
			removed := min(n, have)
			g.addCounters(o, string(LoyaltyCounter), -removed)
			g.logf("%s deals %d damage to %s: %s removed, %d left (CR 120.3c)", g.Name(src), n, g.Name(o.ID), countNoun(removed, "loyalty counter"), have-removed)
		}
		if c.Is("Battle") {
			// CR 120.3h: damage dealt to a battle removes that many
			// defense counters from it; it isn't marked.
			have := o.Counters.Get(string(DefenseCounter))
			removed := min(n, have)
			g.addCounters(o, string(DefenseCounter), -removed)
			g.logf("%s deals %d damage to %s: %s removed, %d left (CR 120.3h)", g.Name(src), n, g.Name(o.ID), countNoun(removed, "defense counter"), have-removed)
		}
		if c.Is("Creature") || !c.Is("Planeswalker") && !c.Is("Battle") {
			if kw, ok := g.infects(srcObj); ok && c.Is("Creature") {
				// CR 120.3d, 702.90b: damage from a source with infect
				// becomes -1/-1 counters on the creature; it isn't marked.
				g.logf("%s deals %d damage to %s as -1/-1 counters (%s, CR 702.90b)", g.Name(src), n, g.Name(o.ID), kw.Name)
				g.AddCounters(o.ID, MinusOneCounter, n)
			} else {
				// CR 120.3e: damage dealt to a creature is marked on it.
				o.Damage += n
				g.combatChanged()
				g.logf("%s deals %d damage to %s", g.Name(src), n, g.Name(o.ID))
			}
			if srcObj != nil && c.Is("Creature") {
				if kw, ok := g.Chars(srcObj).KeywordFor(DamageIsLethal); ok {
					// CR 702.2b: the state-based action of 704.5h will
					// destroy it.
					g.exerciseKeyword(srcObj, kw.Name)
					o.DeathtouchDamage = true
					g.combatChanged()
				}
			}
		}
	} else if kw, ok := g.infects(srcObj); ok {
		// CR 120.3b, 702.90b: damage from a source with infect gives the
		// player poison counters; they lose no life.
		g.logf("%s deals %d damage to %s as poison counters (%s, CR 702.90b)", g.Name(src), n, g.PlayerName(to.Player), kw.Name)
		g.AddPlayerCounters(to.Player, PoisonCounter, n)
	} else {
		pl := g.Players[to.Player]
		pl.Life -= n
		g.noteLifeLost(to.Player, n)
		g.logf("%s deals %d damage to %s (life %d)", g.Name(src), n, pl.Name, pl.Life)
	}
	if srcObj != nil {
		g.lifelink(srcObj, n)
	}
	return &Event{Kind: EvDamage, Source: src, Target: to, Amount: n, Combat: combat}
}

// infects returns the infect keyword of a damage source, if it has one.
func (g *Game) infects(src *Object) (Keyword, bool) {
	if src == nil {
		return Keyword{}, false
	}
	kw, ok := g.Chars(src).KeywordFor(DamageAsCounters)
	if ok {
		g.exerciseKeyword(src, kw.Name)
	}
	return kw, ok
}

// MinusOneCounter is the -1/-1 counter kind (CR 122.1a).
const MinusOneCounter CounterKind = "-1/-1"

// lifelink makes the controller of a source with lifelink gain as much
// life as the damage it dealt, as part of the damage event, not as a
// triggered ability (CR 702.15b).
func (g *Game) lifelink(src *Object, n int) {
	kw, ok := g.Chars(src).KeywordFor(DamageGainsLife)
	if !ok {
		return
	}
	g.exerciseKeyword(src, kw.Name)
	g.logf("%s has %s (CR 702.15b)", g.Name(src.ID), kw.Name)
	g.GainLife(src.Controller, n)
}

// countNoun is n and the noun, plural unless n is 1: "1 loyalty counter",
// "2 loyalty counters".
func countNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// replaceDamage passes damage that would be dealt through the replacement
// effects that apply to it (CR 614.1a, 616.1), the affected player (the
// damaged player, or the damaged object's controller) choosing their
// order, and returns the amount left to deal.
func (g *Game) replaceDamage(src ObjID, to Ref, n int, combat bool) int {
	affected := to.Player
	if to.IsObj {
		o := g.Obj(to.Obj)
		if o == nil {
			return n
		}
		affected = o.Controller
	}
	ev := &Event{Kind: EvDamage, Would: true, Source: src, Target: to, Amount: n, Combat: combat}
	g.applyReplacements(ev, nil, nil, affected)
	return ev.Amount
}

// shieldFor returns the prevention shield that prevents the damage src
// would deal to to (CR 615.1): one on the object dealt damage, or one on
// the source that prevents the damage it deals; a combat-only shield
// prevents only combat damage.
func (g *Game) shieldFor(src ObjID, to Ref, combat bool) *Prevention {
	for _, pv := range g.Preventions {
		if pv.CombatOnly && !combat {
			continue
		}
		if to.IsObj && pv.Object == to.Obj || pv.By && pv.Object == src {
			return pv
		}
	}
	return nil
}
