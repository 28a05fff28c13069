package review

import (
	"context"
	"strings"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/search"
	"reversi/ffo"
)

// On FFO #1-#3, where every move's exact score is known, a game of one
// move is judged exactly: the best score is FFO's, the move played scores
// as FFO says, and its loss is the difference.
func TestExactLossesAgreeWithFFO(t *testing.T) {
	cases, err := ffo.Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases[:3] {
		pos := enginetest.Parse(t, c.Position)
		worst, worstScore := "", 65
		for name, score := range c.Moves {
			if score < worstScore {
				worst, worstScore = name, score
			}
		}
		cell, err := engine.Standard.Parse(pos.Variant(), worst)
		if err != nil {
			t.Fatal(err)
		}
		g := engine.NewGame(pos)
		if err := g.Play(engine.Move(cell)); err != nil {
			t.Fatal(err)
		}
		got, err := Analyze(context.Background(), g, Options{Time: time.Minute, Depth: 4, Threads: 1}, nil)
		if err != nil || len(got) != 1 {
			t.Fatalf("#%d: %v, %v", c.Number, got, err)
		}
		m := got[0]
		if !m.Exact || m.BestScore != c.Score || m.Score != worstScore || m.Loss != c.Score-worstScore || m.Class != classOf(m.Loss) {
			t.Errorf("#%d, %s: %+v; want best %+d, score %+d", c.Number, worst, m, c.Score, worstScore)
		}
	}
}

// Where the solver cannot reach the end, moves are estimated at the depth
// asked, passes are left out, and each side's moves are summed.
func TestEstimatesAndSummaries(t *testing.T) {
	v := enginetest.Flat(t, 8)
	g := engine.NewGame(v.Start())
	for _, name := range []string{"f5", "d6", "c3", "d3", "c4"} {
		cell, _ := engine.Standard.Parse(v, name)
		if err := g.Play(engine.Move(cell)); err != nil {
			t.Fatal(err)
		}
	}
	var progress []int
	got, err := Analyze(context.Background(), g, Options{Depth: 2, Threads: 1}, func(done, of int) { progress = append(progress, done*10+of) })
	if err != nil || len(got) != 5 || len(progress) != 5 || progress[4] != 55 {
		t.Fatalf("%v, %v, progress %v", got, err, progress)
	}
	for i, m := range got {
		if m.Exact || m.Depth != 2 || m.Ply != i || m.Loss != m.BestScore-m.Score || m.Loss < 0 {
			t.Errorf("move %d: %+v", i, m)
		}
	}
	s := Summarize(g, got)
	if s[0].Moves != 3 || s[1].Moves != 2 || s[0].Classes[0]+s[0].Classes[1]+s[0].Classes[2]+s[0].Classes[3] != 3 {
		t.Errorf("summaries %+v", s)
	}
}

// The discs a side lost in moves judged best all the same, within the
// estimates' error, are counted apart: no mark shows them.
func TestSummaryCountsTheUnmarked(t *testing.T) {
	g := engine.NewGame(enginetest.Flat(t, 8).Start())
	moves := []Move{
		{Color: engine.Black, Loss: 2, Class: Best},
		{Color: engine.White, Loss: 5, Class: Inaccuracy},
		{Color: engine.Black, Loss: 1, Class: Best},
		{Color: engine.Black, Loss: 6, Class: Mistake, Exact: true},
	}
	s := Summarize(g, moves)
	if s[0].Loss != 9 || s[0].Unmarked != 3 || s[1].Loss != 5 || s[1].Unmarked != 0 {
		t.Errorf("summaries %+v", s)
	}
}

func TestClasses(t *testing.T) {
	for loss, want := range map[int]Class{0: Best, 1: Inaccuracy, 3: Inaccuracy, 4: Mistake, 7: Mistake, 8: Blunder, 40: Blunder} {
		if got := classOf(loss); got != want {
			t.Errorf("a loss of %d: %v, want %v", loss, got, want)
		}
	}
}

// An estimated loss is classed beyond the estimate's own error: three discs
// lost by an estimate are no inaccuracy, where two proven are.
func TestEstimatesGrantTheirError(t *testing.T) {
	played, other := engine.Move(19), engine.Move(37)
	for _, tt := range []struct {
		unit search.Unit
		loss int
		want Class
	}{
		{search.ExactDiscs, 2, Inaccuracy}, {search.ExactDiscs, 4, Mistake},
		{search.Discs, 1, Best}, {search.Discs, 3, Best}, {search.Discs, 4, Inaccuracy}, {search.Discs, 6, Inaccuracy},
		{search.Discs, 7, Mistake}, {search.Discs, 10, Mistake}, {search.Discs, 11, Blunder},
	} {
		scored := []search.MoveChoice{{Move: other, Score: search.Score{Unit: tt.unit, Discs: 6}}, {Move: played, Score: search.Score{Unit: tt.unit, Discs: 6 - tt.loss}}}
		m := judge(0, engine.Black, played, scored, 6)
		if m.Loss != tt.loss || m.Class != tt.want || m.Exact != (tt.unit == search.ExactDiscs) {
			t.Errorf("a loss of %d (%v): %+v; want the class %v", tt.loss, tt.unit == search.ExactDiscs, m, tt.want)
		}
	}
}

// Games on the sphere are judged as any: exactly where the solver reaches
// the end (the 2×2×2 box), estimated at the depth asked where it does not
// (the 4×4×2 box early on).
func TestSphereGamesAreJudged(t *testing.T) {
	small, large := engine.Sphere(), enginetest.Box(t, 4, 4, 2)
	for _, v := range []engine.Variant{small, large} {
		g := engine.NewGame(v.Start())
		for i := 0; i < 6 && !g.Outcome().Over(); i++ {
			g.Play(g.Legal()[0])
		}
		got, err := Analyze(context.Background(), g, Options{Time: 10 * time.Second, Nodes: DefaultNodes, Depth: 2, Threads: 1}, nil)
		if err != nil || len(got) == 0 {
			t.Fatalf("%s: %v, %v", v, got, err)
		}
		for _, m := range got {
			if m.Exact != (v == small) || !m.Exact && m.Depth != 2 || m.Loss != m.BestScore-m.Score || !g.Positions()[m.Ply].IsLegal(m.Best) {
				t.Errorf("%s: %+v", v, m)
			}
		}
	}
}

// lostBy16 is a game of 6×6 from the start that black lost by 16 discs,
// level 6 against the perfect player: 6×6 is -4 for black from the start,
// so black lost 12 discs at least, though its moves' six-ply estimates of
// the handcrafted evaluation sit near 0. A review whose solves began after
// d6, a blunder of 10, said black lost no disc; one whose solves began at
// d6 (20 empties), 10.
const lostBy16 = "c2 b4 c5 d2 e4 c1 a4 e3 d1 e1 f3 c6 d6 e6 b5 d5 b3 b2 b1 a1 a2 a3 e2 a5 a6 b6 f6 f1 f2 f4 f5 e5"

// playStandard plays the moves named in standard notation from the start
// of a flat board of side n.
func playStandard(t *testing.T, n int, moves string) engine.Game {
	t.Helper()
	v := enginetest.Flat(t, n)
	g := engine.NewGame(v.Start())
	for _, name := range strings.Fields(moves) {
		cell, err := engine.Standard.Parse(v, name)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(engine.Move(cell)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return g
}

// A review of a small board solves back from the end as far as its nodes
// allow, and never sums a side's loss below what the exact scores prove:
// given the nodes to solve from 19 empties, d6 estimated, black lost the 12
// discs by which the game fell from the start's -4, placed on no move; from
// 21, d6 is found a blunder of 10, and the 4 discs of black's fall to -8
// before it are placed on none.
func TestSmallBoardReviewsLoseWhatIsProven(t *testing.T) {
	g := playStandard(t, 6, lostBy16)
	if r := g.Position().Score(engine.Black); r != -16 {
		t.Fatalf("the game ends at %+d", r)
	}
	for _, tt := range []struct {
		nodes    int64
		solved   int // the moves judged exactly, the last ones
		unplaced int
	}{{1_000_000, 19, 12}, {5_000_000, 21, 4}} {
		moves, err := Analyze(context.Background(), g, Options{Nodes: tt.nodes, Depth: DefaultDepth(g.Variant()), Threads: 1}, nil)
		if err != nil || len(moves) != 32 {
			t.Fatalf("%d nodes: %d moves, %v", tt.nodes, len(moves), err)
		}
		placed := 0
		for i, m := range moves {
			if m.Exact != (i >= 32-tt.solved) {
				t.Errorf("%d nodes: %+v; want the last %d moves solved", tt.nodes, m, tt.solved)
			}
			if m.Color == engine.Black {
				placed += m.Loss
			}
		}
		if d6 := moves[12]; d6.Exact && (d6.Loss != 10 || d6.Class != Blunder) {
			t.Errorf("%d nodes: d6 %+v; want a blunder of 10", tt.nodes, d6)
		}
		s := Summarize(g, moves)
		if s[0].Loss < 12 || s[0].Unplaced != tt.unplaced || s[0].Loss != placed+s[0].Unplaced {
			t.Errorf("%d nodes: black's summary %+v (the moves' losses %d); want 12 discs lost at least, %d of them unplaced", tt.nodes, s[0], placed, tt.unplaced)
		}
	}
}

// What the exact scores prove is summed only where they prove it: of a
// game from 6×6's start, its result known, every move judged; not of a game
// from elsewhere, nor of moves judged in part.
func TestProvenLossesNeedTheWholeGame(t *testing.T) {
	g := playStandard(t, 6, lostBy16)
	var moves []Move // every move estimated as best
	for i, m := range g.Moves() {
		moves = append(moves, Move{Ply: i, Color: g.Positions()[i].Turn(), Move: m, Best: m, Depth: 6})
	}
	if s := Summarize(g, moves); s[0].Loss != 12 || s[0].Unplaced != 12 || s[1].Loss != 0 || s[0].Accuracy != 1 {
		t.Errorf("the whole game: %+v", s)
	}
	if s := Summarize(g, moves[1:]); s[0].Loss != 0 || s[1].Loss != 0 {
		t.Errorf("a move left out: %+v", s)
	}
	later := engine.NewGame(g.Positions()[1])
	for _, m := range g.Moves()[1:] {
		later.Play(m)
	}
	if s := Summarize(later, moves[1:]); s[0].Loss != 0 || s[1].Loss != 0 {
		t.Errorf("from the position after c2: %+v", s)
	}
}
