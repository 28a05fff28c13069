package model

import (
	"testing"

	"reversi/engine"
	"reversi/engine/review"
)

// The review says a score of 0 as even, as the evaluation does: it read
// "○ White c1 +0: best" beside "Evaluation: even".
func TestTheReviewSaysEven(t *testing.T) {
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
		{review.Move{Color: engine.White, Move: c1, Best: c1, Exact: true, ScoreExact: true, ClassExact: true, Class: review.Best}, "○ White c1 even: best (exact)"},
		{review.Move{Color: engine.Black, Move: c1, Score: -4, Best: d3, Loss: 4, Exact: true, ScoreExact: true, ClassExact: true, Class: review.Mistake}, "● Black c1 -4: mistake, 4 lost; best d3 even (exact)"},
	} {
		if got := judgedLine(c.m, name, c.m.Class.String()); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
