package solve

import (
	"sync"
	"sync/atomic"
	"time"
)

// Solving on several goroutines: young brothers wait. At a node with
// splitEmpties or more empty squares, the first two moves are searched
// alone; once they are known, the node's other moves go to goroutines that
// are free to start, and the node's own goroutine takes those no one else
// is free for. All of them share the transposition table. A move that
// reaches beta stops its brothers still being searched, and everything
// below them.

// splitEmpties is the fewest empties at which a node shares its moves:
// below it a move costs less than handing it over (measured: docs/engine.md).
const splitEmpties = 16

// crew is what the goroutines of one solve share to split work.
type crew struct {
	idle  chan struct{} // a token for each goroutine that may start
	nodes atomic.Int64  // the nodes of helpers that have finished
	// The time goroutines go without work, the tokens' time free, kept
	// without a lock: each token taken adds the time since the crew
	// began, each given back takes it away, and the tokens free at the
	// end add it.
	since  func() time.Duration // the time since the crew began
	waited atomic.Int64         // nanoseconds
	free   atomic.Int64
}

// newCrew returns the crew of threads goroutines, nil for one.
func newCrew(threads int) *crew {
	if threads < 2 {
		return nil
	}
	began := time.Now()
	c := &crew{idle: make(chan struct{}, threads), since: func() time.Duration { return time.Since(began) }}
	c.free.Store(int64(threads - 1))
	for range threads - 1 {
		c.idle <- struct{}{}
	}
	return c
}

// count records that delta tokens are given back now (taken if negative).
func (c *crew) count(delta int64) {
	c.free.Add(delta)
	c.waited.Add(-delta * int64(c.since()))
}

// idleShare is the share of the goroutines' time spent without work so
// far; 0 for one goroutine.
func (c *crew) idleShare() float64 {
	if c == nil {
		return 0
	}
	now := c.since()
	if now <= 0 {
		return 0
	}
	waited := c.waited.Load() + c.free.Load()*int64(now)
	return float64(waited) / float64(int64(cap(c.idle))*int64(now))
}

// take says whether a goroutine may start now, and takes its token.
func (c *crew) take() bool {
	if c == nil {
		return false
	}
	select {
	case <-c.idle:
		c.count(-1)
		return true
	default:
		return false
	}
}

// wait waits for the helpers of wg, lending the waiting goroutine's
// token to others meanwhile.
func (c *crew) wait(wg *sync.WaitGroup) {
	if c == nil {
		return
	}
	c.count(+1)
	c.idle <- struct{}{}
	wg.Wait()
	<-c.idle
	c.count(-1)
}

// splitPoint is a node whose moves several goroutines are searching.
type splitPoint struct {
	parent *splitPoint
	cut    atomic.Bool // a move reached beta: the others are wasted
}

// stopped says whether the search below sp is wasted: a move reached beta
// at sp or at a split point above it.
func (sp *splitPoint) stopped() bool {
	for ; sp != nil; sp = sp.parent {
		if sp.cut.Load() {
			return true
		}
	}
	return false
}

// halted says whether the solver's results are to be thrown away: the
// solve was cancelled, or a brother of what it searches reached beta.
func (sv *solver[R]) halted() bool { return sv.aborted || sv.sp.stopped() }

// helper returns a solver for another goroutine searching below sp.
func (sv *solver[R]) helper(sp *splitPoint) *solver[R] {
	h := *sv
	h.nodes, h.check, h.reported, h.sp = 0, 0, 0, sp
	h.near = sv.table.TakeNear(nearBits)
	return &h
}

// searched returns the nodes searched by sv and the helpers it has had.
func (sv *solver[R]) searched() int64 {
	if sv.crew == nil {
		return sv.nodes
	}
	return sv.nodes + sv.crew.nodes.Load()
}

// finish counts a helper's nodes and frees its table and its token.
func (sv *solver[R]) finish(h *solver[R]) {
	sv.crew.nodes.Add(h.nodes)
	sv.table.PutNear(h.near)
	h.rep.counted(h.nodes - h.reported)
	sv.crew.count(+1)
	sv.crew.idle <- struct{}{}
}

// split searches the moves of p against o after the first, whose score
// best (with bestMove) already failed to reach beta, sharing them with
// free goroutines. It returns the best score and move.
func (sv *solver[R]) split(p, o uint64, moves []orderedMove, best, bestMove, alpha, beta int) (int, int) {
	sp := &splitPoint{parent: sv.sp}
	var mu sync.Mutex
	try := func(w *solver[R], m orderedMove) {
		mu.Lock()
		a := alpha
		mu.Unlock()
		v := w.laterMove(p, o, m, a, beta)
		if w.halted() {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if v > best {
			best, bestMove = v, m.sq
			if v > alpha {
				alpha = v
				if v >= beta {
					sp.cut.Store(true)
				}
			}
		}
	}
	var wg sync.WaitGroup
	parent := sv.sp
	for _, m := range moves {
		if sv.aborted || sp.stopped() {
			break
		}
		if sv.crew.take() {
			h := sv.helper(sp)
			wg.Go(func() {
				defer sv.finish(h)
				try(h, m)
			})
			continue
		}
		sv.sp = sp
		try(sv, m)
		sv.sp = parent
	}
	sv.crew.wait(&wg)
	return best, bestMove
}
