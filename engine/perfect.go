package engine

import (
	"context"
	"time"
)

// Perfect plays a move of the best exact score, searching to the end of the
// game. On the sphere and on 4×4 that is the whole game from the first
// move; where the tree is too large to finish it plays like Minimax until
// the end is within reach, and its answers say they are estimates.
type Perfect struct {
	Budget time.Duration // thinking time per move while the end is out of reach
}

// Name returns "perfect".
func (Perfect) Name() string { return "perfect" }

// Choose solves the position exactly when it can, and searches otherwise.
func (pf Perfect) Choose(ctx context.Context, pos Position, progress func(Choice)) (Choice, error) {
	empties := pos.Empties()
	if empties > PerfectReach(pos.v) {
		return Minimax{Budget: pf.Budget}.Choose(ctx, pos, progress)
	}
	sol, err := Solve(ctx, pos, false)
	if err != nil {
		return Choice{}, err
	}
	c := Choice{Move: sol.Move, Score: sol.Score, Exact: true, Depth: empties, Nodes: sol.Nodes, Line: sol.Line, Elapsed: sol.Elapsed}
	if progress != nil {
		progress(c)
	}
	return c, nil
}

// PerfectReach is how many empty cells the perfect player solves exactly
// from, on each board, in a few seconds at most.
func PerfectReach(v Variant) int {
	inPlay, _ := reach(v)
	return inPlay
}

// SolveReach is the most empty cells Solve takes on for a board: beyond
// it, the tree is too large to finish.
func SolveReach(v Variant) int {
	_, most := reach(v)
	return most
}

// reach returns, for a board, the empty cells solved in a few seconds and
// the most the solver takes on at all.
func reach(v Variant) (inPlay, most int) {
	switch {
	case v.IsSphere():
		return SphereCells, SphereCells
	case v.n == 4:
		return 16, 16
	case v.n == 6:
		return 20, 28
	case v.n == 8:
		return 18, 30
	}
	return 10, bigSolveEmpties
}
