package search

import (
	"cmp"
	"context"
	"errors"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"testing"
	"time"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
	"reversi/engine/internal/enginetest"
	"reversi/engine/internal/family"
	"reversi/engine/opening"
	"reversi/engine/solve"
	"reversi/ffo"
)

func TestPlayersPlayLegalMovesOnEveryBoard(t *testing.T) {
	players := []Player{
		Minimax{Depth: 2}, Minimax{Budget: 30 * time.Millisecond}, Perfect{Budget: 30 * time.Millisecond},
		MCTS{Playouts: 200, Seed: 1}, Greedy{}, Random{Seed: 1},
	}
	for _, v := range []engine.Variant{engine.Sphere(), enginetest.Box(t, 2, 1, 1), enginetest.Box(t, 4, 4, 2), enginetest.Flat(t, 4), enginetest.Flat(t, 6), enginetest.Flat(t, 8), enginetest.Flat(t, 12)} {
		p := enginetest.Midgame(v, min(6, v.Cells()-8), 2)
		for _, pl := range players {
			c, err := pl.Choose(context.Background(), p, nil)
			if err != nil {
				t.Fatalf("%s on %s: %v", pl.Name(), v, err)
			}
			if !p.IsLegal(c.Move) {
				t.Errorf("%s on %s: illegal move %s", pl.Name(), v, v.MoveName(c.Move))
			}
		}
	}
}

func TestPlayersPassWhenTheyMust(t *testing.T) {
	p := enginetest.Play(t, enginetest.Flat(t, 4).Start(), "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	for _, pl := range []Player{Minimax{Depth: 3}, Perfect{}, MCTS{Playouts: 10}, Greedy{}, Random{Seed: 1}} {
		c, err := pl.Choose(context.Background(), p, nil)
		if err != nil || c.Move != engine.Pass {
			t.Errorf("%s with no move: %+v, %v; want a pass", pl.Name(), c, err)
		}
	}
}

// Where the search reaches the end of the game, its score is exact and
// agrees with the solver.
func TestMinimaxIsExactNearTheEnd(t *testing.T) {
	for _, v := range []engine.Variant{enginetest.Flat(t, 8), enginetest.Flat(t, 10), engine.Sphere(), enginetest.Box(t, 4, 4, 2)} {
		p := enginetest.Midgame(v, v.Cells()-4-10, 3)
		if p.Outcome().Over() || !p.HasMoves(p.Turn()) {
			t.Fatalf("%s: the test position should be playable", p)
		}
		sol, err := solve.Solve(context.Background(), p, solve.SolveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := Minimax{Budget: 5 * time.Second}.Choose(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.Score.Unit != ExactDiscs || c.Score.Discs != sol.Score {
			t.Errorf("%s: minimax %+v, solver %+d", p, c, sol.Score)
		}
		q, _, _ := p.Play(c.Move)
		after, _ := solve.Solve(context.Background(), q, solve.SolveOptions{})
		if -after.Score != sol.Score {
			t.Errorf("%s: minimax's move %s scores %+d, the best is %+d", p, v.MoveName(c.Move), -after.Score, sol.Score)
		}
	}
}

// On 12×12 and larger, scores run beyond 127 discs, which minimax once
// took for beyond every score: every move then looked alike at -127.
func TestMinimaxScoresBeyond127Discs(t *testing.T) {
	for _, p := range enginetest.Lopsided(t, enginetest.Flat(t, 12), 6, 3) {
		want := enginetest.Brute(p)
		c, err := Minimax{Depth: p.Empties() + 1}.Choose(context.Background(), p, nil)
		if err != nil || c.Score != (Score{Unit: ExactDiscs, Discs: want}) {
			t.Errorf("%s: minimax %+v, %v; brute force %+d", p, c.Score, err, want)
		}
		moves, err := ScoreMoves(context.Background(), p, ScoreOptions{SolveTime: time.Hour, Depth: 2})
		if err != nil {
			t.Fatal(err)
		}
		for _, ms := range moves {
			q, _, _ := p.Play(ms.Move)
			if want := -enginetest.Brute(q); ms.Score != (Score{Unit: ExactDiscs, Discs: want}) {
				t.Errorf("%s: %s scored %+v, brute force %+d", p, p.Variant().MoveName(ms.Move), ms.Score, want)
			}
		}
	}
}

// A game's end found within the depth counts in discs, though the search
// as a whole is an estimate: here black wipes white out within five moves.
func TestMinimaxScoresAWipeOutInDiscs(t *testing.T) {
	p := enginetest.Parse(t, "-----------OOO----O-O-----OOOOOO-OXXXXXXOXXXXXXXXXXXXXXXXXXXXXXX X")
	c, err := Minimax{Depth: 5, SolveAt: 1}.Choose(context.Background(), p, nil)
	if err != nil || c.Score != (Score{Unit: Discs, Discs: 64}) {
		t.Errorf("minimax at depth 5: %+v, %v; want an estimated +64", c, err)
	}
}

// An estimate rounds to the nearest disc, halves away from even, so that
// each disc's step is as wide as any other's: cut towards zero, the even
// one took in from -0.99 to +0.99, twice the width of the others.
func TestEstimatesRoundToTheNearestDisc(t *testing.T) {
	for v, want := range map[int]int{0: 0, 49: 0, -49: 0, 50: 1, -50: -1, 99: 1, -99: -1, 149: 1, -150: -2, 1249: 12, -1250: -13} {
		if got := discScore(v, false); got != (Score{Unit: Discs, Discs: want}) {
			t.Errorf("%d hundredths: %+v; want %+d discs", v, got, want)
		}
	}
}

func TestPerfectSaysWhetherItIsExact(t *testing.T) {
	c, err := Perfect{}.Choose(context.Background(), engine.Sphere().Start(), nil)
	if err != nil || c.Score != (Score{Unit: ExactDiscs, Discs: -4}) {
		t.Errorf("perfect on the sphere start: %+v, %v; want exact -4", c, err)
	}
	c, err = Perfect{Budget: 50 * time.Millisecond}.Choose(context.Background(), enginetest.Flat(t, 8).Start(), nil)
	if err != nil || c.Score.Unit != Discs {
		t.Errorf("perfect on the 8x8 start: %+v, %v; want an estimate", c, err)
	}
	// Beyond 8×8, within reach, it solves on the general board: given
	// the time, whatever the machine's speed (the default second is not
	// enough under the race detector).
	p := enginetest.Midgame(enginetest.Flat(t, 10), 100-4-10, 3)
	sol, err := solve.Solve(context.Background(), p, solve.SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := (Perfect{Budget: time.Hour}).Choose(context.Background(), p, nil); err != nil || c.Score != (Score{Unit: ExactDiscs, Discs: sol.Score}) {
		t.Errorf("perfect on %s: %+v, %v; want exact %+d", p, c, err, sol.Score)
	}
}

// A player made again with the same settings chooses the same legal move
// with the same score.
func TestPlayersAreDeterministic(t *testing.T) {
	p := enginetest.Midgame(enginetest.Flat(t, 8), 10, 4)
	for _, mk := range []func() Player{
		func() Player { return Minimax{Depth: 4} },
		func() Player { return MCTS{Playouts: 500, Seed: 7} },
		func() Player { return Random{Seed: 7} },
	} {
		a, aerr := mk().Choose(context.Background(), p, nil)
		b, berr := mk().Choose(context.Background(), p, nil)
		if aerr != nil || berr != nil || !p.IsLegal(a.Move) {
			t.Errorf("%s: %+v, %v then %+v, %v", mk().Name(), a, aerr, b, berr)
			continue
		}
		if a.Move != b.Move || a.Score != b.Score {
			t.Errorf("%s: %+v then %+v", mk().Name(), a, b)
		}
	}
}

// Cancelled, a long search stops at its next look at the context, with
// what it has: a legal move found before, or the context's error.
func TestPlayersHonourCancellation(t *testing.T) {
	p := enginetest.Midgame(enginetest.Flat(t, 8), 8, 5)
	// Minimax looks at every node: cancelled when it reports its second
	// depth, it stops at the next.
	for _, pl := range []Player{Minimax{Budget: time.Minute}, Perfect{Budget: time.Minute}} {
		ctx, cancel := context.WithCancel(context.Background())
		var atCancel int64
		c, err := pl.Choose(ctx, p, func(c Choice) {
			if c.Depth == 2 {
				atCancel = c.Nodes
				cancel()
			}
		})
		cancel()
		if err != nil || !p.IsLegal(c.Move) || atCancel == 0 || c.Nodes > atCancel+1 {
			t.Errorf("%s: cancelled at %d nodes: %+v, %v", pl.Name(), atCancel, c, err)
		}
	}
	// MCTS looks before every playout.
	const looks = 20
	c, err := MCTS{Budget: time.Minute}.Choose(enginetest.NewPollCtx(looks), p, nil)
	if err != nil || !p.IsLegal(c.Move) || c.Nodes > looks {
		t.Errorf("mcts: %d playouts after %d looks at the context: %+v, %v", c.Nodes, looks, c, err)
	}
	// A playout after the first looks every pollPlies plies too: one of
	// 26×26 takes milliseconds, which a short budget overran. Cancelled at
	// its second playout's fourth look, MCTS answers with the first.
	big := enginetest.Flat(t, 26).Start()
	if c, err := (MCTS{Budget: time.Minute}).Choose(enginetest.NewPollCtx(5), big, nil); err != nil || !big.IsLegal(c.Move) || c.Nodes != 1 {
		t.Errorf("mcts on 26x26, cancelled in its second playout: %d playouts, %+v, %v; want the first alone", c.Nodes, c, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (Minimax{Budget: time.Minute}).Choose(ctx, p, nil); err == nil {
		t.Error("minimax on a context already done should say so")
	}
}

// The exact solver inside minimax stops when the budget runs out. With no
// time at all, minimax answers with the move its ordering likes best, after
// no more than the solver's first look at the context.
func TestMinimaxStopsItsSolver(t *testing.T) {
	cases, _ := ffo.Cases()
	p := enginetest.Parse(t, cases[44].Position) // #45: 24 empties, 50 million nodes to solve
	c, err := Minimax{Budget: time.Nanosecond, SolveAt: 30}.Choose(context.Background(), p, nil)
	if err != nil || !p.IsLegal(c.Move) || c.Depth != 0 || c.Nodes > 1<<17 {
		t.Errorf("out of time: %+v, %v", c, err)
	}
}

// A search takes its transposition table from the one before: allocating
// and clearing megabytes a move cost tens of milliseconds past the budget
// on large boards. Entries of earlier searches never count, through the
// wrap of the generations too.
func TestMinimaxReusesItsTable(t *testing.T) {
	p := enginetest.Midgame(enginetest.Flat(t, 20), 30, 1)
	mm := Minimax{Depth: 2}
	first, _ := mm.Choose(context.Background(), p, nil)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	mm.Choose(context.Background(), p, nil)
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 1<<20 {
		t.Errorf("a second search allocated %d bytes", grew)
	}
	for i := range 300 {
		q := enginetest.Midgame(enginetest.Flat(t, 8), 10+i%20, uint64(i))
		mm.Choose(context.Background(), q, nil)
		if c, _ := mm.Choose(context.Background(), p, nil); c.Move != first.Move || c.Score != first.Score || c.Nodes != first.Nodes {
			t.Fatalf("search %d: %+v, the first gave %+v", i, c, first)
		}
	}
}

func TestMinimaxReportsProgress(t *testing.T) {
	var depths []int
	c, err := Minimax{Depth: 5}.Choose(context.Background(), enginetest.Midgame(enginetest.Flat(t, 8), 6, 6), func(c Choice) {
		if c.Searching == 0 { // a depth's end, not its nodes as it goes
			depths = append(depths, c.Depth)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(depths) != 5 || depths[4] != 5 || c.Depth != 5 || c.Nodes == 0 || len(c.Line) == 0 || c.Line[0] != c.Move {
		t.Errorf("progress depths %v, choice %+v", depths, c)
	}
}

// While a depth is searched, the reports tell the nodes as they grow,
// with the depth under way and the choice of the depth before, on every
// board; it said them only as each depth ended, "looking 8 moves ahead ·
// 65k positions" at 71, 86 and 170 ms. A clock that steps 50 ms a read
// has the count told every other look at it, every 8,192 nodes.
func TestMinimaxTellsTheNodesAsADepthGoesOn(t *testing.T) {
	for _, at := range []struct{ size, depth int }{{8, 8}, {16, 6}} {
		size := at.size
		pos := enginetest.Midgame(enginetest.Flat(t, size), 20, 3)
		clock := &stepClock{at: time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC), step: 50 * time.Millisecond}
		var told []Choice
		c, err := Minimax{Depth: at.depth, Threads: 1}.Choose(family.WithClock(context.Background(), clock.now), pos, func(c Choice) { told = append(told, c) })
		if err != nil {
			t.Fatal(err)
		}
		var ended Choice // the last depth's end told
		counts := 0
		for i, r := range told {
			if i > 0 && r.Nodes < told[i-1].Nodes {
				t.Errorf("%dx%d: report %d counts %d nodes, fewer than the %d before it", size, size, i, r.Nodes, told[i-1].Nodes)
			}
			if r.Searching == 0 {
				ended = r
				continue
			}
			counts++
			if r.Searching != ended.Depth+1 || r.Depth != ended.Depth || r.Move != ended.Move || r.Score != ended.Score || r.Nodes <= ended.Nodes {
				t.Errorf("%dx%d: report %d, %+v, after depth %d ended at %d nodes: want its choice with more nodes, searching depth %d", size, size, i, r, ended.Depth, ended.Nodes, ended.Depth+1)
			}
		}
		if counts == 0 || c.Searching != 0 || c.Depth != at.depth {
			t.Errorf("%dx%d: %d reports of a depth under way, answer %+v; want some, and the answer of depth %d done", size, size, counts, c, at.depth)
		}
	}
}

// Once its depth reaches the solver, minimax solves the root, telling
// each move proven best so far, with what the position reaches at least,
// and at last the exact score; stopped in between, it answers with a move
// proven.
func TestMinimaxTellsWhatItProves(t *testing.T) {
	cases, _ := ffo.Cases()
	c := cases[0] // #1: 14 empties, +18
	pos := enginetest.Parse(t, c.Position)
	mm := Minimax{Depth: 60, SolveAt: 10, Threads: 1}
	var told []Choice
	got, err := mm.Choose(context.Background(), pos, func(c Choice) { told = append(told, c) })
	if err != nil || got.Score != (Score{Unit: ExactDiscs, Discs: c.Score}) || got.Solving != 14 {
		t.Fatalf("#1: %+v, %v; want the exact %+d, solved", got, err, c.Score)
	}
	var proven []Choice
	for i, r := range told {
		switch {
		case r.Depth <= 3 && r.Solving == 0 && r.Score.Unit == Discs:
		case r.Depth == 3 && r.Solving == 14 && r.Score.Unit == Discs && i > 0 && told[i-1].Depth == 3 && told[i-1].Solving == 0:
			// The switch to the solve, told at once: the last estimate,
			// now solving, before any move is proven.
			if r.Move != told[i-1].Move || r.Nodes < told[i-1].Nodes {
				t.Errorf("#1: told the solve's start as %+v after %+v", r, told[i-1])
			}
		case r.Depth == 3 && r.Solving == 14 && r.Score.Unit == AtLeastDiscs:
			proven = append(proven, r)
		case i == len(told)-1 && r.Solving == 14 && r.Score == got.Score && r.Move == got.Move:
		default:
			t.Errorf("#1: told %+v", r)
		}
	}
	if first := slices.IndexFunc(told, func(r Choice) bool { return r.Solving > 0 }); first < 0 || told[first].Depth != 3 {
		t.Errorf("#1: told %+v; want the solve's start told with the depth before it, as it begins", told)
	}
	if len(proven) == 0 || told[len(told)-1].Score != got.Score {
		t.Fatalf("#1: told %+v; want moves proven, then the exact score", told)
	}
	for i, r := range proven {
		if r.Score.Discs > c.Score || i > 0 && r.Score.Discs <= proven[i-1].Score.Discs || r.Line[0] != r.Move {
			t.Errorf("#1: proven %+v after %+v; the exact score is %+d", r, proven[max(i-1, 0)], c.Score)
		}
	}
	// Stopped once it has proven a move, it plays a move proven, and says
	// what it reaches.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stopped, err := mm.Choose(ctx, pos, func(c Choice) {
		if c.Score.Unit == AtLeastDiscs {
			cancel()
		}
	})
	after, _, _ := pos.Play(stopped.Move)
	exact, _ := solve.Solve(context.Background(), after, solve.SolveOptions{Threads: 1})
	if err != nil || stopped.Score.Unit != AtLeastDiscs || stopped.Score.Discs < proven[0].Score.Discs || stopped.Solving != 14 || -exact.Score < stopped.Score.Discs {
		t.Errorf("#1 stopped: %+v, %v; the move scores %+d", stopped, err, -exact.Score)
	}
	// Stopped as the solve begins, before it proves a move, it plays the
	// last estimate's, and says it was solving: the move is unproven.
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	var estimate Choice
	early, err := mm.Choose(ctx, pos, func(c Choice) {
		if c.Depth == 3 {
			estimate = c
			cancel()
		}
	})
	if err != nil || early.Move != estimate.Move || early.Score != estimate.Score || early.Score.Unit != Discs || early.Solving != 14 {
		t.Errorf("#1 stopped before a proof: %+v, %v; the estimate %+v", early, err, estimate)
	}
}

// Where its depth reaches the solver's empties, minimax solves the root
// as the solver does: FFO #41, 22 empties, at depth 4 with the perfect
// player's reach of 18 once took 87 million nodes, solving each position
// four plies on by itself, where the solver solves the root in 16 million.
func TestMinimaxSolvesAtTheRoot(t *testing.T) {
	cases, _ := ffo.Cases()
	c := cases[40] // #41: 22 empties, +0
	pos := enginetest.Parse(t, c.Position)
	sol, err := solve.Solve(context.Background(), pos, solve.SolveOptions{Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Minimax{Depth: 4, SolveAt: 18, Threads: 1}.Choose(context.Background(), pos, nil)
	if err != nil || got.Score != (Score{Unit: ExactDiscs, Discs: c.Score}) {
		t.Fatalf("#41: %+v, %v; want the exact %+d", got, err, c.Score)
	}
	if got.Nodes > sol.Nodes*5/4 {
		t.Errorf("#41: solved in %d nodes, the solver alone in %d", got.Nodes, sol.Nodes)
	}
}

// On a budget too small to solve, the search near the end estimates as
// deep as the budget lets it, not only to the depth where every line
// reaches the solver's empties: FFO #41, 22 empties, where the perfect
// player's hints once said depth 3, on a bound that begins the solve. Its
// nodes keep to the bound.
func TestMinimaxEstimatesDeepBeforeItSolves(t *testing.T) {
	cases, _ := ffo.Cases()
	pos := enginetest.Parse(t, cases[40].Position) // #41: 22 empties, 16 million nodes to solve
	const nodes = 1 << 21
	got, err := Minimax{Budget: time.Hour, Nodes: nodes, SolveAt: PerfectReach(pos.Variant()), Threads: 1}.Choose(context.Background(), pos, nil)
	if err != nil || got.Depth < 7 || got.Solving != 22 || !pos.IsLegal(got.Move) {
		t.Errorf("#41 on %d nodes: %+v, %v; want an estimate of depth 7 or more, the solve begun", nodes, got, err)
	}
	if got.Nodes > nodes+1<<12 {
		t.Errorf("#41: %d nodes, bounded at %d", got.Nodes, nodes)
	}
}

// On a budget, the search near the end stops estimating before a depth it
// predicts would end past an eighth of the budget, where it once finished
// that depth, up to 3/8 of the budget, and left the solve the less: FFO
// #35 to #37 and #40 to #42, 20 to 22 empties, on a bound in nodes large
// enough to begin their solves (at 22 empties, at least 1.55 million).
func TestMinimaxEstimatesWithinAnEighth(t *testing.T) {
	cases, _ := ffo.Cases()
	const nodes = 1 << 21
	for _, c := range slices.Concat(cases[34:37], cases[39:42]) {
		pos := enginetest.Parse(t, c.Position)
		var turned Choice
		mm := Minimax{Budget: time.Hour, Nodes: nodes, SolveAt: PerfectReach(pos.Variant()), Threads: 1}
		_, err := mm.Choose(context.Background(), pos, func(r Choice) {
			if turned.Solving == 0 && r.Solving > 0 {
				turned = r
			}
		})
		if err != nil || turned.Solving != pos.Empties() || turned.Depth < pos.Empties()-PerfectReach(pos.Variant()) {
			t.Errorf("#%d: turned to the solve at %+v, %v; want it after depth %d at least", c.Number, turned, err, pos.Empties()-PerfectReach(pos.Variant()))
		}
		if turned.Nodes > nodes/8 {
			t.Errorf("#%d: estimated in %d nodes, more than an eighth of %d", c.Number, turned.Nodes, nodes)
		}
	}
}

// Where the solve would not finish on the budget left, the search near the
// end does not begin it: its estimates have the whole budget. FFO #49, #51
// and #53, 26 to 28 empties, which take 440 million nodes and more to
// solve, once turned to a solve after 0.07 to 0.77 of a bound of 262,144
// nodes and spent the rest on it for nothing.
func TestMinimaxLeavesASolveItCannotFinish(t *testing.T) {
	cases, _ := ffo.Cases()
	const nodes = 1 << 18
	for _, c := range []ffo.Case{cases[48], cases[50], cases[52]} {
		pos := enginetest.Parse(t, c.Position)
		mm := Minimax{Budget: time.Hour, Nodes: nodes, SolveAt: PerfectReach(pos.Variant()), Threads: 1}
		var solving Choice
		got, err := mm.Choose(context.Background(), pos, func(r Choice) {
			if r.Solving > 0 && solving.Solving == 0 {
				solving = r
			}
		})
		if err != nil || solving.Solving > 0 || got.Solving > 0 || got.Score.Unit != Discs || !pos.IsLegal(got.Move) {
			t.Errorf("#%d on %d nodes: %+v, %v, turned to the solve at %+v; want an estimate alone", c.Number, nodes, got, err, solving)
		}
		if got.Nodes > nodes+1<<12 {
			t.Errorf("#%d: %d nodes, bounded at %d", c.Number, got.Nodes, nodes)
		}
	}
}

// On a second and two goroutines, level 6's and the hint's, the search
// predicts a solve of 27 empties to take all the budget, so that it begins
// none (FFO's take 440 million nodes and more; the prediction once
// took 0.43 of the budget and began solves that never finished), and one
// of 26 less than half, so that the solve can have the rest.
func TestMinimaxBeginsNoSolveAt27EmptiesOnASecond(t *testing.T) {
	cases, _ := ffo.Cases()
	mm := Minimax{Budget: time.Second, Threads: 2}
	share := func(c ffo.Case) float64 {
		pos := enginetest.Parse(t, c.Position)
		return mm.solveShare(pos.Variant(), pos.Empties())
	}
	if share := share(cases[50]); share < 1 {
		t.Errorf("#51, 27 empties: a solve predicted to take %.2f of a second; want all of it", share)
	}
	if share := share(cases[48]); share >= 0.5 {
		t.Errorf("#49, 26 empties: a solve predicted to take %.2f of a second; want less than half", share)
	}
}

// Stopping its estimates within their eighth leaves the solve enough of a
// bound 10% above the solver's own nodes to finish it: FFO #29 and #31, 20
// empties, which the estimates' last depth once left unsolved.
func TestMinimaxSolvesOnABoundNearTheSolvers(t *testing.T) {
	cases, _ := ffo.Cases()
	for _, c := range []ffo.Case{cases[28], cases[30]} {
		pos := enginetest.Parse(t, c.Position)
		sol, err := solve.Solve(context.Background(), pos, solve.SolveOptions{Threads: 1})
		if err != nil {
			t.Fatal(err)
		}
		nodes := sol.Nodes * 11 / 10
		got, err := Minimax{Budget: time.Hour, Nodes: nodes, Threads: 1}.Choose(context.Background(), pos, nil)
		if err != nil || got.Score != (Score{Unit: ExactDiscs, Discs: c.Score}) {
			t.Errorf("#%d on %d nodes: %+v, %v; want the exact %+d", c.Number, nodes, got, err, c.Score)
		}
	}
}

// While the solver runs, the reports say how many nodes the search has
// searched, the solver's with those before it, and say the search solves,
// from the moment it turns exact, told once then; none come once the
// search has its answer.
func TestReporterTellsTheSolversNodes(t *testing.T) {
	var told []Choice
	r := newReporter(func(c Choice) { told = append(told, c) }, time.Now)
	r.chose(Choice{Move: 19, Depth: 3, Nodes: 200, Score: Score{Unit: Discs, Discs: 7}})
	r.counted(50) // the solver's nodes before this solve began
	r.solving(22, 1000)
	r.solving(22, 1100) // a depth more, still solving: nothing new to tell
	r.counted(5050)
	r.end()
	r.counted(9000)
	r.chose(Choice{Move: 20})
	if len(told) != 4 || told[2].Nodes != 1000 || told[2].Solving != 22 || told[2].Move != 19 || told[2].Depth != 3 ||
		told[3].Nodes != 6100 || told[3].Solving != 22 || told[3].Move != 19 || told[3].Depth != 3 {
		t.Errorf("told %+v", told)
	}
	// Solving from the first depth, before any choice, it tells nothing:
	// no move is known yet.
	told = nil
	r = newReporter(func(c Choice) { told = append(told, c) }, time.Now)
	if r.solving(8, 0); len(told) != 0 {
		t.Errorf("solving from the start told %+v", told)
	}
}

func TestRegistry(t *testing.T) {
	for _, name := range Names() {
		p, err := New(name, Options{Budget: time.Millisecond})
		if err != nil || p.Name() != name && p.Name() != "level "+name {
			t.Errorf("New(%q) = %v, %v", name, p, err)
		}
	}
	for name, want := range map[string]string{"3": "level 3 (casual)", "minimax": "minimax",
		"minimax:eval=handcrafted": "minimax, handcrafted", "3:eval=handcrafted": "level 3 (casual), handcrafted",
		"minimax:eval=learned": "minimax, learned", "minimax:eval=learned,eval=handcrafted": "minimax, handcrafted"} {
		if got := Label(name); got != want {
			t.Errorf("Label(%q) = %q, want %q", name, got, want)
		}
	}
	if _, err := New("deep", Options{}); err == nil {
		t.Error("an unknown name should be refused")
	}
	if !slices.Contains(Names(), DefaultOpponent) {
		t.Errorf("the default opponent %q is not registered", DefaultOpponent)
	}
}

func TestPlayerOptions(t *testing.T) {
	for name, want := range map[string]Player{
		"minimax:eval=handcrafted": Minimax{Handcrafted: true},
		"minimax:eval=learned":     Minimax{},
		"perfect:eval=handcrafted": Perfect{Handcrafted: true},
		"4:eval=handcrafted":       level{4, Minimax{Depth: 4, SolveAt: 10, Budget: levelCap, Handcrafted: true}, 0},
	} {
		if p, err := New(name, Options{}); err != nil || p != want {
			t.Errorf("New(%q) = %#v, %v; want %#v", name, p, err, want)
		}
	}
	for _, name := range []string{"greedy:eval=handcrafted", "minimax:eval=deep", "minimax:depth=3", "minimax:", "mini:eval=learned"} {
		if _, err := New(name, Options{}); err == nil {
			t.Errorf("New(%q) should be refused", name)
		}
	}
}

// The most empty cells a player hands to the solver on a board, for which
// New makes the solver's table: none for a player that does not search,
// nor on the general board, which has no solver; SolveAt and the depth at
// a level's fixed depth; on a budget any position of the board, less on
// 8×8 those whose solve would take all of it.
func TestSolveEmptiesOfEachPlayer(t *testing.T) {
	four, six, eight, ten := enginetest.Flat(t, 4), enginetest.Flat(t, 6), enginetest.Flat(t, 8), enginetest.Flat(t, 10)
	for _, c := range []struct {
		name  string
		o     Options
		board engine.Variant
		want  int
	}{
		{"minimax", Options{Budget: time.Second, Threads: 2}, six, 32},
		{"minimax", Options{Budget: time.Second, Threads: 2}, eight, 26},
		{"minimax", Options{Budget: 10 * time.Millisecond, Threads: 2}, eight, 21},
		{"minimax", Options{Budget: time.Second, Threads: 2}, ten, 0},
		{"perfect", Options{Budget: time.Second, Threads: 2}, four, 12},
		{"3", Options{}, eight, 8},
		{"5", Options{}, eight, 20},
		{"6", Options{Budget: time.Second, Threads: 2}, six, 32},
		{"1", Options{}, eight, 0},
		{"mcts", Options{}, eight, 0},
		{"greedy", Options{}, eight, 0},
	} {
		p, err := New(c.name, c.o)
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		if mm, ok := searchOf(p, c.board); ok {
			got = mm.solveEmpties(c.board)
		}
		if got != c.want {
			t.Errorf("%s on %v: solves from %d empty cells at most, want %d", c.name, c.board, got, c.want)
		}
	}
}

// A player made for a board leaves its first move no table to make: New
// has made the search's and the solver's, so that the kernel backs their
// memory then rather than in the move. Here minimax hands the whole of a
// position of 6×6 at 26 empty cells to the solver, whose table is 24 MB
// on two goroutines.
func TestNewMakesTheTablesOfTheFirstMove(t *testing.T) {
	six := enginetest.Flat(t, 6)
	p, err := New("minimax", Options{Board: six, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	mm := p.(Minimax)
	mm.Budget, mm.Nodes = time.Hour, 300_000
	pos := enginetest.Midgame(six, 6, 3)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	c, err := mm.Choose(context.Background(), pos, nil)
	runtime.ReadMemStats(&after)
	if err != nil || c.Solving != pos.Empties() {
		t.Fatalf("%v, solving %d, %v; want a solve of the position's %d empty cells", c.Move, c.Solving, err, pos.Empties())
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 4<<20 {
		t.Errorf("the first move allocated %d bytes", grew)
	}
}

// Plain drops the options that make no other player on the board: the
// learned evaluation asked for where it is the default, either where the
// handcrafted one is all there is; the handcrafted one asked for on 8×8
// stays, and a name it cannot read is left as it is.
func TestPlain(t *testing.T) {
	four, eight := enginetest.Flat(t, 4), enginetest.Flat(t, 8)
	for _, c := range []struct {
		name string
		v    engine.Variant
		want string
	}{
		{"minimax:eval=learned", eight, "minimax"},
		{"minimax:eval=handcrafted", eight, "minimax:eval=handcrafted"},
		{"minimax:eval=learned,eval=handcrafted", eight, "minimax:eval=learned,eval=handcrafted"},
		{"minimax:eval=handcrafted", four, "minimax"},
		{"4:eval=learned", four, "4"},
		{"minimax", four, "minimax"},
		{"minimax:depth=3", four, "minimax:depth=3"},
	} {
		if got := Plain(c.name, c.v); got != c.want {
			t.Errorf("Plain(%q, %s) = %q, want %q", c.name, c.v, got, c.want)
		}
	}
}

// A player that asks for the learned evaluation on a board that has none
// plays with the handcrafted one, and OnBoard names it so; on 8×8, and
// where nothing is asked, the name stays.
func TestOnBoard(t *testing.T) {
	four, eight := enginetest.Flat(t, 4), enginetest.Flat(t, 8)
	sphere, err := engine.Box(3, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		v    engine.Variant
		want string
	}{
		{"minimax:eval=learned", four, "minimax:eval=handcrafted"},
		{"4:eval=learned", sphere, "4:eval=handcrafted"},
		{"perfect:eval=handcrafted,eval=learned", four, "perfect:eval=handcrafted"},
		{"minimax:eval=learned", eight, "minimax:eval=learned"},
		{"minimax:eval=handcrafted", four, "minimax:eval=handcrafted"},
		{"minimax:eval=learned,eval=handcrafted", four, "minimax:eval=learned,eval=handcrafted"},
		{"minimax", four, "minimax"},
	} {
		if got := OnBoard(c.name, c.v); got != c.want {
			t.Errorf("OnBoard(%q, %s) = %q, want %q", c.name, c.v, got, c.want)
		}
	}
	for _, v := range []engine.Variant{four, sphere, enginetest.Flat(t, 10), eight} {
		if got := HasLearned(v); got != (v == eight) {
			t.Errorf("HasLearned(%s) = %v, want %v", v, got, v == eight)
		}
	}
}

func TestGreedy(t *testing.T) {
	ctx := context.Background()
	// The original assignment's sample 1: four moves flip one disc each; ab comes first.
	c, err := Greedy{}.Choose(ctx, enginetest.Flat(t, 4).Start(), nil)
	if err != nil || enginetest.Flat(t, 4).MoveName(c.Move) != "ab" || c.Score != (Score{Unit: Flips, Flips: 1}) {
		t.Errorf("greedy on 4x4 start: %+v, %v; want ab", c, err)
	}
	// eval.Sample 2: after X cb, O takes bb.
	p := enginetest.Play(t, enginetest.Flat(t, 6).Start(), "cb")
	if c, _ := (Greedy{}).Choose(ctx, p, nil); p.Variant().MoveName(c.Move) != "bb" {
		t.Errorf("greedy after cb: %s, want bb", p.Variant().MoveName(c.Move))
	}
	// The most flips wins over a smaller index.
	p = enginetest.Parse(t, "-OOX------------ X")
	if c, _ := (Greedy{}).Choose(ctx, p, nil); c.Move != 0 || c.Score.Flips != 2 || c.Score.String() != "2 flips" {
		t.Errorf("greedy on %s: %+v, want aa flipping 2", p, c)
	}
	p = enginetest.Play(t, enginetest.Flat(t, 4).Start(), "ab", "aa", "ba", "ac", "ad", "ca", "da", "dc")
	if c, _ := (Greedy{}).Choose(ctx, p, nil); c.Move != engine.Pass {
		t.Errorf("greedy with no move: %+v, want a pass", c)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := (Greedy{}).Choose(cancelled, p, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("greedy on a cancelled context: %v", err)
	}
}

func TestRandomIsSeeded(t *testing.T) {
	play := func(seed uint64) []engine.Move {
		g := playOut(t, enginetest.Flat(t, 8).Start(), [2]Player{Random{Seed: seed}, Random{Seed: seed}})
		return g.Moves()
	}
	a, b, c := play(1), play(1), play(2)
	if !slices.Equal(a, b) {
		t.Error("the same seed gave different games")
	}
	if slices.Equal(a, c) {
		t.Error("seeds 1 and 2 gave the same game")
	}
}

func TestScoresSayTheirUnit(t *testing.T) {
	for s, want := range map[Score]string{
		{Unit: ExactDiscs, Discs: 4}:       "+4",
		{Unit: AtLeastDiscs, Discs: 2}:     "≥+2",
		{Unit: Discs, Discs: -3}:           "~-3",
		{Unit: Flips, Flips: 2}:            "2 flips",
		{Unit: WinRate, WinRate: 0.61}:     "61% won",
		{Unit: ProvenResult, WinRate: 1}:   "wins",
		{Unit: ProvenResult, WinRate: 0.5}: "draw",
		{Unit: ProvenResult, WinRate: 0}:   "loses",
		{}:                                 "",
	} {
		if got := s.String(); got != want {
			t.Errorf("%+v: %q, want %q", s, got, want)
		}
	}
}

// A score in words is written as the game's panel writes every score,
// where it said "at least +2 (proven)" and "-1 (estimated)".
func TestScoresSaidAsThePanelSaysThem(t *testing.T) {
	for _, c := range []struct {
		s     Score
		depth int
		want  string
	}{
		{Score{Unit: ExactDiscs, Discs: 4}, 0, "+4 (exact)"},
		{Score{Unit: ExactDiscs, Discs: -2}, 9, "-2 (exact)"},
		{Score{Unit: AtLeastDiscs, Discs: 2}, 14, "≥+2 (proven)"},
		{Score{Unit: Discs, Discs: -1}, 11, "-1 (depth 11)"},
		{Score{Unit: Discs, Discs: 3}, 0, "+3 (searched)"},
		{Score{Unit: Flips, Flips: 2}, 1, "2 flips"},
		{Score{Unit: WinRate, WinRate: 0.61}, 0, "61% of playouts won"},
		{Score{Unit: ProvenResult, WinRate: 0}, 1, "loses (proven)"},
	} {
		if got := c.s.Said(c.depth); got != c.want {
			t.Errorf("%+v at depth %d: %q, want %q", c.s, c.depth, got, c.want)
		}
	}
}

// The master level thinks for the budget asked, as the game's AI time sets
// it; the levels below stop at their own cap, which the game shows.
func TestLevelBudgets(t *testing.T) {
	for _, c := range []struct {
		level  int
		budget time.Duration
		want   time.Duration
	}{{6, 200 * time.Millisecond, 200 * time.Millisecond}, {6, 0, time.Second}, {5, 100 * time.Millisecond, levelCap}, {1, 300 * time.Millisecond, 300 * time.Millisecond}} {
		p, err := Level(c.level, Options{Budget: c.budget})
		if err != nil {
			t.Fatal(err)
		}
		if got := BudgetOf(p, c.budget); got != c.want {
			t.Errorf("level %d asked for %v: thinks for %v, want %v", c.level, c.budget, got, c.want)
		}
	}
}

// SolvingFrom is what a search's every report says it solves, known
// before the first: the perfect player's empties within its reach, and
// minimax's within its hand-over; none where a search estimates first,
// where the general board (10×10) has no solver to hand over to, and
// where a level's mistake may come instead of the solve.
func TestSolvingFrom(t *testing.T) {
	p := enginetest.Midgame(enginetest.Flat(t, 8), 64-4-8, 3)
	e := p.Empties()
	if p.Outcome().Over() || !p.HasMoves(p.Turn()) || e > 10 {
		t.Fatalf("%s: the test position should be playable, within reach", p)
	}
	six, _ := Level(6, Options{})
	two, _ := Level(2, Options{})
	for _, c := range []struct {
		name string
		p    Player
		want int
	}{
		{"perfect", Perfect{}, e}, {"level 6", six, e}, {"minimax", Minimax{}, e},
		{"minimax solving at 2", Minimax{Depth: 3, SolveAt: 2}, 0}, {"level 2", two, 0}, {"greedy", Greedy{}, 0}, {"mcts", MCTS{Playouts: 10}, 0},
	} {
		got := SolvingFrom(c.p, p)
		if got != c.want {
			t.Errorf("%s at %d empties: solving from %d, want %d", c.name, e, got, c.want)
		}
		var first *Choice
		if _, err := c.p.Choose(context.Background(), p, func(r Choice) {
			if first == nil {
				first = &r
			}
		}); err != nil {
			t.Fatal(err)
		}
		if first == nil && got > 0 {
			t.Errorf("%s at %d empties: no report", c.name, e)
		}
		if first != nil && first.Solving != got {
			t.Errorf("%s at %d empties: its first report solves %d, SolvingFrom %d", c.name, e, first.Solving, got)
		}
	}
	far := enginetest.Midgame(enginetest.Flat(t, 10), 100-4-8, 3)
	if got := SolvingFrom(Perfect{}, far); got != 0 {
		t.Errorf("perfect on %s: solving from %d, want 0 (minimax there estimates first)", far, got)
	}
}

// The players that think for the time given are level 6 and those by
// name that search; the other levels search to their depth.
func TestTimed(t *testing.T) {
	for name, want := range map[string]bool{"1": false, "3": false, "5": false, "6": true, "perfect": true, "minimax": true,
		"minimax:eval=handcrafted": true, "mcts": true, "greedy": false, "random": false, "nobody": false} {
		if got := Timed(name); got != want {
			t.Errorf("Timed(%q) = %v, want %v", name, got, want)
		}
	}
}

// A player made by New has the learned weights of 8×8 before its first
// move, whose budget reading them would overrun several times over. Each
// player is made in a fresh process, where nothing has read the weights
// yet; reading them then panics, so that a move that still has to read
// them fails.
func TestNewReadsTheWeightsBeforeTheFirstMove(t *testing.T) {
	if name := os.Getenv("REVERSI_FIRST_MOVE"); name != "" {
		firstMove(t, name)
		return
	}
	for _, name := range []string{"minimax", "perfect", "mcts", "2"} { // each kind of search; the other levels are minimax as 2 is
		cmd := exec.Command(os.Args[0], "-test.run=^TestNewReadsTheWeightsBeforeTheFirstMove$")
		cmd.Env = append(os.Environ(), "REVERSI_FIRST_MOVE="+name)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", name, err, out)
		}
	}
}

// firstMove makes the player name, has the weights read from now on panic,
// and plays its first move on 8×8.
func firstMove(t *testing.T, name string) {
	p, err := New(name, Options{Budget: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	eval.Learned = func() *eval.Weights { panic("the weights read again") }
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s read the weights in its first move: %v", name, r)
		}
	}()
	if _, err := p.Choose(context.Background(), enginetest.Flat(t, 8).Start(), nil); err != nil {
		t.Fatal(err)
	}
}

// Levels 2 and 3 now and then play a move that loses a few discs by their
// own search, never more, and the same again for the same seed; the rest
// of the time their search's move.
func TestLevelsMakeMistakesOfAControlledSize(t *testing.T) {
	v := enginetest.Flat(t, 8)
	g, _, err := engine.ReadGame("f5d6c3d3c4f4f6f3e6e7", v.Start())
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position()
	for n, m := range mistakes {
		plain := levels[n-1].make(Options{})
		want, err := plain.Choose(context.Background(), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		scored, _ := ScoreMoves(context.Background(), pos, ScoreOptions{Depth: n - 1})
		scores := map[engine.Move]int{}
		for _, mc := range scored {
			scores[mc.Move] = mc.Score.Discs
		}
		other := 0
		for seed := range uint64(200) {
			p, _ := Level(n, Options{Seed: seed})
			c, err := p.Choose(context.Background(), pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := p.Choose(context.Background(), pos, nil)
			if again.Move != c.Move {
				t.Fatalf("level %d, seed %d: %v, then %v", n, seed, c.Move, again.Move)
			}
			if c.Move != want.Move {
				other++
				if loss := scored[0].Score.Discs - scores[c.Move]; loss <= 0 || loss > m.most {
					t.Errorf("level %d, seed %d: a mistake of %d discs", n, seed, loss)
				}
			}
		}
		if share := float64(other) / 200; share < m.chance/2 || share > m.chance*2 {
			t.Errorf("level %d: %.0f%% mistakes, want about %.0f%%", n, 100*share, 100*m.chance)
		}
	}
}

// Level 6 answers each first move with the book's best replies, never the
// parallel opening beside it (f5 f4), which the book's deeper positions
// put discs behind.
func TestLevelSixShunsTheParallelOpening(t *testing.T) {
	v := enginetest.Flat(t, 8)
	for first, parallel := range map[string]string{"f5": "f4", "d3": "e3", "c4": "c5", "e6": "d6"} {
		g, _, err := engine.ReadGame(first, v.Start())
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(20) {
			p, _ := Level(6, Options{Seed: seed, Budget: time.Second})
			c, err := p.Choose(context.Background(), g.Position(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if name := engine.Standard.Name(v, int(c.Move)); name == parallel {
				t.Fatalf("seed %d: %s %s", seed, first, name)
			}
		}
	}
}

// Level 6 against itself plays the first eight plies from the book: the
// moves within its margin of the best lead to positions the book has.
func TestLevelSixPlaysTheOpeningFromTheBook(t *testing.T) {
	v := enginetest.Flat(t, 8)
	for seed := range uint64(40) {
		g := engine.NewGame(v.Start())
		for ply := range 8 {
			if _, ok := opening.BuiltIn().Moves(g.Position()); !ok {
				line, _ := g.Transcript()
				t.Fatalf("seed %d: the book lacks %s, %d plies in", seed, line, ply)
			}
			p, _ := Level(6, Options{Seed: seed + uint64(ply%2), Budget: time.Second})
			c, err := p.Choose(context.Background(), g.Position(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(c.Move); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// From level 4 up, the levels play the book's moves where it has the
// position, within their margin of the best, and vary with the seed.
func TestLevelsPlayFromTheBook(t *testing.T) {
	v := enginetest.Flat(t, 8)
	g, _, err := engine.ReadGame("f5d6c3d3c4", v.Start())
	if err != nil {
		t.Fatal(err)
	}
	pos := g.Position()
	book, ok := opening.BuiltIn().Moves(pos)
	if !ok {
		t.Fatal("the book lacks the Tiger")
	}
	for n, margin := range bookMargin {
		seen := map[engine.Move]bool{}
		for seed := range uint64(40) {
			p, _ := Level(n, Options{Seed: seed, Budget: time.Second})
			c, err := p.Choose(context.Background(), pos, nil)
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(book, func(s opening.Scored) bool { return s.Move == c.Move })
			if i < 0 || book[i].Score < book[0].Score-margin {
				t.Fatalf("level %d, seed %d: %v, not a book move within %d of %v", n, seed, c.Move, margin, book)
			}
			seen[c.Move] = true
		}
		within := 0
		for _, s := range book {
			if s.Score >= book[0].Score-margin {
				within++
			}
		}
		if len(seen) != within {
			t.Errorf("level %d played %d of the %d moves within %d discs", n, len(seen), within, margin)
		}
	}
}

// The strongest level plays the book's best move, as a strong player
// expects of it: after f5 d6 c3 the book has d3 +0 and f4 -1, and level 6
// once played f4.
func TestTopLevelPlaysTheBooksBest(t *testing.T) {
	v := enginetest.Flat(t, 8)
	g, _, err := engine.ReadGame("f5d6c3", v.Start())
	if err != nil {
		t.Fatal(err)
	}
	book, ok := opening.BuiltIn().Moves(g.Position())
	if !ok || len(book) < 2 || book[1].Score < book[0].Score-1 {
		t.Fatalf("the test wants a book move within a disc of the best: %v", book)
	}
	for seed := range uint64(40) {
		p, _ := Level(len(levels), Options{Seed: seed, Budget: time.Second})
		c, err := p.Choose(context.Background(), g.Position(), nil)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(book, func(s opening.Scored) bool { return s.Move == c.Move })
		if i < 0 || book[i].Score != book[0].Score {
			t.Fatalf("seed %d: level %d played %s, not the book's best of %v", seed, len(levels), engine.StandardName(int(c.Move)), book)
		}
	}
}

// An exact choice's line goes on to the game's end, where it scores what
// the choice says: the search's table keeps it only as far as the
// positions it hands to the solver.
func TestExactChoiceLineReachesTheEnd(t *testing.T) {
	for _, empties := range []int{12, 16} {
		pos := enginetest.Midgame(enginetest.Flat(t, 8), 60-empties, 3)
		c, err := Perfect{Budget: 10 * time.Second}.Choose(context.Background(), pos, nil)
		if err != nil || c.Score.Unit != ExactDiscs {
			t.Fatalf("%d empties: %+v, %v: want an exact choice", empties, c, err)
		}
		end := pos
		for _, m := range c.Line { // passes said as moves
			if end, _, err = end.Play(m); err != nil {
				t.Fatalf("%d empties: line %v: %s: %v", empties, c.Line, pos.Variant().MoveName(m), err)
			}
		}
		if !end.Outcome().Over() || end.Score(pos.Turn()) != c.Score.Discs {
			t.Errorf("%d empties: line %v ends with %v, %+d for the side to move; the choice says %+d", empties, c.Line, end.Outcome(), end.Score(pos.Turn()), c.Score.Discs)
		}
	}
}

// A budget spent before the search has begun (a nanosecond, or a process
// stopped as it starts) still gets a legal move from every player: the
// zero Choice would be the move of cell 0, illegal here, played and
// forfeited. Cancelled, a player answers with its context's error or a
// legal move.
func TestPlayersAnswerOnABudgetAlreadySpent(t *testing.T) {
	positions := []engine.Position{
		enginetest.Midgame(enginetest.Flat(t, 8), 6, 2),
		enginetest.Midgame(enginetest.Flat(t, 12), 6, 2),
		enginetest.Midgame(engine.Sphere(), 6, 2),
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, k := range Kinds() {
		pl := k.New(Options{Budget: time.Nanosecond, Seed: 1, Threads: 1})
		for _, p := range positions {
			if p.IsLegal(0) {
				t.Fatalf("%s: cell 0 should be illegal in the test position", p)
			}
			c, err := pl.Choose(context.Background(), p, nil)
			if err != nil || !p.IsLegal(c.Move) {
				t.Errorf("%s on %s with a nanosecond: %+v, %v; want a legal move", k.Name, p.Variant(), c, err)
			}
			if c, err := pl.Choose(cancelled, p, nil); err == nil && !p.IsLegal(c.Move) {
				t.Errorf("%s on %s cancelled: %+v with no error", k.Name, p.Variant(), c)
			}
		}
	}
}

// Before its first playout, mcts's choice is one of the root's moves, not
// a pass: what progress would be told.
func TestMCTSChoiceBeforeAnyPlayout(t *testing.T) {
	p := enginetest.Midgame(enginetest.Flat(t, 8), 6, 2)
	f := family.Of(p.Variant()).(*family.Bitboard[board.Flat8])
	me, them := family.Sides[uint64](f.Rep, p)
	moves := f.Rep.Squares(f.Rep.Moves(me, them))
	c := mctsChoice(f.Rep, &mctsNode{sq: -1}, moves, 0, 0)
	if !p.IsLegal(c.Move) || len(c.Line) != 1 || c.Line[0] != c.Move {
		t.Errorf("before any playout: %+v; want a legal move", c)
	}
}

// Once its root is proven, mcts says the result proven, won, drawn or
// lost, in its choice and its last report, where it said the chosen
// move's share of playouts won (80% on a proven win); stopped before, a
// share of playouts won still.
func TestMCTSSaysTheResultItProved(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		pos := enginetest.Midgame(enginetest.Flat(t, 8), 51, seed)
		if len(pos.LegalMoves()) < 2 {
			continue // answered at once, as with one move
		}
		want := Score{Unit: ProvenResult, WinRate: float64(cmp.Compare(enginetest.Brute(pos), 0)+1) / 2}
		var told Choice
		c, err := MCTS{Playouts: 1 << 20, Seed: seed}.Choose(context.Background(), pos, func(c Choice) { told = c })
		if err != nil {
			t.Fatal(err)
		}
		if c.Score != want || told.Score != want {
			t.Errorf("%v, proven in %d playouts: chose %v, told %v; want %v", pos, c.Nodes, c.Score, told.Score, want.String())
		}
		if c, err := (MCTS{Playouts: 2, Seed: seed}).Choose(context.Background(), pos, nil); err != nil || c.Score.Unit != WinRate {
			t.Errorf("%v after 2 playouts: %+v, %v; want a share of playouts won", pos, c.Score, err)
		}
	}
}

// UCT passes over a move proven lost for the side to move while another is
// left, however few its playouts: the result is known, a playout of it
// learns nothing.
func TestUCTSkipsAMoveProvenLost(t *testing.T) {
	lost := &mctsNode{sq: 1, visits: 1, proven: true, value: 0}
	open := &mctsNode{sq: 2, visits: 500, wins: 100}
	n := &mctsNode{sq: -1, visits: 501, expanded: true, children: []*mctsNode{lost, open}}
	if got := uctChild(n); got != open {
		t.Errorf("UCT chose the move of square %d; want %d, the one not proven lost", got.sq, open.sq)
	}
}
