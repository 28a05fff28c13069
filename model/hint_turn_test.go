package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// ! on the AI's turn says hints are for the person's, and whose turn it is,
// where it did nothing and said nothing; the key line offers . to have the
// AI move now in its place.
func TestAHintOnTheAIsTurnSaysWhyNone(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, "greedy")).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	next, cmd := next.(Model).Update(press("enter")) // the person's move; the AI's turn scheduled, not yet due
	m := next.(Model)
	if m.game.humanToMove() {
		t.Fatal("the person is still to move")
	}
	m, _ = keys(t, m, "!")
	if note := m.game.ui.note; note != "Hints are for your turn: ○ White is to move." {
		t.Errorf("! before the AI thinks says %q", note)
	}
	next, search := m.Update(cmd()) // the turn due: the AI thinks
	m = next.(Model)
	if !m.game.turn.thinking {
		t.Fatal("the AI is not thinking")
	}
	m, _ = keys(t, m, "!")
	if note := m.game.ui.note; note != "Hints are for your turn: ○ White is thinking." {
		t.Errorf("! while the AI thinks says %q", note)
	}
	if foot := lastLine(screenText(m)); strings.Contains(foot, "hint") || !strings.Contains(foot, "move now") {
		t.Errorf("while the AI thinks the key line reads %q", foot)
	}
	m, _ = settle(t, m, search)
	if !m.game.humanToMove() {
		t.Fatal("the AI did not move")
	}
	if m, _ = keys(t, m, "!"); strings.HasPrefix(m.game.ui.note, "Hints are for your turn") {
		t.Errorf("! on the person's turn says %q", m.game.ui.note)
	}
}

// ! pressed just before the AI's search starts says it is to move, and
// once it thinks, as the spinner shows, the note says so too: the two
// never disagree.
func TestAHintNoteFollowsTheAIIntoThinking(t *testing.T) {
	next, _ := started(t, config(t, "8x8", HumanKind, "greedy")).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	next, cmd := next.(Model).Update(press("enter"))
	m, _ := keys(t, next.(Model), "!")
	next, _ = m.Update(cmd()) // the turn due: the AI thinks
	m = next.(Model)
	if !m.game.turn.thinking {
		t.Fatal("the AI is not thinking")
	}
	if note := m.game.ui.note; note != "Hints are for your turn: ○ White is thinking." {
		t.Errorf("! said before the AI thinks reads %q once it does", note)
	}
}
