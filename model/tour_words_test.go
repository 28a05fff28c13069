package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// Against an AI each turn starts with the cursor on a legal move, so that
// enter always plays, and the tour says so where it says what enter does;
// two people's turns leave the cursor where it was, and their tour says
// only where * marks the legal moves.
func TestTheTourSaysTheCursorStartsOnALegalMove(t *testing.T) {
	for _, c := range []struct{ white, want string }{
		{"greedy", "place a disc; the cursor starts on a legal move"},
		{HumanKind, "place a disc where * marks a legal move"},
	} {
		cfg := config(t, "8x8", HumanKind, c.white)
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		if words := strings.Join(strings.Fields(strings.ReplaceAll(screenText(next.(Model)), "│", "")), " "); !strings.Contains(words, "enter "+c.want) {
			t.Errorf("against %s the tour does not say %q:\n%s", c.white, c.want, screenText(next.(Model)))
		}
	}
}
