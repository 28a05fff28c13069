package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A person who must pass against an AI sees the first pass and lets the AI
// go on with a key; a pass again straight after the AI's move is said and
// the AI goes on without one, where each pass of a run waited for its key.
func TestAPassAgainGoesOnWithoutAKey(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	// Black has no move, and none after either of White's.
	playFrom(t, &cfg, "O-X-XOOXO-XOOOXO X")
	m := started(t, cfg)
	if !m.game.turn.waitPass || len(m.game.rec.Moves()) != 1 || !strings.Contains(m.game.ui.note, "Press any key") {
		t.Fatalf("the first pass: waitPass %v, moves %v, note %q", m.game.turn.waitPass, m.game.rec.Moves(), m.game.ui.note)
	}
	next, cmd := m.Update(press("x"))
	moved := settleUntil(t, next.(Model), cmd, func(msg tea.Msg) bool { _, ok := msg.(aiDoneMsg); return ok })
	if moves := moved.game.rec.Moves(); moved.game.turn.waitPass || len(moves) != 3 || moves[2] != engine.Pass ||
		!strings.Contains(moved.game.ui.note, "● Black passes again: no legal move.") || strings.Contains(moved.game.ui.note, "Press any key") {
		t.Fatalf("the pass again: waitPass %v, moves %v, note %q", moved.game.turn.waitPass, moves, moved.game.ui.note)
	}
	if m, _ = keys(t, m, "x"); len(m.game.rec.Moves()) < 4 || m.game.turn.waitPass {
		t.Errorf("after the key the AI should move twice: moves %v, waitPass %v", m.game.rec.Moves(), m.game.turn.waitPass)
	}
}
