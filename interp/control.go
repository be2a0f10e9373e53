package interp

import "fmt"

// Control-changing effects of static abilities (layer 2, CR 613.1b) and
// split second (CR 702.61).

// controlEffect is a permanent a control-changing static effect gives to
// a player, with the effect's timestamp.
type controlEffect struct {
	to PlayerID
	ts int
}

// controlEffects evaluates the control-changing static effects of every
// permanent's abilities: for each permanent one of them applies to, the
// player the latest of them gives it to (CR 613.7: in timestamp order,
// the last one applied wins).
func (g *Game) controlEffects() map[ObjID]controlEffect {
	// The answer holds while nothing an effect may look at has changed
	// (see fingerprint); with the caches checked, it is recomputed.
	if c := g.control; c != nil && g.CacheCheck == nil && g.fingerprintIs(c.print, c.full, c.full, true, true) {
		g.readControl(c)
		return c.effects
	}
	out, full, any := g.computeControlEffects()
	c := &controlCache{print: g.fingerprintOf(full, full), full: full, any: any, effects: out}
	g.control = c
	g.readControl(c)
	return out
}

// readControl records that the control-changing effects were read (see
// charsRead): their objects may be picked by whether they are tapped, and
// their conditions may read anything.
func (g *Game) readControl(c *controlCache) {
	g.read.turn = g.read.turn || c.full
	g.read.tapped = g.read.tapped || c.any
}

// controlCache is controlEffects' answer for a fingerprint. Forks share
// it: it never changes once made.
type controlCache struct {
	print fingerprint
	full  bool
	// any: some static ability changes control.
	any     bool
	effects map[ObjID]controlEffect
}

// computeControlEffects is controlEffects without the cache. full: an
// effect has a condition that may read more than the battlefield (see
// ReadsOnlyBattlefield), so the fingerprint covers the players and the
// turn too; any: some static ability changes control.
func (g *Game) computeControlEffects() (out map[ObjID]controlEffect, full, any bool) {
	g.eachStaticValue(controlAbilities, func(src *Object, ab *AbilityDef, v Value) {
		s, ok := v.(*StaticEffect)
		if !ok || s == nil || !s.ChangesControl {
			return
		}
		any = true
		if s.If != nil {
			full = full || !s.IfLocal
			if !s.If() {
				return
			}
		}
		for _, r := range s.Objects.Candidates() {
			if !r.IsObj {
				continue
			}
			g.exercise(ab)
			if prev, ok := out[r.Obj]; ok && prev.ts > src.Timestamp {
				continue
			}
			if out == nil {
				out = map[ObjID]controlEffect{}
			}
			out[r.Obj] = controlEffect{to: s.Control, ts: src.Timestamp}
		}
	})
	// Control-changing effects of resolved spells and abilities (CR
	// 611.2a, 613.1b), in timestamp order with the static abilities'.
	for _, e := range g.Effects {
		if e.Layer != LayerControl || e.Object == 0 {
			continue
		}
		any = true
		if prev, ok := out[e.Object]; ok && prev.ts > e.Timestamp {
			continue
		}
		if out == nil {
			out = map[ObjID]controlEffect{}
		}
		out[e.Object] = controlEffect{to: e.Controller, ts: e.Timestamp}
	}
	return out, full, any
}

// GainControl makes p control the permanent o for the duration (CR
// 613.1b, 611.2a): "gain control of target creature until end of turn".
// The change applies at once; when the effect ends, control goes back
// as the effects that remain say.
func (g *Game) GainControl(o *Object, p PlayerID, until Duration, text string) {
	g.addEffect(&Continuous{Layer: LayerControl, Object: o.ID, Controller: p, Until: until, Text: text})
	g.applyControl(true)
}

// resolvedControl reports whether a resolved spell or ability changes
// control of a permanent now.
func (g *Game) resolvedControl() bool {
	for _, e := range g.Effects {
		if e.Layer == LayerControl && e.Object != 0 {
			return true
		}
	}
	return false
}

// applyControl makes each permanent's controller the one the
// control-changing effects say (CR 613.1b), or, once none applies, the
// one it had before them. A permanent that changes controller hasn't
// been under its new controller's control continuously since their turn
// began (CR 302.6). It reports whether any controller changed (or, when
// perform is false, would).
func (g *Game) applyControl(perform bool) bool {
	if !g.Pool.layered && !g.resolvedControl() && !g.controlChangedAny() {
		return false
	}
	effects := g.controlEffects()
	acted := false
	for _, id := range g.Battlefield {
		o := g.Obj(id)
		want := o.Controller
		if e, ok := effects[o.ID]; ok {
			want = e.to
		} else if o.ControlChanged {
			want = o.BaseController
		}
		if want == o.Controller {
			continue
		}
		if !perform {
			return true
		}
		if !o.ControlChanged {
			o.ControlChanged, o.BaseController = true, o.Controller
		}
		if want == o.BaseController {
			o.ControlChanged = false
		}
		g.logf("%s gains control of %s (CR 613.1b)", g.PlayerName(want), g.Name(o.ID))
		o.Controller = want
		o.Sick = true
		g.effectsChanged()
		g.battlefieldChanged()
		acted = true
	}
	return acted
}

// controlChangedAny reports whether a permanent's controller is not the
// one it had before control-changing effects: once they end, it goes
// back.
func (g *Game) controlChangedAny() bool {
	for _, id := range g.Battlefield {
		if g.Obj(id).ControlChanged {
			return true
		}
	}
	return false
}

// splitSecondError reports why no spell can be cast and no ability that
// isn't a mana ability activated: a spell with split second is on the
// stack (CR 702.61a).
func (g *Game) splitSecondError() *RuntimeError {
	for _, it := range g.Stack {
		if it.Spell == 0 {
			continue
		}
		s := g.Obj(it.Spell)
		if s == nil {
			continue
		}
		if kw, ok := g.Chars(s).KeywordFor(LocksTheStack); ok {
			g.exerciseKeyword(s, kw.Name)
			return &RuntimeError{Msg: fmt.Sprintf("%s has split second: no spell can be cast and no ability that isn't a mana ability activated while it is on the stack (CR 702.61a)", g.Name(s.ID))}
		}
	}
	return nil
}
