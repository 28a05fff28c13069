package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// "Hint: e6, …" stayed said as the cursor went on to other cells, as if
// it spoke of them: it goes once the cursor leaves the hint's move.
func TestTheHintGoesAsTheCursorLeavesItsMove(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "!")
	if !strings.Contains(m.game.ui.note, "Hint: ") || m.game.ui.cursor != m.game.ui.scores.hinted.move {
		t.Fatalf("no hint said, or the cursor not on its move:\n%s", screenText(m))
	}
	if moved, _ := keys(t, m, "left"); strings.Contains(screenText(moved), "Hint: ") {
		t.Errorf("the hint stays with the cursor moved off its move:\n%s", screenText(moved))
	}
}
