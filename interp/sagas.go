package interp

// Sagas (CR 714): a Saga's chapter abilities trigger as lore counters are
// put on it; it gets one as it enters (CR 714.3a) and one as its
// controller's precombat main phase begins (CR 714.3b), and it is
// sacrificed once it has as many lore counters as its final chapter
// number and no chapter ability of it is waiting or on the stack
// (CR 704.5s, 714.4).

// LoreCounter is the kind of counter chapter abilities count (CR 714.2b).
const LoreCounter CounterKind = "lore"

// chapterNumbers are the chapter numbers of a chapter ability (its
// trigger's arguments: "I, II — " is 1 and 2), or nil for any other
// ability (CR 714.2a).
func chapterNumbers(ab *AbilityDef) []int {
	if ab.Kind != TriggeredAbility || ab.Trigger == nil || ab.Trigger.Fn == nil || ab.Trigger.Fn.Role != RoleChapter {
		return nil
	}
	var out []int
	var walk func(n *Node)
	walk = func(n *Node) {
		if n == nil {
			return
		}
		if n.Op == OpInt {
			out = append(out, n.Int)
		}
		for _, a := range n.Args {
			walk(a)
		}
	}
	for _, a := range ab.Trigger.Args {
		walk(a)
	}
	return out
}

// finalChapter is a Saga's final chapter number: the greatest chapter
// number among its chapter abilities, 0 when it has none (CR 714.2c).
func finalChapter(c *Chars) int {
	final := 0
	for _, ab := range c.Abilities {
		for _, n := range chapterNumbers(ab) {
			final = max(final, n)
		}
	}
	return final
}

// isSaga reports whether characteristics are those of a Saga with one or
// more chapter abilities, which the lore-counter rules apply to
// (CR 714.3a-b, 704.5s).
func isSaga(c *Chars) bool { return c.Is("Saga") && finalChapter(c) > 0 }

// ChaptersCrossed counts the chapter numbers that putting lore counters on
// a Saga took their number from below to at or above (CR 714.2b): before
// and after are the numbers of lore counters either side. A chapter
// ability triggers once for each (CR 714.2c: "I, II —" with two lore
// counters put on at once triggers twice).
func ChaptersCrossed(chapters []int, before, after int) int {
	n := 0
	for _, c := range chapters {
		if before < c && c <= after {
			n++
		}
	}
	return n
}

// addLoreCounters is the turn-based action of CR 714.3b: as a player's
// precombat main phase begins, they put a lore counter on each Saga they
// control with one or more chapter abilities.
func (g *Game) addLoreCounters() {
	for _, o := range g.Controlled(g.Active) {
		if c := g.Chars(o); isSaga(c) {
			g.exerciseSagaHeader(o, c)
			g.logf("%s gets a lore counter as %s's precombat main phase begins (CR 714.3b)", g.Name(o.ID), g.PlayerName(g.Active))
			g.AddCounters(o.ID, LoreCounter, 1)
		}
	}
}

// exerciseSagaHeader counts the Saga's lore-counter reminder keyword, if
// it has one, as exercised: what it reminds of happened.
func (g *Game) exerciseSagaHeader(o *Object, c *Chars) {
	if k, ok := c.KeywordFor(SagaLore); ok {
		g.exerciseKeyword(o, k.Name)
	}
}

// sacrificeSagas is the state-based action of CR 704.5s: a Saga with
// lore counters at least its final chapter number is sacrificed, unless
// it is the source of a chapter ability that has triggered but not yet
// left the stack. It reports whether it did anything (or, when perform
// is false, whether it would).
func (g *Game) sacrificeSagas(perform bool) bool {
	var done []ObjID
	for o := range g.EachPermanent() {
		if o.Counters.Get(string(LoreCounter)) == 0 {
			continue // no chapter reached: its characteristics needn't be computed
		}
		c := g.Chars(o)
		final := finalChapter(c)
		if !c.Is("Saga") || final == 0 || o.Counters.Get(string(LoreCounter)) < final || g.chapterWaiting(o.ID) {
			continue
		}
		if !perform {
			return true
		}
		g.logf("%s has %d lore counters, its final chapter number %d or more, and no chapter ability waiting: its controller sacrifices it (CR 704.5s)", g.Name(o.ID), o.Counters.Get(string(LoreCounter)), final)
		done = append(done, o.ID)
	}
	if len(done) > 0 {
		g.Sacrifice(done)
		return true
	}
	return false
}

// chapterWaiting reports whether a chapter ability of the object has
// triggered and not yet left the stack (CR 704.5s).
func (g *Game) chapterWaiting(id ObjID) bool {
	for _, t := range g.pending {
		if t.x.Source == id && chapterNumbers(t.x.Ability) != nil {
			return true
		}
	}
	for _, it := range g.Stack {
		if it.Source == id && it.Ability != nil && chapterNumbers(it.Ability) != nil {
			return true
		}
	}
	return false
}
