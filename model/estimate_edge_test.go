package model

import (
	"maps"
	"testing"

	"reversi/views"
)

// The four-ply estimate is clipped to the board's 64 discs, where it read
// "● -64.0 (4 plies)" for several moves of a game that ended 4:60, as if
// a wipe-out were known: near a board of one colour the line says the
// estimate is beyond a bound instead, with who should take the discs in
// words, and a figure short of it stays.
func TestEstimateNearABoardOfOneColourIsABound(t *testing.T) {
	cfg := ffo40(t)
	g := started(t, cfg).game
	for _, c := range []struct {
		black float64
		want  string
	}{
		{-64, "Evaluation: ●\u00a0< -60 (learned, depth 4): ○\u00a0should take nearly every disc"},
		{-60.4, "Evaluation: ●\u00a0< -60 (learned, depth 4): ○\u00a0should take nearly every disc"},
		{64, "Evaluation: ●\u00a0> +60 (learned, depth 4): ●\u00a0should take nearly every disc"},
		{-59.6, "Evaluation: ●\u00a0-60 (learned, depth 4)"},
		{60, "Evaluation: ●\u00a0+60 (learned, depth 4)"},
	} {
		g.ui.shallow = maps.Clone(g.ui.shallow)
		g.ui.shallow[g.rec.Position()] = shallowValue{black: c.black, learned: true}
		var p views.Panel
		g.runningEvaluation(&p, g.shown(), true)
		if p.Evaluation != c.want {
			t.Errorf("with %+.1f kept for the position shown: %q, want %q", c.black, p.Evaluation, c.want)
		}
	}
}
