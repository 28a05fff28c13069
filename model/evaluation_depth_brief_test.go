package model

import (
	"regexp"
	"testing"
)

// Where the panel's line has no room for the evaluation's depth in words,
// it leaves the depth out rather than shorten it: "d10" and "d4" read as
// cells' names. The evaluation searched is named in every form, as the
// thinking line names a search's depth in words or not at all.
func TestTheShortEvaluationNamesNoDepthAsACell(t *testing.T) {
	m, _ := keys(t, started(t, ffo40(t)), "b", "a", "enter")
	for _, c := range []struct {
		eval          string
		depth         int
		width, height int
		want          string
	}{
		{"learned", 10, 100, 32, "Evaluation: ● -12 (learned, depth 10)"},
		{"handcrafted", 10, 100, 32, "Evaluation: ● -12 (handcrafted)"},
		{"learned", 10, 80, 24, "Evaluation: ● -12 (learned)"},
		{"learned", 10, 60, 20, "Evaluation: ● -12 (learned)"},
		{"handcrafted", 10, 80, 24, "Evaluation: ● -12 (handcrafted)"},
	} {
		m.game.ui.keepDeep(m.game.rec.Position(), deepScore{black: -12, depth: c.depth, eval: c.eval})
		_, line := evaluationAt(m, c.width, c.height)
		if line != c.want {
			t.Errorf("%s, depth %d, at %dx%d: %q; want %q", c.eval, c.depth, c.width, c.height, line, c.want)
		}
		if cell := regexp.MustCompile(`\bd\d+\b`).FindString(line); cell != "" {
			t.Errorf("%s, depth %d, at %dx%d: %q says the depth as %q, a cell's name", c.eval, c.depth, c.width, c.height, line, cell)
		}
	}
}
