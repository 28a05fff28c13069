package model

import (
	"strings"
	"testing"

	"reversi/engine"
	"reversi/engine/search"
)

// A hint speaks for the person against an AI, whichever side is to move
// in the position it is asked of, and says a score of +0 as even, as the
// evaluation does: "Hint: c4, ● +0 (book)" stood beside "Evaluation: even".
func TestTheHintSaysItsScoreAsTheEvaluationDoes(t *testing.T) {
	name := func(m engine.Move) string { return "c4" }
	for _, c := range []struct {
		side, mover engine.Color
		h           hintMsg
		want        string
	}{
		{engine.White, engine.White, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.Discs, Discs: -1}, Depth: 11}}, "Hint: c4, ○\u00a0-1 (depth 11)."},
		{engine.White, engine.Black, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.ExactDiscs, Discs: 4}}}, "Hint: c4, ○\u00a0-4 (exact)."},
		{engine.White, engine.Black, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.AtLeastDiscs, Discs: 20}}}, "Hint: c4, ○\u00a0≤-20 (proven; another move may do better)."},
		{engine.Black, engine.Black, hintMsg{book: true}, "Hint: c4, even (opening book)."},
		{engine.White, engine.White, hintMsg{choice: search.Choice{Score: search.Score{Unit: search.ExactDiscs}}}, "Hint: c4, draw (exact)."},
	} {
		if got, _ := c.h.note(c.side, c.mover, name); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
	_, shorter := hintMsg{choice: search.Choice{Score: search.Score{Unit: search.AtLeastDiscs, Discs: 20}}}.note(engine.White, engine.Black, name)
	if brief := shorter[len(shorter)-1]; !strings.HasPrefix(brief, "Hint: c4, ○\u00a0≤-20,") {
		t.Errorf("in short: %q", brief)
	}
}
