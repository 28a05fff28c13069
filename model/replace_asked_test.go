package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// A move that would replace the saved game asks about that move by name,
// and a hint landing while the question is open leaves the cursor on it:
// yes plays the move the question names and the cursor shows.
func TestAHintLeavesTheMoveAskedAbout(t *testing.T) {
	cfg := config(t, "6x6", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	keys(t, started(t, cfg), "space") // a 6x6 game saved

	fresh := config(t, "8x8", HumanKind, HumanKind)
	fresh.StateDir = cfg.StateDir
	m := started(t, fresh)
	pos := m.game.rec.Position()
	book, ok := bookScores(pos)
	if !ok {
		t.Fatal("the test wants the book's hint at the start")
	}
	var asked engine.Move = -1
	for _, mv := range pos.LegalMoves() {
		if mv != book[0].Move {
			asked = mv
		}
	}
	m.game.ui.jump(int(asked))

	next, hint := m.Update(press("!"))
	m, _ = settle(t, next.(Model), nil)
	m, _ = keys(t, m, "enter") // before the hint lands
	name := m.game.moveName(asked)
	if q := m.game.questions(); m.game.ui.confirm != confirmReplace || !strings.HasPrefix(q[0], "Play "+name+"? ") || !strings.Contains(q[len(q)-1], name) {
		t.Fatalf("enter asks %q, want it to name %s", q, name)
	}
	m, _ = settle(t, m, hint)
	if m.game.ui.cursor != int(asked) || m.game.ui.confirm != confirmReplace {
		t.Errorf("the hint landed during the question: cursor on %s, want %s; asking %q", m.game.moveName(engine.Move(m.game.ui.cursor)), name, m.game.question())
	}
	if m, _ = keys(t, m, "y"); len(m.game.rec.Moves()) != 1 || m.game.rec.Moves()[0] != asked {
		t.Errorf("yes played %v, want %s", m.game.rec.Moves(), name)
	}
}
