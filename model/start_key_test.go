package model

import (
	"path/filepath"
	"testing"

	"reversi/engine/puzzle"
	"reversi/engine/search"
)

// A key pressed as the program starts, before the work Init began is back
// and the window's size known, acts on the game on the screen and stays
// done: the cursor moved, the move placed.
func TestKeyBeforeStartActs(t *testing.T) {
	for _, c := range []struct {
		key  string
		done func(before, after Model) bool
	}{
		{"right", func(before, after Model) bool { return after.game.ui.cursor != before.game.ui.cursor }},
		{"enter", func(_, after Model) bool { return len(after.game.rec.Moves()) == 1 }},
	} {
		m, err := New(config(t, "8x8", HumanKind, HumanKind), true)
		if err != nil {
			t.Fatal(err)
		}
		start := m.Init()
		pressed, _ := keys(t, m, c.key)
		if !c.done(m, pressed) {
			t.Fatalf("%s before the start did nothing", c.key)
		}
		after, _ := settle(t, pressed, start)
		if after = sized(after, 100, 32); !c.done(m, after) {
			t.Errorf("%s before the start was undone once the start's work came back", c.key)
		}
	}
}

// A puzzle given on the command line is being set up from New on, so a key
// pressed before the work Init began is back acts on it and stays done:
// - sets it up on the smaller board, esc gives it up for the setup.
func TestKeyBeforePuzzleStartActs(t *testing.T) {
	for _, c := range []struct {
		key  string
		done func(Model) bool
	}{
		{"-", func(m Model) bool { return m.screen == gameScreen && m.game.cfg.Variant.String() == "6x6" }},
		{"esc", func(m Model) bool { return m.screen == setupScreen }},
	} {
		cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		cfg.Puzzle = NewPuzzles(puzzle.Options{Empties: 6}, 7, "")
		m, err := New(cfg, true)
		if err != nil {
			t.Fatal(err)
		}
		start := m.Init()
		pressed, _ := keys(t, m, c.key)
		if after, _ := settle(t, pressed, start); !c.done(after) {
			t.Errorf("%s before the puzzle's start was lost: screen %d, board %s", c.key, after.screen, after.game.cfg.Variant)
		}
	}
}
