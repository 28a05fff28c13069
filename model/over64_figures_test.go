package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line on a board of more than 64 cells names its best move
// without an estimate's figure, as the hint and the evaluation beside it
// do there: "best so far f4 ● ~-1" stood beside "Evaluation: none on
// boards over 64 cells". A bound proven and an exact score keep their
// figures there; on 8x8 the estimate keeps its figure.
func TestTheThinkingLineOver64CellsSaysNoEstimatesFigure(t *testing.T) {
	for _, c := range []struct {
		variant string
		score   search.Score
		want    string // after the move's name
	}{
		{"10x10", search.Score{Unit: search.Discs, Discs: 1}, ""},
		{"10x10", search.Score{Unit: search.Discs, Discs: 0}, ""},
		{"10x10", search.Score{Unit: search.AtLeastDiscs, Discs: 2}, " ●\u00a0≤-2"},
		{"10x10", search.Score{Unit: search.ExactDiscs, Discs: 4}, " ●\u00a0-4"},
		{"8x8", search.Score{Unit: search.Discs, Discs: 1}, " ●\u00a0~"},
	} {
		m := started(t, config(t, c.variant, HumanKind, "greedy"))
		for range 10 { // past the book, whose figure 8x8 would say
			if err := m.game.rec.Play(m.game.rec.Position().LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
		next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
		m = next.(Model)
		move := m.game.rec.Position().LegalMoves()[0]
		next, _ = m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 9, Nodes: 1000, Score: c.score}})
		m = next.(Model)
		text := screenText(m)
		// The best move stands on the line of how far it looks where that
		// has room, else on the line under it.
		best, want := strings.TrimPrefix(panelLine(text, "best so far"), "best so far "), m.game.moveName(move)+c.want
		if parts := strings.Split(panelLine(text, "moves ahead"), " · "); len(parts) == 3 {
			best = strings.TrimPrefix(parts[1], "best ")
		}
		if c.variant == "8x8" && strings.HasPrefix(best, want) || best == want {
			continue
		}
		t.Errorf("%s, white's %v: %q, want %q:\n%s", c.variant, c.score, best, want, text)
	}
}

// A move an AI played before its exact solve finished, on an estimate,
// says so without the estimate's figure on a board of more than 64 cells:
// "on an estimate (● ~-15)" said the figure the evaluation has none of.
func TestAMovePlayedOnAnEstimateOver64CellsSaysNoFigure(t *testing.T) {
	m := started(t, config(t, "10x10", HumanKind, "greedy"))
	m = thinkingAI(t, m, engine.RowCol.Name(m.game.cfg.Variant, int(m.game.rec.Position().LegalMoves()[0])))
	move := m.game.rec.Position().LegalMoves()[0]
	next, _ := m.Update(aiDoneMsg{gen: m.game.turn.gen, choice: search.Choice{Move: move, Depth: 3, Solving: 22, Score: search.Score{Unit: search.Discs, Discs: 15}}})
	m = next.(Model)
	if want := "○ White moved before its exact solve finished, on an estimate."; m.game.ui.note != want {
		t.Errorf("note %q, want %q", m.game.ui.note, want)
	}
}
