package search

import (
	"cmp"
	"context"
	"sync"
	"testing"
	"time"

	"reversi/engine/internal/enginetest"
	"reversi/engine/internal/family"
)

// stepClock moves a step each time it is read: a search under it meets
// its deadline after so many reads of the clock, on any machine.
type stepClock struct {
	mu    sync.Mutex
	at    time.Time
	step  time.Duration
	reads int
}

func (c *stepClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at = c.at.Add(c.step)
	c.reads++
	return c.at
}

// Every player that keeps a budget answers within a few reads of its
// clock once the clock has passed its deadline, on 8×8, on 26×26, where a
// node is dear, and on 6×6 at 26 empty cells, where minimax hands the
// whole position to the solver, on one goroutine and on two: the clock is
// read every few thousand nodes at least, and nothing after the deadline
// (a solve, its helpers, a last depth) goes on unchecked.
func TestBudgetedPlayersStopOnceTheClockPassesTheDeadline(t *testing.T) {
	const budget, step, slack = 200 * time.Millisecond, time.Millisecond, 10 * time.Millisecond
	for _, at := range []struct{ size, plies int }{{6, 6}, {8, 20}, {26, 20}} {
		pos := enginetest.Midgame(enginetest.Flat(t, at.size), at.plies, 3)
		for _, threads := range []int{1, 2} {
			for _, kind := range []string{"minimax", "6", "perfect", "mcts"} {
				p, err := New(kind, Options{Budget: budget, Threads: threads})
				if err != nil {
					t.Fatal(err)
				}
				// Far from now, so that no timer of the real clock ends the search.
				start := time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)
				clock := &stepClock{at: start, step: step}
				c, err := p.Choose(family.WithClock(context.Background(), clock.now), pos, nil)
				if err != nil || !pos.IsLegal(c.Move) {
					t.Errorf("%s on %v, threads=%d: %v, %v; want a legal move", kind, pos.Variant(), threads, c.Move, err)
				}
				// The exact solver reads the clock every 4,096 nodes of each
				// goroutine, the search every 16: a clock that moves only
				// when read would not see a search that reads it too seldom.
				if c.Nodes > 4096*int64(clock.reads+threads) {
					t.Errorf("%s on %v, threads=%d, searched %d nodes in %d reads of its clock, more than 4,096 a read", kind, pos.Variant(), threads, c.Nodes, clock.reads)
				}
				if took := clock.at.Sub(start); took > budget+slack {
					t.Errorf("%s on %v, threads=%d, took %v of its clock (%d reads), more than %v past its budget of %v", kind, pos.Variant(), threads, took, clock.reads, slack, budget)
				}
			}
		}
	}
}

// MCTS stops once the result of its root is proven, long before its budget
// runs out on a clock that steps at each read, and plays a move that
// reaches that result: a position of a few empty cells is proven in a few
// thousand playouts.
func TestMCTSStopsOnceItsRootIsProven(t *testing.T) {
	const budget = time.Minute
	sign := func(n int) int { return cmp.Compare(n, 0) }
	for seed := uint64(1); seed <= 4; seed++ {
		pos := enginetest.Midgame(enginetest.Flat(t, 8), 51, seed)
		if len(pos.LegalMoves()) < 2 {
			continue // answered at once, as with one move
		}
		start := time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)
		clock := &stepClock{at: start, step: time.Millisecond}
		c, err := MCTS{Budget: budget, Seed: seed}.Choose(family.WithClock(context.Background(), clock.now), pos, nil)
		if err != nil {
			t.Fatal(err)
		}
		if took := clock.at.Sub(start); took >= budget {
			t.Errorf("%v (%d empty cells): %d playouts took the whole budget of %v", pos, pos.Empties(), c.Nodes, budget)
		}
		next, _, err := pos.Play(c.Move)
		if err != nil {
			t.Fatal(err)
		}
		got := enginetest.Brute(next)
		if next.Turn() != pos.Turn() {
			got = -got
		}
		if want := enginetest.Brute(pos); sign(got) != sign(want) {
			t.Errorf("%v: %v scores %+d, where the best scores %+d", pos, c.Move, got, want)
		}
	}
}
