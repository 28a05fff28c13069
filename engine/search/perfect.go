package search

import (
	"context"
	"time"

	"reversi/engine"
	"reversi/engine/solve"
)

// Perfect plays a move of the best exact score, searching to the end of the
// game. On boards of 24 cells or fewer (4×4, the 2×2×2 sphere) that is the
// whole game from the first move; where the tree is too large to finish it
// plays like Minimax until the end is within reach, and its answers say
// they are estimates.
type Perfect struct {
	Budget  time.Duration // thinking time per move while the end is out of reach
	Threads int           // goroutines of the exact solver; 0 for one per core
	// Handcrafted evaluates with the handcrafted evaluation where a
	// learned one exists.
	Handcrafted bool
}

// Name returns "perfect".
func (Perfect) Name() string { return "perfect" }

// Choose searches as Minimax does, solving the position exactly once its
// depth reaches within PerfectReach of the end, all within the budget.
func (pf Perfect) Choose(ctx context.Context, pos engine.Position, progress func(Choice)) (Choice, error) {
	return pf.on(pos.Variant()).Choose(ctx, pos, progress)
}

// on is the search pf plays with on v.
func (pf Perfect) on(v engine.Variant) Minimax {
	return Minimax{Budget: pf.Budget, SolveAt: PerfectReach(v), Threads: pf.Threads, Handcrafted: pf.Handcrafted}
}

// PerfectReach is how many empty cells the perfect player solves exactly
// from, on each board, in a few seconds at most.
func PerfectReach(v engine.Variant) int {
	_, perfect := solve.Reach(v)
	return perfect
}
