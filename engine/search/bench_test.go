package search

import (
	"context"
	"fmt"
	"math/bits"
	"testing"

	"reversi/engine/internal/board"
	"reversi/ffo"
)

// BenchmarkSolveFFO solves sets of the FFO suite on one thread, each score
// checked: go test ./engine/search -run - -bench SolveFFO -benchtime 1x.
func BenchmarkSolveFFO(b *testing.B) {
	cases, err := ffo.Cases()
	if err != nil {
		b.Fatal(err)
	}
	// A first solve reads the weights and takes the tables, once a process:
	// tens of milliseconds that are no set's.
	if _, err := Solve(b.Context(), mustParse(b, cases[0].Position), SolveOptions{Threads: 1}); err != nil {
		b.Fatal(err)
	}
	for _, set := range [][2]int{{1, 19}, {20, 29}, {30, 39}, {40, 44}, {45, 49}} {
		b.Run(fmt.Sprintf("%d-%d", set[0], set[1]), func(b *testing.B) {
			var nodes int64
			for b.Loop() {
				for _, c := range cases[set[0]-1 : set[1]] {
					sol, err := Solve(b.Context(), mustParse(b, c.Position), SolveOptions{Threads: 1})
					if err != nil || sol.Score != c.Score {
						b.Fatalf("#%d: %+d, want %+d (%v)", c.Number, sol.Score, c.Score, err)
					}
					nodes += sol.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
		})
	}
}

// BenchmarkEvaluation evaluates random positions with the learned weights
// and with the handcrafted evaluation of 8×8.
func BenchmarkEvaluation(b *testing.B) {
	rng := newTestRand(1)
	var ps [256][2]uint64
	for i := range ps {
		ps[i][0], ps[i][1] = randomDiscs(rng)
	}
	w := familyOf(mustFlat(b, 8)).(*words[board.Flat8])
	for name, ev := range map[string]evaluator[uint64]{"learned": w.ev, "handcrafted": w.hand} {
		b.Run(name, func(b *testing.B) {
			sum := 0
			for i := 0; b.Loop(); i++ {
				sum += ev.eval(ps[i&255][0], ps[i&255][1])
			}
			_ = sum
		})
	}
}

// BenchmarkFit fits weights to 400,000 positions of every stage of the
// game, in random order as games leave them, in four passes.
func BenchmarkFit(b *testing.B) {
	rng := newTestRand(5)
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
		samples[i] = Sample{p: p, o: o, Score: bits.OnesCount64(p) - bits.OnesCount64(o)}
	}
	for b.Loop() {
		Fit{Epochs: 4, Rate: 0.02, Prior: 16}.Run(context.Background(), samples, nil, nil)
	}
}
