package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// The puzzles solved in a row on their first try are said with the score
// from two on, and kept with it for the next session; a wrong first try
// ends the run. Only the count of those solved was kept.
func TestPuzzleStreakIsSaidAndKept(t *testing.T) {
	dir := t.TempDir()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	m := started(t, cfg)
	solve := func() {
		t.Helper()
		m.game.ui.jump(int(cfg.Puzzle.current.Move))
		m, _ = keys(t, m, "enter")
	}
	solve()
	if note := m.game.ui.note; strings.Contains(note, "in a row") {
		t.Errorf("one solved: %q", note)
	}
	m, _ = keys(t, m, "n")
	solve()
	if note := m.game.ui.note; !strings.Contains(note, "Solved 2 of 2, 2 in a row.") {
		t.Errorf("two solved in a row: %q", note)
	}
	again := NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	if again.score.Streak != 2 {
		t.Fatalf("the next session's score: %+v", again.score)
	}
	next := cfg
	next.Puzzle = again
	m = started(t, next)
	p := again.current
	m.game.ui.jump(int(p.Moves[len(p.Moves)-1].Move))
	m, _ = keys(t, m, "enter")
	if again.score.Streak != 0 || strings.Contains(again.tally(), "in a row") {
		t.Errorf("after a wrong try: streak %d, tally %q", again.score.Streak, again.tally())
	}
}
