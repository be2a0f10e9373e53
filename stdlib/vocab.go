package stdlib

// The type-line vocabulary of the Comprehensive Rules (CR 205), the counter
// kinds and the colors. vocab_test.go holds these lists against the rules
// text in testdata/cr-205.txt: a word missing here or one the rules don't
// list fails it.

// Supertypes are the supertypes (CR 205.4a).
var Supertypes = []string{"Basic", "Legendary", "Ongoing", "Snow", "World"}

// A SubtypeList is one list of subtypes of CR 205.3, shared by the card
// types that have it (creatures and kindreds share creature types, CR
// 205.3m). Apostrophes are written ' as on a type line; a subtype of
// several words (Time Lord) is one entry.
type SubtypeList struct {
	Kind  string // what the rules call its subtypes: "creature type"
	Rule  string // the rule that lists them: "205.3m"
	Words []string
}

var (
	// ArtifactTypes are CR 205.3g.
	ArtifactTypes = &SubtypeList{"artifact type", "205.3g", []string{
		"Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification",
		"Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone", "Spacecraft", "Stone",
		"Treasure", "Vehicle",
	}}
	// EnchantmentTypes are CR 205.3h.
	EnchantmentTypes = &SubtypeList{"enchantment type", "205.3h", []string{
		"Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
		"Shard", "Shrine",
	}}
	// LandTypes are CR 205.3i; the basic ones are the keys of BasicLandMana.
	LandTypes = &SubtypeList{"land type", "205.3i", []string{
		"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
		"Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
	}}
	// PlaneswalkerTypes are CR 205.3j.
	PlaneswalkerTypes = &SubtypeList{"planeswalker type", "205.3j", []string{
		"Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix",
		"Chandra", "Comet", "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin",
		"Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist", "Guff",
		"Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya", "Kiora", "Koth",
		"Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset", "Niko", "Nissa",
		"Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut", "Sarkhan", "Serra",
		"Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo", "Tezzeret", "Tibalt", "Tyvar",
		"Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos", "Will", "Windgrace", "Wrenn",
		"Xenagos", "Yanggu", "Yanling", "Zariel",
	}}
	// SpellTypes are CR 205.3k.
	SpellTypes = &SubtypeList{"spell type", "205.3k", []string{"Adventure", "Arcane", "Lesson", "Omen", "Trap"}}
	// CreatureTypes are CR 205.3m.
	CreatureTypes = &SubtypeList{"creature type", "205.3m", []string{
		"Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon",
		"Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog", "Aurochs",
		"Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat", "Bear", "Beast",
		"Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Blinkmoth", "Boar", "Bringer",
		"Brushwagg", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat", "Centaur", "Child",
		"Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct", "Coward", "Coyote", "Crab",
		"Crocodile", "C'tan", "Custodes", "Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod", "Demon",
		"Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake",
		"Dreadnought", "Drix", "Drone", "Druid", "Dryad", "Dwarf", "Echidna", "Efreet", "Egg", "Elder",
		"Eldrazi", "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish",
		"Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith",
		"Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin",
		"Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hedgehog", "Hellion", "Hero",
		"Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena",
		"Illusion", "Imp", "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish",
		"Juggernaut", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Llama", "Lamia",
		"Lammasu", "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Lobster", "Manticore",
		"Masticore", "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole",
		"Monger", "Mongoose", "Monk", "Monkey", "Moogle", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr",
		"Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble",
		"Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe",
		"Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest",
		"Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine",
		"Possum", "Praetor", "Primarch", "Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger",
		"Rat", "Rebel", "Reflection", "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander",
		"Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout",
		"Sculpture", "Seal", "Serf", "Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark",
		"Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail", "Snake",
		"Soldier", "Soltari", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit",
		"Splinter", "Sponge", "Squid", "Squirrel", "Starfish", "Surrakar", "Survivor", "Symbiote",
		"Synth", "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull", "Tiefling", "Time Lord",
		"Toy", "Treefolk", "Trilobite", "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn",
		"Vampire", "Varmint", "Vedalken", "Villain", "Volver", "Wall", "Walrus", "Warlock", "Warrior",
		"Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm",
		"Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
	}}
	// PlanarTypes are CR 205.3n. All the words after a plane's dash are
	// one planar type (CR 205.3b).
	PlanarTypes = &SubtypeList{"planar type", "205.3n", []string{
		"The Abyss", "Alara", "Alfava Metraxis", "Amonkhet", "Androzani Minor", "Antausia",
		"Apalapucia", "Arcavios", "Arkhos", "Avishkar", "Azgol", "Belenon", "Bolas's Meditation Realm",
		"Capenna", "Cridhe", "The Dalek Asylum", "Darillium", "Dominaria", "Earth", "Echoir",
		"Eldraine", "Equilor", "Ergamon", "Fabacin", "Fiora", "Gallifrey", "Gargantikar", "Gobakhan",
		"Horsehead Nebula", "Ikoria", "Innistrad", "Iquatana", "Ir", "Ixalan", "Kaldheim", "Kamigawa",
		"Kandoka", "Karsus", "Kephalai", "Kinshala", "Kolbahan", "Kylem", "Kyneth", "The Library",
		"Lorwyn", "Luvion", "Mars", "Mercadia", "Mirrodin", "Moag", "Mongseng", "Moon", "Muraganda",
		"Necros", "New Earth", "New Phyrexia", "Outside Mutter's Spiral", "Phyrexia", "Pyrulea",
		"Rabiah", "Rath", "Ravnica", "Regatha", "Segovia", "Serra's Realm", "Shadowmoor", "Shandalar",
		"Shenmeng", "Skaro", "Spacecraft", "Tarkir", "Theros", "Time", "Trenzalore", "Ulgrotha",
		"Unknown Planet", "Valla", "Vryn", "Wildfire", "Xerex", "Zendikar", "Zhalfir",
	}}
	// DungeonTypes are CR 205.3p.
	DungeonTypes = &SubtypeList{"dungeon type", "205.3p", []string{"Undercity"}}
	// BattleTypes are CR 205.3q.
	BattleTypes = &SubtypeList{"battle type", "205.3q", []string{"Siege"}}
)

// A CardType is one card type of CR 205.2a.
type CardType struct {
	Name     string
	Section  string       // the rules section on it: "302"
	Subtypes *SubtypeList // nil for a card type with no subtypes (CR 205.3r)
	// Variant, when set, names where the card type is played: a card of
	// a casual variant, or a dungeon outside the game, which the card
	// language doesn't script ("Planechase (CR 901)").
	Variant string
}

// CardTypeList holds every card type of CR 205.2a, in the rules' order.
var CardTypeList = []*CardType{
	{Name: "Artifact", Section: "301", Subtypes: ArtifactTypes},
	{Name: "Battle", Section: "310", Subtypes: BattleTypes},
	{Name: "Conspiracy", Section: "315", Variant: "Conspiracy Draft (CR 905)"},
	{Name: "Creature", Section: "302", Subtypes: CreatureTypes},
	{Name: "Dungeon", Section: "309", Subtypes: DungeonTypes, Variant: "venture into the dungeon (CR 309)"},
	{Name: "Enchantment", Section: "303", Subtypes: EnchantmentTypes},
	{Name: "Instant", Section: "304", Subtypes: SpellTypes},
	{Name: "Kindred", Section: "308", Subtypes: CreatureTypes},
	{Name: "Land", Section: "305", Subtypes: LandTypes},
	{Name: "Phenomenon", Section: "312", Variant: "Planechase (CR 901)"},
	{Name: "Plane", Section: "311", Subtypes: PlanarTypes, Variant: "Planechase (CR 901)"},
	{Name: "Planeswalker", Section: "306", Subtypes: PlaneswalkerTypes},
	{Name: "Scheme", Section: "314", Variant: "Archenemy (CR 904)"},
	{Name: "Sorcery", Section: "307", Subtypes: SpellTypes},
	{Name: "Vanguard", Section: "313", Variant: "Vanguard (CR 902)"},
}

// CardTypes maps each card type a card of the language may have to its
// subtypes (CR 205.3): the card types of CR 205.2a but those of variants.
var CardTypes = func() map[string][]string {
	m := map[string][]string{}
	for _, ct := range CardTypeList {
		if ct.Variant == "" {
			m[ct.Name] = ct.Subtypes.Words
		}
	}
	return m
}()

// VariantCardTypes maps each card type of a variant to where it is played.
var VariantCardTypes = func() map[string]string {
	m := map[string]string{}
	for _, ct := range CardTypeList {
		if ct.Variant != "" {
			m[ct.Name] = ct.Variant
		}
	}
	return m
}()

// SubtypeLists are the lists of CR 205.3, in the rules' order.
var SubtypeLists = []*SubtypeList{ArtifactTypes, EnchantmentTypes, LandTypes, PlaneswalkerTypes, SpellTypes,
	CreatureTypes, PlanarTypes, DungeonTypes, BattleTypes}

// Counters are the counter kinds the language knows (CR 122).
var Counters = []string{"+1/+1", "-1/-1", "loyalty", "defense", "charge", "time", "poison", "shield", "stun", "oil", "lore", "quest", "double-strike", "energy"}

// Colors are the color names of color indicators and token colors: the
// five colors (CR 105.1) and colorless, which is not one (CR 105.4).
var Colors = []string{"white", "blue", "black", "red", "green", Colorless}

// Colorless is the color indicator word for no color (CR 105.2c).
const Colorless = "colorless"
