package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/search"
)

// The thinking line says the figure the evaluation beside it says of the
// position thought over, by the same rule (outranks): it said its search's
// latest estimate, "best so far f4 ● ~-1" over "Evaluation: ● -4 (depth
// 9)", two figures of one position whose parity zigzagged. The move named
// stays the latest search's; a bound the search proves says itself, the
// evaluation keeping its estimate within it; where the game knows the
// position's exact score, the evaluation's, the estimate says it too.
func TestThinkingLineSaysTheEvaluationsParity(t *testing.T) {
	m := aiToThink(t)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	pos := m.game.rec.Position()
	if pos.Empties()%2 != 1 {
		t.Fatalf("the test wants an odd number of empties, has %d", pos.Empties())
	}
	legal := pos.LegalMoves()
	first, second := m.game.moveName(legal[0]), m.game.moveName(legal[1])
	plain := func(s string) string { return strings.ReplaceAll(s, "\u00a0", " ") } // the evaluation's no-break space is drawn plain
	report := func(m Model, c search.Choice) Model {
		next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
		return next.(Model)
	}
	// White's estimates: depth 9 ends at an even number of empties.
	m = report(m, search.Choice{Move: legal[0], Depth: 9, Nodes: 1000, Score: search.Score{Unit: search.Discs, Discs: 4}})
	m = report(m, search.Choice{Move: legal[1], Depth: 10, Nodes: 2000, Score: search.Score{Unit: search.Discs, Discs: 1}})
	text := screenText(m)
	if best, eval := panelLine(text, "best so far"), plain(panelLine(text, "Evaluation:")); best != "best so far "+second+" ●\u00a0~-4 (9 moves ahead)" || !strings.HasPrefix(eval, "Evaluation: ● -4 (depth 9)") {
		t.Errorf("depth 10's %s ~+1 after depth 9's %s ~+4: %q beside %q, want depth 10's move with ● ~-4 (depth 9) beside ● -4 (depth 9):\n%s", second, first, best, eval, text)
	}
	m = report(m, search.Choice{Move: legal[1], Depth: 10, Solving: pos.Empties(), Nodes: 3000, Score: search.Score{Unit: search.Discs, Discs: 1}})
	if best := panelLine(screenText(m), "best so far"); best != "best so far "+second+" ●\u00a0~-4" {
		t.Errorf("solving from depth 10's ~+1: %q, want ● ~-4 as the evaluation (depth 9, solving):\n%s", best, screenText(m))
	}
	m = report(m, search.Choice{Move: legal[0], Depth: 10, Solving: pos.Empties(), Nodes: 4000, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 2}})
	text = screenText(m)
	if best, eval := panelLine(text, "best so far"), plain(panelLine(text, "Evaluation:")); best != "best so far "+first+" ●\u00a0≤-2" || !strings.HasPrefix(eval, "Evaluation: ● -4 (depth 9, solving)") {
		t.Errorf("a bound proven: %q beside %q, want ● ≤-2 beside ● -4 (depth 9, solving):\n%s", best, eval, text)
	}
	m.game.ui.exact.learn(pos, 6) // white's: black ends 6 behind
	text = screenText(m)
	if best, eval := panelLine(text, "best so far"), plain(panelLine(text, "Evaluation:")); best != "best so far "+first+" ●\u00a0≤-2" || !strings.HasPrefix(eval, "Evaluation: ● -6 (exact)") {
		t.Errorf("the position known exactly, the bound proven: %q beside %q, want ● ≤-2 beside ● -6 (exact):\n%s", best, eval, text)
	}
	m = report(m, search.Choice{Move: legal[1], Depth: 11, Nodes: 5000, Score: search.Score{Unit: search.Discs, Discs: 3}})
	text = screenText(m)
	if best := panelLine(text, "best so far"); best != "best so far "+second+" ●\u00a0-6" {
		t.Errorf("an estimate of a position known exactly: %q, want the exact ● -6:\n%s", best, text)
	}
}
