package search

import (
	"cmp"
	"context"
	"runtime"
	"slices"
	"time"

	"golang.org/x/sync/errgroup"

	"reversi/engine"
	"reversi/engine/solve"
)

// MoveChoice is a legal move and what a search thinks of it, for the side
// to move.
type MoveChoice struct {
	Move  engine.Move
	Score Score
}

// ScoreOptions say how hard ScoreMoves looks.
type ScoreOptions struct {
	// SolveTime bounds the exact solve of every move; a position the
	// solver cannot finish in it is estimated.
	SolveTime time.Duration
	// Depth is the depth of the search that estimates each move.
	Depth   int
	Threads int // goroutines of the exact solver, and estimating searches at once; 0 for one per core
}

// estimateSolveAt is where ScoreMoves' estimating searches hand positions
// over to the solver, at most: on 8×8, six plies after each move of a
// position of 19 to 23 empties, solving the leaves of 14 empties took
// thirteen times as long as solving those of 12, for estimates 1.4 discs
// nearer the exact scores (docs/engine-notes.md, *Scoring every move*).
const estimateSolveAt = 12

// scoreReach is how many empties beyond PerfectReach ScoreMoves still tries
// to solve every move: on 8×8, solve --all of 20 FFO positions of 18 to 22
// empties took at 20 empties 0.7 to 4.3 s on one thread, 0.7 to 3.1 s on
// two, at 22 3.7 to 9.0 s (docs/engine.md, *Scoring every move*).
const scoreReach = 2

// ScoreMoves scores every legal move of pos, best first: exactly where the
// solver finishes within SolveTime, else by a search of Depth after each
// move, the moves' searches side by side. It returns ctx's error if ctx
// ends first.
func ScoreMoves(ctx context.Context, pos engine.Position, opt ScoreOptions) ([]MoveChoice, error) {
	var out []MoveChoice
	if pos.Empties() <= PerfectReach(pos.Variant())+scoreReach && opt.SolveTime > 0 {
		solveCtx, cancel := context.WithTimeout(ctx, opt.SolveTime)
		sol, err := solve.Solve(solveCtx, pos, solve.SolveOptions{All: true, Threads: opt.Threads})
		cancel()
		if err == nil {
			for _, ms := range sol.Moves {
				out = append(out, MoveChoice{ms.Move, Score{Unit: ExactDiscs, Discs: ms.Score}})
			}
			return best(out), nil
		}
	}
	moves := pos.LegalMoves()
	out = make([]MoveChoice, len(moves))
	workers := opt.Threads
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	each := Minimax{Depth: max(1, opt.Depth), SolveAt: min(solveAt(pos.Variant()), estimateSolveAt), Threads: max(1, workers/max(1, len(moves)))}
	var searches errgroup.Group
	searches.SetLimit(workers)
	for i, mv := range moves {
		searches.Go(func() (err error) {
			out[i], err = estimate(ctx, pos, mv, each)
			return err
		})
	}
	if err := searches.Wait(); err != nil {
		return nil, err
	}
	return best(out), nil
}

// estimate scores move mv of pos by mm's search of the position it leaves,
// for the side to move in pos: exactly where it ends the game.
func estimate(ctx context.Context, pos engine.Position, mv engine.Move, mm Minimax) (MoveChoice, error) {
	mover := pos.Turn()
	g := engine.NewGame(pos)
	if err := g.Play(mv); err != nil {
		return MoveChoice{}, err
	}
	if g.Outcome().Over() {
		return MoveChoice{mv, Score{Unit: ExactDiscs, Discs: g.Position().Score(mover)}}, nil
	}
	c, err := mm.Choose(ctx, g.Position(), nil)
	if err != nil {
		return MoveChoice{}, err
	}
	if g.ToMove() != mover {
		c.Score.Discs = -c.Score.Discs
	}
	return MoveChoice{mv, c.Score}, nil
}

// best sorts moves best first, keeping the order of equals.
func best(moves []MoveChoice) []MoveChoice {
	slices.SortStableFunc(moves, func(a, b MoveChoice) int { return cmp.Compare(b.Score.Discs, a.Score.Discs) })
	return moves
}
