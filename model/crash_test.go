package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// Space places a disc on a person's turn, every time; it pauses only games
// without a person. It used to be read as pause first, and a second press
// started an AI turn with no AI: a crash that lost the game.
func TestSpaceTwiceOnAPersonsTurn(t *testing.T) {
	// The cursor stays on the disc just placed: the second space is refused.
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	m, _ = keys(t, m, "space", "space", ".", ".")
	if n := len(m.game.rec.Moves()); n != 1 || m.game.turn.thinking || m.game.turn.paused || !strings.Contains(m.game.ui.note, "occupied") {
		t.Fatalf("space twice: %d moves, thinking %v, paused %v, note %q", n, m.game.turn.thinking, m.game.turn.paused, m.game.ui.note)
	}
	m, _ = keys(t, m, "right", "space")
	if n := len(m.game.rec.Moves()); n != 1 && n != 2 {
		t.Fatalf("space after a step: %d moves", n)
	}
	m = started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "space", "space", ".", "space")
	if m.game.turn.thinking || m.game.rec.ToMove() != engine.Black || len(m.game.rec.Moves()) != 2 {
		t.Fatalf("against an AI: moves %v, thinking %v", m.game.rec.Moves(), m.game.turn.thinking)
	}
}

// A step while a search runs starts no second one, and a new search cancels
// the one before.
func TestStepsDoNotStackSearches(t *testing.T) {
	cfg := config(t, "8x8", "minimax", "minimax")
	m, _ := New(cfg, true)
	m, _ = keys(t, m, "space") // pause before the first move
	next, cmd := m.Update(press("."))
	m = next.(Model)
	if cmd == nil || !m.game.turn.thinking {
		t.Fatal("a step should start a search")
	}
	first := m.game.turn.cancel
	next, cmd = m.Update(press("."))
	m = next.(Model)
	if cmd != nil {
		t.Error("a second step while the first search runs should start nothing")
	}
	var turn aiTurn
	turn.think(m.game.players[0], m.game.rec.Position(), false)
	ctx := turn.ctx
	turn.think(m.game.players[0], m.game.rec.Position(), false)
	if ctx.Err() == nil {
		t.Error("a new search should cancel the one before")
	}
	turn.stop()
	first()
}

// The scores overlay's work is cancelled when the position changes or the
// game leaves the person's turn.
func TestScoresAreCancelled(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, HumanKind))
	next, _ := m.Update(press("="))
	m = next.(Model)
	first := m.game.ui.scores.ctx
	if first == nil || first.Err() != nil {
		t.Fatal("= should start working out the scores")
	}
	next, _ = m.Update(press("space"))
	m = next.(Model)
	if first.Err() == nil {
		t.Error("a move should cancel the scores of the position before")
	}
	second := m.game.ui.scores.ctx
	next, _ = m.Update(press("ctrl+z"))
	m = next.(Model)
	if second.Err() == nil {
		t.Error("an undo should cancel the scores of the position before")
	}
	third := m.game.ui.scores.ctx
	next, _ = m.Update(press("ctrl+q"))
	next, _ = next.Update(press("y"))
	if third.Err() == nil {
		t.Error("quitting should cancel the scores")
	}
}

// ctrl+c quits from every screen, before any game too.
func TestCtrlCQuitsEverywhere(t *testing.T) {
	m, _ := New(config(t, "8x8", HumanKind, HumanKind), false)
	for _, path := range [][]string{{}, {"tab"}} {
		s, _ := keys(t, m, path...)
		if _, msgs := keys(t, s, "ctrl+c"); !quits(msgs) {
			t.Errorf("ctrl+c after %v should quit", path)
		}
	}
}

var _ tea.Model = Model{}

// The cursor stays where the person left it when the AI replies: it used to
// jump to the first legal move.
func TestCursorStaysAfterTheReply(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, "greedy"))
	m, _ = keys(t, m, "c", "d", "enter")
	if len(m.game.rec.Moves()) != 2 || m.game.cfg.Variant.CellName(m.game.ui.cursor) != "cd" {
		t.Errorf("after the reply the cursor is on %s", m.game.cfg.Variant.CellName(m.game.ui.cursor))
	}
}
