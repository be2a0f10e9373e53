package dsl

import (
	"strings"

	"cardc/ast"
)

// BindingKind says what introduced a name.
type BindingKind int

// The kinds of bindings.
const (
	BindSelf        BindingKind = iota // self: the object the ability belongs to
	BindYou                            // you: its controller
	BindX                              // x: the X chosen for the spell or ability
	BindEnchanted                      // enchanted, equipped: what the Aura or Equipment is attached to
	BindThisAbility                    // this-ability
	BindTarget                         // target … as t
	BindCost                           // cost exile(…) as exiled
	BindEvent                          // whenever dies(…) as dead
	BindChoice                         // effect chooses(…) as chosen
	BindToken                          // token soldier { … }
	BindGranter                        // granter: in an ability in quotes, the object whose ability grants it
)

// Binding is what a name refers to. The checker resolves every use of a
// name to one of these; nothing is looked up by name at run time.
type Binding struct {
	Name string
	Kind BindingKind
	Type Type
	// Decl is where the name is introduced (nil for built-in names).
	Decl ast.Node
	// Entry is the primitive that produced the value, for cost and event
	// bindings.
	Entry *Entry
	// Face is the token's face, for token bindings.
	Face *ast.Face
}

// Info holds the checker's results beside the syntax tree (which it never
// modifies): the type of every expression, what every name refers to, and
// which primitive every call or word resolved to.
type Info struct {
	Types   map[ast.Expr]Type
	Uses    map[*ast.Ident]*Binding
	Entries map[ast.Node]*Entry
	// Faces are the characteristics of every face checked: front, back
	// and token faces.
	Faces map[*ast.Face]*FaceChars
}

// CheckedCard is one card of a checked program.
type CheckedCard struct {
	File string
	Card *ast.Card
	Name string
}

// Program is the checked pool: its cards and the side tables describing
// them.
type Program struct {
	Cards []*CheckedCard
	Info  *Info
}

// Check type-checks the files against the universe u and returns the
// program and every diagnostic found, sorted. Cards with errors are left
// out of the program.
func Check(files []*ast.File, u *Universe) (*Program, Diagnostics) {
	c := newChecker(u)
	prog := &Program{Info: c.info}
	var names nameSet
	for _, f := range files {
		c.startFile(f)
		for _, card := range f.Cards {
			if c.full {
				break
			}
			before := len(c.diags)
			if card.Face.Name != nil {
				names.add(&c.diags, CardName{File: f.Name, Name: card.Face.NameText(), Sp: card.Face.Name.Sp})
			}
			if c.card(card, before) {
				prog.Cards = append(prog.Cards, &CheckedCard{File: f.Name, Card: card, Name: card.Face.NameText()})
			}
		}
	}
	c.diags.Sort()
	return prog, c.diags
}

// CardName is where a card's name is given, with the diagnostics of the
// card's rules text: what the pool-level check of duplicate names needs
// of a card once the card itself is checked. (Check doesn't compare the
// text of a card whose name is a duplicate.)
type CardName struct {
	File string
	Name string
	Sp   ast.Span
	Text Diagnostics
}

// CheckFile type-checks the cards of one file, as Check does, but leaves
// out the pool-level check that card names are unique: it returns the
// names of the file's cards for CheckNames instead. Checking every file of
// a pool with CheckFile and then their names with CheckNames gives the
// diagnostics Check gives, without keeping any syntax tree past its check.
func CheckFile(f *ast.File, u *Universe) ([]CardName, Diagnostics) {
	c := newChecker(u)
	c.startFile(f)
	var names []CardName
	for _, card := range f.Cards {
		if c.full {
			break
		}
		before := len(c.diags)
		c.checkCard(card)
		clean := len(c.diags) == before && !card.Recovered
		if card.Face.Name == nil {
			if clean {
				c.checkText(card)
			}
			continue
		}
		n := CardName{File: f.Name, Name: card.Face.NameText(), Sp: card.Face.Name.Sp}
		if clean {
			c.checkText(card)
			n.Text = append(Diagnostics(nil), c.diags[before:]...)
			c.diags = c.diags[:before]
		}
		names = append(names, n)
	}
	c.diags.Sort()
	return names, c.diags
}

// CheckNames reports every card name given again after its first
// occurrence, names being in pool order (file by file, each file's cards in
// order), and returns with them the rules-text diagnostics of the cards
// whose name is not a duplicate.
func CheckNames(names []CardName) Diagnostics {
	var d Diagnostics
	var set nameSet
	for _, n := range names {
		if set.add(&d, n) {
			d = append(d, n.Text...)
		}
	}
	d.Sort()
	return d
}

// nameSet holds the first occurrence of every card name.
type nameSet map[string]CardName

// add records n and reports true, or reports n as a duplicate.
func (s *nameSet) add(d *Diagnostics, n CardName) bool {
	if *s == nil {
		*s = nameSet{}
	}
	if prev, dup := (*s)[n.Name]; dup {
		x := d.Add(n.File, n.Sp, "duplicate card name %q", n.Name)
		x.Related = append(x.Related, Related{File: prev.File, Span: prev.Sp, Message: "first defined here"})
		return false
	}
	(*s)[n.Name] = CardName{File: n.File, Name: n.Name, Sp: n.Sp}
	return true
}

func newChecker(u *Universe) *checker {
	return &checker{
		u:    u,
		info: &Info{Types: map[ast.Expr]Type{}, Uses: map[*ast.Ident]*Binding{}, Entries: map[ast.Node]*Entry{}, Faces: map[*ast.Face]*FaceChars{}},
	}
}

// card checks one card of c.file, and its rules text when the card is
// otherwise clean, and reports whether the card is clean: no diagnostic
// since the first before of c.diags, and no syntax error.
func (c *checker) card(card *ast.Card, before int) bool {
	c.checkCard(card)
	if len(c.diags) == before && !card.Recovered {
		c.checkText(card)
	}
	return len(c.diags) == before && !card.Recovered
}

type checker struct {
	u     *Universe
	file  string
	info  *Info
	diags Diagnostics
	// recovered is set while checking a card that had a syntax error: only
	// the items that parsed are there, so completeness isn't checked.
	recovered bool
	// cur is the file being checked, for its syntax errors' lines.
	cur *ast.File
	// errs counts the errors reported in the file; full is set once
	// there are MaxErrors: the rest of it isn't checked, so a file of
	// garbage costs no more than its first errors.
	errs int
	full bool
}

// startFile begins checking the file f.
func (c *checker) startFile(f *ast.File) {
	c.file, c.cur = f.Name, f
	c.errs, c.full = 0, false
}

func (c *checker) errorf(n ast.Node, format string, args ...any) *Diagnostic {
	if c.cur != nil && c.cur.HasErrorOn(n.Span().Start.Line) {
		// A follow-on of the syntax error on this line.
		return &Diagnostic{}
	}
	if c.full {
		return &Diagnostic{}
	}
	if c.errs++; c.errs > MaxErrors {
		c.full = true
		return c.diags.Add(c.file, n.Span(), "too many errors; stopped checking this file")
	}
	return c.diags.Add(c.file, n.Span(), format, args...)
}

func (c *checker) related(d *Diagnostic, n ast.Node, msg string) {
	d.Related = append(d.Related, Related{File: c.file, Span: n.Span(), Message: msg})
}

// scope is a chain of name bindings.
type scope struct {
	parent *scope
	names  map[string]*Binding
}

func newScope(parent *scope) *scope { return &scope{parent: parent, names: map[string]*Binding{}} }

func (s *scope) lookup(name string) *Binding {
	for ; s != nil; s = s.parent {
		if b, ok := s.names[name]; ok {
			return b
		}
	}
	return nil
}

func (s *scope) all() []string {
	var out []string
	for ; s != nil; s = s.parent {
		for n := range s.names {
			out = append(out, n)
		}
	}
	return out
}

// faceInfo is what the checker gathered about a face's fields.
type faceInfo struct {
	face      *ast.Face
	cost      *ast.CostField
	typ       *ast.TypeField
	pt        *ast.PTField
	loyalty   *ast.LoyaltyField
	defense   *ast.DefenseField
	colors    *ast.ColorField
	text      *ast.TextField
	plural    *ast.PluralNameField
	types     map[string]bool // supertypes, card types and subtypes present
	badTypes  bool            // the type line has a word that was reported
	hasX      bool
	enchanted Type // Invalid when the face has no enchant keyword
	// enchantedName is the name the enchant keyword binds.
	enchantedName string
	tokens        map[string]*ast.Face
}

func (fi *faceInfo) is(t string) bool { return fi.types[t] }

func (fi *faceInfo) isSpellCard() bool { return fi.is("Instant") || fi.is("Sorcery") }

// typesKnown reports whether the face's types are known: it has a type
// line and every word of it is a known type. Checks that depend on what
// the face is (pt on a non-creature, a subtype that doesn't fit) are made
// only then, so a typo on the type line isn't reported again through them.
func (fi *faceInfo) typesKnown() bool { return fi.typ != nil && !fi.badTypes }

func (c *checker) checkCard(card *ast.Card) {
	c.recovered = card.Recovered
	defer func() { c.recovered = false }()
	front := card.Face
	if front.Name != nil && strings.TrimSpace(front.Name.Value) == "" {
		c.errorf(front.Name, "card name is empty")
	}
	// Token definitions anywhere in the card are visible to all its faces.
	tokens := map[string]*ast.Face{}
	var collect func(f *ast.Face)
	collect = func(f *ast.Face) {
		for _, it := range f.Items {
			sub, ok := it.(*ast.Face)
			if !ok {
				continue
			}
			switch {
			case sub.Kind.Second() && sub.Ident != nil:
				c.errorf(sub.Ident, "a %s's name is a quoted string: %s %q { … }", faceWord(sub), sub.Kind, sub.Ident.Name)
			case sub.Kind == ast.TokenFace && sub.Name != nil:
				name := tokenIdent(sub.Name.Value)
				if name == "" {
					c.errorf(sub.Name, "a token's name is an identifier, not a string")
					break
				}
				c.errorf(sub.Name, "a token's name is an identifier, not a string: token %s { … }", name)
				// Registered under the suggested name, so that its use in
				// create(…) isn't reported again.
				if tokens[name] == nil && !c.isBuiltinName(name) && c.nameProblem(name) == "" {
					tokens[name] = sub
				}
			}
			if sub.Kind == ast.TokenFace && sub.Ident != nil {
				name := sub.Ident.Name
				if prev, dup := tokens[name]; dup {
					d := c.errorf(sub.Ident, "duplicate token %q", name)
					c.related(d, nameNode(prev), "first defined here")
					continue
				}
				if c.isBuiltinName(name) {
					// Not registered: it would hide the built-in name.
					c.errorf(sub.Ident, "token name %q is a built-in name; choose another name", name)
					continue
				}
				if why := c.nameProblem(name); why != "" {
					// Still registered, so that create(name, …) isn't
					// reported again.
					c.errorf(sub.Ident, "token name %q %s", name, why)
				}
				tokens[name] = sub
			}
			if sub.Kind.Second() {
				collect(sub)
			}
		}
	}
	collect(front)
	c.checkFace(front, tokens)
}

func (c *checker) checkFace(f *ast.Face, tokens map[string]*ast.Face) {
	fi := &faceInfo{face: f, types: map[string]bool{}, tokens: tokens}
	var backs []*ast.Face
	seen := map[string]ast.Node{}
	field := func(name string, n ast.Node) bool {
		if prev, dup := seen[name]; dup {
			d := c.errorf(n, "duplicate %s line", name)
			c.related(d, prev, "first given here")
			return false
		}
		seen[name] = n
		return true
	}
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.CostField:
			if field("cost", it) {
				fi.cost = it
			}
		case *ast.TypeField:
			if field("type", it) {
				fi.typ = it
			}
		case *ast.PTField:
			if field("pt", it) {
				fi.pt = it
			}
		case *ast.LoyaltyField:
			if field("loyalty", it) {
				fi.loyalty = it
			}
		case *ast.DefenseField:
			if field("defense", it) {
				fi.defense = it
			}
		case *ast.ColorField:
			if field("color", it) {
				fi.colors = it
			}
		case *ast.TextField:
			if field("text", it) {
				fi.text = it
			}
		case *ast.PluralNameField:
			if field("plural-name", it) {
				fi.plural = it
			}
		case *ast.Face:
			switch {
			case it.Kind.Second() && f.Kind != ast.FrontFace:
				c.errorf(it, "a %s can only be declared in a card's front face", faceWord(it))
			case it.Kind.Second():
				switch {
				case len(backs) > 0 && backs[0].Kind == ast.BackFace && it.Kind == ast.BackFace:
					d := c.errorf(it, "a card has at most one back face")
					c.related(d, backs[0], "first back face here")
				case len(backs) > 0:
					d := c.errorf(it, "a card has at most one second face (a back face, split half, Adventure, prepare spell or modal face)")
					c.related(d, backs[0], "first "+faceWord(backs[0])+" here")
				}
				backs = append(backs, it)
			case f.Kind == ast.TokenFace:
				c.errorf(it, "a token definition can't contain another token")
			}
		}
	}
	// The type line is checked first: it joins the words of a subtype of
	// several words (Time Lord), which the face's characteristics read.
	c.checkTypeLine(fi)
	c.info.Faces[f] = c.faceChars(fi)
	c.checkCost(fi)
	c.checkPT(fi)
	c.checkColors(fi)

	sc := selfScope()
	if fi.hasX {
		sc.names["x"] = &Binding{Name: "x", Kind: BindX, Type: Number, Decl: fi.cost}
	}
	for name, tf := range tokens {
		sc.names[name] = &Binding{Name: name, Kind: BindToken, Type: Token, Decl: nameNode(tf), Face: tf}
	}
	// Keywords first: an Aura's enchant keyword binds a name for the
	// abilities.
	for _, it := range f.Items {
		if kl, ok := it.(*ast.KeywordLine); ok {
			c.checkKeywordLine(kl, fi, sc)
		}
	}
	if fi.enchanted != Invalid {
		sc.names[fi.enchantedName] = &Binding{Name: fi.enchantedName, Kind: BindEnchanted, Type: fi.enchanted}
	} else if fi.is("Aura") && fi.is("Enchantment") && fi.typesKnown() && !c.recovered {
		for _, id := range fi.typ.Subs {
			if id.Name == "Aura" {
				c.errorf(id, "an Aura needs an enchant keyword (CR 303.4a)")
				break
			}
		}
	}
	var spell []ast.Clause
	for _, it := range f.Items {
		switch it := it.(type) {
		case *ast.Ability:
			c.checkAbility(it, fi, sc)
		case *ast.ClauseLine:
			spell = append(spell, it)
		case *ast.Choose:
			spell = append(spell, it)
		case *ast.Mode:
			spell = append(spell, it)
		}
	}
	if len(spell) > 0 {
		if fi.typesKnown() && !fi.isSpellCard() {
			c.errorf(spell[0], "only an instant or sorcery has a spell effect; put this in an ability block")
		}
		if fi.typ != nil || !c.recovered {
			c.checkClauses(&ast.Ability{Kind: spellKind, Clauses: spell, Sp: spell[0].Span()}, InSpell, fi, sc)
		}
	}
	if fi.isSpellCard() && len(spell) == 0 && !c.recovered && f.Kind != ast.TokenFace {
		c.errorf(nameNode(f), "an instant or sorcery needs an effect")
	}
	for i, b := range backs {
		if i > 0 && b.Kind != ast.BackFace {
			// Reported as a second face too many; checked on its own.
			c.checkFace(b, tokens)
			continue
		}
		c.checkSecond(b, fi, tokens)
	}
	for _, it := range f.Items {
		if tf, ok := it.(*ast.Face); ok && tf.Kind == ast.TokenFace && f.Kind != ast.TokenFace {
			c.checkFace(tf, tokens)
		}
	}
}

// selfScope is the scope of an object's abilities: self and you.
func selfScope() *scope {
	sc := newScope(nil)
	sc.names["self"] = &Binding{Name: "self", Kind: BindSelf, Type: Object}
	sc.names["you"] = &Binding{Name: "you", Kind: BindYou, Type: Player}
	return sc
}

// tokenIdent suggests an identifier for a token written with a quoted
// name: "Soldier Token" becomes soldier-token.
func tokenIdent(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9' && b.Len() > 0, r == '_':
			b.WriteRune(r)
		case (r == ' ' || r == '-') && b.Len() > 0 && !strings.HasSuffix(b.String(), "-"):
			b.WriteByte('-')
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}

func nameNode(f *ast.Face) ast.Node {
	if f.Name != nil {
		return f.Name
	}
	if f.Ident != nil {
		return f.Ident
	}
	return f
}

// knownMana are the symbols an unknown one is compared with for a
// suggestion; knownCostMana adds the cost symbols.
var (
	knownMana     = []string{"W", "U", "B", "R", "G", "C", "S", "X", "W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U", "W/P", "U/P", "B/P", "R/P", "G/P", "2/W", "2/U", "2/B", "2/R", "2/G"}
	knownCostMana = append(append([]string(nil), knownMana...), "T", "Q")
)

// checkManaSymbol validates one symbol. inCost allows {T} and {Q}.
func (c *checker) checkManaSymbol(s *ast.ManaSymbol, inCost bool) {
	t := s.Text
	switch s.Value().Kind {
	case ast.ManaGeneric:
		if len(t) > 3 {
			c.errorf(s, "generic mana {%s} is too large", t)
		}
		return
	case ast.ManaTap, ast.ManaUntap:
		if !inCost {
			c.errorf(s, "{%s} is not a mana symbol; it can only be part of an activation cost", t)
		}
		return
	case ast.ManaInvalid:
	default:
		return
	}
	known := knownMana
	if inCost {
		known = knownCostMana
	}
	if best := closest(t, known); best != "" {
		c.errorf(s, "unknown mana symbol {%s}; did you mean {%s}?", t, best)
		return
	}
	c.errorf(s, "unknown mana symbol {%s}", t)
}

func (c *checker) checkCost(fi *faceInfo) {
	if fi.cost == nil {
		return
	}
	for _, s := range fi.cost.Cost.Symbols {
		if k := s.Value().Kind; k == ast.ManaTap || k == ast.ManaUntap {
			msg := "impossible cost: {%s} can't be part of a spell's mana cost"
			if fi.face.Kind == ast.TokenFace {
				msg = "impossible cost: {%s} can't be part of a token's mana cost"
			}
			c.errorf(s, msg, s.Text)
			continue
		}
		c.checkManaSymbol(s, false)
		if s.Value().Kind == ast.ManaX {
			fi.hasX = true
		}
	}
	if fi.is("Land") {
		c.errorf(fi.cost, "a land has no mana cost")
	}
	if fi.face.Kind == ast.TokenFace {
		c.errorf(fi.cost, "a token definition has no mana cost")
	}
}

func (c *checker) checkPT(fi *faceInfo) {
	creature := fi.is("Creature")
	// CR 301.7a: a Vehicle has a printed power and toughness, though it
	// is a creature only while an effect makes it one (crew, CR 702.122a).
	vehicle := fi.is("Vehicle")
	if fi.pt != nil && fi.typesKnown() && !creature && !vehicle {
		c.errorf(fi.pt, "pt on a non-creature; only creatures have power and toughness")
	}
	if fi.pt != nil {
		if pt := fi.pt.PT; pt.P.Sign == '+' || pt.T.Sign == '+' {
			c.errorf(fi.pt, "power and toughness are not signed; write %s/%s", strings.TrimPrefix(pt.Power, "+"), strings.TrimPrefix(pt.Toughness, "+"))
		} else if (pt.P.X || pt.T.X) && fi.face.Kind != ast.TokenFace {
			// CR 107.3: an X in a printed P/T is a token's, given by the
			// effect that creates it ("Create an X/X … token, where X is …").
			c.errorf(fi.pt, "only a token definition has X in its power and toughness, set by the effect that creates it")
		}
	}
	if (creature || vehicle) && fi.pt == nil && !c.recovered {
		c.errorf(fi.typ, "a creature needs power and toughness: add a pt line")
	}
	planeswalker := fi.is("Planeswalker")
	if fi.loyalty != nil && fi.typesKnown() && !planeswalker {
		c.errorf(fi.loyalty, "loyalty on a non-planeswalker")
	}
	if planeswalker && fi.loyalty == nil && !c.recovered && fi.face.Kind != ast.TokenFace {
		c.errorf(fi.typ, "a planeswalker needs a loyalty line")
	}
	// CR 310.4a: a battle has a defense printed in its lower right corner.
	battle := fi.is("Battle")
	if fi.defense != nil && fi.typesKnown() && !battle {
		c.errorf(fi.defense, "defense on a non-battle")
	}
	if battle && fi.defense == nil && !c.recovered && fi.face.Kind != ast.TokenFace {
		c.errorf(fi.typ, "a battle needs a defense line")
	}
	// CR 201.5: only a legendary permanent names itself by its name; any
	// other names itself by its type ("this creature"), never plural.
	if fi.plural != nil && fi.typesKnown() && !fi.is("Legendary") {
		c.errorf(fi.plural, "plural-name on a nonlegendary card, which names itself by its type")
	}
}

func (c *checker) checkColors(fi *faceInfo) {
	if fi.colors == nil {
		return
	}
	seen := map[string]bool{}
	for _, id := range fi.colors.Colors {
		if !contains(c.u.Colors, id.Name) {
			c.errorf(id, "unknown color %q%s", id.Name, Suggest(id.Name, c.u.Colors))
			continue
		}
		if seen[id.Name] {
			c.errorf(id, "color %q given twice", id.Name)
		}
		seen[id.Name] = true
		if id.Name == c.u.Colorless && len(fi.colors.Colors) > 1 {
			c.errorf(id, "%s can't be combined with a color", id.Name)
		}
	}
}

func (c *checker) checkKeywordLine(kl *ast.KeywordLine, fi *faceInfo, sc *scope) {
	var list []ast.Expr
	for _, k := range kl.Keywords {
		// `keyword flying vigilance` parses as one phrase: a comma is
		// missing. Each word is still checked as a keyword.
		if ph, ok := k.(*ast.Phrase); ok && keywordWords(ph.Words()) {
			words := ph.Words()
			c.errorf(words[1], "expected \",\" between keywords")
			list = append(list, words...)
			continue
		}
		list = append(list, k)
	}
	for _, k := range list {
		var name *ast.Ident
		var call *ast.Call
		switch k := k.(type) {
		case *ast.Ident:
			name = k
		case *ast.Call:
			name, call = k.Fn, k
		default:
			c.errorf(k, "expected a keyword ability such as flying or escalate({2})")
			continue
		}
		e := c.u.Keyword(name.Name)
		if e == nil {
			c.errorf(name, "unknown keyword %q%s", name.Name, Suggest(name.Name, c.u.names(KeywordAbility)))
			continue
		}
		c.info.Entries[k] = e
		if call == nil {
			if required(e.Sig.Params) > 0 {
				c.errorf(name, "keyword %q needs an argument: %s", name.Name, Usage(e))
			}
			c.info.Types[k] = Keyword
		} else {
			c.checkArgs(call, e, &actx{place: InKeywordLine, fi: fi, sc: sc})
			c.info.Types[k] = Keyword
		}
		switch e.KeywordCheck {
		case AuraAttachment:
			if !fi.is("Aura") && !c.recovered && fi.typesKnown() {
				c.errorf(name, "only an Aura has %s", name.Name)
			}
			if fi.enchanted != Invalid {
				c.errorf(name, "a card has at most one %s keyword", name.Name)
			}
			fi.enchanted, fi.enchantedName = Object, e.BindsName
			if call != nil && len(call.Args) == 1 {
				switch c.info.Types[call.Args[0].Value] {
				case Player, Players:
					fi.enchanted = Player
				}
			}
		case EquipmentAttachment:
			if !fi.is("Equipment") && !c.recovered && fi.typesKnown() {
				c.errorf(name, "only an Equipment has %s (CR 301.5)", name.Name)
			}
			if fi.enchanted != Invalid && fi.enchantedName != e.BindsName {
				c.errorf(name, "a card attaches as an Aura or as an Equipment, not both")
			}
			fi.enchanted, fi.enchantedName = Object, e.BindsName
		case ModalSpellCost:
			switch {
			case fi.typesKnown() && !fi.isSpellCard():
				c.errorf(name, "%s is a keyword of modal instants and sorceries", name.Name)
			case fi.isSpellCard() && !c.recovered && !hasModes(fi.face):
				c.errorf(name, "%s needs a modal spell: add a choose line and modes", name.Name)
			}
		}
	}
}

// keywordWords reports whether every word of a phrase could be a
// keyword: a name or a call.
func keywordWords(words []ast.Expr) bool {
	for _, t := range words {
		switch t.(type) {
		case *ast.Ident, *ast.Call:
		default:
			return false
		}
	}
	return true
}

func hasModes(f *ast.Face) bool {
	for _, it := range f.Items {
		if _, ok := it.(*ast.Mode); ok {
			return true
		}
	}
	return false
}

func required(ps []Param) int {
	n := 0
	for _, p := range ps {
		if !p.Optional && !p.Variadic {
			n++
		}
	}
	return n
}

// Usage renders an entry's call shape: escalate(cost: mana).
func Usage(e *Entry) string {
	if !e.Sig.Call && len(e.Sig.Params) == 0 {
		return e.Name
	}
	var ps []string
	for _, p := range e.Sig.Params {
		s := p.Name + ": " + p.Type.String()
		if p.Optional {
			s += "?"
		}
		if p.Variadic {
			s += "..."
		}
		ps = append(ps, s)
	}
	return e.Name + "(" + strings.Join(ps, ", ") + ")"
}
