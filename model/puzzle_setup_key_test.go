package model

import (
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// s leaves a puzzle for the setup in every state where it begins no
// cell's name, as q quits: the key line of a puzzle answered offers "s
// setup", and after n the next puzzle said `No cell "s" on the 8x8 board;
// esc: setup.`, the e after it, meant for the setup's editor, taken for
// a cell's name. The page of keys names s with esc in each.
func TestSLeavesAPuzzleInEveryState(t *testing.T) {
	posed := func() Model {
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.StateDir = t.TempDir() // the score kept, nothing is asked before leaving
		m, _ := keys(t, sized(must(New(cfg, false)), 100, 32), "p")
		return m
	}
	answer := func(m Model, wrong bool) Model {
		p := m.game.cfg.Puzzle.current
		cell := p.Move
		if wrong {
			cell = p.Moves[len(p.Moves)-1].Move // the worst
		}
		m.game.ui.jump(int(cell))
		m, _ = keys(t, m, "enter")
		if m.game.refutationShown() != wrong {
			t.Fatalf("answered %s: refutation shown %v", m.game.moveName(cell), !wrong)
		}
		return m
	}
	for _, c := range []struct {
		state string
		model func() Model
	}{
		{"unanswered", posed},
		{"refuted", func() Model { return answer(posed(), true) }},
		{"answered", func() Model { return answer(posed(), false) }},
		{"the next after n", func() Model {
			m, _ := keys(t, answer(posed(), false), "n")
			return m
		}},
	} {
		m := c.model()
		if key := setupKey(m); key != "s/esc" {
			t.Errorf("%s: the page of keys names %q for the setup", c.state, key)
		}
		if m, _ = keys(t, m, "s", "e"); m.screen != editorScreen {
			t.Errorf("%s: s then e: screen %v, note %q", c.state, m.screen, m.game.ui.note)
		}
	}
}

// Where s is a column (20x20), it begins the cell's name in a puzzle, as
// q does: esc leaves.
func TestSTypesAColumnInAWidePuzzle(t *testing.T) {
	cfg := config(t, "20x20", HumanKind, search.DefaultOpponent)
	cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: puzzle.DefaultEmpties(cfg.Variant)}, 1, "")
	m := started(t, cfg)
	if key := setupKey(m); key != "esc" {
		t.Errorf("20x20: the page of keys names %q for the setup", key)
	}
	if m, _ = keys(t, m, "s"); m.screen != gameScreen || m.game.ui.typed != "s" {
		t.Errorf("s on 20x20: screen %v, typed %q", m.screen, m.game.ui.typed)
	}
}

// setupKey is the key the game's page of keys names for the setup.
func setupKey(m Model) string {
	for _, column := range m.game.helpKeys().FullHelp() {
		for _, b := range column {
			if b.Enabled() && b.Help().Desc == "setup" {
				return b.Help().Key
			}
		}
	}
	return ""
}
