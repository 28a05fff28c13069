package model

import (
	"strings"
	"testing"
)

// Where the panel's line has no room for the evaluation whole ("● -12
// (handcrafted, depth 10)" at 100x32, "(learned, depth 4)" at 80x24), its
// shorter form still names the evaluation searched, as every other form
// does, rather than its depth alone.
func TestTheShortEvaluationNamesItsEvaluation(t *testing.T) {
	m, _ := keys(t, started(t, ffo40(t)), "b", "a", "enter")
	for _, c := range []struct {
		eval          string
		width, height int
	}{
		{"handcrafted", 100, 32}, {"handcrafted", 80, 24}, {"learned", 80, 24},
	} {
		m.game.ui.keepDeep(m.game.rec.Position(), deepScore{black: -12, depth: 10, eval: c.eval})
		_, line := evaluationAt(m, c.width, c.height)
		if !strings.HasPrefix(line, "Evaluation: ") || !strings.Contains(line, "("+c.eval) {
			t.Errorf("%s at %dx%d: %q does not name the evaluation", c.eval, c.width, c.height, line)
		}
	}
}
