package model

import (
	"strings"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// Help taken on a puzzle not yet answered warns that it will not count,
// without saying it was solved: the note read as solved before any move.
// Solved after, the verdict says it was, with help.
func TestPuzzleHelpSaysSolvedOnlyOnceSolved(t *testing.T) {
	for _, help := range []string{"=", "!"} {
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
		m, _ := keys(t, started(t, cfg), help)
		if note := m.game.ui.note; strings.Contains(note, "Solved") || !strings.Contains(note, "will not count") {
			t.Errorf("%s before the answer: note %q", help, note)
		}
		m.game.ui.jump(int(cfg.Puzzle.current.Move))
		if m, _ = keys(t, m, "enter"); !strings.HasPrefix(m.game.ui.note, "Right, with help: ") {
			t.Errorf("%s and the answer: note %q", help, m.game.ui.note)
		}
	}
}
