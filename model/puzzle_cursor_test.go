package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle's cursor starts on no legal move, so that neither its cell nor
// the discs it would flip point at the answer: on the first legal move,
// as a game's starts, it sat on the answer of puzzle 1 on 8x8, which
// enter then solved unthought. enter there tries nothing and says what to
// do, the task still said.
func TestAPuzzleCursorStartsOffTheMoves(t *testing.T) {
	for _, variant := range []string{"8x8", "6x6", "2x2x2"} {
		for seed := uint64(1); seed <= 8; seed++ {
			cfg := config(t, variant, HumanKind, search.DefaultOpponent)
			cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, seed, "")
			m := started(t, cfg)
			task := m.game.ui.standing.of
			if pos, cursor := m.game.rec.Position(), m.game.ui.cursor; pos.IsLegal(engine.Move(cursor)) {
				t.Errorf("%s puzzle %d: the cursor starts on %s, a legal move", variant, seed, m.game.moveName(engine.Move(cursor)))
			}
			m, _ = keys(t, m, "enter")
			if m.game.cfg.Puzzle.answered {
				t.Errorf("%s puzzle %d: enter at once made a try", variant, seed)
			}
			if note := m.game.ui.note; !strings.HasPrefix(note, task) || !strings.Contains(note, choose) {
				t.Errorf("%s puzzle %d: enter at once said %q, not the task and what to do", variant, seed, note)
			}
		}
	}
}

// The next puzzle, by + or by n after an answer, starts its cursor off
// the legal moves too.
func TestTheNextPuzzleCursorStartsOffTheMoves(t *testing.T) {
	m := fromSetup(t, "8x8")
	offLegal := func(after string) {
		t.Helper()
		if pos, cursor := m.game.rec.Position(), m.game.ui.cursor; pos.IsLegal(engine.Move(cursor)) {
			t.Errorf("after %s, puzzle %d on %s: the cursor starts on %s, a legal move", after, m.game.cfg.Puzzle.n, m.game.cfg.Variant, m.game.moveName(engine.Move(cursor)))
		}
	}
	offLegal("p")
	m, _ = keys(t, m, "+")
	offLegal("+")
	m.game.ui.jump(int(m.game.cfg.Puzzle.current.Move))
	m, _ = keys(t, m, "enter", "n")
	if n := m.game.cfg.Puzzle.n; n != 2 {
		t.Fatalf("an answer and n pose puzzle %d", n)
	}
	offLegal("an answer and n")
}
