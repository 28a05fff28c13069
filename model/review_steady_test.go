package model

import (
	"strings"
	"testing"
)

// shownParts says which of the panel's parts that may give way screen
// shows: the players' lines, the review's graph and the graph's legend.
func shownParts(screen string) map[string]bool {
	return map[string]bool{
		"the players' lines": strings.Contains(screen, "● human") && strings.Contains(screen, "○ level 2"),
		"the graph":          strings.ContainsAny(screen, "▁▂▃▆▇"),
		"the graph's legend": strings.Contains(screen, "● ahead"),
	}
}

// What the panel shows stays as a review arrives and as one steps through
// it: what gives way where a frame has no room for it gives way in them
// all, at 80x24, 100x32 and 140x45. At 80x24 the players' lines went as
// the review came, and the graph came and went, looking back at the start
// and at a move.
func TestAReviewKeepsThePanelsParts(t *testing.T) {
	m := finishedGameOf(t, "6x6", 100, 32)
	ended := m
	m, _ = keys(t, m, "a")
	if len(m.game.ui.review.moves) == 0 {
		t.Fatalf("no review:\n%s", screenText(m))
	}
	reviewed := m
	for _, size := range steadySizes {
		at := func(m Model) Model {
			next, _ := m.Update(size)
			return next.(Model)
		}
		frames := []Model{at(ended), at(reviewed)}
		m := at(reviewed)
		for _, k := range []string{"home", "]", "]", "[", "end", "left", "left"} {
			m, _ = keys(t, m, k)
			frames = append(frames, m)
		}
		first := shownParts(screenText(frames[1]))
		if !first["the players' lines"] {
			t.Errorf("at %s the review leaves out the players' lines:\n%s", sizeName(size), screenText(frames[1]))
		}
		if !shownParts(screenText(frames[0]))["the players' lines"] {
			t.Errorf("at %s the end leaves out the players' lines:\n%s", sizeName(size), screenText(frames[0]))
		}
		for i, f := range frames[2:] {
			for part, shown := range shownParts(screenText(f)) {
				if shown != first[part] {
					t.Errorf("at %s %s shown %v as the review came, %v after %d keys:\n%s\n%s", sizeName(size), part, first[part], shown, i+1, screenText(frames[1]), screenText(f))
				}
			}
		}
	}
}

// headingRow is the row of the move list's heading on screen; -1 for none.
func headingRow(screen string) int {
	for i, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, "│ Moves") {
			return i
		}
	}
	return -1
}

// The move list's heading stays on its row as one steps through a review,
// move by move and from mark to mark, at 80x24, 100x32 and 140x45: it
// stood lower at the start, where the summaries are said, and at the end
// than at a move judged, where the verdict is. Where that row cuts the
// list short (6x6 at 80x24 and 100x32), the moves judged stand theirs on a row of
// their own, higher, the list taking the lines the summaries take.
func TestAReviewKeepsTheMoveListsRow(t *testing.T) {
	reviewed, _ := keys(t, finishedGameOf(t, "6x6", 100, 32), "a")
	if len(reviewed.game.ui.review.moves) == 0 {
		t.Fatalf("no review:\n%s", screenText(reviewed))
	}
	for _, size := range steadySizes {
		next, _ := reviewed.Update(size)
		m := next.(Model)
		shown := screenText(m)
		if headingRow(shown) < 0 {
			t.Fatalf("at %s no move list:\n%s", sizeName(size), shown)
		}
		// The row of the frames that say the summaries (the end, the
		// start) and of those that judge a move.
		rows := map[bool]int{}
		steps := []string{"home"}
		for range m.game.lookable() {
			steps = append(steps, "right")
		}
		for _, k := range append(steps, "home", "]", "]", "[", "end", "left", "left") {
			summed := m.game.ui.back == 0 || m.game.ui.back == m.game.lookable()
			if first, ok := rows[summed]; !ok {
				rows[summed] = headingRow(screenText(m))
			} else if row := headingRow(screenText(m)); row != first {
				t.Errorf("at %s the heading moved from row %d to %d before %s:\n%s\n%s", sizeName(size), first, row, k, shown, screenText(m))
			}
			m, _ = keys(t, m, k)
		}
		cut := size.Height < 45
		if judged, summed := rows[false], rows[true]; cut && judged >= summed || !cut && judged != summed {
			t.Errorf("at %s the heading stands on row %d at the summaries, %d at a move judged", sizeName(size), summed, judged)
		}
	}
}
