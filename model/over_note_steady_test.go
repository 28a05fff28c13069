package model

import (
	"strings"
	"testing"
)

// A note at a reviewed game's end (! with no move to hint) takes the move
// list's rows, in the first of its forms that they hold: the lines above
// the list stay as they were, but blank ones it takes. At 80x24 it was said whole, pushing out the
// players' lines and the legend of the marks, the summaries cut to words.
func TestANoteAtTheEndKeepsTheLinesAboveTheList(t *testing.T) {
	for _, size := range steadySizes {
		m, _ := keys(t, finishedGame(t, size.Width, size.Height), "a")
		if len(m.game.ui.review.moves) == 0 {
			t.Fatalf("at %s no review:\n%s", sizeName(size), screenText(m))
		}
		before := screenText(m)
		noted, _ := keys(t, m, "!")
		after := screenText(noted)
		if !strings.Contains(after, "no move to hint") {
			t.Fatalf("at %s ! does not say why:\n%s", sizeName(size), after)
		}
		row := headingRow(before)
		if row < 0 {
			t.Fatalf("at %s no move list:\n%s", sizeName(size), before)
		}
		was, is := strings.Split(before, "\n"), strings.Split(after, "\n")
		for i := range row {
			if f := strings.Fields(was[i]); i >= len(is) || was[i] != is[i] && f[len(f)-2] != "│" {
				t.Errorf("at %s the note moved the panel's line %d above the list:\n%s\n%s", sizeName(size), i, before, after)
				break
			}
		}
	}
}
