package engine

import (
	"context"
	"slices"
	"time"
)

// Minimax is negamax alpha-beta with iterative deepening, a transposition
// table and move ordering, under a time budget (or to a fixed depth). On
// boards that fit in 64 bits it hands positions with few enough empty cells
// to the exact solver.
type Minimax struct {
	Budget  time.Duration // thinking time per move; 0 means one second
	Depth   int           // a fixed depth instead of the budget, for reproducible play
	SolveAt int           // empty cells at which to solve exactly; 0 picks by board
}

// Name returns "minimax".
func (Minimax) Name() string { return "minimax" }

// Choose searches deeper and deeper until the budget runs out, reporting
// each finished depth through progress.
func (mm Minimax) Choose(ctx context.Context, pos Position, progress func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	if s, p, o, ok := smallOf(pos); ok {
		se := &searcher[uint64, small]{r: s, solveAt: mm.SolveAt}
		if se.solveAt == 0 {
			se.solveAt = defaultSolveAt(pos.v)
		}
		sv := newSolver(ctx, s, 18)
		se.endgame = func(p, o uint64, alpha, beta int) (int, int64, bool) {
			before := sv.nodes
			v := sv.solve(p, o, alpha, beta)
			return v, sv.nodes - before, sv.aborted
		}
		return se.run(ctx, mm, pos, p, o, progress)
	}
	g, p, o := bigOf(pos)
	se := &searcher[bitset, big]{r: g}
	return se.run(ctx, mm, pos, p, o, progress)
}

// defaultSolveAt is how many empty cells the exact solver takes on in well
// under a second on each board.
func defaultSolveAt(v Variant) int {
	switch {
	case v.IsSphere():
		return SphereCells
	case v.n <= 4:
		return 16
	case v.n == 6:
		return 16
	}
	return 14
}

type mmEntry struct {
	key     uint64
	value   int32
	depth   int8
	bound   int8 // 0 exact, 1 lower, 2 upper
	move    int16
	inexact bool // the value rests on the evaluation somewhere below
}

const (
	boundExact = iota
	boundLower
	boundUpper
)

// searcher runs one move's search on a representation.
type searcher[B comparable, R rules[B]] struct {
	r        R
	tt       []mmEntry
	nodes    int64
	ctx      context.Context
	deadline time.Time
	aborted  bool
	horizon  bool // the current iteration evaluated a position short of the end
	solveAt  int
	endgame  func(p, o B, alpha, beta int) (int, int64, bool)
}

const mmTableBits = 18

func (se *searcher[B, R]) run(ctx context.Context, mm Minimax, pos Position, p, o B, progress func(Choice)) (Choice, error) {
	began := time.Now()
	se.ctx = ctx
	se.tt = make([]mmEntry, 1<<mmTableBits)
	budget := mm.Budget
	if budget <= 0 {
		budget = time.Second
	}
	if mm.Depth == 0 {
		se.deadline = began.Add(budget)
	}
	moves := se.r.cells(se.r.moves(p, o))
	if len(moves) == 0 {
		return Choice{Move: Pass, Line: []Move{Pass}}, nil
	}
	best := Choice{Move: Move(se.r.cell(moves[0]))}
	maxDepth := mm.Depth
	if maxDepth == 0 {
		maxDepth = se.r.empties(p, o) + 1
	}
	order := moves
	for depth := 1; depth <= maxDepth; depth++ {
		se.horizon = false
		alpha := -exactValue(exactBound)
		var bestSq, bestVal = -1, 0
		var scored []orderedMove
		for _, sq := range order {
			f := se.r.flips(p, o, sq)
			np, no := se.r.play(p, o, f, sq)
			v := -se.negamax(np, no, depth-1, -exactValue(exactBound), -alpha, false)
			if se.aborted {
				break
			}
			scored = append(scored, orderedMove{sq, -v})
			if bestSq < 0 || v > alpha {
				alpha, bestSq, bestVal = max(alpha, v), sq, v
			}
		}
		if se.aborted {
			break
		}
		exact := !se.horizon
		best = Choice{Move: Move(se.r.cell(bestSq)), Depth: depth, Nodes: se.nodes, Exact: exact, Score: displayScore(bestVal, exact)}
		best.Line = se.line(p, o, bestSq, depth)
		best.Elapsed = time.Since(began)
		if progress != nil {
			progress(best)
		}
		if exact || (mm.Depth == 0 && time.Since(began) > budget/2) {
			break
		}
		slices.SortStableFunc(scored, func(a, b orderedMove) int { return a.key - b.key })
		order = order[:0]
		for _, m := range scored {
			order = append(order, m.sq)
		}
	}
	best.Nodes, best.Elapsed = se.nodes, time.Since(began)
	if err := ctx.Err(); err != nil && best.Depth == 0 {
		return Choice{}, err
	}
	return best, nil
}

// displayScore converts a search value to discs for a person.
func displayScore(v int, exact bool) int {
	if exact {
		return v / exactScale
	}
	return v / 100
}

func (se *searcher[B, R]) expired() bool {
	if se.nodes&1023 == 0 {
		if se.ctx.Err() != nil || (!se.deadline.IsZero() && time.Now().After(se.deadline)) {
			se.aborted = true
		}
	}
	return se.aborted
}

func (se *searcher[B, R]) negamax(p, o B, depth, alpha, beta int, passed bool) int {
	se.nodes++
	if se.expired() {
		return 0
	}
	r := se.r
	empties := r.empties(p, o)
	if se.endgame != nil && empties <= se.solveAt {
		lo, hi := floorDiv(alpha, exactScale), -floorDiv(-beta, exactScale)
		v, n, aborted := se.endgame(p, o, lo, hi)
		se.nodes += n
		if aborted {
			se.aborted = true
			return 0
		}
		return exactValue(v)
	}
	moves := r.moves(p, o)
	if r.empty(moves) {
		if passed || r.empty(r.moves(o, p)) {
			return exactValue(finalDiff(r.count(p), r.count(o), empties))
		}
		return -se.negamax(o, p, depth, -beta, -alpha, true)
	}
	if depth <= 0 {
		se.horizon = true
		return r.eval(p, o)
	}
	key := r.hash(p, o)
	slot := &se.tt[key&(1<<mmTableBits-1)]
	ttMove := -1
	if slot.key == key {
		ttMove = int(slot.move)
		if int(slot.depth) >= depth {
			v := int(slot.value)
			if slot.bound == boundExact || slot.bound == boundLower && v >= beta || slot.bound == boundUpper && v <= alpha {
				if slot.inexact {
					se.horizon = true
				}
				return v
			}
		}
	}
	a0 := alpha
	horizonBefore := se.horizon
	se.horizon = false
	best, bestSq := -exactValue(exactBound)-1, -1
	for _, sq := range se.order(p, o, moves, ttMove, depth) {
		f := r.flips(p, o, sq)
		np, no := r.play(p, o, f, sq)
		v := -se.negamax(np, no, depth-1, -beta, -alpha, false)
		if v > best {
			best, bestSq = v, sq
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	inexact := se.horizon
	se.horizon = se.horizon || horizonBefore
	if se.aborted {
		return 0
	}
	e := mmEntry{key: key, value: int32(best), depth: int8(min(depth, 127)), move: int16(bestSq), inexact: inexact}
	switch {
	case best <= a0:
		e.bound = boundUpper
	case best >= beta:
		e.bound = boundLower
	}
	*slot = e
	return best
}

// order puts the table's move first, then, deep enough in the tree, the
// moves whose resulting position evaluates best for the mover.
func (se *searcher[B, R]) order(p, o, moves B, ttMove, depth int) []int {
	sqs := se.r.cells(moves)
	if depth < 2 {
		if i := slices.Index(sqs, ttMove); i > 0 {
			sqs[0], sqs[i] = sqs[i], sqs[0]
		}
		return sqs
	}
	keyed := make([]orderedMove, len(sqs))
	for i, sq := range sqs {
		f := se.r.flips(p, o, sq)
		np, no := se.r.play(p, o, f, sq)
		k := se.r.eval(np, no)
		if sq == ttMove {
			k = -1 << 30
		}
		keyed[i] = orderedMove{sq, k}
	}
	slices.SortFunc(keyed, func(a, b orderedMove) int { return a.key - b.key })
	for i, m := range keyed {
		sqs[i] = m.sq
	}
	return sqs
}

// line follows the table's best moves from the root move.
func (se *searcher[B, R]) line(p, o B, first, depth int) []Move {
	out := []Move{Move(se.r.cell(first))}
	f := se.r.flips(p, o, first)
	p, o = se.r.play(p, o, f, first)
	for len(out) < depth {
		key := se.r.hash(p, o)
		slot := &se.tt[key&(1<<mmTableBits-1)]
		if slot.key != key || slot.move < 0 {
			break
		}
		sq := int(slot.move)
		f := se.r.flips(p, o, sq)
		if se.r.empty(f) {
			break
		}
		out = append(out, Move(se.r.cell(sq)))
		p, o = se.r.play(p, o, f, sq)
	}
	return out
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}
