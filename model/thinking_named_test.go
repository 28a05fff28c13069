package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line's figure, the running evaluation's, is labelled as the
// evaluation labels it where it says its depth: it read "● ~-6 (depth 13)"
// beside "Evaluation: ● -6 (learned, depth 13)", two wordings of one search.
func TestThinkingLineLabelsItsFigureAsTheEvaluation(t *testing.T) {
	m := aiToThink(t)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 130, Height: 40})
	m = next.(Model)
	pos := m.game.rec.Position()
	c := search.Choice{Move: pos.LegalMoves()[1], Depth: 10, Nodes: 2000, Score: search.Score{Unit: search.Discs, Discs: 4}}
	next, _ = m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
	m = next.(Model)
	m.game.ui.keepDeep(pos, deepScore{black: -6, depth: 13, move: engine.Pass, eval: "learned"})
	text := strings.ReplaceAll(screenText(m), "\u00a0", " ")
	best := panelLine(text, "best so far")
	if !strings.Contains(text, "Evaluation: ● -6 (learned, depth 13)") || !strings.HasSuffix(best, "● ~-6 (learned, depth 13)") {
		t.Errorf("the thinking line's figure %q, want it labelled as the evaluation's:\n%s", best, text)
	}
}
