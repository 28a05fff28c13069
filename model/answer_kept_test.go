package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A question's y/n stays on a line with the word before it: at 100x32
// "To the setup? The game stays saved. y/n" filled its first line but the
// y/n, which stood alone under it as a stray.
func TestAQuestionsAnswerIsNotAlone(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "enter", "esc")
	text := screenText(m)
	if !strings.Contains(text, "To the setup?") {
		t.Fatalf("esc after a move:\n%s", text)
	}
	for _, l := range strings.Split(text, "\n") {
		for _, part := range strings.Split(l, "│") { // the panel's line between its borders
			if strings.TrimSpace(part) == "y/n" {
				t.Errorf("y/n alone on a line:\n%s", text)
			}
		}
	}
}
