package model

import (
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A game with a clock (--clock) gives each person the time set for the
// whole game: it runs on their turn, and a person whose time runs out
// loses the game. The AIs keep to their time per move. The clock stands
// still while the board is out of sight (the tour of the keys, the rules,
// the editor, the setup, a terminal too small for it, the page of keys;
// not their box drawn over it), the game asks a
// question (quit? resign?) or the program is stopped (a SIGTSTP or SIGSTOP
// and fg), and a game saved goes on with the time left.

// gameClock is the time each side has left, and whose is running since
// when.
type gameClock struct {
	left    [2]time.Duration // by colour: black's, white's
	running engine.Color     // whose time runs; Empty for none
	since   time.Time        // when it began to, last ticked or last stood still
	away    bool             // another screen or the page of keys is shown, or the board does not fit: the time stands still
	asked   bool             // a question waits for its answer: so does the time
	stopped bool             // the program stops, or is stopped: so does the time
	due     time.Time        // when the real clock's next tick is due; zero for none, or a test's clock
	gen     int              // the ticks of the turn under way; older ones are dropped
	now     func() time.Time // the time: time.Now, or a test's
}

// newClock is the clock of a game on cfg: the whole time each, or left
// where a saved game goes on (zero for the whole time).
func newClock(cfg Config, left [2]time.Duration) gameClock {
	c := gameClock{left: [2]time.Duration{cfg.Clock, cfg.Clock}, now: cfg.now}
	if left != ([2]time.Duration{}) {
		c.left = left
	}
	if c.now == nil {
		c.now = time.Now
	}
	return c
}

// clockTickMsg checks a person's time, and redraws it.
type clockTickMsg struct{ gen int }

// stopLate is how far past its tick's due the clock must run to have been
// stopped meanwhile (a SIGSTOP, which no program sees come): ticks come a
// moment after they are due.
const stopLate = time.Second

// clocked says whether c plays on the clock: a person, in a game with one.
func (g gameModel) clocked(c engine.Color) bool { return g.onClock() && g.isHuman(c) }

// onClock says whether the game has a clock: a puzzle or an analysis has
// none, nor a game over when loaded (one of the log reviewed), whose times
// no file keeps.
func (g gameModel) onClock() bool { return g.cfg.Clock > 0 && g.cfg.played() && !g.overWhenLoaded }

// startClock stops the time that runs, taking it from its side's, and
// starts the time of the side to move where it is clocked.
func (g *gameModel) startClock() tea.Cmd {
	c := &g.ui.clock
	g.takeTime()
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
func (g *gameModel) clockTick() tea.Cmd {
	if g.cfg.now != nil {
		return nil // a test's clock: the test moves it, and sends the ticks
	}
	wait := min(max(g.timeLeft(g.ui.clock.running)%time.Second, 10*time.Millisecond), time.Second)
	g.ui.clock.due = g.ui.clock.now().Add(wait)
	gen := g.ui.clock.gen
	return tea.Tick(wait, func(time.Time) tea.Msg { return clockTickMsg{gen: gen} })
}

// timeLeft is the time c has left now.
func (g gameModel) timeLeft(c engine.Color) time.Duration {
	clock := g.ui.clock
	left := clock.left[c-engine.Black]
	if c == clock.running && !g.clockStands() {
		left -= clock.spent()
	}
	return max(left, 0)
}

// spent is the time run since since: until now, or, where the clock has
// run far past its tick's due (stopLate), the program stopped unseen
// meanwhile, only until the tick was due.
func (c gameClock) spent() time.Duration {
	until := c.now()
	if c.stoppedUnseen() {
		until = c.due
	}
	return max(until.Sub(c.since), 0)
}

// stoppedUnseen says whether the clock has run far past its tick's due:
// the program was stopped meanwhile.
func (c gameClock) stoppedUnseen() bool {
	return !c.due.IsZero() && c.now().Sub(c.due) > stopLate
}

// ticked ends the game of a person whose time has run out, else waits for
// the next change.
func (g *gameModel) ticked(msg clockTickMsg) tea.Cmd {
	mover := g.ui.clock.running
	if msg.gen != g.ui.clock.gen || mover == engine.Empty || g.clockStands() {
		return nil // the clock's running again starts new ticks
	}
	if g.timeLeft(mover) > 0 {
		g.takeTime() // a stop unseen is not taken beyond this tick (resumeClock, spent)
		return g.clockTick()
	}
	g.rec.LoseOnTime(mover) // the panel says why the game ended
	g.ui.note = ""          // what was said of the game in play: the result says it now
	return g.next()
}

// clocks is the time each side has left, for the panel, -1 for a side
// not on the clock; nil without a clock.
func (g gameModel) clocks() []time.Duration {
	if !g.onClock() {
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

// timesLeft is the time each side has left now, for a saved game.
func (g gameModel) timesLeft() [2]time.Duration {
	return [2]time.Duration{g.timeLeft(engine.Black), g.timeLeft(engine.White)}
}

// clockStands says whether the time that runs stands still: the board is
// out of sight, or a question waits.
func (g gameModel) clockStands() bool {
	return g.ui.tour || g.ui.clock.away || g.ui.clock.asked || g.ui.clock.stopped
}

// takeTime takes the time spent since the clock last did from the side
// whose time runs.
func (g *gameModel) takeTime() {
	c := &g.ui.clock
	if c.running != engine.Empty {
		c.left[c.running-engine.Black] = g.timeLeft(c.running)
		c.runFromNow()
	}
}

// runFromNow has the time run from now. A stop found is taken account of,
// its tick's due dropped: the tick held up in it comes yet.
func (c *gameClock) runFromNow() {
	if c.stoppedUnseen() {
		c.due = time.Time{}
	}
	c.since = c.now()
}

// syncClock stands the clock still, or runs it again, as the board out of
// sight (away: another screen or the page of keys shown, or a terminal
// too small for the board) and a question asked call for. The game is
// saved as the board goes out of sight, with the time spent until then: a
// quit from there keeps it.
func (g *gameModel) syncClock(away bool) tea.Cmd {
	var save tea.Cmd
	if away && !g.ui.clock.away && g.onClock() {
		save = g.saveNow()
	}
	asked := g.ui.confirm != confirmNone
	return tea.Batch(save, g.standClock(func() { g.ui.clock.away, g.ui.clock.asked = away, asked }))
}

// standClock makes the change to what stops the time (the tour, another
// screen, a question, a stop), keeping the time spent until now; where
// the clock runs again, its ticks start again.
func (g *gameModel) standClock(change func()) tea.Cmd {
	c := &g.ui.clock
	g.takeTime()
	stood := g.clockStands()
	change()
	if stood == g.clockStands() {
		return nil
	}
	c.gen++ // the ticks before are dropped
	if stood && c.running != engine.Empty {
		return g.clockTick()
	}
	return nil
}

// openTour shows the tour of the keys, and closeTour closes it.
func (g *gameModel) openTour() { g.standClock(func() { g.ui.tour = true }) }

func (g *gameModel) closeTour() tea.Cmd { return g.standClock(func() { g.ui.tour = false }) }

// StopMsg says the program is about to stop (a SIGTSTP): the clock stands
// still until a tea.ResumeMsg says it goes on.
type StopMsg struct{}

// stopClock stands the clock still as the program stops.
func (g *gameModel) stopClock() tea.Cmd { return g.standClock(func() { g.ui.clock.stopped = true }) }

// resumeClock runs the clock again as the program goes on. Stopped unseen
// (a SIGSTOP, which no program is told of), the time since its last tick,
// at most a second before the stop, is not taken, where no message before
// found the stop (spent).
func (g *gameModel) resumeClock() tea.Cmd {
	c := &g.ui.clock
	if !c.stopped {
		if c.running != engine.Empty {
			c.runFromNow()
		}
		return nil
	}
	return g.standClock(func() { c.stopped = false })
}
