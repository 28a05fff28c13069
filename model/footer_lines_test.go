package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// A key keeps its line of the footer as others come: at 80 columns
// ctrl+y redo, coming after an undo, took the first line's end and moved
// ctrl+z undo (and after it ! hint) up from the second line.
func TestFooterKeysKeepTheirLinesAsKeysCome(t *testing.T) {
	for _, c := range []struct{ black, white string }{{HumanKind, HumanKind}, {HumanKind, "greedy"}} {
		m := started(t, config(t, "8x8", c.black, c.white))
		next, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
		m = next.(Model)
		for range 4 {
			if m.game.rec.Position().Turn() == engine.Black || c.white == HumanKind {
				m = play(t, m)
			}
		}
		played := strings.Join(footLines(m, 2), "\n")
		undone, _ := keys(t, m, "ctrl+z")
		after := strings.Join(footLines(undone, 2), "\n")
		if !strings.Contains(after, "ctrl+y") {
			t.Fatalf("%s: no redo after an undo:\n%s\n\n%s", c.white, screenText(m), screenText(undone))
		}
		for _, k := range []string{"enter", "? keys", "ctrl+z", "tab", "! hint"} {
			if was, is := lineOf(played, k), lineOf(after, k); was < 0 || was != is {
				t.Errorf("%s: %q moved from line %d of the keys to line %d as ctrl+y came:\n%s\n\n%s",
					c.white, k, was, is, played, after)
			}
		}
	}
}
