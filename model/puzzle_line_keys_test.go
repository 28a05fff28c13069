package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// While a puzzle's line plays, the key line offers s to leave for the
// setup, which acts there, as the line after its end does: it offered
// only the pace, the next puzzle, the keys and tab.
func TestPuzzleLineOffersTheSetup(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 10}, 7, t.TempDir())
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	next, _ = m.Update(press("enter")) // the line's first reply not yet played
	m = next.(Model)
	if m.game.over() || !m.game.puzzleLine() {
		t.Fatalf("the puzzle answered: over %v, line %v", m.game.over(), m.game.puzzleLine())
	}
	if foot := lastLine(screenText(m)); !strings.HasSuffix(strings.TrimSpace(foot), "• s setup") {
		t.Errorf("while the line plays, the key line does not end offering s: %q", foot)
	}
}
