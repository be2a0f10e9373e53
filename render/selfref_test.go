package render_test

import (
	"strings"
	"testing"

	"cardc/ast"
	"cardc/dsl"
	"cardc/stdlib"
)

// TestSelfReference checks how a face names itself (CR 201.5, current
// Oracle templates): a nonlegendary permanent by its type word, a subtype
// such as Aura or Equipment first, then creature, land, artifact,
// enchantment; a legendary one by its short name; an instant or sorcery
// "this spell", but by its name as the subject of its own action; a
// characteristic-defining ability by the card's name (CR 604.3).
func TestSelfReference(t *testing.T) {
	put := `
  activated {
    cost {1}, {T}
    effect put-counters(self, +1/+1, 1)
  }
  activated {
    cost {T}
    target any-target as t
    effect deal-damage(self, t, 1)
  }
}`
	for _, tc := range []struct {
		name, head string
		want       string
	}{
		{"artifact creature", "type Artifact Creature — Construct\n  pt 1/1", "this creature"},
		{"enchantment creature", "type Enchantment Creature — Elemental\n  pt 1/1", "this creature"},
		{"artifact", "type Artifact", "this artifact"},
		{"artifact land", "type Artifact Land", "this land"},
		{"enchantment", "type Enchantment", "this enchantment"},
		{"equipment", "type Artifact — Equipment", "this Equipment"},
		{"vehicle", "type Artifact — Vehicle\n  pt 1/1", "this Vehicle"},
		{"saga", "type Enchantment — Saga", "this Saga"},
		{"legendary", "type Legendary Artifact", "Zed"},
		{"legendary creature", "type Legendary Artifact Creature — Golem\n  pt 1/1", "Zed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			head := "cost {1}\n  " + tc.head
			if strings.Contains(tc.head, "Land") {
				head = tc.head // CR 305.1: a land has no mana cost
			}
			got := renderOne(t, `card "Zed, the Tester" {
  `+head+put)
			want := []string{"{1}, {T}: Put a +1/+1 counter on " + tc.want + ".", "{T}: " + capital(tc.want) + " deals 1 damage to any target."}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
			}
		})
	}
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"spell", `card "Test Blast" {
  cost {X}{R}
  type Sorcery
  target any-target as t
  effect deal-damage(self, t, 3)
  effect draw(mana-spent-to-cast(self))
}`, []string{"Test Blast deals 3 damage to any target.", "Draw cards equal to the amount of mana spent to cast this spell."}},
		{"aura", `card "Test Aura" {
  cost {G}
  type Enchantment — Aura
  keyword enchant(land)
  triggered {
    at upkeep(you)
    effect unless(you, sacrifice(creature you-control), sacrifice(self))
  }
}`, []string{"Enchant land", "At the beginning of your upkeep, sacrifice this Aura unless you sacrifice a creature."}},
		{"characteristic-defining ability", `card "Test Construct" {
  cost {4}
  type Artifact Creature — Construct
  pt */*
  static {
    effect defines-pt(count(artifact you-control))
  }
  replacement {
    effect enters-with-counters(+1/+1, 1)
  }
}`, []string{"Test Construct's power and toughness are each equal to the number of artifacts you control.", "This creature enters with a +1/+1 counter on it."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := renderOne(t, tc.src); strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}

// renderOne checks one card and renders its front face's text.
func renderOne(t *testing.T, src string) []string {
	t.Helper()
	f, diags := dsl.ParseFile("test.card", []byte(src))
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	prog, diags := dsl.Check([]*ast.File{f}, stdlib.Universe())
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	ct, err := stdlib.RenderCard(prog.Cards[0].Card, prog.Info)
	if err != nil {
		t.Fatal(err)
	}
	return ct.Faces[0].Text
}

func capital(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
