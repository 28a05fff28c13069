package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/review"
)

// The review says a score of 0 as the evaluation does: a draw where exact,
// else even. It read "○ White c1 +0: best" beside "Evaluation: even", then
// "even" for exact scores too, beside the evaluation's "draw".
func TestTheReviewSaysDrawOrEven(t *testing.T) {
	v, err := engine.Flat(8)
	if err != nil {
		t.Fatal(err)
	}
	name := func(m engine.Move) string { return engine.MoveName(v, m, engine.Standard) }
	c1, d3 := engine.Move(2), engine.Move(19)
	for _, c := range []struct {
		m    review.Move
		want string
	}{
		{review.Move{Color: engine.White, Move: c1, Best: c1, Exact: true, ScoreExact: true, ClassExact: true, Class: review.Best}, "○ White c1 draw: best (exact)"},
		{review.Move{Color: engine.Black, Move: c1, Score: -4, Best: d3, Loss: 4, Exact: true, ScoreExact: true, ClassExact: true, Class: review.Mistake}, "● Black c1 -4: mistake, 4 lost; best d3 draw (exact)"},
		{review.Move{Color: engine.White, Move: c1, Best: c1, Depth: 6, Class: review.Best}, "○ White c1 even: best (estimated at depth 6)"},
		// The move's own score solved, the best's estimated: each said as it is.
		{review.Move{Color: engine.Black, Move: c1, Score: -4, Best: d3, Loss: 4, ScoreExact: true, Depth: 6, Class: review.Mistake}, "● Black c1 -4: mistake, ~4 lost; best d3 even (c1 exact; best estimated at depth 6)"},
		{review.Move{Color: engine.Black, Move: c1, Score: -4, Best: d3, Loss: 4, ScoreExact: true, ClassExact: true, Depth: 6, Class: review.Mistake}, "● Black c1 -4: mistake, 4 lost; best d3 draw (c1 exact; best exact, others estimated at depth 6)"},
		{review.Move{Color: engine.Black, Move: c1, Best: c1, ScoreExact: true, NoneBetter: true, Depth: 6, Class: review.Best}, "● Black c1 draw: best (c1 exact; others proven no better)"},
		// A bound of 0 is no draw: the score may lie either side of it.
		{review.Move{Color: engine.Black, Move: c1, Best: c1, ScoreAtMost: true, Depth: 6, Class: review.Best}, "● Black c1 even at most: best as far as the estimates tell (others estimated at depth 6)"},
	} {
		if got := judgedLine(c.m, name, c.m.Class.String()); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
