package solve

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"

	"reversi/engine"
	"reversi/engine/eval"
	"reversi/engine/internal/board"
	"reversi/engine/internal/family"
)

// The exact solver: negamax alpha-beta to the end of the game on boards that
// fit in 64 bits (flat boards up to 8×8 and the spheres). Scores are final
// disc differences for the side to move, empty cells counted for the winner.

// shallowEmpties is where the solver stops sorting moves and probing the
// table: below it, a node costs less than ordering it would.
const shallowEmpties = 6

// pollNodes is how often, in nodes, the solver looks at its deadline: a
// millisecond or two on the spheres' ring tables, the slowest boards, as
// in the ordering's shallow searches, whose nodes each evaluate (far from
// the end one node's ordering takes seconds).
const pollNodes = 1 << 12

// etcEmpties is where enhanced transposition cut-offs start to pay for the
// table look-ups they cost.
const etcEmpties = 12

type solver[R board.Word] struct {
	last8
	order8
	w        *family.Bitboard[R]
	r        R
	table    *family.Table[solveEntry]
	tt       []solveEntry
	gen      uint8
	mask     uint64
	near     []solveEntry // this goroutine's own table below nearEmpties
	own      *scratch     // this goroutine's own lists of ordered moves and cache of ordering searches
	id       uint32       // the solve's, telling its entries in own's cache from earlier solves'
	lent     int64        // searched by other goroutines in this one's split points
	stop     family.Deadline
	check    int64 // the node count at which to look at the deadline next
	aborted  bool
	flat8    bool           // r is a Flat8: flips and counts go by direct calls
	rep      *reporter      // hears of the nodes searched; nil for none
	crew     *crew[R]       // the goroutines sharing the solve; nil for one
	sp       *splitPoint[R] // the innermost split point above the search
	proofs   *proofs        // the positions near the root known from before; nil for none
	reported int64          // the nodes rep has heard of
	budget   int64          // the nodes the solve may search, all goroutines together (rep counts them); 0 for no bound
	// margin, when not 0, makes the search selective: a node of
	// probcutEmpties or more whose shallow search clears the window by
	// margin discs is cut there.
	margin int
}

// solveTableBits sizes the solver's transposition table on one goroutine:
// 2^19 entries of 24 bytes, 12 MB, faster than a larger one whose probes
// miss the caches more often than its extra entries save work. Several
// goroutines fill it as many times faster: the table grows with them,
// 2^19 entries each up to 2^maxTableBits (docs/engine-notes.md, *The
// transposition tables* and *Parallel search*). Kept
// from solve to solve, a small solve costs no more for it: a solve of few
// empties uses only the start of the table, which stays in the caches.
const (
	solveTableBits = 19
	maxTableBits   = 23
)

// Positions of fewer than nearEmpties empties go to a table of 2^nearBits
// entries (192 KB) that is the goroutine's own: it stays in the core's
// cache, and leaves the shared table to the positions that cost more to
// find again: a tenth less time for a few more nodes (docs/engine-notes.md,
// *The transposition tables*).
const (
	nearEmpties = 11
	nearBits    = 13
)

// tableBits is the part of the table a solve of empties on threads
// goroutines uses.
func tableBits(empties, threads int) int {
	return min(solveTableBits+bits.Len(uint(threads))-1, maxTableBits, max(12, empties-5))
}

// Ready makes the table a solve of up to empties empty cells of v on
// threads goroutines (0 for one per core) takes, ahead of the solves, so
// that the first of them spends none of its time on the table's memory
// (family.Tables.Ready). It does nothing where v has no exact solver or
// empties is 0.
func Ready(v engine.Variant, empties, threads int) {
	if _, lines := family.Of(v).(*family.Lines); lines || empties <= 0 {
		return
	}
	solveTables.Ready(max(solveTableBits, tableBits(empties, engine.Workers(threads))))
}

// newSolver returns a solver for positions of up to empties empty squares
// on threads goroutines, to release when done.
func newSolver[R board.Word](w *family.Bitboard[R], ctx context.Context, empties, threads int) *solver[R] {
	used := tableBits(empties, threads)
	t := solveTables.Take(max(solveTableBits, used))
	_, flat8 := any(w.Rep).(board.Flat8)
	sv := &solver[R]{w: w, r: w.Rep, last8: last8{cells: bits.OnesCount64(w.Rep.All())}, stop: family.DeadlineOf(ctx),
		table: t, tt: t.Entries, gen: t.Gen, mask: 1<<used - 1, crew: newCrew[R](threads), near: t.TakeNear(nearBits), own: scratches.Get().(*scratch), id: solves.Add(1), flat8: flat8,
		order8: order8{all: w.Rep.All(), corners: w.Corners, edges: w.Edges, value: w.Value}}
	if w, ok := w.Eval.(*eval.Weights); ok {
		sv.rank = w.WithoutNetwork()
	}
	for i, q := range w.Rep.Quadrants() {
		for x := q; x != 0; x &= x - 1 {
			sv.quadrant[bits.TrailingZeros64(x)] = uint8(i)
		}
	}
	return sv
}

// flips returns the discs of o that p flips at sq.
func (sv *solver[R]) flips(p, o uint64, sq int) uint64 {
	if sv.flat8 {
		return board.Flips8(p, o, sq)
	}
	return sv.r.Flips(p, o, sq)
}

// release gives the solver's tables back for the next search, once no
// goroutine of its crew holds a part of them.
func (sv *solver[R]) release() {
	if sv.crew != nil {
		sv.crew.workers.Wait()
	}
	sv.table.PutNear(sv.near)
	solveTables.Put(sv.table)
	scratches.Put(sv.own)
}

// scratch is what each goroutine of a solve keeps to itself. Its moves
// hold the ordered moves of the nodes a search is in, a slot for each
// count of empties: a node has no more moves than empty squares, and
// those it leads to have fewer. A node's list then costs neither an
// allocation nor the clearing of an array. The solver's boards have 64
// cells at most, which keeps the slots small. Its probes keep the ordering
// searches' values (probeValue).
type scratch struct {
	moves  [64 * 65 / 2]orderedMove
	probes [1 << probeBits]probeEntry
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// solves numbers the solves, for their entries in a scratch's probes.
var solves atomic.Uint32

// movesAt returns the empty list for a node of n empties.
func (sv *solver[R]) movesAt(n int) []orderedMove {
	at := n * (n - 1) / 2
	return sv.own.moves[at : at : at+n]
}

// visit counts a node and, every pollNodes nodes, polls. It says whether
// the solve is stopped. It is small enough to be inlined in every node.
func (sv *solver[R]) visit() bool {
	sv.nodes++
	if sv.nodes >= sv.check {
		sv.poll()
	}
	return sv.aborted
}

// poll tells the reporter of the nodes and looks at the deadline and at
// the nodes all the solve's goroutines have searched.
func (sv *solver[R]) poll() {
	sv.check = sv.nodes + pollNodes
	sv.rep.counted(sv.nodes - sv.reported)
	sv.reported = sv.nodes
	sv.aborted = sv.aborted || sv.stop.Err() != nil || sv.budget > 0 && sv.rep.nodes.Load() >= sv.budget
}

// solve returns the exact score of p to move against o, or a bound beyond
// [alpha, beta] when it falls outside (fail-soft).
func (sv *solver[R]) solve(p, o uint64, alpha, beta int) int {
	if sv.visit() {
		return 0
	}
	// No score lies beyond a board full of one colour.
	if alpha >= sv.cells {
		return sv.cells
	}
	if beta <= -sv.cells {
		return -sv.cells
	}
	empty := sv.all &^ (p | o)
	n := bits.OnesCount64(empty)
	switch {
	case n == 0:
		return bits.OnesCount64(p) - bits.OnesCount64(o)
	case n == 1:
		return sv.lastMove(p, o, bits.TrailingZeros64(empty))
	case n <= shallowEmpties:
		return sv.shallow(p, o, empty, alpha, beta, false)
	}
	if sv.sp != nil && sv.sp.stopped() {
		return 0
	}
	// The table's slot is read now, and looked at only after the stability
	// and the moves: its cache miss overlaps them.
	tt, mask := sv.tableOf(n)
	i := board.Mix(p, o) & mask
	early := tt[i].data.Load()
	if alpha >= sv.cells-66+2*n {
		if most, ok := sv.stableCut(p, o, alpha); ok {
			return most
		}
	}
	// On a Flat8 the moves and flips go by direct calls.
	var moves uint64
	if sv.flat8 {
		moves = board.Moves8(p, o) & sv.all
	} else {
		moves = sv.r.Moves(p, o)
	}
	if moves == 0 {
		if sv.r.Moves(o, p) == 0 {
			return sv.finalScore(p, o)
		}
		return -sv.solve(o, p, -beta, -alpha)
	}
	if moves&(moves-1) == 0 {
		// One move: nothing to order, little to remember.
		sq := bits.TrailingZeros64(moves)
		f := sv.flips(p, o, sq)
		return -sv.solve(o&^f, p|f|1<<uint(sq&63), -beta, -alpha)
	}
	start := sv.nodes + sv.lent
	d, hit, slot := sv.probeAt(tt, i, early, p, o)
	known := unpack(d)
	ttMove := -1
	if hit && !sv.trusts(known) {
		ttMove, hit = int(known.move), false
	}
	if !hit && sv.proofs != nil && n >= sv.proofs.from {
		known, hit = sv.proofs.get(p, o)
	}
	if hit {
		lo, hi := int(known.lower), int(known.upper)
		if lo >= beta {
			return lo
		}
		if hi <= alpha {
			return hi
		}
		if lo == hi {
			return lo
		}
		alpha, beta = max(alpha, lo), min(beta, hi)
		ttMove = int(known.move)
	}
	if sv.margin > 0 && n >= probcutEmpties {
		v := sv.probeValue(p, o, moves, probcutDepth(n), -eval.Max, eval.Max)
		margin := probcutMargin(sv.margin, n)
		if v >= 100*beta+margin {
			return beta
		}
		if v <= 100*alpha-margin {
			return alpha
		}
	}
	a0 := alpha
	best, bestMove := -2*board.MaxCells, -1
	// Below the enhanced transposition cut-offs, and where searches order
	// the moves, the table's move is searched before the others are
	// ordered: where it cuts the node off, as it mostly does, their
	// ordering is saved (docs/engine-notes.md, *Move ordering*).
	later := 1 // the first of ordered that the crew may share
	if (n <= etcEmpties || n >= sv.searchOrderFrom()) && ttMove >= 0 && moves>>uint(ttMove)&1 != 0 {
		f := sv.flips(p, o, ttMove)
		best, bestMove = -sv.solve(o&^f, p|f|1<<uint(ttMove), -beta, -alpha), ttMove
		alpha = max(alpha, best)
		moves &^= 1 << uint(ttMove)
		ttMove, later = -1, 0
	}
	last := best // the score of the last move searched alone
	ordered, cut, ok := []orderedMove(nil), 0, false
	if best < beta {
		ordered, cut, ok = sv.keyMoves(sv.movesAt(n), p, o, moves, ttMove, alpha, beta)
	}
	if ok {
		return cut
	}
	for i := range ordered {
		// The crew takes the later moves in their order, once a move
		// searched alone scored under alpha less one or aloneMoves have
		// been (i-later+1 so far), as a later move often cuts a node whose
		// moves come that near (docs/engine-notes.md, *Parallel search*).
		if i >= later && sv.crew != nil && n >= splitEmpties && (i-later+1 >= aloneMoves || last < alpha-1) {
			sortMoves(ordered[i:])
			best, bestMove = sv.split(p, o, ordered[i:], best, bestMove, alpha, beta)
			break
		}
		m := takeBest(ordered[i:])
		np, no := o&^m.flips, p|m.flips|1<<uint(m.sq&63)
		var v int
		if i == 0 && bestMove < 0 {
			v = -sv.solve(np, no, -beta, -alpha)
		} else if v = -sv.solve(np, no, -alpha-1, -alpha); v > alpha && v < beta {
			// laterMove written out: a call fewer for each later move.
			v = -sv.solve(np, no, -beta, -v)
		}
		last = v
		if v > best {
			best, bestMove = v, m.sq
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	if sv.halted() {
		return 0
	}
	lower, upper := failSoft(best, a0, beta, solveBound)
	e := bound{lower: int8(lower), upper: int8(upper), move: int8(bestMove), empties: int8(n), gen: sv.gen, margin: uint8(sv.margin),
		cost: uint8(bits.Len64(uint64(sv.nodes + sv.lent - start)))}
	sv.store(slot, p, o, e)
	if sv.proofs != nil && n >= sv.proofs.from && e.margin == 0 {
		sv.proofs.add(p, o, e)
	}
	return best
}

// failSoft returns the bounds that best, the score of a fail-soft search
// within (a0, beta), puts on a position's value: at most best where it is
// a0 or less, at least best where it is beta or more, best between; none
// where it bounds nothing.
func failSoft(best, a0, beta, none int) (lower, upper int) {
	switch {
	case best <= a0:
		return -none, best
	case best >= beta:
		return best, none
	}
	return best, best
}

// probcutEmpties is where a selective search begins to cut nodes by a
// shallow search, probcutDepth(n) plies deep.
const probcutEmpties = 14

// probcutMargin is how far, in hundredths of a disc, the shallow search of
// a node of n empties must lie beyond the window for a selective search of
// margin discs to cut it: margin at 20 empties, half a disc less for each
// empty fewer and more for each more, as the shallow search leaves more
// unsearched (docs/engine-notes.md, *Selective searches*).
func probcutMargin(margin, n int) int { return 100*margin + 50*(n-20) }

func probcutDepth(n int) int { return max(2, min(4, (n-10)/4)) }

// laterMove scores p's move m after the first move of a node: with a null
// window first, as most such moves only need to be shown no better than
// alpha, and searched within beta only if they are better.
func (sv *solver[R]) laterMove(p, o uint64, m orderedMove, alpha, beta int) int {
	np, no := o&^m.flips, p|m.flips|1<<uint(m.sq)
	v := -sv.solve(np, no, -alpha-1, -alpha)
	if v > alpha && v < beta {
		v = -sv.solve(np, no, -beta, -v)
	}
	return v
}

// stableCut returns the most p can score, and whether that is no more than
// alpha, from the opponent's discs that can never flip. Few discs are
// stable while many squares are empty, so solve asks only where alpha is
// high for the empties left: 2n-2 or more with n on 8×8, the same distance
// below a full board elsewhere (there, so that this call inlines).
func (sv *solver[R]) stableCut(p, o uint64, alpha int) (int, bool) {
	if sv.w.Stable == nil {
		return 0, false
	}
	most := sv.cells - 2*bits.OnesCount64(sv.w.Stable(o, p))
	return most, most <= alpha
}

// shallow searches the last few empties without the table or sorting: it
// tries each legal move on a Flat8 (found at once, for less than the flips
// of the squares that flip nothing), each empty square next to an
// opponent's disc elsewhere. On a Flat8 it tries first the squares with no
// empty square next to them, each a region of one empty that only its own
// move fills (as Egaroucid orders its last empties: a twentieth fewer
// nodes than the quadrants' parity, docs/engine-notes.md, *The last
// empties*), hands the last four empties to last4 named, in that order
// (from five empties straight to last4, not through a call of its own),
// and flips by direct calls. passed says the other side has just passed.
func (sv *solver[R]) shallow(p, o, empty uint64, alpha, beta int, passed bool) int {
	var first uint64
	if sv.flat8 {
		first = lone8(empty)
	}
	n := bits.OnesCount64(empty)
	if sv.flat8 {
		switch n {
		case 4:
			return sv.last4(p, o, fourSquares(empty, first), alpha, beta, passed)
		case 3:
			x := empty
			x1 := bits.TrailingZeros64(x)
			x &= x - 1
			x2 := bits.TrailingZeros64(x)
			return sv.last3(p, o, x1, x2, bits.TrailingZeros64(x&(x-1)), alpha, beta, passed)
		case 2:
			return sv.last2(p, o, bits.TrailingZeros64(empty), bits.TrailingZeros64(empty&(empty-1)), alpha, beta)
		}
	}
	sv.nodes++
	if n == 1 && !passed {
		return sv.lastMove(p, o, bits.TrailingZeros64(empty))
	}
	var try uint64
	if sv.flat8 {
		try = board.Moves8(p, o)
	} else {
		try = sv.r.Around(o)
	}
	best, moved := noScore, false
	for _, set := range [2]uint64{first & try, empty &^ first & try} {
		for ; set != 0; set &= set - 1 {
			sq := bits.TrailingZeros64(set)
			var f uint64
			if sv.flat8 {
				f = board.Flips8(p, o, sq)
			} else {
				f = sv.r.Flips(p, o, sq)
			}
			if f == 0 {
				continue
			}
			moved = true
			b := uint64(1) << uint(sq)
			var v int
			if rest := empty &^ b; sv.flat8 && n == 5 {
				// Four empties left: straight to last4.
				v = -sv.last4(o&^f, p|f|b, fourSquares(rest, lone8(rest)), -beta, -alpha, false)
			} else {
				v = -sv.shallow(o&^f, p|f|b, rest, -beta, -alpha, false)
			}
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					if v >= beta {
						return best
					}
				}
			}
		}
	}
	switch {
	case moved:
		return best
	case passed:
		return sv.finalScore(p, o)
	}
	return -sv.shallow(o, p, empty, -beta, -alpha, true)
}

// fourSquares lists four empty squares, those of first before the
// others, each part in the order of its bits.
func fourSquares(empty, first uint64) [4]int {
	rest := empty &^ first
	var sqs [4]int
	if first == 0 {
		first, rest = rest, 0
	}
	sqs[0] = bits.TrailingZeros64(first)
	if first &= first - 1; first == 0 {
		first, rest = rest, 0
	}
	sqs[1] = bits.TrailingZeros64(first)
	if first &= first - 1; first == 0 {
		first, rest = rest, 0
	}
	sqs[2] = bits.TrailingZeros64(first)
	if first &= first - 1; first == 0 {
		first = rest
	}
	sqs[3] = bits.TrailingZeros64(first)
	return sqs
}

// lone8 returns the squares of empty, on a Flat8, with no square of empty
// next to them.
func lone8(empty uint64) uint64 { return empty &^ board.Around8(empty) }

// lastMove scores the game with one empty square left.
func (sv *solver[R]) lastMove(p, o uint64, sq int) int {
	if sv.flat8 {
		return last1(p, o, sq, sv.cells)
	}
	pc, oc := bits.OnesCount64(p), bits.OnesCount64(o)
	if f := sv.flips(p, o, sq); f != 0 {
		k := bits.OnesCount64(f)
		return (pc + k + 1) - (oc - k)
	}
	if f := sv.flips(o, p, sq); f != 0 {
		k := bits.OnesCount64(f)
		return (pc - k) - (oc + k + 1)
	}
	return engine.ExactScore(pc, oc, 1)
}
