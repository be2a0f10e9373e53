package stdlib

import "cardc/dsl"

// keywords are the keyword abilities.
func keywords() []*Primitive {
	return []*Primitive{
		keyword("flying", "Can't be blocked except by creatures with flying or reach (CR 702.9).", "keyword flying").text("flying"),
		keyword("reach", "Can block creatures with flying (CR 702.17).", "keyword reach").text("reach"),
		keyword("trample", "Excess combat damage may be assigned to the player or planeswalker (CR 702.19).", "keyword trample").text("trample"),
		keyword("haste", "Can attack and use {T} abilities the turn it comes under your control (CR 702.10).", "keyword haste").text("haste"),
		keyword("vigilance", "Attacking doesn't cause it to tap (CR 702.20).", "keyword vigilance").text("vigilance"),
		keyword("shroud", "Can't be the target of spells or abilities (CR 702.18).", "keyword shroud").text("shroud"),
		keyword("hexproof", "Can't be the target of spells or abilities your opponents control (CR 702.11).", "keyword hexproof").text("hexproof"),
		keyword("prowess", "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn (CR 702.108).", "keyword prowess").says(Template{Text: "prowess", Reminder: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."}),
		keyword("protection", "Can't be damaged, enchanted, equipped, blocked or targeted by anything matching the quality (CR 702.16).",
			"keyword protection(multicolored)", p("from", dsl.Objects)).text("protection from {from:bare}"),
		keyword("enchant", "An Aura's restriction on what it can target and be attached to (CR 702.5); binds `enchanted`.",
			"keyword enchant(player)", p("what", dsl.AnyTargets)).says(Template{Text: "enchant {what:bare}", Forms: map[string]string{"bound": "enchanted {what:bare}"}}),
		keyword("escalate", "An additional cost paid for each mode chosen beyond the first (CR 702.120).",
			"keyword escalate({2})", p("cost", dsl.Mana)).says(Template{Text: "escalate {cost}", Reminder: "Pay this cost for each mode chosen beyond the first."}),
		keyword("unearth", "Return this card from your graveyard to the battlefield; it gains haste and is exiled at the next end step or if it would leave (CR 702.84).",
			"keyword unearth({U})", p("cost", dsl.Mana)).says(Template{Text: "unearth {cost}", Reminder: "{cost}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery."}),
	}
}
