package model

import (
	"context"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/logs"
)

// Messages from the commands of a game. Each AI message carries the
// generation of the request; a stale one is dropped.
type (
	aiTurnMsg     struct{ gen int }
	aiProgressMsg struct {
		gen    int
		choice engine.Choice
		ch     <-chan engine.Choice
	}
	aiDoneMsg struct {
		gen    int
		choice engine.Choice
		err    error
	}
	logDoneMsg struct{ err error }
)

// afterDelay sends aiTurnMsg for gen once d has passed.
func afterDelay(gen int, d time.Duration) tea.Cmd {
	return tea.Tick(d, func(time.Time) tea.Msg { return aiTurnMsg{gen: gen} })
}

// search runs a player's search; progress goes to ch, which it closes.
func search(ctx context.Context, gen int, p engine.Player, pos engine.Position, ch chan engine.Choice) tea.Cmd {
	return func() tea.Msg {
		defer close(ch)
		c, err := p.Choose(ctx, pos, func(c engine.Choice) {
			select {
			case ch <- c:
			default: // the view shows the latest; an unread report can go
			}
		})
		return aiDoneMsg{gen: gen, choice: c, err: err}
	}
}

// listen waits for the next progress report of a search.
func listen(gen int, ch <-chan engine.Choice) tea.Cmd {
	return func() tea.Msg {
		c, ok := <-ch
		if !ok {
			return nil
		}
		return aiProgressMsg{gen: gen, choice: c, ch: ch}
	}
}

// writeLog appends a finished game to the log.
func writeLog(path string, r logs.Record) tea.Cmd {
	return func() tea.Msg { return logDoneMsg{err: logs.Append(path, r)} }
}
