package model

import (
	"maps"
	"strings"
	"testing"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"reversi/engine"
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
		{-64, "Evaluation: ●\u00a0<\u00a0-60 (learned, depth 4): ○\u00a0should take nearly every disc"},
		{-60.4, "Evaluation: ●\u00a0<\u00a0-60 (learned, depth 4): ○\u00a0should take nearly every disc"},
		{64, "Evaluation: ●\u00a0>\u00a0+60 (learned, depth 4): ●\u00a0should take nearly every disc"},
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

// A bound keeps its sign with its number for either side at every width,
// in the panel (ansi.Wrap) and in a note (views.Wrap): "● <" ending a line
// over "-60" reads as neither a bound nor a figure.
func TestABoundKeepsItsSignWithItsNumber(t *testing.T) {
	g := started(t, ffo40(t)).game
	for _, black := range []float64{-64, 64} {
		g.ui.shallow = maps.Clone(g.ui.shallow)
		g.ui.shallow[g.rec.Position()] = shallowValue{black: black, learned: true}
		_, figure, how := g.evaluation(g.rec.Position())
		for _, side := range []engine.Color{engine.Black, engine.White} {
			text := views.EvaluationLine(side, figureFor(engine.Black, side, figure), how)
			for width := 10; width <= 40; width++ {
				for _, lines := range [][]string{views.Wrap(lipgloss.NewStyle(), text, width), strings.Split(ansi.Wrap(text, width, ""), "\n")} {
					for _, l := range lines {
						if l = strings.TrimSpace(l); strings.HasSuffix(l, "<") || strings.HasSuffix(l, ">") {
							t.Errorf("at %d columns, a line ends on a bound's sign:\n%s", width, strings.Join(lines, "\n"))
							break
						}
					}
				}
			}
		}
	}
}
