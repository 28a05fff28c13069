package model

import (
	"fmt"
	"runtime/debug"

	tea "charm.land/bubbletea/v2"

	"reversi/internal/state"
)

// A panic in Update, or in a command the model started, ends the program
// cleanly: the game in progress is saved, a report is written to the state
// directory, and the terminal is given back with a short message.

type (
	crashMsg       struct{ what, stack string }
	crashReportMsg struct{ report string }
)

// guard returns cmd with its panics, and those of the commands it batches,
// turned into a crashMsg.
func guard(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() (msg tea.Msg) {
		defer func() {
			if r := recover(); r != nil {
				msg = crashMsg{what: fmt.Sprint(r), stack: string(debug.Stack())}
			}
		}()
		msg = cmd()
		if batch, ok := msg.(tea.BatchMsg); ok {
			for i, c := range batch {
				batch[i] = guard(c)
			}
		}
		return msg
	}
}

// crash stops everything, then saves the game in progress and writes the
// report, and quits.
func (m Model) crash(what, stack string) (Model, tea.Cmd) {
	m.crashed = true
	save, record := m.game.rescue()
	if m.screen != gameScreen {
		save = nil
	}
	dir := m.setup.config().StateDir
	report := func() (msg tea.Msg) {
		text := "reversi stopped on an internal error: " + what
		defer func() {
			if recover() != nil {
				msg = crashReportMsg{report: text}
			}
		}()
		if saved, ok := wroteGame(save); ok && saved.err == nil {
			text += "\nThe game in progress is saved: start reversi again to continue it."
		}
		if dir == "" {
			return crashReportMsg{report: text}
		}
		if path, err := state.Crash(dir, what, stack, record); err == nil {
			text += "\nA report is in " + path + "."
		}
		return crashReportMsg{report: text}
	}
	return m, report
}

// CrashReport is what to tell the person after the program stopped on an
// internal error; empty if it did not.
func (m Model) CrashReport() string { return m.report }
