package model

import (
	"context"
	"time"

	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// aiTurn is the state of an AI's turn: waiting to start, thinking, or
// held. Each request carries the turn's generation; an answer from an older
// one (a search cancelled by an undo or a new game) is dropped. It knows
// whose turn it is only from what it is asked to do.
type aiTurn struct {
	work     // the search, while one runs
	gen      int
	thinking bool
	progress search.Choice
	nowAsked bool // "." came before the search had a move, or began: it plays the first it finds
	began    time.Time
	took     time.Duration // the search's time, once its answer has come early: the line's time stops there
	due      time.Time     // the move is played no sooner (schedule)
	spinner  spinner.Model
	paused   bool    // a game without a human, stopped between moves
	waitPass bool    // a human passed and must see it before the AI moves again
	held     tea.Msg // the turn's start or its move, come while a question was open: handled once it is answered no
}

// Messages of an AI's turn, each with the generation it belongs to.
type (
	aiTurnMsg     struct{ gen int }
	aiProgressMsg struct {
		gen    int
		choice search.Choice
		ch     <-chan search.Choice
	}
	aiDoneMsg struct {
		gen    int
		choice search.Choice
		even   search.Choice // the search's deepest estimate ending at an even number of empties (keepEven)
		err    error
	}
)

func newAITurn() aiTurn { return aiTurn{spinner: spinner.New(spinner.WithSpinner(spinner.MiniDot))} }

// stop cancels a search in flight and makes every answer already on its
// way stale.
func (t *aiTurn) stop() {
	t.work.stop()
	t.thinking, t.held, t.nowAsked = false, nil, false
	t.gen++
}

// hold keeps msg, the turn's start or its move, until the question open is
// answered, so that no AI moves under it; the search whose move it is has
// ended. A stale msg is dropped, as it would be handled.
func (t *aiTurn) hold(msg tea.Msg, gen int) {
	if gen != t.gen {
		return
	}
	t.done()
	t.held = msg
}

// schedule starts the turn now, its move played no sooner than d from
// now: the search thinks through the pause after the last move, so that
// the pause does not add to the AI's time.
func (t *aiTurn) schedule(d time.Duration) tea.Cmd {
	t.stop()
	gen := t.gen
	t.due = time.Now().Add(d)
	return func() tea.Msg { return aiTurnMsg{gen: gen} }
}

// early is msg, the search's answer, delivered again once the pause
// after the last move is over (schedule); nil where it is over. Till
// then the answer is the progress shown: the search has ended, no depth
// is under way.
func (t *aiTurn) early(msg aiDoneMsg) tea.Cmd {
	wait := time.Until(t.due)
	if msg.gen != t.gen || wait <= 0 {
		return nil
	}
	t.progress, t.took = msg.choice, time.Since(t.began)
	return tea.Tick(wait, func(time.Time) tea.Msg { return msg })
}

// elapsed is the time the search has taken: so far, or to its answer
// where that came before the pause is over.
func (t aiTurn) elapsed() time.Duration {
	if t.took > 0 {
		return t.took
	}
	return time.Since(t.began)
}

// think starts p's search of pos, with progress reports, and the spinner
// if spin.
func (t *aiTurn) think(p search.Player, pos engine.Position, spin bool) tea.Cmd {
	asked := t.nowAsked // while the turn waited to begin
	t.stop()
	t.nowAsked, t.took = asked, 0
	ctx := t.start()
	// A search that solves from its start says so from its first frame:
	// the perfect player's instant move read "thinking", as if estimating.
	t.thinking, t.began, t.progress = true, time.Now(), search.Choice{Move: engine.Pass, Solving: search.SolvingFrom(p, pos)}
	ch := make(chan search.Choice, 1)
	cmds := []tea.Cmd{searchCmd(ctx, t.gen, p, pos, ch), listen(t.gen, ch)}
	if spin {
		cmds = append(cmds, t.spinner.Tick)
	}
	return tea.Batch(cmds...)
}

// spin turns the spinner while the AI thinks; its ticks stop once it
// does not.
func (t *aiTurn) spin(msg spinner.TickMsg) tea.Cmd {
	if !t.thinking {
		return nil
	}
	var cmd tea.Cmd
	t.spinner, cmd = t.spinner.Update(msg)
	return cmd
}

// done ends the search whose answer has come.
func (t *aiTurn) done() {
	t.work.stop()
	t.thinking, t.nowAsked = false, false
}

// searchCmd runs a player's search; progress goes to ch, which holds the
// latest report unread and which it closes. Its answer carries the
// estimate the evaluation keeps (keepEven), so that the figure after the
// move does not hang on which reports were read.
func searchCmd(ctx context.Context, gen int, p search.Player, pos engine.Position, ch chan search.Choice) tea.Cmd {
	return func() tea.Msg {
		defer close(ch)
		var even search.Choice
		keep := keepEven(pos, &even)
		c, err := p.Choose(ctx, pos, func(c search.Choice) {
			keep(c)
			for { // ch holds one report: one case is always ready
				select {
				case ch <- c:
					return
				case <-ch: // the view shows the latest: an unread report gives way to it
				}
			}
		})
		return aiDoneMsg{gen: gen, choice: c, even: even, err: err}
	}
}

// listen waits for the next progress report of a search.
func listen(gen int, ch <-chan search.Choice) tea.Cmd {
	return func() tea.Msg {
		c, ok := <-ch
		if !ok {
			return nil
		}
		return aiProgressMsg{gen: gen, choice: c, ch: ch}
	}
}
