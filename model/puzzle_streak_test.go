package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
	"reversi/internal/state"
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

// Counts kept at the most a score holds stay there as puzzles are posed
// and solved: one more overflowed to "puzzle -9223372036854775808".
func TestPuzzleCountsStopAtTheMost(t *testing.T) {
	dir := t.TempDir()
	most := state.MaxCount
	if err := state.SaveScore(dir, state.Score{Solved: most, Tried: most, Posed: most, Streak: most}); err != nil {
		t.Fatal(err)
	}
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, dir)
	if cfg.Puzzle.problem != "" {
		t.Fatalf("the score at the most was refused: %s", cfg.Puzzle.problem)
	}
	m := started(t, cfg)
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	m, _ = keys(t, m, "enter")
	want := state.Score{Solved: most, Tried: most, Posed: most, Streak: most}
	if got := cfg.Puzzle.score; got != want || cfg.Puzzle.n != most {
		t.Errorf("score %+v, puzzle %d; want %+v, %d", got, cfg.Puzzle.n, want, most)
	}
	if kept, err := state.LoadScore(dir); err != nil || kept != want {
		t.Errorf("kept %+v, %v; want %+v", kept, err, want)
	}
}
