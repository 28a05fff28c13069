package model

import (
	"strings"
	"testing"

	"reversi/engine"
)

// At 40x12 a wrong answer's key line had no room for →/enter show answer,
// only the status above named it: the other keys gave way to ? keys and
// +/- board size. Now the key line takes fewer words first ("→ show
// answer") and keeps both keys a player needs there.
func TestARefutationKeepsItsKeysAtFortyColumns(t *testing.T) {
	m := sized(refutedSeed(t, 2, engine.RowCol), 40, 12)
	foot := lastLine(screenText(m))
	if !strings.Contains(foot, "← try again") || !strings.Contains(foot, "show answer") || !strings.Contains(foot, "? keys") {
		t.Errorf("40x12, a wrong answer refuted: the key line %q lacks a key to try again, to see the answer or to all the keys", foot)
	}
	if whole := lastLine(screenText(sized(m, 100, 32))); !strings.Contains(whole, "→/enter show answer") {
		t.Errorf("100x32: the key line %q does not name both keys of the answer", whole)
	}
}

// Once a puzzle's line has played out at 40x12, the key line named look
// back, the keys, setup and quit, but not n, the key to the next puzzle:
// the one thing a player wants there.
func TestAPuzzleOverOffersTheNextAtFortyColumns(t *testing.T) {
	m, _ := inPuzzleLine(t)
	for i := 0; !m.game.over(); i++ {
		if i == 100 {
			t.Fatalf("the puzzle's line does not end:\n%s", screenText(m))
		}
		m, _ = settle(t, m, m.game.turn.schedule(0))
	}
	if foot := lastLine(screenText(sized(m, 40, 12))); !strings.Contains(foot, "n next puzzle") || !strings.Contains(foot, "? keys") {
		t.Errorf("40x12, the puzzle over: the key line %q does not offer the next puzzle", foot)
	}
}
