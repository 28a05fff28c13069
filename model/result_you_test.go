package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The end of a person's game against an AI says the result for them,
// beside the winner's colour; a game of two people says it as before.
func TestTheEndAgainstAnAISaysYou(t *testing.T) {
	for _, c := range []struct {
		white, want string
	}{
		{"greedy", "○ White wins: you lose."},
		{HumanKind, "○ White wins."},
	} {
		next, _ := started(t, config(t, "8x8", HumanKind, c.white)).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m, _ := keys(t, next.(Model), "ctrl+g", "y")
		if text := screenText(m); !strings.Contains(text, c.want) {
			t.Errorf("black resigned against %s: want %q in\n%s", c.white, c.want, text)
		}
	}
}
