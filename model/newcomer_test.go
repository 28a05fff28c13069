package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A key line cut short keeps the key that does the screen's main thing
// with ? and the ways out: at 30x10 the setup's line was '? keys • q quit
// …' with no 'enter start', and a game's '←↓↑→/hjkl move • ? keys …' with
// no 'enter place'.
func TestAKeyLineCutKeepsTheMainKey(t *testing.T) {
	setup, _ := New(config(t, "8x8", HumanKind, "greedy"), false)
	next, _ := setup.Update(tea.WindowSizeMsg{Width: 30, Height: 10})
	if foot := lastLine(screenText(next.(Model))); !strings.Contains(foot, "enter start") || !strings.Contains(foot, "? keys") {
		t.Errorf("the setup's keys at 30x10: %q", foot)
	}
	cfg := config(t, "8x8", HumanKind, "greedy")
	cfg.StateDir = toured(t)
	next, _ = started(t, cfg).Update(tea.WindowSizeMsg{Width: 30, Height: 10})
	if foot := lastLine(screenText(next.(Model))); !strings.Contains(foot, "enter place") || !strings.Contains(foot, "? keys") {
		t.Errorf("the game's keys at 30x10: %q\n%s", foot, screenText(next.(Model)))
	}
}
