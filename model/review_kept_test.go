package model

import (
	"slices"
	"testing"
)

// A game reviewed once shows its review at once when it is opened again
// and reviewed: the review is bounded in nodes, so the same game gets the
// same marks, where it ran again whole (37 s of a loaded machine's, on
// 8×8).
func TestAGameReviewedAgainShowsItsReviewAtOnce(t *testing.T) {
	cfg := config(t, "4x4", HumanKind, "greedy")
	m := loadedFinishedAt60x20(t, cfg)
	m, _ = keys(t, m, "a")
	first := m.game.ui.review.moves
	if first == nil {
		t.Fatal("the first review should finish")
	}
	m, _ = m.startGame(m.game.cfg) // the same game, opened again
	next, _ := m.Update(press("a"))
	m = next.(Model)
	if r := m.game.ui.review; r.running || !slices.Equal(r.moves, first) {
		t.Errorf("reviewed again: running %v, %d moves judged; want the first review's %d at once", r.running, len(r.moves), len(first))
	}
}
