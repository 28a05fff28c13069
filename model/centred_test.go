package model

import (
	"slices"
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

// The game with its status under the board, where a terminal is too short
// for a panel, stands in the middle across as with the panel: the board,
// and under it the status, each in the middle. They kept to the left
// edge: at 100x10 some 80 columns stood blank right of the board, at 40x14
// 25 right of 6x6's.
func TestTheGamesStatusLayoutIsCentred(t *testing.T) {
	for _, c := range []struct {
		board         string
		width, height int
	}{{"8x8", 100, 10}, {"8x8", 30, 12}, {"6x6", 40, 14}, {"6x6", 100, 8}, {"sphere", 100, 12}} {
		m := sized(started(t, config(t, c.board, HumanKind, HumanKind)), c.width, c.height)
		if a := m.game.arrangeWith(m.help, m.game.helpKeys(), m.width, m.height); a.kind != statusLine {
			t.Fatalf("%s at %dx%d: no status under the board:\n%s", c.board, c.width, c.height, screenText(m))
		}
		screen := screenText(m)
		lines := strings.Split(screen, "\n")
		head := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), "● 2  ○ 2") })
		if head < 0 {
			t.Fatalf("%s at %dx%d: no status:\n%s", c.board, c.width, c.height, screen)
		}
		// The board's rows, those with cells under the title; and a blank
		// line last, which inTheMiddle leaves out. A grid keeps a blank
		// column right of its last for the cursor's ], which inTheMiddle
		// counts as blank.
		rows := slices.DeleteFunc(slices.Clone(lines[1:head]), func(l string) bool { return !strings.Contains(l, "·") })
		if left, right, _ := inTheMiddle(strings.Join(append(rows, ""), "\n"), c.width); left-(c.width-right) < -2 || left-(c.width-right) > 1 {
			t.Errorf("%s at %dx%d: the board runs from column %d to %d:\n%s", c.board, c.width, c.height, left, right, screen)
		}
		if left, right, ok := inTheMiddle(lines[head]+"\n", c.width); !ok {
			t.Errorf("%s at %dx%d: the status runs from column %d to %d:\n%s", c.board, c.width, c.height, left, right, screen)
		}
	}
}
