package eval

import (
	"math/bits"
	"testing"

	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
)

// The sum of each position a move leaves, read from its parent's rows and
// the rows the move changes, is the sum read from the position itself.
func TestChildrenSum(t *testing.T) {
	w := Learned()
	sum := w.WithoutNetwork()
	rng := enginetest.Rand(23)
	tried := 0
	for range 2000 {
		p, o := randomDiscs(rng)
		moves := board.Moves8(p, o)
		if moves == 0 {
			continue
		}
		c := w.Children(p, o)
		for x := moves; x != 0; x &= x - 1 {
			sq := bits.TrailingZeros64(x)
			f := board.Flips8(p, o, sq)
			np, no := o&^f, p|f|1<<uint(sq)
			if got, want := c.Sum(sq, f, board.Moves8(np, no)), sum.Eval(np, no); got != want {
				t.Fatalf("%#x to move against %#x, the move at %d: the sum from the parent's rows %d, from the position %d", p, o, sq, got, want)
			}
			tried++
		}
	}
	if tried < 10000 {
		t.Errorf("%d moves tried; want 10000 at least", tried)
	}
}
