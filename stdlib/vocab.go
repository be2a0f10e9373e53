package stdlib

// Supertypes are the supertypes of CR 205.4a.
var Supertypes = []string{"Basic", "Legendary", "Snow", "World", "Ongoing"}

// CardTypes maps each card type (CR 205.2a) to its subtypes (CR 205.3).
// The creature list holds the creature types the pool and common cards use.
var CardTypes = map[string][]string{
	"Artifact": {"Clue", "Equipment", "Food", "Treasure", "Vehicle", "Gold", "Blood", "Map"},
	"Battle":   {"Siege"},
	"Creature": {
		"Advisor", "Angel", "Bear", "Beast", "Bird", "Cat", "Cleric", "Construct", "Demon", "Dragon",
		"Druid", "Eldrazi", "Elemental", "Elf", "Goblin", "Golem", "Homunculus", "Horror", "Human",
		"Illusion", "Kithkin", "Knight", "Merfolk", "Naga", "Ouphe", "Phyrexian", "Robot", "Rogue",
		"Scarecrow", "Shaman", "Shapeshifter", "Snake", "Soldier", "Spirit", "Thopter", "Treefolk",
		"Vampire", "Warrior", "Wizard", "Wolf", "Zombie", "Insect", "Faerie", "Giant", "Ogre",
	},
	"Enchantment":  {"Aura", "Curse", "Saga", "Shrine", "Class", "Room", "Background", "Cartouche", "Rune", "Shard"},
	"Instant":      {"Adventure", "Arcane", "Lesson", "Trap"},
	"Kindred":      {},
	"Land":         {"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Lair", "Locus", "Cave", "Sphere", "Town"},
	"Planeswalker": {"Ajani", "Chandra", "Garruk", "Jace", "Liliana", "Nissa", "Teferi"},
	"Sorcery":      {"Adventure", "Arcane", "Lesson"},
}

// Counters are the counter kinds the language knows.
var Counters = []string{"+1/+1", "-1/-1", "loyalty", "charge", "time", "poison", "shield", "stun", "oil", "lore"}

// Colors are the color names of color indicators and token colors.
var Colors = []string{"white", "blue", "black", "red", "green", Colorless}

// Colorless is the color indicator word for no color (CR 105.2c).
const Colorless = "colorless"
