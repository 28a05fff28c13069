package views

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"
)

// The rules page, colours included: in the dark theme past its widest (80
// columns), its flat example side by side, and at 40, one board above the
// other; in mono, where bold and faint alone tell its parts apart, at 60;
// in ASCII and in the Linux console's glyphs at 80. A change to a word, a
// paragraph's style or a picture shows as a diff.
func TestRulesGolden(t *testing.T) {
	for _, c := range []struct {
		theme  Theme
		width  int
		glyphs Glyphs
	}{{Dark, 100, Unicode}, {Dark, 40, Unicode}, {Mono, 60, Unicode}, {Dark, 80, ASCII}, {ANSI16, 80, Console}} {
		name := fmt.Sprintf("%s_%d", c.theme, c.width)
		if c.glyphs != Unicode {
			name += "_" + c.glyphs.String()
		}
		t.Run(name, func(t *testing.T) {
			out := c.glyphs.Draw(Rules(NewStyles(c.theme, true).WithGlyphs(c.glyphs), c.width))
			for i, line := range strings.Split(out, "\n") {
				if w := lipgloss.Width(line); w > min(c.width, 80) {
					t.Errorf("line %d is %d wide at %d columns: %q", i+1, w, c.width, line)
				}
			}
			golden.RequireEqual(t, out)
		})
	}
}

// The rules page at every width keeps a sign with what it marks: no line
// ends in a hyphen, "(", "~" or "≥" (a pass's "--", a minus before its
// figure, a pair of brackets, an estimate's or a bound's sign), and
// none begins with the ")" of an empty pair.
func TestRulesKeepSignsWithTheirWords(t *testing.T) {
	for width := 20; width <= 100; width++ {
		for i, line := range strings.Split(ansi.Strip(Rules(NewStyles(Dark, true), width)), "\n") {
			line = strings.TrimRight(line, " ")
			if strings.HasPrefix(line, ")") || strings.HasSuffix(line, "-") || strings.HasSuffix(line, "(") ||
				strings.HasSuffix(line, "~") || strings.HasSuffix(line, "≥") {
				t.Errorf("at %d columns line %d breaks a sign from its word: %q", width, i+1, line)
			}
		}
	}
}

// The rules say the discs a move would turn are shaded on large cells
// only where the board draws them so: in colour, in Unicode's or the
// console's blocks; in mono (NO_COLOR) and ASCII they are drawn ◎ ◉
// alone, which the rules said shaded too.
func TestTheRulesSayTheShadingWhereItIsDrawn(t *testing.T) {
	for _, c := range []struct {
		theme  Theme
		glyphs Glyphs
		shaded bool
	}{{Dark, Unicode, true}, {Dark, Console, true}, {Dark, ASCII, false}, {Mono, Unicode, false}} {
		st := NewStyles(c.theme, true).WithGlyphs(c.glyphs)
		words := strings.Join(strings.Fields(ansi.Strip(Rules(st, 80))), " ")
		if strings.Contains(words, "shaded") != c.shaded {
			t.Errorf("%s in %s: the rules say shaded %v, want %v:\n%s", c.theme, c.glyphs, !c.shaded, c.shaded, words)
		}
	}
}

// Every section of the rules page at 80 columns, from its heading to the
// next, reads on one 80x24 screen, the 23 lines above the keys: the
// rules, passing and the end stood under one heading with the example
// and the notes on names, and the reading of the screen ran 90 lines.
func TestRulesSectionsFitAScreen(t *testing.T) {
	page, at, _ := rules(NewStyles(Dark, true), 80)
	starts := []int{strings.Count(page, "\n") + 1}
	for _, line := range at {
		starts = append(starts, line)
	}
	slices.Sort(starts)
	for title, line := range at {
		next := starts[slices.Index(starts, line)+1]
		if n := next - line; n > 23 {
			t.Errorf("the section %q is %d lines at 80 columns, more than a screen", title, n)
		}
	}
}
