package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// refutedStandard is refuted with the standard names (a1, h7), whose
// column letters h and l are keys of the cursor too.
func refutedStandard(t *testing.T) Model {
	t.Helper()
	return refutedSeed(t, 7, engine.Standard)
}

// refutedSeed is refuted at 100x32, the puzzle of seed, its cells named
// by names.
func refutedSeed(t *testing.T, seed uint64, names engine.Notation) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Names = names
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, seed, "")
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m := next.(Model)
	p := cfg.Puzzle.current
	m.game.ui.jump(int(p.Moves[len(p.Moves)-1].Move))
	m, _ = keys(t, m, "enter")
	if !m.game.refutationShown() {
		t.Fatalf("no refutation standing: note %q", m.game.ui.note)
	}
	return m
}

// The answer shown after a wrong try says the answer, not the wrong try's
// refutation, which the board no longer shows.
func TestAPuzzleAnswerSaysTheAnswer(t *testing.T) {
	m := refutedStandard(t)
	p := m.game.cfg.Puzzle.current
	m, _ = keys(t, m, "right")
	if moves := m.game.rec.Moves(); len(moves) == 0 || moves[0] != p.Move {
		t.Fatalf("→: moves %v", moves)
	}
	if note := m.game.ui.note; strings.Contains(note, "Not it") || !strings.HasPrefix(note, "The winning move is "+m.game.moveName(p.Move)) {
		t.Errorf("the answer's line: note %q", note)
	}
}
