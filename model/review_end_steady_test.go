package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// endRows are the rows on screen of the panel's foot and of the game's
// end as the panel says it: the players' lines, "Game over.", how it
// ended and the result; -1 for one not shown.
func endRows(screen string, ended ...string) []int {
	lines := strings.Split(screen, "\n")
	var rows []int
	for _, said := range append([]string{"╰", "● human", "○ level 2", "Game over."}, ended...) {
		row := -1
		for i, l := range lines {
			if strings.Contains(l, said) {
				row = i
				break
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// A finished game's panel keeps its height and the end's lines as its
// review runs and is done, at 80x24, 60x20 and 100x32: the review's
// summaries give up lines, not the game's, only the blank line under the
// players going before them. At 80x24 the panel took the
// blank line above the keys and "The board is full." went as the
// summaries came; at 60x20 the players' lines went too.
func TestAReviewDoneKeepsTheEndsLines(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 80, Height: 24}, {Width: 60, Height: 20}, {Width: 100, Height: 32}} {
		m := finishedGameOf(t, "6x6", size.Width, size.Height)
		next, _ := m.Update(press("a"))
		running := next.(Model)
		done, _ := keys(t, m, "a")
		if len(done.game.ui.review.moves) == 0 {
			t.Fatalf("%s: the review should be done", sizeName(size))
		}
		ended := []string{"The board is full.", "● Black wins by 8"}
		before, after := endRows(screenText(running), ended...), endRows(screenText(done), ended...)
		for i, row := range after {
			// The foot and the players stay on their rows; the end's lines
			// stay in order, the blank line above them the one to give way.
			moved := i < 3 && row != before[i] || i > 1 && row <= after[i-1] || row < before[i]-1
			if row < 0 || moved {
				t.Errorf("%s: rows of the panel's foot, the players, the end %v as the review ran, %v once done:\n%s\n%s", sizeName(size), before, after, screenText(running), screenText(done))
				break
			}
		}
		if !strings.Contains(screenText(done), "% best") {
			t.Errorf("%s: the review done says nothing of the sides' moves:\n%s", sizeName(size), screenText(done))
		}
	}
}
