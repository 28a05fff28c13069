package views

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/exp/golden"
)

// The rules page, colours included: in the dark theme past its widest (80
// columns), its flat example side by side, and at 40, one board above the
// other; in mono, where bold and faint alone tell its parts apart, at 60. A
// change to a word, a paragraph's style or a picture shows as a diff.
func TestRulesGolden(t *testing.T) {
	for _, c := range []struct {
		theme Theme
		width int
	}{{Dark, 100}, {Dark, 40}, {Mono, 60}} {
		t.Run(fmt.Sprintf("%s_%d", c.theme, c.width), func(t *testing.T) {
			out := Rules(NewStyles(c.theme, true), c.width)
			for i, line := range strings.Split(out, "\n") {
				if w := lipgloss.Width(line); w > min(c.width, 80) {
					t.Errorf("line %d is %d wide at %d columns: %q", i+1, w, c.width, line)
				}
			}
			golden.RequireEqual(t, out)
		})
	}
}
