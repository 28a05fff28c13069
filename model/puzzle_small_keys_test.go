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

// At 40x12 a wrong answer's status said "← again, →/enter show answer"
// right above a key line saying the same: the key line says it alone now.
// At 36x12, whose key line has no room for the answer's key, the status
// still names it.
func TestARefutationsKeysAreSaidOnceUnderTheBoard(t *testing.T) {
	m := refutedSeed(t, 2, engine.RowCol)
	for _, c := range []struct {
		width, height int
		inStatus      bool
	}{{40, 12, false}, {40, 13, false}, {50, 14, false}, {36, 12, true}} {
		text := screenText(sized(m, c.width, c.height))
		above := text[:strings.LastIndex(strings.TrimRight(text, "\n "), "\n")]
		if got := strings.Contains(above, "→/enter"); got != c.inStatus {
			t.Errorf("%dx%d: the status names the answer's key: %v, want %v\n%s", c.width, c.height, got, c.inStatus, text)
		}
		if !strings.Contains(above, "Not it") || !strings.Contains(lastLine(text), "try again") {
			t.Errorf("%dx%d: the verdict or the key to try again is gone:\n%s", c.width, c.height, text)
		}
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
