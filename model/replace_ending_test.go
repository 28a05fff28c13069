package model

import (
	"testing"

	"reversi/engine"
	"reversi/internal/state"
)

// A move that ends the game replaces no saved game: the game has nothing
// left to continue. Played in a game loaded with one move left, it asks
// nothing and the unfinished game saved stays, where it asked 'Play …?
// This replaces your unfinished game' and yes deleted it.
func TestAMoveThatEndsTheGameKeepsTheSavedOne(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space")
	savedBoard := func() string {
		saved, _, _ := state.Load(cfg.StateDir)
		return saved.Board
	}
	if savedBoard() != "6x6" {
		t.Fatalf("no 6x6 game saved: %q", savedBoard())
	}
	other := config(t, "4x4", HumanKind, HumanKind)
	other.StateDir = cfg.StateDir
	last, loaded := lastMoveAhead(t, other.Variant)
	other.Loaded = &loaded
	m := started(t, other)
	m.game.ui.jump(int(last))
	m, _ = keys(t, m, "enter")
	if q := m.game.question(); q != "" || !m.game.over() {
		t.Fatalf("the last move asks %q; the game over: %v\n%s", q, m.game.over(), screenText(m))
	}
	if savedBoard() != "6x6" {
		t.Errorf("the game ended by its last move: the saved game is on %q, want the 6x6 one kept", savedBoard())
	}
	if m, _ = keys(t, m, "s"); m.screen != setupScreen || m.setup.offered() == nil {
		t.Errorf("the game ended and left: screen %v, the setup offers %v", m.screen, m.setup.offered())
	}
}

// lastMoveAhead is a game on v with a move left to play that ends it, and
// that move: the first legal move played until one ends the game.
func lastMoveAhead(t *testing.T, v engine.Variant) (engine.Move, engine.Game) {
	t.Helper()
	g := engine.NewGame(v.Start())
	for !g.Outcome().Over() {
		for _, m := range g.Position().LegalMoves() {
			if after := g; after.Play(m) == nil && after.Outcome().Over() {
				return m, g
			}
		}
		if err := g.Play(g.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no game with a last move ahead")
	return 0, g
}
