package model

import (
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// The tour keeps the board's marks "[ ]" and "( )" whole on a line at
// every width: joined by plain spaces, a line could end in "[" or "(" and
// the next begin with "]" or ")".
func TestTheTourKeepsTheMarksWhole(t *testing.T) {
	for _, c := range []struct{ board, white string }{{"8x8", "greedy"}, {"8x8", HumanKind}, {"sphere", "greedy"}} {
		cfg := config(t, c.board, HumanKind, c.white)
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		m := started(t, cfg)
		for width := 36; width <= 100; width++ {
			for _, height := range []int{24, 40} {
				next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
				text := screenText(next.(Model))
				for _, l := range strings.Split(text, "\n") {
					l = strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "│"))
					if strings.HasSuffix(l, "[") || strings.HasSuffix(l, "(") || strings.HasPrefix(l, "]") || strings.HasPrefix(l, ")") {
						t.Errorf("%s against %s at %dx%d, a mark split at %q:\n%s", c.board, c.white, width, height, l, text)
					}
				}
			}
		}
	}
}

// The tour keeps a disc's glyph with the figure after it ("● +4") on one
// line at every width: split, a line ends in "●" and the next begins "+4",
// which reads as a figure of no side.
func TestTheTourKeepsAGlyphWithItsFigure(t *testing.T) {
	for _, white := range []string{"greedy", HumanKind} {
		cfg := config(t, "8x8", HumanKind, white)
		cfg.StateDir = filepath.Join(t.TempDir(), "state")
		m := started(t, cfg)
		for width := 36; width <= 160; width++ {
			for _, height := range []int{24, 32, 45} {
				next, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
				text := screenText(next.(Model))
				lines := strings.Split(text, "\n")
				for i := 1; i < len(lines); i++ {
					above := strings.TrimSpace(strings.Trim(strings.TrimSpace(lines[i-1]), "│"))
					below := strings.TrimSpace(strings.Trim(strings.TrimSpace(lines[i]), "│"))
					if (strings.HasSuffix(above, "●") || strings.HasSuffix(above, "○")) && strings.HasPrefix(below, "+4") {
						t.Errorf("against %s at %dx%d, a glyph split from its figure:\n%s", white, width, height, text)
					}
				}
			}
		}
	}
}
