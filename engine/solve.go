package engine

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// MoveScore is a legal move and its exact score for the side to move.
type MoveScore struct {
	Move  Move
	Score int
}

// Solution is the exact result of a position.
type Solution struct {
	Score   int    // the final disc difference for the side to move under perfect play
	Move    Move   // a best move (Pass when the side must pass)
	Line    []Move // a principal line from the position to the end
	Moves   []MoveScore
	Nodes   int64
	Elapsed time.Duration
}

// ErrTooLarge means a position has too many empty cells to solve.
var ErrTooLarge = errors.New("too many empty cells to solve exactly")

// solveTableBits sizes the solver's transposition table (24 bytes an entry).
const solveTableBits = 21

// Solve finds the exact score of pos and a best move, searching to the end
// of the game. With all it scores every legal move exactly. It works on
// boards up to 8×8 and on the sphere; larger boards return ErrTooLarge.
func Solve(ctx context.Context, pos Position, all bool) (Solution, error) {
	began := time.Now()
	if pos.Outcome().Over() {
		return Solution{}, ErrGameOver
	}
	s, p, o, ok := smallOf(pos)
	if !ok {
		return solveBig(ctx, pos, all, began)
	}
	if e, most := pos.Empties(), SolveReach(pos.v); e > most {
		return Solution{}, fmt.Errorf("%w: %d empty cells on %s; the solver takes on at most %d", ErrTooLarge, e, pos.v, most)
	}
	sv := newSolver(ctx, s, solveTableBits)
	sol := Solution{Move: Pass}
	moves := s.moves(p, o)
	if moves == 0 {
		sol.Score = -sv.solve(o, p, -exactBound, exactBound)
	} else {
		alpha := -exactBound
		ordered, _, _ := sv.order(nil, p, o, moves, -1, exactBound)
		for _, m := range ordered {
			f := s.flips(p, o, m.sq)
			lo := alpha
			if all {
				lo = -exactBound
			}
			v := -sv.solve(o&^f, p|f|1<<uint(m.sq), -exactBound, -lo)
			if sv.aborted {
				break
			}
			if all {
				sol.Moves = append(sol.Moves, MoveScore{Move(s.cell(m.sq)), v})
			}
			if v > alpha || sol.Move == Pass {
				alpha, sol.Score, sol.Move = max(alpha, v), v, Move(s.cell(m.sq))
			}
		}
	}
	if sv.aborted {
		return Solution{}, ctx.Err()
	}
	sol.Line = sv.line(pos, sol.Score)
	sol.Nodes, sol.Elapsed = sv.nodes, time.Since(began)
	sortScores(sol.Moves)
	return sol, nil
}

// exactBound is beyond every exact score.
const exactBound = 127

// line follows a principal line: at each position a move whose exact score
// is the position's, found with null windows on the warm table.
func (sv *solver) line(pos Position, score int) []Move {
	var out []Move
	for !pos.Outcome().Over() && sv.ctx.Err() == nil {
		s, p, o, _ := smallOf(pos)
		moves := s.moves(p, o)
		next := Pass
		for x := moves; x != 0; x &= x - 1 {
			sq := trailing(x)
			f := s.flips(p, o, sq)
			if -sv.solve(o&^f, p|f|1<<uint(sq), -score-1, -score+1) == score {
				next = Move(s.cell(sq))
				break
			}
		}
		if next == Pass && moves != 0 {
			break
		}
		out = append(out, next)
		pos, _, _ = pos.Play(next)
		score = -score
	}
	return out
}

func sortScores(ms []MoveScore) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && (ms[j].Score > ms[j-1].Score || ms[j].Score == ms[j-1].Score && ms[j].Move < ms[j-1].Move); j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// bigSolveEmpties bounds the empty cells of a board larger than 8×8 that
// Solve takes on, with the general search run to the end of the game.
const bigSolveEmpties = 12

func solveBig(ctx context.Context, pos Position, all bool, began time.Time) (Solution, error) {
	if e := pos.Empties(); e > bigSolveEmpties {
		return Solution{}, fmt.Errorf("%w: %d empty cells on %s; on boards larger than 8x8 the solver takes on at most %d", ErrTooLarge, e, pos.v, bigSolveEmpties)
	}
	g, p, o := bigOf(pos)
	se := &searcher[bitset, big]{r: g, ctx: ctx, tt: make([]mmEntry, 1<<mmTableBits)}
	depth := pos.Empties() + 1
	sol := Solution{Move: Pass}
	moves := g.cells(g.moves(p, o))
	if len(moves) == 0 {
		sol.Score = -se.negamax(o, p, depth, -exactValue(exactBound), exactValue(exactBound), true) / exactScale
	}
	alpha := -exactValue(exactBound)
	for _, sq := range moves {
		lo := alpha
		if all {
			lo = -exactValue(exactBound)
		}
		np, no := g.play(p, o, g.flips(p, o, sq), sq)
		v := -se.negamax(np, no, depth, -exactValue(exactBound), -lo, false) / exactScale
		if se.aborted {
			return Solution{}, ctx.Err()
		}
		if all {
			sol.Moves = append(sol.Moves, MoveScore{Move(sq), v})
		}
		if v*exactScale > alpha || sol.Move == Pass {
			alpha, sol.Score, sol.Move = max(alpha, v*exactScale), v, Move(sq)
		}
	}
	if sol.Move != Pass {
		sol.Line = se.line(p, o, int(sol.Move), depth)
	}
	sol.Nodes, sol.Elapsed = se.nodes, time.Since(began)
	sortScores(sol.Moves)
	return sol, nil
}
