package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour says what a click does: it plays the cell clicked, where the
// tour said 'move the cursor, or click a cell', as if it moved the cursor
// as on the editor.
func TestTheTourSaysAClickPlays(t *testing.T) {
	for _, board := range []string{"8x8", "sphere"} {
		cfg := config(t, board, HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		text := strings.ReplaceAll(screenText(next.(Model)), "│", "")
		if words := strings.Join(strings.Fields(text), " "); !strings.Contains(words, "click a cell to play it") {
			t.Errorf("%s: the tour says nothing of a click playing:\n%s", board, screenText(next.(Model)))
		}
	}
}
