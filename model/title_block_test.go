package model

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// On a large screen the title stands on the line just above the board,
// from the column the board's drawing starts at (a grid's row labels, a
// net's ◂): one block, not the title at the top left with blank lines
// between it and a board in the middle (200x60).
func TestTheTitleAndTheBoardAreOneBlock(t *testing.T) {
	for _, c := range []struct {
		board string
		w, h  int
	}{{"8x8", 200, 60}, {"8x8", 100, 32}, {"sphere", 200, 60}, {"4x2x4", 100, 32}, {"2x2x2", 100, 32}} {
		m := started(t, config(t, c.board, HumanKind, HumanKind))
		next, _ := m.Update(tea.WindowSizeMsg{Width: c.w, Height: c.h})
		m = next.(Model)
		a := m.game.arrangeWith(m.help, m.game.helpKeys(), c.w, c.h)
		lines := strings.Split(screenText(m), "\n")
		title := a.boardY - 1
		if title < 0 || !strings.HasPrefix(strings.TrimLeft(lines[title], " "), "Reversi ·") {
			t.Fatalf("%s at %dx%d: no title on line %d, above the board:\n%s", c.board, c.w, c.h, title, strings.Join(lines, "\n"))
		}
		bare := a.layout
		bare.NoLegend = true // the legend under a net starts where its text does
		_, bh := m.game.view.Size(bare)
		drawn := c.w
		for _, l := range lines[a.boardY : a.boardY+bh] {
			if strings.TrimSpace(l) != "" {
				drawn = min(drawn, len(l)-len(strings.TrimLeft(l, " ")))
			}
		}
		if indent := len(lines[title]) - len(strings.TrimLeft(lines[title], " ")); indent != drawn {
			t.Errorf("%s at %dx%d: the title starts at column %d, the board's drawing at %d", c.board, c.w, c.h, indent, drawn)
		}
	}
}

// titled is a screen's title, its first line not blank, and the lines
// under it: the title stands above the board, which may stand lower than
// the screen's top.
func titled(text string) (title, rest string) {
	text = strings.TrimLeft(text, " \n")
	title, rest, _ = strings.Cut(text, "\n")
	return strings.TrimSpace(title), rest
}

// The title stands on the screen's first line, whatever board is played,
// so that tab from one game to another moves neither it nor the panel: at
// 100x32 8x8 had it on the first line, the 2x2x2 sphere and 4x4 on the
// second, the board and the panel beside it stood in the middle of the
// room they leave.
func TestTheTitleStandsOnTheFirstLine(t *testing.T) {
	for _, size := range []tea.WindowSizeMsg{{Width: 100, Height: 32}, {Width: 80, Height: 24}, {Width: 60, Height: 20}, {Width: 50, Height: 16}} {
		for _, board := range []string{"8x8", "2x2x2", "4x4", "6x6", "sphere"} {
			m := startedAt(t, config(t, board, HumanKind, HumanKind), size)
			if title, _, _ := strings.Cut(screenText(m), "\n"); !strings.HasPrefix(strings.TrimLeft(title, " "), "Reversi ·") {
				t.Errorf("%s at %s: the first line is no title:\n%s", board, sizeName(size), screenText(m))
			}
		}
	}
}
