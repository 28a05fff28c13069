package model

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A move refused in a puzzle said its task beside it in its longest
// wording where the panel shows the task alone in a shorter one, the
// first of a later session's, which says the puzzles before: the refusal
// took the lines of the longest, and the move list moved down under it.
// It says the task as the panel does alone, or shorter.
func TestARefusalSaysTheTaskAsThePanelDoes(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 100, Height: 32}} {
		dir := filepath.Join(t.TempDir(), "state")
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		keys(t, started(t, cfg), "esc") // left unanswered: the next session's first says so
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
		m := startedAt(t, cfg, size)
		forms := append([]string{m.game.ui.standing.of}, m.game.ui.standing.forms...)
		alone := slices.IndexFunc(forms, func(f string) bool { return strings.Contains(flat(screenText(m)), f) })
		if alone < 0 {
			t.Fatalf("%dx%d: no form of the task %q shown:\n%s", size.Width, size.Height, forms[0], screenText(m))
		}
		moves := movesLine(screenText(m))
		m, _ = keys(t, m, "enter")
		if m.game.ui.note == m.game.ui.standing.of {
			t.Fatalf("%dx%d: enter at the start was not refused:\n%s", size.Width, size.Height, screenText(m))
		}
		for _, f := range forms[:alone] {
			if strings.Contains(flat(screenText(m)), f) {
				t.Errorf("%dx%d: the refusal says the task as %q, alone %q:\n%s", size.Width, size.Height, f, forms[alone], screenText(m))
			}
		}
		if at := movesLine(screenText(m)); at != moves {
			t.Errorf("%dx%d: the move list moved from line %d to %d:\n%s", size.Width, size.Height, moves, at, screenText(m))
		}
	}
}

// movesLine is the line of the panel's move list's heading.
func movesLine(screen string) int {
	return slices.IndexFunc(strings.Split(screen, "\n"), func(l string) bool { return strings.Contains(l, "│ Moves") })
}
