package scenario_test

import (
	"fmt"
	"strings"
	"testing"

	"cardc/dsl"
	"cardc/scenario"
)

// TestUnexercised: the words no passing run exercised, primitives first,
// then events, filter words and keywords, each by name; a failing run's
// words don't count, and a keyword counts by its name.
func TestUnexercised(t *testing.T) {
	e := func(name string, kind dsl.EntryKind, result dsl.Type) *dsl.Entry {
		return &dsl.Entry{Name: name, Kind: kind, Sig: dsl.Signature{Result: result}}
	}
	draw, destroy := e("draw", dsl.Function, 0), e("destroy", dsl.Function, 0)
	dies, enters := e("dies", dsl.Function, dsl.Event), e("enters", dsl.Function, dsl.Event)
	tapped := e("tapped-for-mana", dsl.Function, dsl.ManaEvent)
	another, nontoken := e("another", dsl.FilterWord, dsl.Objects), e("nontoken", dsl.FilterWord, dsl.Objects)
	flying, reach := e("flying", dsl.KeywordAbility, 0), e("reach", dsl.KeywordAbility, 0)
	u := dsl.NewUniverse([]*dsl.Entry{reach, nontoken, draw, tapped, flying, another, destroy, dies, enters}, nil, nil, nil, nil)
	outs := []scenario.Outcome{
		{Passed: true, Result: &scenario.Result{Entries: []*dsl.Entry{draw, another}, Keywords: []string{"flying"}}},
		{Passed: false, Result: &scenario.Result{Entries: []*dsl.Entry{destroy, enters, nontoken}, Keywords: []string{"reach"}}},
		{Passed: true, Result: &scenario.Result{Entries: []*dsl.Entry{dies}}},
		{Passed: true}, // it didn't run
	}
	var got []string
	for _, w := range scenario.Unexercised(u, outs) {
		got = append(got, fmt.Sprintf("%s %s", w.Kind, w.Name))
	}
	want := []string{
		"primitive destroy",
		"event enters",
		"event tapped-for-mana",
		"filter word nontoken",
		"keyword reach",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
