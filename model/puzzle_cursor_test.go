package model

import (
	"testing"

	"reversi/engine"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle's cursor starts on no legal move, so that neither its cell nor
// the discs it would flip point at the answer, and enter tries nothing:
// on the first legal move, as a game's starts, it sat on the answer in
// about a third of the puzzles, which enter then solved unthought.
func TestAPuzzleCursorStartsOffTheMoves(t *testing.T) {
	for _, variant := range []string{"8x8", "6x6", "2x2x2"} {
		answered := 0
		for seed := uint64(1); seed <= 8; seed++ {
			cfg := config(t, variant, HumanKind, search.DefaultOpponent)
			cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, seed, "")
			m := started(t, cfg)
			pos, cursor := m.game.rec.Position(), m.game.ui.cursor
			if pos.IsLegal(engine.Move(cursor)) {
				t.Errorf("%s puzzle %d: the cursor starts on %s, a legal move", variant, seed, m.game.moveName(engine.Move(cursor)))
			}
			m, _ = keys(t, m, "enter")
			if m.game.cfg.Puzzle.answered {
				answered++
			}
		}
		if answered > 0 {
			t.Errorf("%s: enter at once made a try in %d of 8 puzzles", variant, answered)
		}
	}
}
