package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"reversi/engine"
)

// The cursor's readout says how many discs its move flips, which the board
// shades apart from the other discs of their colour, where the line has
// room (cursor cd, flips 1), and the name alone on a cell of no legal move;
// where the line has no room for the count it keeps the name: only the
// rules' page said what the shaded discs were.
func TestTheCursorSaysTheDiscsItsMoveFlips(t *testing.T) {
	for _, board := range []string{"8x8", "2x2x2"} {
		for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}, {50, 16}} {
			next, _ := started(t, config(t, board, HumanKind, "3")).Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			m := next.(Model)
			name := m.game.moveName(engine.Move(m.game.ui.cursor))
			text := screenText(m)
			wide := board != "8x8" || size[0] != 60 // the panel beside the flat board at 60x20 is too narrow for the count
			if !strings.Contains(text, "cursor "+name) || wide != strings.Contains(text, "cursor "+name+", flips 1") {
				t.Errorf("%s at %dx%d on a move flipping 1:\n%s", board, size[0], size[1], text)
			}
			for _, k := range []string{"up", "up"} { // off the legal moves
				m, _ = keys(t, m, k)
			}
			if len(m.game.rec.Position().Flips(engine.Move(m.game.ui.cursor))) > 0 {
				t.Fatalf("%s: the cursor is on a legal move", board)
			}
			if text := screenText(m); !strings.Contains(text, m.game.moveName(engine.Move(m.game.ui.cursor))) || strings.Contains(text, "flips") {
				t.Errorf("%s at %dx%d off the legal moves:\n%s", board, size[0], size[1], text)
			}
		}
	}
}
