package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A question open in a game of AIs holds them: neither an AI's turn due nor
// a move found while it is open is played under it (esc's 'To the setup?
// y/n' stood while moves went on); n lets the game go on from there.
func TestAQuestionHoldsTheAIs(t *testing.T) {
	for _, when := range []string{"due", "thinking"} {
		m := aisStarted(t)
		var cmd tea.Cmd = func() tea.Msg { return aiTurnMsg{gen: m.game.turn.gen} } // the first turn, due
		if when == "thinking" {
			next, search := m.Update(cmd()) // its search started
			m, cmd = next.(Model), search
			if !m.game.turn.thinking {
				t.Fatalf("%s: no search under way", when)
			}
		}
		next, _ := m.Update(press("esc"))
		m = next.(Model)
		if m.game.question() == "" {
			t.Fatalf("%s: esc asked nothing:\n%s", when, screenText(m))
		}
		m, _ = settle(t, m, cmd)
		if moves := m.game.rec.Moves(); len(moves) != 1 || m.game.question() == "" {
			t.Fatalf("%s: under the question %q the AIs played %v", when, m.game.question(), moves)
		}
		m, _ = keys(t, m, "n")
		if moves := m.game.rec.Moves(); len(moves) == 1 || !m.game.over() {
			t.Errorf("%s: after n the game did not go on: moves %v, over %v", when, moves, m.game.over())
		}
	}
}

// A yes drops the turn held: the game left, nothing of it plays on.
func TestAQuestionAnsweredYesDropsTheTurnHeld(t *testing.T) {
	m := aisStarted(t)
	due := aiTurnMsg{gen: m.game.turn.gen}
	next, _ := m.Update(press("esc"))
	m, _ = settle(t, next.(Model), func() tea.Msg { return due })
	m, _ = keys(t, m, "y")
	if m.screen != setupScreen || m.game.turn.held != nil || len(m.game.rec.Moves()) != 1 {
		t.Errorf("y: screen %v, held %v, moves %v", m.screen, m.game.turn.held, m.game.rec.Moves())
	}
}

// aisStarted is a game of two AIs on 4x4 started from the setup, a move
// played (esc asks nothing before one), the next turn not yet due.
func aisStarted(t *testing.T) Model {
	t.Helper()
	m, err := New(config(t, "4x4", "greedy", "random"), false)
	if err != nil {
		t.Fatal(err)
	}
	next, cmd := m.Update(press("enter"))
	m = settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(startGameMsg); return ok })
	if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	return m
}
