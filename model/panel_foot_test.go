package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A name typed and the scores' heading come and go at the panel's foot:
// the move list stands still as they do, where it pushed the list down a
// line for "go to: c_" and two for the heading.
func TestTheMoveListStandsStillAsATypedNameAndTheScoresComeAndGo(t *testing.T) {
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}} {
		next, _ := started(t, config(t, "8x8", HumanKind, HumanKind)).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		m := next.(Model)
		for _, cell := range []string{"ef", "fd"} { // f5 d6 in RowCol names
			for _, k := range cell {
				m, _ = keys(t, m, string(k))
			}
			m, _ = keys(t, m, "enter")
		}
		where := func(m Model) (int, int) {
			lines := strings.Split(screenText(m), "\n")
			heading, row := -1, -1
			for i, l := range lines {
				if strings.Contains(l, "│ Moves") && heading < 0 {
					heading = i
				}
				if strings.Contains(l, " 1. ") && row < 0 {
					row = i
				}
			}
			return heading, row
		}
		h0, r0 := where(m)
		if h0 < 0 || r0 < 0 {
			t.Fatalf("%v: no move list:\n%s", size, screenText(m))
		}
		typed, _ := keys(t, m, "c")
		if h, r := where(typed); h != h0 || r != r0 || !strings.Contains(screenText(typed), "go to: c_") {
			t.Errorf("%v: a name typed moves the list from lines %d, %d to %d, %d:\n%s", size, h0, r0, h, r, screenText(typed))
		}
		scored, _ := keys(t, m, "=")
		if h, r := where(scored); h != h0 || r != r0 || !strings.Contains(screenText(scored), "scores") {
			t.Errorf("%v: the scores move the list from lines %d, %d to %d, %d:\n%s", size, h0, r0, h, r, screenText(scored))
		}
	}
}
