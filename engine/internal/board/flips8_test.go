package board

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// walkFlips finds the flips of p at (r, c) on an n×n board by walking each
// direction square by square.
func walkFlips(n int, p, o uint64, r, c int) uint64 {
	var all uint64
	for _, d := range [8][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}} {
		var run uint64
		for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < n && cc >= 0 && cc < n; rr, cc = rr+d[0], cc+d[1] {
			b := uint64(1) << uint(8*rr+cc)
			if o&b == 0 {
				if p&b != 0 {
					all |= run
				}
				break
			}
			run |= b
		}
	}
	return all
}

// randomBoard fills an n×n board on the 8-wide layout, leaving each square
// empty with the given chance in ten.
func randomBoard(rng *rand.Rand, n, emptyTenths int) (p, o uint64) {
	for r := range n {
		for c := range n {
			b := uint64(1) << uint(8*r+c)
			switch k := rng.IntN(10); {
			case k < emptyTenths:
			case k%2 == 0:
				p |= b
			default:
				o |= b
			}
		}
	}
	return p, o
}

func TestFlips8WalksEveryLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 8))
	for _, n := range []int{4, 6, 8} {
		for range 3000 {
			p, o := randomBoard(rng, n, 2)
			r, c := rng.IntN(n), rng.IntN(n)
			sq := 8*r + c
			p, o = p&^(1<<uint(sq)), o&^(1<<uint(sq))
			if got, want := Flips8(p, o, sq), walkFlips(n, p, o, r, c); got != want {
				t.Fatalf("%d×%d, p %#x o %#x at %d: flips %#x, want %#x", n, n, p, o, sq, got, want)
			}
		}
	}
}

func TestLastFlips8CountsTheLastMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 8))
	for _, n := range []int{4, 6, 8} {
		for range 3000 {
			p, _ := randomBoard(rng, n, 0)
			r, c := rng.IntN(n), rng.IntN(n)
			sq := 8*r + c
			p &^= 1 << uint(sq)
			o := NewFlat8(n).All() &^ p &^ (1 << uint(sq))
			for _, side := range [2][2]uint64{{p, o}, {o, p}} {
				want := bits.OnesCount64(walkFlips(n, side[0], side[1], r, c))
				if got := LastFlips8(side[0], sq); got != want {
					t.Fatalf("%d×%d, mover %#x at %d: %d flips, want %d", n, n, side[0], sq, got, want)
				}
			}
		}
	}
}
