package interp

// ChooseColor asks a player to choose a color (CR 105.1), as a resolving
// spell or ability says "the color of your choice" (CR 608.2d).
func (g *Game) ChooseColor(p PlayerID, prompt string) Colors {
	return Colors(1) << g.choose(Choice{Player: p, Kind: "color", Prompt: prompt, Options: colorNames})
}

// ColorFilter is a filter of the objects of a color, as a quality a
// resolving effect fixed: the color chosen for "protection from the color
// of your choice".
func ColorFilter(x *Ctx, c Colors) *FilterVal {
	word := &Node{Op: OpCall, Str: c.String(), Fn: &Builtin{Name: c.String(), Color: c,
		Match: func(x *Ctx, _ Args, r Ref) bool {
			return r.IsObj && x.G.Chars(x.G.Obj(r.Obj)).Colors&c != 0
		}}}
	return &FilterVal{X: x, F: &Filter{Terms: [][]*Node{{word}}, Text: c.String()}}
}

// Fixed returns the keyword with its quality fixed as it is now (CR
// 608.2h): a quality computed by a primitive, such as a color chosen as
// the effect resolves, is computed once, not each time the keyword
// applies.
func (k Keyword) Fixed(x *Ctx) Keyword {
	if k.Arg == nil || k.Arg.Op != OpCall || k.Arg.Fn == nil || k.Arg.Fn.Match != nil {
		return k
	}
	if fv, ok := x.Eval(k.Arg).(*FilterVal); ok && fv.F != nil && !fv.hasJust && fv.parts == nil {
		k.Arg = &Node{Op: OpFilter, Filter: fv.F, Type: k.Arg.Type, Pos: k.Arg.Pos}
		k.Name += " from " + fv.Text()
	}
	return k
}

// firstArg is the parameter of a keyword granted by an effect: the
// quality of "protection from …"; nil for a keyword without one.
func firstArg(n *Node) *Node {
	if len(n.Args) > 0 {
		return n.Args[0]
	}
	return nil
}

// AnyCard is a filter every card matches: "search your library for a
// card".
func AnyCard(x *Ctx) *FilterVal { return &FilterVal{X: x, F: &Filter{Text: "card"}} }

// AtRandom picks n of the objects at random (CR 701.9a: a card discarded
// at random), with the game's seeded source of randomness.
func (g *Game) AtRandom(ids []ObjID, n int) []ObjID {
	ids = append([]ObjID(nil), ids...)
	g.rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	return ids[:min(n, len(ids))]
}
