package search

import (
	"context"
	"fmt"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/ffo"
)

// BenchmarkMinimax searches 32 random midgame positions of 8×8 (10 to 30
// plies from the start, short of the exact solver's reach) to depth 6 on
// one thread, with the learned and with the handcrafted evaluation, and
// reports the nodes a second.
func BenchmarkMinimax(b *testing.B) {
	eight := enginetest.Flat(b, 8)
	var positions []engine.Position
	for i := range 32 {
		positions = append(positions, enginetest.Midgame(eight, 10+i*2/3, uint64(i)))
	}
	for _, name := range []string{"learned", "handcrafted"} {
		b.Run(name, func(b *testing.B) {
			mm := Minimax{Depth: 6, Threads: 1, Handcrafted: name == "handcrafted"}
			var nodes int64
			for b.Loop() {
				for _, pos := range positions {
					c, err := mm.Choose(context.Background(), pos, nil)
					if err != nil {
						b.Fatal(err)
					}
					nodes += c.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkScoreMoves estimates every move of FFO #40 (20 empties) six
// plies deep, as a review does beyond the solver's reach, on one goroutine.
func BenchmarkScoreMoves(b *testing.B) {
	cases, err := ffo.Cases()
	if err != nil {
		b.Fatal(err)
	}
	pos := enginetest.Parse(b, cases[39].Position)
	for b.Loop() {
		if _, err := ScoreMoves(context.Background(), pos, ScoreOptions{Depth: 6, Threads: 1}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvaluate26x26 evaluates positions of 26×26 from random games,
// 100 to 660 plies in, where stable discs are many: the handcrafted
// evaluation of the large boards, which their searches and puzzles call
// at every leaf.
func BenchmarkEvaluate26x26(b *testing.B) {
	v := enginetest.Flat(b, 26)
	var positions []engine.Position
	for i := range 8 {
		positions = append(positions, enginetest.Midgame(v, 100+80*i, uint64(i)))
	}
	for b.Loop() {
		for _, pos := range positions {
			Evaluate(pos, false)
		}
	}
}

// BenchmarkEvaluateDepth searches 32 random midgame positions of 8×8 (10
// to 30 plies from the start) to each depth of the running evaluation's
// choice, as the game panel does for each position of a game, and reports
// the time of one position.
func BenchmarkEvaluateDepth(b *testing.B) {
	eight := enginetest.Flat(b, 8)
	var positions []engine.Position
	for i := range 32 {
		positions = append(positions, enginetest.Midgame(eight, 10+i*2/3, uint64(i)))
	}
	for _, depth := range []int{0, 2, 3, 4} {
		b.Run(fmt.Sprintf("depth%d", depth), func(b *testing.B) {
			for b.Loop() {
				for _, pos := range positions {
					EvaluateDepth(pos, depth)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*len(positions)), "µs/position")
		})
	}
}
