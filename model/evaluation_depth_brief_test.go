package model

import "testing"

// Where the panel's line has no room for the evaluation's depth in words,
// it says it in short ("d10") where that fits, and drops it only where
// even that has no room: the evaluation searched is named in every form.
func TestTheShortEvaluationKeepsItsDepthInShort(t *testing.T) {
	m, _ := keys(t, started(t, ffo40(t)), "b", "a", "enter")
	for _, c := range []struct {
		eval          string
		depth         int
		width, height int
		want          string
	}{
		{"handcrafted", 10, 100, 32, "Evaluation: ● -12 (handcrafted, d10)"},
		{"learned", 10, 80, 24, "Evaluation: ● -12 (learned, d10)"},
		{"learned", 10, 60, 20, "Evaluation: ● -12 (learned, d10)"},
		{"handcrafted", 10, 80, 24, "Evaluation: ● -12 (handcrafted)"},
	} {
		m.game.ui.keepDeep(m.game.rec.Position(), deepScore{black: -12, depth: c.depth, eval: c.eval})
		if _, line := evaluationAt(m, c.width, c.height); line != c.want {
			t.Errorf("%s, depth %d, at %dx%d: %q; want %q", c.eval, c.depth, c.width, c.height, line, c.want)
		}
	}
}
