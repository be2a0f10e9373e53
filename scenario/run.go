package scenario

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"cardc/ast"
	"cardc/autopay"
	"cardc/dsl"
	"cardc/interp"
)

// Failure is an expectation that didn't hold, or an error that stopped
// the scenario, at a position of the scenario file.
type Failure struct {
	Pos ast.Pos
	Msg string
}

// Result is what running a scenario produced: the event log, the final
// state, and any failures.
type Result struct {
	Log       string
	State     string
	Failures  []Failure
	Exercised []string // the pool abilities the scenario exercised
	// Keywords are the keyword abilities that mattered, by name.
	Keywords []string
	// Entries are the primitives evaluated, the filter words tested and
	// the events triggered abilities matched, by name.
	Entries []*dsl.Entry
}

// Golden is the canonical text stored in a golden file.
func (r *Result) Golden() string {
	return "# events\n" + r.Log + "# final state\n" + r.State
}

// Run plays a scenario against a pool (which holds the scenario's
// own cards too). Every required choice must be scripted; an unscripted
// choice or an illegal action is a failure at its line.
func Run(sc *Scenario, pool *interp.Pool) *Result {
	res, _ := RunContext(context.Background(), sc, pool)
	return res
}

// RunContext is Run under a context: the context is
// checked before each step and, through the game's action count, inside
// long loops. When it is cancelled the run stops with a failure at the
// step it was running, the result holds the log so far, and the error is
// ctx.Err().
func RunContext(ctx context.Context, sc *Scenario, pool *interp.Pool) (*Result, error) {
	r := &runner{sc: sc, pool: pool, labels: map[string]interp.ObjID{}, res: &Result{}, ctx: ctx, seen: newTracker(pool)}
	r.run()
	if r.g != nil {
		r.res.Log = r.g.Log.String()
		r.res.State = r.g.StateText()
	}
	r.seen.fill(r.res)
	return r.res, r.err
}

type runner struct {
	sc     *Scenario
	pool   *interp.Pool
	g      *interp.Game
	labels map[string]interp.ObjID
	res    *Result
	step   *Step
	ctx    context.Context
	err    error    // the context's error, when it stopped the run
	seen   *tracker // what the game exercised
}

// pos is the position of the step being run, or of the scenario.
func (r *runner) pos() ast.Pos {
	if r.step != nil {
		return r.step.Sp.Start
	}
	return r.sc.Sp.Start
}

type stop struct{}

func (r *runner) failf(pos ast.Pos, format string, args ...any) {
	r.res.Failures = append(r.res.Failures, Failure{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (r *runner) fatal(pos ast.Pos, format string, args ...any) {
	r.failf(pos, format, args...)
	panic(stop{})
}

func (r *runner) run() {
	defer func() {
		if x := recover(); x != nil {
			switch e := x.(type) {
			case stop:
			case *interp.RuntimeError:
				r.failf(r.pos(), "%s", e.Error())
			case interp.Cancelled:
				r.err = e.Err
				r.failf(r.pos(), "the run was stopped: %v", e.Err)
			default:
				panic(x)
			}
		}
	}()
	r.setup()
	r.g.Context = r.ctx
	for _, st := range r.sc.Steps {
		r.step = st
		if err := r.ctx.Err(); err != nil {
			panic(interp.Cancelled{Err: err})
		}
		r.do(st)
		if r.g.Over && st != r.sc.Steps[len(r.sc.Steps)-1] {
			// Expectations after the end still run; actions can't.
			if st.Verb != "expect" {
				continue
			}
		}
	}
}

func (r *runner) setup() {
	su := r.sc.Setup
	var names []string
	for _, ps := range su.Players {
		names = append(names, ps.Name.Name)
	}
	if len(names) != 2 {
		r.fatal(su.Sp.Start, "setup needs exactly two players, found %d", len(names))
	}
	r.g = interp.NewGame(r.pool, names, 1)
	g := r.g
	g.Chooser = &scripted{r: r}
	g.Observer = r.seen
	g.Turn = su.Turn.Value
	if su.Limit != nil {
		g.MaxActions = su.Limit.Value
	}
	act, ok := r.playerOf(su.Active.Name)
	if !ok {
		r.fatal(su.Active.Sp.Start, "unknown player %q", su.Active.Name)
	}
	g.Active, g.Priority = act, act
	step, ok := interp.StepByName(su.Step.Name)
	if !ok {
		r.fatal(su.Step.Sp.Start, "unknown step %q (steps: %s)", su.Step.Name, strings.Join(interp.StepNames(), ", "))
	}
	g.Step = step
	type attach struct {
		o  *interp.Object
		to *SRef
	}
	var attaches []attach
	for _, ps := range su.Players {
		p, _ := r.playerOf(ps.Name.Name)
		if ps.Life != nil {
			g.Players[p].Life = ps.Life.Value
		}
		for _, z := range ps.Zones {
			zone, _ := interp.ZoneByName(z.Zone.Name)
			for _, os := range z.Objects {
				def := r.cardNamed(os.Card.Value)
				if def == nil {
					r.fatal(os.Card.Sp.Start, "no card named %q in the pool", os.Card.Value)
				}
				o := g.NewCardObject(def, p, zone)
				o.Tapped, o.Sick, o.Back, o.Prepared = os.Tapped, os.Sick, os.Transformed, os.Prepared
				if os.Prepared && (def.Layout != interp.LayoutPrepare || zone != interp.Battlefield) {
					r.fatal(os.Sp.Start, "only a prepare card on the battlefield can be prepared")
				}
				if os.Transformed && def.Back == nil {
					r.fatal(os.Sp.Start, "%q has no back face", def.Name)
				}
				for _, c := range os.Counters {
					o.Counters.Add(c.Kind, c.Count.Value)
				}
				if os.Label != nil {
					if _, dup := r.labels[os.Label.Name]; dup {
						r.fatal(os.Label.Sp.Start, "label %q is used twice", os.Label.Name)
					}
					if _, isPlayer := r.playerOf(os.Label.Name); isPlayer {
						r.fatal(os.Label.Sp.Start, "label %q is a player's name", os.Label.Name)
					}
					r.labels[os.Label.Name] = o.ID
				}
				if os.Attached != nil {
					attaches = append(attaches, attach{o, os.Attached})
				}
			}
		}
	}
	for _, a := range attaches {
		a.o.AttachedTo = r.ref(a.to)
	}
	g.StatusChanged()
	g.Note("setup: turn %d, %s's %s step", g.Turn, g.PlayerName(g.Active), g.Step)
}

func (r *runner) playerOf(name string) (interp.PlayerID, bool) {
	if r.g == nil {
		for i, ps := range r.sc.Setup.Players {
			if ps.Name.Name == name {
				return interp.PlayerID(i), true
			}
		}
		return interp.NoPlayer, false
	}
	for _, p := range r.g.Players {
		if p.Name == name {
			return p.ID, true
		}
	}
	return interp.NoPlayer, false
}

// ref resolves a scenario reference: a player, a label (following the
// card to its current object), or a card name that must be unique among
// the objects in the game's public zones and hands.
func (r *runner) ref(s *SRef) interp.Ref {
	g := r.g
	if s.Label != nil {
		if p, ok := r.playerOf(s.Label.Name); ok {
			return interp.PlayerRef(p)
		}
		id, ok := r.labels[s.Label.Name]
		if !ok {
			r.fatal(s.Sp.Start, "unknown label %q", s.Label.Name)
		}
		for {
			o := g.Obj(id)
			if o == nil || o.Next == 0 {
				break
			}
			id = o.Next
		}
		return interp.ObjRef(id)
	}
	var found []interp.ObjID
	for _, o := range g.Objects() {
		if o.Left || o.Zone == interp.ZoneNone || o.Zone == interp.Library {
			continue
		}
		if s.Token && !o.IsToken {
			continue
		}
		if g.Chars(o).Name == s.Name.Value {
			found = append(found, o.ID)
		}
	}
	switch len(found) {
	case 0:
		r.fatal(s.Sp.Start, "no object named %q in the game", s.Name.Value)
	case 1:
		return interp.ObjRef(found[0])
	}
	var names []string
	for _, id := range found {
		names = append(names, g.Name(id))
	}
	r.fatal(s.Sp.Start, "%q is ambiguous (%s); give it a label in the setup", s.Name.Value, strings.Join(names, ", "))
	return interp.Ref{}
}

func (r *runner) obj(s *SRef) interp.ObjID {
	ref := r.ref(s)
	if !ref.IsObj {
		r.fatal(s.Sp.Start, "%s is a player, not an object", s.Text())
	}
	return ref.Obj
}

func (r *runner) player(id *ast.Ident) interp.PlayerID {
	p, ok := r.playerOf(id.Name)
	if !ok {
		r.fatal(id.Sp.Start, "unknown player %q", id.Name)
	}
	return p
}

func (r *runner) opts(st *Step) interp.PlayOpts {
	var o interp.PlayOpts
	if st.X != nil {
		o.X, o.HasX = st.X.Value, true
	}
	if st.Kicked != nil {
		o.Kicks = st.Kicked.Value
	}
	for _, m := range st.Modes {
		o.Modes = append(o.Modes, m.Value-1)
	}
	for _, t := range st.Targets {
		o.Targets = append(o.Targets, r.ref(t))
	}
	o.Pay = r.paySources(st.Pay)
	o.Convoke = r.paySources(st.Convoke)
	o.Alternative = st.Alternative != nil
	o.Face = r.castFace(st)
	o.FaceDown = st.Face != nil && st.Face.Name == "face-down"
	for _, d := range st.Divide {
		o.Divide = append(o.Divide, d.Value)
	}
	for _, d := range st.Delve {
		o.Delve = append(o.Delve, r.obj(d))
	}
	if st.Bargain != nil {
		id := r.obj(st.Bargain)
		o.Bargain = &id
	}
	if st.PayAuto != nil {
		if len(st.Pay) > 0 {
			r.fatal(st.PayAuto.Sp.Start, "pay auto names no sources: the automatic payer picks them")
		}
		o.Payer = &autopay.Payer{}
	}
	return o
}

// paySources are the objects of a pay or convoke list.
func (r *runner) paySources(items []*PayItem) []interp.PaySource {
	var out []interp.PaySource
	for _, p := range items {
		ps := interp.PaySource{Obj: r.obj(p.Source)}
		if p.Ability != nil {
			ps.Ability = p.Ability.Value
		}
		if p.Type != nil {
			mc := interp.ManaOf(p.Type)
			if len(mc.Symbols) != 1 || !mc.Symbols[0].Colored {
				r.fatal(p.Type.Sp.Start, "a payment names one type of mana, such as {G}")
			}
			t := mc.Symbols[0].Type
			ps.Type = &t
		}
		out = append(out, ps)
	}
	return out
}

// do performs one step.
func (r *runner) do(st *Step) {
	g := r.g
	ch := g.Chooser.(*scripted)
	ch.answers, ch.used = st.Choose, 0
	if st.Verb == "resolve" || st.Verb == "goto" || st.Verb == "pass" {
		// A pay list here is for a payment asked for while something
		// resolves (CR 605.3a).
		if st.PayAuto != nil {
			r.fatal(st.PayAuto.Sp.Start, "pay auto is for cast and activate steps")
		}
		g.ResolutionPay = r.opts(st).Pay
	}
	// An action that stops with an error leaves its later choices
	// unasked: only one that finishes is held to all of them.
	finished := false
	defer func() {
		if finished && ch.used < len(ch.answers) {
			r.failf(st.Choose[ch.used].Sp.Start, "this choice was not asked for")
		}
		ch.answers = nil
		if len(g.ResolutionPay) > 0 {
			r.failf(st.Pay[0].Sp.Start, "no payment during this step used these mana sources")
			g.ResolutionPay = nil
		}
	}()
	if err := r.act(st); err != nil {
		r.fatal(st.Sp.Start, "%s", err)
	}
	finished = true
}

// act performs an action step and returns its error, if the action is
// illegal.
func (r *runner) act(st *Step) (err error) {
	g := r.g
	defer func() {
		if x := recover(); x != nil {
			if re, ok := x.(*interp.RuntimeError); ok {
				err = re
				return
			}
			if _, over := x.(interp.GameOver); over {
				return
			}
			panic(x)
		}
	}()
	if g.Over && st.Verb != "expect" {
		return errorf("the game is over")
	}
	switch st.Verb {
	case "cast":
		if st.Face != nil && st.Face.Name == "prepared" {
			return g.CastPrepared(r.player(st.Actor), r.obj(st.Object), r.opts(st))
		}
		return g.Cast(r.player(st.Actor), r.obj(st.Object), r.opts(st))
	case "activate":
		idx := 1
		if st.Ability != nil {
			idx = st.Ability.Value
		}
		return g.Activate(r.player(st.Actor), r.obj(st.Object), idx, r.opts(st))
	case "turn-face-up":
		return g.TurnFaceUp(r.player(st.Actor), r.obj(st.Object), r.opts(st))
	case "play":
		return g.PlayLandFace(r.player(st.Actor), r.obj(st.Object), r.castFace(st))
	case "pass":
		p := r.player(st.Actor)
		if g.Priority != p {
			return errorf("%s doesn't have priority (%s has)", g.PlayerName(p), g.PlayerName(g.Priority))
		}
		g.Pass()
	case "resolve":
		if len(g.Stack) == 0 {
			return errorf("nothing to resolve: the stack is empty")
		}
		top := g.Stack[len(g.Stack)-1]
		// The game's action bound ends a mandatory loop in a draw.
		for onStack(g, top) && !g.Over {
			g.Pass()
		}
	case "goto":
		step, ok := interp.StepByName(st.GotoStep.Name)
		if !ok {
			r.fatal(st.GotoStep.Sp.Start, "unknown step %q", st.GotoStep.Name)
		}
		for !(g.Step == step && len(g.Stack) == 0 && (st.GotoTurn == nil || g.Turn == st.GotoTurn.Value)) {
			if g.Over {
				return errorf("the game ended before the %s step", step)
			}
			g.Pass()
		}
	case "attack":
		var attacks []interp.Attack
		for i, a := range st.Attackers {
			at := interp.Attack{Attacker: r.obj(a)}
			if st.AttackAt[i] != nil {
				at.At = r.ref(st.AttackAt[i])
			}
			attacks = append(attacks, at)
		}
		return g.DeclareAttacks(r.player(st.Actor), attacks)
	case "block":
		var pairs [][2]interp.ObjID
		for _, b := range st.Blocks {
			pairs = append(pairs, [2]interp.ObjID{r.obj(b[0]), r.obj(b[1])})
		}
		return g.DeclareBlockers(r.player(st.Actor), pairs)
	case "expect":
		r.expect(st.Expect)
	}
	return nil
}

func onStack(g *interp.Game, it *interp.StackItem) bool {
	for _, x := range g.Stack {
		if x == it {
			return true
		}
	}
	return false
}

// scripted answers choices from the current step's choose list.
type scripted struct {
	r       *runner
	answers []*Answer
	used    int
}

func (s *scripted) Choose(g *interp.Game, c interp.Choice) ([]int, error) {
	if s.used >= len(s.answers) {
		var opts []string
		for i, o := range c.Options {
			opts = append(opts, fmt.Sprintf("%d. %s", i+1, o))
		}
		return nil, errorf("%s must choose %s (options: %s); add `choose …` to this step", g.PlayerName(c.Player), c.Prompt, strings.Join(opts, "; "))
	}
	a := s.answers[s.used]
	s.used++
	if c.Order {
		if a.Word != "order" {
			return nil, errorf("choose the order of %s with `choose order 2 1 …`", c.Prompt)
		}
		var out []int
		for _, n := range a.Order {
			out = append(out, n.Value-1)
		}
		return out, nil
	}
	if a.Ref != nil && a.Ref.Label == nil && a.Ref.Name != nil {
		// A quoted word that is an option: a card name (CR 201.3), a
		// creature type.
		if i := slices.Index(c.Options, a.Ref.Name.Value); i >= 0 {
			return []int{i}, nil
		}
	}
	for i, o := range c.Options {
		switch {
		case a.Word != "" && a.Word == o:
			return []int{i}, nil
		case a.Int != nil && a.Int.Value == i+1:
			return []int{i}, nil
		case a.Mana != nil && interp.ManaOf(a.Mana).String() == o:
			return []int{i}, nil
		case a.Ref != nil && g.RefName(s.r.ref(a.Ref)) == o:
			return []int{i}, nil
		}
	}
	return nil, errorf("the answer at line %d doesn't match any option of %s (options: %s)", a.Sp.Start.Line, c.Prompt, strings.Join(c.Options, "; "))
}

// errorf makes the error of an action the scenario can't take.
func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// castFace is the face a cast step names.
func (r *runner) castFace(st *Step) interp.CastFace {
	switch {
	case st.Face == nil, st.Face.Name == "face-down":
		return interp.CastCard
	case st.Face.Name == "fused":
		return interp.CastFused
	case st.Face.Name == "half" && st.Half.Value == 1:
		return interp.CastFirstHalf
	case st.Face.Name == "half" && st.Half.Value != 2:
		r.fatal(st.Half.Sp.Start, "a split card has halves 1 and 2")
	}
	return interp.CastSecondFace
}

// cardNamed finds a pool card by its name, or, for a card of two faces
// cast or turned up, by both faces' names joined: "Front // Half".
func (r *runner) cardNamed(name string) *interp.CardDef {
	if def := r.pool.Cards[name]; def != nil {
		return def
	}
	for _, n := range r.pool.Names {
		def := r.pool.Cards[n]
		if fs := def.Faces(); len(fs) > 1 && fs[0].Name+" // "+fs[1].Name == name {
			return def
		}
	}
	return nil
}
