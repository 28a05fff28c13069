package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle's cursor starts on a legal move, as a game's does, so that
// enter plays it: on a disc of the start, enter there said "d4 is
// occupied" to a player told that the cursor starts on a legal move.
func TestAPuzzleCursorStartsOnALegalMove(t *testing.T) {
	for _, variant := range []string{"8x8", "6x6", "2x2x2"} {
		for seed := uint64(1); seed <= 4; seed++ {
			cfg := config(t, variant, HumanKind, search.DefaultOpponent)
			cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, seed, "")
			m := started(t, cfg)
			if pos, cursor := m.game.rec.Position(), m.game.ui.cursor; !pos.IsLegal(engine.Move(cursor)) {
				t.Errorf("%s puzzle %d: the cursor starts on %s, no legal move", variant, seed, m.game.moveName(engine.Move(cursor)))
			}
			m, _ = keys(t, m, "enter")
			if !m.game.cfg.Puzzle.answered {
				t.Errorf("%s puzzle %d: enter at once tried nothing: %q", variant, seed, m.game.ui.note)
			}
		}
	}
}

// The next puzzle, by + or by n after an answer, starts its cursor
// on a legal move too.
func TestTheNextPuzzleCursorStartsOnALegalMove(t *testing.T) {
	m := fromSetup(t, "8x8")
	onLegal := func(after string) {
		t.Helper()
		if pos, cursor := m.game.rec.Position(), m.game.ui.cursor; !pos.IsLegal(engine.Move(cursor)) {
			t.Errorf("after %s, puzzle %d on %s: the cursor starts on %s, no legal move", after, m.game.cfg.Puzzle.n, m.game.cfg.Variant, m.game.moveName(engine.Move(cursor)))
		}
	}
	onLegal("p")
	m, _ = keys(t, m, "+")
	onLegal("+")
	m.game.ui.jump(int(m.game.cfg.Puzzle.current.Move))
	m, _ = keys(t, m, "enter", "n")
	if n := m.game.cfg.Puzzle.n; n != 2 {
		t.Fatalf("an answer and n pose puzzle %d", n)
	}
	onLegal("an answer and n")
}
