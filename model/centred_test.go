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

// The history stands where it stood as the filters narrow its table: at
// 120 columns the title went from column 5 to 13 with the games on 6x6
// alone, and back as the filters went round.
func TestTheHistoryStaysPutAsItFilters(t *testing.T) {
	log := "20261128 10:00:00,30,8*8,human,computer,40 to 24,,nboard:edax -l 4,board full,\n" +
		"20261128 11:00:00,30,8*8,human,computer,20 to 44,,3,board full,\n" +
		"20261128 12:00:00,30,10*10,human,computer,20 to 44,,4:eval=learned,board full,\n" +
		"20261128 13:00:00,30,6*6,human,computer,20 to 16,,3,board full,\n" +
		"20261129 10:06:00,30,sphere 2*1*1,computer,computer,2 to 4,random,random,board full,\n"
	titleAt := func(m Model) int {
		title, _, _ := strings.Cut(screenText(m), "\n")
		return len(title) - len(strings.TrimLeft(title, " "))
	}
	for _, size := range [][2]int{{80, 24}, {100, 32}, {120, 32}, {200, 50}} {
		m := openHistory(t, config(t, "8x8", HumanKind, "greedy"), log, size[0], size[1])
		at := titleAt(m)
		for _, k := range []string{"b", "b", "b", "b", "b", "o", "o", "o", "o"} {
			m, _ = keys(t, m, k)
			if now := titleAt(m); now != at {
				t.Fatalf("at %dx%d, the history's title moved from column %d to %d with %s on %s:\n%s", size[0], size[1], at, now, m.history.filters(), k, screenText(m))
			}
		}
	}
}
