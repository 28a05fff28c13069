package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine/search"
)

// The thinking line says its search's own figure, of the depth it counts,
// as the search goes on to solve: the estimate the solve began from, then
// the bound it proves, whatever the evaluation beside it says of the
// position by its own rule (outranks), a shallower search's or the exact
// score the search does not know. It said the evaluation's figure, "best so far f4 ● ~-4 (9 moves
// ahead)" under "looking 10 moves ahead", a count that was no search's.
func TestThinkingLineSaysItsSearchsOwnFigure(t *testing.T) {
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
	says := func(m Model, what, best, eval string) {
		t.Helper()
		text := screenText(m)
		if b, e := plain(panelLine(text, "best so far")), plain(panelLine(text, "Evaluation:")); b != best || !strings.HasPrefix(e, eval) {
			t.Errorf("%s: %q beside %q, want %q beside %q:\n%s", what, b, e, best, eval, text)
		}
	}
	// White's estimates: depth 9 ends at an even number of empties.
	m = report(m, search.Choice{Move: legal[0], Depth: 9, Nodes: 1000, Score: search.Score{Unit: search.Discs, Discs: 4}})
	m = report(m, search.Choice{Move: legal[1], Depth: 10, Nodes: 2000, Score: search.Score{Unit: search.Discs, Discs: 1}})
	says(m, "depth 10's ~+1 after depth 9's ~+4", "best so far "+second+" ● ~-1", "Evaluation: ● -4 (depth 9)")
	m = report(m, search.Choice{Move: legal[1], Depth: 10, Solving: pos.Empties(), Nodes: 3000, Score: search.Score{Unit: search.Discs, Discs: 1}})
	says(m, "solving from depth 10's ~+1", "best so far "+second+" ● ~-1", "Evaluation: ● -4 (depth 9, solving)")
	m = report(m, search.Choice{Move: legal[0], Depth: 10, Solving: pos.Empties(), Nodes: 4000, Score: search.Score{Unit: search.AtLeastDiscs, Discs: 2}})
	says(m, "a bound proven", "best so far "+first+" ● ≤-2", "Evaluation: ● -4 (depth 9, solving)")
	m.game.ui.exact.learn(pos, 6) // white's: black ends 6 behind
	says(m, "the position known exactly, the bound proven", "best so far "+first+" ● ≤-2", "Evaluation: ● -6 (exact)")
	m = report(m, search.Choice{Move: legal[1], Depth: 11, Nodes: 5000, Score: search.Score{Unit: search.Discs, Discs: 3}})
	says(m, "an estimate of a position known exactly", "best so far "+second+" ● ~-3", "Evaluation: ● -6 (exact)")
}
