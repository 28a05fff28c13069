package model

import (
	"path/filepath"
	"regexp"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle's task reads the same for the first puzzle and a later one of
// its kind: at 100x32 the first of a session said "find the only move
// that wins" and the next session's first, whose intro has the puzzles
// before in it, "find the winning move".
func TestAPuzzlesTaskReadsTheSameForEveryPuzzleOfItsKind(t *testing.T) {
	task := regexp.MustCompile(`find the [a-z ]+`)
	size := tea.WindowSizeMsg{Width: 100, Height: 32}
	for _, best := range []bool{false, true} {
		opt := puzzle.Options{Empties: 6, Best: best}
		dir := filepath.Join(t.TempDir(), "state")
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(opt, 7, dir)
		first := started(t, cfg)
		said := func(m Model) string {
			next, _ := m.Update(size)
			return task.FindString(panelSaid(screenText(next.(Model))))
		}
		one := said(first)
		keys(t, first, "esc") // left unanswered: the score kept
		cfg.Puzzle = NewPuzzles(opt, 7, dir)
		if two := said(started(t, cfg)); one == "" || two != one {
			t.Errorf("best %v: puzzle 1 asks %q, puzzle 2 %q", best, one, two)
		}
	}
}
