package stdlib

import (
	_ "embed"

	"cardc/dsl"
	"cardc/interp"
)

// keywords are the keyword abilities (CR 702). Each record gives the
// keyword's name, its parameters (a cost, a quality), how its keyword line
// reads (the template: a keyword line joins keywords without reminder text
// with commas and capitalises the first; one with reminder text is a
// paragraph of its own) and its meaning: the rule of the game it changes,
// a typed hook the engine applies where that rule is decided, and, for
// the checker, what the keyword demands of the card.
func keywords() []*Primitive {
	return []*Primitive{
		keyword("flying", "Can't be blocked except by creatures with flying or reach (CR 702.9).", "keyword flying").text("flying").
			remind("{This} can't be blocked except by creatures with flying or reach.").
			rule(interp.BlockedOnlyByFliers),
		keyword("reach", "Can block creatures with flying (CR 702.17).", "keyword reach").text("reach").
			remind("{This} can block creatures with flying.").
			rule(interp.BlocksFliers),
		keyword("trample", "Excess combat damage may be assigned to the player or planeswalker (CR 702.19).", "keyword trample").text("trample").
			remind("{This} can deal excess combat damage to the player or planeswalker it's attacking.").
			rule(interp.AssignExcessToPlayer),
		keyword("haste", "Can attack and use {T} abilities the turn it comes under your control (CR 702.10).", "keyword haste").text("haste").
			remind("{This} can attack and {T} as soon as it comes under your control.").
			rule(interp.IgnoresSummoningSickness),
		keyword("changeling", "This object is every creature type (CR 702.73a): a characteristic-defining ability that works in every zone (CR 604.3), applied first in layer 4 (CR 613.3); the card's printed type line doesn't change.", "keyword reminder(changeling)").text("changeling").
			remind("This card is every creature type.").
			rule(interp.EveryCreatureType),
		keyword("vigilance", "Attacking doesn't cause it to tap (CR 702.20).", "keyword vigilance").text("vigilance").
			remind("Attacking doesn't cause {this} to tap.").
			rule(interp.AttacksUntapped),
		keyword("shroud", "Can't be the target of spells or abilities (CR 702.18).", "keyword shroud").text("shroud").
			remind("{This} can't be the target of spells or abilities.").
			rule(interp.UntargetableByAll),
		keyword("hexproof", "Can't be the target of spells or abilities your opponents control (CR 702.11).", "keyword hexproof").text("hexproof").
			remind("{This} can't be the target of spells or abilities your opponents control.").
			rule(interp.UntargetableByOpponents),
		keyword("prowess", "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn (CR 702.108).", "keyword prowess").
			says(Template{Text: "prowess", Reminder: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.",
				Forms: map[string]string{"reminder-granted": "Whenever its controller casts a noncreature spell, that creature gets +1/+1 until end of turn."}}).
			defined(),
		keyword("protection", "Can't be damaged, enchanted, equipped, blocked or targeted by anything matching the quality (CR 702.16).",
			"keyword protection(multicolored)", p("from", dsl.Objects)).text("protection from {from:bare}").
			remind("{This} can't be blocked, targeted, dealt damage, or enchanted by anything {from:bare}.").
			rule(interp.ProtectionFromQuality),
		keyword("enchant", "An Aura's restriction on what it can target and be attached to (CR 702.5); binds `enchanted`.",
			"keyword enchant(player)", p("what", dsl.AnyTargets)).says(Template{Text: "enchant {what:bare}", Forms: map[string]string{"bound": "enchanted {what:noun}"}}).
			remind("Target a {what:bare} as you cast this. This card enters attached to that {what:bare}.").
			rule(interp.EnchantRestriction).demands(dsl.AuraAttachment).binding("enchanted"),
		keyword("escalate", "An additional cost paid for each mode chosen beyond the first (CR 702.120).",
			"keyword escalate({2})", p("cost", dsl.Mana)).says(Template{Text: "escalate {cost}", Reminder: "Pay this cost for each mode chosen beyond the first."}).
			rule(interp.CostPerExtraMode).demands(dsl.ModalSpellCost),
		keyword("devoid", "A characteristic-defining ability: the object is colorless whatever its mana cost, in every zone (CR 702.114a).", "keyword devoid").
			says(Template{Text: "devoid", Reminder: "This card has no color."}).
			rule(interp.Colorless),
		keyword("unearth", "Return this card from your graveyard to the battlefield; it gains haste and is exiled at the next end step or if it would leave (CR 702.84).",
			"keyword unearth({U})", p("cost", dsl.Mana)).says(Template{Text: "unearth {cost}", Reminder: "{cost}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery."}).
			rule(interp.ReturnFromGraveyard),
	}
}

// rule sets the rule a keyword changes: its implementation is that hook,
// which the engine applies where the rule is decided.
func (pr *Primitive) rule(r interp.KeywordRule) *Primitive {
	pr.Impl = &interp.Builtin{Name: pr.Name, Rule: r}
	return pr
}

// defined marks a keyword whose meaning is its definition in the card
// language (keywords.kw): its implementation is the abilities it stands
// for, which loadDefinitions compiles.
func (pr *Primitive) defined() *Primitive {
	pr.Impl = &interp.Builtin{Name: pr.Name}
	pr.Defined = true
	return pr
}

//go:embed keywords.kw
var definitions []byte

// definitionsFile is the name diagnostics give the definitions.
const definitionsFile = "stdlib/keywords.kw"

// loadDefinitions parses, checks and compiles the keyword definitions and
// gives each defined keyword's implementation its abilities. The
// definitions are part of the table, so an error in them is a bug of this
// package: it panics.
func loadDefinitions(u *dsl.Universe, builtins map[string]*interp.Builtin) {
	f, diags := dsl.ParseKeywordFile(definitionsFile, definitions)
	defs, info, more := dsl.CheckKeywords(f, u)
	if diags = append(diags, more...); len(diags) > 0 {
		panic("stdlib: " + diags.Error())
	}
	for _, d := range defs {
		pr := byEntry[d.Entry]
		if pr == nil || !pr.Defined {
			panic("stdlib: keyword " + d.Entry.Name + " is defined in " + definitionsFile + " but its record doesn't say defined()")
		}
		abs, err := interp.CompileKeyword(info, definitionsFile, pr.Name, d.Abilities, d.Tokens, builtins)
		if err != nil {
			panic("stdlib: " + err.Error())
		}
		pr.Impl.Abilities = abs
	}
	for _, pr := range table {
		if pr.Defined && pr.Impl.Abilities == nil {
			panic("stdlib: keyword " + pr.Name + " says defined() but " + definitionsFile + " has no definition")
		}
	}
}

// binding sets the name a keyword binds for the face's abilities.
func (pr *Primitive) binding(name string) *Primitive {
	pr.BindsName = name
	return pr
}

// demands sets what the checker requires of a card with the keyword.
func (pr *Primitive) demands(k dsl.KeywordCheck) *Primitive {
	pr.KeywordCheck = k
	return pr
}
