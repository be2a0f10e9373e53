package interp_test

import (
	"fmt"
	"testing"

	"cardc/interp"
)

// BenchmarkManaMultipliers taps a Forest for mana under n replacement
// effects that each triple it, and asks what Reflecting Pool could
// produce (CR 106.7) under them: both must take time linear in n, not
// try every order of the effects (issue: 12 effects once took minutes).
func BenchmarkManaMultipliers(b *testing.B) {
	p := pool(b)
	for _, n := range []int{1, 12, 30} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			g := interp.NewGame(p, []string{"alice", "bob"}, 1)
			forest := put(b, g, p, "Forest", 0, interp.Battlefield)
			refl := put(b, g, p, "Reflecting Pool", 0, interp.Battlefield)
			for i := 0; i < n; i++ {
				put(b, g, p, "Nyxbloom Ancient", 0, interp.Battlefield)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				f := g.Fork()
				fo := f.Obj(forest.ID)
				f.ActivateManaAs(0, fo, f.ManaAbilities(fo)[0], nil)
				if got := f.Players[0].Pool[0].Amount; got != pow3(n) {
					b.Fatalf("pool %d, want %d", got, pow3(n))
				}
				if s := f.CouldProduceEach([]interp.ObjID{refl.ID})[0]; s != interp.ManaSet(0).With(interp.ManaG) {
					b.Fatalf("could produce %s", s)
				}
			}
		})
	}
}

func pow3(n int) int {
	r := 1
	for i := 0; i < n; i++ {
		r *= 3
	}
	return r
}
