package eval

import (
	"context"
	"math/bits"
	"testing"

	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
)

// BenchmarkEvaluation evaluates random positions with the learned weights
// and with the handcrafted evaluation of 8×8.
func BenchmarkEvaluation(b *testing.B) {
	rng := enginetest.Rand(1)
	var ps [256][2]uint64
	for i := range ps {
		ps[i][0], ps[i][1] = randomDiscs(rng)
	}
	for name, ev := range map[string]Evaluator[uint64]{"learned": Learned(), "handcrafted": handcrafted8()} {
		b.Run(name, func(b *testing.B) {
			sum := 0
			for i := 0; b.Loop(); i++ {
				sum += ev.Eval(ps[i&255][0], ps[i&255][1])
			}
			_ = sum
		})
	}
}

// BenchmarkChildren reads random positions' rows once and sums the
// position each legal move leaves, as the solver's move ordering does; the
// moves' flips and replies are found before the clock starts.
func BenchmarkChildren(b *testing.B) {
	type child struct {
		sq             int
		flips, replies uint64
	}
	type parent struct {
		p, o     uint64
		children []child
	}
	rng := enginetest.Rand(2)
	var ps []parent
	for len(ps) < 256 {
		p, o := randomDiscs(rng)
		pa := parent{p: p, o: o}
		for x := board.Moves8(p, o); x != 0; x &= x - 1 {
			sq := bits.TrailingZeros64(x)
			f := board.Flips8(p, o, sq)
			pa.children = append(pa.children, child{sq, f, board.Moves8(o&^f, p|f|1<<uint(sq))})
		}
		if len(pa.children) > 0 {
			ps = append(ps, pa)
		}
	}
	w := Learned()
	sum := 0
	for i := 0; b.Loop(); i++ {
		pa := &ps[i&255]
		c := w.Children(pa.p, pa.o)
		for _, ch := range pa.children {
			sum += c.Sum(ch.sq, ch.flips, ch.replies)
		}
	}
	_ = sum
}

// BenchmarkLoadWeights reads the built-in weights, as every process that
// plays or solves on 8×8 does once.
func BenchmarkLoadWeights(b *testing.B) {
	for b.Loop() {
		var w Weights
		if err := w.UnmarshalBinary(embedded8); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFit fits weights to 400,000 positions of every stage of the
// game, in random order as games leave them, in four passes.
func BenchmarkFit(b *testing.B) {
	rng := enginetest.Rand(5)
	samples := make([]Sample, 400000)
	for i := range samples {
		var full uint64
		for bits.OnesCount64(full) < 4 {
			keep := rng.IntN(64)
			for sq := range 64 {
				if rng.IntN(64) < keep {
					full |= 1 << uint(sq)
				}
			}
		}
		p := full & rng.Uint64()
		o := full &^ p
		samples[i] = Sample{P: p, O: o, Score: bits.OnesCount64(p) - bits.OnesCount64(o)}
	}
	for b.Loop() {
		Fit{Epochs: 4, Rate: 0.02, Prior: 16}.Run(context.Background(), samples, nil, nil)
	}
}
