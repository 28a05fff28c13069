package model

import (
	"testing"

	"reversi/engine"
	"reversi/internal/state"
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

// The saved game keeps the cursor where the screen shows it once the AI
// has replied, not on the cell just played: a copy that continues the
// file, or a game left by a kill, opened with it on d3, occupied.
func TestTheSavedCursorIsTheOneShown(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := keys(t, must(New(cfg, false)), "enter", "c", "d", "enter") // d3
	if len(m.game.rec.Moves()) != 2 {
		t.Fatalf("moves %v: the AI has not replied", m.game.rec.Moves())
	}
	shown := engine.RowCol.Name(cfg.Variant, m.game.ui.cursor)
	s, ok, err := state.Load(cfg.StateDir)
	if !ok || err != nil {
		t.Fatalf("no saved game: %v", err)
	}
	if s.Cursor != shown {
		t.Errorf("saved cursor %q, the screen shows %q", s.Cursor, shown)
	}
}

// A saved cursor on an occupied cell, as older versions left it, opens on
// a legal move as a new turn does, where enter plays.
func TestASavedCursorOnADiscOpensOnALegalMove(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	m, _ := keys(t, must(New(cfg, false)), "enter", "c", "d", "enter")
	s, _, err := state.Load(cfg.StateDir)
	if err != nil {
		t.Fatal(err)
	}
	s.Cursor = "cd" // the disc just played
	if err := state.Save(cfg.StateDir, s); err != nil {
		t.Fatal(err)
	}
	m.game.close()
	next, _ := keys(t, must(New(cfg, false)), "enter")
	pos := next.game.rec.Position()
	if next.screen != gameScreen || !pos.IsLegal(engine.Move(next.game.ui.cursor)) {
		t.Errorf("continued, the cursor is on %s, no legal move", engine.RowCol.Name(cfg.Variant, next.game.ui.cursor))
	}
}
