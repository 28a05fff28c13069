package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The rules page stands in the middle across, as the setup does, on a
// screen wider than its lines: at 200x60 it was at the left edge.
func TestTheRulesPageIsCentred(t *testing.T) {
	m, err := New(DefaultConfig(), false)
	if err != nil {
		t.Fatal(err)
	}
	next, _ := m.Update(tea.WindowSizeMsg{Width: 200, Height: 60})
	m, _ = keys(t, next.(Model), "r")
	lines := strings.Split(screenText(m), "\n")
	if !strings.Contains(lines[0], "Rules") {
		t.Fatalf("no rules page:\n%s", strings.Join(lines, "\n"))
	}
	left, right := 200, 0
	for _, l := range lines[:len(lines)-1] { // the keys at the foot keep to the left, as on every screen
		if strings.TrimSpace(l) == "" {
			continue
		}
		trimmed := strings.TrimRight(l, " ")
		left = min(left, len([]rune(trimmed))-len([]rune(strings.TrimLeft(trimmed, " "))))
		right = max(right, len([]rune(trimmed)))
	}
	if d := left - (200 - right); d < -1 || d > 1 {
		t.Errorf("the page runs from column %d to %d of 200: not in the middle", left, right)
	}
}
