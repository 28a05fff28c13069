package model

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// The rules read as short sections under headings, the basic rules first:
// at 80x24 the first screen heads what a move flips, passing and the end,
// each a line of its own, in that order, and from a sphere's game the
// sphere's rings and its flips along them. At 50x16, paged down to the
// end, every heading comes into sight and no line runs past the screen.
// The page was a wall of text: one heading over passing, the end, the
// example and the keys' notes alike.
func TestTheRulesHeadTheirSections(t *testing.T) {
	for _, c := range []struct {
		variant  string
		headings []string
	}{
		{"8x8", []string{"Rules", "How a move flips", "Passing", "The end"}},
		{"sphere", []string{"The sphere", "Rings", "Flips along rings"}},
	} {
		m, _ := keys(t, sized(started(t, config(t, c.variant, HumanKind, HumanKind)), 80, 24), "f1")
		if m.screen != rulesScreen {
			t.Fatalf("%s: f1 shows screen %v", c.variant, m.screen)
		}
		if got := shownHeadings(screenText(m), c.headings); !slices.Equal(got, c.headings) {
			t.Errorf("%s at 80x24: the first screen heads %q, want %q:\n%s", c.variant, got, c.headings, screenText(m))
		}
	}

	want := []string{"Rules", "How a move flips", "Passing", "The end", "An example", "Keys to play",
		"The sphere", "Rings", "Flips along rings", "The net", "Reading the screen", "The evaluation", "A review", "The graph"}
	m, _ := keys(t, sized(started(t, config(t, "8x8", HumanKind, HumanKind)), 50, 16), "f1")
	var seen []string
	for range 200 {
		screen := screenText(m)
		for i, line := range strings.Split(screen, "\n") {
			if w := ansi.StringWidth(line); w > 50 {
				t.Fatalf("at 50x16 line %d is %d wide: %q", i+1, w, line)
			}
		}
		for _, h := range shownHeadings(screen, want) {
			if !slices.Contains(seen, h) {
				seen = append(seen, h)
			}
		}
		if m.rules.page.AtBottom() {
			break
		}
		m, _ = keys(t, m, "pgdown")
	}
	if !slices.Equal(seen, want) {
		t.Errorf("at 50x16 paging down shows the headings %q, want %q", seen, want)
	}
}

// shownHeadings is those of headings that stand alone on a line of
// screen, in the order they stand.
func shownHeadings(screen string, headings []string) []string {
	var shown []string
	for _, line := range strings.Split(screen, "\n") {
		if l := strings.TrimSpace(line); slices.Contains(headings, l) {
			shown = append(shown, l)
		}
	}
	return shown
}
