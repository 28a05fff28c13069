package model

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/views"
)

// A game left for the setup and continued from it in the same run keeps
// its positions' deep scores, as one read back from its file does: its
// evaluation stays at the depth it reached, not evalDepth's.
func TestContinuedGameKeepsItsDeepEvaluation(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.StateDir = toured(t)
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ := keys(t, next.(Model), "space")
	for range 10 { // past the opening book, whose evaluation would stand
		if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	m.game.ui.keepDeep(m.game.rec.Position(), deepScore{black: -14, depth: 8})
	evaluation := func(m Model) string {
		var p views.Panel
		m.game.runningEvaluation(&p, m.game.shown(), true)
		return p.Evaluation
	}
	if got := evaluation(m); got != "Evaluation: ●\u00a0-14 (depth 8)" {
		t.Fatalf("before leaving: %q", got)
	}
	m, _ = keys(t, m, "esc", "y")
	if m.setup.row != rowContinue {
		t.Fatalf("no Continue chosen:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen {
		t.Fatalf("enter on Continue did not continue:\n%s", screenText(m))
	}
	if got := evaluation(m); got != "Evaluation: ●\u00a0-14 (depth 8)" {
		t.Errorf("continued: %q, want the depth 8 it had", got)
	}
}
