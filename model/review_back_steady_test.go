package model

import (
	"slices"
	"strings"
	"testing"

	"reversi/engine"
)

// A review opened from a replay keeps its key line's places as it runs
// and stops: the way back, "s" while esc stops the review and "s/esc"
// once esc goes back too, keeps the wider's room, so that the keys after
// it stay where they stand, at 100 and 80 columns. They moved four
// columns as it came and went.
func TestAReviewFromAReplayKeepsItsWayBacksRoom(t *testing.T) {
	sphere := greedySphere(t)
	log := "20240102 10:00:00,30,sphere,human,computer,20 to 4,,greedy,board full," + sphere.Record(engine.RowCol) + "\n"
	for _, size := range [][2]int{{100, 32}, {80, 24}} {
		m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size[0], size[1]), "enter", "left")
		next, cmd := m.Update(press("a"))
		next, _ = next.(Model).Update(cmd()) // the review opened, its judging left running
		running := next.(Model)
		stopped := stoppedReview(t, running, size)
		foot := func(m Model) string {
			lines := strings.Split(screenText(m), "\n")
			return strings.Join(lines[len(lines)-2:], "\n")
		}
		if !strings.Contains(foot(running), "s back to the replay") || !strings.Contains(foot(stopped), "s/esc back to the replay") {
			t.Fatalf("%v: the way back as the review runs and once stopped:\n%s\n%s", size, foot(running), foot(stopped))
		}
		if !slices.Equal(bullets(foot(running)), bullets(foot(stopped))) {
			t.Errorf("%v: the keys moved as the review stopped:\n%s\n%s", size, foot(running), foot(stopped))
		}
	}
}
