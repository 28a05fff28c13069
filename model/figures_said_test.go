package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour says what the panel's evaluation means where its box has room
// (at 100x32, and at 80x24 with its padding given up first, where it left
// it out), and keeps the board's marks without it where it has not:
// "Evaluation: ● +0 (book)" was jargon from the first move.
func TestTheTourSaysWhatTheEvaluationMeans(t *testing.T) {
	for _, c := range []struct {
		width, height int
		figures       bool
	}{{100, 32, true}, {80, 24, true}, {80, 20, false}} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: c.width, Height: c.height})
		text := strings.ReplaceAll(screenText(next.(Model)), "│", "")
		words := strings.Join(strings.Fields(text), " ")
		if said := strings.Contains(words, "means you should finish 4 discs ahead"); said != c.figures || !strings.Contains(words, "( ) marks the last move.") {
			t.Errorf("%dx%d: the figures said %v, want %v, with the marks:\n%s", c.width, c.height, said, c.figures, text)
		}
	}
}

// The panel says an even position and the opening book in words from the
// first move: "Evaluation: ● +0 (book)".
func TestThePanelSaysTheOpeningEvaluationInWords(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if text := screenText(next.(Model)); !strings.Contains(text, "Evaluation: even (opening book)") {
		t.Errorf("the evaluation at the start:\n%s", text)
	}
}
