package board

import (
	"math/rand/v2"
	"testing"
)

// Without AVX2 the assembly's moves8 hands the boards to moves8Go, and
// finds the same moves.
func TestMoves8WithoutAVX2(t *testing.T) {
	defer func(had bool) { hasAVX2 = had }(hasAVX2)
	hasAVX2 = false
	rng := rand.New(rand.NewPCG(8, 3))
	for range 1000 {
		p, o := randomBoard(rng, 8, 4)
		if got, want := moves8(p, o), moves8Go(p, o); got != want {
			t.Fatalf("p %#x o %#x: moves %#x, want %#x", p, o, got, want)
		}
	}
}
