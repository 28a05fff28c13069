package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// finishedGame is a person's game of 8×8 against level 2 taken up at its
// end, at width × height.
func finishedGame(t *testing.T, width, height int) Model {
	t.Helper()
	cfg := config(t, "8x8", HumanKind, "2")
	cfg.StateDir = toured(t)
	rec := engine.NewGame(cfg.Variant.Start())
	for !rec.Outcome().Over() {
		legal := rec.Legal()
		if err := rec.Play(legal[len(legal)/2]); err != nil {
			t.Fatal(err)
		}
	}
	cfg.Loaded, cfg.LoadedFrom = &rec, "game-0001.ggf"
	next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: width, Height: height})
	m := next.(Model)
	if !m.game.over() {
		t.Fatalf("the game should be over:\n%s", screenText(m))
	}
	return m
}

// A review at a game's end on a small terminal keeps the keys that look
// back: the summaries give up a line to them, a line each side at least,
// where at 50x18 and 40x16 the key line dropped '← look back', tab and s.
func TestTheReviewLeavesTheKeysToLookBack(t *testing.T) {
	for _, size := range [][2]int{{50, 18}, {40, 16}} {
		m := finishedGame(t, size[0], size[1])
		m, _ = keys(t, m, "a")
		if len(m.game.ui.review.moves) == 0 {
			t.Fatalf("%v: the review should be done", size)
		}
		text := screenText(m)
		lines := strings.Split(text, "\n")
		foot := strings.Join(lines[len(lines)-2:], "\n")
		if !strings.Contains(foot, "← look back") {
			t.Errorf("%v: the keys after the review drop ← look back:\n%s", size, text)
		}
		for _, side := range []string{"● ", "○ "} {
			summary := false
			for _, l := range lines {
				summary = summary || strings.HasPrefix(l, side) && strings.Contains(l, "% best")
			}
			if !summary {
				t.Errorf("%v: no line of %s's summary:\n%s", size, side, text)
			}
		}
	}
}
