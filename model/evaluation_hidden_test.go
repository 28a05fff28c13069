package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/search"
	"reversi/internal/state"
)

// The evaluation hidden, a game says no running score of itself: no line,
// no graph and no note that the discs now are against it, in the panel
// and in the status under a board without one; shown, it says all three.
func TestAHiddenEvaluationSaysNoScoreOfTheGame(t *testing.T) {
	against := "f5 f6 d3 c3 b3 e3 f3 e2 d1 g6 g5 e6 d7 f4 d2 g4 h3 c1" // "● Black ahead now, not at the end"
	for _, size := range [][2]int{{130, 40}, {100, 32}, {80, 24}, {60, 20}, {50, 16}} {
		for _, hidden := range []bool{false, true} {
			cfg := config(t, "8x8", HumanKind, HumanKind)
			cfg.Loaded, cfg.HideEval = gameOfMoves(t, cfg, against), hidden
			next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m := next.(Model)
			text := screenText(m)
			said := strings.Contains(text, "Evaluation") || strings.Contains(sideText(text), "not at the end")
			if said == hidden {
				t.Errorf("at %dx%d, the evaluation hidden %v:\n%s", size[0], size[1], hidden, text)
			}
			if p := m.game.panel(m.game.arrangeWith(m.help, m.game.helpKeys(), m.width, m.height)); hidden && (p.Evaluation != "" || p.AgainstDiscs != "" || len(p.Graph) > 0 || p.GraphRoom) {
				t.Errorf("at %dx%d, the evaluation hidden, the panel keeps %q, %q and a graph of %d moves", size[0], size[1], p.Evaluation, p.AgainstDiscs, len(p.Graph))
			}
		}
	}
}

// The evaluation hidden, a thinking AI's line names its best move so far
// without its figure, which is the running score of the game too.
func TestAHiddenEvaluationLeavesTheThinkingLinesFigureOut(t *testing.T) {
	m := aiToThink(t)
	m.game.cfg.HideEval = true
	next, _ := m.Update(tea.WindowSizeMsg{Width: 130, Height: 40})
	m = next.(Model)
	move := m.game.rec.Position().LegalMoves()[1]
	c := search.Choice{Move: move, Depth: 10, Nodes: 2000, Score: search.Score{Unit: search.Discs, Discs: 4}}
	next, _ = m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
	m = next.(Model)
	text := strings.ReplaceAll(screenText(m), "\u00a0", " ")
	if best := panelLine(text, "best "); !strings.Contains(best, "best "+m.game.moveName(move)+" · ") || strings.Contains(best, "~") {
		t.Errorf("the thinking line %q, want its move alone:\n%s", best, text)
	}
}

// The setup's Evaluation row hides the running evaluation and shows it
// again; the choice is kept for the next run, and the game started from
// it says no evaluation.
func TestTheSetupHidesTheEvaluation(t *testing.T) {
	cfg := config(t, "8x8", HumanKind, HumanKind)
	cfg.SettingsDir = t.TempDir()
	m, _ := New(cfg, false)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m, _ = keys(t, next.(Model), "end", "up", "up")
	if m.setup.row != rowEval || !strings.Contains(screenText(m), "‹\u00a0shown: who stands better\u00a0›") {
		t.Fatalf("the Evaluation row chosen:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "right")
	if !strings.Contains(screenText(m), "hidden: hints keep scores") {
		t.Errorf("the Evaluation row after right:\n%s", screenText(m))
	}
	if kept, ok, err := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings()); !ok || err != nil || kept.Evaluation {
		t.Errorf("kept: evaluation %v (%v, %v)", kept.Evaluation, ok, err)
	}
	restored := DefaultConfig()
	if s, _, _ := state.LoadSettings(cfg.SettingsDir, DefaultConfig().Settings()); restored.Restore(s, func(string) bool { return false }) != nil || !restored.HideEval {
		t.Error("the next run does not take up the evaluation hidden")
	}
	if m, _ = keys(t, m, "enter"); m.screen != gameScreen || strings.Contains(screenText(m), "Evaluation") {
		t.Errorf("the game after the evaluation hidden:\n%s", screenText(m))
	}
}
