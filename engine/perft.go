package engine

import (
	"context"
	"sync"
	"sync/atomic"
)

// Perft counts the leaf nodes of the game tree depth plies below p. A forced
// pass counts as a ply, and a finished game is a leaf where it ends. The
// tree is walked through the public API, checking ctx at each node, down to
// the last bulkPlies plies, which the variant's fast representation (up to
// 8×8) counts in bulk; boards larger than 8×8 are walked through it to the
// end.
func Perft(ctx context.Context, p Position, depth int) (uint64, error) {
	return perft(ctx, p, depth)
}

// bulkPlies are the plies counted in bulk without a look at the context:
// few enough to count quickly even from a position of many moves
// (docs/engine.md, *Perft*), so that a perft of any depth stops soon after
// its context ends, while the walk above them, a node for every ten
// thousand leaves or more, costs nothing measured.
const bulkPlies = 6

// ParallelPerft is Perft on threads goroutines (0: one per core): the
// positions a few plies down are shared out among them.
func ParallelPerft(ctx context.Context, p Position, depth, threads int) (uint64, error) {
	threads = Workers(threads)
	split := min(depth-1, 3) // the plies walked here, before the sharing
	if threads == 1 || split < 1 {
		return Perft(ctx, p, depth)
	}
	var ended uint64 // games over before the split
	var work []Position
	var walk func(p Position, plies int)
	walk = func(p Position, plies int) {
		if plies == 0 {
			work = append(work, p)
			return
		}
		if p.Outcome().Over() {
			ended++
			return
		}
		moves := p.LegalMoves()
		if len(moves) == 0 {
			moves = []Move{Pass}
		}
		for _, m := range moves {
			q, _, _ := p.Play(m)
			walk(q, plies-1)
		}
	}
	walk(p, split)
	jobs := make(chan Position)
	var total atomic.Uint64
	var wg sync.WaitGroup
	for range threads {
		wg.Go(func() {
			for q := range jobs {
				if n, err := perft(ctx, q, depth-split); err == nil {
					total.Add(n)
				}
			}
		})
	}
	for _, q := range work {
		if ctx.Err() != nil {
			break
		}
		jobs <- q
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	return ended + total.Load(), nil
}

func perft(ctx context.Context, p Position, depth int) (uint64, error) {
	if depth <= 0 {
		return 1, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if depth <= bulkPlies {
		me, opp := p.disc[p.turn.index()], p.disc[p.turn.Opponent().index()]
		if n, ok := p.v.t.rules.perft(me, opp, depth); ok {
			return n, nil
		}
	}
	if p.Outcome().Over() {
		return 1, nil
	}
	moves := p.LegalMoves()
	if len(moves) == 0 {
		moves = []Move{Pass}
	}
	var total uint64
	for _, m := range moves {
		q, _, _ := p.Play(m)
		n, err := perft(ctx, q, depth-1)
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}
