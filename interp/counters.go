package interp

import "sort"

// Counter is the number of counters of one kind on an object.
type Counter struct {
	Kind string
	N    int
}

// Counters are the counters on an object: one entry a kind, in the order
// the kinds first came. A kind can be listed with no counters (a
// scenario's "0 +1/+1 counters"). Being a plain slice, the counters of
// every object are copied by Fork in one allocation.
type Counters []Counter

// Get returns the number of counters of a kind.
func (cs Counters) Get(kind string) int {
	for _, c := range cs {
		if c.Kind == kind {
			return c.N
		}
	}
	return 0
}

// Add changes the number of counters of a kind by n, listing the kind
// when it isn't.
func (cs *Counters) Add(kind string, n int) {
	for i := range *cs {
		if (*cs)[i].Kind == kind {
			(*cs)[i].N += n
			return
		}
	}
	*cs = append(*cs, Counter{Kind: kind, N: n})
}

// Set sets the number of counters of a kind.
func (cs *Counters) Set(kind string, n int) {
	cs.Add(kind, n-cs.Get(kind))
}

// Delete removes a kind from the list.
func (cs *Counters) Delete(kind string) {
	for i, c := range *cs {
		if c.Kind == kind {
			*cs = append((*cs)[:i], (*cs)[i+1:]...)
			return
		}
	}
}

// Kinds returns the kinds listed, sorted.
func (cs Counters) Kinds() []string {
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, c.Kind)
	}
	sort.Strings(out)
	return out
}

// LoyaltyCounter is the kind of counter a planeswalker's loyalty is
// (CR 306.5b, 209.1).
const LoyaltyCounter CounterKind = "loyalty"

// DefenseCounter is the kind of counter a battle's defense is (CR 310.4b,
// 310.4c).
const DefenseCounter CounterKind = "defense"
