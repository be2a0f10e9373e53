package stdlib

import (
	"fmt"
	"slices"

	"cardc/dsl"
	"cardc/interp"
)

// The shapes of a record's implementation. Each reads its arguments
// through accessors its binder made from the record's signature.
type (
	ctx     = interp.Ctx
	val     = interp.Value
	argv    = interp.Args
	evalFn  = func(x *ctx, a argv) val
	matchFn = func(x *ctx, a argv, r interp.Ref) bool
	eventFn = func(x *ctx, a argv, ev *interp.Event) (val, bool)
	// payFn says whether a cost could be paid now (see canPay).
	payFn = func(x *ctx, a argv) bool
)

// binder binds a record's implementation to the record's signature when
// the table is built. Each accessor names a parameter; the binder finds
// its position and checks that the parameter exists and that its declared
// type is one the accessor reads, so a misspelt name or a wrong type
// fails when the table is built, never while a game runs. It also notes
// which parameters the implementation reads: a parameter it never reads
// must be marked with the reason (ignores).
type binder struct {
	pr   *Primitive
	read []bool
	errs []string
}

func newBinder(pr *Primitive) *binder {
	return &binder{pr: pr, read: make([]bool, len(pr.Sig.Params))}
}

func (b *binder) errorf(format string, args ...any) {
	b.errs = append(b.errs, fmt.Sprintf("%s: ", b.pr.Name)+fmt.Sprintf(format, args...))
}

// param is the position of the parameter called name, checking that its
// type is one of types.
func (b *binder) param(name string, types ...dsl.Type) int {
	for i, p := range b.pr.Sig.Params {
		if p.Name != name {
			continue
		}
		if !slices.Contains(types, p.Type) {
			b.errorf("parameter %q is %s, not read as %s", name, p.Type.Article(), types[0].Article())
		}
		b.read[i] = true
		return i
	}
	b.errorf("no parameter %q", name)
	return len(b.pr.Sig.Params)
}

// ignores marks a parameter the implementation doesn't read, with the
// reason (the compiler or the renderer reads it).
func (b *binder) ignores(name, reason string) {
	b.param(name, b.typeOf(name))
	if reason == "" {
		b.errorf("parameter %q ignored without a reason", name)
	}
}

func (b *binder) typeOf(name string) dsl.Type {
	for _, p := range b.pr.Sig.Params {
		if p.Name == name {
			return p.Type
		}
	}
	return dsl.Invalid
}

// finish reports the parameters the implementation neither reads nor
// ignores.
func (b *binder) finish() {
	for i, ok := range b.read {
		if !ok {
			b.errorf("implementation doesn't read parameter %q", b.pr.Sig.Params[i].Name)
		}
	}
}

// The accessors, one per Go representation of a language type (see
// conforms).

// num reads a number.
func (b *binder) num(name string) interp.Arg[int] {
	return interp.NewArg(b.param(name, dsl.Number), (*ctx).Num)
}

// object reads one object (nil when it doesn't exist).
func (b *binder) object(name string) interp.Arg[*interp.Object] {
	return interp.NewArg(b.param(name, dsl.Object), (*ctx).Object)
}

// ref reads one object or player.
func (b *binder) ref(name string) interp.Arg[interp.Ref] {
	return interp.NewArg(b.param(name, dsl.Object, dsl.AnyTarget), (*ctx).Ref)
}

// player reads one player (an object stands for its controller).
func (b *binder) player(name string) interp.Arg[interp.PlayerID] {
	return interp.NewArg(b.param(name, dsl.Player), (*ctx).Player)
}

// controllerOf reads one object as its controller (for a mana event, the
// player who activated the ability).
func (b *binder) controllerOf(name string) interp.Arg[interp.PlayerID] {
	return interp.NewArg(b.param(name, dsl.Object), (*ctx).Player)
}

// filter reads a set of objects or players; one object or player is a
// filter matching just it.
func (b *binder) filter(name string) interp.Arg[*interp.FilterVal] {
	return interp.NewArg(b.param(name, dsl.Objects, dsl.Players, dsl.AnyTargets), (*ctx).Filter)
}

// value reads a parameter whose value has more than one representation
// (a filter or one object), for the implementation to tell apart.
func (b *binder) value(name string, t dsl.Type) interp.Arg[val] {
	return interp.NewArg(b.param(name, t), (*ctx).Eval)
}

// node passes an effect or a cost on unevaluated, for the implementation
// to perform or pay when it decides to (Arg.Node).
func (b *binder) node(name string) interp.Arg[val] {
	return interp.NewArg(b.param(name, dsl.Effect, dsl.Cost), (*ctx).Eval)
}

// as reads a parameter whose values have one Go type T.
func as[T any](b *binder, name string, t dsl.Type) interp.Arg[T] {
	return interp.NewArg(b.param(name, t), func(x *ctx, n *interp.Node) T {
		v, _ := x.Eval(n).(T)
		return v
	})
}

func (b *binder) counter(name string) interp.Arg[interp.CounterKind] {
	return as[interp.CounterKind](b, name, dsl.Counter)
}

func (b *binder) subtype(name string) interp.Arg[interp.Subtype] {
	return as[interp.Subtype](b, name, dsl.Subtype)
}

func (b *binder) ptChange(name string) interp.Arg[interp.PTChange] {
	return as[interp.PTChange](b, name, dsl.PTChange)
}

func (b *binder) manaTypes(name string) interp.Arg[interp.ManaSet] {
	return as[interp.ManaSet](b, name, dsl.ManaTypes)
}

func (b *binder) manaEvent(name string) interp.Arg[*interp.ManaEventVal] {
	return as[*interp.ManaEventVal](b, name, dsl.ManaEvent)
}

func (b *binder) changes(name string) interp.Arg[interp.CopyChanges] {
	return as[interp.CopyChanges](b, name, dsl.CopyChange)
}

func (b *binder) copiable(name string) interp.Arg[*interp.CopyVal] {
	return as[*interp.CopyVal](b, name, dsl.Copiable)
}

func (b *binder) ability(name string) interp.Arg[*interp.AbilityDef] {
	return as[*interp.AbilityDef](b, name, dsl.Ability)
}

func (b *binder) token(name string) interp.Arg[*interp.Face] {
	return as[*interp.Face](b, name, dsl.Token)
}

// manaCost reads a mana literal as a cost: {1}, {2}{G}.
func (b *binder) manaCost(name string) interp.Arg[interp.ManaCost] {
	return as[interp.ManaCost](b, name, dsl.Mana)
}

// mana reads mana to produce: a literal, or one-of(…).
func (b *binder) mana(name string) interp.Arg[interp.ManaSpec] {
	return interp.NewArg(b.param(name, dsl.Mana), func(x *ctx, n *interp.Node) interp.ManaSpec {
		if n.Spec != nil {
			// A literal: its spec was made as it was compiled.
			return *n.Spec
		}
		return manaSpec(x.Eval(n))
	})
}

// duration reads how long an effect lasts; until end of turn when the
// value says nothing else.
func (b *binder) duration(name string) interp.Arg[interp.Duration] {
	return interp.NewArg(b.param(name, dsl.Duration), func(x *ctx, n *interp.Node) interp.Duration {
		if d, ok := x.Eval(n).(interp.Duration); ok {
			return d
		}
		return interp.UntilEndOfTurn
	})
}

// rest reads a variadic last parameter.
func (b *binder) rest(name string, t dsl.Type) interp.RestArg {
	i := b.param(name, t)
	if i < len(b.pr.Sig.Params) && !b.pr.Sig.Params[i].Variadic {
		b.errorf("parameter %q is not variadic", name)
	}
	return interp.NewRestArg(i)
}

// conforms reports whether v is a value of the language type t as the
// runtime represents it (see interp.Value): the declared result type of a
// record is checked against what its implementation returns.
func conforms(t dsl.Type, v val) bool {
	switch t {
	case dsl.Number:
		_, ok := v.(int)
		return ok
	case dsl.Mana:
		switch v.(type) {
		case interp.ManaCost, interp.ManaSpec:
			return true
		}
	case dsl.ManaTypes:
		_, ok := v.(interp.ManaSet)
		return ok
	case dsl.Condition:
		_, ok := v.(bool)
		return ok
	case dsl.Duration:
		_, ok := v.(interp.Duration)
		return ok
	case dsl.Player:
		r, ok := v.(interp.Ref)
		return ok && (r.IsPlay || r.IsZero())
	case dsl.Object:
		r, ok := v.(interp.Ref)
		return ok && !r.IsPlay
	case dsl.Objects:
		switch v := v.(type) {
		case *interp.FilterVal:
			return true
		case interp.Ref:
			return !v.IsPlay
		case interp.Refs, *interp.TargetList:
			return true
		}
	case dsl.AnyTarget:
		_, ok := v.(interp.Ref)
		return ok
	case dsl.AnyTargets:
		switch v.(type) {
		case *interp.FilterVal, interp.Ref, interp.Refs, *interp.TargetList:
			return true
		}
	case dsl.CopyChange:
		_, ok := v.(interp.CopyChanges)
		return ok
	case dsl.Copiable:
		_, ok := v.(*interp.CopyVal)
		return ok || v == nil
	case dsl.ManaEvent:
		_, ok := v.(*interp.ManaEventVal)
		return ok
	case dsl.Keyword:
		_, ok := v.(interp.Keyword)
		return ok
	case dsl.Token:
		f, ok := v.(*interp.Face)
		return ok && f != nil
	case dsl.Text:
		_, ok := v.(string)
		return ok
	case dsl.Effect:
		// An effect is performed, not a value; a static one yields what
		// the engine applies: a characteristic-defining P/T, a cost
		// change or a layered continuous effect.
		switch v.(type) {
		case nil, interp.PTDefinition, interp.CostChange, *interp.StaticEffect, *interp.RuleEffect, interp.CastCondition, interp.CostPaid, interp.FreeCast:
			return true
		}
	case dsl.Action:
		// An action performed as a cost yields what `as` binds.
		switch v := v.(type) {
		case nil:
			return true
		case interp.Ref:
			return v.IsObj
		}
	case dsl.Cost:
		// A cost-only primitive (a loyalty cost) is paid, not a value.
		return v == nil
	}
	return false
}

// onCount is the evaluator of an effect that does something with its
// number parameter "count".
func onCount(do func(x *ctx, n int)) func(*binder) evalFn {
	return func(b *binder) evalFn {
		count := b.num("count")
		return func(x *ctx, a argv) val { do(x, count.Of(x, a)); return nil }
	}
}

// onPlayer is the implementation of an effect that does one thing to the
// player its parameter player names, if it names one.
func onPlayer(do func(x *ctx, p interp.PlayerID)) func(*binder) evalFn {
	return func(b *binder) evalFn {
		player := b.player("player")
		return func(x *ctx, a argv) val {
			if p := player.Of(x, a); p != interp.NoPlayer {
				do(x, p)
			}
			return nil
		}
	}
}
