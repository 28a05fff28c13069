package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// secondSessionsFirstPuzzle is the screen of the first puzzle of a second
// session at size, the first session's puzzle left unanswered.
func secondSessionsFirstPuzzle(t *testing.T, size tea.WindowSizeMsg) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "state")
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	keys(t, started(t, cfg), "esc") // left unanswered: the score kept
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	next, _ := started(t, cfg).Update(size)
	return screenText(next.(Model))
}

// The first puzzle of a later session says on screen, at 80x24 and
// 60x20, why its number is not 1: its task in full with the puzzles
// before had no room in the panel's lines, and the brief form shown in
// its place dropped them, leaving "Puzzle 2: find the winning move." to
// a newcomer who had seen no puzzle 1 that run.
func TestTheFirstPuzzleOfASessionShowsWhyItsNumberGoesOn(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 60, Height: 20}} {
		screen := secondSessionsFirstPuzzle(t, size)
		if !strings.Contains(screen, "Puzzle 2") || !strings.Contains(panelSaid(screen), "Puzzle 1 came before") {
			t.Errorf("at %dx%d the first puzzle of the second session:\n%s", size.Width, size.Height, screen)
		}
	}
}

// The first puzzle of a later session keeps its board and empty cells
// beside the puzzles before, where three lines hold both in short: at
// 100x32 and 80x24 it said "Puzzle 5: find the winning move. Puzzles 1 to
// 4 came before: the numbers run on.", as the first puzzle of the run
// said "Puzzle 1, 6 empty cells on 8x8: find the winning move."
func TestTheFirstPuzzleOfASessionKeepsItsBoard(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 100, Height: 32}, {Width: 80, Height: 24}} {
		screen := secondSessionsFirstPuzzle(t, size)
		said := panelSaid(screen)
		if !strings.Contains(said, "Puzzle 2, 6 empty cells on 8x8: find the winning move.") || !strings.Contains(said, "Puzzle 1 came before") {
			t.Errorf("at %dx%d the first puzzle of the second session:\n%s", size.Width, size.Height, screen)
		}
	}
}
