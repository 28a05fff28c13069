package engine

import "context"

// Perft counts the leaf nodes of the game tree depth plies below p. A forced
// pass counts as a ply, and a finished game is a leaf where it ends. The top
// two plies are walked through the public API, checking ctx before each
// subtree; the subtrees run on the variant's fast representation, the last
// ply counted in bulk. Boards larger than 8×8 are walked through the public
// API to the end.
func Perft(ctx context.Context, p Position, depth int) (uint64, error) {
	return perft(ctx, p, depth, 2)
}

func perft(ctx context.Context, p Position, depth, slowPlies int) (uint64, error) {
	if depth <= 0 {
		return 1, nil
	}
	if slowPlies > 0 {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
	}
	if slowPlies <= 0 || depth <= 4 {
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
		n, err := perft(ctx, q, depth-1, slowPlies-1)
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}
