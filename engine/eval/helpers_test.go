package eval

import (
	"math/rand/v2"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/board"
)

func newTestRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed)) }

func mustFlat(t testing.TB, n int) engine.Variant {
	t.Helper()
	v, err := engine.Flat(n)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// handcrafted8 is the handcrafted evaluation of 8×8.
func handcrafted8() Evaluator[uint64] { return NewFlat[uint64](board.NewFlat8(8), 8) }
