package ast

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestReadMana(t *testing.T) {
	for _, c := range []struct {
		text string
		want Mana
	}{
		{"0", Mana{Kind: ManaGeneric}},
		{"12", Mana{Kind: ManaGeneric, Generic: 12}},
		{"X", Mana{Kind: ManaX}},
		{"S", Mana{Kind: ManaSnow}},
		{"T", Mana{Kind: ManaTap}},
		{"Q", Mana{Kind: ManaUntap}},
		{"G", Mana{Kind: ManaColored, Type: ManaG}},
		{"C", Mana{Kind: ManaColored, Type: ManaC}},
		{"R/P", Mana{Kind: ManaColored, Type: ManaR, Phyrexian: true}},
		{"W/U", Mana{Kind: ManaHybrid, NHybrid: 2, Hybrid: [3]ManaType{ManaW, ManaU}}},
		{"U/W", Mana{Kind: ManaHybrid, NHybrid: 2, Hybrid: [3]ManaType{ManaU, ManaW}}},
		{"2/B", Mana{Kind: ManaHybrid, TwoHybrid: true, NHybrid: 1, Hybrid: [3]ManaType{ManaB}}},
		{"C/W", Mana{Kind: ManaHybrid, NHybrid: 2, Hybrid: [3]ManaType{ManaC, ManaW}}},
		{"G/U/P", Mana{Kind: ManaHybrid, NHybrid: 2, Hybrid: [3]ManaType{ManaG, ManaU}, Phyrexian: true}},
		{"W/U/G", Mana{Kind: ManaHybrid, NHybrid: 3, Hybrid: [3]ManaType{ManaW, ManaU, ManaG}}},
		{"W/W", Mana{Kind: ManaInvalid}},
		{"W/U/G/B", Mana{Kind: ManaInvalid}},
		{"W/", Mana{Kind: ManaInvalid}},
		{"W/C", Mana{Kind: ManaInvalid}},
		{"W/2", Mana{Kind: ManaInvalid}},
		{"P/W", Mana{Kind: ManaInvalid}},
		{"2/W/P", Mana{Kind: ManaInvalid}},
		{"w", Mana{Kind: ManaInvalid}},
		{"", Mana{Kind: ManaInvalid}},
		{"GG", Mana{Kind: ManaInvalid}},
	} {
		if diff := cmp.Diff(c.want, ReadMana(c.text)); diff != "" {
			t.Errorf("ReadMana(%q) (-want +got):\n%s", c.text, diff)
		}
	}
}

func TestReadPT(t *testing.T) {
	for _, c := range []struct {
		text string
		want PTValue
	}{
		{"2", PTValue{N: 2}},
		{"0", PTValue{}},
		{"*", PTValue{Star: true}},
		{"+1", PTValue{N: 1, Sign: '+'}},
		{"-1", PTValue{N: -1, Sign: '-'}},
		{"+0", PTValue{Sign: '+'}},
		{"+*", PTValue{Star: true, Sign: '+'}},
		{"99999999999999999999", PTValue{}},
	} {
		if got := ReadPT(c.text); got != c.want {
			t.Errorf("ReadPT(%q) = %+v, want %+v", c.text, got, c.want)
		}
	}
}

func TestReadManaNumbers(t *testing.T) {
	for _, c := range []struct {
		text string
		want Mana
	}{
		{"+3", Mana{Kind: ManaGeneric, Generic: 3}},
		{"-1", Mana{Kind: ManaGeneric, Generic: -1}},
		{"+", Mana{Kind: ManaInvalid}},
		{"99999999999999999999", Mana{Kind: ManaInvalid}},
	} {
		if diff := cmp.Diff(c.want, ReadMana(c.text)); diff != "" {
			t.Errorf("ReadMana(%q) (-want +got):\n%s", c.text, diff)
		}
	}
}

func BenchmarkReadMana(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range []string{"3", "G", "X", "W/U", "2/W", "G/U/P", "W/U/G/B"} {
			ReadMana(t)
		}
	}
}
