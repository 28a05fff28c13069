package solve

import (
	"math/bits"

	"reversi/engine"
	"reversi/engine/internal/board"
)

// The last four empties on a Flat8, where most of a solve's nodes are:
// the empty squares are named, not searched for, and every call is direct.

// noScore is below every score: no move was played.
const noScore = -2 * board.MaxCells

// last4 solves with four empties sqs, p to move, in the order given (the
// quadrants with an odd number of them first), trying the legal moves
// found at once, as shallow does.
func (sv *solver[R]) last4(p, o uint64, sqs [4]int, alpha, beta int, passed bool) int {
	sv.nodes++
	best := noScore
	moves := board.Moves8(p, o)
	for i, x := range sqs {
		if moves>>uint(x&63)&1 == 0 {
			continue
		}
		f := board.Flips8(p, o, x)
		a, b, c := sqs[(i+1)&3], sqs[(i+2)&3], sqs[(i+3)&3]
		v := -sv.last3(o&^f, p|f|1<<uint(x), a, b, c, -beta, -alpha, false)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					return v
				}
			}
		}
	}
	switch {
	case best != noScore:
		return best
	case passed:
		return sv.finalScore(p, o)
	}
	return -sv.last4(o, p, sqs, -beta, -alpha, true)
}

// last3 solves with three empties x1, x2, x3, p to move, playing first the
// square alone in its quadrant. passed says the other side has just passed.
func (sv *solver[R]) last3(p, o uint64, x1, x2, x3, alpha, beta int, passed bool) int {
	sv.nodes++
	switch q := &sv.quadrant; {
	case q[x1] == q[x2]:
		x1, x3 = x3, x1
	case q[x1] == q[x3]:
		x1, x2 = x2, x1
	}
	best := noScore
	// Each square followed by the other two, in turn.
	sqs := [5]int{x1, x2, x3, x1, x2}
	for i := range 3 {
		x := sqs[i]
		if board.Neighbours8(x)&o == 0 {
			continue
		}
		f := board.Flips8(p, o, x)
		if f == 0 {
			continue
		}
		a, b := sqs[i+1], sqs[i+2]
		v := -sv.last2(o&^f, p|f|1<<uint(x), a, b, -beta, -alpha, false)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					return v
				}
			}
		}
	}
	switch {
	case best != noScore:
		return best
	case passed:
		return sv.finalScore(p, o)
	}
	return -sv.last3(o, p, x1, x2, x3, -beta, -alpha, true)
}

// last2 solves with two empties x1 and x2, p to move.
func (sv *solver[R]) last2(p, o uint64, x1, x2, alpha, beta int, passed bool) int {
	sv.nodes++
	best := noScore
	if board.Neighbours8(x1)&o != 0 {
		if f := board.Flips8(p, o, x1); f != 0 {
			sv.nodes++
			best = -last1(o&^f, p|f|1<<uint(x1), x2)
			if best >= beta {
				return best
			}
		}
	}
	if board.Neighbours8(x2)&o != 0 {
		if f := board.Flips8(p, o, x2); f != 0 {
			sv.nodes++
			best = max(best, -last1(o&^f, p|f|1<<uint(x2), x1))
		}
	}
	switch {
	case best != noScore:
		return best
	case passed:
		return sv.finalScore(p, o)
	}
	return -sv.last2(o, p, x1, x2, -beta, -alpha, true)
}

// last1 scores the game with one empty square left, p to move, counting
// the flips from one side's discs alone.
func last1(p, o uint64, sq int) int {
	pc, oc := bits.OnesCount64(p), bits.OnesCount64(o)
	if k := board.LastFlips8(p, sq); k != 0 {
		return pc - oc + 2*k + 1
	}
	if k := board.LastFlips8(o, sq); k != 0 {
		return pc - oc - 2*k - 1
	}
	return engine.ExactScore(pc, oc, 1)
}
