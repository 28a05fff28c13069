package search

import (
	"context"
	"fmt"
	"testing"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/solve"
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
			searchAll(b, Minimax{Depth: 6, Threads: 1, Handcrafted: name == "handcrafted"}, positions)
		})
	}
}

// BenchmarkScoreMoves estimates every move of FFO #40 (20 empties) six
// plies deep, beyond the solver's reach, on one goroutine.
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

// BenchmarkEstimateSolveAt weighs where ScoreMoves' estimates, six plies here,
// hand the position after each move to the solver (estimateSolveAt): for
// ten positions each of 18 to 21 empties (FFO #21 on, played forward by a
// search of four plies), each move estimated as ScoreMoves does, on one
// goroutine, with hand-overs at 12, 13 and 14 empties. It reports the
// nodes a position, the share of the moves scored exactly, how far the
// others' estimates are from their exact scores, and the discs the move
// scored best loses; solve-Mnodes/pos is the solve of every move at once
// (solve --all). Run it once: -benchtime 1x.
func BenchmarkEstimateSolveAt(b *testing.B) {
	cases, err := ffo.Cases()
	if err != nil {
		b.Fatal(err)
	}
	for _, empties := range []int{18, 19, 20, 21} {
		var positions []engine.Position
		for _, c := range cases[20:] {
			if pos, ok := playedTo(b, enginetest.Parse(b, c.Position), empties); ok {
				positions = append(positions, pos)
			}
			if len(positions) == 10 {
				break
			}
		}
		exact := make([]map[engine.Move]int, len(positions))
		var solveNodes int64
		for i, pos := range positions {
			sol, err := solve.Solve(context.Background(), pos, solve.SolveOptions{All: true, Threads: 1})
			if err != nil {
				b.Fatal(err)
			}
			solveNodes += sol.Nodes
			exact[i] = map[engine.Move]int{}
			for _, ms := range sol.Moves {
				exact[i][ms.Move] = ms.Score
			}
		}
		for _, at := range []int{12, 13, 14} {
			b.Run(fmt.Sprintf("empties%d/at%d", empties, at), func(b *testing.B) {
				var nodes int64
				var moves, solved, off, lost int
				for b.Loop() {
					nodes, moves, solved, off, lost = 0, 0, 0, 0, 0
					for i, pos := range positions {
						best, bestMove, top := 0, engine.Pass, 0
						for j, mv := range pos.LegalMoves() {
							score, n := estimated(b, pos, mv, Minimax{Depth: 6, SolveAt: at, Threads: 1})
							nodes += n
							moves++
							if score.Unit == ExactDiscs {
								solved++
							} else {
								off += max(score.Discs-exact[i][mv], exact[i][mv]-score.Discs)
							}
							if j == 0 || score.Discs > best {
								best, bestMove = score.Discs, mv
							}
							if j == 0 || exact[i][mv] > top {
								top = exact[i][mv]
							}
						}
						lost += top - exact[i][bestMove]
					}
				}
				per := float64(len(positions))
				b.ReportMetric(float64(nodes)/1e6/per, "Mnodes/pos")
				b.ReportMetric(float64(solveNodes)/1e6/per, "solve-Mnodes/pos")
				b.ReportMetric(float64(solved)/float64(moves), "exact/move")
				if solved < moves {
					b.ReportMetric(float64(off)/float64(moves-solved), "discs-off/estimate")
				}
				b.ReportMetric(float64(lost)/per, "lost/pos")
			})
		}
	}
}

// playedTo plays pos forward by a search of four plies until it has
// empties empty cells, and says whether it then has a move to score.
func playedTo(b *testing.B, pos engine.Position, empties int) (engine.Position, bool) {
	for pos.Empties() > empties && !pos.Outcome().Over() {
		c, err := Minimax{Depth: 4, Threads: 1}.Choose(context.Background(), pos, nil)
		if err != nil {
			b.Fatal(err)
		}
		pos, _, _ = pos.Play(c.Move)
	}
	return pos, pos.Empties() == empties && len(pos.LegalMoves()) > 0
}

// estimated is what ScoreMoves' estimate makes of move mv of pos with mm,
// for the side to move in pos, and the nodes it took.
func estimated(b *testing.B, pos engine.Position, mv engine.Move, mm Minimax) (Score, int64) {
	next, _, err := pos.Play(mv)
	if err != nil {
		b.Fatal(err)
	}
	if next.Outcome().Over() {
		return Score{Unit: ExactDiscs, Discs: next.Score(pos.Turn())}, 0
	}
	c, err := mm.Choose(context.Background(), next, nil)
	if err != nil {
		b.Fatal(err)
	}
	if next.Turn() != pos.Turn() {
		c.Score.Discs = -c.Score.Discs
	}
	return c.Score, c.Nodes
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

// BenchmarkMinimaxLarge searches four random midgame positions each of
// 16×16 (four plies deep) and 26×26 (three), 40 to 250 plies from the
// start, on the general board with the handcrafted evaluation, and reports
// the nodes a second.
func BenchmarkMinimaxLarge(b *testing.B) {
	for _, board := range []struct{ n, depth int }{{16, 4}, {26, 3}} {
		v := enginetest.Flat(b, board.n)
		var positions []engine.Position
		for i, plies := range []int{40, 100, 170, 250} {
			positions = append(positions, enginetest.Midgame(v, min(plies, board.n*board.n-40), uint64(i)))
		}
		b.Run(fmt.Sprintf("%dx%d", board.n, board.n), func(b *testing.B) {
			searchAll(b, Minimax{Depth: board.depth, Threads: 1}, positions)
		})
	}
}

// searchAll has mm choose a move in each of positions, b.N times, and
// reports the nodes a second and a round.
func searchAll(b *testing.B, mm Minimax, positions []engine.Position) {
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
}
