package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour says that a cell's name may be typed, naming a cell of the
// board the game is on, where it named the arrows, a click, enter, ? and r
// alone; it keeps to at most a line more than it took without it.
func TestTheTourSaysANameMayBeTyped(t *testing.T) {
	for _, c := range []struct {
		board string
		most  int // the box's lines without it, and one
	}{
		{"8x8", 14 + 1},
		{"sphere", 15 + 1},
	} {
		for _, size := range [][2]int{{100, 32}, {80, 24}} {
			width, most := size[0], c.most
			cfg := config(t, c.board, HumanKind, "greedy")
			cfg.StateDir = filepath.Join(t.TempDir(), "state")
			next, _ := started(t, cfg).Update(tea.WindowSizeMsg{Width: width, Height: size[1]})
			m := next.(Model)
			text := screenText(m)
			words := strings.Join(strings.Fields(strings.ReplaceAll(text, "│", " ")), " ")
			name := m.game.moveName(m.game.rec.Position().LegalMoves()[0])
			if !strings.Contains(words, "type a cell's name ("+name+")") {
				t.Errorf("%s at %d columns: the tour says nothing of a name typed (%s):\n%s", c.board, width, name, text)
			}
			if lines := strings.Count(text, "│") / 2; lines > most {
				t.Errorf("%s at %d columns: the tour takes %d lines, more than %d:\n%s", c.board, width, lines, most, text)
			}
		}
	}
}
