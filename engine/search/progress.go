package search

import (
	"sync"
	"time"
)

// reporter tells the caller of a search how far it has come: the best
// choice so far as each depth ends or, solving, as each move is proven,
// as the search turns exact, and while a depth or the exact solver runs,
// the nodes so far, the solver's from its goroutines. It tells nothing
// once the search has ended.
type reporter struct {
	fn    func(Choice)     // nil for no one
	now   func() time.Time // the search's clock (family.ClockOf)
	began time.Time

	mu    sync.Mutex
	best  Choice        // the best choice so far, Solving set from the solve's start
	base  int64         // the nodes to add to the solver's count
	heard int64         // the solver's count last heard
	count time.Duration // when a depth under way last told its nodes
	ended bool
}

// countEvery is how often a depth under way tells its nodes, on the
// search's clock: often enough that the count moves on the screen.
const countEvery = 100 * time.Millisecond

func newReporter(fn func(Choice), now func() time.Time) *reporter {
	return &reporter{fn: fn, now: now, began: now()}
}

// elapsed is the time since the search began, on its clock.
func (r *reporter) elapsed() time.Duration { return r.now().Sub(r.began) }

// chose records the best choice so far, and tells it.
func (r *reporter) chose(c Choice) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.best = c
	r.tell(c)
}

// solving records that the search solves a position of empties empty
// cells exactly from now on, having searched nodes so far, and tells it
// as it turns exact after a choice, so that the caller hears the switch at
// once rather than at the solver's next count. Solving from its first
// depth, with no choice yet, it tells nothing: SolvingFrom says it.
func (r *reporter) solving(empties int, nodes int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	turned := r.best.Solving == 0 && r.best.Depth > 0
	r.best.Solving = empties
	r.base = nodes - r.heard
	if turned {
		c := r.best
		c.Nodes, c.Elapsed = nodes, r.elapsed()
		r.tell(c)
	}
}

// counted tells the best choice so far with the nodes searched, as the
// exact solver says it has searched solved since it began.
func (r *reporter) counted(solved int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.heard = solved
	c := r.best
	c.Nodes, c.Elapsed = r.base+solved, r.elapsed()
	r.tell(c)
}

// searched tells the best choice so far with the nodes searched while
// the search of depth, the next after the choice's, goes on, at most every
// countEvery; nothing before the first depth has ended. Solving, its
// Searching is left 0: the choice may be a move the depth has proven, and
// the report says the empty cells solved.
func (r *reporter) searched(depth int, nodes int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	at := r.elapsed()
	if r.best.Depth == 0 || at < r.count+countEvery {
		return
	}
	r.count = at
	c := r.best
	c.Nodes, c.Elapsed = nodes, at
	if c.Solving == 0 {
		c.Searching = depth
	}
	r.tell(c)
}

// proved records c, a move the exact solve has proven best so far, and
// tells it with the nodes searched as far as the solver has said.
func (r *reporter) proved(c Choice) {
	r.mu.Lock()
	defer r.mu.Unlock()
	c.Nodes, c.Elapsed = r.base+r.heard, r.elapsed()
	r.best = c
	r.tell(c)
}

// end stops the reports: the search has its answer.
func (r *reporter) end() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ended = true
}

func (r *reporter) tell(c Choice) {
	if r.fn != nil && !r.ended {
		r.fn(c)
	}
}
