package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// The first puzzle of a later session keeps its board and empty cells
// beside the puzzles before, where three lines hold both in short: at
// 100x32 and 80x24 it said "Puzzle 5: find the winning move. Puzzles 1 to
// 4 came before: the numbers run on.", as the first puzzle of the run
// said "Puzzle 1, 6 empty cells on 8x8: find the winning move."
func TestTheFirstPuzzleOfASessionKeepsItsBoard(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 100, Height: 32}, {Width: 80, Height: 24}} {
		dir := filepath.Join(t.TempDir(), "state")
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		keys(t, started(t, cfg), "esc") // left unanswered: the score kept
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		next, _ := started(t, cfg).Update(size)
		said := panelSaid(screenText(next.(Model)))
		if !strings.Contains(said, "Puzzle 2, 6 empty cells on 8x8: find the winning move.") || !strings.Contains(said, "Puzzle 1 came before") {
			t.Errorf("at %dx%d the first puzzle of the second session:\n%s", size.Width, size.Height, screenText(next.(Model)))
		}
	}
}
