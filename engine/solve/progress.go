package solve

import (
	"sync"
	"sync/atomic"
	"time"

	"reversi/engine"
)

// SolveProgress is how far a solve has come.
type SolveProgress struct {
	Empties int
	Nodes   int64
	Elapsed time.Duration
	// Best is the best move proven so far, and AtLeast the score it is
	// proven to reach; Best is Pass until the first move is solved.
	Best    engine.Move
	AtLeast int
	Done    int // moves at the root searched, of Moves
	Moves   int
	// Pass says the side to move must pass. Done and Moves then count the
	// opponent's replies where the solve searches them one by one (boards
	// of more than 64 cells), and are 0 where it searches them together.
	Pass bool
	// Lower and Upper bound the score as far as it is proven: the board's
	// cells each way until a search of the root has bounded it.
	Lower, Upper int
	// Selective is the margin in discs of the selective search under way
	// before the exact one (whose findings prove nothing), 0 for none.
	Selective int
}

// progressEvery is how often a solve reports its progress.
const progressEvery = 500 * time.Millisecond

// reporter gathers a solve's progress from its goroutines and hands it to
// the caller's function every so often, if there is one.
type reporter struct {
	fn      func(SolveProgress)
	proving func(best engine.Move, atLeast int) // SolveOptions.Proving
	every   time.Duration
	began   time.Time
	nodes   atomic.Int64

	mu    sync.Mutex
	last  time.Time
	state SolveProgress
}

// newReporter returns the reporter of a solve of pos, whose root has moves
// moves (a side that must pass: the replies counted, or 0), telling opt's
// Progress and Proving (nil for no one).
func newReporter(opt SolveOptions, pos engine.Position, moves int) *reporter {
	r := reporting(opt.Progress, progressEvery)
	r.proving = opt.Proving
	cells := pos.Variant().Cells()
	pass := len(pos.LegalMoves()) == 0
	r.state = SolveProgress{Empties: pos.Empties(), Best: engine.Pass, Moves: moves, Pass: pass, Lower: -cells, Upper: cells}
	return r
}

// reporting returns a reporter that tells fn at most every interval, its
// time counted from now.
func reporting(fn func(SolveProgress), every time.Duration) *reporter {
	now := time.Now()
	return &reporter{fn: fn, every: every, began: now, last: now}
}

// counted adds nodes searched, and reports if it is time.
func (r *reporter) counted(nodes int64) {
	if r == nil {
		return
	}
	r.nodes.Add(nodes)
	if r.fn == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if now := time.Now(); now.Sub(r.last) >= r.every {
		r.last = now
		r.report(now)
	}
}

// rooted records the best root move so far, which bounds the score from
// below, and the root moves done.
func (r *reporter) rooted(best engine.Move, atLeast, done int) {
	r.proven(func(s *SolveProgress) {
		if r.proving != nil && (best != s.Best || atLeast != s.AtLeast) {
			r.proving(best, atLeast)
		}
		s.Best, s.AtLeast, s.Done = best, atLeast, done
		s.Lower = max(s.Lower, atLeast)
	})
}

// replied records, of a side that must pass, the opponent's replies done
// and the most its best so far leaves the side.
func (r *reporter) replied(atMost, done int) {
	r.proven(func(s *SolveProgress) {
		s.Done = done
		s.Upper = min(s.Upper, atMost)
	})
}

// selecting records the margin of the selective search under way, 0 for
// none: while one runs, the bounds and moves it finds are not recorded, as
// they prove nothing.
func (r *reporter) selecting(margin int) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.state.Selective = margin
}

// bounded records bounds proven of the score.
func (r *reporter) bounded(lower, upper int) {
	r.proven(func(s *SolveProgress) {
		s.Lower, s.Upper = max(s.Lower, lower), min(s.Upper, upper)
	})
}

// proven records in the state what record finds, unless a selective
// search is under way (selecting).
func (r *reporter) proven(record func(*SolveProgress)) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state.Selective > 0 {
		return
	}
	record(&r.state)
}

// partial is the solution of a solve stopped after nodes and elapsed:
// what it has proven, once its goroutines are done, with the moves it
// solved, best first.
func (r *reporter) partial(nodes int64, elapsed time.Duration, solved []MoveScore) Solution {
	s := r.state
	sortScores(solved)
	return Solution{Move: s.Best, Score: s.AtLeast, Lower: s.Lower, Upper: s.Upper, Moves: solved, Nodes: nodes, Elapsed: elapsed}
}

func (r *reporter) report(now time.Time) {
	s := r.state
	s.Nodes, s.Elapsed = r.nodes.Load(), now.Sub(r.began)
	r.fn(s)
}
