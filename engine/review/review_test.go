package review

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/internal/enginetest"
	"reversi/engine/internal/family"
	"reversi/engine/opening"
	"reversi/engine/search"
	"reversi/engine/solve"
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
		got, err := Analyze(context.Background(), g, Options{Nodes: allNodes, Depth: 4, Threads: 1}, nil)
		if err != nil || len(got) != 1 {
			t.Fatalf("#%d: %v, %v", c.Number, got, err)
		}
		m := got[0]
		if !m.Exact || m.BestScore != c.Score || m.Score != worstScore || m.Loss != c.Score-worstScore || m.Class != classOf(m.Loss) {
			t.Errorf("#%d, %s: %+v; want best %+d, score %+d", c.Number, worst, m, c.Score, worstScore)
		}
	}
}

// Where the solver cannot reach the end and no opening book holds the
// positions (10×10), moves are estimated at the depth asked (or a ply
// deeper, to end at an even number of empties), passes are left out, and
// each side's moves are summed.
func TestEstimatesAndSummaries(t *testing.T) {
	g := engine.NewGame(enginetest.Flat(t, 10).Start())
	for range 5 {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	var progress []int
	got, err := Analyze(context.Background(), g, Options{Depth: 2, Threads: 1}, func(p Progress) { progress = append(progress, p.Done*10+p.Of) })
	if err != nil || len(got) != 5 || !slices.Equal(progress, []int{5, 15, 25, 35, 45, 55}) { // the estimates begun, then each move judged
		t.Fatalf("%v, %v, progress %v", got, err, progress)
	}
	for i, m := range got {
		if m.Exact || m.Book || !endsEven(g.Positions()[i], m.Depth, 2) || m.Ply != i || m.Loss != m.BestScore-m.Score || m.Loss < 0 || m.Forced != (len(g.Positions()[i].LegalMoves()) == 1) {
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
	g := engine.NewGame(enginetest.Flat(t, 10).Start()) // whose start's score is unknown
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

// A side's worst move is its marked move that lost the most, the first
// of those that lost as much, which its summary names: a newcomer reads
// one move's loss where the sum of them all read as nonsense beside the
// result. A side with no mark has none.
func TestSummaryNamesTheWorstMove(t *testing.T) {
	g := engine.NewGame(enginetest.Flat(t, 10).Start())
	moves := []Move{
		{Ply: 0, Color: engine.Black, Loss: 9, Class: Best}, // within the estimates' error: no mark
		{Ply: 1, Color: engine.White, Loss: 2, Class: Best},
		{Ply: 2, Color: engine.Black, Loss: 6, Class: Mistake},
		{Ply: 4, Color: engine.Black, Loss: 8, Class: Blunder},
		{Ply: 6, Color: engine.Black, Loss: 8, Class: Blunder},
	}
	s := Summarize(g, moves)
	if s[0].Worst != moves[3] || s[1].Worst != (Move{}) {
		t.Errorf("worst moves %+v and %+v; want %+v and none", s[0].Worst, s[1].Worst, moves[3])
	}
}

// 8×8's start is a draw, so a review of an 8×8 game from it sums the two
// sides' losses to its result, estimated from the start to the end: a
// game white won by 50 summed 71 and 40 discs lost.
func TestEightByEightSummariesAddUp(t *testing.T) {
	g := playStandard(t, 8, lostAll)
	got, err := Analyze(context.Background(), g, Options{Depth: 1, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := Summarize(g, got)
	if black := g.Position().Score(engine.Black); black != -50 || s[0].Loss-s[1].Loss != -black {
		t.Errorf("black ended %+d, lost %d to white's %d: %+v", black, s[0].Loss, s[1].Loss, s)
	}
}

func TestClasses(t *testing.T) {
	for loss, want := range map[int]Class{0: Best, 1: Inaccuracy, 3: Inaccuracy, 4: Mistake, 7: Mistake, 8: Blunder, 40: Blunder} {
		if got := classOf(loss); got != want {
			t.Errorf("a loss of %d: %v, want %v", loss, got, want)
		}
	}
}

// Each class's range is the losses the review classes it by, exact or
// estimated, on 8×8 and on a board of the handcrafted evaluation.
func TestRangesAreTheClassesLosses(t *testing.T) {
	for _, n := range []int{6, 8} {
		v := enginetest.Flat(t, n)
		for _, estimated := range []bool{false, true} {
			slack := 0
			if estimated {
				slack = slackOf(v)
			}
			for c := Inaccuracy; c <= Blunder; c++ {
				lo, hi := Range(v, c, estimated)
				for loss := range 30 {
					in := loss >= lo && (hi == 0 || loss <= hi)
					if got := classOf(loss-slack) == c; got != in {
						t.Errorf("%dx%d, estimated %v: %v ranges %d to %d, but a loss of %d is classed %v", n, n, estimated, c, lo, hi, loss, classOf(loss-slack))
					}
				}
			}
		}
	}
}

// An estimated loss is classed beyond the estimate's own error: three discs
// lost by an estimate of 8×8's learned evaluation are no inaccuracy, where
// two proven are; of the handcrafted evaluation, two are.
func TestEstimatesGrantTheirError(t *testing.T) {
	if eight, ten := slackOf(enginetest.Flat(t, 8)), slackOf(enginetest.Flat(t, 10)); eight != estimateSlack || ten != handcraftedSlack {
		t.Errorf("slack %d on 8×8, %d on 10×10; want %d and %d", eight, ten, estimateSlack, handcraftedSlack)
	}
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
		best := deepening{by: map[int]search.Choice{8: {Move: other, Score: search.Score{Unit: tt.unit, Discs: 6}}}}
		after := deepening{by: map[int]search.Choice{8: {Move: played, Score: search.Score{Unit: tt.unit, Discs: 6 - tt.loss}}}}
		m, _ := judgeAt(0, engine.Black, played, best, after, 8, estimateSlack)
		if m.Loss != tt.loss || m.Class != tt.want || m.Exact != (tt.unit == search.ExactDiscs) {
			t.Errorf("a loss of %d (%v): %+v; want the class %v", tt.loss, tt.unit == search.ExactDiscs, m, tt.want)
		}
	}
}

// Games on the sphere are judged as any: exactly where the solver reaches
// the end (the 2×2×2 box), estimated at the depth asked, or a ply deeper,
// where it does not (the 4×4×2 box early on).
func TestSphereGamesAreJudged(t *testing.T) {
	small, large := engine.Sphere(), enginetest.Box(t, 4, 4, 2)
	for _, v := range []engine.Variant{small, large} {
		g := engine.NewGame(v.Start())
		for i := 0; i < 6 && !g.Outcome().Over(); i++ {
			g.Play(g.Legal()[0])
		}
		got, err := Analyze(context.Background(), g, Options{Nodes: DefaultNodes, Depth: 2, Threads: 1}, nil)
		if err != nil || len(got) == 0 {
			t.Fatalf("%s: %v, %v", v, got, err)
		}
		for _, m := range got {
			if m.Exact != (v == small) || !m.Exact && !endsEven(g.Positions()[m.Ply], m.Depth, 2) || m.Loss != m.BestScore-m.Score || !g.Positions()[m.Ply].IsLegal(m.Best) {
				t.Errorf("%s: %+v", v, m)
			}
		}
	}
}

// allNodes bounds the 8×8 solves of a test by more nodes than they take,
// so that each solves the positions its Reach allows.
const allNodes = 1 << 40

// lostBy16 is a game of 6×6 from the start that black lost by 16 discs,
// level 6 against the perfect player: 6×6 is -4 for black from the start,
// so black lost 12 discs at least, though its moves' six-ply estimates of
// the handcrafted evaluation sit near 0. A review whose solves began after
// d6, a blunder of 10, said black lost no disc; one whose solves began at
// d6 (20 empties), 10.
const lostBy16 = "c2 b4 c5 d2 e4 c1 a4 e3 d1 e1 f3 c6 d6 e6 b5 d5 b3 b2 b1 a1 a2 a3 e2 a5 a6 b6 f6 f1 f2 f4 f5 e5"

// playStandard plays the moves named in standard notation, passes named
// pass, from the start of a flat board of side n.
func playStandard(t *testing.T, n int, moves string) engine.Game {
	t.Helper()
	g, _, err := engine.ReadGame(moves, enginetest.Flat(t, n).Start())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// A review of a small board solves back from the end as far as its nodes
// allow, and never sums a side's loss below what the exact scores prove:
// given the nodes to solve from 19 empties, d6's position at 20 is judged
// by searches of eight plies that reach the end (the solver from 12): d6
// is found a blunder of 10, as it is given 5 million nodes, which solve
// from 23; of black's fall of 12 from the start's -4, the estimates of
// the moves before leave one disc on no move given 5 million nodes, and
// none given fewer, where every move of d6's position is solved: c6 before
// it is then +6 exactly, and f3 -6 at most, 2 below b3's estimate.
func TestSmallBoardReviewsLoseWhatIsProven(t *testing.T) {
	g := playStandard(t, 6, lostBy16)
	if r := g.Position().Score(engine.Black); r != -16 {
		t.Fatalf("the game ends at %+d", r)
	}
	for _, tt := range []struct {
		nodes    int64
		solved   int // the moves judged exactly, the last ones
		unplaced int
	}{{600_000, 20, 0}, {5_000_000, 23, 1}} {
		moves, err := Analyze(context.Background(), g, Options{Nodes: tt.nodes, Depth: Depth(g.Variant()), Threads: 1}, nil)
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
		if d6 := moves[12]; d6.Exact && (d6.Loss != 10 || d6.Class != Blunder) || !d6.Exact && (d6.Score != -16 || d6.Loss != 12) {
			t.Errorf("%d nodes: d6 %+v; want a blunder of 10, or -16 and 12 lost where estimated", tt.nodes, d6)
		}
		s := Summarize(g, moves)
		if s[0].Loss < 12 || s[0].Unplaced != tt.unplaced || s[0].Loss != placed+s[0].Unplaced {
			t.Errorf("%d nodes: black's summary %+v (the moves' losses %d); want 12 discs lost at least, %d of them unplaced", tt.nodes, s[0], placed, tt.unplaced)
		}
	}
}

// What the exact scores prove is summed only where they prove it: of a
// game from 6×6's start, its result known, every move judged; of a game
// from elsewhere, the fall is reckoned from its start's estimate, and said
// to be of both sides' losses, the one that none was placed on too (its 0
// is the estimate's); of moves judged in part, none.
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
	if s := Summarize(later, moves[1:]); s[0].Loss != 16 || s[0].Unplaced != 16 || !s[0].StartEstimated || s[1].Loss != 0 || !s[1].StartEstimated {
		t.Errorf("from the position after c2: %+v; want the fall from its estimate, 16, and both sides' losses reckoned so", s)
	}
}

// lostBy22 is a game of 6×6 from the start that black lost by 22 discs:
// white's f3, at 23 empties, is +22, 2 below d5 (solve --all), and 8 above
// e3.
const lostBy22 = "c2 b4 e5 c1 a4 f6 e4 f5 f4 f3 e6 d6 b1 a1 d2 d5 pass d1 e2 e3 e1 b3 b2 f1 f2 a2 c5 a3 c6 b6 a5 a6 pass b5"

// The move before the first position solved scores the exact score of the
// position it led to, and is said to lose against a move only estimated
// better no more than its position's solve and the start allow; each
// side's summary adds up to the result from the start's -4. Given the
// nodes to solve from e6, f3 scores +22, and d5, which the solve of f3's
// position proved +24 at least, is best: an inaccuracy of 2, not of 5
// below e3 (+14 against +19). Black then lost 20 discs to f3: its fall to
// -22 and the 2 f3 gave back, one more than its estimated moves' 19,
// placed on none. Of those, f4 lost 10 against d2's -14: d5's bound
// proves it -24 at most, where it was estimated -19, and 5 discs more were
// placed on no move.
func TestTheMoveBeforeTheSolvesScoresExactly(t *testing.T) {
	for _, tt := range []struct {
		moves    string
		nodes    int64
		unplaced int // black's
	}{{lostBy22, 5_000_000, 1}, {lostBy22, 20_000_000, 1}, {lostBy16, 600_000, 0}} {
		g := playStandard(t, 6, tt.moves)
		moves, err := Analyze(context.Background(), g, Options{Nodes: tt.nodes, Depth: Depth(g.Variant()), Threads: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for k, m := range moves[1:] {
			if before := moves[k]; m.Exact && before.ScoreExact && !before.Exact && before.Color.Sign()*before.Score != m.Color.Sign()*m.BestScore {
				t.Errorf("%d nodes: %+v scores %+d; the position it led to is %+d", tt.nodes, before, before.Score, m.Color.Sign()*before.Color.Sign()*m.BestScore)
			}
		}
		s := Summarize(g, moves)
		if result := g.Position().Score(engine.Black); -4-s[0].Loss+s[1].Loss != result || s[0].Unplaced != tt.unplaced || s[1].Unplaced != 0 {
			t.Errorf("%d nodes: summaries %+v; want them to add up from -4 to %+d, %d of black's unplaced", tt.nodes, s, result, tt.unplaced)
		}
	}
	g := playStandard(t, 6, lostBy22)
	moves, err := Analyze(context.Background(), g, Options{Nodes: 5_000_000, Depth: Depth(g.Variant()), Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	f3 := moves[9]
	if name := engine.MoveName(g.Variant(), f3.Best, engine.Standard); f3.Exact || f3.Score != 22 || name != "d5" || f3.BestScore != 24 || f3.Loss != 2 || f3.Class != Inaccuracy {
		t.Errorf("f3: %+v (best %s); want +22, 2 below d5 +24, an inaccuracy", f3, name)
	}
	if f4 := moves[8]; !f4.ScoreAtMost || f4.Score != -24 || f4.Loss != 10 {
		t.Errorf("f4: %+v; want -24 at most, as d5's bound proves, 10 below d2", f4)
	}
}

// At the move before the first position solved the move played scores
// exactly, and the others' estimates weigh against it only as far as the
// bounds allow: one proven at or above every estimate is best; an estimate
// above it is cut to the upper bound (most) and classed beyond its error; a
// move proven better is best, and its loss classed as exact. Each says
// what its scores are: the move's exact, the best's estimated or a bound.
func TestTheFrontierJudgesByWhatIsProven(t *testing.T) {
	played, other, proven := engine.Move(19), engine.Move(37), engine.Move(8)
	scored := func(scores ...int) []search.MoveChoice { // other's, then proven's estimates
		return []search.MoveChoice{{Move: other, Score: search.Score{Unit: search.Discs, Discs: scores[0]}},
			{Move: proven, Score: search.Score{Unit: search.Discs, Discs: scores[1]}}, {Move: played, Score: search.Score{Unit: search.Discs, Discs: 14}}}
	}
	for _, tt := range []struct {
		name      string
		scored    []search.MoveChoice
		lower     int // what the solve proved the move proven reaches
		most      int
		best      engine.Move
		bestScore int
		class     Class
		judged    string
	}{
		{"proven above every estimate", scored(19, 18), 20, 36, played, 22, Best, "exact; others estimated at depth 6"},
		{"an estimate above, within its error", scored(25, 18), 20, 36, other, 25, Best, "exact; best estimated at depth 6"},
		{"an estimate above, cut to the bound", scored(34, 18), 20, 28, other, 28, Inaccuracy, "exact; best estimated at depth 6"},
		{"a move proven better", scored(19, 18), 24, 36, proven, 24, Inaccuracy, "exact; best's a lower bound"},
		{"a move proven better than the bound", scored(19, 18), 24, 20, proven, 24, Inaccuracy, "exact; best's a lower bound"},
		{"an estimate above a move proven better", scored(30, 18), 24, 36, other, 30, Mistake, "exact; best estimated at depth 6"},
	} {
		f := frontier{played: solve.MoveScore{Move: played, Score: 22}, proven: solve.Solution{Move: proven, Score: tt.lower, Lower: tt.lower, Upper: 36}}
		if tt.lower <= 22 {
			f.proven.Move, f.proven.Score = played, 22
		}
		m := f.judge(9, engine.White, tt.scored, tt.most, 6, estimateSlack)
		if m.Score != 22 || m.Best != tt.best || m.BestScore != tt.bestScore || m.Loss != tt.bestScore-22 || m.Class != tt.class || m.Exact || !m.ScoreExact || m.Depth != 6 || m.Judged() != tt.judged {
			t.Errorf("%s: %+v, %q; want best %v at %+d, %v, %q", tt.name, m, m.Judged(), tt.best, tt.bestScore, tt.class, tt.judged)
		}
	}
}

// A move's own score is said first, whatever the best's is: a bound proven
// for the move beside a best proven only at least is "at most; best's a
// lower bound", not "exact".
func TestJudgedSaysTheMovesOwnScoreBesideABestsBound(t *testing.T) {
	for _, tt := range []struct {
		m    Move
		want string
	}{
		{Move{ScoreExact: true, BestAtLeast: true, Loss: 2, Depth: 6}, "exact; best's a lower bound"},
		{Move{ScoreAtMost: true, BestAtLeast: true, Loss: 2, Depth: 6}, "at most; best's a lower bound"},
		{Move{ScoreAtLeast: true, BestAtLeast: true, Loss: 2, Depth: 6}, "at least; best's a lower bound"},
		{Move{ScoreAtMost: true, Loss: 2, Depth: 6}, "at most; best estimated at depth 6"},
		{Move{ScoreAtLeast: true, Depth: 6}, "at least; others estimated at depth 6"},
	} {
		if got := tt.m.Judged(); got != tt.want {
			t.Errorf("%+v: judged %q, want %q", tt.m, got, tt.want)
		}
		// Named, "exact" (or the bound) reads as the move's, not the best's.
		if got := tt.m.JudgedNamed("h4"); got != "h4 "+tt.want {
			t.Errorf("%+v: judged named %q, want %q", tt.m, got, "h4 "+tt.want)
		}
	}
	for _, m := range []Move{{Exact: true}, {Book: true}, {Depth: 6}} {
		if named, bare := m.JudgedNamed("h4"), m.Judged(); named != bare {
			t.Errorf("%+v: judged named %q, want %q as its scores are of one kind", m, named, bare)
		}
	}
}

// Where the opening book has a position, the move played there is judged
// by the book's scores, as the game's hint and move scores give them: f5
// f6 e6 f4 are each as good as the book's best (+0), and c3 three discs
// below g5's, where estimates at depth 6 called f4 +0 best over f6 -1 (the
// book has f4 -4). After the book, the moves are estimated.
func TestBookPositionsAreJudgedByTheBook(t *testing.T) {
	v := enginetest.Flat(t, 8)
	g := engine.NewGame(v.Start())
	for _, name := range []string{"f5", "f6", "e6", "f4", "c3", "b2", "e3"} {
		cell, _ := engine.Standard.Parse(v, name)
		if err := g.Play(engine.Move(cell)); err != nil {
			t.Fatal(err)
		}
	}
	got, err := Analyze(context.Background(), g, Options{Depth: 2, Threads: 1}, nil)
	if err != nil || len(got) != 7 {
		t.Fatalf("%v, %v", got, err)
	}
	positions := g.Positions()
	for i, m := range got[:6] {
		book, ok := opening.BuiltIn().Moves(positions[i])
		if !ok {
			t.Fatalf("move %d: the book lacks its position", i+1)
		}
		want := book[slices.IndexFunc(book, func(s opening.Scored) bool { return s.Move == m.Move })].Score
		if !m.Book || m.Exact || m.Judged() != "book" || m.Score != want || m.BestScore != book[0].Score || m.Loss != book[0].Score-want {
			t.Errorf("move %d: %+v; the book's %v", i+1, m, book)
		}
	}
	if c3 := got[4]; c3.Score != -3 || c3.BestScore != 0 || c3.Class != Best {
		t.Errorf("c3: %+v", c3)
	}
	if last := got[6]; last.Book || last.Depth != 2 {
		t.Errorf("after the book: %+v", last)
	}
}

// A move judged best that loses a little is within the estimates' error;
// the best itself, and a move that loses more, are not.
func TestWithinError(t *testing.T) {
	for m, want := range map[Move]bool{
		{Class: Best, Loss: 2}:       true,
		{Class: Best}:                false,
		{Class: Inaccuracy, Loss: 4}: false,
	} {
		if got := m.WithinError(); got != want {
			t.Errorf("%v with loss %d: WithinError %v, want %v", m.Class, m.Loss, got, want)
		}
	}
}

// level1Lost100 is a game of 10×10 from the start that level 1 (black)
// lost to level 6 by 100 discs (reversi match --size 10, 100ms a move).
const level1Lost100 = "f7 g5 g4 g3 h5 e7 h3 g6 d7 f4 h6 h7 h8 i8 d4 d5 j8 i7 h4 g7 f3 e4 c5 e3 d3 d6 i6 j6 j7 j9 i9 j5 i5 j10 c7 j4 h9 i4 i3 j3 i10 g8 f8 h10 g9 j2 i2 j1 i1 h1 g2 f10 g10 h2 e10 d10 pass f9 e8 e9 d9 c10 pass g1 f2 e1 f1 d2 d1 e2 pass c1 pass c2 pass c3 b2 a1 pass d8 c6 b6"

// On 10×10, whose start's score is unknown and whose evaluation is
// handcrafted, the summaries add up to the result from the estimate of the
// start, and tell the careless side from the strong one: before, level 1
// was said to lose 54 discs to level 6's 3, with 86% of its moves best.
func TestTenByTenSummariesAddUpAndTellTheSidesApart(t *testing.T) {
	g := playStandard(t, 10, level1Lost100)
	moves, err := Analyze(context.Background(), g, Options{Depth: Depth(g.Variant()), Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := Summarize(g, moves)
	start := moves[0].BestScore // black's, as estimated
	if result := g.Position().Score(engine.Black); start-s[0].Loss+s[1].Loss != result || !s[0].StartEstimated || s[0].Unplaced == 0 {
		t.Errorf("summaries %+v; want them to add up from the start's estimate %+d to %+d, reckoned from it", s, start, result)
	}
	if start < -4 || start > 4 {
		t.Errorf("the start estimated %+d; want it near even", start)
	}
	if s[0].Accuracy > 0.8 || s[1].Accuracy-s[0].Accuracy < 0.2 {
		t.Errorf("level 1 %.0f%% best, level 6 %.0f%%; want level 1 at 80%% or less, 20 points or more below", 100*s[0].Accuracy, 100*s[1].Accuracy)
	}
}

// Where a move's score is a bound, Bound says it, to be written beside the
// score, and Others the rest of Judged's words, those on the best's score
// or the others'; a move whose scores are of one kind has no Others.
func TestBoundAndOthersSplitJudged(t *testing.T) {
	for _, tt := range []struct {
		m             Move
		bound, others string
	}{
		{Move{ScoreAtMost: true, Depth: 8}, "at most", "others estimated at depth 8"},
		{Move{ScoreAtLeast: true, Loss: 2, Depth: 8}, "at least", "best estimated at depth 8"},
		{Move{ScoreAtMost: true, BestAtLeast: true, Loss: 2}, "at most", "best's a lower bound"},
		{Move{ScoreExact: true, Loss: 2, Depth: 8}, "", "best estimated at depth 8"},
		{Move{Loss: 2, Depth: 8}, "", ""},
		{Move{Exact: true, ScoreExact: true}, "", ""},
		{Move{Book: true}, "", ""},
	} {
		if b, o := tt.m.Bound(), tt.m.Others(); b != tt.bound || o != tt.others {
			t.Errorf("%+v: bound %q, others %q; want %q, %q", tt.m, b, o, tt.bound, tt.others)
		}
	}
}

// An estimated move and the best are searched to the same depth from the
// position judged, the move counted: the move played's score is a search of
// one ply fewer of the position it leaves, and the best's a search of the
// position. Scored after each move to the depth asked, and the best by
// the same search, the moves were judged a ply deeper than said. The depth
// is the one asked, or a ply more where that ends at an even number of
// empties.
func TestEstimatesSearchBothMovesAlike(t *testing.T) {
	g := playStandard(t, 8, "cd cc dc ce bd bc ef ec db fd gd fc")
	const depth = 4
	got, err := Analyze(context.Background(), g, Options{Depth: depth, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	estimated := 0
	for _, m := range got {
		if m.Book || m.Exact {
			continue
		}
		estimated++
		pos := g.Positions()[m.Ply]
		after, _, err := pos.Play(m.Move)
		if err != nil {
			t.Fatal(err)
		}
		mm := search.Minimax{Depth: m.Depth - 1, SolveAt: estimateSolveAt, Threads: 1}
		c, err := mm.Choose(context.Background(), after, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !endsEven(pos, m.Depth, depth) || m.Score != -c.Score.Discs || m.Loss != m.BestScore-m.Score {
			t.Errorf("ply %d: %+v; want the move's score %+d, at depth %d or %d", m.Ply, m, -c.Score.Discs, depth, depth+1)
		}
	}
	if estimated == 0 {
		t.Fatal("no move estimated")
	}
}

// At the move before the first position solved, a loss between the move's
// exact score and the best's estimate is an estimate: said "~8", and
// classed beyond the estimate's error (a mistake, not a blunder).
func TestAMixedLossIsAnEstimate(t *testing.T) {
	played, other := engine.Move(37), engine.Move(19)
	f := frontier{played: solve.MoveScore{Move: played, Score: -64}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	scored := []search.MoveChoice{{Move: other, Score: search.Score{Unit: search.Discs, Discs: -56}}, {Move: played, Score: search.Score{Unit: search.ExactDiscs, Discs: -64}}}
	m := f.judge(0, engine.Black, scored, 64, 8, estimateSlack)
	if m.Loss != 8 || !m.LossEstimated() || m.LossSaid() != "~8" || m.Class != Mistake || m.Judged() != "exact; best estimated at depth 8" {
		t.Errorf("%+v (%s, %s); want a mistake of ~8", m, m.LossSaid(), m.Judged())
	}
	exact := Move{Score: -64, BestScore: -58, Loss: 6, Exact: true, ScoreExact: true, Class: Mistake, ClassExact: true}
	if exact.LossEstimated() || exact.LossSaid() != "6" {
		t.Errorf("an exact loss said %s", exact.LossSaid())
	}
}

// At the move before the first position solved, a loss between the move's
// exact score and another move's, solved too, is exact though a third move
// was only estimated: -10 beside -2 is a blunder of 8, said so, and its
// best said exact.
func TestALossBetweenTwoSolvedScoresIsExact(t *testing.T) {
	played, other, third := engine.Move(37), engine.Move(19), engine.Move(20)
	f := frontier{played: solve.MoveScore{Move: played, Score: -10}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	scored := []search.MoveChoice{{Move: other, Score: search.Score{Unit: search.ExactDiscs, Discs: -2}},
		{Move: third, Score: search.Score{Unit: search.Discs, Discs: -20}}, {Move: played, Score: search.Score{Unit: search.ExactDiscs, Discs: -10}}}
	m := f.judge(0, engine.Black, scored, 64, 8, estimateSlack)
	if m.Exact || m.Loss != 8 || m.Class != Blunder || !m.ClassExact || m.LossEstimated() || m.LossSaid() != "8" || m.Judged() != "exact; best exact, others estimated at depth 8" {
		t.Errorf("%+v (%s, %s); want an exact blunder of 8, its best exact", m, m.LossSaid(), m.Judged())
	}
}

// A move that the searches of Options.Depth mark is searched again, the
// move played and the best alike, as deep as both reach within
// Options.Deeper: given all the nodes they take, the deepest they may go,
// six plies on from the depth it was marked at.
func TestMarkedMovesAreSearchedDeeper(t *testing.T) {
	g := playStandard(t, 8, "cd cc dc ce bd bc ef ec db fd gd fc")
	got, err := Analyze(context.Background(), g, Options{Depth: 2, Deeper: allNodes, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	deeper := 0
	for _, m := range got {
		marked := 2 + g.Positions()[m.Ply].Empties()%2 // the depth it was estimated at, ending at an even number of empties
		if m.Book || m.Exact || m.Depth == marked {
			continue
		}
		deeper++
		if m.Depth != marked+deeperBy || m.Loss != max(0, m.BestScore-m.Score) {
			t.Errorf("%+v; want it judged at depth %d", m, marked+deeperBy)
		}
	}
	if deeper == 0 {
		t.Errorf("no move searched deeper: %+v", got)
	}
}

// endsEven says a search of depth plies from pos ends at an even number of
// empties, at the depth asked or a ply deeper.
func endsEven(pos engine.Position, depth, asked int) bool {
	return (pos.Empties()-depth)%2 == 0 && (depth == asked || depth == asked+1)
}

// lostAll is a game of 8×8 from the start that black lost 0:64.
const lostAll = "cd cc dc ce bd bc ef ec db fd gd fc cf bf df cb bb be fe ad fb ea ca ac af aa ab ba ae da eb fa gc hc ge gb bg gf ag ah hf he ch hg ga hd hb hh gg gh fh cg bh dg dh fg eg ha ff eh"

// Every estimate's searches end at an even number of empties, the depth
// asked or a ply deeper, the last move estimated's among them (f3 of
// lostBy22, at 23 empties, given the nodes to solve from e6): the graph of
// a game's scores then has no zigzag from one side's moves to the other's.
// Searched to the depth asked, the positions of one side ended at an odd
// number, the other's at an even, and each move's score stood 2-3 discs
// off its neighbours' for it.
func TestEstimatesEndAtEvenEmpties(t *testing.T) {
	for _, tt := range []struct {
		g   engine.Game
		opt Options
	}{
		{playStandard(t, 8, lostAll), Options{Depth: 2, Threads: 1}},
		{playStandard(t, 6, lostBy22), Options{Nodes: 5_000_000, Depth: 8, Threads: 1}},
	} {
		got, err := Analyze(context.Background(), tt.g, tt.opt, nil)
		if err != nil {
			t.Fatal(err)
		}
		odd, estimated, last := 0, 0, false
		for _, m := range got {
			pos := tt.g.Positions()[m.Ply]
			if m.Book || m.Exact {
				continue
			}
			estimated++
			odd += pos.Empties() % 2
			last = last || m.ScoreExact
			if !endsEven(pos, m.Depth, tt.opt.Depth) {
				t.Errorf("%s, ply %d, %d empties: estimated at depth %d; want %d or %d, ending at an even number", tt.g.Variant(), m.Ply, pos.Empties(), m.Depth, tt.opt.Depth, tt.opt.Depth+1)
			}
		}
		if odd == 0 || odd == estimated {
			t.Errorf("%s: %d of %d moves estimated from an odd number of empties; want positions of both parities", tt.g.Variant(), odd, estimated)
		}
		if tt.opt.Nodes > 0 && !last {
			t.Errorf("%s: no move scored exactly beside an estimate: %+v", tt.g.Variant(), got)
		}
	}
}

// A ply deeper that would bring a search within estimateSolveAt of the end
// where the depth asked does not is a ply shallower instead: at 21 empties
// a review asked for eight plies searches seven and estimates, where nine
// would solve the position whole, with no clock, after the review's own
// solves gave it up; at 22 it searches eight.
func TestEstimatesSolveNoMoreThanTheDepthAsked(t *testing.T) {
	full := playStandard(t, 8, lostAll)
	for _, tt := range []struct{ empties, depth int }{{21, 7}, {22, 8}} {
		i := slices.IndexFunc(full.Positions(), func(p engine.Position) bool { return p.Empties() == tt.empties && !p.MustPass() })
		if i < 0 || i >= len(full.Moves()) {
			t.Fatalf("no position of %d empties", tt.empties)
		}
		g := engine.NewGame(full.Positions()[i])
		if err := g.Play(full.Moves()[i]); err != nil {
			t.Fatal(err)
		}
		got, err := Analyze(context.Background(), g, Options{Depth: 8, Threads: 1}, nil)
		if err != nil || len(got) != 1 {
			t.Fatalf("%d empties: %v, %v", tt.empties, got, err)
		}
		if m := got[0]; m.Exact || m.Depth != tt.depth {
			t.Errorf("%d empties: %+v; want it estimated at depth %d", tt.empties, m, tt.depth)
		}
	}
}

// A side's share of best moves is of its choices: a forced move, the only
// legal one, is no choice, and a move judged best within the estimates'
// error lost discs all the same. Black's 78% best of a game lost 0:64
// counted both.
func TestAccuracyIsOfChoicesThatLostNothing(t *testing.T) {
	g := engine.NewGame(enginetest.Flat(t, 10).Start())
	moves := []Move{
		{Color: engine.Black, Class: Best, Forced: true},
		{Color: engine.Black, Class: Best, Forced: true},
		{Color: engine.Black, Loss: 2, Class: Best},
		{Color: engine.Black, Class: Best},
		{Color: engine.Black, Loss: 9, Class: Blunder},
		{Color: engine.White, Class: Best, Forced: true},
	}
	s := Summarize(g, moves)
	if s[0].Moves != 5 || s[0].Forced != 2 || s[0].Accuracy != 1.0/3 || s[0].Classes[Best] != 4 {
		t.Errorf("black %+v; want 1 of 3 choices best, 2 moves forced", s[0])
	}
	if s[1].Forced != 1 || s[1].Accuracy != 0 {
		t.Errorf("white %+v; want its one move forced, no choice", s[1])
	}
}

// lostTo6 is a game of 8×8 black lost to level 6, from black's g8 at 24
// empties on, the moves after f8 any legal ones: solve --all scores g8 -30,
// five discs or more below every other move (h5 -20).
const lostTo6 = "g8 f8 e1 b1 a1 f1 h1 b2 a2 h2 a3 b3 a4 h5 a6 b6 h6 a7 b7 g7 h7 a8 b8 h8"

// lostTo6Start is the position before g8 of lostTo6.
const lostTo6Start = "--XO--X---XOOXX---XXXXXO-OXOOXOOOOXOOOO---XOOOX---XOOO----OOO--- X"

// A move scores no more than the solves after it prove: white's f8, solved
// at +30, proves g8 worth -30 at most to black, and the other moves'
// estimates are set against that, the loss an estimate (h5's is -22, -20
// solved). The estimates at depth 8 called g8 -21 and best, a blunder of
// 10 by the solve.
func TestAMoveScoresNoMoreThanTheSolvesProve(t *testing.T) {
	g, _, err := engine.ReadGame(lostTo6, enginetest.Parse(t, lostTo6Start))
	if err != nil {
		t.Fatal(err)
	}
	// The solves go back to f8's position at 23 empties, no further.
	got, err := Analyze(context.Background(), g, Options{Nodes: allNodes, Reach: 22, Depth: Depth(g.Variant()), Threads: 1}, nil)
	if err != nil || len(got) != 24 {
		t.Fatalf("%d moves, %v", len(got), err)
	}
	g8, f8 := got[0], got[1]
	if !f8.ScoreExact || f8.Exact || f8.Score != 30 {
		t.Fatalf("f8: %+v; want it exact at +30, the last move estimated", f8)
	}
	if g8.Score > -30 || g8.Best == g8.Move || g8.Loss < 8 || g8.Class == Best || !g8.LossEstimated() || g8.Judged() != "at most; best estimated at depth 8" {
		t.Errorf("g8: %+v (lost %s, %s); want -30 at most, below the best's estimate, its loss an estimate", g8, g8.LossSaid(), g8.Judged())
	}
}

// lostByB7 is the end of a game of 8×8, from black's b7 at 24 empties on:
// solved, b7 is -26 (white's f7 +26 best, Edax: F7 b8 E1), 26 below c8's
// and a2's 0.
const lostByB7 = "b7 f7 b8 e1 b1 a1 a3 a8 c8 b2 a2 g2 g7 f1 g1 h1 h2 h3 h4 g5 h5 h7 h8 g8"

// lostByB7Start is the position before b7 of lostByB7.
const lostByB7Start = "--OO------OOXX---OOOXXX-OOOOXXX-OOOOXX--OOOOXXXXO-OOO------OOO-- X"

// A move scores what the row after it holds of the position it led to,
// where that row's move, exact, is best of it: white's f7 is +26 solved and
// no other move there is estimated above it, so b7 is -26, at most as
// proven, whatever its own searches found. Its estimate of eight plies,
// -28, stood below the proof, a blunder of 28 that the summaries balanced
// with 3 discs of white's the estimates missed. Its mark, on the best's
// estimate, is proven: a null window finds a move 8 discs above it.
func TestAMoveScoresAsTheExactBestAfterItHolds(t *testing.T) {
	g, _, err := engine.ReadGame(lostByB7, enginetest.Parse(t, lostByB7Start))
	if err != nil {
		t.Fatal(err)
	}
	// The solves go back to f7's position at 23 empties, no further.
	got, err := Analyze(context.Background(), g, Options{Nodes: allNodes, Reach: 22, Depth: Depth(g.Variant()), Check: DefaultCheck, Threads: 1}, nil)
	if err != nil || len(got) != 24 {
		t.Fatalf("%d moves, %v", len(got), err)
	}
	b7, f7 := got[0], got[1]
	if !f7.ScoreExact || f7.Exact || f7.Score != 26 || f7.Loss != 0 {
		t.Fatalf("f7: %+v; want it exact at +26 and best, the last move estimated", f7)
	}
	if b7.Score != -26 || !b7.ScoreAtMost || b7.Exact || !b7.LossEstimated() || b7.Loss != b7.BestScore+26 || b7.Class != Blunder {
		t.Errorf("b7: %+v (lost %s, %s); want -26 at most, a blunder, its loss an estimate", b7, b7.LossSaid(), b7.Judged())
	}
	if b7.LossAtLeast < 8 || b7.LossAtLeast > b7.Loss {
		t.Errorf("b7: %+v (%s); want a blunder's 8 discs lost proven", b7, b7.Judged())
	}
}

// lostAfterF7Start is the position before white's f7 at 27 empties of a
// game of 8×8 whose moves go on f7 e7 g7: solved, f7 is +4 (black's e7 -4
// best after it), and g7 +4.
const lostAfterF7Start = "--O--O----OOOO-OXXOXXXXO-XXXOXXOOXXXXXX--XXXXXOX---X------------ O"

// A move two before the first position solved scores what the row after it
// holds of the position it led to: white's g7, solved at +4 and best of
// its position, proves black's e7 -4 at most, and e7 is then judged best of
// its own, the others estimated no higher, so f7 before it is +4 as far as
// the estimates tell. Its estimate of nine plies, 0, left the graph a
// blip to even between two moves of -4 for black.
func TestAMoveScoresAsTheBoundedBestAfterItHolds(t *testing.T) {
	g, _, err := engine.ReadGame("f7 e7 g7", enginetest.Parse(t, lostAfterF7Start))
	if err != nil {
		t.Fatal(err)
	}
	g7 := g.Moves()[2]
	// What the solves back from the end would prove of g7's position, were
	// the game played on and 24 empties within their reach: g7 exact,
	// nothing more.
	edge := frontier{played: solve.MoveScore{Move: g7, Score: 4}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Threads: 1}, nil)
	if marked, err := a.estimateAll(context.Background(), 3, &edge); err != nil || len(marked) != 0 {
		t.Fatalf("marked %+v, %v", marked, err)
	}
	if err := a.judgeFrontier(context.Background(), a.stepAt(2, edge)); err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(a.out, func(x, y Move) int { return x.Ply - y.Ply })
	f7, e7 := a.out[0], a.out[1]
	if e7.Score != -4 || !e7.ScoreAtMost || e7.Loss != 0 {
		t.Fatalf("e7: %+v; want -4 at most and best", e7)
	}
	if f7.Score != 4 || f7.ScoreExact || f7.ScoreAtMost || f7.ScoreAtLeast || f7.Loss != 0 || f7.Judged() != "estimated at depth 9" {
		t.Errorf("f7: %+v (%s); want +4 and best, estimated", f7, f7.Judged())
	}
}

// A move judged again from what is proven of the position it led to, its
// own score only a bound, has no exact loss however exact the best's
// score: at 9 empties of lostBy16, f4 (+10 solved, estimated +8) proven
// worth +10 at least beside a5's +16 solved has lost 6 at most, said "~6".
// The best's score is said as it is known: exact, not estimated.
func TestALossFromABoundIsAnEstimate(t *testing.T) {
	g := playStandard(t, 6, lostBy16)
	const k = 23
	pos, played := g.Positions()[k], engine.Move(23)
	after, _, err := pos.Play(played)
	if err != nil {
		t.Fatal(err)
	}
	n := pos.Variant().Cells()
	m := Move{Ply: k, Color: pos.Turn(), Move: played, Score: 8, Best: played, BestScore: 8, Depth: 4}
	w := worth{lo: -n, hi: -10, loProven: true, hiProven: true} // for the side to move after f4
	var none int64                                              // no checks
	j, again, err := w.bound(context.Background(), m, pos, after.Turn(), Options{Depth: 4, Threads: 1}, &none, n, estimateSlack)
	if err != nil || !again {
		t.Fatalf("not judged again: %v", err)
	}
	if j.Score != 10 || !j.ScoreAtLeast || j.BestScore != 16 || j.Loss != 6 || j.ClassExact || !j.LossEstimated() || j.LossSaid() != "~6" {
		t.Errorf("%+v (lost %s, %s); want +10 at least, ~6 lost", j, j.LossSaid(), j.Judged())
	}
	if !j.BestSolved() || j.Judged() != "at least; best exact, others estimated at depth 5" {
		t.Errorf("%+v: best solved %v, judged %q; want a5's +16 said exact", j, j.BestSolved(), j.Judged())
	}
}

// tiedAtD2Start is a position of 8×8 at 22 empty cells, black to move, of
// a game between two searches of four plies: solved, d2 and a4 are -10,
// tied best, c8 -14 and a5 -16; white's h1 after d2 is +10, best.
const tiedAtD2Start = "--XOOXX---X-OX----XOXXXX-OOXOXXX-OOOXXXXOOOOOOXX--XO-OXX-------X X"

// A mark rests on no estimate that a proof belies. Black's d2, -10 at most
// once white's h1 after it is solved at +10, was marked an inaccuracy of
// ~5 beside a5's estimate at depth 8, -5 (-16 solved), though d2 is best: a
// null window now proves no other move scores above -10, and d2 is judged
// best, the others proven no better. Given too few nodes for the proof,
// the mark stays what the estimates said, an estimate.
func TestAMarkRestsOnNoEstimateAProofBelies(t *testing.T) {
	g, _, err := engine.ReadGame("d2 h1", enginetest.Parse(t, tiedAtD2Start))
	if err != nil {
		t.Fatal(err)
	}
	for _, check := range []int64{1_000_000, DefaultCheck} {
		// The solves go back to h1's position at 21 empties, no further.
		got, err := Analyze(context.Background(), g, Options{Nodes: allNodes, Reach: 20, Depth: Depth(g.Variant()), Check: check, Threads: 1}, nil)
		if err != nil || len(got) != 2 {
			t.Fatalf("%d nodes: %v, %v", check, got, err)
		}
		d2 := got[0]
		if d2.Score != -10 || !d2.ScoreAtMost {
			t.Fatalf("%d nodes: d2 %+v; want -10 at most", check, d2)
		}
		if check < DefaultCheck {
			if d2.Class != Inaccuracy || d2.NoneBetter || d2.LossAtLeast != 0 || !d2.LossEstimated() {
				t.Errorf("%d nodes, too few to prove it: d2 %+v (%s); want the estimates' inaccuracy, unproven", check, d2, d2.Judged())
			}
			continue
		}
		if d2.Class != Best || d2.Loss != 0 || d2.Best != d2.Move || !d2.NoneBetter || d2.Judged() != "at most; others proven no better" {
			t.Errorf("d2 %+v (%s); want it best, the others proven no better", d2, d2.Judged())
		}
	}
}

// At the move before the first position solved, the move's exact score is
// checked as a bound's is: d2, solved at -10 and the position after it not
// solved further, is best, the others proven no better, where a5's
// estimate marked it.
func TestTheFrontiersMarkRestsOnNoEstimateAProofBelies(t *testing.T) {
	g, _, err := engine.ReadGame("d2 h1", enginetest.Parse(t, tiedAtD2Start))
	if err != nil {
		t.Fatal(err)
	}
	d2 := g.Moves()[0]
	edge := frontier{played: solve.MoveScore{Move: d2, Score: -10}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	for _, check := range []int64{0, DefaultCheck} {
		a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Check: check, Threads: 1}, nil)
		if err := a.judgeFrontier(context.Background(), a.stepAt(0, edge)); err != nil || len(a.out) != 1 {
			t.Fatalf("%d nodes: %v, %v", check, a.out, err)
		}
		m := a.out[0]
		if check == 0 {
			if m.Class != Inaccuracy || !m.LossEstimated() || m.Judged() != "exact; best estimated at depth 8" {
				t.Errorf("unchecked: %+v (%s); want the estimates' inaccuracy", m, m.Judged())
			}
			continue
		}
		if m.Score != -10 || m.Class != Best || m.Loss != 0 || !m.NoneBetter || m.Judged() != "exact; others proven no better" {
			t.Errorf("%+v (%s); want -10 exact and best, the others proven no better", m, m.Judged())
		}
	}
}

// checkedOn checks the move judge judges on pos, as the review does with
// nodes to check by, the others' estimates held to the board's cells.
func checkedOn(t *testing.T, pos engine.Position, nodes int64, judge func(most int) Move) Move {
	t.Helper()
	n := pos.Variant().Cells()
	m, err := checked(context.Background(), judge(n), pos, &nodes, n, judge)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A check proves a mark or takes it back, by null windows to the end: on a
// position of 6×6 solved, a blunder said of the best move, on an estimate
// of another ten discs above it, is taken back, the move best and the
// others proven no better; one said of the worst, the best estimated at
// its exact score, is proven at least its class's least loss and no more
// than the truth. A score that is only a lower bound proves no loss by a
// better move; with no nodes nothing is checked.
func TestChecksProveOrTakeBackMarks(t *testing.T) {
	pos := enginetest.Midgame(enginetest.Flat(t, 6), 16, 3)
	all, err := solve.Solve(context.Background(), pos, solve.SolveOptions{All: true, Threads: 1})
	if err != nil || len(all.Moves) < 3 {
		t.Fatalf("%v, %v", all.Moves, err)
	}
	best, second, worst := all.Moves[0], all.Moves[1], all.Moves[len(all.Moves)-1] // best first
	if best.Score-worst.Score < 5 {
		t.Fatalf("%v: want a move 5 discs or more below the best", all.Moves)
	}
	// judged judges played, its score exact or a lower bound, beside by's
	// estimate est, held to most.
	judged := func(played solve.MoveScore, atLeast bool, by engine.Move, est int) func(most int) Move {
		return func(most int) Move {
			m := Move{Move: played.Move, Score: played.Score, ScoreExact: !atLeast, ScoreAtLeast: atLeast, Best: by, BestScore: min(est, most), Depth: 6}
			return m.rated(handcraftedSlack)
		}
	}
	n := pos.Variant().Cells()
	falseMark := judged(best, false, second.Move, best.Score+10)
	if m := checkedOn(t, pos, DefaultCheck, falseMark); m.Class != Best || m.Loss != 0 || m.Best != best.Move || !m.NoneBetter || m.LossAtLeast != 0 {
		t.Errorf("the best move said a blunder: %+v; want it best, the others proven no better", m)
	}
	if m := checkedOn(t, pos, 0, falseMark); m != falseMark(n) {
		t.Errorf("checked with no nodes: %+v; want %+v", m, falseMark(n))
	}
	trueMark := judged(worst, false, best.Move, best.Score)
	marked := trueMark(n)
	lo, _ := Range(pos.Variant(), marked.Class, false)
	if m := checkedOn(t, pos, DefaultCheck, trueMark); m.Class != marked.Class || m.LossAtLeast < lo || m.LossAtLeast > best.Score-worst.Score || m.NoneBetter {
		t.Errorf("the worst move, %d below the best: %+v; want its %v proven, %d lost at least", best.Score-worst.Score, m, marked.Class, lo)
	}
	atLeast := judged(worst, true, best.Move, best.Score)
	if m := checkedOn(t, pos, DefaultCheck, atLeast); m != atLeast(n) {
		t.Errorf("the worst move's score a lower bound: %+v; want it as judged, %+v", m, atLeast(n))
	}
}

// A move judged best, its score exact, where a check proved no other move
// scores more, says its position is worth that score exactly; judged best
// on the others' estimates, no more than that as far as they tell.
func TestAMoveProvenBestBoundsItsPosition(t *testing.T) {
	m := Move{Score: -10, Best: 19, Move: 19, ScoreExact: true}
	if w := m.worth(64); w != (worth{lo: -10, hi: -10, loProven: true}) {
		t.Errorf("best on estimates: %+v", w)
	}
	m.NoneBetter = true
	if w := m.worth(64); w != (worth{lo: -10, hi: -10, loProven: true, hiProven: true}) {
		t.Errorf("proven best: %+v", w)
	}
}

// A move judged best, or as good as the best, on the others' estimates
// alone beside its own exact score is checked as a mark is: white's c1 of
// a game at 22 empties, +4 exact, was "best" where f1 and c2 are +6, as no
// estimate reached +4. A null window now asks whether another move scores
// a disc more: on a position of 6×6 solved, a move below the best judged
// best, or within the estimates' error of a move estimated above it, is
// marked by the loss proven, no more than the truth; the best judged best
// is proven so. Unchecked, a move judged best so says it is best only on
// the estimates (BestUnproven).
func TestABestOnEstimatesIsChecked(t *testing.T) {
	pos := enginetest.Midgame(enginetest.Flat(t, 6), 16, 3)
	all, err := solve.Solve(context.Background(), pos, solve.SolveOptions{All: true, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	best := all.Moves[0] // best first
	at := slices.IndexFunc(all.Moves, func(m solve.MoveScore) bool { return m.Score < best.Score })
	if at < 0 {
		t.Fatalf("%v: want a move below the best", all.Moves)
	}
	below := all.Moves[at]
	judged := func(played solve.MoveScore, est int) func(most int) Move {
		return func(most int) Move {
			m := Move{Move: played.Move, Score: played.Score, ScoreExact: true, Best: best.Move, BestScore: min(est, most), Depth: 6}
			if est <= played.Score {
				m.Best = played.Move
			}
			return m.rated(handcraftedSlack)
		}
	}
	n := pos.Variant().Cells()
	lost := best.Score - below.Score
	for _, est := range []int{below.Score, below.Score + handcraftedSlack} {
		judge := judged(below, est)
		if m := judge(n); m.Class != Best || !m.BestUnproven() {
			t.Fatalf("estimated %d: %+v; want it judged best on the estimates", est, m)
		}
		if m := checkedOn(t, pos, 0, judge); !m.BestUnproven() {
			t.Errorf("unchecked, estimated %d: %+v; want it best on the estimates alone", est, m)
		}
		m := checkedOn(t, pos, DefaultCheck, judge)
		if m.Class == Best || m.LossAtLeast < 1 || m.LossAtLeast > lost || m.Loss < m.LossAtLeast || m.Class != classOf(m.LossAtLeast) || m.BestUnproven() {
			t.Errorf("%d below the best, estimated %d: %+v (%s); want it marked by the loss proven", lost, est, m, m.Judged())
		}
		if m.Loss == m.LossAtLeast && (m.BestScore != below.Score+m.LossAtLeast || !m.BestAtLeast || m.Others() != "best's a lower bound") {
			t.Errorf("estimated %d: %+v (%s); want the best the move proven to reach at least", est, m, m.Judged())
		}
	}
	if m := checkedOn(t, pos, DefaultCheck, judged(best, best.Score)); m.Class != Best || !m.NoneBetter || m.BestUnproven() || m.Others() != "others proven no better" {
		t.Errorf("the best judged best: %+v (%s); want it proven best", m, m.Judged())
	}
}

// A move that lost discs on exact scores has the solver's line of the
// best move beside it, the best first, legal from its position to as far
// as it is kept; a move that lost nothing has none.
func TestAMarkHasTheBestLine(t *testing.T) {
	g := engine.NewGame(enginetest.Flat(t, 6).Start())
	for !g.Outcome().Over() {
		if err := g.Play(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	moves, err := Analyze(context.Background(), g, Options{Nodes: DefaultNodes, Depth: Depth(g.Variant()), Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, m := range moves {
		line := m.BestLine.Moves()
		if !m.Exact || m.Loss == 0 {
			if len(line) > 0 {
				t.Errorf("move %d, losing nothing or estimated: a best line %v", m.Ply, line)
			}
			continue
		}
		lines++
		if len(line) == 0 || line[0] != m.Best || len(line) > LineMoves {
			t.Errorf("move %d, best %v: line %v", m.Ply, m.Best, line)
			continue
		}
		pos := g.Positions()[m.Ply]
		for _, mv := range line {
			if pos, _, err = pos.Play(mv); err != nil {
				t.Errorf("move %d: line %v: %v", m.Ply, line, err)
				break
			}
		}
	}
	if lines == 0 {
		t.Error("no move lost discs on exact scores")
	}
}

// e7Start is the position before white's e7 at 21 empty cells of a game of
// 8×8 whose moves go on e7 h1: solved, e7 is +4 (e8 +8 best, b4 +2), and
// black's h1 after it -22 (a4 -4 best).
const e7Start = "-XXXXX----XXXXOO-XXXXXOO--XOXOXOOOXXOXXO-OXOXOOX--XX-O----X----- O"

// The move before the first position solved scores what that position was
// solved to be, where its moves were all solved beside the one played: h1's
// position, every move scored exactly, is -4 for black, so e7 is +4
// exactly, not the +5 its estimate said, and loses discs to e8, proven. h1,
// a blunder on exact scores, has the best's line beside it.
func TestTheFrontiersSolvedMovesScoreTheMoveBefore(t *testing.T) {
	g, _, err := engine.ReadGame("e7 h1", enginetest.Parse(t, e7Start))
	if err != nil {
		t.Fatal(err)
	}
	h1 := g.Moves()[1]
	edge := frontier{played: solve.MoveScore{Move: h1, Score: -22}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Check: DefaultCheck, Threads: 1}, nil)
	if _, err := a.estimateAll(context.Background(), 2, &edge); err != nil {
		t.Fatal(err)
	}
	if err := a.judgeFrontier(context.Background(), a.stepAt(1, edge)); err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(a.out, func(x, y Move) int { return x.Ply - y.Ply })
	e7, h1j := a.out[0], a.out[1]
	if !h1j.Exact || h1j.BestScore != -4 || h1j.Loss != 18 {
		t.Fatalf("h1: %+v; want it exact, 18 below a4's -4", h1j)
	}
	if line := h1j.BestLine.Moves(); len(line) == 0 || line[0] != h1j.Best {
		t.Errorf("h1: best line %v; want a4's", line)
	}
	if e7.Score != 4 || !e7.ScoreSolved() || e7.Loss == 0 || e7.Class == Best {
		t.Errorf("e7: %+v (%s); want +4 exact, marked for the discs it lost", e7, e7.Judged())

	}
}

// b4Start is the position at 24 empty cells, black to move, of a game of
// 8×8 whose moves go on b4 c7 e7 c8: solved, b4 is -2 (a4 0 best, e7 -2),
// white's c7 -2 and black's e7 +2 after it, and white's c8 -2, best.
const b4Start = "-XXXXX----XXXXOO--OXXXOO--XOXXXOOOOXXXXO-OXXXOOX---X-O---------- X"

// A move before the first position solved scores what the move played
// there, proven best, makes of that position: c8, -2 exactly and no other
// move proven better, makes its position +2 for black, so e7 is +2
// exactly, not its estimate, and best, proven so in turn; and white's c7
// before it, -2 exactly, is marked for the discs the estimates had it best
// by.
func TestAMoveProvenBestAtTheFrontierScoresTheMoveBefore(t *testing.T) {
	g, _, err := engine.ReadGame("b4 c7 e7 c8", enginetest.Parse(t, b4Start))
	if err != nil {
		t.Fatal(err)
	}
	c8 := g.Moves()[3]
	edge := frontier{played: solve.MoveScore{Move: c8, Score: -2}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Check: DefaultCheck, Threads: 1}, nil)
	if _, err := a.estimateAll(context.Background(), 4, &edge); err != nil {
		t.Fatal(err)
	}
	if err := a.judgeFrontier(context.Background(), a.stepAt(3, edge)); err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(a.out, func(x, y Move) int { return x.Ply - y.Ply })
	c7, e7, c8j := a.out[1], a.out[2], a.out[3]
	if c8j.Score != -2 || !c8j.NoneBetter {
		t.Fatalf("c8: %+v (%s); want -2 exact, proven best", c8j, c8j.Judged())
	}
	if e7.Score != 2 || !e7.ScoreSolved() {
		t.Errorf("e7: %+v (%s); want +2 exact", e7, e7.Judged())
	}
	if c7.Score != -2 || !c7.ScoreSolved() || c7.Loss == 0 || c7.Class == Best {
		t.Errorf("c7: %+v (%s); want -2 exact, marked for the discs it lost", c7, c7.Judged())
	}
}

// The review's last step, judging again the moves before the frontier
// from what the solves proved after them, says so move by move, back from
// the frontier: after c8's solve, e7, c7 and b4 are each checked again,
// where the progress had stood still at 3 of 4, before c8 is told judged.
func TestJudgingAgainSaysWhichMove(t *testing.T) {
	g, _, err := engine.ReadGame("b4 c7 e7 c8", enginetest.Parse(t, b4Start))
	if err != nil {
		t.Fatal(err)
	}
	edge := frontier{played: solve.MoveScore{Move: g.Moves()[3], Score: -2}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	var told []Progress
	a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Check: DefaultCheck, Threads: 1}, func(p Progress) { told = append(told, p) })
	if _, err := a.estimateAll(context.Background(), 4, &edge); err != nil {
		t.Fatal(err)
	}
	told = nil
	if err := a.judgeFrontier(context.Background(), a.stepAt(3, edge)); err != nil {
		t.Fatal(err)
	}
	want := []Progress{{Done: 3, Of: 4, Step: Checking, Again: -1}, {Done: 3, Of: 4, Step: Checking, Again: 2}, {Done: 3, Of: 4, Step: Checking, Again: 1}, {Done: 3, Of: 4, Step: Checking, Again: 0}, {Done: 4, Of: 4, Step: Checking, Again: -1}}
	if !slices.Equal(told, want) {
		t.Errorf("told %v; want %v", told, want)
	}
}

// A review tells each step as it begins and as it goes on, in order, as
// none of them but the estimates judges moves at a steady pace: the solves
// back from the end, each position's empty cells one more than the last's;
// the estimates; the marked moves searched deeper, one by one, of all
// marked; and the last step's checks, the last move estimated first.
func TestAReviewTellsItsSteps(t *testing.T) {
	g, opt := stoppedGame(t)
	opt.Deeper = 200_000
	var told []Progress
	if _, err := Analyze(context.Background(), g, opt, func(p Progress) { told = append(told, p) }); err != nil {
		t.Fatal(err)
	}
	var steps []Step
	var empties, searched []int
	for _, p := range told {
		if len(steps) == 0 || steps[len(steps)-1] != p.Step {
			steps = append(steps, p.Step)
			if p.Step == Checking && p.Again >= 0 {
				t.Errorf("the last step began at ply %d, judged again before the last estimated is checked", p.Again)
			}
		}
		switch {
		case p.Step == Solving && (len(empties) == 0 || empties[len(empties)-1] != p.Empties):
			empties = append(empties, p.Empties)
		case p.Step == Deepening && (len(searched) == 0 || searched[len(searched)-1] != p.Searched):
			searched = append(searched, p.Searched)
			if p.Marked < p.Searched {
				t.Errorf("searching %d of %d marked", p.Searched, p.Marked)
			}
		}
	}
	if want := []Step{Solving, Estimating, Deepening, Checking}; !slices.Equal(steps, want) {
		t.Errorf("steps told %v; want %v", steps, want)
	}
	for i, e := range empties {
		if e != empties[0]+i {
			t.Errorf("solved back with %v empty cells; want one more each", empties)
			break
		}
	}
	for i, n := range searched {
		if n != i+1 {
			t.Errorf("searched marked moves %v; want 1, 2, … in order", searched)
			break
		}
	}
}

// The last step's checks search opt.Check nodes in all, the frontier's
// first and then each move judged again, back from it, on what is left, so
// that a game whose moves are judged again one after another takes no
// longer for it: in b4's game c8's check takes 10.8 million nodes and e7's
// 11.4 million, both proving the move best, and c7's 25.2 million proves
// its mark. Given 30 million in all, c7's check has 7.8 million, too few:
// its mark stays the estimates', said so, and none is proven beyond them.
func TestTheLastStepsChecksShareTheirNodes(t *testing.T) {
	g, _, err := engine.ReadGame("b4 c7 e7 c8", enginetest.Parse(t, b4Start))
	if err != nil {
		t.Fatal(err)
	}
	edge := frontier{played: solve.MoveScore{Move: g.Moves()[3], Score: -2}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Check: 30_000_000, Threads: 1}, nil)
	if _, err := a.estimateAll(context.Background(), 4, &edge); err != nil {
		t.Fatal(err)
	}
	if err := a.judgeFrontier(context.Background(), a.stepAt(3, edge)); err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(a.out, func(x, y Move) int { return x.Ply - y.Ply })
	c7, e7, c8 := a.out[1], a.out[2], a.out[3]
	if !c8.NoneBetter || !e7.NoneBetter {
		t.Errorf("c8: %+v, e7: %+v; want both proven best, checked first", c8, e7)
	}
	if c7.LossAtLeast != 0 || c7.ClassProven() || c7.Class != Best && !c7.LossEstimated() {
		t.Errorf("c7: %+v (%s); want its mark unchecked, an estimate said so", c7, c7.Judged())
	}
}

// A review stopped keeps the moves it judged, and taken up again from them
// ends as it would have unstopped: stopped while solving back from the
// end, while estimating, and in the last step, judging moves again.
func TestAStoppedReviewIsTakenUpAgain(t *testing.T) {
	g, opt := stoppedGame(t)
	var of int
	full, err := Analyze(context.Background(), g, opt, func(p Progress) { of = p.Of })
	if err != nil || len(full) != of {
		t.Fatalf("%d of %d judged: %v", len(full), of, err)
	}
	exact := slices.IndexFunc(full, func(m Move) bool { return m.Exact })
	if exact <= 0 {
		t.Fatalf("the game should be solved back to a move after the first: %v", full)
	}
	// Stopped at its first move judged, solving back; at the moves before
	// the solved; and at the first move judged again.
	for _, stop := range []func(Progress) bool{
		func(p Progress) bool { return p.Done == 1 },
		func(p Progress) bool { return p.Done == of-exact+1 },
		func(p Progress) bool { return p.Done == of-2 },
		func(p Progress) bool { return p.Again >= 0 },
	} {
		ctx, cancel := context.WithCancel(context.Background())
		stopped, err := Resume(ctx, g, opt, Judged{}, func(p Progress) {
			if stop(p) {
				cancel()
			}
		})
		cancel()
		kept := stopped.Moves
		if err == nil || len(kept) == 0 || len(kept) >= of {
			t.Errorf("stopped: %d of %d kept, %v", len(kept), of, err)
			continue
		}
		var told []Progress
		again, err := Resume(context.Background(), g, opt, stopped, func(p Progress) { told = append(told, p) })
		if err != nil || !slices.Equal(again.Moves, full) {
			t.Errorf("taken up again from %d judged: %v\n%v\nwant %v", len(kept), err, again.Moves, full)
		}
		if len(told) == 0 || told[0].Done != len(kept) { // the moves kept counted from the first step told
			t.Errorf("taken up again from %d judged, the first progress told is %v", len(kept), told)
		}
	}
	// A move estimated before the stop, whose position a solve reaches once
	// taken up again (a solve on the clock that kept within it this time),
	// is judged exactly, once.
	kept := slices.Clone(full[exact:])
	kept[0].Exact = false
	if again, err := Resume(context.Background(), g, opt, Judged{Moves: kept}, nil); err != nil || !slices.Equal(again.Moves, full) {
		t.Errorf("taken up again from an estimate the solves reach: %v\n%v\nwant %v", err, again.Moves, full)
	}
}

// stoppedGame is a random game of 6×6 and the options its stopped reviews
// are judged with: solved back from the end to a move after the first, in
// a last step that judges three moves again.
func stoppedGame(t *testing.T) (engine.Game, Options) {
	t.Helper()
	r := enginetest.Rand(19)
	g := engine.NewGame(enginetest.Flat(t, 6).Start())
	for !g.Outcome().Over() {
		legal := g.Legal()
		if err := g.Play(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return g, Options{Nodes: 200_000, Depth: 2, Check: 2_000_000, Threads: 1}
}

// A review stopped in its last step goes on from where that step stopped:
// the moves it judged again before the stop are not judged again, nor is
// the move it solved and checked first, and it ends as it would have
// unstopped. Taken up again, it judged the whole step again.
func TestAReviewStoppedInItsLastStepGoesOnFromThere(t *testing.T) {
	g, opt := stoppedGame(t)
	var again []int // the moves judged again, by ply, as progress told them
	full, err := Analyze(context.Background(), g, opt, func(p Progress) {
		if p.Again >= 0 {
			again = append(again, p.Again)
		}
	})
	if err != nil || len(again) < 2 {
		t.Fatalf("the last step should judge two moves again or more: %v, %v", again, err)
	}
	for n := range again[:len(again)-1] { // the last, left as it was with nothing to search, stops nothing
		ctx, cancel := context.WithCancel(context.Background())
		stopped, err := Resume(ctx, g, opt, Judged{}, func(p Progress) {
			if p.Again == again[n] {
				cancel()
			}
		})
		cancel()
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("stopped at ply %d again: %v", again[n], err)
		}
		var told []int
		resumed, err := Resume(context.Background(), g, opt, stopped, func(p Progress) {
			if p.Again >= 0 {
				told = append(told, p.Again)
			}
		})
		if !slices.Equal(told, again[n:]) {
			t.Errorf("stopped at ply %d again, taken up again it judged again %v; want %v", again[n], told, again[n:])
		}
		if err != nil || !slices.Equal(resumed.Moves, full) {
			t.Errorf("stopped at ply %d again, taken up again: %v\n%v\nwant %v", again[n], err, resumed.Moves, full)
		}
	}
}

// A review stopped in its last step, having judged e7 again (b4's game),
// hands back the moves as estimated before it, which the step takes up
// again whole; and stopped before a marked move is searched deeper, it
// leaves that move out, for the deeper search to judge when taken up again.
func TestAStoppedReviewKeepsNoHalfJudgedMove(t *testing.T) {
	g, _, err := engine.ReadGame("b4 c7 e7 c8", enginetest.Parse(t, b4Start))
	if err != nil {
		t.Fatal(err)
	}
	edge := frontier{played: solve.MoveScore{Move: g.Moves()[3], Score: -2}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	a := newAnalysis(g, Options{Depth: Depth(g.Variant()), Check: DefaultCheck, Threads: 1}, func(p Progress) {
		if p.Again == 1 {
			cancel()
		}
	})
	if _, err := a.estimateAll(ctx, 4, &edge); err != nil {
		t.Fatal(err)
	}
	estimated := slices.Clone(a.out)
	if err := a.judgeFrontier(ctx, a.stepAt(3, edge)); err == nil || !slices.Equal(a.out, estimated) {
		t.Errorf("stopped in the last step: %v, %v; want the estimates %v", err, a.out, estimated)
	}
	b := newAnalysis(g, Options{Depth: Depth(g.Variant()), Deeper: DefaultDeeper, Threads: 1}, nil)
	if err := b.searchMarked(ctx, []Move{{Ply: 1, Color: engine.White, Move: g.Moves()[1], Class: Mistake}}, nil); err == nil || len(b.out) != 0 {
		t.Errorf("stopped before its deeper search: %v, %v; want no move judged", err, b.out)
	}
}

// level4Won10 is a game of 8×8 from the start, level 4 against level 5
// (match --seed 5), that black lost by 10.
const level4Won10 = "e6 d6 c5 b6 b5 f6 e3 c4 c6 a5 d7 e7 f5 c3 d3 f7 e8 f8 c7 c8 b4 a3 b3 c2 a4 d2 e2 d8 g6 h6 b7 g5 a6 a8 e1 a7 g7 f4 d1 f2 h5 h4 f3 f1 g3 g4 g1 h3 g8 g2 h1 h2 h7 a2 b2 a1 b1 c1 b8 h8"

// A review of an 8×8 game judges it the same however fast the clock runs
// and however many goroutines it has: its solves and searches are bounded
// in nodes, each on one goroutine. Bounded by a second each, the solves
// stopped at their first look at a clock that leapt an hour at each
// reading, and the moves they had solved were estimated.
func TestAReviewJudgesTheSameOnEveryRun(t *testing.T) {
	g := playStandard(t, 8, level4Won10)
	opt := Options{Nodes: 2_000_000, Reach: 64, Depth: 2, Deeper: 200_000, Check: 2_000_000, Threads: 1}
	want, err := Analyze(context.Background(), g, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex // the clock is read by both goroutines
	at := time.Now()
	leaping := family.WithClock(context.Background(), func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		at = at.Add(time.Hour)
		return at
	})
	opt.Threads = 2
	got, err := Analyze(leaping, g, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d moves judged, then %d", len(want), len(got))
	}
	if exact := slices.IndexFunc(want, func(m Move) bool { return m.Exact }); exact < 1 {
		t.Errorf("the first move solved is at %d of %d; want some solved and some estimated", exact, len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("move %d: %+v\nthen %+v", want[i].Ply, want[i], got[i])
		}
	}
}

// Boards of more than 64 cells, whose solver and searches are many times
// slower a node than 8×8's, bound a review's solves and deeper searches by
// fewer nodes, so that a review of a whole game there takes seconds, not
// minutes.
func TestGeneralBoardsReviewWithinFewerNodes(t *testing.T) {
	eight := Defaults(enginetest.Flat(t, 8))
	if eight.Nodes != LargeNodes || eight.Deeper != DefaultDeeper {
		t.Errorf("8x8: %d nodes a solve, %d a deeper search; want %d and %d", eight.Nodes, eight.Deeper, LargeNodes, DefaultDeeper)
	}
	for _, size := range []int{10, 14, 20} {
		opt := Defaults(enginetest.Flat(t, size))
		if opt.Nodes != GeneralNodes || opt.Deeper != GeneralDeeper || opt.Nodes >= eight.Nodes || opt.Deeper >= eight.Deeper {
			t.Errorf("%dx%d: %d nodes a solve, %d a deeper search; want %d and %d, below 8x8's", size, size, opt.Nodes, opt.Deeper, GeneralNodes, GeneralDeeper)
		}
	}
}

// A review's count of the marked moves it searches deeper is of those it
// searches: every one told is searched, up to the last of the count, though
// the estimates of lostAll at two plies mark seven moves. It said
// "searching 1 of 7" and searched three.
func TestTheDeeperSearchesCountedAreSearched(t *testing.T) {
	g := playStandard(t, 8, lostAll)
	var searched []int
	marked := 0
	if _, err := Analyze(context.Background(), g, Options{Depth: 2, Deeper: 20_000, Threads: 1}, func(p Progress) {
		if p.Step == Deepening && (len(searched) == 0 || searched[len(searched)-1] != p.Searched) {
			searched, marked = append(searched, p.Searched), p.Marked
		}
	}); err != nil {
		t.Fatal(err)
	}
	if len(searched) == 0 || searched[len(searched)-1] != marked {
		t.Errorf("searched %v of %d told; want every one told searched", searched, marked)
	}
}

// wipedOut is a game of 8×8 from wipedOutStart, 18 empties, that black
// lost 0:64, white playing the solver's moves: after black's f1 and f7,
// each below the best, every move of black's scores -64 (solve --all),
// h7 and e8 with others beside them, g8 the only legal one.
const wipedOut = "f1 a8 f7 d2 h7 c7 d8 g2 g1 f8 e8 e7 g8 h8 h2 g3 g7"

// wipedOutStart is the position before f1 of wipedOut.
const wipedOutStart = "OOOOO---OOO-OO--OOOOOO-XXOXOOOXOXOXOOXOOXOXXXOOOXO-X-----OX----- X"

// A move whose choice did not matter is no choice, as a forced one is not:
// in a position lost by all the board's discs every move scores so, so
// that black's h7 and e8 of wipedOut, best as every other move there, are
// left out of its share of best moves, which is of its two choices that
// mattered, neither best: it was 50%, of f1, f7, h7 and e8.
func TestAMoveOfAPositionLostOutrightIsNoChoice(t *testing.T) {
	g, _, err := engine.ReadGame(wipedOut, enginetest.Parse(t, wipedOutStart))
	if err != nil {
		t.Fatal(err)
	}
	moves, err := Analyze(context.Background(), g, Options{Nodes: LargeNodes, Depth: 8, Threads: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		if want := m.Ply == 4 || m.Ply == 14; m.Tied != want {
			t.Errorf("move %d, %+v; want it tied: %v", m.Ply+1, m, want)
		}
	}
	s := Summarize(g, moves)
	if s[0].Moves != 5 || s[0].Forced != 1 || s[0].Tied != 2 || s[0].Choices() != 2 || s[0].Accuracy != 0 {
		t.Errorf("black %+v; want 5 moves, 1 forced, 2 tied, none best of the 2 choices that mattered", s[0])
	}
	if s[1].Tied != 0 || s[1].Accuracy != 1 {
		t.Errorf("white %+v; want every move best, none tied: only the best's score and its own are known", s[1])
	}
}

// At the frontier, whose moves are all scored, a move is tied where every
// other scores as it does, exact or estimated: winning outright too, where
// it is no choice only as far as every move is known to win so.
func TestTheFrontierTiesWhereEveryMoveScoresAlike(t *testing.T) {
	played, other := engine.Move(37), engine.Move(19)
	for _, tt := range []struct {
		score, others int
		unit          search.Unit
		tied          bool
	}{{64, 64, search.ExactDiscs, true}, {64, 64, search.Discs, true}, {64, 60, search.ExactDiscs, false}, {-10, -10, search.Discs, true}, {-10, -12, search.Discs, false}} {
		f := frontier{played: solve.MoveScore{Move: played, Score: tt.score}, proven: solve.Solution{Move: engine.Pass, Lower: -64, Upper: 64}}
		scored := []search.MoveChoice{{Move: other, Score: search.Score{Unit: tt.unit, Discs: tt.others}}, {Move: played, Score: search.Score{Unit: search.ExactDiscs, Discs: tt.score}}}
		if m := f.judge(0, engine.Black, scored, 64, 8, estimateSlack); m.Tied != tt.tied || m.Loss != 0 {
			t.Errorf("%+d beside %+d: %+v; want it best, tied: %v", tt.score, tt.others, m, tt.tied)
		}
	}
}
