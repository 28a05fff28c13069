package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// The first puzzle of a later session says on screen, at 80x24 and
// 60x20, why its number is not 1: its task in full with the puzzles
// before had no room in the panel's lines, and the brief form shown in
// its place dropped them, leaving "Puzzle 2: find the winning move." to
// a newcomer who had seen no puzzle 1 that run.
func TestTheFirstPuzzleOfASessionShowsWhyItsNumberGoesOn(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 60, Height: 20}} {
		dir := filepath.Join(t.TempDir(), "state")
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		keys(t, started(t, cfg), "esc") // left unanswered: the score kept
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		next, _ := started(t, cfg).Update(size)
		screen := screenText(next.(Model))
		if !strings.Contains(screen, "Puzzle 2") || !strings.Contains(panelSaid(screen), "Puzzle 1 came before") {
			t.Errorf("at %dx%d the first puzzle of the second session:\n%s", size.Width, size.Height, screen)
		}
	}
}
