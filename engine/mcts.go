package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"time"
)

// MCTS is Monte-Carlo tree search with UCT selection and rollouts guided by
// a square-priority table, under a time budget.
type MCTS struct {
	Budget time.Duration // thinking time per move; 0 means one second
	Seed   uint64
	// Playouts, if positive, fixes the number of playouts instead of the
	// budget, for reproducible play.
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
}

// Choose runs playouts until the budget runs out and plays the most visited
// move.
func (mc MCTS) Choose(ctx context.Context, pos Position, progress func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	rng := rand.New(rand.NewPCG(mc.Seed, uint64(pos.Empties())))
	if s, p, o, ok := smallOf(pos); ok {
		return mcts(ctx, mc, s, p, o, smallPriority(s), rng, progress)
	}
	g, p, o := bigOf(pos)
	return mcts(ctx, mc, g, p, o, flatPriority(g.n, func(c int) int { return c }), rng, progress)
}

func mcts[B comparable, R rules[B]](ctx context.Context, mc MCTS, r R, p, o B, prio []int, rng *rand.Rand, progress func(Choice)) (Choice, error) {
	began := time.Now()
	budget := mc.Budget
	if budget <= 0 {
		budget = time.Second
	}
	rootMoves := r.cells(r.moves(p, o))
	if len(rootMoves) == 0 {
		return Choice{Move: Pass, Line: []Move{Pass}}, nil
	}
	if len(rootMoves) == 1 {
		return Choice{Move: Move(r.cell(rootMoves[0])), Line: []Move{Move(r.cell(rootMoves[0]))}}, nil
	}
	root := &mctsNode{sq: -1}
	var playouts int64
	report := began
	for {
		if mc.Playouts > 0 && playouts >= int64(mc.Playouts) {
			break
		}
		if playouts&63 == 0 {
			if ctx.Err() != nil || mc.Playouts == 0 && time.Since(began) > budget {
				break
			}
			if progress != nil && time.Since(report) > 200*time.Millisecond {
				report = time.Now()
				progress(mctsChoice(r, root, playouts, began))
			}
		}
		mctsPlayout(r, root, p, o, prio, rng)
		playouts++
	}
	if playouts == 0 {
		return Choice{}, ctx.Err()
	}
	c := mctsChoice(r, root, playouts, began)
	if progress != nil {
		progress(c)
	}
	return c, nil
}

// mctsChoice is the most visited root move, with its win rate as a score in
// percent above or below even.
func mctsChoice[B comparable, R rules[B]](r R, root *mctsNode, playouts int64, began time.Time) Choice {
	var best *mctsNode
	for _, ch := range root.children {
		if best == nil || ch.visits > best.visits {
			best = ch
		}
	}
	if best == nil {
		return Choice{Move: Pass, Nodes: playouts}
	}
	m := Move(r.cell(best.sq))
	return Choice{Move: m, Score: int(math.Round(100*best.wins/best.visits)) - 50, Depth: 1, Nodes: playouts, Line: []Move{m}, Elapsed: time.Since(began)}
}

// mctsPlayout walks down the tree by UCT, expands one node, plays the game
// out and backs the result up.
func mctsPlayout[B comparable, R rules[B]](r R, root *mctsNode, p, o B, prio []int, rng *rand.Rand) {
	path := []*mctsNode{root}
	node := root
	passes := 0
	for {
		if !node.expanded {
			node.expanded = true
			moves := r.moves(p, o)
			node.untried = r.cells(moves)
			if len(node.untried) == 0 && !r.empty(r.moves(o, p)) {
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
		if len(node.children) == 0 {
			break // the game is over here
		}
		node = uctChild(node)
		p, o = mctsApply(r, p, o, node.sq)
		path = append(path, node)
	}
	// The side to move now is the one who did not make the last move.
	d := rollout(r, p, o, prio, rng, passes)
	// d is the result for the side to move at the leaf; the node's mover is
	// the other side.
	result := 0.5
	switch {
	case d > 0:
		result = 0
	case d < 0:
		result = 1
	}
	for i := len(path) - 1; i >= 0; i-- {
		path[i].visits++
		path[i].wins += result
		result = 1 - result
	}
}

func mctsApply[B comparable, R rules[B]](r R, p, o B, sq int) (B, B) {
	if sq < 0 {
		return o, p
	}
	return r.play(p, o, r.flips(p, o, sq), sq)
}

// uctChild picks the child with the best upper confidence bound.
func uctChild(n *mctsNode) *mctsNode {
	var best *mctsNode
	bestV := -1.0
	logN := math.Log(n.visits)
	for _, ch := range n.children {
		v := ch.wins/ch.visits + 1.4*math.Sqrt(logN/ch.visits)
		if v > bestV {
			best, bestV = ch, v
		}
	}
	return best
}

// rollout plays the game out: at each turn a random move among the legal
// moves of the highest priority class. It returns the final disc difference
// for the side to move at its start.
func rollout[B comparable, R rules[B]](r R, p, o B, prio []int, rng *rand.Rand, passes int) int {
	sign := 1
	for {
		moves := r.cells(r.moves(p, o))
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
			k := prio[sq]
			if k < 0 { // the sphere: quiet moves first
				k = r.count(r.flips(p, o, sq))
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
		p, o = r.play(p, o, r.flips(p, o, pick), pick)
		sign = -sign
	}
	return sign * finalDiff(r.count(p), r.count(o), r.empties(p, o))
}

// roxanne is the priority table of Roxanne's rollouts on 8×8, by class
// (lower first): 1 corners; 2 c3 f3 c6 f6; 3 the ring d3 c4 …; 4 a3 c1 …;
// 5 a4 d1 …; 6 b3 c2 …; 7 b4 d2 …; 8 the C squares; 9 the X squares. The
// centre is never empty.
var roxanne = [8]string{
	"18455481",
	"89677698",
	"46233264",
	"57300375",
	"57300375",
	"46233264",
	"89677698",
	"18455481",
}

// smallPriority returns the priority classes of a small board's squares
// (lower plays first); on the sphere every class is -1: rank by flips.
func smallPriority(s small) []int {
	prio := make([]int, 64)
	if s.t == nil {
		for i := range prio {
			prio[i] = -1
		}
		return prio
	}
	n := s.t.n
	return flatPriority(n, func(c int) int { return c/n*8 + c%n }, prio...)
}

// flatPriority ranks the cells of an n×n board: Roxanne's table on 8×8;
// elsewhere classes by the same geometry: corners, edges away from the
// corners, inner squares, the squares next to the edges, the C squares, and
// the X squares last.
func flatPriority(n int, square func(int) int, into ...int) []int {
	prio := into
	if prio == nil {
		prio = make([]int, n*n)
	}
	for c := 0; c < n*n; c++ {
		r, col := c/n, c%n
		var k int
		if n == 8 {
			k = int(roxanne[r][col] - '0')
		} else {
			dr, dc := min(r, n-1-r), min(col, n-1-col)
			switch {
			case dr == 0 && dc == 0:
				k = 1
			case dr == 1 && dc == 1:
				k = 9
			case dr+dc == 1:
				k = 8
			case dr == 0 || dc == 0:
				k = 3
			case dr == 1 || dc == 1:
				k = 7
			default:
				k = 5
			}
		}
		prio[square(c)] = k
	}
	return prio
}
