package search

import (
	"context"
	"runtime"
	"sync"
	"time"

	"reversi/engine"
	"reversi/engine/internal/board"
)

// MoveScore is a legal move and its exact score for the side to move.
type MoveScore struct {
	Move  engine.Move
	Score int
}

// Solution is the exact result of a position.
type Solution struct {
	Score   int           // the final disc difference for the side to move under perfect play
	Move    engine.Move   // a best move (Pass when the side must pass)
	Line    []engine.Move // a principal line from the position to the end
	Moves   []MoveScore
	Nodes   int64
	Elapsed time.Duration
}

// SolveOptions say how to solve.
type SolveOptions struct {
	All     bool // score every legal move exactly, not only a best one
	Threads int  // goroutines searching; 0 for every core
	// Progress, if set, hears how far the solve has come about twice a
	// second, from any of its goroutines.
	Progress func(SolveProgress)
}

func (opt SolveOptions) threads() int {
	if opt.Threads > 0 {
		return opt.Threads
	}
	return runtime.NumCPU()
}

// Solve finds the exact score of pos and a best move, searching to the end
// of the game, however far that is. Stopped by ctx, it returns ctx's error
// with what it has proven: the best move so far (Pass if none) and a score
// that move reaches at least.
func Solve(ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error) {
	if pos.Outcome().Over() {
		return Solution{}, engine.ErrGameOver
	}
	return familyOf(pos.Variant()).solve(ctx, pos, opt)
}

func (w *words[R]) solve(ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error) {
	began := time.Now()
	p, o := sides[uint64](w.r, pos)
	var rep *reporter
	if opt.Progress != nil {
		rep = newReporter(opt.Progress, pos.Empties(), len(pos.LegalMoves()))
	}
	workers := make([]*solver[R], opt.threads())
	for i := range workers {
		workers[i] = w.newSolver(ctx)
		workers[i].rep = rep
		defer workers[i].release()
	}
	sv := workers[0]
	sol := Solution{Move: engine.Pass}
	if moves := w.r.Moves(p, o); moves == 0 {
		sol.Score = -sv.solve(o, p, -exactBound, exactBound)
		sol.Line = sv.line(pos, sol.Score)
	} else {
		ordered, _, _ := sv.order(nil, p, o, moves, -1, exactBound)
		var found *solver[R]
		sol.Score, sol.Move, sol.Moves, found = w.solveRoot(ctx, p, o, ordered, opt.All, workers)
		// The line starts with the best move, followed in the table of the
		// worker that solved it.
		next, _, _ := pos.Play(sol.Move)
		sol.Line = append([]engine.Move{sol.Move}, found.line(next, -sol.Score)...)
	}
	aborted := false
	for _, sv := range workers {
		aborted = aborted || sv.aborted
		sol.Nodes += sv.nodes
	}
	sol.Elapsed = time.Since(began)
	if err := ctx.Err(); err != nil || aborted {
		partial := Solution{Move: engine.Pass, Nodes: sol.Nodes, Elapsed: sol.Elapsed}
		if rep != nil {
			partial.Move, partial.Score = rep.state.Best, rep.state.AtLeast
		}
		return partial, ctx.Err()
	}
	sortScores(sol.Moves)
	return sol, nil
}

// solveRoot scores the root moves, in order. The first is solved alone to
// set the bound; the others go to the workers, each with its own table,
// that first show with a null window whether a move can beat the best so
// far and solve it exactly only then (with all, every move exactly). It
// returns the best score and move, the move scores with all, and the worker
// whose table holds the best move's line.
func (w *words[R]) solveRoot(ctx context.Context, p, o uint64, moves []orderedMove, all bool, workers []*solver[R]) (int, engine.Move, []MoveScore, *solver[R]) {
	first := workers[0]
	var (
		mu      sync.Mutex
		best    = -exactBound
		bestIdx = -1
		bestBy  = first
		scores  []MoveScore
		done    int
	)
	child := func(sq int) (uint64, uint64) {
		f := w.r.Flips(p, o, sq)
		return o &^ f, p | f | 1<<uint(sq)
	}
	// Of equal scores the move earlier in the order wins, whichever worker
	// finishes first: the choice stays the same from run to run.
	record := func(i, v int, by *solver[R]) {
		if all {
			scores = append(scores, MoveScore{engine.Move(w.r.Cell(moves[i].sq)), v})
		}
		if bestIdx < 0 || v > best || v == best && i < bestIdx {
			best, bestIdx, bestBy = v, i, by
		}
	}
	// finished counts a root move searched to the end, for the progress.
	finished := func() {
		done++
		first.rep.rooted(engine.Move(w.r.Cell(moves[bestIdx].sq)), best, done)
	}
	np, no := child(moves[0].sq)
	if v := -first.solve(np, no, -exactBound, exactBound); first.aborted {
		bestIdx = 0
	} else {
		record(0, v, first)
		finished()
	}
	work := make(chan int)
	var wg sync.WaitGroup
	for _, sv := range workers {
		wg.Go(func() {
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
				finished()
				mu.Unlock()
			}
		})
	}
	for i := 1; i < len(moves) && ctx.Err() == nil; i++ {
		work <- i
	}
	close(work)
	wg.Wait()
	return best, engine.Move(w.r.Cell(moves[bestIdx].sq)), scores, bestBy
}

// exactBound is beyond every exact score.
const exactBound = 127

// line follows a principal line: at each position a move whose exact score
// is the position's, found with null windows on the warm table, the table's
// best move tried first.
func (sv *solver[R]) line(pos engine.Position, score int) []engine.Move {
	var out []engine.Move
	for !pos.Outcome().Over() && sv.ctx.Err() == nil {
		p, o := sides[uint64](sv.r, pos)
		moves := sv.r.Moves(p, o)
		first := -1
		if e := sv.probe(p, o); sv.hit(e, p, o) && e.move >= 0 && moves>>uint(e.move)&1 != 0 {
			first = int(e.move)
		}
		try := sv.r.Squares(moves)
		if first >= 0 {
			try = append([]int{first}, try...)
		}
		next := engine.Pass
		for i, sq := range try {
			if i > 0 && sq == first {
				continue
			}
			f := sv.r.Flips(p, o, sq)
			if -sv.solve(o&^f, p|f|1<<uint(sq), -score-1, -score+1) == score {
				next = engine.Move(sv.r.Cell(sq))
				break
			}
		}
		if next == engine.Pass && moves != 0 {
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

// solve on the general board runs the search to the end of the game.
func (l *lines) solve(ctx context.Context, pos engine.Position, opt SolveOptions) (Solution, error) {
	all := opt.All
	began := time.Now()
	p, o := sides[board.Set](l.r, pos)
	t := mmTables.take(mmTableBits)
	defer mmTables.put(t)
	se := &searcher[board.Set, board.Lines]{r: l.r, ev: l.ev, ctx: ctx, tt: t.entries, gen: t.gen}
	depth := pos.Empties() + 1
	sol := Solution{Move: engine.Pass}
	moves := l.r.Squares(l.r.Moves(p, o))
	if len(moves) == 0 {
		sol.Score = -se.negamax(o, p, depth, -exactValue(exactBound), exactValue(exactBound), true) / exactScale
	}
	alpha := -exactValue(exactBound)
	for _, sq := range moves {
		lo := alpha
		if all {
			lo = -exactValue(exactBound)
		}
		np, no := l.r.Play(p, o, l.r.Flips(p, o, sq), sq)
		v := -se.negamax(np, no, depth, -exactValue(exactBound), -lo, false) / exactScale
		if se.aborted {
			return Solution{Move: engine.Pass}, ctx.Err()
		}
		if all {
			sol.Moves = append(sol.Moves, MoveScore{engine.Move(sq), v})
		}
		if v*exactScale > alpha || sol.Move == engine.Pass {
			alpha, sol.Score, sol.Move = max(alpha, v*exactScale), v, engine.Move(sq)
		}
	}
	if sol.Move != engine.Pass {
		sol.Line = se.line(p, o, int(sol.Move), depth)
	}
	sol.Nodes, sol.Elapsed = se.nodes, time.Since(began)
	sortScores(sol.Moves)
	return sol, nil
}
