package solve

import (
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"reversi/engine/internal/board"
)

// Solving on several goroutines: young brothers wait, with work sharing.
// At a node with splitEmpties or more empty squares, the first move is
// searched alone (and the next too, up to aloneMoves in all, while each
// scores alpha less one or more); if they do not reach beta, the node
// becomes a split point whose other moves any goroutine free to work may
// take, one at a time: those free at once, those that finish a move (at
// this split point or any other) and those that wait for their own split
// point's moves to end. A free goroutine takes a move of the open split
// point with the most empties: the largest piece of work. All of them
// share the transposition table. A move that reaches beta stops its
// brothers still being searched, and everything below them.

// splitEmpties is the fewest empties at which a node shares its moves:
// below it a move costs less than handing it over (measured on 16 cores:
// docs/engine-notes.md, *Parallel search*).
const splitEmpties = 14

// aloneMoves is the most moves a node searches alone before it shares the
// rest, where each scored alpha less one or more: such a node is often cut
// by a later move, and moves shared then are wasted (docs/engine-notes.md,
// *Parallel search*).
const aloneMoves = 4

// crew is what the goroutines of one solve share to split work. A
// goroutine searches while it holds a token, or while it owes one (debt):
// a split point's owner whose moves are done goes on at once, and the
// next goroutine to finish a move gives its token up for it.
type crew[R board.Word] struct {
	idle  chan struct{} // a token for each goroutine that may start
	nodes atomic.Int64  // the nodes of helpers' finished moves
	debt  atomic.Int64  // goroutines searching without a token
	// The time goroutines go without work, the tokens' time free, kept
	// without a lock: each token taken adds the time since the crew
	// began, each given back takes it away, and the tokens free at the
	// end add it.
	since  func() time.Duration // the time since the crew began
	waited atomic.Int64         // nanoseconds
	free   atomic.Int64
	// The goroutines started to work, waited for before the solve hands
	// its tables on: each gives its own small table back as it ends.
	workers sync.WaitGroup
	mu      sync.Mutex
	open    []*splitPoint[R] // split points whose moves may be free to take
}

// newCrew returns the crew of threads goroutines, nil for one.
func newCrew[R board.Word](threads int) *crew[R] {
	if threads < 2 {
		return nil
	}
	began := time.Now()
	c := &crew[R]{idle: make(chan struct{}, threads), since: func() time.Duration { return time.Since(began) }}
	c.free.Store(int64(threads - 1))
	for range threads - 1 {
		c.idle <- struct{}{}
	}
	return c
}

// count records that delta tokens are given back now (taken if negative).
func (c *crew[R]) count(delta int64) {
	c.free.Add(delta)
	c.waited.Add(-delta * int64(c.since()))
}

// idleShare is the share of the goroutines' time spent without work so
// far; 0 for one goroutine.
func (c *crew[R]) idleShare() float64 {
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
func (c *crew[R]) take() bool {
	select {
	case <-c.idle:
		c.count(-1)
		return true
	default:
		return false
	}
}

// giveBack frees a token for a goroutine to start later.
func (c *crew[R]) giveBack() {
	c.count(+1)
	c.idle <- struct{}{}
}

// repay gives up the token of a goroutine whose move is done, if another
// goroutine searches without one.
func (c *crew[R]) repay() bool {
	for {
		d := c.debt.Load()
		if d <= 0 {
			return false
		}
		if c.debt.CompareAndSwap(d, d-1) {
			return true
		}
	}
}

// lend hands the token of a goroutine about to wait on: to one searching
// without a token, else to a new goroutine taking a move of an open split
// point, else back to the free tokens.
func (c *crew[R]) lend() {
	if c.repay() {
		return
	}
	if sp, m, alpha, ok := c.find(); ok {
		c.start(sp, m, alpha)
		return
	}
	c.giveBack()
}

// wait waits for wg, lending the waiting goroutine's token meanwhile; it
// then takes a token back, or owes one.
func (c *crew[R]) wait(wg *sync.WaitGroup) {
	c.lend()
	wg.Wait()
	if !c.take() {
		c.debt.Add(1)
	}
}

// start works on sp's move m within alpha on a goroutine of its own.
func (c *crew[R]) start(sp *splitPoint[R], m orderedMove, alpha int) {
	c.workers.Go(func() { c.work(sp, m, alpha) })
}

// work searches sp's move m within alpha, and then whatever moves of open
// split points are free, on a goroutine of its own that holds a token.
func (c *crew[R]) work(sp *splitPoint[R], m orderedMove, alpha int) {
	near := sp.template.table.TakeNear(nearBits)
	defer sp.template.table.PutNear(near)
	own := scratches.Get().(*scratch)
	defer scratches.Put(own)
	for {
		sp.help(near, own, m, alpha)
		if c.repay() {
			return
		}
		var ok bool
		if m, alpha, ok = sp.claim(); ok {
			continue
		}
		if sp, m, alpha, ok = c.find(); !ok {
			c.giveBack()
			return
		}
	}
}

// find takes a move of the open split point with the most empties that
// has one free, and says the split point, the move and its alpha.
func (c *crew[R]) find() (*splitPoint[R], orderedMove, int, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for {
		var best *splitPoint[R]
		for _, sp := range c.open {
			if (best == nil || sp.empties > best.empties) && sp.free() {
				best = sp
			}
		}
		if best == nil {
			return nil, orderedMove{}, 0, false
		}
		if m, alpha, ok := best.claim(); ok {
			return best, m, alpha, true
		}
	}
}

// opened lists sp among the split points whose moves may be taken.
func (c *crew[R]) opened(sp *splitPoint[R]) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.open = append(c.open, sp)
}

// closed ends the taking of sp's moves: its owner takes no more.
func (c *crew[R]) closed(sp *splitPoint[R]) {
	sp.mu.Lock()
	sp.closed = true
	sp.mu.Unlock()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.open = slices.DeleteFunc(c.open, func(x *splitPoint[R]) bool { return x == sp })
}

// splitPoint is a node whose moves several goroutines are searching.
type splitPoint[R board.Word] struct {
	parent   *splitPoint[R]
	cut      atomic.Bool // a move reached beta: the others are wasted
	aborted  atomic.Bool // a goroutine's search of a move was cancelled
	template *solver[R]  // what a helper's solver starts as
	p, o     uint64
	empties  int
	beta     int
	searches sync.WaitGroup // the moves taken and not yet done
	lent     atomic.Int64   // the nodes others searched here
	mu       sync.Mutex     // guards what follows
	moves    []orderedMove
	next     int  // the first move no one has taken
	closed   bool // the owner takes no more moves: nor may others
	alpha    int
	best     int
	bestMove int
}

// stopped says whether the search below sp is wasted: a move reached beta
// at sp or at a split point above it.
func (sp *splitPoint[R]) stopped() bool {
	for ; sp != nil; sp = sp.parent {
		if sp.cut.Load() {
			return true
		}
	}
	return false
}

// free says whether a move of sp may be taken.
func (sp *splitPoint[R]) free() bool {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return sp.freeLocked()
}

// freeLocked is free with sp.mu held.
func (sp *splitPoint[R]) freeLocked() bool {
	return !sp.closed && sp.next < len(sp.moves) && !sp.stopped()
}

// claim takes sp's next move, and says the alpha to search it with.
func (sp *splitPoint[R]) claim() (orderedMove, int, bool) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if !sp.freeLocked() {
		return orderedMove{}, 0, false
	}
	m := sp.moves[sp.next]
	sp.next++
	sp.searches.Add(1)
	return m, sp.alpha, true
}

// record takes the score v of move sq searched by w, and ends the move.
func (sp *splitPoint[R]) record(w *solver[R], v, sq int) {
	defer sp.searches.Done()
	if w.aborted {
		sp.aborted.Store(true)
	}
	if w.halted() {
		return
	}
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if v > sp.best {
		sp.best, sp.bestMove = v, sq
		if v > sp.alpha {
			sp.alpha = v
			if v >= sp.beta {
				sp.cut.Store(true)
			}
		}
	}
}

// help searches move m of sp within alpha on a helper's solver whose
// table for few empties is near and scratch own.
func (sp *splitPoint[R]) help(near []solveEntry, own *scratch, m orderedMove, alpha int) {
	h := *sp.template
	h.near, h.own = near, own
	v := h.laterMove(sp.p, sp.o, m, alpha, sp.beta)
	h.crew.nodes.Add(h.nodes)
	sp.lent.Add(h.nodes + h.lent)
	h.rep.counted(h.nodes - h.reported)
	sp.record(&h, v, m.sq)
}

// halted says whether the solver's results are to be thrown away: the
// solve was cancelled, or a brother of what it searches reached beta.
func (sv *solver[R]) halted() bool { return sv.aborted || sv.sp.stopped() }

// searched returns the nodes searched by sv and the helpers it has had.
func (sv *solver[R]) searched() int64 {
	if sv.crew == nil {
		return sv.nodes
	}
	return sv.nodes + sv.crew.nodes.Load()
}

// split searches the moves of p against o after the first, whose score
// best (with bestMove) already failed to reach beta, sharing them with
// the crew's free goroutines. It returns the best score and move.
func (sv *solver[R]) split(p, o uint64, moves []orderedMove, best, bestMove, alpha, beta int) (int, int) {
	c := sv.crew
	sp := &splitPoint[R]{parent: sv.sp, p: p, o: o, empties: bits.OnesCount64(sv.all &^ (p | o)), beta: beta,
		moves: slices.Clone(moves), alpha: alpha, best: best, bestMove: bestMove}
	template := *sv
	template.nodes, template.lent, template.check, template.reported, template.near, template.own, template.sp = 0, 0, 0, 0, nil, nil, sp
	sp.template = &template
	c.opened(sp)
	parent := sv.sp
	sv.sp = sp
	for !sv.aborted {
		for c.take() {
			m, a, ok := sp.claim()
			if !ok {
				c.giveBack()
				break
			}
			c.start(sp, m, a)
		}
		m, a, ok := sp.claim()
		if !ok {
			break
		}
		sp.record(sv, sv.laterMove(p, o, m, a, beta), m.sq)
	}
	sv.sp = parent
	c.closed(sp)
	c.wait(&sp.searches)
	sv.lent += sp.lent.Load()
	// A move not searched to its end leaves the node's score unknown.
	sv.aborted = sv.aborted || sp.aborted.Load()
	return sp.best, sp.bestMove
}
