package solve

import (
	"math/bits"

	"reversi/engine"
	"reversi/engine/internal/board"
)

// The last four empties on a Flat8, where most of a solve's nodes are:
// the empty squares are named, not searched for, and every call is direct.
// Each move is written out rather than looped over, as a loop reloads at
// each turn every value its calls spill, and a square is masked by 63
// where it is shifted, which spares a check of the shift's size.

// last8 is what the last empties need of the solver: its methods are not
// generic, so that their calls pass no dictionary of the solver's type.
type last8 struct {
	nodes    int64     // of the solve and of its ordering's shallow searches
	cells    int       // the board's squares
	quadrant [64]uint8 // on a Flat8, the quadrant of each square
}

// finalScore is the exact score when neither side can move.
func (e *last8) finalScore(p, o uint64) int {
	return engine.ExactScore(bits.OnesCount64(p), bits.OnesCount64(o), e.cells-bits.OnesCount64(p|o))
}

// noScore is below every score: no move was played.
const noScore = -2 * board.MaxCells

// last4 solves with four empties sqs, p to move, in the order given (the
// lone squares first, as shallow orders them), trying the legal moves
// found at once, as shallow does.
func (e *last8) last4(p, o uint64, sqs [4]int, alpha, beta int, passed bool) int {
	e.nodes++
	// Each square followed by the other three, in turn.
	x1, x2, x3, x4 := sqs[0], sqs[1], sqs[2], sqs[3]
	moves := board.Moves8(p, o)
	best := noScore
	if moves>>uint(x1&63)&1 != 0 {
		f := board.Flips8(p, o, x1)
		best = -e.last3(o&^f, p|f|1<<uint(x1&63), x2, x3, x4, -beta, -alpha, false)
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	}
	if moves>>uint(x2&63)&1 != 0 {
		f := board.Flips8(p, o, x2)
		v := -e.last3(o&^f, p|f|1<<uint(x2&63), x3, x4, x1, -beta, -alpha, false)
		if v >= beta {
			return v
		}
		best, alpha = max(best, v), max(alpha, v)
	}
	if moves>>uint(x3&63)&1 != 0 {
		f := board.Flips8(p, o, x3)
		v := -e.last3(o&^f, p|f|1<<uint(x3&63), x4, x1, x2, -beta, -alpha, false)
		if v >= beta {
			return v
		}
		best, alpha = max(best, v), max(alpha, v)
	}
	if moves>>uint(x4&63)&1 != 0 {
		f := board.Flips8(p, o, x4)
		best = max(best, -e.last3(o&^f, p|f|1<<uint(x4&63), x1, x2, x3, -beta, -alpha, false))
	}
	switch {
	case best != noScore:
		return best
	case passed:
		return e.finalScore(p, o)
	}
	return -e.last4(o, p, sqs, -beta, -alpha, true)
}

// last3 solves with three empties x1, x2, x3, p to move, playing first the
// square alone in its quadrant. passed says the other side has just passed.
func (e *last8) last3(p, o uint64, x1, x2, x3, alpha, beta int, passed bool) int {
	e.nodes++
	switch q := &e.quadrant; {
	case q[x1] == q[x2]:
		x1, x3 = x3, x1
	case q[x1] == q[x3]:
		x1, x2 = x2, x1
	}
	// Each square followed by the other two, in turn.
	best := noScore
	if board.Neighbours8(x1)&o != 0 {
		if f := board.Flips8(p, o, x1); f != 0 {
			best = -e.last2(o&^f, p|f|1<<uint(x1&63), x2, x3, -beta, -alpha)
			if best >= beta {
				return best
			}
			alpha = max(alpha, best)
		}
	}
	if board.Neighbours8(x2)&o != 0 {
		if f := board.Flips8(p, o, x2); f != 0 {
			v := -e.last2(o&^f, p|f|1<<uint(x2&63), x3, x1, -beta, -alpha)
			if v >= beta {
				return v
			}
			best, alpha = max(best, v), max(alpha, v)
		}
	}
	if board.Neighbours8(x3)&o != 0 {
		if f := board.Flips8(p, o, x3); f != 0 {
			best = max(best, -e.last2(o&^f, p|f|1<<uint(x3&63), x1, x2, -beta, -alpha))
		}
	}
	switch {
	case best != noScore:
		return best
	case passed:
		return e.finalScore(p, o)
	}
	return -e.last3(o, p, x1, x2, x3, -beta, -alpha, true)
}

// last2 solves with two empties x1 and x2, p to move. Where p cannot
// move, the opponent's moves are tried here rather than in a call of its
// own, each scored for p: one that holds p to alpha cuts the rest off.
func (e *last8) last2(p, o uint64, x1, x2, alpha, beta int) int {
	e.nodes++
	best := noScore
	if board.Neighbours8(x1)&o != 0 {
		if f := board.Flips8(p, o, x1); f != 0 {
			e.nodes++
			best = -last1(o&^f, p|f|1<<uint(x1&63), x2, e.cells)
			if best >= beta {
				return best
			}
		}
	}
	if board.Neighbours8(x2)&o != 0 {
		if f := board.Flips8(p, o, x2); f != 0 {
			e.nodes++
			best = max(best, -last1(o&^f, p|f|1<<uint(x2&63), x1, e.cells))
		}
	}
	if best != noScore {
		return best
	}
	e.nodes++
	worst := -noScore
	if board.Neighbours8(x1)&p != 0 {
		if f := board.Flips8(o, p, x1); f != 0 {
			e.nodes++
			worst = last1(p&^f, o|f|1<<uint(x1&63), x2, e.cells)
			if worst <= alpha {
				return worst
			}
		}
	}
	if board.Neighbours8(x2)&p != 0 {
		if f := board.Flips8(o, p, x2); f != 0 {
			e.nodes++
			worst = min(worst, last1(p&^f, o|f|1<<uint(x2&63), x1, e.cells))
		}
	}
	if worst != -noScore {
		return worst
	}
	return e.finalScore(p, o)
}

// last1 scores the game with one empty square sq left on a board of cells
// squares, p to move, counting the flips from one side's discs alone, and
// the discs from p's alone.
func last1(p, o uint64, sq, cells int) int {
	d := 2*bits.OnesCount64(p) + 1 - cells // p's discs less o's
	if k := board.LastFlips8(p, sq); k != 0 {
		return d + 2*k + 1
	}
	if k := board.LastFlips8(o, sq); k != 0 {
		return d - 2*k - 1
	}
	return engine.ExactScore(d, 0, 1)
}
