package cli

import (
	"bytes"
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/review"
	"reversi/views"
)

// The table says a score of 0 as the review's panel does: a draw where
// solved, even where estimated. It read "f5 +0" for both.
func TestAnalyzeSaysDrawOrEven(t *testing.T) {
	g := played8x8(t, 37, 43) // f5 d6
	moves := []review.Move{
		{Ply: 0, Color: engine.Black, Move: 37, Best: 37, Depth: 6, Class: review.Best},
		{Ply: 1, Color: engine.White, Move: 43, Score: -4, Best: 45, Loss: 4, Exact: true, ScoreExact: true, ClassExact: true, Class: review.Mistake},
	}
	var out bytes.Buffer
	printReview(&out, g, moves, engine.Standard, false, views.Unicode)
	for _, want := range []string{"│1│black│f5 even│f5 even│", "│1│white│d6 -4  │f6 draw│"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, out.String())
		}
	}
}
