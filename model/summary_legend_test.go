package model

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// A review's summary reads alone at every size: its classes go by their
// marks ("3?! 5?") only with the legend of the marks on the screen, else
// they are named ("3 inaccuracies, 5 mistakes"), where at 80x24 it said
// "0?! 3? 0??" with no legend; and a class with no move is left out.
func TestReviewSummaryReadsWithoutItsLegend(t *testing.T) {
	played := reviewedGame(t, 100, 32)
	reviewed, _ := keys(t, played, "a")
	byMarks := regexp.MustCompile(`\b\d+\?`)
	named := regexp.MustCompile(`(best of \d+ choices?;( worst [^;]+;)?|discs?( between them)?:) \d+ (inaccurac|mistake|blunder)`) // cut to a line, the worst move comes before the classes
	for _, size := range [][2]int{{100, 32}, {80, 24}, {60, 20}, {40, 16}} {
		next, _ := reviewed.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		text := screenText(next.(Model))
		flat := panelSaid(text)
		legend := strings.Contains(flat, "?! inaccuracy")
		if byMarks.MatchString(flat) && !legend {
			t.Errorf("%dx%d: the summary gives the classes by their marks with no legend of them:\n%s", size[0], size[1], text)
		}
		if !byMarks.MatchString(flat) && size[0] > 40 && !named.MatchString(flat) {
			t.Errorf("%dx%d: the summary names no class:\n%s", size[0], size[1], text)
		}
		if regexp.MustCompile(`\b0\?|\b0 (inaccurac|mistake|blunder)`).MatchString(flat) && !strings.Contains(flat, "(?") {
			t.Errorf("%dx%d: the summary in brief counts a class with no move:\n%s", size[0], size[1], text)
		}
	}
}

// panelSaid is what a screen's panel says where it has one, else the
// screen's text, its lines joined and its spaces made single.
func panelSaid(text string) string {
	var said []string
	for _, l := range strings.Split(text, "\n") {
		if cells := strings.Split(l, "│"); len(cells) > 2 {
			l = cells[len(cells)-2]
		}
		said = append(said, l)
	}
	return strings.Join(strings.Fields(strings.Join(said, " ")), " ")
}
