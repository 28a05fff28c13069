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
	screen := screenText(m)
	if !strings.Contains(screen, "Rules") {
		t.Fatalf("no rules page:\n%s", screen)
	}
	if left, right, ok := inTheMiddle(screen, 200); !ok {
		t.Errorf("the page runs from column %d to %d of 200: not in the middle", left, right)
	}
}

// inTheMiddle says whether the lines of screen, width wide, above its
// foot stand in the middle across, and from which column to which they
// run: the keys at the foot keep to the left, as on every screen.
func inTheMiddle(screen string, width int) (left, right int, ok bool) {
	lines := strings.Split(screen, "\n")
	left = width
	for _, l := range lines[:len(lines)-1] {
		if strings.TrimSpace(l) == "" {
			continue
		}
		trimmed := strings.TrimRight(l, " ")
		left = min(left, len([]rune(trimmed))-len([]rune(strings.TrimLeft(trimmed, " "))))
		right = max(right, len([]rune(trimmed)))
	}
	d := left - (width - right)
	return left, right, d >= -1 && d <= 1
}
