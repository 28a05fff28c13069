package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A puzzle keeps the lines its wrong tries' refutations take from the
// start: the move list and the last move's line stay on their rows as a
// wrong try is refuted, taken back, and refuted again, at 80x24, 100x32
// and 140x45. The refutation, a line longer than the task, moved the
// list down.
func TestAPuzzlesRefutationMovesNothingUnderIt(t *testing.T) {
	for _, size := range steadySizes {
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.Names = engine.Standard
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
		next, _ := started(t, cfg).Update(size)
		m := next.(Model)
		frames := []Model{m}
		p := cfg.Puzzle.current
		for _, wrong := range p.Moves[len(p.Moves)-2:] {
			if wrong.Move == p.Move {
				t.Fatalf("the puzzle's answer %v among the wrong tries", p.Move)
			}
			m.game.ui.jump(int(wrong.Move))
			m, _ = keys(t, m, "enter")
			if !m.game.refutationShown() {
				t.Fatalf("at %s no refutation standing: note %q", sizeName(size), m.game.ui.note)
			}
			frames = append(frames, m)
			m, _ = keys(t, m, "left")
			frames = append(frames, m)
		}
		heldStill(t, "the puzzle at "+sizeName(size), frames)
	}
}
