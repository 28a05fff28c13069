package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// Giving up with a hint said, the hint's note goes and its ! on the board
// with it, where the ! stayed on the finished board with nothing to say
// what it marked.
func TestGivingUpTakesTheHintsMarkWithItsNote(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "!")
	// The board's rows: the columns left of the panel, under the title and the letters.
	marked := func(m Model) bool {
		for _, l := range strings.Split(screenText(m), "\n")[2:] {
			if board, _, _ := strings.Cut(l, "╮"); strings.Contains(board, "!") {
				return true
			}
			if board, _, _ := strings.Cut(l, "│  │"); strings.Contains(board, "!") {
				return true
			}
		}
		return false
	}
	if !strings.Contains(m.game.ui.note, "Hint: ") {
		t.Fatalf("no hint said:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "ctrl+g", "y")
	if !m.game.over() {
		t.Fatalf("the game goes on after giving up:\n%s", screenText(m))
	}
	if text := screenText(m); !strings.Contains(text, "Hint: ") && marked(m) {
		t.Errorf("the hint's note is gone, its ! left on the board:\n%s", text)
	}
}
