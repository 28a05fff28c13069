package model

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
	"reversi/engine/search"
)

// A game lost on time before any disc was placed ends saying so, with no
// disc counts: "● 2 : 2 ○, 60 empty" read as a score of a game that had
// none, where the history says "no move".
func TestAGameLostOnTimeBeforeAnyMoveShowsNoCounts(t *testing.T) {
	now := time.Date(2026, 1, 1, 10, 0, 0, 0, time.UTC)
	cfg := config(t, "8x8", HumanKind, search.DefaultOpponent)
	cfg.Clock, cfg.now = time.Minute, func() time.Time { return now }
	m := started(t, cfg)
	next, _ := m.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	m = next.(Model)
	now = now.Add(time.Minute)
	m, _ = settle(t, m, func() tea.Msg { return clockTickMsg{gen: m.game.ui.clock.gen} })
	if o := m.game.rec.Outcome(); o.Reason != engine.OutOfTime || o.Winner != engine.White {
		t.Fatalf("outcome %+v", o)
	}
	said := panelSaid(screenText(m))
	if strings.Contains(said, "2 : 2") || strings.Contains(said, "60 empty") || !strings.Contains(said, "ran out of time before a move") {
		t.Errorf("the end of a game lost on time before a move:\n%s", screenText(m))
	}
}
