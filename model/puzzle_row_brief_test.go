package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
	"reversi/internal/state"
)

// A second puzzle right in a row at 40x12 said "Right: f8 (+2). Solved 2
// of 2, 2 in a…", the run cut in its middle: where the verdict has no
// room whole, the score alone ends it.
func TestARunOfPuzzlesFitsFortyColumns(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 5, "")
	cfg.Puzzle.score = state.Score{Posed: 1, Tried: 1, Solved: 1, Streak: 1}
	m := sized(started(t, cfg), 40, 12)
	m.game.ui.jump(int(cfg.Puzzle.current.Move))
	m, _ = keys(t, m, "enter")
	text := screenText(m)
	if !strings.Contains(text, "Solved 2 of 2.") || strings.Contains(text, "in a…") {
		t.Errorf("40x12, a second puzzle right in a row:\n%s", text)
	}
}
