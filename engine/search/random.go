package search

import (
	"context"
	"math/rand/v2"

	"reversi/engine"
	"reversi/engine/internal/board"
)

// Random plays a uniformly random legal move. It draws from a generator
// seeded with its seed and the position, so it holds no state: the same seed
// gives the same move in the same position, and searches that overlap (one
// cancelled, the next begun) cannot disturb each other.
type Random struct {
	Seed uint64
}

// Name returns "random".
func (Random) Name() string { return "random" }

// Choose returns a random legal move, or a pass.
func (r Random) Choose(ctx context.Context, p engine.Position, _ func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	moves := p.LegalMoves()
	m := engine.Pass
	if len(moves) > 0 {
		m = moves[drawFor(r.Seed, p).IntN(len(moves))]
	}
	return Choice{Move: m, Depth: 1, Nodes: 1, Line: []engine.Move{m}}, nil
}

// drawFor is the random numbers a player of seed draws in position p: the
// same again for the same seed and position.
func drawFor(seed uint64, p engine.Position) *rand.Rand {
	h := uint64(p.Turn())
	for _, c := range []engine.Color{engine.Black, engine.White} {
		for _, w := range p.Discs(c) {
			h = board.Mix(h, w)
		}
	}
	return rand.New(rand.NewPCG(seed, h))
}
