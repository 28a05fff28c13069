package search

import (
	"context"
	"slices"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/solve"
	"reversi/ffo"
)

// ScoreMoves scores every move of FFO #1 exactly, as the suite does, best
// first; the moves of the opening, too far from the end, by a search.
func TestScoreMoves(t *testing.T) {
	ctx := context.Background()
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	c := cases[0]
	moves, err := ScoreMoves(ctx, enginetest.Parse(t, c.Position), ScoreOptions{SolveTime: time.Hour, Depth: 2, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(moves) != len(c.Moves) || moves[0].Score.Discs != c.Score {
		t.Fatalf("scores %v, want %d moves, the best %+d", moves, len(c.Moves), c.Score)
	}
	for i, mc := range moves {
		if want := c.Moves[engine.StandardName(int(mc.Move))]; mc.Score != (Score{Unit: ExactDiscs, Discs: want}) {
			t.Errorf("%v: want %+d", mc, want)
		}
		if i > 0 && mc.Score.Discs > moves[i-1].Score.Discs {
			t.Errorf("not best first: %v", moves)
		}
	}

	start := enginetest.Flat(t, 8).Start()
	moves, err = ScoreMoves(ctx, start, ScoreOptions{SolveTime: time.Hour, Depth: 2})
	if err != nil || len(moves) != 4 || moves[0].Score.Unit != Discs {
		t.Errorf("the opening: %v, %v", moves, err)
	}
	done, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := ScoreMoves(done, start, ScoreOptions{Depth: 2}); err == nil {
		t.Error("no error once cancelled")
	}
}

// A budget bounds the whole scoring: with a nanosecond no search finishes
// a depth, so each move is scored by one ply after it, and a position the
// solver would take on is estimated, not solved.
func TestScoreMovesWithinABudget(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range []engine.Position{enginetest.Flat(t, 8).Start(), enginetest.Parse(t, cases[0].Position)} {
		moves, err := ScoreMoves(context.Background(), pos, ScoreOptions{SolveTime: time.Hour, Depth: 30, Budget: time.Nanosecond, Threads: 1})
		if err != nil || len(moves) != len(pos.LegalMoves()) {
			t.Fatalf("%v: %v, %v", pos, moves, err)
		}
		for _, mc := range moves {
			if mc.Depth != 1 || mc.Score.Unit != Discs {
				t.Errorf("%v: %+v, want an estimate of one ply", pos, mc)
			}
		}
	}
}

// A six-ply estimate of each move of FFO #40 (20 empties) evaluates its
// leaves rather than solving those of 14 empties (thirteen times as long:
// BenchmarkScoreMoves), and the moves searched side by side score as they
// do one after the other.
func TestScoreMovesEstimates(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	pos := enginetest.Parse(t, cases[39].Position)
	one, err := ScoreMoves(context.Background(), pos, ScoreOptions{Depth: 6, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, mc := range one {
		if mc.Score.Unit != Discs {
			t.Errorf("%v: not an estimate", mc)
		}
	}
	many, err := ScoreMoves(context.Background(), pos, ScoreOptions{Depth: 6, Threads: 4})
	same := func(a, b MoveChoice) bool {
		return a.Move == b.Move && a.Score == b.Score && a.Depth == b.Depth && slices.Equal(a.Line, b.Line)
	}
	if err != nil || !slices.EqualFunc(one, many, same) {
		t.Errorf("on four goroutines %v, %v; on one %v", many, err, one)
	}
}

// A solve stopped before it has scored every move of FFO #40 leaves the
// moves it solved their exact scores, the others estimated at the depth
// asked: none is thrown back on an estimate where it was proven.
func TestScoreMovesKeepsTheMovesSolvedBeforeTheSolveStopped(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	pos := enginetest.Parse(t, cases[39].Position)
	whole, err := solve.Solve(context.Background(), pos, solve.SolveOptions{All: true, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	scores := map[engine.Move]int{}
	for _, ms := range whole.Moves {
		scores[ms.Move] = ms.Score
	}
	moves, err := ScoreMoves(context.Background(), pos, ScoreOptions{SolveTime: time.Hour, SolveNodes: whole.Nodes * 9 / 10, Depth: 4, Threads: 1})
	if err != nil || len(moves) != len(whole.Moves) {
		t.Fatalf("%v, %v; want %d moves", moves, err, len(whole.Moves))
	}
	exact := 0
	for _, mc := range moves {
		switch want := scores[mc.Move]; {
		case mc.Score.Unit == ExactDiscs:
			exact++
			if mc.Score.Discs != want {
				t.Errorf("%v: want %+d", mc, want)
			}
		case mc.Depth < 4:
			t.Errorf("%v: estimated at depth %d, want 4", mc, mc.Depth)
		}
	}
	if exact == 0 || exact == len(moves) {
		t.Errorf("%d of %d moves exact; want those the solve finished, and not all", exact, len(moves))
	}
}

// FFO #41, 22 empties, beyond what the solve of every move is sure to end
// in a few seconds, is solved as far as the solve's bound lets it: the
// moves solved score exactly (g1 -12, where three plies put it at ~-1).
func TestScoreMovesSolvesWhatItCanAt22Empties(t *testing.T) {
	pos := enginetest.Parse(t, "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X")
	want := map[string]int{"h4": 0, "h3": -2, "f8": -2, "g5": -4, "b7": -6, "g7": -8, "g1": -12, "a2": -14, "a7": -18, "b2": -34} // solve --all
	moves, err := ScoreMoves(context.Background(), pos, ScoreOptions{SolveTime: time.Hour, SolveNodes: 40_000_000, Depth: 2, Threads: 1})
	if err != nil || len(moves) != len(want) {
		t.Fatalf("%v, %v", moves, err)
	}
	exact := 0
	for _, mc := range moves {
		if mc.Score.Unit == ExactDiscs {
			exact++
			if w := want[engine.StandardName(int(mc.Move))]; mc.Score.Discs != w {
				t.Errorf("%v: want %+d", mc, w)
			}
		}
	}
	if exact == 0 {
		t.Errorf("no move solved: %v", moves)
	}
}

// A position of 19 empties on 8×8, beyond the perfect level's reach but
// solved whole in under a second, is scored exactly, every move: the best
// three -10, b7 -32 (solve --all), where a search estimated c8 at -6 and
// b7 at -11.
func TestScoreMovesSolvesBeyondPerfectReach(t *testing.T) {
	pos := enginetest.Parse(t, "---OOO--O-OOOO--OOXOXXXXOXXXOXXXOXXOXXOXO-XXXXOX--XXXX------XX-- O")
	moves, err := ScoreMoves(context.Background(), pos, ScoreOptions{SolveTime: time.Hour, Depth: 3, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"g2": -10, "c8": -10, "d8": -10, "b7": -32}
	for _, mc := range moves {
		if mc.Score.Unit != ExactDiscs {
			t.Errorf("%v: not exact", mc)
		}
		if w, ok := want[engine.StandardName(int(mc.Move))]; ok && mc.Score.Discs != w {
			t.Errorf("%v: want %+d", mc, w)
		}
	}
}

// SolvesAfter is the depth after which Minimax to a fixed depth hands the
// position to the solver, for the positions of FFO #1 to #59 (13 to 26
// empties) at depths 1 to 14, and not ok where the depth ends first.
func TestSolvesAfterIsMinimaxs(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases[:59] {
		pos := enginetest.Parse(t, c.Position)
		for depth := 1; depth <= 14; depth++ {
			mm := Minimax{Depth: depth}
			want, wantOK := 0, false
			for k := range depth {
				if mm.solvesAfter(k, pos.Empties()-solveAt(pos.Variant()), nil, 0) {
					want, wantOK = k, true
					break
				}
			}
			if got, ok := SolvesAfter(pos, depth); ok != wantOK || ok && got != want {
				t.Errorf("FFO #%d (%d empties) at depth %d: after %d, %v; want %d, %v", c.Number, pos.Empties(), depth, got, ok, want, wantOK)
			}
		}
	}
}
