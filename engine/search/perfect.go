package search

import (
	"context"
	"time"

	"reversi/engine"
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

// Choose searches as Minimax does, handing every position within
// PerfectReach to the exact solver, all within the budget.
func (pf Perfect) Choose(ctx context.Context, pos engine.Position, progress func(Choice)) (Choice, error) {
	return Minimax{Budget: pf.Budget, SolveAt: PerfectReach(pos.Variant()), Threads: pf.Threads, Handcrafted: pf.Handcrafted}.Choose(ctx, pos, progress)
}

// PerfectReach is how many empty cells the perfect player solves exactly
// from, on each board, in a few seconds at most.
func PerfectReach(v engine.Variant) int {
	_, perfect := reach(v)
	return perfect
}

// reach is how many empty cells the exact solver takes on for a board:
// quickly (well under a second, minimax's hand-over) and for the perfect
// player (a few seconds at most). The whole game on boards of 24 cells or
// fewer, then as on 6×6 for boards of its size; the larger boxes run on
// ring tables at about a third of the 8×8 bitboard's speed, and boards
// larger than 8×8 on the general board, slower still (minimax there has no
// solver to hand over to).
func reach(v engine.Variant) (quick, perfect int) {
	switch n := v.Cells(); {
	case n <= 24:
		return n, n
	case n <= 36:
		return 16, 20
	case v.IsSphere():
		return 12, 16
	case n <= 64:
		return 14, 18
	}
	return 14, 10
}
