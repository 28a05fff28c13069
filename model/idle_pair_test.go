package model

import (
	"strings"
	"testing"

	"reversi/engine/search"
)

// The key line lists ! (hint) and . (move now) in one place against an
// AI, each for its own side's turn, and the keys page lists both: pressed
// on the person's turn, . did nothing and said nothing, where ! on the
// AI's says hints are for the person's. Each says whose turn it is for,
// and nothing is played or asked.
func TestHintAndMoveNowSayWhoseTurnTheyAreFor(t *testing.T) {
	m := started(t, config(t, "8x8", HumanKind, search.DefaultOpponent))
	moves := len(m.game.rec.Moves())
	m, _ = keys(t, m, ".")
	if note := m.game.ui.note; len(m.game.rec.Moves()) != moves || !strings.Contains(note, "your move") {
		t.Errorf(". on the person's turn: %d moves, note %q", len(m.game.rec.Moves()), note)
	}
	next, _ := m.Update(press("enter")) // the AI's turn, its search never begun
	m = next.(Model)
	if m.game.humanToMove() {
		t.Fatal("the person to move after their move")
	}
	next, _ = m.Update(press("!"))
	m = next.(Model)
	if note := m.game.ui.note; m.game.ui.hint.busy() || !strings.Contains(note, "Hints are for your turn") {
		t.Errorf("! on the AI's turn: note %q", note)
	}
}
