package model

import (
	"testing"

	"reversi/engine"
)

// A game continued puts the cursor where it was left, on a legal move or
// not: quit with it on e2, the game came back with it on b2.
func TestAContinuedGameKeepsItsCursor(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.Names, cfg.StateDir = engine.Standard, toured(t)
	m, _ := keys(t, started(t, cfg), "space")
	e2, err := engine.Standard.Parse(cfg.Variant, "e2")
	if err != nil {
		t.Fatal(err)
	}
	m, _ = keys(t, m, "e", "2")
	if m.game.ui.cursor != e2 {
		t.Fatalf("e2 typed: the cursor is on %s", m.game.moveName(engine.Move(m.game.ui.cursor)))
	}
	// Quit, then the next run continues the game from the setup.
	if _, msgs := keys(t, m, "q", "y"); !quits(msgs) {
		t.Fatal("q y does not quit")
	}
	next, _ := keys(t, must(New(cfg, false)), "enter")
	if next.screen != gameScreen || next.game.ui.cursor != e2 {
		t.Errorf("continued, the cursor is on %s, want e2", next.game.moveName(engine.Move(next.game.ui.cursor)))
	}
	// Left for the setup and continued in the same run, too.
	back, _ := keys(t, next, "esc", "y", "enter")
	if back.screen != gameScreen || back.game.ui.cursor != e2 {
		t.Errorf("continued from the setup, the cursor is on %s, want e2", back.game.moveName(engine.Move(back.game.ui.cursor)))
	}
}
