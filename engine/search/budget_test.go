package search

import (
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
// clock once the clock has passed its deadline, on 8×8 and on 26×26,
// where a node is dear: the clock is read often enough, and nothing after
// the deadline (a solve, a last depth) goes on unchecked.
func TestBudgetedPlayersStopOnceTheClockPassesTheDeadline(t *testing.T) {
	const budget, step, slack = 200 * time.Millisecond, time.Millisecond, 10 * time.Millisecond
	for _, size := range []int{8, 26} {
		pos := enginetest.Midgame(enginetest.Flat(t, size), 20, 3)
		for _, kind := range []string{"minimax", "6", "perfect", "mcts"} {
			p, err := New(kind, Options{Budget: budget, Threads: 1})
			if err != nil {
				t.Fatal(err)
			}
			// Far from now, so that no timer of the real clock ends the search.
			start := time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC)
			clock := &stepClock{at: start, step: step}
			c, err := p.Choose(family.WithClock(context.Background(), clock.now), pos, nil)
			if err != nil || !pos.IsLegal(c.Move) {
				t.Errorf("%s on %dx%d: %v, %v; want a legal move", kind, size, size, c.Move, err)
			}
			if took := clock.at.Sub(start); took > budget+slack {
				t.Errorf("%s on %dx%d took %v of its clock (%d reads), more than %v past its budget of %v", kind, size, size, took, clock.reads, slack, budget)
			}
		}
	}
}
