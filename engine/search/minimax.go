package search

import (
	"context"
	"slices"
	"time"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
)

// Minimax is negamax alpha-beta with iterative deepening, a transposition
// table and move ordering, under a time budget (or to a fixed depth). On
// boards that fit in 64 bits it hands positions with few enough empty cells
// to the exact solver.
type Minimax struct {
	// Budget is the thinking time per move: by default one second, or no
	// limit with a Depth.
	Budget  time.Duration
	Depth   int // the depth to stop at, for reproducible play; 0 for none
	SolveAt int // empty cells at which to solve exactly; 0 picks by board
	Threads int // goroutines of the exact solver; 0 for one per core
	// eval.Weights, on 8×8, are learned weights to evaluate with instead of
	// the built-in ones; Handcrafted evaluates with the handcrafted
	// evaluation even where learned weights exist.
	Weights     *eval.Weights
	Handcrafted bool
}

// Name returns "minimax".
func (Minimax) Name() string { return "minimax" }

// Choose searches deeper and deeper until the budget runs out, reporting
// each finished depth through progress. The budget bounds the whole search,
// the exact solver's part included; when it runs out, Choose answers with
// the deepest search finished, or, before the first, the move the
// evaluation likes best. Only ctx's end is an error.
func (mm Minimax) Choose(ctx context.Context, pos engine.Position, progress func(Choice)) (Choice, error) {
	if err := ctx.Err(); err != nil {
		return Choice{}, err
	}
	return familyOf(pos.Variant()).minimax(ctx, mm, pos, progress)
}

// within returns the context the search runs under: ctx, ended by the
// budget.
func (mm Minimax) within(ctx context.Context) (context.Context, context.CancelFunc) {
	if mm.untimed() {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, mm.budget())
}

func (mm Minimax) budget() time.Duration { return perMove(mm.Budget) }

// deadline says when a search stops: when its context is done, or when
// the clock has passed the context's deadline. The search reads the clock
// itself because the context's timer ends the context from a goroutine of
// its own, which waits for a free core while the solver's goroutines hold
// every one.
type deadline struct {
	ctx context.Context
	at  time.Time // the context's deadline; zero for none
	now func() time.Time
}

func deadlineOf(ctx context.Context) deadline {
	at, _ := ctx.Deadline()
	return deadline{ctx: ctx, at: at, now: time.Now}
}

// passed says whether the clock has passed the deadline.
func (d deadline) passed() bool { return !d.at.IsZero() && !d.now().Before(d.at) }

// err returns the context's error, or, once the clock has passed the
// deadline, the error the context is about to have.
func (d deadline) err() error {
	if err := d.ctx.Err(); err != nil {
		return err
	}
	if d.passed() {
		return context.DeadlineExceeded
	}
	return nil
}

// untimed says the search stops at its depth alone: a depth with no time
// set.
func (mm Minimax) untimed() bool { return mm.Depth > 0 && mm.Budget <= 0 }

// perMove is a player's thinking time per move: its budget, one second
// where it sets none.
func perMove(budget time.Duration) time.Duration {
	if budget <= 0 {
		return time.Second
	}
	return budget
}

func (w *words[R]) minimax(ctx context.Context, mm Minimax, pos engine.Position, progress func(Choice)) (Choice, error) {
	search, cancel := mm.within(ctx)
	defer cancel()
	se := &searcher[uint64, R]{r: w.r, ev: w.evaluation(mm), solveAt: mm.SolveAt}
	if se.solveAt == 0 {
		se.solveAt = solveAt(pos.Variant())
	}
	sv := w.newSolver(search, se.solveAt)
	defer sv.release()
	sv.crew = newCrew(SolveOptions{Threads: mm.Threads}.Workers())
	se.endgame = func(p, o uint64, alpha, beta int) (int, int64, bool) {
		before := sv.searched()
		v := sv.solve(p, o, alpha, beta)
		return v, sv.searched() - before, sv.aborted
	}
	p, o := sides[uint64](w.r, pos)
	return se.run(ctx, search, mm, p, o, progress)
}

func (l *lines) minimax(ctx context.Context, mm Minimax, pos engine.Position, progress func(Choice)) (Choice, error) {
	search, cancel := mm.within(ctx)
	defer cancel()
	se := &searcher[board.Set, board.Lines]{r: l.r, ev: l.ev}
	p, o := sides[board.Set](l.r, pos)
	return se.run(ctx, search, mm, p, o, progress)
}

// solveAt is how many empty cells the exact solver takes on in well under
// a second, where minimax hands positions over to it.
func solveAt(v engine.Variant) int {
	quick, _ := reach(v)
	return quick
}

type mmEntry struct {
	key     uint64
	value   int32
	depth   int8
	bound   int8 // 0 exact, 1 lower, 2 upper
	move    int16
	inexact bool  // the value rests on the evaluation somewhere below
	gen     uint8 // the search that wrote the entry
}

// mmTables are minimax's tables between searches.
var mmTables tables[mmEntry]

const (
	boundExact = iota
	boundLower
	boundUpper
)

// searcher runs one move's search on a representation.
type searcher[B comparable, R board.Rep[B]] struct {
	r       R
	ev      eval.Evaluator[B]
	tt      []mmEntry
	gen     uint8
	nodes   int64
	stop    deadline
	aborted bool
	horizon bool // the current iteration evaluated a position short of the end
	solveAt int
	endgame func(p, o B, alpha, beta int) (int, int64, bool)
	report  *reporter // a solve's progress, told of every reportNodes nodes; nil outside a solve
}

// clockNodes is how often, in nodes, a searcher reads the clock: under a
// millisecond on 26×26.
const clockNodes = 16

// reportNodes is how often, in nodes, a searcher tells a solve's progress.
const reportNodes = 1 << 12

const mmTableBits = 18

// run searches p to move against o under the context search (the
// caller's, ended by the budget); ctx is the caller's alone.
func (se *searcher[B, R]) run(ctx, search context.Context, mm Minimax, p, o B, progress func(Choice)) (Choice, error) {
	began := time.Now()
	se.stop = deadlineOf(search)
	table := mmTables.take(mmTableBits)
	defer mmTables.put(table)
	se.tt, se.gen = table.entries, table.gen
	budget := mm.budget()
	moves := se.r.Squares(se.r.Moves(p, o))
	if len(moves) == 0 {
		return Choice{Move: engine.Pass, Line: []engine.Move{engine.Pass}}, nil
	}
	// Until the first depth is done, the answer is the move the evaluation
	// likes best.
	moves = se.order(p, o, se.r.Moves(p, o), -1, 2)
	best := Choice{Move: engine.Move(se.r.Cell(moves[0]))}
	maxDepth := mm.Depth
	if maxDepth == 0 {
		maxDepth = se.empties(p, o) + 1
	}
	order := moves
	for depth := 1; depth <= maxDepth; depth++ {
		se.horizon = false
		alpha := -exactValue(exactBound)
		var bestSq, bestVal = -1, 0
		var scored []orderedMove
		for _, sq := range order {
			np, no := se.r.Play(p, o, se.r.Flips(p, o, sq), sq)
			v := -se.negamax(np, no, depth-1, -exactValue(exactBound), -alpha, false)
			if se.aborted {
				break
			}
			scored = append(scored, orderedMove{sq: sq, key: -v})
			if bestSq < 0 || v > alpha {
				alpha, bestSq, bestVal = max(alpha, v), sq, v
			}
		}
		if se.aborted {
			break
		}
		exact := !se.horizon
		best = Choice{Move: engine.Move(se.r.Cell(bestSq)), Depth: depth, Nodes: se.nodes, Score: discScore(bestVal, exact)}
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
	if err := deadlineOf(ctx).err(); err != nil && best.Depth == 0 {
		return Choice{}, err
	}
	return best, nil
}

// discScore converts a search value to discs. A value beyond any
// evaluation's is a game's end found within the depth: exact for the line
// searched, though a deeper search may find better.
func discScore(v int, exact bool) Score {
	switch {
	case exact:
		return Score{Unit: ExactDiscs, Discs: v / exactScale}
	case v >= exactScale || v <= -exactScale:
		return Score{Unit: Discs, Discs: v / exactScale}
	}
	return Score{Unit: Discs, Discs: v / 100}
}

// empties is the number of empty squares.
func (se *searcher[B, R]) empties(p, o B) int {
	return se.r.Count(se.r.AndNot(se.r.All(), se.r.Or(p, o)))
}

// expired looks at the context at every node, and at the clock every
// clockNodes nodes: ordering the moves of one node on 26×26 can take
// milliseconds, and on 8×8 reading the clock at every node took 4% of the
// search.
func (se *searcher[B, R]) expired() bool {
	se.aborted = se.aborted || se.stop.ctx.Err() != nil || se.nodes%clockNodes == 0 && se.stop.passed()
	return se.aborted
}

func (se *searcher[B, R]) negamax(p, o B, depth, alpha, beta int, passed bool) int {
	se.nodes++
	if se.nodes%reportNodes == 0 {
		se.report.counted(reportNodes)
	}
	if se.expired() {
		return 0
	}
	r := se.r
	empties := se.empties(p, o)
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
	var none B
	moves := r.Moves(p, o)
	if moves == none {
		if passed || r.Moves(o, p) == none {
			return exactValue(engine.ExactScore(r.Count(p), r.Count(o), empties))
		}
		return -se.negamax(o, p, depth, -beta, -alpha, true)
	}
	if depth <= 0 {
		se.horizon = true
		return se.ev.Eval(p, o)
	}
	key := r.Hash(p, o)
	slot := &se.tt[key&(1<<mmTableBits-1)]
	ttMove := -1
	if slot.key == key && slot.gen == se.gen {
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
		np, no := r.Play(p, o, r.Flips(p, o, sq), sq)
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
	e := mmEntry{key: key, value: int32(best), depth: int8(min(depth, 127)), move: int16(bestSq), inexact: inexact, gen: se.gen}
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
	sqs := se.r.Squares(moves)
	if depth < 2 {
		if i := slices.Index(sqs, ttMove); i > 0 {
			sqs[0], sqs[i] = sqs[i], sqs[0]
		}
		return sqs
	}
	keyed := make([]orderedMove, len(sqs))
	for i, sq := range sqs {
		k := se.ev.Eval(se.r.Play(p, o, se.r.Flips(p, o, sq), sq))
		if sq == ttMove {
			k = -1 << 30
		}
		keyed[i] = orderedMove{sq: sq, key: k}
	}
	slices.SortFunc(keyed, func(a, b orderedMove) int { return a.key - b.key })
	for i, m := range keyed {
		sqs[i] = m.sq
	}
	return sqs
}

// line follows the table's best moves from the root move.
func (se *searcher[B, R]) line(p, o B, first, depth int) []engine.Move {
	out := []engine.Move{engine.Move(se.r.Cell(first))}
	p, o = se.r.Play(p, o, se.r.Flips(p, o, first), first)
	var none B
	for len(out) < depth {
		key := se.r.Hash(p, o)
		slot := &se.tt[key&(1<<mmTableBits-1)]
		if slot.key != key || slot.gen != se.gen || slot.move < 0 {
			break
		}
		sq := int(slot.move)
		f := se.r.Flips(p, o, sq)
		if f == none {
			break
		}
		out = append(out, engine.Move(se.r.Cell(sq)))
		p, o = se.r.Play(p, o, f, sq)
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

// exactScale puts the value of a game's end, in discs, beyond every
// evaluation; exactValue is that value for a disc difference d.
const exactScale = 10000

func exactValue(d int) int { return d * exactScale }
