package model

import (
	"strings"
	"testing"
)

// While a puzzle's line plays, the key line offers s to leave for the
// setup, which acts there, as the line after its end does: it offered
// only the pace, the next puzzle, the keys and tab.
func TestPuzzleLineOffersTheSetup(t *testing.T) {
	m, _ := inPuzzleLine(t)
	if foot := lastLine(screenText(m)); !strings.HasSuffix(strings.TrimSpace(foot), "• s setup") {
		t.Errorf("while the line plays, the key line does not end offering s: %q", foot)
	}
}
