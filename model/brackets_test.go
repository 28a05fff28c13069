package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// The move list's marks of moves taken back are said where a newcomer
// meets them: after an undo the list's heading says what they mean.
// "3. (c4) (c5)" came with only "( ) marks the last move", the board's
// mark, to go by.
func TestTheMoveListsMarksAreSaid(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir, cfg.Names = toured(t), engine.Standard
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "c", "4", "enter", "c", "3", "enter", "ctrl+z")
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		if text := screenText(sized(m, size[0], size[1])); !strings.Contains(text, "‹c3›") || !strings.Contains(text, "Moves  ‹ › after this board") {
			t.Errorf("%dx%d: after an undo the list does not say what ‹ › means:\n%s", size[0], size[1], text)
		}
	}
}
