package engine

import (
	"context"
	"testing"
)

func BenchmarkPerft8x8(b *testing.B) {
	v, _ := Flat(8)
	start := v.Start()
	var leaves uint64
	for b.Loop() {
		n, _ := Perft(context.Background(), start, 10)
		leaves += n
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

// benchPositions are positions from seeded random games on v, each with a
// legal move.
func benchPositions(b *testing.B, v Variant) []Position {
	b.Helper()
	rng := newTestRand(1)
	var out []Position
	for len(out) < 256 {
		p := v.Start()
		for !p.Outcome().Over() {
			moves := p.LegalMoves()
			if len(moves) > 0 {
				out = append(out, p)
			}
			m := Pass
			if len(moves) > 0 {
				m = moves[rng.IntN(len(moves))]
			}
			p, _, _ = p.Play(m)
		}
	}
	return out
}

func benchMoves(b *testing.B, v Variant) {
	ps := benchPositions(b, v)
	n := 0
	for i := 0; b.Loop(); i++ {
		n += len(ps[i%len(ps)].LegalMoves())
	}
	if n == 0 {
		b.Fatal("no moves")
	}
}

func benchPlay(b *testing.B, v Variant) {
	ps := benchPositions(b, v)
	moves := make([]Move, len(ps))
	for i, p := range ps {
		moves[i] = p.LegalMoves()[0]
	}
	for i := 0; b.Loop(); i++ {
		k := i % len(ps)
		if _, _, err := ps[k].Play(moves[k]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMovesSphere(b *testing.B) { benchMoves(b, Sphere()) }
func BenchmarkPlaySphere(b *testing.B)  { benchPlay(b, Sphere()) }
func BenchmarkMoves26x26(b *testing.B) {
	v, _ := Flat(26)
	benchMoves(b, v)
}
func BenchmarkPlay26x26(b *testing.B) {
	v, _ := Flat(26)
	benchPlay(b, v)
}

// Whether a game is over, which a frame asks of each move scored.
func BenchmarkOutcome26x26(b *testing.B) {
	v, _ := Flat(26)
	ps := benchPositions(b, v)
	over := 0
	for i := 0; b.Loop(); i++ {
		if ps[i%len(ps)].Outcome().Over() {
			over++
		}
	}
	if over > 0 {
		b.Fatal("a position with a legal move is over")
	}
}

func BenchmarkMoves8x8(b *testing.B) {
	v, _ := Flat(8)
	benchMoves(b, v)
}
func BenchmarkPlay8x8(b *testing.B) {
	v, _ := Flat(8)
	benchPlay(b, v)
}
