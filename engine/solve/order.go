package solve

// Move ordering: the fastest moves first, by the replies they leave and,
// far from the end, by shallow searches of the evaluation.

import (
	"math/bits"

	"reversi/engine/eval"
	"reversi/engine/internal/board"
)

// orderedMove is a move with its sort key and, in the solver, the discs it
// flips and, in its shallow searches, the replies it leaves.
type orderedMove struct {
	sq, key        int
	flips, replies uint64
}

// keyMoves keys moves fastest first, for takeBest or sortMoves: the
// replies the opponent is left with (corners counting twice), then the
// mover's discs made stable by a corner (the corner and its neighbours
// along the edges), then the opponent's potential mobility (corners twice
// again), then the square's own worth; on 8×8 from rankOrderEmpties on,
// with the learned weights' sum of the position left; from searchOrderFrom
// on, with a shallow search of the evaluation, which tells apart only the
// moves above alpha less sortMargin. The table's best move comes before
// all. It appends to out. Above etcEmpties it first looks each resulting
// position up in the table (transpositionCut), returned with ok if one cuts
// the node off.
func (sv *solver[R]) keyMoves(out []orderedMove, p, o, moves uint64, ttMove, alpha, beta int) ([]orderedMove, int, bool) {
	n := sv.cells - bits.OnesCount64(p|o)
	if n > etcEmpties {
		if cut, ok := sv.transpositionCut(p, o, moves, n, beta); ok {
			return nil, cut, true
		}
	}
	if sv.flat8 && n < sv.searchOrderFrom() {
		return sv.fastest(out, p, o, moves, ttMove, n), 0, false
	}
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := sv.r.Flips(p, o, sq)
		np, no := o&^f, p|f|1<<uint(sq)
		key := sv.slowKey(sq, np, no, n, alpha)
		if sq == ttMove {
			key = -1 << 30
		}
		out = append(out, orderedMove{sq: sq, key: key, flips: f})
	}
	return out, 0, false
}

// order8 is what the ordering below the searches on a Flat8 needs of the
// solver: its method is not generic, so that its calls pass no dictionary
// of the solver's type, and its flips, moves and neighbours go by direct
// calls.
type order8 struct {
	all, corners, edges uint64        // the board's squares, corners and edges
	value               *[64]uint8    // each square's worth
	rank                *eval.Weights // the learned weights' sum, ordering moves from rankOrderEmpties; nil where the board has none
}

// fastest is keyMoves below searchOrderFrom on a Flat8, for a node of n
// empties: the fastest-first keys, with the learned weights' sum from
// rankOrderEmpties.
func (k *order8) fastest(out []orderedMove, p, o, moves uint64, ttMove, n int) []orderedMove {
	var children eval.Children
	ranked := k.rank != nil && n >= rankOrderEmpties
	if ranked {
		children = k.rank.Children(p, o)
	}
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := board.Flips8(p, o, sq)
		np, no := o&^f, p|f|1<<uint(sq&63)
		// The mover's discs made stable by a corner: none without one.
		stable := no & k.corners
		if stable != 0 {
			stable |= board.Around8(stable) & k.edges & no
		}
		replies := board.Moves8(np, no) & k.all
		key := fastestFirst(replies, board.Around8(no)&^(np|no)&k.all, stable, k.corners, k.value[sq&63])
		if ranked {
			key += children.Sum(sq, f, replies) << rankShift
		}
		if sq == ttMove {
			key = -1 << 30
		}
		out = append(out, orderedMove{sq: sq, key: key, flips: f})
	}
	return out
}

// transpositionCut looks up the positions that moves leave, n-1 empties
// each: one already known to be bad enough for the opponent to reach beta
// cuts the node off (an enhanced transposition cut-off), returned with ok.
// The moves go in batches whose slots are all read before any is looked
// at, so that the cache misses of a large table overlap rather than wait
// one after the other.
func (sv *solver[R]) transpositionCut(p, o, moves uint64, n, beta int) (int, bool) {
	tt, mask := sv.tableOf(n - 1)
	for moves != 0 {
		var sqs [16]int
		var flips, early [16]uint64
		k := 0
		for ; moves != 0 && k < len(sqs); moves &= moves - 1 {
			sq := bits.TrailingZeros64(moves)
			f := sv.flips(p, o, sq)
			sqs[k], flips[k] = sq, f
			early[k] = tt[board.Mix(o&^f, p|f|1<<uint(sq))&mask].data.Load()
			k++
		}
		for i := range k {
			np, no := o&^flips[i], p|flips[i]|1<<uint(sqs[i])
			if d, ok, _ := sv.probeAt(tt, board.Mix(np, no)&mask, early[i], np, no); ok {
				if e := unpack(d); sv.trusts(e) && -int(e.upper) >= beta {
					return -int(e.upper), true
				}
			}
		}
	}
	return 0, false
}

// slowKey is order's key of the move to sq that leaves np to move against
// no with n empties, off a Flat8 or from searchOrderFrom up, in a node
// whose window starts at alpha.
func (sv *solver[R]) slowKey(sq int, np, no uint64, n, alpha int) int {
	corners := sv.w.Corners
	replies := sv.r.Moves(np, no)
	mobility := bits.OnesCount64(replies) + bits.OnesCount64(replies&corners)
	near := sv.r.Around(no) &^ (np | no) & sv.all
	potential := bits.OnesCount64(near)
	switch {
	case n < searchOrderEmpties:
		held := no & corners
		return fastestFirst(replies, near, held|sv.r.Around(held)&sv.w.Edges&no, corners, sv.w.Value[sq])
	case n >= deepOrderEmpties && sv.rank != nil:
		// Each reply left to the opponent weighs replyWeight with the
		// search's value, as in Edax's ordering; the empty squares around
		// the mover's discs break ties.
		bad := min(eval.Max, 100*(sortMargin-alpha))
		v := min(bad, sv.probeValue(np, no, replies, orderDepth(n), -eval.Max, bad))
		return (v+replyWeight*mobility)<<7 + potential
	}
	key := 16*mobility + 2*potential
	if corners>>uint(sq)&1 != 0 {
		key -= 24
	}
	if n >= deepOrderEmpties {
		return 4*key + sv.probeValue(np, no, replies, 3, -eval.Max, eval.Max)/8
	}
	return 4*key + sv.probeValue(np, no, replies, 2, -eval.Max, eval.Max)/8
}

// fastestFirst is the key of a move below searchOrderFrom, which
// leaves the opponent replies and near, the empty squares next to the
// mover's discs, and makes the mover's discs stable by a corner: each term
// only breaks the ties of the one before, as in Edax.
func fastestFirst(replies, near, stable, corners uint64, worth uint8) int {
	return (bits.OnesCount64(replies)+bits.OnesCount64(replies&corners))<<15 - bits.OnesCount64(stable)<<11 +
		(bits.OnesCount64(near)+bits.OnesCount64(near&corners))<<5 - int(worth)
}

// order returns moves keyed by keyMoves and sorted, or the cut-off it
// finds.
func (sv *solver[R]) order(out []orderedMove, p, o, moves uint64, ttMove, alpha, beta int) ([]orderedMove, int, bool) {
	out, cut, ok := sv.keyMoves(out, p, o, moves, ttMove, alpha, beta)
	sortMoves(out)
	return out, cut, ok
}

// takeBest moves the move of ms with the lowest key (the first of equals)
// to the front, the others keeping their order, and returns it: a node's
// moves taken one at a time come in sortMoves' order, and most nodes are
// cut off before their later moves would need sorting.
func takeBest(ms []orderedMove) orderedMove {
	// The lowest key so far stays in a register rather than being read
	// again from its move at each comparison.
	j, low := 0, ms[0].key
	for i := 1; i < len(ms); i++ {
		if k := ms[i].key; k < low {
			j, low = i, k
		}
	}
	// The moves before it go up one by one: they are few, and a copy
	// would call memmove.
	m := ms[j]
	for ; j > 0; j-- {
		ms[j] = ms[j-1]
	}
	ms[0] = m
	return m
}

// sortMoves sorts ms by key, lowest first, keeping the order of equal keys.
func sortMoves(ms []orderedMove) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j].key < ms[j-1].key; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// From rankOrderEmpties up to deepOrderEmpties, the learned weights' sum
// without the network, of the position each move leaves, joins the
// fastest-first key, each hundredth of a disc adding 2^rankShift (a disc
// weighs two fifths of a reply): a fifth fewer nodes on FFO #40-#49 for
// an evaluation a move. Below, it costs more than it saves; above 17, it
// costs less than the two-ply searches it stands for (docs/engine-notes.md,
// *Move ordering*).
const (
	rankOrderEmpties = 14
	rankShift        = 7
)

// searchOrderEmpties is where, with the handcrafted evaluation, a two-ply
// search of it joins the replies in ordering moves, deepOrderEmpties where
// a three-ply one takes over. The learned evaluation orders by searches
// from deepOrderEmpties, alone, in half the nodes of the handcrafted
// evaluation's ordering (docs/engine-notes.md, *Move ordering*).
const (
	searchOrderEmpties = 18
	deepOrderEmpties   = 21
)

// searchOrderFrom is where searches of the evaluation join the ordering.
func (sv *solver[R]) searchOrderFrom() int {
	if sv.rank != nil {
		return deepOrderEmpties
	}
	return searchOrderEmpties
}

// sortMargin is how far below alpha, in discs, the ordering searches tell
// moves apart: that one is worse still is all a node needs to know of it
// (as Edax's SORT_ALPHA_DELTA), and showing it costs a search fewer
// evaluations than scoring it (docs/engine-notes.md, *Move ordering*).
const sortMargin = 8

// replyWeight is what each reply a move leaves the opponent (a corner
// counting twice) costs the move, in hundredths of a disc, where searches of
// the learned evaluation order moves: two discs, about what a reply weighs
// below them (rankShift). A quarter fewer nodes than the search's value
// alone on FFO #49-#58, one to three discs alike (docs/engine-notes.md,
// *Move ordering*).
const replyWeight = 200

// orderDepth is the depth of the search that orders moves at n empties
// with the learned evaluation, from deepOrderEmpties: three plies up to 23
// empties, one more every three empties from 24, six from 30: nodes far
// from the end are few and each leads to a large tree (docs/engine-notes.md,
// *Move ordering*).
func orderDepth(n int) int { return max(3, min(6, (n-12)/3)) }

// probeValue is a shallow alpha-beta search with the midgame evaluation, for
// the side to move in p, o, whose legal moves are moves: the opponent's
// view of a move, for ordering.
// Its moves go fewest replies first (corners counting twice), which changes
// no value but finds the cut-offs sooner.
func (sv *solver[R]) probeValue(p, o, moves uint64, depth, alpha, beta int) int {
	if sv.visit() {
		return 0
	}
	if moves == 0 {
		// A pass, or the end of the game: its exact score, where the
		// evaluation of a wiped-out side is a guess outside its training.
		if replies := sv.r.Moves(o, p); replies != 0 {
			return -sv.probeValue(o, p, replies, depth, -beta, -alpha)
		}
		return 100 * sv.finalScore(p, o)
	}
	if depth == 0 {
		return sv.w.Eval.Eval(p, o)
	}
	// From probeDepth, the value of the position searched as deep before
	// narrows the window or returns, and its best move goes first.
	var slot *probeEntry
	a0, known := alpha, -1
	if depth >= probeDepth {
		slot = &sv.own.probes[board.Mix(p, o)&(1<<probeBits-1)]
		if slot.p == p && slot.o == o && slot.id == sv.id {
			known = int(slot.move)
			if int(slot.depth) == depth {
				lo, hi := int(slot.lower), int(slot.upper)
				switch {
				case lo >= beta:
					return lo
				case hi <= alpha:
					return hi
				case lo == hi:
					return lo
				}
				alpha, beta = max(alpha, lo), min(beta, hi)
				a0 = alpha
			}
		}
	}
	var buf [32]orderedMove
	ms := buf[:0]
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := sv.flips(p, o, sq)
		replies := sv.r.Moves(o&^f, p|f|1<<uint(sq))
		key := bits.OnesCount64(replies) + bits.OnesCount64(replies&sv.w.Corners)
		if sq == known {
			key = -1
		}
		ms = append(ms, orderedMove{sq: sq, key: key, flips: f, replies: replies})
	}
	sortMoves(ms)
	best, bestMove := -eval.Max-1, -1
	for _, m := range ms {
		v := -sv.probeValue(o&^m.flips, p|m.flips|1<<uint(m.sq), m.replies, depth-1, -beta, -alpha)
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
	if slot != nil {
		lower, upper := failSoft(best, a0, beta, eval.Max+1)
		*slot = probeEntry{p: p, o: o, id: sv.id, lower: int16(lower), upper: int16(upper), depth: int8(depth), move: int8(bestMove)}
	}
	return best
}

// probeEntry is what a scratch keeps of a probeValue search: the bounds
// on the position's value at depth, and the best move found.
type probeEntry struct {
	p, o         uint64
	id           uint32 // the solve's
	lower, upper int16
	depth, move  int8
}

// The ordering searches keep their values from probeDepth plies up in
// 2^probeBits entries (512 KB): the moves of a node they order transpose
// into each other's trees, and the root's windows order its nodes again
// (docs/engine-notes.md, *Move ordering*).
const (
	probeDepth = 2
	probeBits  = 14
)
