package model

import (
	"context"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// keyAt is the line and column of the key line's "← look back" on screen,
// and whether every line of the screen keeps to width columns.
func keyAt(screen string, width int) (line, col int, within bool) {
	line, col, within = -1, -1, true
	for i, l := range strings.Split(screen, "\n") {
		if ansi.StringWidth(l) > width {
			within = false
		}
		if at := strings.Index(l, "← look back"); at >= 0 {
			line, col = i, ansi.StringWidth(l[:at])
		}
	}
	return line, col, within
}

// The review's place on the key line keeps one width as it is offered,
// runs and stops ("a review", "esc stop", "a resume"): the keys
// after it stay where they stand, at 80, 60 and 40 columns, where "←
// look back" moved seven columns right and back.
func TestTheReviewsKeyKeepsItsWidth(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {60, 20}, {40, 16}} {
		offered := finishedGameOf(t, "6x6", size[0], size[1])
		next, _ := offered.Update(press("a"))
		running := next.(Model)
		stopped := stoppedReview(t, running, size)
		line, col, _ := keyAt(screenText(offered), size[0])
		for _, m := range []Model{offered, running, stopped} {
			l, c, within := keyAt(screenText(m), size[0])
			if l != line || c != col || !within {
				t.Errorf("%v: ← look back at line %d column %d, first at %d, %d; within the width %v:\n%s", size, l, c, line, col, within, screenText(m))
			}
		}
	}
}

// stoppedReview is running, a review under way at size, stopped by esc
// and its judging's end.
func stoppedReview(t *testing.T, running Model, size [2]int) Model {
	t.Helper()
	next, _ := running.Update(press("esc"))
	next, _ = next.(Model).Update(reviewDoneMsg{gen: next.(Model).game.ui.review.gen, err: context.Canceled})
	stopped := next.(Model)
	if !running.game.ui.review.running || !stopped.game.ui.review.stopped {
		t.Fatalf("%v: a should start the review and esc stop it", size)
	}
	return stopped
}
