package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour says where to read what the panel's evaluation means, and its
// key opens the rules, which say it: "Evaluation: ● +0 (book)" was jargon
// from the first move. The tour said it itself, a paragraph that made it
// long.
func TestTheTourLeadsToWhatTheEvaluationMeans(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
		cfg := config(t, "8x8", HumanKind, "greedy")
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m := next.(Model)
		text := strings.ReplaceAll(screenText(m), "│", "")
		if words := strings.Join(strings.Fields(text), " "); !strings.Contains(words, "r the rules, and what the marks and figures mean") {
			t.Errorf("%dx%d: the tour does not say where the figures are told:\n%s", size[0], size[1], text)
		}
		if rules, _ := keys(t, m, "r"); rules.screen != rulesScreen {
			t.Errorf("%dx%d: r over the tour: screen %v", size[0], size[1], rules.screen)
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
