package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A game with a clock (--clock) gives each person the time set for the
// whole game: it runs on their turn, and a person whose time runs out
// loses the game. The AIs keep to their time per move.

// gameClock is the time each side has left, and whose is running since
// when.
type gameClock struct {
	left    [2]time.Duration // by colour: black's, white's
	running engine.Color     // whose time runs; Empty for none
	since   time.Time        // when it began to
	gen     int              // the ticks of the turn under way; older ones are dropped
	now     func() time.Time // the time: time.Now, or a test's
}

// clockTickMsg checks a person's time, and redraws it.
type clockTickMsg struct{ gen int }

// clocked says whether c plays on the clock.
func (g gameModel) clocked(c engine.Color) bool { return g.cfg.Clock > 0 && g.isHuman(c) }

// startClock stops the time that runs, taking it from its side's, and
// starts the time of the side to move where it is clocked.
func (g *gameModel) startClock() tea.Cmd {
	c := &g.ui.clock
	if c.running != engine.Empty {
		c.left[c.running-engine.Black] = g.timeLeft(c.running)
	}
	c.gen++
	c.running = engine.Empty
	if mover := g.rec.ToMove(); g.clocked(mover) && !g.over() {
		c.running, c.since = mover, c.now()
		return g.clockTick()
	}
	return nil
}

// clockTick waits until the time that runs shows a change, at most a
// second.
func (g gameModel) clockTick() tea.Cmd {
	if g.cfg.now != nil {
		return nil // a test's clock: the test moves it, and sends the ticks
	}
	wait := min(max(g.timeLeft(g.ui.clock.running)%time.Second, 10*time.Millisecond), time.Second)
	gen := g.ui.clock.gen
	return tea.Tick(wait, func(time.Time) tea.Msg { return clockTickMsg{gen: gen} })
}

// timeLeft is the time c has left now.
func (g gameModel) timeLeft(c engine.Color) time.Duration {
	clock := g.ui.clock
	left := clock.left[c-engine.Black]
	if c == clock.running && !g.ui.tour {
		left -= clock.now().Sub(clock.since)
	}
	return max(left, 0)
}

// ticked ends the game of a person whose time has run out, else waits for
// the next change.
func (g *gameModel) ticked(msg clockTickMsg) tea.Cmd {
	mover := g.ui.clock.running
	if msg.gen != g.ui.clock.gen || mover == engine.Empty || g.ui.tour {
		return nil // the tour's closing starts the ticks again
	}
	if g.timeLeft(mover) > 0 {
		return g.clockTick()
	}
	g.rec.LoseOnTime(mover) // the panel says why the game ended
	return g.next()
}

// clocks is the time each side has left, for the panel, -1 for a side
// not on the clock; nil without a clock.
func (g gameModel) clocks() []time.Duration {
	if g.cfg.Clock == 0 {
		return nil
	}
	var out []time.Duration
	for _, c := range []engine.Color{engine.Black, engine.White} {
		if g.clocked(c) {
			out = append(out, g.timeLeft(c))
		} else {
			out = append(out, -1)
		}
	}
	return out
}

// openTour shows the tour of the keys, and closeTour closes it: the time
// a person spends reading it is not taken from their clock, which stands
// still meanwhile.
func (g *gameModel) openTour() {
	c := &g.ui.clock
	if c.running != engine.Empty {
		c.left[c.running-engine.Black] = g.timeLeft(c.running)
		c.since = c.now()
	}
	g.ui.tour = true
}

func (g *gameModel) closeTour() tea.Cmd {
	g.ui.tour = false
	if g.ui.clock.running == engine.Empty {
		return nil
	}
	g.ui.clock.since = g.ui.clock.now()
	return g.clockTick()
}
