package model

import (
	"context"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
	"reversi/views"
)

// An exact hint's line is best play for both sides, which keeps the score
// to the end: every position along it shows the hint's exact score, in the
// evaluation and on the graph, not an estimate of it.
func TestExactHintsLineStaysExact(t *testing.T) {
	for _, board := range []string{"sphere", "4x4"} {
		g := started(t, config(t, board, HumanKind, HumanKind)).game
		pos := g.rec.Position()
		c, err := search.Perfect{}.Choose(context.Background(), pos, nil)
		if err != nil || c.Score.Unit != search.ExactDiscs || len(c.Line) < 3 {
			t.Fatalf("%s: the start solved: %+v, %v", board, c, err)
		}
		g = hintIn(g, hintMsg{key: pos.String(), choice: c})
		black := pos.Turn().Sign() * c.Score.Discs
		for _, m := range c.Line[:3] {
			if err := g.rec.Play(m); err != nil {
				t.Fatal(err)
			}
			var p views.Panel
			g.runningEvaluation(&p, g.shown(), true)
			want := views.EvaluationLine(engine.Black, margin("", float64(black)), "exact")
			if p.Evaluation != want {
				t.Errorf("%s: after %s: %q, want %q", board, g.moveName(m), p.Evaluation, want)
			}
			for _, pt := range p.Graph {
				if pt.Black != black {
					t.Errorf("%s: after %s: the graph at ply %d says %+d, want %+d", board, g.moveName(m), pt.Ply, pt.Black, black)
				}
			}
		}
	}
}

// A line that does not end with the score it is said to keep, not best
// play, keeps it nowhere along it.
func TestWrongLineKeptNowhere(t *testing.T) {
	g := started(t, config(t, "4x4", HumanKind, HumanKind)).game
	pos := g.rec.Position()
	c, err := search.Perfect{}.Choose(context.Background(), pos, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Score.Discs += 2
	g.ui.exact.learnChoice(pos, c)
	after, _, _ := pos.Play(c.Line[0])
	after, _, _ = after.Play(c.Line[1])
	if v, ok := g.ui.exact.exactBlack(after); ok {
		t.Errorf("a line that ends otherwise kept %+d", v)
	}
}
