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

// eachRandomMove calls each with 3000 random boards of each side 4, 6 and
// 8, the given chance in ten of an empty square, and a random square (r, c)
// emptied to play.
func eachRandomMove(seed uint64, emptyTenths int, each func(n int, p, o uint64, r, c int)) {
	rng := rand.New(rand.NewPCG(seed, 8))
	for _, n := range []int{4, 6, 8} {
		for range 3000 {
			p, o := randomBoard(rng, n, emptyTenths)
			r, c := rng.IntN(n), rng.IntN(n)
			b := uint64(1) << uint(8*r+c)
			each(n, p&^b, o&^b, r, c)
		}
	}
}

func TestFlips8WalksEveryLine(t *testing.T) {
	eachRandomMove(1, 2, func(n int, p, o uint64, r, c int) {
		if got, want := Flips8(p, o, 8*r+c), walkFlips(n, p, o, r, c); got != want {
			t.Fatalf("%d×%d, p %#x o %#x at %d: flips %#x, want %#x", n, n, p, o, 8*r+c, got, want)
		}
	})
}

// With the board full but for the square played, every square is someone's.
func TestLastFlips8CountsTheLastMove(t *testing.T) {
	eachRandomMove(2, 0, func(n int, p, o uint64, r, c int) {
		for _, side := range [2][2]uint64{{p, o}, {o, p}} {
			want := bits.OnesCount64(walkFlips(n, side[0], side[1], r, c))
			if got := LastFlips8(side[0], 8*r+c); got != want {
				t.Fatalf("%d×%d, mover %#x at %d: %d flips, want %d", n, n, side[0], 8*r+c, got, want)
			}
		}
	})
}

// BenchmarkFlips8 finds the flips of every legal move of random midgame
// boards.
func BenchmarkFlips8(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 8))
	type move struct {
		p, o uint64
		sq   int
	}
	var ms []move
	for len(ms) < 4096 {
		p, o := randomBoard(rng, 8, 4)
		for x := moves8(p, o); x != 0; x &= x - 1 {
			ms = append(ms, move{p, o, bits.TrailingZeros64(x)})
		}
	}
	var sink uint64
	for b.Loop() {
		for _, m := range ms[:4096] {
			sink ^= Flips8(m.p, m.o, m.sq)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*4096), "ns/flip")
	if sink == 1 {
		b.Log(sink)
	}
}

func BenchmarkMoves8(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 8))
	var ps [4096][2]uint64
	for i := range ps {
		ps[i][0], ps[i][1] = randomBoard(rng, 8, 4)
	}
	var sink uint64
	for b.Loop() {
		for _, x := range ps {
			sink ^= moves8(x[0], x[1])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*4096), "ns/moves")
	if sink == 1 {
		b.Log(sink)
	}
}

// Both move generators, the vector one where the processor has it and the
// plain one, find exactly the empty squares where a move flips something
// (on a smaller board, once masked by it).
func TestMoves8WalksEveryLine(t *testing.T) {
	eachRandomMove(4, 3, func(n int, p, o uint64, _, _ int) {
		var want uint64
		for r := range n {
			for c := range n {
				b := uint64(1) << uint(8*r+c)
				if (p|o)&b == 0 && walkFlips(n, p, o, r, c) != 0 {
					want |= b
				}
			}
		}
		for name, moves := range map[string]func(p, o uint64) uint64{"moves8": moves8, "moves8Go": moves8Go} {
			if got := moves(p, o) & NewFlat8(n).All(); got != want {
				t.Fatalf("%s, %d×%d, p %#x o %#x: moves %#x, want %#x", name, n, n, p, o, got, want)
			}
		}
	})
}
