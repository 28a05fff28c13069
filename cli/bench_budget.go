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
// of v, each played at random from the start for 12 to 40 plies (out of the
// opening book), and prints its mean move and its slowest move's overshoot
// of the budget. It returns the exit status.
func (b *bench) benchBudget(ctx context.Context, v engine.Variant) int {
	positions := budgetPositions(v, b.moves)
	threads := text.Many(engine.Workers(b.threads), "thread", "threads")
	if b.threads == 0 {
		threads += ", one per core"
	}
	if !b.printf("%s of each player on %s, %v a move, on %s\n", text.Many(len(positions), "move", "moves"), v, b.budget, threads) {
		return ExitFailure
	}
	for _, kind := range budgetKinds {
		p, err := search.New(kind, search.Options{Budget: b.budget, Threads: b.threads, Seed: 1})
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
// random game 12 to 40 plies from the start.
func budgetPositions(v engine.Variant, n int) []engine.Position {
	rng := rand.New(rand.NewPCG(1, 1))
	var out []engine.Position
	for len(out) < n {
		p := v.Start()
		for range 12 + rng.IntN(29) {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p, _, _ = p.Play(moves[rng.IntN(len(moves))])
		}
		if len(p.LegalMoves()) > 0 && !p.Outcome().Over() {
			out = append(out, p)
		}
	}
	return out
}
