package search

import (
	"context"
	"slices"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
)

// deepened puts the scores found in place of those of the same moves.
func deepened(scores, found []MoveChoice) []MoveChoice {
	scores = slices.Clone(scores)
	for _, f := range found {
		scores[slices.IndexFunc(scores, func(mc MoveChoice) bool { return mc.Move == f.Move })] = f
	}
	return scores
}

// A position of 19 empties, within the solver's reach, that ScoreMoves
// only estimated (two plies): each move is searched two plies deeper, then
// solved, one by one, the best estimated first, to the scores that solving
// every move at once gives; then nothing is left to search.
func TestDeepenSolvesWithinReach(t *testing.T) {
	pos := enginetest.Parse(t, "---OOO--O-OOOO--OOXOXXXXOXXXOXXXOXXOXXOXO-XXXXOX--XXXX------XX-- O")
	opt := ScoreOptions{Depth: 2, Threads: 1}
	scores, err := ScoreMoves(context.Background(), pos, opt)
	if err != nil {
		t.Fatal(err)
	}
	exact, err := ScoreMoves(context.Background(), pos, ScoreOptions{SolveTime: time.Hour, Depth: 2, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	var rounds, solves []Deepening
	for {
		d, ok := NextDeepening(pos, scores, opt)
		if !ok {
			break
		}
		if len(rounds)+len(solves) > 2*len(scores) {
			t.Fatalf("still searching after %v and %v", rounds, solves)
		}
		found, err := Deepen(context.Background(), pos, d, opt.Threads)
		if err != nil || len(found) != len(d.Moves) {
			t.Fatalf("%+v: %v, %v", d, found, err)
		}
		if d.Solve {
			if before := scores[slices.IndexFunc(scores, func(mc MoveChoice) bool { return mc.Move == d.Moves[0] })]; slices.ContainsFunc(scores, func(mc MoveChoice) bool {
				return mc.Score.Unit != ExactDiscs && mc.Score.Discs > before.Score.Discs
			}) {
				t.Errorf("%v solved before a move estimated better: %v", before, scores)
			}
			solves = append(solves, d)
		} else {
			rounds = append(rounds, d)
		}
		scores = deepened(scores, found)
	}
	for _, d := range rounds {
		if d.Depth != 4 || len(d.Moves) != 1 {
			t.Errorf("%+v: want one move at a time, four plies deep", d)
		}
	}
	if len(rounds) != len(scores) || len(solves) != len(scores) {
		t.Errorf("%d estimates and %d solves; want each of %d moves estimated, then solved", len(rounds), len(solves), len(scores))
	}
	for _, mc := range scores {
		if want := exact[slices.IndexFunc(exact, func(e MoveChoice) bool { return e.Move == mc.Move })]; mc.Score != want.Score {
			t.Errorf("%v; want %v", mc, want)
		}
	}
}

// Beyond the solver's reach the moves are searched two plies deeper a
// round, as many side by side as there are threads, the best first; a
// move already exact is not searched again.
func TestDeepenDeepensInRounds(t *testing.T) {
	pos := enginetest.Midgame(enginetest.Flat(t, 8), 20, 1)
	opt := ScoreOptions{Depth: 1, Threads: 2}
	scores, err := ScoreMoves(context.Background(), pos, opt)
	if err != nil {
		t.Fatal(err)
	}
	if len(scores) < 4 {
		t.Fatalf("%d moves; the test wants four or more", len(scores))
	}
	scores[0].Score.Unit = ExactDiscs // as if solved
	for round, depth := range []int{3, 5} {
		for done := 0; done < len(scores)-1; {
			d, ok := NextDeepening(pos, scores, opt)
			if !ok || d.Solve || d.Depth != depth || len(d.Moves) > 2 || slices.Contains(d.Moves, scores[0].Move) {
				t.Fatalf("round %d: %+v, %v; want up to two moves not exact, %d plies deep", round+1, d, ok, depth)
			}
			found, err := Deepen(context.Background(), pos, d, opt.Threads)
			if err != nil {
				t.Fatal(err)
			}
			for _, mc := range found {
				if mc.Depth != depth || mc.Score.Unit != Discs {
					t.Errorf("%v at depth %d: want an estimate %d plies deep", mc, mc.Depth, depth)
				}
			}
			scores, done = deepened(scores, found), done+len(found)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	d, _ := NextDeepening(pos, scores, opt)
	if _, err := Deepen(ctx, pos, d, opt.Threads); err == nil {
		t.Error("no error once cancelled")
	}
}

// Beyond the solver's reach a move is solved once a round would search
// about as deep: at 24 empties on 8×8, after estimates nine plies deep.
func TestDeepenSolvesWhereARoundWouldSearchAsDeep(t *testing.T) {
	pos := enginetest.Parse(t, "--OOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OO---O- X")
	if pos.Empties() != 24 {
		t.Fatalf("%d empties", pos.Empties())
	}
	var scores []MoveChoice
	for i, mv := range pos.LegalMoves() {
		scores = append(scores, MoveChoice{Move: mv, Score: Score{Unit: Discs, Discs: -i}, Depth: 7})
	}
	if d, _ := NextDeepening(pos, scores, ScoreOptions{Depth: 6}); d.Solve || d.Depth != 9 {
		t.Errorf("after seven plies: %+v; want estimates nine deep", d)
	}
	for i := range scores {
		scores[i].Depth = 9
	}
	if d, _ := NextDeepening(pos, scores, ScoreOptions{Depth: 6}); !d.Solve || !slices.Equal(d.Moves, []engine.Move{scores[0].Move}) {
		t.Errorf("after nine plies: %+v; want the best solved", d)
	}
}

// A move that ends the game scores its discs.
func TestDeepenCountsAGameEnded(t *testing.T) {
	pos := enginetest.Parse(t, "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO- X")
	scores := []MoveChoice{{Move: engine.Move(63), Score: Score{Unit: Discs}}}
	d, ok := NextDeepening(pos, scores, ScoreOptions{Depth: 6})
	if !ok || !d.Solve {
		t.Fatalf("%+v, %v: want the move solved", d, ok)
	}
	found, err := Deepen(context.Background(), pos, d, 1)
	want := MoveChoice{Move: engine.Move(63), Score: Score{Unit: ExactDiscs, Discs: 64}, Line: []engine.Move{63}}
	if err != nil || len(found) != 1 || found[0].Move != want.Move || found[0].Score != want.Score || !slices.Equal(found[0].Line, want.Line) {
		t.Errorf("%v, %v; want %v", found, err, want)
	}
	if _, ok := NextDeepening(pos, found, ScoreOptions{Depth: 6}); ok {
		t.Error("a search left where every move is exact")
	}
}

// A deepening of no moves, an estimate's or a solve's, is refused with an
// error rather than dividing the threads among none or solving a move that
// is not there.
func TestDeepenRefusesNoMoves(t *testing.T) {
	pos := enginetest.Parse(t, "---OOO--O-OOOO--OOXOXXXXOXXXOXXXOXXOXXOXO-XXXXOX--XXXX------XX-- O")
	for _, d := range []Deepening{{Depth: 2}, {Solve: true}} {
		if found, err := Deepen(context.Background(), pos, d, 1); err == nil {
			t.Errorf("%+v: %v, want an error", d, found)
		}
	}
}
