package search

import (
	"context"

	"reversi/engine"
)

// Greedy plays the move that flips the most discs; among equals, the one
// with the smallest cell index (smallest row, then column on a flat board):
// the classic computer's rule.
type Greedy struct{}

// Name returns "greedy".
func (Greedy) Name() string { return "greedy" }

// Choose returns the greedy move, scored by the discs it flips.
func (Greedy) Choose(ctx context.Context, p engine.Position, _ func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	best := Choice{Move: engine.Pass, Score: Score{Unit: Flips, Flips: -1}}
	for _, m := range p.LegalMoves() {
		if n := len(p.Flips(m)); n > best.Score.Flips {
			best.Move, best.Score.Flips = m, n
		}
	}
	if best.Move == engine.Pass {
		best.Score = Score{}
	}
	best.Depth, best.Nodes, best.Line = 1, 1, []engine.Move{best.Move}
	return best, nil
}
