package views

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"

	"reversi/engine"
)

// A line said keeps each glyph with its move, and with "passes", at every
// width from that of "○ passes,": a line ending in "○" and the next
// beginning "b4" no longer says whose b4 it was.
func TestALineKeepsEachGlyphWithItsMove(t *testing.T) {
	v := flat(t, 8)
	name := func(m engine.Move) string { return engine.Standard.Name(v, int(m)) }
	line := []engine.Move{19, 18, engine.Pass, 26, 20, 34}
	said := "Hint: d3, then " + LineSaid(engine.White, line, name) + "."
	for width := 10; width <= 80; width++ {
		for _, l := range Wrap(lipgloss.NewStyle(), said, width) {
			if l = strings.TrimSpace(l); strings.HasSuffix(l, "●") || strings.HasSuffix(l, "○") {
				t.Errorf("at %d columns, a line ends on a glyph: %q in %q", width, l, Wrap(lipgloss.NewStyle(), said, width))
			}
		}
	}
}

// A line said ends on a move: passes at its end, which only say the side
// after the last move has none, are left out.
func TestALineEndsOnAMove(t *testing.T) {
	v := flat(t, 8)
	name := func(m engine.Move) string { return engine.Standard.Name(v, int(m)) }
	for _, c := range []struct {
		line []engine.Move
		want string
	}{
		{[]engine.Move{19, engine.Pass, 26}, "● d3, ○ passes, ● c4"},
		{[]engine.Move{19, 26, engine.Pass}, "● d3 ○ c4"},
		{[]engine.Move{19, engine.Pass, engine.Pass}, "● d3"},
		{[]engine.Move{engine.Pass}, ""},
	} {
		if got := strings.ReplaceAll(LineSaid(engine.Black, c.line, name), "\u00a0", " "); got != c.want {
			t.Errorf("%v said %q, want %q", c.line, got, c.want)
		}
	}
}
