package search

import (
	"context"
	"math"
	"math/rand/v2"
	"time"

	"reversi/engine"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
)

// MCTS is Monte-Carlo tree search with UCT selection and rollouts guided by
// a square-priority table, under a time budget.
type MCTS struct {
	Budget time.Duration // thinking time per move; 0 means one second
	Seed   uint64
	// Playouts, if positive, fixes the number of playouts instead of the
	// budget, for reproducible play: fewer where the root is proven first.
	Playouts int
}

// Name returns "mcts".
func (MCTS) Name() string { return "mcts" }

type mctsNode struct {
	sq       int // the move that led here; -1 for a pass
	visits   float64
	wins     float64 // for the side that moved into this node
	children []*mctsNode
	untried  []int
	expanded bool
	// proven says the game's result from here with best play is known:
	// value, for the side that moved into this node (1 won, ½ drawn, 0
	// lost), as a game over here or its children settle it (prove).
	proven bool
	value  float64
}

// Choose runs playouts until the budget runs out, one at least, or until
// the root's result is proven, and plays the most visited move, or once
// proven the most visited of those that reach the result.
func (mc MCTS) Choose(ctx context.Context, pos engine.Position, progress func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	rng := rand.New(rand.NewPCG(mc.Seed, uint64(pos.Empties())))
	switch f := family.Of(pos.Variant()).(type) {
	case *family.Bitboard[board.Flat8]:
		p, o := family.Sides[uint64](f.Rep, pos)
		return mcts(ctx, mc, f.Rep, p, o, f.Prio, rng, progress)
	case *family.Bitboard[board.Rings]:
		p, o := family.Sides[uint64](f.Rep, pos)
		return mcts(ctx, mc, f.Rep, p, o, f.Prio, rng, progress)
	case *family.Lines:
		p, o := family.Sides[board.Set](f.Rep, pos)
		return mcts(ctx, mc, f.Rep, p, o, f.Prio, rng, progress)
	}
	panic("search: no family for " + pos.Variant().String())
}

func mcts[B comparable, R board.Rep[B]](ctx context.Context, mc MCTS, r R, p, o B, prio []int, rng *rand.Rand, progress func(Choice)) (Choice, error) {
	now := family.ClockOf(ctx)
	began := now()
	deadline := family.Deadline{Ctx: ctx, At: began.Add(perMove(mc.Budget)), Now: now}
	if mc.Playouts > 0 {
		deadline.At = time.Time{} // the playouts bound the search, the context alone stops it
	}
	rootMoves := r.Squares(r.Moves(p, o))
	if len(rootMoves) == 0 {
		return Choice{Move: engine.Pass, Line: []engine.Move{engine.Pass}}, nil
	}
	if len(rootMoves) == 1 {
		m := engine.Move(r.Cell(rootMoves[0]))
		return Choice{Move: m, Line: []engine.Move{m}}, nil
	}
	root := &mctsNode{sq: -1}
	var playouts int64
	report := began
	// over says the context or the budget has run out.
	over := func() bool { return deadline.Err() != nil }
	// A playout of 26×26 takes milliseconds: one after the first, which
	// leaves a move to answer with, stops part-way once the time is up.
	stop := func() bool { return playouts > 0 && over() }
	for !root.proven {
		if mc.Playouts > 0 && playouts >= int64(mc.Playouts) {
			break
		}
		// The first playout is played however little of the budget is
		// left, so that the answer is one of the moves.
		if ctx.Err() != nil || playouts > 0 && over() {
			break
		}
		if progress != nil && now().Sub(report) > 200*time.Millisecond {
			report = now()
			progress(mctsChoice(r, root, rootMoves, playouts, now().Sub(began)))
		}
		if mctsPlayout(r, root, p, o, prio, rng, stop) {
			playouts++
		}
	}
	if playouts == 0 {
		return Choice{}, ctx.Err()
	}
	c := mctsChoice(r, root, rootMoves, playouts, now().Sub(began))
	if progress != nil {
		progress(c)
	}
	return c, nil
}

// mctsChoice is the most visited root move, with its win rate, or where
// the root is proven, the most visited of the moves proven to reach its
// result, with that result; before any is visited, the first of
// rootMoves, the root's moves, with no score.
func mctsChoice[B comparable, R board.Rep[B]](r R, root *mctsNode, rootMoves []int, playouts int64, elapsed time.Duration) Choice {
	var best *mctsNode
	for _, ch := range root.children {
		if root.proven && (!ch.proven || ch.value != 1-root.value) {
			continue
		}
		if best == nil || ch.visits > best.visits {
			best = ch
		}
	}
	if best == nil {
		m := engine.Move(r.Cell(rootMoves[0]))
		return Choice{Move: m, Nodes: playouts, Line: []engine.Move{m}, Elapsed: elapsed}
	}
	m := engine.Move(r.Cell(best.sq))
	score := Score{Unit: WinRate, WinRate: best.wins / best.visits}
	if root.proven {
		score = Score{Unit: ProvenResult, WinRate: best.value}
	}
	return Choice{Move: m, Score: score, Depth: 1, Nodes: playouts, Line: []engine.Move{m}, Elapsed: elapsed}
}

// mctsPlayout walks down the tree by UCT, expands one node, plays the game
// out and backs the result up, or backs up the result of a proven node it
// comes to, and proves what that settles above; stopped part-way
// (rollout), it backs up nothing and says so.
func mctsPlayout[B comparable, R board.Rep[B]](r R, root *mctsNode, p, o B, prio []int, rng *rand.Rand, stop func() bool) (done bool) {
	path := []*mctsNode{root}
	node := root
	var none B
	// A node that is not proven has a move or a pass to take: a game over
	// is proven as it is reached (below).
	for !node.proven {
		if !node.expanded {
			node.expanded = true
			node.untried = r.Squares(r.Moves(p, o))
			if len(node.untried) == 0 && r.Moves(o, p) != none {
				node.untried = []int{-1}
			}
		}
		if len(node.untried) > 0 {
			i := rng.IntN(len(node.untried))
			sq := node.untried[i]
			node.untried[i] = node.untried[len(node.untried)-1]
			node.untried = node.untried[:len(node.untried)-1]
			child := &mctsNode{sq: sq}
			node.children = append(node.children, child)
			p, o = mctsApply(r, p, o, sq)
			path = append(path, child)
			break
		}
		node = uctChild(node)
		p, o = mctsApply(r, p, o, node.sq)
		path = append(path, node)
	}
	leaf := path[len(path)-1]
	result := leaf.value
	if !leaf.proven {
		// The side to move now is the one who did not make the last move.
		d, done := rollout(r, p, o, prio, rng, stop)
		if !done {
			return false
		}
		// d is the result for the side to move at the leaf; the node's
		// mover is the other side.
		result = 0.5
		switch {
		case d > 0:
			result = 0
		case d < 0:
			result = 1
		}
		// Where the game is over at the leaf, the rollout played no move.
		if r.Moves(p, o) == none && r.Moves(o, p) == none {
			leaf.proven, leaf.value = true, result
		}
	}
	for i := len(path) - 1; i >= 0; i-- {
		path[i].visits++
		path[i].wins += result
		result = 1 - result
	}
	// The walk stopped at the first proven node: those above may be
	// proven now.
	for i := len(path) - 2; i >= 0 && path[i+1].proven; i-- {
		path[i].prove()
	}
	return true
}

// prove marks n proven where its children settle its result: one is a
// win for the side to move at n, or every move has its child and each is
// proven.
func (n *mctsNode) prove() {
	settled, best := len(n.untried) == 0, 0.0
	for _, ch := range n.children {
		if !ch.proven {
			settled = false
			continue
		}
		best = max(best, ch.value)
	}
	if settled || best == 1 {
		n.proven, n.value = true, 1-best
	}
}

func mctsApply[B comparable, R board.Rep[B]](r R, p, o B, sq int) (B, B) {
	if sq < 0 {
		return o, p
	}
	return r.Play(p, o, r.Flips(p, o, sq), sq)
}

// uctChild picks the child with the best upper confidence bound, passing
// over those proven lost for the side to move at n while another is left:
// their result is known, a playout of them learns nothing.
func uctChild(n *mctsNode) *mctsNode {
	var best *mctsNode
	bestV := math.Inf(-1)
	logN := math.Log(n.visits)
	for _, ch := range n.children {
		v := math.Inf(-1)
		if !ch.proven || ch.value > 0 {
			v = ch.wins/ch.visits + 1.4*math.Sqrt(logN/ch.visits)
		}
		if best == nil || v > bestV {
			best, bestV = ch, v
		}
	}
	return best
}

// rollout plays the game out: at each turn a random move among the legal
// moves of the highest priority class (without a table, of those that flip
// fewest). It returns the final disc difference for the side to move at its
// start; done is false where stop, asked every pollPlies plies, ended it
// first.
func rollout[B comparable, R board.Rep[B]](r R, p, o B, prio []int, rng *rand.Rand, stop func() bool) (d int, done bool) {
	sign, passes := 1, 0
	for ply := 1; ; ply++ {
		if ply%pollPlies == 0 && stop() {
			return 0, false
		}
		moves := r.Squares(r.Moves(p, o))
		if len(moves) == 0 {
			if passes > 0 {
				break
			}
			passes++
			p, o, sign = o, p, -sign
			continue
		}
		passes = 0
		best, n := 1<<30, 0
		pick := moves[0]
		for _, sq := range moves {
			var k int
			if prio != nil {
				k = prio[sq]
			} else {
				k = r.Count(r.Flips(p, o, sq))
			}
			switch {
			case k < best:
				best, n, pick = k, 1, sq
			case k == best:
				n++
				if rng.IntN(n) == 0 {
					pick = sq
				}
			}
		}
		p, o = r.Play(p, o, r.Flips(p, o, pick), pick)
		sign = -sign
	}
	empties := r.Count(r.AndNot(r.All(), r.Or(p, o)))
	return sign * engine.ExactScore(r.Count(p), r.Count(o), empties), true
}

// pollPlies is how often, in plies, a rollout asks whether to stop: some
// 0.1 ms on 26×26, where a whole rollout of 670 plies takes milliseconds.
const pollPlies = 32
