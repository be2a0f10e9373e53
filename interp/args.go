package interp

// Args are the compiled arguments of one call, in the order of the
// primitive's parameters. An implementation never indexes them: it reads
// them through accessors (Arg, RestArg) that the primitive's table binds
// from its signature once, by parameter name, so a misspelt name fails
// when the table is built rather than silently while a game runs.
type Args struct{ nodes []*Node }

// node is the argument in position i, nil when it was omitted (an
// optional parameter, or a primitive written as a bare word).
func (a Args) node(i int) *Node {
	if i < len(a.nodes) {
		return a.nodes[i]
	}
	return nil
}

// Arg reads one parameter as a Go value of type T. The zero Arg reads
// nothing; NewArg makes one for a parameter position.
type Arg[T any] struct {
	i    int
	read func(x *Ctx, n *Node) T
}

// NewArg makes the accessor of the parameter in position i, converting
// its value with read. Only a table binding a signature calls it.
func NewArg[T any](i int, read func(x *Ctx, n *Node) T) Arg[T] {
	return Arg[T]{i: i, read: read}
}

// Of evaluates the argument in the context x.
func (p Arg[T]) Of(x *Ctx, a Args) T { return p.read(x, a.node(p.i)) }

// Or evaluates the argument, or returns def when it was omitted.
func (p Arg[T]) Or(x *Ctx, a Args, def T) T {
	if n := a.node(p.i); n != nil {
		return p.read(x, n)
	}
	return def
}

// Given reports whether the argument was written.
func (p Arg[T]) Given(a Args) bool { return a.node(p.i) != nil }

// Node is the argument's compiled expression (nil when omitted), for an
// implementation that passes it on unevaluated: an effect to perform, a
// cost to pay.
func (p Arg[T]) Node(a Args) *Node { return a.node(p.i) }

// RestArg reads a variadic last parameter: every argument from its
// position on.
type RestArg struct{ i int }

// NewRestArg makes the accessor of the variadic parameter in position i.
func NewRestArg(i int) RestArg { return RestArg{i: i} }

// Nodes are the arguments written for the parameter, in order; an
// omitted one is nil.
func (p RestArg) Nodes(a Args) []*Node {
	if p.i < len(a.nodes) {
		return a.nodes[p.i:]
	}
	return nil
}
