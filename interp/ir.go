package interp

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"cardc/ast"
	"cardc/dsl"
)

// Op says what kind of IR node a Node is.
type Op int

// The IR operations.
const (
	OpInt         Op = iota // Int
	OpMana                  // Mana: a mana literal
	OpPT                    // P, T: a P/T change or counter kind literal
	OpCounter               // Str: a counter kind
	OpSubtype               // Str: a subtype
	OpText                  // Str: a string
	OpSelf                  // the object the ability belongs to
	OpYou                   // its controller
	OpX                     // the X of the spell or ability
	OpEnchanted             // what the source is attached to
	OpGranter               // the object whose ability granted this one
	OpThisAbility           // the ability itself
	OpSlot                  // Slot: a bound target, cost or event value
	OpToken                 // Token: a token definition
	OpCall                  // Fn(Args…)
	OpFilter                // Filter
	OpAbility               // Ability: an ability literal
	OpKeyword               // Str, Fn: a keyword ability granted by an effect
)

// Node is one node of a compiled expression. Names are resolved: a node
// refers to its builtin, its binding slot or its token definition directly.
type Node struct {
	Op     Op
	Fn     *Builtin
	Args   []*Node // in parameter order; nil for an omitted optional
	Int    int
	Mana   ManaCost
	P, T   int
	XP, XT int // OpPT: the coefficient of X in each side (+X/+0)
	Str    string
	Slot   int
	// Fills is, for an effect named with `as`, 1 + the slot its result
	// fills (CR 608.2d: what it chose, for the instructions after it).
	Fills   int
	Token   *Face
	Filter  *Filter
	Ability *AbilityDef
	Type    dsl.Type
	Pos     ast.Pos
	// Entry is the checker's entry of the primitive or filter word an
	// OpCall node calls (what an Observer is told).
	Entry *dsl.Entry
	// Const is a literal's value, boxed once when it is compiled, so
	// evaluating it allocates nothing; nil for anything else.
	Const Value
	// Spec is a mana literal's value as mana to produce (ManaCost.Spec),
	// made once when it is compiled; nil for anything else.
	Spec *ManaSpec
}

// Filter is a compiled filter phrase: a conjunction of terms, where runs
// of words joined by `or` form one alternative term.
type Filter struct {
	Terms  [][]*Node // each inner slice is a disjunction
	Player bool      // a player filter
	Any    bool      // objects or players
	Text   string
	// Bound: a term reads a binding slot or X, so what the filter matches
	// depends on more than its source and controller.
	Bound bool
	// Local: the filter looks at permanents only, and each of its words
	// is Local (see ReadsOnlyBattlefield).
	Local bool
	// Timeless: each of the filter's words is Local or Timeless (see
	// ReadsNoTurn).
	Timeless bool
	// zone, when hasZone, is the zone it looks in, worked out as it was
	// compiled (see FilterVal.zone).
	zone    Zone
	hasZone bool
}

// Builtin is the runtime implementation of one primitive, filter word or
// event, supplied by the stdlib table.
type Builtin struct {
	Name string
	// Eval computes a value or performs an effect.
	Eval func(x *Ctx, a Args) Value
	// Match tests an object or player against a filter word.
	Match func(x *Ctx, a Args, r Ref) bool
	// Event matches a did-event for triggers and would-event for
	// replacements, returning the value `as` binds.
	Event func(x *Ctx, a Args, ev *Event) (Value, bool)
	// ManaTrigger marks an event whose triggers are mana abilities
	// (CR 605.1b).
	ManaTrigger bool
	// Batched marks an event pattern that says "one or more": an ability
	// with it triggers once for the objects of one event, however many
	// (CR 603.2c).
	Batched bool
	// Role is the engine role the builtin plays, if any.
	Role Role
	// ChangesControl marks a layered static effect that changes control
	// (layer 2, CR 613.1b).
	ChangesControl bool
	// Changes is the rule a RoleRule builtin's effect changes (see
	// ruleEffects).
	Changes RuleChange
	// Pure marks a builtin whose value depends on its arguments alone,
	// never on the game: a mana expression of pure builtins and literals
	// is worked out once, as the card is compiled (see fixedProduction).
	Pure bool
	// Kinds, for an event pattern, are the kinds of event it can match,
	// a bit (1 << kind) each; 0: any. A trigger isn't matched against
	// an event of another kind (see checkTriggers).
	Kinds uint64
	// Payable, for a cost, says whether it could be paid with the game as
	// it is, before anything is paid: false when it surely can't (CR
	// 118.3, 601.2h); nil when the cost doesn't say (see CostsPayable).
	Payable func(x *Ctx, a Args) bool
	// AsksProduction marks a builtin whose value is what objects could
	// produce (CR 106.7): it depends on their mana abilities, which the
	// query that answers it evaluates in turn (see localProduction).
	AsksProduction bool
	// Local marks a builtin whose value, or whether an object matches,
	// depends only on its arguments and the battlefield: what is on it
	// and the permanents' characteristics and status (see
	// readsOnlyBattlefield).
	Local bool
	// Timeless marks a builtin whose value, or whether an object
	// matches, depends on its arguments, the objects in the zones and the
	// players' life, but never on the turn, the active player or the
	// step (see ReadsNoTurn). Local builtins are timeless too.
	Timeless bool
	// Rule is, for a keyword ability, the rule it changes.
	Rule KeywordRule
	// Quality is, for a keyword of a family whose records each name a
	// quality (landwalk's land type), that quality (see Keyword.Quality).
	Quality *KeywordQuality
	// Abilities are, for a keyword ability defined in the card language,
	// the abilities it stands for (see CompileKeyword).
	Abilities []*AbilityDef
	// Zone is the zone a filter word looks in (spell: the stack); filters
	// without such a word look at the battlefield.
	Zone Zone
	// Loyalty is, for a loyalty cost, its sign: +1 adds counters, -1
	// removes them (CR 606.4).
	Loyalty int
	Color   Colors // for a color filter word, the color it names (CR 105.1)
	// Counter: the keyword's name is also a keyword counter kind: a
	// permanent with such a counter has the keyword (CR 122.1b).
	Counter bool
}

// AbilityKind mirrors ast.AbilityKind, with Spell for an instant's or
// sorcery's spell ability.
type AbilityKind int

// The ability kinds.
const (
	StaticAbility AbilityKind = iota
	TriggeredAbility
	ActivatedAbility
	ManaAbility
	ReplacementAbility
	SpellAbility
)

// Target is a target requirement: what it may target and its slot.
type Target struct {
	Filter   *Node // an OpFilter node, or up-to(…)
	Slot     int
	Optional bool // up to one
	Max      int
	// Multi: several targets for one word "target", at least Min and at
	// most Max (0: any number), held as a *TargetList (RoleTargetGroup,
	// or up to two or more).
	Multi bool
	Min   int
	Name  string
	// Entry is the checker's entry of a primitive the compiler folded
	// into the requirement (up to N), for an Observer.
	Entry *dsl.Entry
}

// CostPart is one part of an activation cost.
type CostPart struct {
	Mana  ManaCost // mana (and {T}/{Q} flags)
	Tap   bool     // {T}
	Untap bool     // {Q}
	Node  *Node    // a cost primitive: sacrifice, exile, tap, remove-counters…
	Slot  int      // slot bound with `as`, or -1
}

// AbilityDef is a compiled ability.
type AbilityDef struct {
	Kind     AbilityKind
	Index    int // position among the face's abilities, for scenarios
	Costs    []CostPart
	Targets  []Target
	Effects  []*Node
	Trigger  *Node // when/whenever/at event, or the replace event
	TrigSlot int   // slot the event binds, or -1
	TrigWord string
	If       *Node
	Modes    []*AbilityDef
	MinModes int
	MaxModes int
	// Unchosen: only modes its source hasn't chosen before may be chosen
	// ("choose one that hasn't been chosen", CR 700.2).
	Unchosen      bool
	Slots         int // number of binding slots
	IsManaTrigger bool
	// Layered marks a static ability that generates a layered continuous
	// effect (see RoleLayered).
	Layered bool
	// ChangesControl marks a layered static ability with a
	// control-changing effect (see Builtin.ChangesControl).
	ChangesControl bool
	// Rules marks a static ability that changes a rule (see RoleRule);
	// RuleKinds are the rules it may change, nil when one of its builtins
	// doesn't say.
	Rules     bool
	RuleKinds []RuleChange
	// Casting marks a static ability about casting spells: a cost change
	// (RoleCostChange) or a casting rule (RoleCastingRule).
	Casting bool
	// Zone is where an activated ability works from when it is not the
	// battlefield (unearth: the graveyard, CR 702.84a).
	Zone Zone
	// AnyPlayer: any player may activate it, not only its source's
	// controller (CR 602.2); the player who activates it controls it.
	AnyPlayer bool
	// SorcerySpeed: "activate only as a sorcery" (CR 602.5d).
	SorcerySpeed bool
	// Condition is the condition of "activate only if …" (CR 602.5b), or
	// nil.
	Condition *Node
	// Loyalty marks a loyalty ability (CR 606.3); LoyaltyCost is the
	// node of its loyalty cost.
	Loyalty     bool
	LoyaltyCost *Node
	// OncePerTurn is the instruction "This ability triggers only once
	// each turn.", if the ability has it (see triggerAllowed).
	OncePerTurn *Node
	// Keyword names the keyword ability this ability stands for.
	Keyword string
	// KeywordArg is, for an ability a keyword with an argument stands
	// for, that argument ("firebending 2": 2; see Keyword.instance).
	KeywordArg *Node
	// OnlyOnce: the ability may be activated only once for as long as
	// its source stays the same object (exhaust, CR 702.177a).
	OnlyOnce bool
	// GrantedBy is, for an ability a static ability grants to another
	// object, the object whose ability grants it ("granter").
	GrantedBy ObjID
	// Quality is, for the ability of a keyword whose record names a
	// quality, that quality (typecycling's search, CR 702.29e).
	Quality *KeywordQuality
	// TargetX is what X is for the targets, from an effect's "where X
	// is …" (see targetX), or nil.
	TargetX *Node
	Src     ast.Span
	Text    string // the ability's source text, for the log
	// Produces is, for a mana ability whose one effect adds fixed mana
	// ("add {G}", "add {C}{C}"), the types it adds: what it could produce
	// (CR 106.7) whatever the game state, unless a replacement effect
	// modifies the production. Zero when that isn't known without
	// running it.
	Produces ManaSet
	// LocalProduction: what the mana ability could produce depends on the
	// battlefield alone (see localProduction).
	LocalProduction bool
	// ToSolve: it is a Case's "To solve" ability (RoleToSolve, see
	// solveCases).
	ToSolve bool
}

// HasTapCost reports whether {T} is part of the cost (CR 106.12: tapping
// for mana means a mana ability with {T} in its cost).
func (a *AbilityDef) HasTapCost() bool {
	for _, c := range a.Costs {
		if c.Tap {
			return true
		}
	}
	return false
}

// HasUntapCost reports whether {Q} is part of the cost.
func (a *AbilityDef) HasUntapCost() bool {
	for _, c := range a.Costs {
		if c.Untap {
			return true
		}
	}
	return false
}

// Face is a compiled face: printed characteristics and abilities.
type Face struct {
	Name           string
	ManaCost       ManaCost
	HasCost        bool
	ColorIndicator Colors
	HasIndicator   bool
	Supertypes     []string
	Types          []string
	Subtypes       []string
	Power          PTValue
	Toughness      PTValue
	HasPT          bool
	Loyalty        int
	Defense        int
	Keywords       []Keyword
	Abilities      []*AbilityDef
	Spell          *AbilityDef
	Text           []string
	// Layered: one of its abilities is a layered static ability.
	Layered bool
	// chars is the face's characteristics, built once when compiled.
	chars *Chars
	// faceDown is its morph or disguise keyword, found once when compiled
	// (hasFaceDown: it has one; see faceDownKeyword).
	faceDown    Keyword
	hasFaceDown bool
}

// PTValue is a printed power or toughness: a number or `*`, or a token's
// X, which the effect creating it gives (CR 107.3).
type PTValue struct {
	N    int
	Star bool
	X    bool
}

func (v PTValue) String() string {
	if v.Star {
		return "*"
	}
	if v.X {
		return "X"
	}
	return strconv.Itoa(v.N)
}

// CardDef is a compiled card: its faces and token definitions, shared and
// never modified while games run.
type CardDef struct {
	Name  string
	Front *Face
	Back  *Face
	// Half is the face cast instead of the front face: a split card's
	// second half, an Adventure, a prepare spell (see Layout).
	Half *Face
	// Fused is, for a split card whose halves are both spells, the spell
	// of the two halves cast together (CR 702.102d).
	Fused  *AbilityDef
	Layout Layout
	Tokens map[string]*Face
	File   string
}

// Pool is a set of compiled cards by name.
type Pool struct {
	Cards map[string]*CardDef
	Names []string // sorted
	// keywords are the keyword abilities by the rule they change, for
	// effects that grant one.
	keywords [numKeywordRules]Keyword
	// layered: some face in the pool has a layered static ability, so
	// games over it may need the whole battlefield's characteristics at
	// once (see worldMode).
	layered bool
	// rules: some card in the pool has a rule-changing static ability.
	rules bool
	// counterKeywords are the keyword counter kinds and the keyword each
	// gives (CR 122.1b).
	counterKeywords map[string]Keyword
	// keywordAbilityMemo holds the abilities made for each keyword
	// instance (see keywordAbilities): remaking them whenever
	// characteristics are computed would allocate each time.
	keywordAbilityMemo sync.Map // keywordAbilityKey → []*AbilityDef
}

// Compile turns a checked program into card definitions, resolving every
// primitive to its builtin. A primitive without an implementation is an
// error naming it.
func Compile(prog *dsl.Program, builtins map[string]*Builtin) (*Pool, error) {
	pool := &Pool{Cards: map[string]*CardDef{}, keywords: keywordsByRule(builtins), counterKeywords: map[string]Keyword{}}
	for _, b := range builtins {
		if b.Counter {
			pool.counterKeywords[b.Name] = Keyword{Name: b.Name, Rule: b.Rule}
		}
	}
	for _, cc := range prog.Cards {
		c := &compiler{info: prog.Info, builtins: builtins, file: cc.File}
		def, err := c.card(cc.Card)
		if err != nil {
			return nil, err
		}
		pool.Cards[def.Name] = def
		pool.Names = append(pool.Names, def.Name)
		pool.layered = pool.layered || def.layered()
		pool.rules = pool.rules || def.hasRules()
	}
	sortStrings(pool.Names)
	return pool, nil
}

// layered reports whether a face of the card or of its tokens has a
// layered static ability.
func (d *CardDef) layered() bool {
	for _, f := range d.Faces() {
		if f.Layered {
			return true
		}
	}
	if literalLayered(d.Front) || literalLayered(d.Back) {
		// An emblem it makes may have one (CR 114.4).
		return true
	}
	for _, t := range d.Tokens {
		if t.Layered {
			return true
		}
	}
	return false
}

// hasRules reports whether a face of the card or of its tokens has a
// rule-changing static ability.
func (d *CardDef) hasRules() bool {
	faces := d.Faces()
	for _, name := range sortedTokenNames(d.Tokens) {
		faces = append(faces, d.Tokens[name])
	}
	for _, f := range faces {
		if f == nil {
			continue
		}
		for _, ab := range f.Abilities {
			if ab.Rules {
				return true
			}
		}
	}
	return false
}

func sortedTokenNames(m map[string]*Face) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sortStrings(out)
	return out
}

type compiler struct {
	info     *dsl.Info
	builtins map[string]*Builtin
	file     string
	tokens   map[string]*Face
	faceOf   map[*ast.Face]*Face
	err      error
}

// frame assigns slots to the names an ability binds.
type frame struct {
	slots map[*dsl.Binding]int
	n     int
}

func (c *compiler) fail(n ast.Node, format string, args ...any) {
	if c.err == nil {
		sp := n.Span()
		c.err = fmt.Errorf("%s:%d:%d: %s", c.file, sp.Start.Line, sp.Start.Col, fmt.Sprintf(format, args...))
	}
}

func (c *compiler) card(card *ast.Card) (*CardDef, error) {
	def := &CardDef{Name: card.Face.NameText(), Tokens: map[string]*Face{}, File: c.file}
	c.tokens = def.Tokens
	c.faceOf = map[*ast.Face]*Face{}
	// Token faces first: effects refer to them.
	var collect func(f *ast.Face)
	collect = func(f *ast.Face) {
		for _, it := range f.Items {
			if sub, ok := it.(*ast.Face); ok {
				if sub.Kind == ast.TokenFace {
					tf := &Face{Name: tokenName(sub, c.info.Faces[sub])}
					c.faceOf[sub] = tf
					def.Tokens[sub.Ident.Name] = tf
				} else {
					collect(sub)
				}
			}
		}
	}
	collect(card.Face)
	for af, tf := range c.faceOf {
		c.fillFace(tf, af)
	}
	def.Front = &Face{}
	c.fillFace(def.Front, card.Face)
	for _, it := range card.Face.Items {
		if sub, ok := it.(*ast.Face); ok && sub.Kind == ast.BackFace {
			def.Back = &Face{}
			c.fillFace(def.Back, sub)
		}
	}
	c.castFaces(def, card)
	for _, f := range append(def.Faces(), tokenFaces(def)...) {
		f.chars = charsOfFace(f)
		f.faceDown, f.hasFaceDown = faceDownKeywordOf(f.chars)
	}
	return def, c.err
}

func tokenFaces(def *CardDef) []*Face {
	names := make([]string, 0, len(def.Tokens))
	for n := range def.Tokens {
		names = append(names, n)
	}
	sortStrings(names)
	var out []*Face
	for _, n := range names {
		out = append(out, def.Tokens[n])
	}
	return out
}

// tokenName is a token's name: its subtypes (CR 111.4), or the definition's
// name capitalised when it has none.
func tokenName(f *ast.Face, chars *dsl.FaceChars) string {
	if chars != nil && len(chars.Subtypes) > 0 {
		return strings.Join(chars.Subtypes, " ")
	}
	n := f.Ident.Name
	return strings.ToUpper(n[:1]) + n[1:]
}

func (c *compiler) fillFace(out *Face, f *ast.Face) {
	chars := c.info.Faces[f]
	if chars == nil {
		c.fail(f, "the face wasn't checked")
		return
	}
	if f.Kind != ast.TokenFace {
		out.Name = chars.Name
	}
	if chars.Cost != nil {
		out.ManaCost = manaOf(chars.Cost)
		out.HasCost = true
	}
	out.Supertypes, out.Types, out.Subtypes = capped(chars.Supertypes), capped(chars.Types), capped(chars.Subtypes)
	if chars.HasPT() {
		out.Power, out.Toughness = ptValue(chars.PowerValue), ptValue(chars.ToughnessValue)
		out.HasPT = true
	}
	out.Loyalty = chars.LoyaltyValue
	out.Defense = chars.DefenseValue
	out.HasIndicator = chars.HasIndicator
	for _, col := range chars.ColorIndicator {
		out.ColorIndicator |= colorByName(col)
	}
	var spell []ast.Clause
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.TextField:
			for _, l := range it.Lines {
				out.Text = append(out.Text, l.Value)
			}
		case *ast.KeywordLine:
			for _, k := range it.Keywords {
				switch k := k.(type) {
				case *ast.Ident:
					out.Keywords = append(out.Keywords, c.keyword(k, k.Name))
				case *ast.Call:
					kw := c.keyword(k, k.Fn.Name)
					if len(k.Args) > 0 {
						kw.Arg = c.expr(k.Args[0].Value, &frame{slots: map[*dsl.Binding]int{}})
					}
					if e := c.info.Entries[k]; e != nil && len(e.Sig.Params) > 1 {
						kw.Args = c.args(k, e, &frame{slots: map[*dsl.Binding]int{}})
					}
					out.Keywords = append(out.Keywords, kw.instance())
				}
			}
		case *ast.Ability:
			a := c.ability(it, nil)
			a.Index = len(out.Abilities) + 1
			out.Abilities = append(out.Abilities, a)
			out.Layered = out.Layered || a.Layered
		case ast.Clause:
			spell = append(spell, it)
		}
	}
	if len(spell) > 0 {
		out.Spell = c.clauses(SpellAbility, spell, spanOf(spell), nil)
	}
}

func spanOf(cs []ast.Clause) ast.Span {
	return ast.Span{Start: cs[0].Span().Start, End: cs[len(cs)-1].Span().End}
}

// ptValue is a printed power or toughness the parser read. A signed star
// (`-*`) is no value the rules give; it counts as 0.
// xSign is the coefficient of X in a side of a P/T change: 1 for +X, -1
// for -X, else 0.
func xSign(v ast.PTValue) int {
	switch {
	case !v.X:
		return 0
	case v.Sign == '-':
		return -1
	}
	return 1
}

func ptValue(v ast.PTValue) PTValue {
	return PTValue{N: v.N, Star: v.Star && v.Sign == 0, X: v.X && v.Sign == 0}
}

func (c *compiler) ability(a *ast.Ability, parent *frame) *AbilityDef {
	kind := AbilityKind(a.Kind)
	return c.clauses(kind, a.Clauses, a.Sp, parent)
}

func (c *compiler) clauses(kind AbilityKind, cs []ast.Clause, sp ast.Span, parent *frame) *AbilityDef {
	fr := &frame{slots: map[*dsl.Binding]int{}}
	if parent != nil {
		fr = parent
	}
	def := &AbilityDef{Kind: kind, TrigSlot: -1, Src: sp}
	for _, cl := range cs {
		switch cl := cl.(type) {
		case *ast.Choose:
			def.MinModes, def.MaxModes, def.Unchosen = cl.Min.Value, cl.Max.Value, cl.Unchosen
		case *ast.Mode:
			// Modes share the spell's frame so slots never collide.
			m := c.clauses(SpellAbility, cl.Clauses, cl.Sp, fr)
			def.Modes = append(def.Modes, m)
		case *ast.ClauseLine:
			for _, b := range cl.Items {
				switch cl.Kind {
				case ast.CostClause:
					def.Costs = append(def.Costs, c.costPart(b, fr))
				case ast.TargetClause:
					def.Targets = append(def.Targets, c.target(b, fr))
				case ast.EffectClause:
					e := c.expr(b.X, fr)
					if b.As != nil {
						e.Fills = 1 + c.bindSlot(b.As, fr)
					}
					def.Effects = append(def.Effects, e)
				case ast.WhenClause, ast.WheneverClause, ast.AtClause, ast.ReplaceClause:
					def.Trigger = c.expr(b.X, fr)
					def.TrigWord = cl.Kind.String()
					if b.As != nil {
						def.TrigSlot = c.bindSlot(b.As, fr)
					}
				case ast.IfClause:
					def.If = c.expr(b.X, fr)
				}
			}
		}
	}
	def.Effects, def.OncePerTurn = triggerLimit(def.Effects)
	def.Effects = hoistModifiers(def.Effects)
	def.TargetX = c.targetX(cs, fr)
	def.Slots = fr.n
	markLoyalty(def)
	def.Produces = fixedProduction(def)
	def.LocalProduction = kind == ManaAbility && localProduction(def)
	def.ToSolve = abilityHas(def, RoleToSolve)
	def.Layered = kind == StaticAbility && abilityHas(def, RoleLayered)
	def.ChangesControl = def.Layered && abilityUses(def, func(b *Builtin) bool { return b.ChangesControl })
	def.Rules = kind == StaticAbility && abilityHas(def, RoleRule)
	if def.Rules {
		def.RuleKinds = ruleKinds(def)
	}
	def.Casting = kind == StaticAbility && (abilityHas(def, RoleCostChange) || abilityHas(def, RoleCastingRule))
	// CR 605.1b: a triggered ability is a mana ability only if it triggers
	// from a mana ability (the event says so) and could add mana; any other
	// ability with such a trigger uses the stack (CR 603.3).
	if kind == TriggeredAbility && def.Trigger != nil && def.Trigger.Fn != nil {
		def.IsManaTrigger = def.Trigger.Fn.ManaTrigger && abilityHas(def, RoleProduceMana)
	}
	return def
}

// hoistModifiers moves the effects that modify earlier text (CR 608.2c)
// before the others, keeping the order within each group.
func hoistModifiers(effects []*Node) []*Node {
	var mods, rest []*Node
	for _, e := range effects {
		if e != nil && e.Op == OpCall && e.Fn != nil && e.Fn.Role == RoleModifiesEarlier {
			mods = append(mods, e)
		} else {
			rest = append(rest, e)
		}
	}
	if len(mods) == 0 {
		return effects
	}
	return append(mods, rest...)
}

// fixedProduction returns the types a mana ability adds when its one
// effect produces fixed mana, or 0: a mana literal, or a mana expression
// of pure builtins ("{G} or {U}", "one mana of any color"), which is
// worked out here. Every such mana the effect names counts: what it adds
// instead under a condition too.
func fixedProduction(ab *AbilityDef) ManaSet {
	if ab.Kind != ManaAbility || len(ab.Effects) != 1 {
		return 0
	}
	e := ab.Effects[0]
	if e.Op != OpCall || e.Fn == nil || e.Fn.Role != RoleProduceMana || len(e.Args) == 0 || !fixedMana(e.Args[0]) {
		return 0
	}
	var set ManaSet
	for _, arg := range e.Args {
		if arg == nil || !fixedMana(arg) {
			continue
		}
		if arg.Op == OpMana {
			for _, sym := range arg.Mana.Symbols {
				if sym.Colored {
					set = set.With(sym.Type)
				}
			}
			continue
		}
		spec, ok := (&Ctx{}).Eval(arg).(ManaSpec)
		if !ok {
			return 0
		}
		set |= spec.OneOf
		for _, t := range spec.Fixed {
			set = set.With(t)
		}
	}
	return set
}

// localProduction reports whether what a mana ability could produce
// (CR 106.7) depends on the battlefield alone: each of its effects adds
// mana, with arguments that read only the battlefield (see
// ReadsOnlyBattlefield) — pure words count, and so does asking what
// objects could produce, the query checking those objects' abilities in
// turn (see cpMemo).
func localProduction(ab *AbilityDef) bool {
	if len(ab.Effects) == 0 {
		return false
	}
	for _, e := range ab.Effects {
		if e == nil || e.Op != OpCall || e.Fn == nil || e.Fn.Role != RoleProduceMana || !argsAll(e, producesLocally) {
			return false
		}
	}
	return true
}

func producesLocally(n *Node) bool {
	if n != nil && n.Op == OpCall && n.Fn != nil && (n.Fn.Pure || n.Fn.AsksProduction) {
		return argsAll(n, producesLocally)
	}
	return ReadsOnlyBattlefield(n)
}

// fixedMana reports whether a node is a mana literal or a call of a pure
// builtin on pure arguments (see Builtin.Pure).
func fixedMana(n *Node) bool {
	switch {
	case n == nil:
		return false
	case n.Op == OpMana:
		return true
	case n.Op != OpCall || n.Fn == nil || !n.Fn.Pure || n.Fn.Eval == nil:
		return false
	}
	for _, a := range n.Args {
		if a != nil && !fixedMana(a) {
			return false
		}
	}
	return true
}
