package engine

import (
	"context"
	"math/bits"
	"slices"
)

// The exact solver: negamax alpha-beta to the end of the game on boards that
// fit in 64 bits (flat boards up to 8×8 and the sphere). Scores are final
// disc differences for the side to move, empty cells counted for the winner.

// shallowEmpties is where the solver stops sorting moves and probing the
// table: below it, a node costs less than ordering it would.
const shallowEmpties = 6

type solveEntry struct {
	p, o         uint64
	lower, upper int8
	move         int8
}

type solver struct {
	s       small
	tt      []solveEntry
	mask    uint64
	nodes   int64
	ctx     context.Context
	aborted bool
	parity  [4]uint64 // quadrants, on 8×8
}

func newSolver(ctx context.Context, s small, ttBits int) *solver {
	sv := &solver{s: s, ctx: ctx, tt: make([]solveEntry, 1<<ttBits), mask: 1<<ttBits - 1}
	if s.t != nil && s.t.n == 8 {
		sv.parity = [4]uint64{0x0f0f0f0f, 0xf0f0f0f0, 0x0f0f0f0f00000000, 0xf0f0f0f000000000}
	}
	return sv
}

// finalScore is the exact score when neither side can move.
func (sv *solver) finalScore(p, o uint64) int {
	return finalDiff(bits.OnesCount64(p), bits.OnesCount64(o), sv.s.total-bits.OnesCount64(p|o))
}

// solve returns the exact score of p to move against o, or a bound beyond
// [alpha, beta] when it falls outside (fail-soft).
func (sv *solver) solve(p, o uint64, alpha, beta int) int {
	sv.nodes++
	if sv.nodes&(1<<16-1) == 0 && sv.ctx.Err() != nil {
		sv.aborted = true
	}
	if sv.aborted {
		return 0
	}
	empty := sv.s.all &^ (p | o)
	n := bits.OnesCount64(empty)
	switch {
	case n == 0:
		return bits.OnesCount64(p) - bits.OnesCount64(o)
	case n == 1:
		return sv.lastMove(p, o, bits.TrailingZeros64(empty))
	case n <= shallowEmpties:
		return sv.shallow(p, o, empty, alpha, beta)
	}
	moves := sv.s.moves(p, o)
	if moves == 0 {
		if sv.s.moves(o, p) == 0 {
			return sv.finalScore(p, o)
		}
		return -sv.solve(o, p, -beta, -alpha)
	}
	slot := &sv.tt[mix(p, o)&sv.mask]
	ttMove := -1
	if slot.p == p && slot.o == o {
		lo, hi := int(slot.lower), int(slot.upper)
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
		ttMove = int(slot.move)
	}
	a0 := alpha
	best, bestMove := -SphereCells*4, -1
	for _, m := range sv.order(p, o, moves, ttMove) {
		f := sv.s.flips(p, o, m.sq)
		v := -sv.solve(o&^f, p|f|1<<uint(m.sq), -beta, -alpha)
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
	if sv.aborted {
		return 0
	}
	e := solveEntry{p: p, o: o, lower: -127, upper: 127, move: int8(bestMove)}
	switch {
	case best <= a0:
		e.upper = int8(best)
	case best >= beta:
		e.lower = int8(best)
	default:
		e.lower, e.upper = int8(best), int8(best)
	}
	*slot = e
	return best
}

type orderedMove struct{ sq, key int }

// order sorts moves fastest first: the replies the opponent is left with,
// fewest first; the table's best move before all.
func (sv *solver) order(p, o, moves uint64, ttMove int) []orderedMove {
	out := make([]orderedMove, 0, bits.OnesCount64(moves))
	for x := moves; x != 0; x &= x - 1 {
		sq := bits.TrailingZeros64(x)
		f := sv.s.flips(p, o, sq)
		np, no := o&^f, p|f|1<<uint(sq)
		key := bits.OnesCount64(sv.s.moves(np, no)) * 16
		if sq == ttMove {
			key = -1000
		}
		out = append(out, orderedMove{sq, key})
	}
	slices.SortFunc(out, func(a, b orderedMove) int { return a.key - b.key })
	return out
}

// shallow searches the last few empties without the table or sorting,
// playing first in the quadrants with an odd number of empties on 8×8.
func (sv *solver) shallow(p, o, empty uint64, alpha, beta int) int {
	moves := sv.s.moves(p, o)
	if moves == 0 {
		if sv.s.moves(o, p) == 0 {
			return sv.finalScore(p, o)
		}
		return -sv.solve(o, p, -beta, -alpha)
	}
	first := moves
	if sv.parity[0] != 0 {
		var odd uint64
		for _, q := range sv.parity {
			if bits.OnesCount64(empty&q)&1 == 1 {
				odd |= q
			}
		}
		first = moves & odd
	}
	best := -SphereCells * 4
	for _, set := range [2]uint64{first, moves &^ first} {
		for ; set != 0; set &= set - 1 {
			sq := bits.TrailingZeros64(set)
			f := sv.s.flips(p, o, sq)
			v := -sv.solve(o&^f, p|f|1<<uint(sq), -beta, -alpha)
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
	return best
}

// lastMove scores the game with one empty square left.
func (sv *solver) lastMove(p, o uint64, sq int) int {
	pc, oc := bits.OnesCount64(p), bits.OnesCount64(o)
	if f := sv.s.flips(p, o, sq); f != 0 {
		k := bits.OnesCount64(f)
		return (pc + k + 1) - (oc - k)
	}
	if f := sv.s.flips(o, p, sq); f != 0 {
		k := bits.OnesCount64(f)
		return (pc - k) - (oc + k + 1)
	}
	return finalDiff(pc, oc, 1)
}
