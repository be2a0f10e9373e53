package interp_test

import (
	"strings"
	"testing"

	"cardc/interp"
	"cardc/player"
)

// TestCachesMatchRecomputing plays random games with cache checking on:
// every cache hit is recomputed and compared, so a missing invalidation
// panics, and PlayRandom reports the panic as a violation.
func TestCachesMatchRecomputing(t *testing.T) {
	p := pool(t)
	cc := &interp.CacheCheck{}
	games := 20
	if testing.Short() {
		games = 5
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		_, _, vs := player.PlayRandomCheckingCaches(p, seed, 2000, cc)
		for _, v := range vs {
			t.Errorf("seed %d: %s", seed, v)
		}
	}
	hits, misses := cc.Hits, cc.Misses
	if hits+misses == 0 {
		t.Fatal("no characteristics were computed")
	}
	t.Logf("characteristics cache: %d hits, %d misses (%.1f%% hits)", hits, misses, 100*float64(hits)/float64(hits+misses))
}

// TestCheckInvariantsReportsBrokenStates breaks a game's state on purpose.
func TestCheckInvariantsReportsBrokenStates(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	bears := put(t, g, p, "Grizzly Bears", 0, interp.Battlefield)
	opt := put(t, g, p, "Opt", 1, interp.Library)
	if v := g.CheckInvariants(0); v != "" {
		t.Fatalf("a sound game: %s", v)
	}
	g.Players[1].Hand = append(g.Players[1].Hand, bears.ID)
	if v, want := g.CheckInvariants(0), "Grizzly Bears#1 is in both battlefield and bob's hand"; v != want {
		t.Errorf("an object in two zones: %q, want %q", v, want)
	}
	g.Players[1].Hand = nil
	library := g.Players[1].Library
	g.Players[1].Library = nil
	if v, want := g.CheckInvariants(0), "Opt#2 is in library but in no zone list"; v != want {
		t.Errorf("an object in no list: %q, want %q", v, want)
	}
	g.Players[1].Library = library
	g.Battlefield, g.Players[1].Graveyard = nil, []interp.ObjID{bears.ID}
	if v, want := g.CheckInvariants(0), "Grizzly Bears#1 is listed in bob's graveyard but is in battlefield"; v != want {
		t.Errorf("an object in the wrong list: %q, want %q", v, want)
	}
	g.Battlefield, g.Players[1].Graveyard = []interp.ObjID{bears.ID}, nil
	opt.Counters = interp.Counters{{Kind: "time", N: -1}}
	if v, want := g.CheckInvariants(0), "Opt#2 has -1 time counters"; v != want {
		t.Errorf("a card in a library with negative counters: %q, want %q", v, want)
	}
	opt.Counters = nil
	if v := g.CheckInvariants(0); v != "" {
		t.Fatalf("the game put right: %s", v)
	}
	g.Note("Grizzly Bears#1 fights Ghost#77")
	if v, want := g.CheckInvariants(0), `the log names #77, which never existed: "Grizzly Bears#1 fights Ghost#77"`; v != want {
		t.Errorf("a log line naming nothing: %q, want %q", v, want)
	}
}

// TestFixedProduction: a mana ability that adds a mana literal, or mana of
// pure words ("{U} or {B}", "one mana of any color"), knows its types
// without running; one that asks what others could produce doesn't.
func TestFixedProduction(t *testing.T) {
	p := pool(t)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	for _, c := range []struct {
		card string
		want string
	}{
		{"Forest", "{G}"},
		{"Wastes", "{C}"},
		{"Drowned Catacomb", "{U}{B}"},
		{"Birds of Paradise", "{W}{U}{B}{R}{G}"},
		{"Reflecting Pool", "none"},
		{"Exotic Orchard", "none"},
	} {
		o := put(t, g, p, c.card, 0, interp.Battlefield)
		var got []string
		for _, ab := range g.Abilities(o) {
			if ab.Kind == interp.ManaAbility {
				got = append(got, ab.Produces.String())
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: fixed production %v, want [%s]", c.card, got, c.want)
		}
	}
}

const productionCards = `
card "Test Forest" {
  type Basic Land — Forest
}

card "Test Pool" {
  type Land
  text "{T}: Add one mana of any type that a land you control could produce."

  mana {
    cost {T}
    effect produce-mana(one-of(could-produce(land you-control)))
  }
}

card "Test Hoard" {
  type Land
  text "{T}: Add one mana of any type that a land card in your graveyard could produce."

  mana {
    cost {T}
    effect produce-mana(one-of(could-produce(land in-your-graveyard)))
  }
}
`

// TestLocalProduction: what a mana ability could produce is remembered
// only when it depends on the battlefield alone (CR 106.7). A land that
// adds mana of a type a land card in your graveyard could produce could
// produce nothing with an empty graveyard and {G} once a Forest is in
// it, though the battlefield is the same.
func TestLocalProduction(t *testing.T) {
	p := compileCards(t, productionCards)
	g := interp.NewGame(p, []string{"alice", "bob"}, 1)
	forest := put(t, g, p, "Test Forest", 0, interp.Battlefield)
	pool := put(t, g, p, "Test Pool", 0, interp.Battlefield)
	hoard := put(t, g, p, "Test Hoard", 0, interp.Battlefield)
	for _, c := range []struct {
		o     *interp.Object
		local bool
	}{{forest, true}, {pool, true}, {hoard, false}} {
		abs := g.ManaAbilities(c.o)
		if len(abs) != 1 || abs[0].LocalProduction != c.local {
			t.Errorf("%s: local production %v, want %v", g.Name(c.o.ID), abs[0].LocalProduction, c.local)
		}
	}
	ids := []interp.ObjID{forest.ID, pool.ID, hoard.ID}
	show := func() string {
		var out []string
		for _, s := range g.CouldProduceEach(ids) {
			out = append(out, s.String())
		}
		return strings.Join(out, " ")
	}
	if got, want := show(), "{G} {G} none"; got != want {
		t.Errorf("empty graveyard: could produce %s, want %s", got, want)
	}
	put(t, g, p, "Test Forest", 0, interp.Graveyard)
	if got, want := show(), "{G} {G} {G}"; got != want {
		t.Errorf("a Forest in the graveyard: could produce %s, want %s", got, want)
	}
}
