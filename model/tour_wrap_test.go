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
