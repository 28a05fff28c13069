package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The editor, on a flat board and on the sphere, stands in the middle
// across as the setup and the game do: at 200x50 it kept to the left edge
// with some 120 columns blank on its right.
func TestTheEditorIsCentred(t *testing.T) {
	for _, v := range []string{"8x8", "sphere"} {
		m, _ := New(config(t, v, HumanKind, "greedy"), false)
		m, _ = keys(t, sized(m, 200, 50), "e")
		screen := screenText(m)
		if m.screen != editorScreen {
			t.Fatalf("%s: no editor:\n%s", v, screen)
		}
		if left, right, ok := inTheMiddle(screen, 200); !ok {
			t.Errorf("%s: the editor runs from column %d to %d of 200:\n%s", v, left, right, screen)
		}
	}
}

// A click on a cell where the editor draws it, in the middle of a wide
// screen, puts the cursor there: the cursor's cell, clicked after the
// cursor has moved off it, takes it back.
func TestAClickInTheCentredEditorFindsItsCell(t *testing.T) {
	for _, v := range []string{"8x8", "sphere"} {
		m, _ := New(config(t, v, HumanKind, "greedy"), false)
		m, _ = keys(t, sized(m, 200, 50), "e")
		cell := m.editor.cursor
		x, y := -1, -1
		for i, l := range strings.Split(screenText(m), "\n") {
			if at := strings.Index(l, "["); at >= 0 {
				x, y = len([]rune(l[:at]))+1, i // inside the brackets
				break
			}
		}
		if y < 0 {
			t.Fatalf("%s: no cursor drawn:\n%s", v, screenText(m))
		}
		m, _ = keys(t, m, "right")
		if m.editor.cursor == cell {
			t.Fatalf("%s: right leaves the cursor on %d", v, cell)
		}
		next, _ := m.Update(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		if m = next.(Model); m.editor.cursor != cell {
			t.Errorf("%s: a click at %d,%d, where cell %d is drawn, put the cursor on %d:\n%s", v, x, y, cell, m.editor.cursor, screenText(m))
		}
	}
}

// The history, of no game and of games, stands in the middle across as
// the setup and a replay do: at 200x50 it kept to the left edge.
func TestTheHistoryIsCentred(t *testing.T) {
	game := "20240101 10:00:00,30,8*8,human,computer,40 to 24,,greedy,board full,\n"
	for _, log := range []string{"", game, game + strings.NewReplacer("8*8", "4*4", "40 to 24", "10 to 6").Replace(game)} {
		m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, 200, 50)
		screen := screenText(m)
		if left, right, ok := inTheMiddle(screen, 200); !ok {
			t.Errorf("a log of %d games: the history runs from column %d to %d of 200:\n%s", strings.Count(log, "\n"), left, right, screen)
		}
	}
}
