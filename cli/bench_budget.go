package cli

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/internal/text"
)

// budgetKinds are the players that think for the time asked.
var budgetKinds = []string{"minimax", "6", "perfect", "mcts"}

// benchBudget times each player that keeps a budget over moves positions
// of v, each played at random from the start (out of the opening book on
// 8x8), and prints its mean move and its slowest move's overshoot
// of the budget. It returns the exit status.
func (b *bench) benchBudget(ctx context.Context, v engine.Variant) int {
	positions, err := budgetPositions(ctx, v, b.moves)
	if err != nil {
		return b.interrupted()
	}
	threads := text.Many(engine.Workers(b.threads), "thread", "threads")
	if b.threads == 0 {
		threads += ", one per core"
	}
	if !b.printf("%s of each player on %s, %v a move, on %s\n", text.Many(len(positions), "move", "moves"), v, b.budget, threads) {
		return ExitFailure
	}
	for _, kind := range budgetKinds {
		p, err := search.New(kind, search.Options{Budget: b.budget, Threads: b.threads, Seed: 1, Board: v})
		if err != nil {
			fmt.Fprintf(b.stderr, "reversi bench: %v\n", err)
			return ExitFailure
		}
		var total, worst time.Duration
		for _, pos := range positions {
			began := time.Now()
			if _, err := p.Choose(ctx, pos, nil); err != nil {
				return b.interrupted()
			}
			took := time.Since(began)
			total, worst = total+took, max(worst, took)
		}
		if !b.printf("%-8s mean %v, slowest %v, worst overshoot %v\n", p.Name(), (total / time.Duration(len(positions))).Round(time.Millisecond),
			worst.Round(time.Millisecond), max(0, worst-b.budget).Round(time.Millisecond)) {
			return ExitFailure
		}
	}
	return b.exit()
}

// budgetPositions are n positions of v with a move to play, each a seeded
// random game from the start for a fifth to two thirds of its empty cells
// in plies (12 to 40 on 8x8), stopped short of a position with no move, so
// that each game gives one on any board. It returns ctx's error if ctx ends
// first.
func budgetPositions(ctx context.Context, v engine.Variant, n int) ([]engine.Position, error) {
	rng := rand.New(rand.NewPCG(1, 1))
	empties := v.Start().Empties()
	out := make([]engine.Position, n)
	for i := range out {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p := v.Start()
		for range empties/5 + rng.IntN(empties*2/3-empties/5+1) {
			moves := p.LegalMoves()
			next, _, _ := p.Play(moves[rng.IntN(len(moves))])
			if len(next.LegalMoves()) == 0 {
				break
			}
			p = next
		}
		out[i] = p
	}
	return out, nil
}
