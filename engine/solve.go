package engine

import (
	"context"
	"errors"
	"fmt"
	"sync"
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

// tableBits sizes the solver's transposition table (24 bytes an entry) to
// the problem: two entries an empty cell's worth of bits, so that small
// solves do not spend their time clearing a large table.
func tableBits(empties int) int { return max(12, min(21, empties+3)) }

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
	sv := newSolver(ctx, s, tableBits(pos.Empties()))
	sol := Solution{Move: Pass}
	moves := s.moves(p, o)
	if moves == 0 {
		sol.Score = -sv.solve(o, p, -exactBound, exactBound)
	} else {
		ordered, _, _ := sv.order(nil, p, o, moves, -1, exactBound)
		var nodes int64
		var found *solver
		sol.Score, sol.Move, sol.Moves, nodes, found = solveRoot(ctx, s, p, o, ordered, all, sv)
		sv.nodes += nodes
		if ctx.Err() == nil {
			// The line starts with the best move, followed in the table of
			// the worker that solved it.
			next, _, _ := pos.Play(sol.Move)
			before := found.nodes
			sol.Line = append([]Move{sol.Move}, found.line(next, -sol.Score)...)
			if found != sv {
				sv.nodes += found.nodes - before
			}
		}
	}
	if sv.aborted || ctx.Err() != nil {
		return Solution{}, ctx.Err()
	}
	if moves == 0 {
		sol.Line = sv.line(pos, sol.Score)
	}
	sol.Nodes, sol.Elapsed = sv.nodes, time.Since(began)
	sortScores(sol.Moves)
	return sol, nil
}

// rootWorkers is how many goroutines share the moves at the root: this
// machine's two cores.
const rootWorkers = 2

// solveRoot scores the root moves, in order. The first is solved alone to
// set the bound; the others go to workers, each with its own table, that
// first show with a null window whether a move can beat the best so far and
// solve it exactly only then (with all, every move exactly). It returns the
// best score and move, the move scores with all, the workers' nodes, and
// the worker whose table holds the best move's line.
func solveRoot(ctx context.Context, s small, p, o uint64, moves []orderedMove, all bool, first *solver) (int, Move, []MoveScore, int64, *solver) {
	var (
		mu      sync.Mutex
		best    = -exactBound
		bestIdx = -1
		bestBy  = first
		scores  []MoveScore
		nodes   int64
	)
	child := func(sq int) (uint64, uint64) {
		f := s.flips(p, o, sq)
		return o &^ f, p | f | 1<<uint(sq)
	}
	// Of equal scores the move earlier in the order wins, whichever worker
	// finishes first: the choice stays the same from run to run.
	record := func(i, v int, by *solver) {
		if all {
			scores = append(scores, MoveScore{Move(s.cell(moves[i].sq)), v})
		}
		if bestIdx < 0 || v > best || v == best && i < bestIdx {
			best, bestIdx, bestBy = v, i, by
		}
	}
	np, no := child(moves[0].sq)
	record(0, -first.solve(np, no, -exactBound, exactBound), first)
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < rootWorkers; w++ {
		sv := first
		if w > 0 {
			sv = newSolver(ctx, s, first.bits)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			before := sv.nodes
			for i := range work {
				np, no := child(moves[i].sq)
				mu.Lock()
				alpha := best
				if i < bestIdx {
					alpha-- // a tie would win: find out about it
				}
				mu.Unlock()
				var v int
				if all {
					v = -sv.solve(np, no, -exactBound, exactBound)
				} else if v = -sv.solve(np, no, -alpha-1, -alpha); v > alpha {
					v = -sv.solve(np, no, -exactBound, -alpha)
				}
				if sv.aborted {
					continue
				}
				mu.Lock()
				if all || v > alpha {
					record(i, v, sv)
				}
				mu.Unlock()
			}
			if sv != first {
				mu.Lock()
				nodes += sv.nodes - before
				mu.Unlock()
			}
		}()
	}
	for i := 1; i < len(moves) && ctx.Err() == nil; i++ {
		work <- i
	}
	close(work)
	wg.Wait()
	return best, Move(s.cell(moves[bestIdx].sq)), scores, nodes, bestBy
}

// exactBound is beyond every exact score.
const exactBound = 127

// line follows a principal line: at each position a move whose exact score
// is the position's, found with null windows on the warm table, the table's
// best move tried first.
func (sv *solver) line(pos Position, score int) []Move {
	var out []Move
	for !pos.Outcome().Over() && sv.ctx.Err() == nil {
		s, p, o, _ := smallOf(pos)
		moves := s.moves(p, o)
		first := -1
		if e := sv.probe(p, o); e.p == p && e.o == o && e.move >= 0 && moves>>uint(e.move)&1 != 0 {
			first = int(e.move)
		}
		try := s.cells(moves)
		if first >= 0 {
			try = append([]int{first}, try...)
		}
		next := Pass
		for i, sq := range try {
			if i > 0 && sq == first {
				continue
			}
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
