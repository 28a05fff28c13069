//go:build goexperiment.simd && amd64

package board

import (
	"math/rand/v2"
	"testing"
)

// Flips8 agrees with the tables at every empty square of random boards,
// from nearly empty to nearly full, both with the processor's AVX2 (where
// it has it) and without.
func TestFlips8VectorMatchesLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for i := range 20000 {
		p, o := randomBoard(rng, 8, i%10)
		for sq := range 64 {
			if (p|o)>>uint(sq)&1 != 0 {
				continue
			}
			want := flips8Lines(p, o, sq)
			if got := Flips8(p, o, sq); got != want {
				t.Fatalf("p %#x o %#x at %d: flips %#x, want %#x", p, o, sq, got, want)
			}
			if got := withoutAVX2(func() uint64 { return Flips8(p, o, sq) }); got != want {
				t.Fatalf("without AVX2, p %#x o %#x at %d: flips %#x, want %#x", p, o, sq, got, want)
			}
		}
	}
}

// withoutAVX2 runs f as on a processor without AVX2.
func withoutAVX2(f func() uint64) uint64 {
	defer func(had bool) { hasAVX2 = had }(hasAVX2)
	hasAVX2 = false
	return f()
}
