package search

import (
	"cmp"
	"context"
	"math"
	"slices"
	"time"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
	"reversi/engine/solve"
)

// Minimax is negamax alpha-beta with iterative deepening, a transposition
// table and move ordering, under a time budget (or to a fixed depth). On
// boards that fit in 64 bits it hands the position to the exact solver once
// its depth reaches within SolveAt empty cells of the end.
type Minimax struct {
	// Budget is the thinking time per move: by default one second, or no
	// limit with a Depth.
	Budget time.Duration
	// Nodes, where above 0, bounds the search in nodes too, the exact
	// solve's among them: a bound the same on every machine. It is about
	// that many: the solve looks at it once a poll, 4,096 nodes a goroutine
	// (solve.SolveOptions.Nodes), so a bound of 2,000 can search 5,000.
	Nodes   int64
	Depth   int // the depth to stop at, for reproducible play; 0 for none
	SolveAt int // empty cells at which to solve exactly; 0 picks by board
	Threads int // goroutines of the exact solver; 0 for one per core
	// eval.Weights, on 8×8, are learned weights to evaluate with instead of
	// the built-in ones; Handcrafted evaluates with the handcrafted
	// evaluation even where learned weights exist.
	Weights     *eval.Weights
	Handcrafted bool
}

// Name returns "minimax".
func (Minimax) Name() string { return "minimax" }

// Choose searches deeper and deeper until the budget runs out, reporting
// each finished depth through progress, and the nodes while a depth goes
// on (Choice.Searching). From the depth at which every line
// would reach SolveAt empty cells (from the start where the position has
// at most one more), it hands the position, whole, to the exact solver: at
// a fixed Depth in that depth's place, on a budget before a depth that
// it predicts would take its searches of the evaluation past an eighth of
// it, so that a solve the budget cannot finish leaves a deep estimate and
// one it can finish has the rest. Solving, it reports each move
// proven best so far, and the nodes twice a second, as the solver tells
// them. The budget bounds the whole search, the exact solve included; when
// it runs out, Choose answers with the move proven best so far, or the
// deepest search finished, or, before the first, the move the ordering
// likes best. Only ctx's end is an error.
func (mm Minimax) Choose(ctx context.Context, pos engine.Position, progress func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		return minimaxBitboard(f, ctx, mm, pos, progress)
	case *family.Bitboard[board.Rings]:
		return minimaxBitboard(f, ctx, mm, pos, progress)
	case *family.Lines:
		return minimaxLines(f, ctx, mm, pos, progress)
	}
	panic("search: no family for " + pos.Variant().String())
}

// within returns the context the search runs under: ctx, ended by the
// budget on ctx's clock.
func (mm Minimax) within(ctx context.Context) (context.Context, context.CancelFunc) {
	if mm.untimed() {
		return context.WithCancel(ctx)
	}
	return context.WithDeadline(ctx, family.ClockOf(ctx)().Add(mm.budget()))
}

func (mm Minimax) budget() time.Duration { return perMove(mm.Budget) }

// untimed says the search stops at its depth alone: a depth with no time
// set.
func (mm Minimax) untimed() bool { return mm.Depth > 0 && mm.Budget <= 0 }

// perMove is a player's thinking time per move: its budget, one second
// where it sets none.
func perMove(budget time.Duration) time.Duration {
	if budget <= 0 {
		return time.Second
	}
	return budget
}

// minimaxBitboard searches on a 64-bit board, handing the root to the
// exact solver.
func minimaxBitboard[R board.Word](w *family.Bitboard[R], ctx context.Context, mm Minimax, pos engine.Position, progress func(Choice)) (Choice, error) {
	search, cancel := mm.within(ctx)
	defer cancel()
	rep := newReporter(progress, family.ClockOf(ctx))
	defer rep.end()
	ev := evaluation(w, mm)
	se := &family.Searcher[uint64, R]{Rep: w.Rep, Eval: ev, Rank: ranking(ev), MaxNodes: mm.Nodes}
	at := cmp.Or(mm.SolveAt, solveAt(pos.Variant()))
	solveCost := mm.solveShare(pos.Variant(), pos.Empties())
	// The share of the budget spent as each depth ended, from depth 0, so
	// that asking again of a depth gets the same answer.
	var shares []float64
	handOver := func(depth int) bool {
		if depth == len(shares) {
			shares = append(shares, mm.spent(se.Nodes, rep.elapsed()))
		}
		return mm.solvesAfter(depth, pos.Empties()-at, shares[:depth+1], solveCost)
	}
	p, o := family.Sides[uint64](w.Rep, pos)
	c, err := run(se, ctx, search, mm, p, o, rep, handOver)
	if err != nil || c.Score.Unit == ExactDiscs || c.Move == engine.Pass || !handOver(c.Depth) || se.Aborted {
		return c, err
	}
	return rootSolve(ctx, search, mm, pos, c, se.Nodes, rep)
}

// rootSolve solves pos exactly under the context search, with the nodes
// left of mm's after the searches' nodes before it, est's move first,
// telling rep of each move proven best so far and of the solve's nodes.
// Stopped, it answers with the move proven best so far, or else est, the
// deepest search's choice (the ordering's before the first), said to be
// solving.
func rootSolve(ctx, search context.Context, mm Minimax, pos engine.Position, est Choice, nodes int64, rep *reporter) (Choice, error) {
	empties := pos.Empties()
	rep.solving(empties, nodes)
	opt := solve.SolveOptions{Threads: mm.Threads, First: []engine.Move{est.Move}}
	if mm.Nodes > 0 {
		opt.Nodes = max(mm.Nodes-nodes, 1)
	}
	if rep.fn != nil {
		opt.Progress = func(s solve.SolveProgress) { rep.counted(s.Nodes) }
		opt.Proving = func(best engine.Move, atLeast int) {
			rep.proved(Choice{Move: best, Score: Score{Unit: AtLeastDiscs, Discs: atLeast}, Depth: est.Depth, Line: []engine.Move{best}, Solving: empties})
		}
	}
	sol, err := solve.Solve(search, pos, opt)
	c := est
	if err == nil {
		c = Choice{Move: sol.Move, Score: Score{Unit: ExactDiscs, Discs: sol.Score}, Depth: empties, Line: sol.Line}
	} else if err := family.DeadlineOf(ctx).Err(); err != nil && est.Depth == 0 {
		return Choice{}, err
	} else if sol.Move != engine.Pass {
		c = Choice{Move: sol.Move, Score: Score{Unit: AtLeastDiscs, Discs: sol.Score}, Depth: est.Depth, Line: []engine.Move{sol.Move}}
	}
	c.Nodes, c.Elapsed, c.Solving = nodes+sol.Nodes, rep.elapsed(), empties
	if err == nil {
		rep.chose(c)
	}
	return c, nil
}

// solvesAfter says whether the search hands the position to the exact
// solver once its searches of the evaluation have reached depth (0 before
// the first), beyond being the position's empties less the solver's. At a
// fixed Depth it does where the next depth would reach the solver's empties
// and that depth is within Depth. On a budget it does at once where the
// first depth would reach them; never where the solve, predicted to take
// at least solveCost of the budget, would not finish on what is left (shares,
// the share spent as each depth so far ended), so that the estimates have
// it all; else before a depth predicted to leave the solve less than that,
// or, from where the next depth would reach the solver's empties, to end
// past an eighth of the budget.
func (mm Minimax) solvesAfter(depth, beyond int, shares []float64, solveCost float64) bool {
	switch {
	case mm.Depth > 0:
		return depth+1 >= beyond && depth < mm.Depth
	case depth == 0 && beyond <= 1:
		return true
	case solveCost > 1-shares[depth]:
		return false
	case nextShare(shares)+solveCost > 1:
		return true
	case depth+1 < beyond:
		return false
	}
	return nextShare(shares) > 1.0/8
}

// solveShare predicts the least share of mm's budget, of its nodes or of
// its time, whichever is the more, that solving a position of v with
// empties empty cells exactly takes. Only 8×8 is predicted, from FFO
// #40-#79 (docs/engine.md, *The search near the end*); other boards are
// taken to take nothing, so that their searches hand over as the budget
// alone says.
func (mm Minimax) solveShare(v engine.Variant, empties int) float64 {
	if v.IsSphere() || v.Size() != 8 {
		return 0
	}
	nodes := leastSolveNodes(empties)
	share := nodes / (solveRate * float64(engine.Workers(mm.Threads)) * mm.budget().Seconds())
	if mm.Nodes > 0 {
		share = max(share, nodes/float64(mm.Nodes))
	}
	return share
}

// leastSolveNodes is about the fewest nodes the solver takes on one
// thread to solve a position of 8×8 with empties empty cells: 100 million
// at 27, 2.3 times more for each empty more, the trend of FFO #40-#79
// lowered to below their solves but #47's and #59's, so that a second
// begins no solve of 27 empties, none of which finishes (docs/engine.md).
func leastSolveNodes(empties int) float64 {
	return 100e6 * math.Pow(2.3, float64(empties-27))
}

// solveRate is more nodes a second than one goroutine of the solver
// searches on any machine measured (docs/engine.md), so that a time
// budget's prediction errs towards solving.
const solveRate = 50e6

// solveEmpties is the most empty cells of a position of v that mm hands
// to the exact solver (solvesAfter): SolveAt and its Depth at a fixed
// depth; on a budget, as many as a position of v has, less those whose
// solve is predicted to take all the budget (solveShare); 0 on the
// general board, which has no solver.
func (mm Minimax) solveEmpties(v engine.Variant) int {
	if _, lines := family.Of(v).(*family.Lines); lines {
		return 0
	}
	at := cmp.Or(mm.SolveAt, solveAt(v))
	most := v.Start().Empties()
	if mm.Depth > 0 {
		return min(most, at+mm.Depth)
	}
	for most > at+1 && mm.solveShare(v, most) >= 1 {
		most--
	}
	return most
}

// nextShare predicts the share of the budget spent once the next depth
// ends, from shares, the share spent as each depth ended from depth 0: the
// last grown by a depth's growth over the last two, which evens out odd and
// even depths' unequal costs (docs/engine.md, *The search near the end*).
// With fewer than three depths done, it is the last.
func nextShare(shares []float64) float64 {
	n := len(shares)
	last := shares[n-1]
	if n < 4 || shares[n-3] <= 0 {
		return last
	}
	return last * math.Sqrt(last/shares[n-3])
}

// spent is the share of the budget that nodes searched in elapsed have
// used, of its time or of its nodes, whichever is the more.
func (mm Minimax) spent(nodes int64, elapsed time.Duration) float64 {
	share := float64(elapsed) / float64(mm.budget())
	if mm.Nodes > 0 {
		share = max(share, float64(nodes)/float64(mm.Nodes))
	}
	return share
}

// solvingFrom is SolvingFrom of mm: the search solves from its start where
// its first depth reaches the solver's empties (solvesAfter), or the end
// of the game on the general board, which has no solver.
func (mm Minimax) solvingFrom(pos engine.Position) int {
	at := 0 // minimaxLines: no solver to hand over to
	if _, lines := family.Of(pos.Variant()).(*family.Lines); !lines {
		at = cmp.Or(mm.SolveAt, solveAt(pos.Variant()))
	}
	if e := pos.Empties(); e > 0 && 1 >= e-at {
		return e
	}
	return 0
}

// minimaxLines searches on the general board, which has no exact solver
// to hand over to.
func minimaxLines(l *family.Lines, ctx context.Context, mm Minimax, pos engine.Position, progress func(Choice)) (Choice, error) {
	search, cancel := mm.within(ctx)
	defer cancel()
	rep := newReporter(progress, family.ClockOf(ctx))
	defer rep.end()
	se := &family.Searcher[board.Set, board.Lines]{Rep: l.Rep, Eval: l.Eval, MaxNodes: mm.Nodes}
	p, o := family.Sides[board.Set](l.Rep, pos)
	return run(se, ctx, search, mm, p, o, rep, func(int) bool { return false })
}

// solveAt is how many empty cells the exact solver takes on in well under
// a second, from where minimax hands the position over to it.
func solveAt(v engine.Variant) int {
	quick, _ := solve.Reach(v)
	return quick
}

// run searches p to move against o under the context search (the
// caller's, ended by the budget), telling rep, until handOver says the
// exact solver takes over after the depth done; ctx is the caller's alone.
func run[B comparable, R board.Rep[B]](se *family.Searcher[B, R], ctx, search context.Context, mm Minimax, p, o B, rep *reporter, handOver func(depth int) bool) (Choice, error) {
	se.Stop = family.DeadlineOf(search)
	table := family.SearchTables.Take(family.SearchTableBits)
	defer family.SearchTables.Put(table)
	se.TT, se.Gen = table.Entries, table.Gen
	legal := se.Rep.Moves(p, o)
	var none B
	if legal == none {
		return Choice{Move: engine.Pass, Line: []engine.Move{engine.Pass}}, nil
	}
	// Until the first depth is done, the answer is the move the ordering
	// likes best. The root keeps its own list: Order's is reused below.
	moves := slices.Clone(se.Order(p, o, legal, -1, 2))
	best := Choice{Move: engine.Move(se.Rep.Cell(moves[0]))}
	empties := se.Empties(p, o)
	maxDepth := mm.Depth
	if maxDepth == 0 {
		maxDepth = empties + 1
	}
	order := moves
	solving := 0
	for depth := 1; depth <= maxDepth && !handOver(depth-1); depth++ {
		se.Horizon = false
		// From the depth where every line reaches the end of the game, the
		// search solves the position: what it finds of a move is proven.
		if depth >= empties {
			solving = empties
			rep.solving(solving, se.Nodes)
		}
		if rep.fn != nil {
			se.Counted = func(int64) { rep.searched(depth, se.Nodes) }
		}
		alpha := -family.ExactValue(family.ExactBound)
		var bestSq, bestVal = -1, 0
		var bestLine []engine.Move
		type scoredMove struct{ sq, key int }
		var scored []scoredMove
		for _, sq := range order {
			np, no := se.Rep.Play(p, o, se.Rep.Flips(p, o, sq), sq)
			v := -se.Negamax(np, no, depth-1, -family.ExactValue(family.ExactBound), -alpha, false)
			if se.Aborted {
				break
			}
			scored = append(scored, scoredMove{sq: sq, key: -v})
			if bestSq < 0 || v > alpha {
				alpha, bestSq, bestVal = max(alpha, v), sq, v
				// The line now, while the table holds it: the later moves'
				// searches overwrite its entries.
				bestLine = se.Line(p, o, sq, depth)
				if solving > 0 && !se.Horizon {
					// Searched in (alpha, ∞), the move's score is exact,
					// and the position's at least that: the answer if
					// the time runs out, at least as good as the last
					// depth's move, searched first.
					best = Choice{Move: engine.Move(se.Rep.Cell(sq)), Depth: depth, Nodes: se.Nodes, Solving: solving,
						Score: Score{Unit: AtLeastDiscs, Discs: v / family.ExactScale}, Line: bestLine, Elapsed: rep.elapsed()}
					rep.chose(best)
				}
			}
		}
		if se.Aborted {
			// Stopped before the solve finished, the answer says it
			// solved: its score is then an estimate or a bound.
			best.Solving = solving
			break
		}
		exact := !se.Horizon
		best = Choice{Move: engine.Move(se.Rep.Cell(bestSq)), Depth: depth, Nodes: se.Nodes, Score: discScore(bestVal, exact)}
		best.Line = bestLine
		best.Elapsed = rep.elapsed()
		if exact {
			best.Solving = solving
		}
		rep.chose(best)
		if exact || (mm.Depth == 0 && mm.spent(se.Nodes, rep.elapsed()) > 0.5) {
			break
		}
		slices.SortStableFunc(scored, func(a, b scoredMove) int { return a.key - b.key })
		order = order[:0]
		for _, m := range scored {
			order = append(order, m.sq)
		}
	}
	best.Nodes, best.Elapsed = se.Nodes, rep.elapsed()
	if err := family.DeadlineOf(ctx).Err(); err != nil && best.Depth == 0 {
		return Choice{}, err
	}
	return best, nil
}

// discScore converts a search value to discs. A value beyond any
// evaluation's is a game's end found within the depth: exact for the line
// searched, though a deeper search may find better. An evaluation's
// hundredths round to the nearest disc, halves away from even, so that
// every disc's step is as wide, even's too, and the same for either side.
func discScore(v int, exact bool) Score {
	switch {
	case exact:
		return Score{Unit: ExactDiscs, Discs: v / family.ExactScale}
	case v >= family.ExactScale || v <= -family.ExactScale:
		return Score{Unit: Discs, Discs: v / family.ExactScale}
	case v < 0:
		return Score{Unit: Discs, Discs: -((50 - v) / 100)}
	}
	return Score{Unit: Discs, Discs: (v + 50) / 100}
}

// evaluation returns the evaluation mm asks for on this board.
func evaluation[R board.Word](w *family.Bitboard[R], mm Minimax) eval.Evaluator[uint64] {
	switch {
	case mm.Handcrafted:
		return w.Hand
	case mm.Weights != nil && w.Learned():
		return mm.Weights
	}
	return w.Eval
}

// ranking returns what orders the moves of a search with ev: learned
// weights without their network, which order as well for less work
// (docs/engine.md, *The midgame search*); any other evaluation itself.
func ranking(ev eval.Evaluator[uint64]) eval.Evaluator[uint64] {
	if w, ok := ev.(*eval.Weights); ok {
		return w.WithoutNetwork()
	}
	return ev
}
