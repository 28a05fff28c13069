package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// The thinking line's count and its figure say one depth: it read "12
// moves ahead" over "best so far c4 ● ~-11" beside "Evaluation: ● -11
// (depth 11)", the count the search's latest depth, the figure the
// deepest ending at an even number of empties (outranks). The count is the
// depth of the search's own report the evaluation ranks first; a figure
// from another search, deeper, says its depth after it.
func TestThinkingLineCountsTheDepthOfItsFigure(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		m := aiToThink(t)
		next, _ := m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m = next.(Model)
		pos := m.game.rec.Position()
		if pos.Empties()%2 != 1 {
			t.Fatalf("the test wants an odd number of empties, has %d", pos.Empties())
		}
		second := m.game.moveName(pos.LegalMoves()[1])
		report := func(m Model, depth, nodes int) Model {
			c := search.Choice{Move: pos.LegalMoves()[1], Depth: depth, Nodes: int64(nodes), Score: search.Score{Unit: search.Discs, Discs: 4}}
			next, _ := m.Update(aiProgressMsg{gen: m.game.turn.gen, choice: c})
			return next.(Model)
		}
		// Depth 9 ends at an even number of empties, depth 10 at an odd one.
		m = report(report(m, 9, 1000), 10, 2000)
		text := screenText(m)
		plain := strings.ReplaceAll(text, "\u00a0", " ")
		if !strings.Contains(text, "9 moves ahead") || strings.Contains(text, "10 moves ahead") || !strings.Contains(plain, "Evaluation: ● -4 (depth 9)") {
			t.Errorf("%dx%d, depth 10 reported after depth 9: want the count at 9 as the evaluation's depth 9:\n%s", size[0], size[1], text)
		}
		if best := panelLine(text, "best so far"); best != "best so far "+second+" ●\u00a0~-4" {
			t.Errorf("%dx%d: %q, want the figure alone, of the depth counted:\n%s", size[0], size[1], best, text)
		}
		// A deeper search of the position, the AI's own before the person
		// took the move back and played it again, gives the figure: it
		// says its depth.
		m.game.ui.keepDeep(pos, deepScore{black: -6, depth: 13, move: engine.Pass})
		text = screenText(m)
		plain = strings.ReplaceAll(text, "\u00a0", " ")
		if best := panelLine(text, "best so far"); best != "best so far "+second+" ●\u00a0~-6 (depth 13)" || !strings.Contains(text, "9 moves ahead") || !strings.Contains(plain, "Evaluation: ● -6 (depth 13)") {
			t.Errorf("%dx%d, a deeper search's figure: %q, want it with its depth 13 under the count of 9:\n%s", size[0], size[1], best, text)
		}
	}
}
