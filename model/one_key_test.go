package model

import (
	"testing"
	"time"
)

// tab is the other kind of board on every screen: on the setup it changes
// the variant, as in a game it starts one on the other board, where it
// opened the history there; H opens the history, and in it and its replay
// goes back, where tab did.
func TestTabIsTheOtherBoardAndHTheHistory(t *testing.T) {
	cfg := config(t, "4x4", "random", "random")
	cfg.MoveTime = 20 * time.Millisecond
	m, err := New(cfg, false)
	if err != nil {
		t.Fatal(err)
	}
	m, _ = keys(t, m, "tab")
	if m.screen != setupScreen || !m.setup.cfg.Variant.IsSphere() {
		t.Fatalf("tab on the setup: screen %d, variant %s", m.screen, m.setup.cfg.Variant)
	}
	if m, _ = keys(t, m, "tab"); m.setup.cfg.Variant.IsSphere() {
		t.Errorf("tab twice on the setup: variant %s", m.setup.cfg.Variant)
	}
	m, _ = keys(t, m, "enter")
	if m.screen != gameScreen || !m.game.rec.Outcome().Over() {
		t.Fatalf("the game of AIs did not end:\n%s", screenText(m))
	}
	m, _ = keys(t, m, "s", "H")
	if m.screen != historyScreen {
		t.Fatalf("H on the setup: screen %d\n%s", m.screen, screenText(m))
	}
	if m, _ = keys(t, m, "tab"); m.screen != historyScreen {
		t.Errorf("tab in the history left it for screen %d", m.screen)
	}
	m, _ = keys(t, m, "enter")
	if m.history.replay == nil {
		t.Fatalf("no replay:\n%s", screenText(m))
	}
	if m, _ = keys(t, m, "H"); m.history.replay != nil || m.screen != historyScreen {
		t.Errorf("H in the replay: screen %d, replay open %v", m.screen, m.history.replay != nil)
	}
	if m, _ = keys(t, m, "H"); m.screen != setupScreen {
		t.Errorf("H in the history: screen %d", m.screen)
	}
}
