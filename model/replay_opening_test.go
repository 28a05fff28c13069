package model

import (
	"testing"
)

// A replay keeps the line its review names the game's opening on: the
// line stands on the same row in the replay as in the review a opens, at
// the game's end and at its second move, at 80x24, 100x32 and 140x45. The
// replay had no such line, and the review, naming the opening, moved what
// is under it down by one.
func TestAReplayKeepsItsOpeningsLineAsItsReviewOpens(t *testing.T) {
	// The shortest game, a wipe-out in nine moves (e6 f4 e3 f6 g5 d6 e7 f5 c5).
	log := "20240102 10:00:00,30,8*8,human,computer,13 to 0,,greedy,wiped out,fe df ce ff eg fd ge ef ec\n"
	for _, size := range steadySizes {
		for _, at := range [][]string{{"enter"}, {"enter", "home", "right", "right", "right"}} {
			m, _ := keys(t, openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size.Width, size.Height), at...)
			if m.history.replay == nil {
				t.Fatalf("at %s no replay:\n%s", sizeName(size), screenText(m))
			}
			// The review as it opens, its judging begun (and left undone: on
			// 8x8 it takes a minute).
			next, ask := m.Update(press("a"))
			next, _ = next.Update(ask())
			reviewed := next.(Model)
			if reviewed.screen != gameScreen || !reviewed.game.ui.review.running {
				t.Fatalf("at %s a on the replay reviews nothing:\n%s", sizeName(size), screenText(reviewed))
			}
			was, shown := belowTheNote(screenText(m))["Opening:"]
			is, named := belowTheNote(screenText(reviewed))["Opening:"]
			if !named || !shown || was != is {
				t.Errorf("at %s after %s the opening's line stood on row %d (%v) in the replay, %d (%v) in its review:\n%s\n%s",
					sizeName(size), at[len(at)-1], was, shown, is, named, screenText(m), screenText(reviewed))
			}
		}
	}
}
