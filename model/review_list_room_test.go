package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/review"
)

// reviewedOf is the finished game of variant at width × height with a
// review done that judges its moves in turn best, an inaccuracy, a mistake
// and a blunder, as a review's worker would have sent it.
func reviewedOf(t *testing.T, variant string, width, height int) Model {
	t.Helper()
	m := finishedGameOf(t, variant, width, height)
	next, _ := m.Update(press("a")) // the review started, its judging left undone
	m = next.(Model)
	rec := m.game.rec
	var judged []review.Move
	for ply, mv := range rec.Moves() {
		if mv == engine.Pass {
			continue
		}
		class := review.Class(len(judged) % 4)
		loss := []int{0, 2, 6, 12}[class]
		judged = append(judged, review.Move{Ply: ply, Color: rec.Positions()[ply].Turn(), Move: mv, Score: -loss, Best: mv, BestScore: 0, Loss: loss, Class: class, Exact: true, ScoreExact: true})
	}
	next, _ = m.Update(reviewDoneMsg{gen: m.game.ui.review.gen, judged: review.Judged{Moves: judged}})
	return next.(Model)
}

// panelAbove is the panel's lines on screen above the move list's
// heading, inside its border, down to the heading.
func panelAbove(screen string) []string {
	var above []string
	for _, l := range strings.Split(screen, "\n") {
		i := strings.LastIndex(l, "  │ ") // the board's edge, then the panel's
		if i < 0 {
			continue
		}
		inner := strings.TrimRight(strings.TrimSuffix(strings.TrimRight(l[i+len("  │ "):], " "), "│"), " ")
		if strings.HasPrefix(inner, "Moves") {
			return above
		}
		above = append(above, inner)
	}
	return nil
}

// A review looked back at on 8x8 at 100x32 gives its move list, cut
// short, the lines the game's summaries take at the end: blank lines stood
// between the graph's legend and the list's heading, the list cut to "…"
// and five rows. Stepping on among the moves judged keeps the heading on
// its row.
func TestALookBackGivesTheMoveListTheRowsThereAre(t *testing.T) {
	m := reviewedOf(t, "8x8", 100, 32)
	m, _ = keys(t, m, "left")
	above := panelAbove(screenText(m))
	if len(above) < 2 {
		t.Fatalf("no move list under the panel's lines:\n%s", screenText(m))
	}
	if strings.TrimSpace(above[len(above)-2]) == "" {
		t.Errorf("blank lines above the move list's heading while it is cut:\n%s", screenText(m))
	}
	row := headingRow(screenText(m))
	for range 6 {
		m, _ = keys(t, m, "left")
		if now := headingRow(screenText(m)); now != row {
			t.Fatalf("the heading moved from row %d to %d looking back:\n%s", row, now, screenText(m))
		}
	}
}
