package model

import (
	"strings"
	"testing"
	"time"
)

// A review says how long it has run, a second at a time, so that a step
// that judges no move for long (a deeper search, the last step's checks)
// shows it goes on: on a loaded machine it sat at "86% of the moves
// judged…" for tens of seconds, as if hung.
func TestReviewSaysHowLongItHasRun(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	cfg.now, cfg.Spin = func() time.Time { return now }, true
	m := loadedFinishedAt60x20(t, cfg)
	next, cmd := m.Update(press("a")) // the review's work is not run: it stays at its start
	if m = next.(Model); cmd == nil || !m.game.ui.review.running {
		t.Fatal("a should start the review")
	}
	before := screenText(m)
	now = now.Add(12 * time.Second)
	next, tick := m.Update(reviewTickMsg{gen: m.game.ui.review.gen})
	m = next.(Model)
	if after := screenText(m); after == before || !strings.Contains(after, "12 s so far") {
		t.Errorf("12 s later, nothing judged, the screen says:\n%s\nwhere it said:\n%s", after, before)
	}
	if tick == nil {
		t.Error("the review runs on, and waits for no next second")
	}
	if _, tick = m.Update(reviewTickMsg{gen: m.game.ui.review.gen - 1}); tick != nil {
		t.Error("another review's second is taken as this one's")
	}
}
