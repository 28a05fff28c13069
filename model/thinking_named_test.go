package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line's figure, the running evaluation's, says its depth
// where that differs as the line counts its own: "(learned, depth 13)"
// under "looking 10 moves ahead" read as two counts of one search, as
// "(handcrafted, depth 4)" under level 2's "looking 1 move ahead" did.
func TestThinkingLineCountsItsFiguresDepthAsItsOwn(t *testing.T) {
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
	if !strings.Contains(text, "Evaluation: ● -6 (learned, depth 13)") || !strings.HasSuffix(best, "● ~-6 (13 moves ahead)") {
		t.Errorf("the thinking line's figure %q, want it labelled as the evaluation's:\n%s", best, text)
	}
}
