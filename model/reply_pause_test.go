package model

import (
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// The AI thinks through the pause after a person's move, and plays once
// the pause is over: the search began only after it, so that a move of
// a 1 s budget came 1.25 s after the person's.
func TestTheAIThinksThroughThePauseAfterAMove(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Reply = 2 * time.Second
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	m.game.ui.jump(int(m.game.rec.Position().LegalMoves()[0]))
	next, cmd := m.Update(press("enter"))
	m, seen := settleUntilSeen(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiDoneMsg); return ok })
	if m.game.humanToMove() {
		t.Fatal("the search's answer came after the pause, or was played within it")
	}
	m.game.turn.due = time.Now() // the pause over
	next, _ = m.Update(seen[len(seen)-1])
	if m = next.(Model); !m.game.humanToMove() {
		t.Errorf("the answer, come again after the pause, was not played:\n%s", screenText(m))
	}
}

// settleUntilSeen is settleUntil, with the messages handled.
func settleUntilSeen(t *testing.T, m Model, cmd tea.Cmd, done func(tea.Msg) bool) (Model, []tea.Msg) {
	t.Helper()
	m, seen, ok := drive(t, m, cmd, done)
	if !ok {
		t.Fatal("ran out of work before done")
	}
	return m, seen
}
