package interp

import (
	"strings"
)

// Choice is a decision a player must make: a target, a mode, a type of
// mana, whether to use a "may" ability, an order.
type Choice struct {
	Player  PlayerID
	Kind    string
	Prompt  string
	Options []string
	// Order asks for a permutation of Options instead of one of them.
	Order bool
}

// Chooser makes choices for players: the scenario's script, or a seeded
// random player. Choose returns the index of the chosen option; for an
// Order choice, a permutation.
type Chooser interface {
	Choose(g *Game, c Choice) ([]int, error)
}

func (g *Game) choose(c Choice) int {
	if len(c.Options) == 0 {
		Fail("no options for %s", c.Prompt)
	}
	if g.Chooser == nil {
		Fail("%s needs a choice: %s (options: %s)", g.PlayerName(c.Player), c.Prompt, strings.Join(c.Options, "; "))
	}
	r, err := g.Chooser.Choose(g, c)
	if err != nil {
		Fail("%v", err)
	}
	if len(r) != 1 || r[0] < 0 || r[0] >= len(c.Options) {
		Fail("invalid answer to %s", c.Prompt)
	}
	g.logJoin(g.PlayerName(c.Player), " chooses ", c.Options[r[0]], " for ", c.Kind)
	return r[0]
}

func (g *Game) chooseOrder(c Choice) []int {
	c.Order = true
	if g.Chooser == nil {
		Fail("%s needs a choice: %s (options: %s)", g.PlayerName(c.Player), c.Prompt, strings.Join(c.Options, "; "))
	}
	r, err := g.Chooser.Choose(g, c)
	if err != nil {
		Fail("%v", err)
	}
	if len(r) != len(c.Options) {
		Fail("the order for %s must list all %d options", c.Prompt, len(c.Options))
	}
	seen := map[int]bool{}
	var names []string
	for _, i := range r {
		if i < 0 || i >= len(c.Options) || seen[i] {
			Fail("invalid order for %s", c.Prompt)
		}
		seen[i] = true
		names = append(names, c.Options[i])
	}
	g.logf("%s orders %s: %s", g.PlayerName(c.Player), c.Kind, strings.Join(names, ", "))
	return r
}

// YesNo asks a yes/no question.
func (g *Game) YesNo(p PlayerID, kind, prompt string) bool {
	return g.choose(Choice{Player: p, Kind: kind, Prompt: prompt, Options: []string{"yes", "no"}}) == 0
}

// ChooseOption asks a player to choose one of several options named by
// words (an action to perform, CR 101.4), and returns its index.
func (g *Game) ChooseOption(p PlayerID, kind, prompt string, options []string) int {
	return g.choose(Choice{Player: p, Kind: kind, Prompt: prompt, Options: options})
}

// ChooseRef asks a player to choose one of several objects or players.
func (g *Game) ChooseRef(p PlayerID, kind, prompt string, refs []Ref) Ref {
	if len(refs) == 0 {
		Fail("nothing to choose for %s", prompt)
	}
	var opts []string
	for _, r := range refs {
		opts = append(opts, g.RefName(r))
	}
	return refs[g.choose(Choice{Player: p, Kind: kind, Prompt: prompt, Options: opts})]
}

// ChooseManaType asks for one type from a set; a set of one needs no choice.
func (g *Game) ChooseManaType(p PlayerID, set ManaSet, prompt string) ManaType {
	ts := set.Types()
	if len(ts) == 1 {
		return ts[0]
	}
	var opts []string
	for _, t := range ts {
		opts = append(opts, t.String())
	}
	return ts[g.choose(Choice{Player: p, Kind: "mana type", Prompt: prompt, Options: opts})]
}

// errorf formats an error for the caller of an action.
func errorf(format string, args ...any) error {
	return runtimeErrorf(format, args...)
}

func runtimeErrorf(format string, args ...any) *RuntimeError {
	return errorOf(format, args)
}
