package search

import (
	"cmp"
	"context"
	"slices"
	"time"

	"golang.org/x/sync/errgroup"

	"reversi/engine"
	"reversi/engine/internal/family"
	"reversi/engine/solve"
)

// MoveChoice is a legal move and what a search thinks of it, for the side
// to move.
type MoveChoice struct {
	Move  engine.Move
	Score Score
	Depth int // the depth of the finished search after the move that scored it; 0 where none was needed
	// Line is the move and the line the search expects after it, passes
	// put in, where the search keeps one: a move solved among others has
	// none.
	Line []engine.Move
}

// ScoreOptions say how hard ScoreMoves looks.
type ScoreOptions struct {
	// SolveTime bounds the exact solve of every move; stopped there, the
	// moves it solved keep their exact scores and the others are estimated.
	SolveTime time.Duration
	// SolveNodes, where above 0, bounds that solve in nodes too, on boards
	// of 64 cells or fewer: a bound the same on every machine.
	SolveNodes int64
	// Depth is the depth of the search that estimates each move.
	Depth int
	// Budget, where above 0, bounds the whole scoring, as a GUI that gave
	// an engine a time expects of its hints: the solve is tried for half of
	// it at most, the moves share what is left, and a move's search stopped
	// at the end of its share scores the move by its deepest finished
	// depth, or by one ply where none finished.
	Budget  time.Duration
	Threads int // goroutines of the exact solver, and estimating searches at once; 0 for one per core
}

// estimateSolveAt is where ScoreMoves' estimating searches hand their
// position over to the solver, at most: six plies solve the position after
// each move at 18 empties or fewer. Solving earlier would cost most of a
// solve of every move, with no clock to stop it (BenchmarkEstimateSolveAt;
// the figures in docs/engine.md, *Scoring every move*).
const estimateSolveAt = 12

// estimateAt is where the estimating searches of v hand positions over to
// the solver.
func estimateAt(v engine.Variant) int { return min(solveAt(v), estimateSolveAt) }

// scoreReach is how many empties beyond PerfectReach ScoreMoves still tries
// to solve every move, as far as such solves end within seconds
// (docs/engine.md, *Scoring every move*); a solve stopped keeps the moves it
// solved, which its ordering takes best first.
const scoreReach = 4

// withinScoreReach says whether ScoreMoves tries to solve every move of pos.
func withinScoreReach(pos engine.Position) bool {
	return pos.Empties() <= PerfectReach(pos.Variant())+scoreReach
}

// SolvesAfter is the depth after which Minimax, searching pos to depth,
// hands pos whole to the exact solver (solvesAfter at a fixed Depth): the
// depth from which its next would reach the solver's empties. It is not ok
// where depth ends first, or the board has no solver for Minimax.
func SolvesAfter(pos engine.Position, depth int) (after int, ok bool) {
	if _, lines := family.Of(pos.Variant()).(*family.Lines); lines {
		return 0, false
	}
	after = max(0, pos.Empties()-solveAt(pos.Variant())-1)
	return after, after < depth
}

// ScoreMoves scores every legal move of pos, best first: exactly where the
// solver finishes within SolveTime; else the moves it solved before it
// stopped exactly, the others by a search of Depth after each move, the
// moves' searches side by side, all within Budget where it is given. It
// returns ctx's error if ctx ends first.
func ScoreMoves(ctx context.Context, pos engine.Position, opt ScoreOptions) ([]MoveChoice, error) {
	var out []MoveChoice
	bounded, solveTime := ctx, opt.SolveTime
	if opt.Budget > 0 {
		var cancel context.CancelFunc
		bounded, cancel = context.WithTimeout(ctx, opt.Budget)
		defer cancel()
		solveTime = min(solveTime, opt.Budget/2)
	}
	solved := map[engine.Move]bool{}
	if withinScoreReach(pos) && solveTime > 0 {
		solveCtx, cancel := context.WithTimeout(ctx, solveTime)
		so := solve.SolveOptions{All: true, Threads: opt.Threads}
		if pos.Variant().Cells() <= 64 {
			so.Nodes = opt.SolveNodes
		}
		sol, err := solve.Solve(solveCtx, pos, so)
		cancel()
		// A solve stopped keeps the moves it solved; the rest are estimated.
		for _, ms := range sol.Moves {
			mc := MoveChoice{Move: ms.Move, Score: Score{Unit: ExactDiscs, Discs: ms.Score}}
			if err == nil && ms.Move == sol.Move {
				mc.Line = sol.Line
			}
			out = append(out, mc)
			solved[ms.Move] = true
		}
		if err == nil {
			return best(out), nil
		}
	}
	var moves []engine.Move
	for _, mv := range pos.LegalMoves() {
		if !solved[mv] {
			moves = append(moves, mv)
		}
	}
	estimates := make([]MoveChoice, len(moves))
	workers := engine.Workers(opt.Threads)
	each := Minimax{Depth: max(1, opt.Depth), SolveAt: estimateAt(pos.Variant()), Threads: max(1, workers/max(1, len(moves)))}
	if at, ok := bounded.Deadline(); ok && opt.Budget > 0 {
		// Moves searched in turns share what is left of the budget, so
		// that the first ones searched do not leave the others none.
		turns := (len(moves) + workers - 1) / workers
		each.Budget = max(time.Until(at)/time.Duration(max(1, turns)), time.Nanosecond)
	}
	var searches errgroup.Group
	searches.SetLimit(workers)
	for i, mv := range moves {
		searches.Go(func() (err error) {
			estimates[i], err = estimate(ctx, bounded, pos, mv, each)
			return err
		})
	}
	if err := searches.Wait(); err != nil {
		return nil, err
	}
	return best(append(out, estimates...)), nil
}

// estimate scores move mv of pos by mm's search of the position it leaves,
// for the side to move in pos: exactly where it ends the game. The search
// runs under bounded, ctx ended by a budget, and within mm's own budget
// where it has one: stopped before its first depth, it gives way to a
// search of one ply, which takes microseconds.
func estimate(ctx, bounded context.Context, pos engine.Position, mv engine.Move, mm Minimax) (MoveChoice, error) {
	mover := pos.Turn()
	g := engine.NewGame(pos)
	if err := g.Play(mv); err != nil {
		return MoveChoice{}, err
	}
	if g.Outcome().Over() {
		return MoveChoice{Move: mv, Score: Score{Unit: ExactDiscs, Discs: g.Position().Score(mover)}, Line: []engine.Move{mv}}, nil
	}
	c, err := mm.Choose(bounded, g.Position(), nil)
	if (err != nil || c.Score.Unit == NoScore) && ctx.Err() == nil {
		c, err = Minimax{Depth: 1, SolveAt: 1}.Choose(ctx, g.Position(), nil)
	}
	if err != nil {
		return MoveChoice{}, err
	}
	line := []engine.Move{mv}
	if g.ToMove() != mover {
		c.Score.Discs = -c.Score.Discs
	} else {
		line = append(line, engine.Pass) // the game passed for the other side
	}
	return MoveChoice{Move: mv, Score: c.Score, Depth: c.Depth, Line: append(line, c.Line...)}, nil
}

// best sorts moves best first, keeping the order of equals.
func best(moves []MoveChoice) []MoveChoice {
	slices.SortStableFunc(moves, func(a, b MoveChoice) int { return cmp.Compare(b.Score.Discs, a.Score.Discs) })
	return moves
}
