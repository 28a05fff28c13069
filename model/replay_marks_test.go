package model

import (
	"slices"
	"strings"
	"testing"

	"reversi/engine"
)

// firstRowColumns are the columns the move list's first row begins its
// words at on screen, the marks round and after its moves (‹ › ?! ? ??)
// read as blank: a list that keeps room for them keeps its words there.
func firstRowColumns(screen string) []int {
	for _, l := range strings.Split(screen, "\n") {
		at := strings.Index(l, "  1. ")
		if at < 0 {
			continue
		}
		row := []rune(strings.TrimRight(l[at:], " │"))
		var cols []int
		for i, r := range row {
			blank := func(r rune) bool { return strings.ContainsRune(" ‹›?!", r) }
			if !blank(r) && (i == 0 || blank(row[i-1])) {
				cols = append(cols, len([]rune(l[:at]))+i)
			}
		}
		return cols
	}
	return nil
}

// A replay keeps room in its move list for the marks a review brings, as a
// game does: its columns stay where they are as a opens the game's review
// at the move shown, where they widened under the reader.
func TestAReplayKeepsItsListAsItsReviewOpens(t *testing.T) {
	sphere := greedySphere(t)
	log := "20240102 10:00:00,30,sphere,human,computer,20 to 4,,greedy,board full," + sphere.Record(engine.RowCol) + "\n"
	for _, size := range steadySizes {
		m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size.Width, size.Height), "enter", "home", "right", "right", "right")
		if m.history.replay == nil {
			t.Fatalf("at %s no replay:\n%s", sizeName(size), screenText(m))
		}
		replayed := screenText(m)
		m, _ = keys(t, m, "a")
		if m.screen != gameScreen || m.game.ui.review.moves == nil {
			t.Fatalf("at %s a on the replay reviews nothing:\n%s", sizeName(size), screenText(m))
		}
		// The first move's number and its two moves: a review's graph may
		// leave the list fewer rows, in more columns.
		was, is := firstRowColumns(replayed), firstRowColumns(screenText(m))
		if len(was) < 3 || len(is) < 3 || !slices.Equal(was[:3], is[:3]) {
			t.Errorf("at %s the first row's words stood at columns %v, reviewed at %v:\n%s\n%s", sizeName(size), was, is, replayed, screenText(m))
		}
	}
}
