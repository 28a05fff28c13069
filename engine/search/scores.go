package search

import (
	"cmp"
	"context"
	"slices"
	"time"

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
	Threads int // goroutines of the exact solver; 0 for one per core
}

// ScoreMoves scores every legal move of pos, best first: exactly where the
// solver finishes within SolveTime, else by a search of Depth after each
// move. It returns ctx's error if ctx ends first.
func ScoreMoves(ctx context.Context, pos engine.Position, opt ScoreOptions) ([]MoveChoice, error) {
	var out []MoveChoice
	if pos.Empties() <= PerfectReach(pos.Variant()) && opt.SolveTime > 0 {
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
	mover := pos.Turn()
	for _, mv := range pos.LegalMoves() {
		g := engine.NewGame(pos)
		if err := g.Play(mv); err != nil {
			return nil, err
		}
		if g.Outcome().Over() {
			out = append(out, MoveChoice{mv, Score{Unit: ExactDiscs, Discs: g.Position().Score(mover)}})
			continue
		}
		c, err := Minimax{Depth: max(1, opt.Depth), Threads: opt.Threads}.Choose(ctx, g.Position(), nil)
		if err != nil {
			return nil, err
		}
		if g.ToMove() != mover {
			c.Score.Discs = -c.Score.Discs
		}
		out = append(out, MoveChoice{mv, c.Score})
	}
	return best(out), nil
}

// best sorts moves best first, keeping the order of equals.
func best(moves []MoveChoice) []MoveChoice {
	slices.SortStableFunc(moves, func(a, b MoveChoice) int { return cmp.Compare(b.Score.Discs, a.Score.Discs) })
	return moves
}
